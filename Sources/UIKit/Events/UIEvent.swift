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
    package private(set) var touchSet: Set<UITouch> = []
    /// The touches whose phase changed in the event's latest update (nil: unknown, take every touch): delivery
    /// looks at these only, so a move of one finger costs the same however many other fingers rest.
    package var changedTouches: [UITouch]?
    /// How many of the event's touches are in each window, so the windows to send to are found in O(1).
    private var windowTouchCounts: [ObjectIdentifier: WindowTouches] = [:]
    /// A window's touch count; the event does not keep the window alive (a released window gets no more events).
    private struct WindowTouches {
        weak var window: UIWindow?
        var count: Int
    }

    package init(type: EventType, subtype: EventSubtype = .none, timestamp: TimeInterval) {
        self.type = type
        self.subtype = subtype
        self.timestamp = timestamp
        super.init()
    }

    /// Creates an empty touch event (no touches, timestamp 0), as unit tests on iOS make them; UIKit makes the
    /// events it delivers itself.
    public override convenience init() { self.init(type: .touches, timestamp: 0) }

    /// Adds `touch` (with its window set) to the event.
    package func insertTouch(_ touch: UITouch) {
        guard touchSet.insert(touch).inserted, let window = touch.window else { return }
        let id = ObjectIdentifier(window)
        if windowTouchCounts[id]?.window !== window { windowTouchCounts[id] = WindowTouches(window: window, count: 0) }
        windowTouchCounts[id]?.count += 1
    }

    /// Removes `touch` from the event.
    package func removeTouch(_ touch: UITouch) {
        guard touchSet.remove(touch) != nil, let window = touch.window else { return }
        let id = ObjectIdentifier(window)
        guard windowTouchCounts[id]?.window === window else { return }
        windowTouchCounts[id]?.count -= 1
        if windowTouchCounts[id]?.count == 0 { windowTouchCounts[id] = nil }
    }

    /// The windows the event's touches are in, ordered by their lowest finger (O(1) when all are in one window).
    package var touchWindows: [UIWindow] {
        guard windowTouchCounts.count > 1 else { return windowTouchCounts.values.compactMap(\.window) }
        var seen: [UIWindow] = []
        for touch in touchSet.sorted(by: { $0.finger < $1.finger }) {
            guard let window = touch.window, !seen.contains(where: { $0 === window }) else { continue }
            seen.append(window)
        }
        return seen
    }

    /// How many of the event's touches are in `window`.
    package func touchCount(in window: UIWindow) -> Int {
        guard let entry = windowTouchCounts[ObjectIdentifier(window)], entry.window === window else { return 0 }
        return entry.count
    }

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
