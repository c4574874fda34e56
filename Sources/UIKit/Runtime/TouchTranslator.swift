// SPDX-License-Identifier: Apache-2.0

import HostInterface

/// Turns host finger events into `UITouch`es and one `UIEvent` per multi-touch sequence.
///
/// Each touch is hit-tested once, when its finger goes down (the frontmost window containing the point, then
/// `hitTest(_:with:)`), and keeps that view until it lifts. `tapCount` counts taps that begin within
/// ``tapInterval`` of the previous tap's end and within ``tapDistance`` of it, on the same view. A view that is not
/// `isMultipleTouchEnabled` gets only the first finger of a sequence; a view that `isExclusiveTouch` shuts out other
/// views' new touches while it has one (and is shut out while others have touches).
///
/// Bad input: a finger that goes down twice, or moves or lifts without going down, is ignored with a logged
/// diagnostic; timestamps that run backwards are clamped to the previous one.
@MainActor
package final class TouchTranslator {
    /// Longest pause between taps of one multi-tap, seconds (UIKit does not document its value).
    package static let tapInterval = 0.35
    /// Farthest distance between taps of one multi-tap, points.
    package static let tapDistance: CGFloat = 45

    private var touches: [Int: UITouch] = [:]
    private var ignoredFingers: Set<Int> = []
    private var event: UIEvent?
    private var lastTimestamp: Double = 0
    private var lastTap: (view: UIView, location: CGPoint, time: Double, count: Int)?

    /// The touches currently down.
    package var activeTouches: [UITouch] { touches.values.sorted { $0.finger < $1.finger } }

    /// Applies a finger event; returns the event to dispatch (nil when the input is ignored).
    package func handle(_ hostEvent: HostEvent, application: UIApplication) -> UIEvent? {
        var t = hostEvent.timestamp
        if t < lastTimestamp {
            UIKitDiagnostics.log("touch timestamp \(t) runs backwards; clamped to \(lastTimestamp)")
            t = lastTimestamp
        }
        lastTimestamp = t
        switch hostEvent {
        case .touchDown(let finger, let location, _): return began(finger, location, t, application)
        case .touchMoved(let finger, let location, _): return changed(finger, location, t, .moved)
        case .touchUp(let finger, let location, _): return changed(finger, location, t, .ended)
        case .touchCancelled(let finger, _): return changed(finger, nil, t, .cancelled)
        default: return nil
        }
    }

    private func began(_ finger: Int, _ screenPoint: CGPoint, _ t: Double, _ app: UIApplication) -> UIEvent? {
        guard touches[finger] == nil, !ignoredFingers.contains(finger) else {
            UIKitDiagnostics.log("finger \(finger) went down while already down; ignored")
            return nil
        }
        guard !app.isIgnoringInteractionEvents, let (window, windowPoint) = frontWindow(at: screenPoint, in: app) else {
            ignoredFingers.insert(finger)
            return nil
        }
        let view = window.hitTest(windowPoint, with: event)
        if let view, !admits(view) {
            ignoredFingers.insert(finger)
            return nil
        }
        let touch = UITouch(finger: finger)
        touch.window = window
        touch.view = view
        touch.windowLocation = windowPoint
        touch.previousWindowLocation = windowPoint
        touch.timestamp = t
        touch.phase = .began
        touch.tapCount = tapCount(for: view, at: windowPoint, time: t)
        touches[finger] = touch
        return dispatchEvent(changing: touch, at: t)
    }

    /// Whether a new touch may go to `view` under the multiple-touch and exclusive-touch rules.
    private func admits(_ view: UIView) -> Bool {
        let others = touches.values.compactMap(\.view)
        if !view.isMultipleTouchEnabled && others.contains(where: { $0 === view }) { return false }
        if view.isExclusiveTouch && others.contains(where: { $0 !== view }) { return false }
        if others.contains(where: { $0.isExclusiveTouch && $0 !== view }) { return false }
        return true
    }

    private func tapCount(for view: UIView?, at p: CGPoint, time: Double) -> Int {
        guard let view, let last = lastTap, last.view === view, time - last.time <= Self.tapInterval,
            hypot(p.x - last.location.x, p.y - last.location.y) <= Self.tapDistance
        else { return 1 }
        return last.count + 1
    }

    private func changed(_ finger: Int, _ screenPoint: CGPoint?, _ t: Double, _ phase: UITouch.Phase) -> UIEvent? {
        if ignoredFingers.contains(finger) {
            if phase == .ended || phase == .cancelled { ignoredFingers.remove(finger) }
            return nil
        }
        guard let touch = touches[finger] else {
            UIKitDiagnostics.log("finger \(finger) \(phase) without going down; ignored")
            return nil
        }
        touch.previousWindowLocation = touch.windowLocation
        if let screenPoint, let window = touch.window { touch.windowLocation = window.fromScreen(screenPoint) }
        touch.phase = phase
        touch.timestamp = t
        if phase == .moved, let start = startLocation[finger],
            hypot(touch.windowLocation.x - start.x, touch.windowLocation.y - start.y) > Self.tapDistance
        {
            // A finger that travels is a drag or swipe, not a tap: it resets the tap count.
            touch.tapCount = 0
        }
        let result = dispatchEvent(changing: touch, at: t)
        if phase == .ended || phase == .cancelled {
            if phase == .ended, let view = touch.view, touch.tapCount > 0 {
                lastTap = (view, touch.windowLocation, t, touch.tapCount)
            } else {
                lastTap = nil
            }
            touches[finger] = nil
            startLocation[finger] = nil
        }
        return result
    }

    private var startLocation: [Int: CGPoint] = [:]

    /// Updates the sequence's event: the changed touch has its phase, every other touch is stationary.
    private func dispatchEvent(changing touch: UITouch, at t: Double) -> UIEvent {
        let current = (event?.touchSet.isEmpty == false) ? event! : UIEvent(type: .touches, timestamp: t)
        event = current
        if touch.phase == .began { startLocation[touch.finger] = touch.windowLocation }
        for other in current.touchSet where other !== touch {
            if other.phase == .ended || other.phase == .cancelled { current.touchSet.remove(other) } else {
                other.phase = .stationary
            }
        }
        current.touchSet.insert(touch)
        current.timestamp = t
        return current
    }

    /// Cancels every active touch (incoming call, home button, window gone); returns the event to dispatch.
    package func cancelAll(at t: Double) -> UIEvent? {
        guard let event, !touches.isEmpty else { return nil }
        for touch in touches.values {
            touch.phase = .cancelled
            touch.timestamp = t
        }
        event.timestamp = t
        touches.removeAll()
        startLocation.removeAll()
        lastTap = nil
        return event
    }

    /// The frontmost shown window containing `screenPoint`, and the point in its coordinates.
    private func frontWindow(at screenPoint: CGPoint, in app: UIApplication) -> (UIWindow, CGPoint)? {
        for window in app.windows.reversed() where window.isUserInteractionEnabled {
            let p = window.fromScreen(screenPoint)
            if window.point(inside: p, with: nil) { return (window, p) }
        }
        return nil
    }
}
