// SPDX-License-Identifier: Apache-2.0

/// An event: a multi-touch sequence's current state, or a motion (shake).
///
/// For touches, one `UIEvent` object lasts for the whole multi-touch sequence (from the first finger down until
/// the last lifts) and is updated as fingers change, as the guide describes.
@preconcurrency @MainActor
open class UIEvent: NSObject {
    /// The kind of an event.
    public enum EventType: Int, Sendable {
        case touches, motion, remoteControl, presses
    }

    /// The subtype of an event: `.motionShake` for shakes, remote-control commands, else `.none`.
    public enum EventSubtype: Int, Sendable {
        case none = 0
        case motionShake = 1
        case remoteControlPlay = 100, remoteControlPause, remoteControlStop, remoteControlTogglePlayPause,
            remoteControlNextTrack, remoteControlPreviousTrack
    }

    /// Whether the event carries touches or a motion.
    open package(set) var type: EventType
    /// The event's subtype (`.motionShake` for a shake; `.none` for touches).
    open package(set) var subtype: EventSubtype
    /// Host-clock seconds of the event's last change.
    open package(set) var timestamp: TimeInterval
    package var touchSet: Set<UITouch> = []

    package init(type: EventType, subtype: EventSubtype = .none, timestamp: TimeInterval) {
        self.type = type
        self.subtype = subtype
        self.timestamp = timestamp
        super.init()
    }

    /// Creates an empty touch event (no touches, timestamp 0), as unit tests on iOS make them; UIKit makes the
    /// events it delivers itself.
    public override convenience init() { self.init(type: .touches, timestamp: 0) }

    /// Every touch of the sequence (nil for non-touch events).
    open var allTouches: Set<UITouch>? { type == .touches ? touchSet : nil }

    /// The touches whose hit-tested view is `view`.
    open func touches(for view: UIView) -> Set<UITouch>? {
        guard type == .touches else { return nil }
        return touchSet.filter { $0.view === view }
    }

    /// The touches in `window`.
    open func touches(for window: UIWindow) -> Set<UITouch>? {
        guard type == .touches else { return nil }
        return touchSet.filter { $0.window === window }
    }

    /// The touches of this event that `gestureRecognizer` is receiving (nil for non-touch events); empty when the
    /// recognizer takes no part in the sequence.
    open func touches(for gestureRecognizer: UIGestureRecognizer) -> Set<UITouch>? {
        guard type == .touches else { return nil }
        return touchSet.filter { touch in gestureRecognizer.trackedTouches.contains { $0 === touch } }
    }
}
