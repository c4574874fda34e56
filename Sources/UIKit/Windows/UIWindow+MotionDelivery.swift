// SPDX-License-Identifier: Apache-2.0

extension UIWindow {
    /// Delivers a motion (shake) event to the first responder, or to this window when there is none
    /// (guide §2.3.7); unhandled motions travel up the responder chain through the default implementations.
    ///
    /// A shake that ends unhandled by the whole chain shows the Undo/Redo alert when the application supports
    /// shake to edit and the responder's undo manager can undo or redo (guide §2.3.7).
    package func deliverMotion(of event: UIEvent) {
        let app = UIApplication.sharedIfPresent
        let responder: UIResponder = app?.firstResponder ?? self
        switch MotionPhase.of(event) {
        case .began: responder.motionBegan(event.subtype, with: event)
        case .ended:
            responder.motionEnded(event.subtype, with: event)
            if let app, event.subtype == .motionShake, (event as? MotionEvent)?.isUnhandled == true,
                app.applicationSupportsShakeToEdit, let undoManager = responder.undoManager
            {
                UndoRedoAlert.present(for: undoManager, in: app)
            }
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
    /// Set when the event ran off the end of the responder chain without a responder handling it.
    package var isUnhandled = false

    /// Notes that `event` (a motion) reached the end of the responder chain unhandled.
    @MainActor
    package static func markUnhandled(_ event: UIEvent?) { (event as? MotionEvent)?.isUnhandled = true }
}
