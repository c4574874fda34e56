// SPDX-License-Identifier: Apache-2.0

import Foundation

/// Modal presentation: `present(_:animated:completion:)` and `dismiss(animated:completion:)`.
///
/// A presentation happens in a ``PresentationContainerView`` laid over the presenter's window. The presenter is
/// the root of the presenting controller's context: its outermost container, or for the current-context styles
/// the nearest ancestor that `definesPresentationContext`. The presented controller's view is animated in by the
/// transitioning delegate's animator or ``SystemPresentationAnimator``; appearance callbacks run in iOS's order:
/// the presenter's `viewWillDisappear` (full-screen styles only), the presented `viewWillAppear`, the animation,
/// the presented `viewDidAppear`, the presenter's `viewDidDisappear`. A full-screen presenter's view leaves the
/// window once covered and returns when dismissed.
extension UIViewController {
    /// The style a presentation of this controller uses on the current profile: `.automatic` is `.pageSheet` on
    /// the modern profiles and `.fullScreen` on the iPhone OS 3 ones; iPhone shows form sheets as page sheets (and
    /// iPhone OS 3.2's iPhone showed both full screen). `.popover` stays: it adapts when presented
    /// (``adaptedPopoverStyle(_:traits:)``).
    package var resolvedPresentationStyle: UIModalPresentationStyle {
        switch modalPresentationStyle {
        case .automatic, .pageSheet, .formSheet: UIScreen.main.profile.isClassic ? .fullScreen : .pageSheet
        case .none: .fullScreen
        case let style: style
        }
    }

    /// Whether a presentation or dismissal involving this controller is running.
    package var isInPresentationTransition: Bool {
        beingPresented || beingDismissed || presentedStorage?.beingPresented == true
            || presentedStorage?.beingDismissed == true
    }

    /// The controller that presents for this one in `style`: the outermost container, or for the current-context
    /// styles the nearest controller (self included) that defines the presentation context.
    package func presentationContext(for style: UIModalPresentationStyle) -> UIViewController {
        var current = self
        if style == .currentContext || style == .overCurrentContext {
            while !current.definesPresentationContext, let parent = current.parentStorage { current = parent }
            return current
        }
        while let parent = current.parentStorage { current = parent }
        return current
    }

    package func presentController(_ vc: UIViewController, animated: Bool, completion: (() -> Void)?) {
        guard vc !== self, vc.presentingStorage == nil, !vc.beingPresented else {
            return UIKitDiagnostics.log("Application tried to present modally a view controller \(vc) that is already being presented by \(vc.presentingStorage.map { "\($0)" } ?? "\(self)").")
        }
        if let parent = vc.parentStorage {
            return UIKitDiagnostics.log("Application tried to present modally a view controller \(vc) that has a parent view controller \(parent).")
        }
        var style = vc.resolvedPresentationStyle
        var popover: UIPopoverPresentationController?
        if style == .popover, let pending = vc.popoverPresentationController {
            popover = pending
            pending.popoverDelegate?.prepareForPopoverPresentation(pending)
            style = vc.adaptedPopoverStyle(pending, traits: UIScreen.main.traitCollection)
            if style == .popover, !pending.hasSource {
                return UIKitDiagnostics.log("UIPopoverPresentationController (\(pending)) should have a non-nil sourceView or barButtonItem set before the presentation occurs.")
            }
        }
        let presenter = presentationContext(for: style)
        if let current = presenter.presentedStorage {
            let reason = current.beingPresented || current.beingDismissed ? "while a presentation is in progress"
                : "which is already presenting \(current)"
            return UIKitDiagnostics.log("Attempt to present \(vc) on \(presenter) (from \(self)) \(reason).")
        }
        if presenter.isInPresentationTransition {
            return UIKitDiagnostics.log("Attempt to present \(vc) on \(presenter) (from \(self)) while a presentation is in progress.")
        }
        guard let presenterView = presenter.viewIfLoaded, let window = presenterView.window else {
            return UIKitDiagnostics.log("Attempt to present \(vc) on \(presenter) (from \(self)) whose view is not in the window hierarchy.")
        }
        if vc.presentationTransitionStyle(from: presenter) == .partialCurl, style != .fullScreen {
            return UIKitDiagnostics.log("Application tried to present UIModalTransitionStylePartialCurl to or from non-fullscreen view controller \(vc).")
        }
        if let below = presenter.presentingStorage, presenter.presentationTransitionStyle(from: below) == .partialCurl {
            return UIKitDiagnostics.log("Application tried to present \(vc) from \(presenter), which was presented with UIModalTransitionStylePartialCurl and cannot present other view controllers.")
        }

        let delegate = vc.transitioningDelegate
        let custom = style == .custom
            ? delegate?.presentationController(forPresented: vc, presenting: presenter, source: self) : nil
        let presentation = custom ?? vc.systemPresentationController(for: style, presenter: presenter)
        presentation.styleStorage = style
        presentation.setPresenting(presenter)
        vc.presentationControllerStorage = presentation
        vc.presentingStorage = presenter
        presenter.presentedStorage = vc
        if presenter !== self { presentedFromHere = vc }

        let container = PresentationContainerView(frame: containerFrame(for: style, presenter: presenter, in: window))
        container.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        container.presentation = presentation
        container.isTransitioning = true
        window.addSubview(container)
        presentation.containerStorage = container
        if UIScreen.main.profile.isClassic, let orientation = UIApplication.sharedIfPresent?.statusBarOrientation,
            orientation != .portrait
        {
            PresentationContainerView.applyInterfaceGeometry(in: window, orientation: orientation, modern: false)
        }

        let removesPresenter = presentation.shouldRemovePresentersView
        let presentedView: UIView = vc.view
        let shown = !window.isHidden
        let disappearing = removesPresenter && shown ? presenterView.viewControllersInSubtree().filter(\.isShownForAppearance) : []
        let appearing = shown ? presentedView.viewControllersInSubtree() : []

        let animator = animated
            ? (delegate?.animationController(forPresented: vc, presenting: presenter, source: self)
                ?? (style == .popover ? PopoverTransitionAnimator(presenting: true) : nil)
                ?? SystemPresentationAnimator(style: vc.presentationTransitionStyle(from: presenter), presenting: true))
            : nil
        let interaction = animator.flatMap { delegate?.interactionControllerForPresentation(using: $0) }
        let context = ViewControllerTransitionContext(
            container: container, from: presenter, to: vc, fromView: removesPresenter ? presenterView : nil,
            toView: presentedView, animated: animated, interactive: interaction != nil, style: style)
        context.initialFrames[ObjectIdentifier(presenter)] = presenterView.convert(presenterView.bounds, to: container)
        context.finalFrames[ObjectIdentifier(vc)] = presentation.frameOfPresentedViewInContainerView
        vc.activeTransitionCoordinator = context
        presenter.activeTransitionCoordinator = context
        vc.beingPresented = true
        if let popover {
            popover.delegate?.presentationController(presentation, willPresentWithAdaptiveStyle: style == .popover ? .none : style,
                                                     transitionCoordinator: animated ? context : nil)
        }

        for controller in disappearing { controller.beginAppearanceTransition(false, animated: animated) }
        for controller in appearing { controller.beginAppearanceTransition(true, animated: animated) }
        presentation.presentationTransitionWillBegin()

        context.onComplete = { [weak vc, weak presenter] completed in
            guard let vc, let presenter else { return }
            vc.beingPresented = false
            vc.activeTransitionCoordinator = nil
            presenter.activeTransitionCoordinator = nil
            container.isTransitioning = false
            if completed {
                if removesPresenter, let superview = presenterView.superview {
                    presentation.savedPresenterSlot = (superview, superview.subviews.firstIndex { $0 === presenterView } ?? 0)
                    presenterView.removeFromSuperview()
                }
                for controller in appearing { controller.endAppearanceTransition() }
                for controller in disappearing { controller.endAppearanceTransition() }
                container.setNeedsLayout()
                presentation.presentationTransitionDidEnd(true)
                presenter.presentationDidChangeStatusBarOwner()
                completion?()
            } else {
                for controller in appearing {
                    controller.beginAppearanceTransition(false, animated: animated)
                    controller.endAppearanceTransition()
                }
                for controller in disappearing {
                    controller.beginAppearanceTransition(true, animated: animated)
                    controller.endAppearanceTransition()
                }
                presentedView.removeFromSuperview()
                container.removeFromSuperview()
                presenter.presentedStorage = nil
                vc.presentingStorage = nil
                vc.presentationControllerStorage = nil
                presentation.presentationTransitionDidEnd(false)
            }
        }
        if let animator {
            context.start(with: animator, interaction: interaction)
        } else {
            presentedView.frame = presentation.frameOfPresentedViewInContainerView
            container.addSubview(presentedView)
            if vc.presentationTransitionStyle(from: presenter) == .partialCurl {
                SystemPresentationAnimator.installCurl(over: presenterView, in: container, presented: vc, progress: 1)
            }
            context.runQueuedAlongsideWithoutAnimation()
            context.completeTransition(true)
        }
    }

    /// The transition style of a presentation from `presenter`: the presenter's own when it
    /// `providesPresentationContextTransitionStyle`, else this controller's.
    package func presentationTransitionStyle(from presenter: UIViewController) -> UIModalTransitionStyle {
        presenter.providesPresentationContextTransitionStyle ? presenter.modalTransitionStyle : modalTransitionStyle
    }

    /// Where the container of a presentation in `style` sits in `window`: over the presenter's view for the
    /// current-context styles, the whole window otherwise.
    private func containerFrame(for style: UIModalPresentationStyle, presenter: UIViewController,
                                in window: UIWindow) -> CGRect {
        guard style == .currentContext || style == .overCurrentContext, let view = presenter.viewIfLoaded else {
            return window.bounds
        }
        return view.convert(view.bounds, to: window)
    }
}
