// SPDX-License-Identifier: Apache-2.0

extension UIWindow {
    /// Delivers a motion (shake) event to the first responder, or to this window when there is none
    /// (guide §2.3.7); unhandled motions travel up the responder chain through the default implementations.
    package func deliverMotion(of event: UIEvent) {
        let responder: UIResponder = UIApplication.sharedIfPresent?.firstResponder ?? self
        switch MotionPhase.of(event) {
        case .began: responder.motionBegan(event.subtype, with: event)
        case .ended: responder.motionEnded(event.subtype, with: event)
        case .cancelled: responder.motionCancelled(event.subtype, with: event)
        }
    }
}

/// Where a motion event is in its life (kept on the event by the runtime).
package enum MotionPhase {
    case began, ended, cancelled

    @MainActor
    package static func of(_ event: UIEvent) -> MotionPhase { (event as? MotionEvent)?.phase ?? .began }
}

/// A motion (shake) event with its phase.
package final class MotionEvent: UIEvent {
    package var phase: MotionPhase = .began
}
