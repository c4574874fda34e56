// SPDX-License-Identifier: Apache-2.0

import Foundation

/// Modal dismissal: `dismiss(animated:completion:)`, its chains, and the interactive dismissal of sheets.
///
/// - The receiver dismisses what it presented; a controller that presents nothing forwards the call to its
///   presenter (it dismisses itself). One that presents nothing and is not presented logs a line and does nothing:
///   the completion handler is not called, as on iOS.
/// - Dismissing a controller that presented a chain (A presented B, B presented C; `A.dismiss`) removes the whole
///   chain. As on iOS only the top controller animates, with its own transition style, straight down to A: the
///   controllers between are hidden at once and A's view is back beneath before the animation starts. The chain's
///   controllers are then removed top-down without animation, and the completion handler runs once, after
///   `presentedViewController` is nil.
/// - A dismissal while any controller of the chain is being presented or dismissed logs Apple's line and is
///   ignored.
extension UIViewController {
    /// Dismisses what the receiver presented (or the receiver itself); `interaction` drives a sheet's swipe.
    package func dismissController(animated: Bool, completion: (() -> Void)?,
                                   interaction: UIViewControllerInteractiveTransitioning? = nil) {
        let presenter: UIViewController
        if presentedStorage != nil {
            presenter = self
        } else if let asked = presentedViewController, let context = asked.presentingStorage {
            presenter = context  // this controller asked an ancestor to present
        } else if let presenting = presentingViewController {
            presenter = presenting
        } else {
            return UIKitDiagnostics.log("dismiss(animated:completion:): \(self) presents no view controller and is not presented; ignored")
        }
        guard let presented = presenter.presentedStorage else { return }
        var chain = [presented]
        while let next = chain[chain.count - 1].presentedStorage { chain.append(next) }
        guard !presenter.isInPresentationTransition, !chain.contains(where: \.isInPresentationTransition) else {
            return UIKitDiagnostics.log("Attempt to dismiss from view controller \(presenter) while a presentation or dismiss is in progress!")
        }
        guard chain.count > 1 else {
            return performDismissal(of: presented, from: presenter, animated: animated, interaction: interaction,
                                    quiet: false, completion: completion)
        }
        dismissChain(chain, from: presenter, animated: animated, completion: completion)
    }

    /// Removes `chain` (bottom first) presented from `presenter`: the top animates, the rest go without animation.
    private func dismissChain(_ chain: [UIViewController], from presenter: UIViewController, animated: Bool,
                              completion: (() -> Void)?) {
        let top = chain[chain.count - 1]
        let removeRest = {
            for controller in chain.dropLast().reversed() {
                guard let below = controller.presentingStorage else { continue }
                controller.beingDismissed = false
                controller.performDismissal(of: controller, from: below, animated: false, interaction: nil,
                                            quiet: false, completion: nil)
            }
            completion?()
        }
        guard animated, let topPresenter = top.presentingStorage else {
            for controller in chain.reversed() {
                guard let below = controller.presentingStorage else { continue }
                controller.performDismissal(of: controller, from: below, animated: false, interaction: nil,
                                            quiet: false, completion: nil)
            }
            completion?()
            return
        }
        // Hide the controllers between, and put the presenter's view back beneath, before the top one animates.
        for controller in chain.dropLast() { controller.presentationControllerStorage?.containerStorage?.isHidden = true }
        if let presentation = chain[0].presentationControllerStorage {
            presentation.restorePresenterViewEarly(presenter, animated: animated)
        }
        chain[0].beingDismissed = true
        performDismissal(of: top, from: topPresenter, animated: true, interaction: nil, quiet: true,
                         completion: removeRest)
    }

    /// Runs one dismissal of `presented` from `presenter`, without the entry checks. `quiet`: the presenter is
    /// itself about to go (inside a chain), so its view is not put back and it gets no appearance callbacks.
    package func performDismissal(of presented: UIViewController, from presenter: UIViewController, animated: Bool,
                                  interaction: UIViewControllerInteractiveTransitioning?, quiet: Bool,
                                  completion: (() -> Void)?) {
        guard let presentation = presented.presentationControllerStorage,
            let container = presentation.containerStorage as? PresentationContainerView
        else { return }

        let presentedView = presented.viewIfLoaded
        let window = container.window
        let shown = window.map { !$0.isHidden } ?? false
        var restoredView: UIView?
        var appearing: [UIViewController] = []
        if let early = presentation.earlyRestoredAppearing, let presenterView = presenter.viewIfLoaded {
            appearing = early
            restoredView = presenterView
            presentation.earlyRestoredAppearing = nil
        } else if quiet {
            // The presenter goes next: its view stays out of the window (no appearance callbacks for it).
            presentation.savedPresenterSlot = nil
        } else if let slot = presentation.savedPresenterSlot, let presenterView = presenter.viewIfLoaded {
            appearing = shown ? presenterView.viewControllersInSubtree() : []
            for controller in appearing { controller.beginAppearanceTransition(true, animated: animated) }
            slot.superview.insertSubview(presenterView, at: min(slot.index, slot.superview.subviews.count))
            presentation.savedPresenterSlot = nil
            restoredView = presenterView
        }
        // As on iOS, the presented controller is already being dismissed in its viewWillDisappear(_:).
        presented.beingDismissed = true
        let disappearing = shown ? (presentedView?.viewControllersInSubtree() ?? []).filter(\.isShownForAppearance) : []
        for controller in disappearing { controller.beginAppearanceTransition(false, animated: animated) }

        let delegate = presented.transitioningDelegate
        let style = presented.presentationTransitionStyle(from: presenter)
        var animator: UIViewControllerAnimatedTransitioning?
        if animated {
            animator = delegate?.animationController(forDismissed: presented)
                ?? (presentation is UIPopoverPresentationController ? PopoverTransitionAnimator(presenting: false) : nil)
                ?? SystemPresentationAnimator(style: style, presenting: false)
        }
        let driver = interaction ?? animator.flatMap { delegate?.interactionControllerForDismissal(using: $0) }
        let context = ViewControllerTransitionContext(
            container: container, from: presented, to: presenter, fromView: presentedView, toView: restoredView,
            animated: animated, interactive: driver != nil, style: presentation.presentationStyle)
        if let presentedView {
            context.initialFrames[ObjectIdentifier(presented)] = presentedView.frame
        }
        if let restoredView {
            context.finalFrames[ObjectIdentifier(presenter)] = restoredView.convert(restoredView.bounds, to: container)
        }
        presented.beingDismissed = true
        presented.activeTransitionCoordinator = context
        presenter.activeTransitionCoordinator = context
        container.isTransitioning = true
        presentation.dismissalTransitionWillBegin()

        context.onComplete = { [weak presented, weak presenter] completed in
            guard let presented, let presenter else { return }
            presented.beingDismissed = false
            presented.activeTransitionCoordinator = nil
            presenter.activeTransitionCoordinator = nil
            container.isTransitioning = false
            if completed {
                presentedView?.removeFromSuperview()
                container.removeFromSuperview()
                for controller in disappearing { controller.endAppearanceTransition() }
                for controller in appearing { controller.endAppearanceTransition() }
                presenter.presentedStorage = nil
                presented.presentingStorage = nil
                presentation.dismissalTransitionDidEnd(true)
                presented.presentationControllerStorage = nil
                presenter.presentationDidChangeStatusBarOwner()
                completion?()
            } else {
                if let restoredView, let superview = restoredView.superview {
                    presentation.savedPresenterSlot = (superview, superview.subviews.firstIndex { $0 === restoredView } ?? 0)
                    restoredView.removeFromSuperview()
                }
                for controller in disappearing {
                    controller.beginAppearanceTransition(true, animated: animated)
                    controller.endAppearanceTransition()
                }
                for controller in appearing {
                    controller.beginAppearanceTransition(false, animated: animated)
                    controller.endAppearanceTransition()
                }
                container.setNeedsLayout()
                presentation.dismissalTransitionDidEnd(false)
            }
        }
        if let driver {
            context.start(with: animator ?? SystemPresentationAnimator(style: style, presenting: false),
                          interaction: driver)
        } else if let animator {
            context.start(with: animator, interaction: nil)
        } else {
            context.runQueuedAlongsideWithoutAnimation()
            context.completeTransition(true)
        }
    }
}

extension UIPresentationController {
    /// Puts the presenter's view back beneath the presentation now (a chain dismissal): the presenter's controllers
    /// begin appearing, and the dismissal that follows ends their transition.
    package func restorePresenterViewEarly(_ presenter: UIViewController, animated: Bool) {
        guard let slot = savedPresenterSlot, let presenterView = presenter.viewIfLoaded else { return }
        let shown = slot.superview.window.map { !$0.isHidden } ?? false
        let appearing = shown ? presenterView.viewControllersInSubtree() : []
        for controller in appearing { controller.beginAppearanceTransition(true, animated: animated) }
        slot.superview.insertSubview(presenterView, at: min(slot.index, slot.superview.subviews.count))
        savedPresenterSlot = nil
        earlyRestoredAppearing = appearing
    }
}
