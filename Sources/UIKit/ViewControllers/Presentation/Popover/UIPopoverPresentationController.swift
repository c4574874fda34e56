// SPDX-License-Identifier: Apache-2.0

import Foundation

/// The presentation controller of a `.popover` presentation: a rounded card beside its source with an arrow
/// pointing at it.
///
/// A controller whose `modalPresentationStyle` is `.popover` has one before it is presented
/// (`popoverPresentationController`), so apps set ``sourceView``/``sourceRect`` or ``sourceItem`` and the
/// `delegate` first. On iPhone (compact width) the presentation adapts, as on iOS: to a page sheet on the modern
/// profile (configured through ``adaptiveSheetPresentationController``) and full screen on the iPhone OS 3 ones,
/// unless the delegate's `adaptivePresentationStyle(for:traitCollection:)` answers `.none` (or `.popover`), which
/// keeps the real popover. In regular width (a large phone in landscape) it is always a popover.
///
/// The real popover: the presented view is sized from its `preferredContentSize` (320 × 480 points when zero),
/// clamped to the room left inside the container's safe area and ``popoverLayoutMargins``; it sits next to the
/// source on the first permitted side (up, down, left, right: the arrow's direction) where it fits whole, else on
/// the side with the most room, and slides along that side to stay on screen. Its corners are rounded (13 points)
/// and a 13-point arrow points at the source's centre. The presenter stays in the window with no appearance
/// callbacks and no dimming. A tap outside the popover (not on a ``passthroughViews`` view, which gets the touch
/// instead) asks the delegate (`popoverPresentationControllerShouldDismissPopover`, then
/// `presentationControllerShouldDismiss`) and dismisses it with `presentationControllerWillDismiss`, then
/// `popoverPresentationControllerDidDismissPopover` and `presentationControllerDidDismiss`. It fades in and out
/// (0.2 s) and follows rotation.
@preconcurrency @MainActor
open class UIPopoverPresentationController: UIPresentationController {
    /// The view containing the source (nil: use ``sourceItem``).
    open var sourceView: UIView?
    /// The rectangle in ``sourceView``'s coordinates the arrow points at (`.zero`: the source view's bounds).
    open var sourceRect: CGRect = .zero
    /// The item the popover points at (iOS 16): a bar button item or a view. Takes precedence over
    /// ``sourceView``/``sourceRect``.
    open var sourceItem: UIPopoverPresentationControllerSourceItem?
    /// The bar button item the popover points at (deprecated in iOS 16 for ``sourceItem``, which it sets).
    open var barButtonItem: UIBarButtonItem? {
        get { sourceItem as? UIBarButtonItem }
        set { sourceItem = newValue }
    }
    /// The directions the arrow may point (`.any`); an empty set shows the popover without an arrow.
    open var permittedArrowDirections: UIPopoverArrowDirection = .any
    /// The direction the arrow points while shown (`.unknown` before the popover is laid out, and without arrow).
    open var arrowDirection: UIPopoverArrowDirection { placement?.direction ?? .unknown }
    /// Views that keep receiving touches while the popover shows (a tap on them does not dismiss it).
    open var passthroughViews: [UIView]?
    /// The colour of the popover's card and arrow (nil: the presented view's background colour, else
    /// `.systemBackground`).
    open var backgroundColor: UIColor? { didSet { chrome?.setNeedsLayout() } }
    /// The margins between the popover and the container's safe area (10 points on each side).
    open var popoverLayoutMargins = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
    /// Whether the popover may cover the source rectangle when room is short (false; stored only).
    open var canOverlapSourceViewRect = false
    /// The sheet used when the popover adapts to a sheet in compact width (iOS 15): configure its detents before
    /// presenting.
    public private(set) lazy var adaptiveSheetPresentationController = UISheetPresentationController(
        presentedViewController: presentedViewController, presenting: nil)

    /// The popover's presentation style.
    open override var presentationStyle: UIModalPresentationStyle { .popover }
    /// A popover does not cover the screen.
    open override var shouldPresentInFullscreen: Bool { false }
    /// A popover leaves the presenter's view in the window.
    open override var shouldRemovePresentersView: Bool { false }
    /// Where the presented view sits: the card's content rectangle (the arrow lies outside it).
    open override var frameOfPresentedViewInContainerView: CGRect {
        guard let container = containerView else { return .zero }
        let placed = computePlacement(in: container)
        return placed.content
    }

    /// The card and arrow behind the presented view, and the clear view catching taps outside.
    package var chrome: PopoverChromeView?
    package var outside: PopoverOutsideView?
    /// The last placement laid out.
    package var placement: PopoverPlacement?
    private var savedCardLayer: (radius: CGFloat, masks: Bool)?

    /// The popover's delegate as a popover delegate, when it is one.
    package var popoverDelegate: UIPopoverPresentationControllerDelegate? {
        delegate as? UIPopoverPresentationControllerDelegate
    }

    /// The source rectangle in `container`'s coordinates (nil: no usable source).
    package func sourceRect(in container: UIView) -> CGRect? {
        if let item = sourceItem { return item.frame(in: container) }
        guard let view = sourceView, view.window != nil, view.window === container.window else { return nil }
        let rect = sourceRect == .zero ? view.bounds : sourceRect
        guard rect.origin.x.isFinite, rect.origin.y.isFinite, rect.width.isFinite, rect.height.isFinite else {
            UIKitDiagnostics.log("UIPopoverPresentationController: non-finite sourceRect \(rect); using the source view's bounds")
            return view.convert(view.bounds, to: container)
        }
        return view.convert(rect, to: container)
    }

    /// Whether the popover has a source set (a popover shown without one is refused, as iOS raises).
    package var hasSource: Bool { sourceItem != nil || sourceView != nil }

    /// Computes where the card goes for the current source, size and margins.
    package func computePlacement(in container: UIView) -> PopoverPlacement {
        let insets = container.safeAreaInsets
        let margins = popoverLayoutMargins
        let area = container.bounds.inset(by: UIEdgeInsets(
            top: insets.top + max(0, margins.top), left: insets.left + max(0, margins.left),
            bottom: insets.bottom + max(0, margins.bottom), right: insets.right + max(0, margins.right)))
        var preferred = presentedViewController.preferredContentSize
        if !(preferred.width > 0) || !preferred.width.isFinite { preferred.width = 320 }
        if !(preferred.height > 0) || !preferred.height.isFinite { preferred.height = 480 }
        let source = sourceRect(in: container) ?? CGRect(x: container.bounds.midX, y: container.bounds.midY,
                                                         width: 0, height: 0)
        return PopoverPlacement.compute(source: source, area: area, preferred: preferred,
                                        permitted: permittedArrowDirections)
    }

    // MARK: Transition hooks

    /// Adds the popover's chrome before it appears: a view outside the popover that catches taps (to dismiss) and
    /// passes through views, the card and arrow, and rounded corners on the presented view; the chrome fades in with
    /// the transition.
    open override func presentationTransitionWillBegin() {
        super.presentationTransitionWillBegin()
        guard let container = containerView else { return }
        let outsideView = PopoverOutsideView(frame: container.bounds)
        outsideView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        outsideView.popover = self
        container.insertSubview(outsideView, at: 0)
        outside = outsideView
        let chromeView = PopoverChromeView(frame: .zero)
        container.insertSubview(chromeView, aboveSubview: outsideView)
        chrome = chromeView
        if let card = presentedView {
            savedCardLayer = (card.layer.cornerRadius, card.layer.masksToBounds)
            card.layer.cornerRadius = PopoverPlacement.cornerRadius
            card.layer.masksToBounds = true
        }
        layOutChrome()
        chromeView.alpha = 0
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in chromeView.alpha = 1 },
                                                               completion: nil)
    }

    /// Shows the chrome fully, or removes it and restores the presented view when the presentation was cancelled.
    open override func presentationTransitionDidEnd(_ completed: Bool) {
        super.presentationTransitionDidEnd(completed)
        chrome?.alpha = 1
        if !completed { tearDown() }
    }

    /// Fades the chrome out with an animated dismissal.
    open override func dismissalTransitionWillBegin() {
        super.dismissalTransitionWillBegin()
        guard let chromeView = chrome else { return }
        if let coordinator = presentedViewController.transitionCoordinator, coordinator.isAnimated {
            coordinator.animate(alongsideTransition: { _ in chromeView.alpha = 0 }, completion: nil)
        }
    }

    /// Removes the chrome and restores the presented view once dismissed; a cancelled dismissal shows the chrome
    /// again.
    open override func dismissalTransitionDidEnd(_ completed: Bool) {
        super.dismissalTransitionDidEnd(completed)
        if completed { tearDown() } else { chrome?.alpha = 1 }
    }

    /// Places the popover again (side, arrow and frame) after the container's layout, for example after a rotation.
    open override func containerViewDidLayoutSubviews() {
        super.containerViewDidLayoutSubviews()
        layOutChrome()
    }

    /// Places the card and arrow behind the presented view's frame for the current placement.
    package func layOutChrome() {
        guard let container = containerView, let chromeView = chrome else { return }
        let placed = computePlacement(in: container)
        placement = placed
        let fill = backgroundColor ?? presentedView?.backgroundColor ?? .systemBackground
        chromeView.configure(placement: placed, fill: fill)
    }

    /// A tap outside the popover: ask the delegate, then dismiss with the interactive-dismissal calls.
    package func handleOutsideTap() {
        guard !presentedViewController.isInPresentationTransition,
            presentedViewController.presentingViewController != nil
        else { return }
        if let popoverDelegate, !popoverDelegate.popoverPresentationControllerShouldDismissPopover(self) { return }
        if presentedViewController.isModalInPresentation || delegate?.presentationControllerShouldDismiss(self) == false {
            delegate?.presentationControllerDidAttemptToDismiss(self)
            return
        }
        delegate?.presentationControllerWillDismiss(self)
        presentedViewController.dismiss(animated: true) { [weak self] in
            guard let self else { return }
            self.popoverDelegate?.popoverPresentationControllerDidDismissPopover(self)
            self.delegate?.presentationControllerDidDismiss(self)
        }
    }

    private func tearDown() {
        if let card = presentedView, let saved = savedCardLayer {
            card.layer.cornerRadius = saved.radius
            card.layer.masksToBounds = saved.masks
        }
        savedCardLayer = nil
        chrome?.removeFromSuperview()
        chrome = nil
        outside?.removeFromSuperview()
        outside = nil
        placement = nil
    }
}
