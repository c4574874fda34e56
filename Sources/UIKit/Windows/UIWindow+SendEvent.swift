// SPDX-License-Identifier: Apache-2.0

extension UIWindow {
    /// `sendEvent(_:)`'s delivery. Touches: each of the event's touches in this window goes first to the gesture
    /// recognizers of its hit view and of the view's ancestors, then to the view hit-tested when it began, grouped
    /// by view and phase (`touchesBegan`, `touchesMoved`, `touchesEnded`, `touchesCancelled`), unless a recognizer
    /// delays or cancels it (see `GestureArbiter`). Motion events go to the first responder (or this window).
    package func deliver(_ event: UIEvent) {
        switch event.type {
        case .touches:
            gestureArbiter.deliver(event)
        case .motion:
            deliverMotion(of: event)
        case .presses:
            deliverPresses(of: event)
        default:
            break
        }
    }
}
