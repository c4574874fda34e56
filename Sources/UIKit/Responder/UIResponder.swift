// SPDX-License-Identifier: Apache-2.0

/// An object that can respond to and handle events: views, view controllers, windows, the application.
///
/// Derives from `NSObject`, as Apple's does, so app classes written for iPhone OS (`override init()`,
/// `super.init()`, `description`, `isEqual(_:)`) compile unchanged. Events not handled by a responder travel up
/// the responder chain through ``next``.
@MainActor
open class UIResponder: NSObject {
    /// Required, so UIKit can create the app delegate and application classes from their metatypes (Apple uses
    /// the Objective-C runtime); subclasses that override it write `required init()`.
    public required override init() { super.init() }

    /// The next responder in the chain (nil here; views, view controllers, windows and the application override).
    open var next: UIResponder? { nil }

    // MARK: First responder

    /// Whether this responder can become first responder (false by default).
    open var canBecomeFirstResponder: Bool { false }

    /// Whether this responder agrees to give up first-responder status (true by default).
    open var canResignFirstResponder: Bool { true }

    /// Whether this responder is its window's first responder.
    open var isFirstResponder: Bool { FirstResponderTracker.current === self }

    /// Asks to become first responder; succeeds when `canBecomeFirstResponder` is true and the current first
    /// responder agrees to resign. Returns whether it succeeded.
    @discardableResult
    open func becomeFirstResponder() -> Bool {
        if isFirstResponder { return true }
        guard canBecomeFirstResponder else { return false }
        if let current = FirstResponderTracker.current, !current.resignFirstResponder() { return false }
        FirstResponderTracker.current = self
        return true
    }

    /// Gives up first-responder status; returns false (and keeps it) when `canResignFirstResponder` is false.
    @discardableResult
    open func resignFirstResponder() -> Bool {
        guard isFirstResponder else { return true }
        guard canResignFirstResponder else { return false }
        FirstResponderTracker.current = nil
        return true
    }

    // MARK: Touches (the defaults forward to the next responder, as UIKit's do)

    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesBegan(touches, with: event) }
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesMoved(touches, with: event) }
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesEnded(touches, with: event) }
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesCancelled(touches, with: event)
    }

    // MARK: Motion

    open func motionBegan(_ motion: UIEvent.EventSubtype, with event: UIEvent?) { next?.motionBegan(motion, with: event) }
    open func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) { next?.motionEnded(motion, with: event) }
    open func motionCancelled(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        next?.motionCancelled(motion, with: event)
    }
}

/// Which responder is first responder: the application's (one per app, as on iPhone OS, where the key window's
/// first responder receives motion and editing events). Before an application exists, a detached slot holds it.
@MainActor
package enum FirstResponderTracker {
    private static weak var detached: UIResponder?

    package static var current: UIResponder? {
        get { UIApplication.sharedIfPresent.map { $0.firstResponder } ?? detached }
        set {
            if let app = UIApplication.sharedIfPresent { app.firstResponder = newValue } else { detached = newValue }
        }
    }
}
