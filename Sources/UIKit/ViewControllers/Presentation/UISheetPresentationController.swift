// SPDX-License-Identifier: Apache-2.0

import Foundation

/// The presentation controller of a page sheet: the card of iOS 13 and later on iPhone (the class iOS 15 made
/// public; `.automatic` presentations use it on the modern profile).
///
/// At rest on the large detent the presented view's top is 10 points below the safe area's top, its top corners
/// rounded (10 points); the presenter's view, left in the window with no appearance callbacks, shrinks (to
/// `(width − 32) / width`, about 0.92 on the 393-point phone) with its corners rounded and its top at the safe
/// area's top, over a black backdrop, and a dimming view (black, 20 %) covers it. Touches outside the card land on
/// the dimming view and do nothing. On `.medium()` the card is half the container's height and the presenter is
/// dimmed but not shrunk.
///
/// A page sheet presented from a page sheet stacks, as on iOS: the lower card shrinks the same way, its top
/// moving up to the safe area's top so that it peeks 10 points above the new card, and the new sheet's dimming
/// view dims it (and, once more, the root behind it); no second backdrop is added. Dismissing the top sheet
/// gives the lower card back its size.
///
/// A pan on the card (anywhere its content does not scroll; a scroll view scrolled to its top hands a downward
/// pan over) drags it with the finger: released past a third of its height below the smallest detent, or flicked
/// down faster than 1,000 points per second, the sheet is dismissed (`presentationControllerWillDismiss` when the
/// drag starts, `presentationControllerDidDismiss` after); otherwise it springs to the nearest detent. When the
/// presented controller `isModalInPresentation` or the delegate's `presentationControllerShouldDismiss` answers
/// false, the card follows the finger below the smallest detent with a rubber band and the delegate hears
/// `presentationControllerDidAttemptToDismiss` on release.
@preconcurrency @MainActor
open class UISheetPresentationController: UIPresentationController {
    /// The heights the sheet rests at (`[.large()]`); an empty array counts as `[.large()]`.
    open var detents: [Detent] = [.large()] {
        didSet { if !isDragging { relayoutAtRest(animated: false) } }
    }
    /// The detent the sheet rests at (nil: the smallest of ``detents``). Set it inside ``animateChanges(_:)`` to
    /// animate.
    open var selectedDetentIdentifier: Detent.Identifier? {
        didSet { if !isDragging { relayoutAtRest(animated: false) } }
    }
    /// The largest detent at which the presenter is not dimmed (nil: always dimmed).
    open var largestUndimmedDetentIdentifier: Detent.Identifier?
    /// Whether a grabber shows at the top of the sheet (false).
    open var prefersGrabberVisible = false {
        didSet { grabber?.isHidden = !prefersGrabberVisible }
    }
    /// The corner radius of the sheet (nil: 10 points).
    open var preferredCornerRadius: CGFloat? {
        didSet { if let card = presentedView, card.superview === containerView { applyCardCorners(card) } }
    }
    /// Whether scrolling a scroll view in the sheet up expands it to a larger detent (true; Touchstone keeps the
    /// sheet where it is and scrolls).
    open var prefersScrollingExpandsWhenScrolledToEdge = true
    /// Whether the sheet's edges follow the preferred content size's width in compact height (false; unused on
    /// iPhone portrait).
    open var prefersEdgeAttachedInCompactHeight = false
    /// Whether the sheet's width follows the preferred content size when edge-attached (false).
    open var widthFollowsPreferredContentSizeWhenEdgeAttached = false
    /// The view the sheet appears to come from on iPad (unused on iPhone).
    open weak var sourceView: UIView?

    /// Animates the changes `changes` makes to the sheet's detents or selected detent.
    open func animateChanges(_ changes: () -> Void) {
        isDragging = true
        changes()
        isDragging = false
        relayoutAtRest(animated: true)
    }

    /// Where the presented view rests: at the selected detent, full width, down to the container's bottom.
    open override var frameOfPresentedViewInContainerView: CGRect {
        guard let container = containerView else { return .zero }
        let bounds = container.bounds
        let height = restingHeight
        return CGRect(x: bounds.minX, y: bounds.maxY - height, width: bounds.width, height: height)
    }

    /// A sheet leaves the presenter's view in the window.
    open override var shouldRemovePresentersView: Bool { false }
    /// A sheet does not cover the screen.
    open override var shouldPresentInFullscreen: Bool { false }

    // MARK: Geometry

    /// The dimming view, the black backdrop behind the presenter, and the grabber.
    package var dimmingView: UIView?
    package var backdropView: UIView?
    package var grabber: UIView?
    /// The driver of swipes on the card.
    package var swipe: SheetSwipeDriver?
    /// Whether a swipe or ``animateChanges(_:)`` is moving the sheet (detent changes do not lay it out then).
    package var isDragging = false
    private var savedCardLayer: (radius: CGFloat, corners: CACornerMask, masks: Bool)?
    private var savedPresenterLayer: (radius: CGFloat, masks: Bool, transform: CGAffineTransform)?

    /// Whether this sheet is presented from a controller that is itself shown as a page sheet (stacked sheets).
    package var isStacked: Bool {
        presentingViewController.presentationControllerStorage is UISheetPresentationController
            && presentingViewController.viewIfLoaded?.superview is PresentationContainerView
    }

    /// The height of the large detent: the container's height less the safe area's top and 10 points.
    package var maximumHeight: CGFloat {
        guard let container = containerView else { return 0 }
        return max(0, container.bounds.height - container.safeAreaInsets.top - 10)
    }

    /// The detents' resting heights (ascending) with their identifiers.
    package var resolvedDetents: [(identifier: Detent.Identifier, height: CGFloat)] {
        guard let container = containerView else { return [] }
        let context = SheetDetentContext(traits: container.traitCollection, maximum: maximumHeight)
        let list = detents.isEmpty ? [Detent.large()] : detents
        let resolved = list.compactMap { detent in
            detent.height(in: context, containerHeight: container.bounds.height).map { (detent.identifier, $0) }
        }
        return (resolved.isEmpty ? [(Detent.Identifier.large, maximumHeight)] : resolved).sorted { $0.1 < $1.1 }
    }

    /// The height of the detent the sheet rests at.
    package var restingHeight: CGFloat {
        let all = resolvedDetents
        if let selected = selectedDetentIdentifier, let match = all.first(where: { $0.identifier == selected }) {
            return match.height
        }
        return all.first?.height ?? maximumHeight
    }

    /// Puts the card and the chrome where a card whose top is at `top` (container coordinates) has them: the card
    /// at least as tall as the smallest detent, the presenter shrunk in proportion between the largest non-large
    /// detent (or the bottom) and the large one, the dimming faded out below the smallest detent.
    package func layOutCard(top: CGFloat) {
        guard let container = containerView else { return }
        let bounds = container.bounds
        let smallest = resolvedDetents.first?.height ?? maximumHeight
        if let card = presentedView, card.superview === container {
            card.frame = CGRect(x: bounds.minX, y: top, width: bounds.width, height: max(bounds.maxY - top, smallest))
        }
        applyChrome(top: top)
    }

    /// The chrome alone for a card top at `top` (the card itself moves with the animator).
    package func applyChrome(top: CGFloat) {
        guard let container = containerView else { return }
        let bounds = container.bounds
        let largeTop = bounds.maxY - maximumHeight
        let below = resolvedDetents.filter { $0.height < maximumHeight - 0.5 }.last.map { bounds.maxY - $0.height }
        let shrinkStart = below ?? bounds.maxY
        let shrink = shrinkStart - largeTop > 0 ? min(1, max(0, (shrinkStart - top) / (shrinkStart - largeTop))) : 1
        let smallestTop = bounds.maxY - (resolvedDetents.first?.height ?? maximumHeight)
        var dim = bounds.maxY - smallestTop > 0 ? min(1, max(0, (bounds.maxY - top) / (bounds.maxY - smallestTop))) : 1
        if let undimmed = largestUndimmedDetentIdentifier,
            let limit = resolvedDetents.first(where: { $0.identifier == undimmed })?.height,
            bounds.maxY - top <= limit + 0.5
        {
            dim = 0
        }
        dimmingView?.alpha = dim
        grabber?.center = CGPoint(x: bounds.midX, y: top + 5 + 2.5)
        if let presenterView = presentingViewController.viewIfLoaded, let saved = savedPresenterLayer {
            let size = presenterView.bounds.size
            guard size.width > 0 else { return }
            let fullScale = max(0, (size.width - 32) / size.width)
            let scale = 1 - (1 - fullScale) * shrink
            // The presenter's top moves from where it lies untransformed to the safe area's top (a root view from
            // 0, a sheet below this one from its own resting top), shrinking about its centre.
            let safeTop = container.safeAreaInsets.top
            let restingTop = presenterView.center.y - size.height / 2
            let lift = shrink * (safeTop - restingTop) - (1 - scale) * size.height / 2
            presenterView.transform = saved.transform.concatenating(
                CGAffineTransform(scaleX: scale, y: scale).concatenating(CGAffineTransform(translationX: 0, y: lift)))
        }
    }

    /// Moves the sheet to its resting detent.
    package func relayoutAtRest(animated: Bool) {
        guard let container = containerView as? PresentationContainerView, !container.isTransitioning else { return }
        let top = container.bounds.maxY - restingHeight
        if animated {
            UIView.animate(withDuration: 0.35, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: 0,
                           options: [.allowUserInteraction]) { self.layOutCard(top: top) }
        } else {
            layOutCard(top: top)
        }
    }

    // MARK: Transition hooks

    /// Sets up the sheet's chrome before it slides up: a dimming view, the grabber (when
    /// ``UISheetPresentationController/prefersGrabberVisible``), a black backdrop behind the presenter (unless the
    /// sheet is stacked on another), the presenter's rounded corners, the card's rounded top corners and the swipe
    /// to dismiss; the chrome then animates with the transition to the resting detent.
    open override func presentationTransitionWillBegin() {
        super.presentationTransitionWillBegin()
        guard let container = containerView else { return }
        let dimming = UIView(frame: container.bounds)
        dimming.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        dimming.backgroundColor = UIColor(white: 0, alpha: 0.2)
        container.insertSubview(dimming, at: 0)
        dimmingView = dimming
        let pill = UIView(frame: CGRect(x: 0, y: 0, width: 36, height: 5))
        pill.backgroundColor = UIColor(red: 0.24, green: 0.24, blue: 0.26, alpha: 0.3)
        pill.layer.cornerRadius = 2.5
        pill.isUserInteractionEnabled = false
        pill.isHidden = !prefersGrabberVisible
        container.addSubview(pill)
        grabber = pill

        if let presenterView = presentingViewController.viewIfLoaded, let superview = presenterView.superview {
            // A sheet over a sheet (stacked) keeps the backdrop of the sheet below: the lower card shrinks over it.
            if !isStacked {
                let backdrop = UIView(frame: superview.bounds)
                backdrop.autoresizingMask = [.flexibleWidth, .flexibleHeight]
                backdrop.backgroundColor = .black
                superview.insertSubview(backdrop, belowSubview: presenterView)
                backdropView = backdrop
            }
            savedPresenterLayer = (presenterView.layer.cornerRadius, presenterView.layer.masksToBounds,
                                   presenterView.transform)
            presenterView.layer.cornerRadius = 10
            presenterView.layer.masksToBounds = true
        }
        if let card = presentedView {
            savedCardLayer = (card.layer.cornerRadius, card.layer.maskedCorners, card.layer.masksToBounds)
            applyCardCorners(card)
        }
        swipe = SheetSwipeDriver(sheet: self, container: container)
        UIView.performWithoutAnimation { applyChrome(top: container.bounds.maxY) }
        let restTop = container.bounds.maxY - restingHeight
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { [weak self] _ in
            self?.applyChrome(top: restTop)
            self?.grabber?.center.y = restTop + 7.5
        }, completion: nil)
    }

    /// Removes the chrome and restores the presenter and card when the presentation was cancelled.
    open override func presentationTransitionDidEnd(_ completed: Bool) {
        super.presentationTransitionDidEnd(completed)
        if !completed { tearDown() }
    }

    /// Moves the chrome down with a non-interactive dismissal (an interactive one is driven by the swipe).
    open override func dismissalTransitionWillBegin() {
        super.dismissalTransitionWillBegin()
        guard let container = containerView, let coordinator = presentedViewController.transitionCoordinator,
            !coordinator.isInteractive
        else { return }
        let bottom = container.bounds.maxY
        coordinator.animate(alongsideTransition: { [weak self] _ in
            self?.applyChrome(top: bottom)
        }, completion: nil)
    }

    /// Removes the chrome and restores the presenter and card once dismissed; a cancelled dismissal settles the sheet
    /// back at its detent.
    open override func dismissalTransitionDidEnd(_ completed: Bool) {
        super.dismissalTransitionDidEnd(completed)
        if completed { tearDown() } else { relayoutAtRest(animated: false) }
    }

    /// Lays the chrome out at the current detent after the container's layout (not during a transition or drag).
    open override func containerViewDidLayoutSubviews() {
        super.containerViewDidLayoutSubviews()
        guard let container = containerView as? PresentationContainerView, !container.isTransitioning,
            !isDragging
        else { return }
        applyChrome(top: container.bounds.maxY - restingHeight)
    }

    private func applyCardCorners(_ card: UIView) {
        card.layer.cornerRadius = preferredCornerRadius ?? 10
        card.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        card.layer.masksToBounds = true
    }

    /// Gives the presenter's and the card's layers back what they had, and removes the backdrop and the swipe.
    private func tearDown() {
        if let presenterView = presentingViewController.viewIfLoaded, let saved = savedPresenterLayer {
            presenterView.transform = saved.transform
            presenterView.layer.cornerRadius = saved.radius
            presenterView.layer.masksToBounds = saved.masks
        }
        savedPresenterLayer = nil
        if let card = presentedView, let saved = savedCardLayer {
            card.layer.cornerRadius = saved.radius
            card.layer.maskedCorners = saved.corners
            card.layer.masksToBounds = saved.masks
        }
        savedCardLayer = nil
        backdropView?.removeFromSuperview()
        backdropView = nil
        dimmingView?.removeFromSuperview()
        dimmingView = nil
        grabber?.removeFromSuperview()
        grabber = nil
        swipe?.detach()
        swipe = nil
    }
}
