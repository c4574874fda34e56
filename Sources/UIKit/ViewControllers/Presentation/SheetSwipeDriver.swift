// SPDX-License-Identifier: Apache-2.0

import Foundation

/// Drives a page sheet with the finger: a pan recognizer on the presentation's container that moves the card
/// between detents and, below the smallest one, dismisses it interactively.
///
/// A downward pan that starts on the card while it rests at its smallest detent begins an interactive dismissal at
/// once (the presented controller's `viewWillDisappear`, `isBeingDismissed`, the delegate's
/// `presentationControllerWillDismiss`); released past a third of the card's height, or flicked down at 1,000
/// points per second or more, the card slides out over what remains of 0.3 s and the dismissal completes
/// (`presentationControllerDidDismiss`, then `viewDidDisappear`); otherwise it springs back over 0.35 s and the
/// dismissal is cancelled (`viewWillAppear`/`viewDidAppear` again, as on iOS). A pan from a larger detent moves
/// the card and settles it at the detent nearest to where it would coast to (its position plus 0.15 s of its
/// velocity), or dismisses it when it ends past the threshold below the smallest detent. When dismissal is refused
/// the card follows the finger below the smallest detent with a rubber band (`d·(1 − 1 / (x·0.55 / d + 1))`, d the
/// card's height) and springs back, and the delegate hears `presentationControllerDidAttemptToDismiss`.
@MainActor
package final class SheetSwipeDriver: NSObject, UIGestureRecognizerDelegate, UIViewControllerInteractiveTransitioning {
    private weak var sheet: UISheetPresentationController?
    private weak var container: UIView?
    package let pan = UIPanGestureRecognizer()
    private var startTop: CGFloat = 0
    private var context: UIViewControllerContextTransitioning?
    private var interactive = false
    private weak var handedOver: UIScrollView?

    package init(sheet: UISheetPresentationController, container: UIView) {
        self.sheet = sheet
        self.container = container
        super.init()
        pan.delegate = self
        pan.addTarget(self) { [weak self] recognizer in self?.handle(recognizer) }
        container.addGestureRecognizer(pan)
    }

    package func detach() { container?.removeGestureRecognizer(pan) }

    // MARK: UIViewControllerInteractiveTransitioning

    package func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning) {
        context = transitionContext
    }

    // MARK: UIGestureRecognizerDelegate

    package func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        guard let card = sheet?.presentedView, let container, !(sheet?.isDragging ?? true) else { return false }
        return card.frame.contains(touch.location(in: container))
    }

    package func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let sheet, let card = sheet.presentedView, let container,
            let presentationContainer = container as? PresentationContainerView, !presentationContainer.isTransitioning
        else { return false }
        let translation = pan.translation(in: container)
        guard abs(translation.y) >= abs(translation.x) else { return false }
        let start = pan.location(in: container).applying(CGAffineTransform(translationX: -translation.x, y: -translation.y))
        handedOver = nil
        var view = card.hitTest(container.convert(start, to: card), with: nil)
        while let current = view, current !== card.superview {
            if let scroll = current as? UIScrollView, scroll.canScrollVertically {
                let atTop = scroll.contentOffset.y <= -scroll.adjustedContentInset.top + 0.5
                guard atTop, translation.y > 0 else { return false }
                handedOver = scroll
                break
            }
            view = current.superview
        }
        return true
    }

    package func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                   shouldRecognizeSimultaneouslyWith other: UIGestureRecognizer) -> Bool {
        other.view is UIScrollView
    }

    // MARK: Tracking

    private func handle(_ recognizer: UIGestureRecognizer) {
        guard let sheet, let container else { return }
        switch recognizer.state {
        case .began: began(sheet, container)
        case .changed: moved(sheet, container)
        case .ended: ended(sheet, container, cancelled: false)
        case .cancelled, .failed: ended(sheet, container, cancelled: true)
        default: break
        }
    }

    /// Whether this pan may dismiss the sheet, asked once when it begins.
    private var mayDismiss = false

    private var dismissalAllowed: Bool {
        guard let sheet else { return false }
        if sheet.presentedViewController.isModalInPresentation { return false }
        return sheet.delegate?.presentationControllerShouldDismiss(sheet) ?? true
    }

    private func smallestTop(_ sheet: UISheetPresentationController, _ container: UIView) -> CGFloat {
        container.bounds.maxY - (sheet.resolvedDetents.first?.height ?? sheet.maximumHeight)
    }

    private func began(_ sheet: UISheetPresentationController, _ container: UIView) {
        if let scroll = handedOver {
            // The scroll view stops scrolling: the sheet takes the pan over.
            scroll.panGestureRecognizer.isEnabled = false
            scroll.panGestureRecognizer.isEnabled = true
            scroll.contentOffset.y = -scroll.adjustedContentInset.top
        }
        startTop = sheet.presentedView?.frame.minY ?? container.bounds.maxY
        sheet.isDragging = true
        interactive = false
        mayDismiss = dismissalAllowed
        let atSmallest = startTop >= smallestTop(sheet, container) - 0.5
        if atSmallest, mayDismiss, pan.translation(in: container).y > 0,
            sheet.presentedViewController.presentedStorage == nil
        {
            interactive = true
            sheet.delegate?.presentationControllerWillDismiss(sheet)
            sheet.presentingViewController.dismissController(animated: true, completion: { [weak sheet] in
                guard let sheet else { return }
                sheet.delegate?.presentationControllerDidDismiss(sheet)
            }, interaction: self)
            if context == nil { interactive = false }
        }
        moved(sheet, container)
    }

    /// The card's top for the finger's current translation.
    private func trackedTop(_ sheet: UISheetPresentationController, _ container: UIView) -> CGFloat {
        let raw = startTop + pan.translation(in: container).y
        let largeTop = container.bounds.maxY - sheet.maximumHeight
        let floor = smallestTop(sheet, container)
        let height = max(1, container.bounds.maxY - floor)
        if raw < largeTop { return largeTop - rubberBand(largeTop - raw, extent: height) }
        if raw > floor, !interactive, !mayDismiss { return floor + rubberBand(raw - floor, extent: height) }
        return raw
    }

    private func rubberBand(_ distance: CGFloat, extent: CGFloat) -> CGFloat {
        extent * (1 - 1 / (distance * 0.55 / extent + 1))
    }

    private func moved(_ sheet: UISheetPresentationController, _ container: UIView) {
        if let scroll = handedOver { scroll.contentOffset.y = -scroll.adjustedContentInset.top }
        let top = trackedTop(sheet, container)
        UIView.performWithoutAnimation { sheet.layOutCard(top: top) }
        if interactive, let context {
            let floor = smallestTop(sheet, container)
            context.updateInteractiveTransition((top - floor) / max(1, container.bounds.maxY - floor))
        }
    }

    private func ended(_ sheet: UISheetPresentationController, _ container: UIView, cancelled: Bool) {
        handedOver = nil
        let top = trackedTop(sheet, container)
        let velocity = cancelled ? 0 : pan.velocity(in: container).y
        let floor = smallestTop(sheet, container)
        let height = max(1, container.bounds.maxY - floor)
        let pastThreshold = !cancelled && (top - floor > height / 3 || (velocity >= 1000 && top > floor))
        if interactive {
            interactive = false
            pastThreshold ? finishDismissal(sheet, container, from: top) : cancelDismissal(sheet, container)
            return
        }
        sheet.isDragging = false
        if pastThreshold, mayDismiss {
            sheet.delegate?.presentationControllerWillDismiss(sheet)
            sheet.presentingViewController.dismissController(animated: true, completion: { [weak sheet] in
                guard let sheet else { return }
                sheet.delegate?.presentationControllerDidDismiss(sheet)
            })
            return
        }
        if top > floor + 0.5, !mayDismiss { sheet.delegate?.presentationControllerDidAttemptToDismiss(sheet) }
        // Settle at the detent nearest to where the card would coast.
        let projected = top + velocity * 0.15
        let detents = sheet.resolvedDetents
        guard let nearest = detents.min(by: {
            abs(container.bounds.maxY - $0.height - projected) < abs(container.bounds.maxY - $1.height - projected)
        }) else { return }
        let previous = sheet.selectedDetentIdentifier ?? detents.first?.identifier
        sheet.isDragging = true
        sheet.selectedDetentIdentifier = nearest.identifier
        sheet.isDragging = false
        let target = container.bounds.maxY - nearest.height
        UIView.animate(withDuration: 0.35, delay: 0, usingSpringWithDamping: 0.85, initialSpringVelocity: 0,
                       options: [.allowUserInteraction]) { sheet.layOutCard(top: target) }
        if previous != nearest.identifier, let delegate = sheet.delegate as? UISheetPresentationControllerDelegate {
            delegate.sheetPresentationControllerDidChangeSelectedDetentIdentifier(sheet)
        }
    }

    private func finishDismissal(_ sheet: UISheetPresentationController, _ container: UIView, from top: CGFloat) {
        let context = self.context
        let bottom = container.bounds.maxY
        let remaining = max(0, min(1, (bottom - top) / max(1, bottom - smallestTop(sheet, container))))
        UIView.animate(withDuration: max(0.1, 0.3 * Double(remaining)), delay: 0, options: [.curveEaseOut],
                       animations: { sheet.layOutCard(top: bottom) }) { _ in
            sheet.isDragging = false
            context?.finishInteractiveTransition()
            context?.completeTransition(true)
        }
        self.context = nil
    }

    private func cancelDismissal(_ sheet: UISheetPresentationController, _ container: UIView) {
        let context = self.context
        let target = smallestTop(sheet, container)
        context?.cancelInteractiveTransition()
        UIView.animate(withDuration: 0.35, delay: 0, usingSpringWithDamping: 0.85, initialSpringVelocity: 0,
                       options: []) { sheet.layOutCard(top: target) } completion: { _ in
            sheet.isDragging = false
            context?.completeTransition(false)
        }
        self.context = nil
    }
}

extension UIScrollView {
    /// Whether the content can move vertically (taller than the view, or bouncing vertically always).
    fileprivate var canScrollVertically: Bool {
        let inset = adjustedContentInset
        return isScrollEnabled
            && (contentSize.height + inset.top + inset.bottom > bounds.height + 0.5 || alwaysBounceVertical)
    }
}
