// SPDX-License-Identifier: Apache-2.0

/// One finger on the screen, from touch-down to lift-off: the same object for the finger's whole life.
///
/// `view` is the view hit-tested when the finger went down and stays fixed even when the finger moves off it
/// (guide §2.3). Locations are kept in window coordinates and converted on request.
@preconcurrency @MainActor
open class UITouch: NSObject {
    /// Where a touch is in its life.
    public enum Phase: Int, Sendable {
        case began, moved, stationary, ended, cancelled
    }

    /// The kind of touch (only direct finger touches on Touchstone).
    public enum TouchType: Int, Sendable {
        case direct, indirect, pencil
    }

    /// Where the touch is in its life: began, moved, stationary, ended or cancelled.
    open package(set) var phase: Phase = .began
    /// Host-clock seconds of the touch's last change.
    open package(set) var timestamp: TimeInterval = 0
    /// Number of taps in a quick succession at nearly the same place (1 for a single tap); set already in
    /// `touchesBegan`.
    open package(set) var tapCount: Int = 1
    /// The view the touch began in; it stays that view even when the finger moves out of it (guide §2.3.1).
    open package(set) weak var view: UIView?
    /// The window the touch began in.
    open package(set) weak var window: UIWindow?
    /// Always `.direct` (a finger on the screen; the simulator's mouse counts as one).
    open var type: TouchType { .direct }
    /// The finger's radius in points (a nominal fingertip).
    open var majorRadius: CGFloat { 20 }

    package var windowLocation: CGPoint = .zero
    package var previousWindowLocation: CGPoint = .zero
    /// False for a second finger on a view that is not `isMultipleTouchEnabled`: only the gesture recognizers
    /// get it, never the view's touch methods.
    package var deliversToView = true
    /// The host's finger id.
    package let finger: Int
    /// The recognizers receiving this touch, hit view's first, then its ancestors' (set when the touch begins).
    package var gestureRecognizerList: [UIGestureRecognizer] = []

    /// The gesture recognizers receiving this touch: those attached to its view and to the view's ancestors
    /// (window included) that are enabled and accepted it, the hit view's first. Empty (not nil) when none did.
    /// A recognizer that calls `ignore(_:for:)` on the touch is removed from the list.
    open var gestureRecognizers: [UIGestureRecognizer]? { gestureRecognizerList }

    package init(finger: Int) {
        self.finger = finger
        super.init()
    }

    /// Creates a touch that belongs to no finger, view or window (phase `.began`, tap count 1), as unit tests on
    /// iOS make them; UIKit makes the touches it delivers itself.
    public override convenience init() { self.init(finger: -1) }

    /// The touch's current location in `view`'s coordinates (window coordinates when `view` is nil).
    open func location(in view: UIView?) -> CGPoint { convert(windowLocation, to: view) }

    /// The touch's previous location in `view`'s coordinates.
    open func previousLocation(in view: UIView?) -> CGPoint { convert(previousWindowLocation, to: view) }

    private func convert(_ p: CGPoint, to view: UIView?) -> CGPoint {
        guard let view else { return p }
        if let window, view.window === window { return view.convert(p, from: window) }
        if let window { return view.convert(window.convert(p, to: nil), from: nil) }
        return view.convert(p, from: nil)
    }
}
