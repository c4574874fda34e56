// SPDX-License-Identifier: Apache-2.0

import Foundation

/// The iOS 8 condensing bars: `hidesBarsOnTap`, `hidesBarsOnSwipe`, `hidesBarsWhenVerticallyCompact` and
/// `hidesBarsWhenKeyboardAppears`.
///
/// - A tap on the content (not on a bar, not on a control) with ``UINavigationController/hidesBarsOnTap`` set
///   toggles the navigation bar, and the toolbar with it when it was shown; both animate (0.2 s).
/// - With ``UINavigationController/hidesBarsOnSwipe``, a vertical pan anywhere in the navigation controller's view
///   (it recognizes alongside a scroll view's own pan) hides the bars once the finger has moved 20 points up, and
///   shows them once it has moved 20 points down; once per gesture.
/// - With ``UINavigationController/hidesBarsWhenVerticallyCompact``, the bars hide when the view's traits become
///   vertically compact (a phone turned to landscape) and come back when they become regular again — unless the
///   app changed the bars meanwhile.
/// - ``UINavigationController/hidesBarsWhenKeyboardAppears`` is stored only: Touchstone has no software keyboard
///   yet, so no keyboard ever appears.
///
/// The two recognizers exist from the moment they are asked for (or the view loads) and are enabled only while
/// their property is true, as on iOS. Apps may add their own `require(toFail:)` relations to them.
extension UINavigationController {
    /// The tap recognizer that hides and shows the bars when ``hidesBarsOnTap`` is true (disabled otherwise).
    public var barHideOnTapGestureRecognizer: UITapGestureRecognizer {
        loadViewIfNeeded()
        return barHiding.tap
    }

    /// The pan recognizer that hides the bars on an upward swipe and shows them on a downward one when
    /// ``hidesBarsOnSwipe`` is true (disabled otherwise).
    public var barHideOnSwipeGestureRecognizer: UIPanGestureRecognizer {
        loadViewIfNeeded()
        return barHiding.swipe
    }

    /// Adds the two recognizers to the view (called when the view is made).
    package func installBarHidingRecognizers() {
        let state = barHiding
        view.addGestureRecognizer(state.tap)
        view.addGestureRecognizer(state.swipe)
        updateBarHidingRecognizers()
    }

    /// Enables each recognizer only while its property asks for it.
    package func updateBarHidingRecognizers() {
        barHiding.tap.isEnabled = hidesBarsOnTap
        barHiding.swipe.isEnabled = hidesBarsOnSwipe
    }

    /// Hides or shows the navigation bar, and the toolbar when it was shown (or hidden by this), animated.
    package func setBarsCondensed(_ hidden: Bool) {
        guard navigationBarHiddenStorage != hidden else { return }
        setNavigationBarHidden(hidden, animated: true)
        if hidden, !toolbarHiddenStorage {
            barHiding.toolbarHiddenWithBars = true
            setToolbarHidden(true, animated: true)
        } else if !hidden, barHiding.toolbarHiddenWithBars {
            barHiding.toolbarHiddenWithBars = false
            setToolbarHidden(false, animated: true)
        }
    }

    package func handleBarHideTap(_ recognizer: UIGestureRecognizer) {
        guard recognizer.state == .ended, hidesBarsOnTap else { return }
        setBarsCondensed(!navigationBarHiddenStorage)
    }

    package func handleBarHideSwipe(_ recognizer: UIGestureRecognizer) {
        guard hidesBarsOnSwipe, let pan = recognizer as? UIPanGestureRecognizer else { return }
        switch pan.state {
        case .began:
            barHiding.swipeActed = false
        case .changed, .ended:
            guard !barHiding.swipeActed else { return }
            let dy = pan.translation(in: view).y
            if dy <= -BarHidingState.swipeDistance {
                barHiding.swipeActed = true
                setBarsCondensed(true)
            } else if dy >= BarHidingState.swipeDistance {
                barHiding.swipeActed = true
                setBarsCondensed(false)
            }
        default:
            break
        }
    }

    /// Whether the tap recognizer may begin: not on a bar, not on a control.
    package func barHideTapShouldBegin(_ recognizer: UIGestureRecognizer) -> Bool {
        let point = recognizer.location(in: view)
        if let bar = navigationBarStorage, !bar.isHidden, bar.frame.contains(point) { return false }
        if let toolbar = toolbarStorage, !toolbar.isHidden, toolbar.frame.contains(point) { return false }
        var hit = view.hitTest(point, with: nil)
        while let current = hit, current !== view {
            if current is UIControl { return false }
            hit = current.superview
        }
        return true
    }

    /// Follows the vertical size class for ``hidesBarsWhenVerticallyCompact`` (called on every layout).
    package func applyVerticallyCompactBarHiding() {
        let compact = view.traitCollection.verticalSizeClass == .compact
        guard compact != barHiding.wasVerticallyCompact else { return }
        barHiding.wasVerticallyCompact = compact
        guard hidesBarsWhenVerticallyCompact else { return }
        if compact, !navigationBarHiddenStorage {
            barHiding.hiddenForCompactHeight = true
            updateNavigationBarHidden(true, animated: false)
        } else if !compact, barHiding.hiddenForCompactHeight {
            barHiding.hiddenForCompactHeight = false
            if navigationBarHiddenStorage { updateNavigationBarHidden(false, animated: false) }
        }
    }
}

/// The state of the condensing bars: the two recognizers and what hid the bars.
@MainActor
package final class BarHidingState: NSObject, UIGestureRecognizerDelegate {
    /// How far (points) the finger travels vertically before a swipe hides or shows the bars.
    package static let swipeDistance: CGFloat = 20
    package weak var controller: UINavigationController?
    package let tap = UITapGestureRecognizer()
    package let swipe = UIPanGestureRecognizer()
    package var swipeActed = false
    package var toolbarHiddenWithBars = false
    package var hiddenForCompactHeight = false
    package var wasVerticallyCompact = false

    package init(controller: UINavigationController) {
        self.controller = controller
        super.init()
        tap.addTarget(self) { [weak self] in self?.controller?.handleBarHideTap($0) }
        swipe.addTarget(self) { [weak self] in self?.controller?.handleBarHideSwipe($0) }
        tap.cancelsTouchesInView = false
        tap.delegate = self
        tap.isEnabled = false
        swipe.cancelsTouchesInView = false
        swipe.delegate = self
        swipe.isEnabled = false
    }

    package func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let controller else { return false }
        if gestureRecognizer === tap { return controller.barHideTapShouldBegin(gestureRecognizer) }
        return true
    }

    package func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                   shouldRecognizeSimultaneouslyWith other: UIGestureRecognizer) -> Bool { true }
}
