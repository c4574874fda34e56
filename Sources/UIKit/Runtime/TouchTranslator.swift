// SPDX-License-Identifier: Apache-2.0

import HostInterface

/// Turns host finger events into `UITouch`es and one `UIEvent` per multi-touch sequence.
///
/// Each touch is hit-tested once, when its finger goes down (the frontmost window containing the point, then
/// `hitTest(_:with:)`), and keeps that view until it lifts. `tapCount` counts taps that begin within
/// ``tapInterval`` of the previous tap's end and within ``tapDistance`` of it, on the same view; a finger that travels
/// farther than ``tapDistance`` (a drag or swipe) drops to 0, and one held longer than ``maximumTapDuration`` (a long
/// press) keeps its count but is not continued by the next tap. A view that is not
/// `isMultipleTouchEnabled` gets only the first finger of a sequence; a view that `isExclusiveTouch` shuts out other
/// views' new touches while it has one (and is shut out while others have touches).
///
/// A tap on the status bar (down and up inside its frame while it shows, within ``maximumTapDuration`` and
/// ``statusBarTapSlop``) scrolls the scroll view that `scrollsToTop` to its top; the touch is also delivered as
/// usual (Touchstone draws the status bar over the app's window rather than in a window of its own).
///
/// Bad input: a finger that goes down twice, or moves or lifts without going down, is ignored with a logged
/// diagnostic, as is a down or move at a non-finite location (a lift there lifts the finger where it was);
/// timestamps that run backwards are clamped to the previous one. A finger whose touch was cancelled
/// (interruption, window hidden) is swallowed silently until it lifts; its id may then be reused for a new touch.
/// Every event is delivered, in order (no coalescing); the bookkeeping holds only fingers that are down, so it
/// returns to empty when the last finger lifts.
@MainActor
package final class TouchTranslator {
    /// Longest pause between taps of one multi-tap, seconds (UIKit does not document its value).
    package static let tapInterval = 0.35
    /// Farthest distance between taps of one multi-tap, points.
    package static let tapDistance: CGFloat = 45
    /// Longest a finger may stay down and still count as a tap, seconds (a long press's minimum, 0.5 s): a longer
    /// press is not a tap, so the next tap starts a new count at 1.
    package static let maximumTapDuration = 0.5

    private var touches: [Int: UITouch] = [:]
    /// How many of the touches down are on each view, so admitting a new finger costs O(views touched), not
    /// O(fingers down).
    private var touchesByView: [ObjectIdentifier: ViewTouches] = [:]
    private struct ViewTouches {
        weak var view: UIView?
        var count: Int
    }
    private var ignoredFingers: Set<Int> = []
    /// Fingers that went down on the status bar: where (screen points) and when, for status-bar taps.
    private var statusBarDowns: [Int: (point: CGPoint, time: Double)] = [:]
    /// Farthest a status-bar tap may travel, points.
    package static let statusBarTapSlop: CGFloat = 10
    private var event: UIEvent?
    private var lastTimestamp: Double = 0
    private var lastTap: LastTap?
    private var startLocation: [Int: CGPoint] = [:]
    private var startTime: [Int: Double] = [:]

    /// The previous tap, for counting multi-taps (weak: a tap never keeps a view alive).
    private struct LastTap {
        weak var view: UIView?
        var location: CGPoint
        var time: Double
        var count: Int
    }

    /// The touches currently down.
    package var activeTouches: [UITouch] { touches.values.sorted { $0.finger < $1.finger } }

    /// How many fingers the translator is tracking (delivered or swallowed); zero when no finger is down.
    package var trackedFingerCount: Int {
        touches.count + ignoredFingers.count + startLocation.count + startTime.count + statusBarDowns.count
    }

    /// Applies a finger event; returns the event to dispatch (nil when the input is ignored).
    package func handle(_ hostEvent: HostEvent, application: UIApplication) -> UIEvent? {
        var t = hostEvent.timestamp
        if !(t >= lastTimestamp) {
            UIKitDiagnostics.log("touch timestamp \(t) runs backwards or is not a number; clamped to \(lastTimestamp)")
            t = lastTimestamp
        }
        lastTimestamp = t
        switch hostEvent {
        case .touchDown(let finger, let location, _) where !location.isFinite,
            .touchMoved(let finger, let location, _) where !location.isFinite:
            UIKitDiagnostics.log("finger \(finger) at a non-finite location \(location); ignored")
            return nil
        case .touchDown(let finger, let location, _):
            if touches[finger] == nil, !application.isIgnoringInteractionEvents,
                application.statusBarFrame.contains(location)
            {
                statusBarDowns[finger] = (location, t)
            }
            return began(finger, location, t, application)
        case .touchMoved(let finger, let location, _): return changed(finger, location, t, .moved)
        case .touchUp(let finger, let location, _):
            // A lift at a non-finite location lifts the finger where it last was.
            let result = changed(finger, location.isFinite ? location : nil, t, .ended)
            if let down = statusBarDowns.removeValue(forKey: finger), location.isFinite,
                application.statusBarFrame.contains(location), t - down.time <= Self.maximumTapDuration,
                hypot(location.x - down.point.x, location.y - down.point.y) <= Self.statusBarTapSlop
            {
                if let result { application.sendEvent(result) }
                UIScrollView.scrollToTopForStatusBarTap(in: application)
                return nil
            }
            return result
        case .touchCancelled(let finger, _):
            statusBarDowns[finger] = nil
            return changed(finger, nil, t, .cancelled)
        default: return nil
        }
    }

    private func began(_ finger: Int, _ screenPoint: CGPoint, _ t: Double, _ app: UIApplication) -> UIEvent? {
        // A swallowed finger that goes down again has lifted in between (its lift may have been dropped while the
        // app was inactive): it starts a new touch.
        ignoredFingers.remove(finger)
        guard touches[finger] == nil else {
            UIKitDiagnostics.log("finger \(finger) went down while already down; ignored")
            return nil
        }
        guard !app.isIgnoringInteractionEvents, let (window, windowPoint) = frontWindow(at: screenPoint, in: app) else {
            ignoredFingers.insert(finger)
            return nil
        }
        let view = window.hitTest(windowPoint, with: event)
        let admission = view.map(admission(of:)) ?? .view
        if admission == .refused {
            ignoredFingers.insert(finger)
            return nil
        }
        let touch = UITouch(finger: finger)
        touch.deliversToView = admission == .view
        touch.window = window
        touch.view = view
        touch.windowLocation = windowPoint
        touch.previousWindowLocation = windowPoint
        touch.timestamp = t
        touch.phase = .began
        touch.tapCount = tapCount(for: view, at: windowPoint, time: t)
        track(touch)
        return dispatchEvent(changing: touch, at: t)
    }

    /// Where a new touch on `view` may go under the multiple-touch and exclusive-touch rules.
    private enum Admission { case view, recognizersOnly, refused }

    /// The exclusive-touch rules refuse the touch outright. The multiple-touch rule keeps a second finger from the
    /// view only: "this property does not affect the gesture recognizers attached to the view" (Apple's
    /// `isMultipleTouchEnabled`), so when the view or an ancestor has recognizers the touch still goes to them.
    private func admission(of view: UIView) -> Admission {
        for entry in touchesByView.values {
            guard let other = entry.view, other !== view, entry.count > 0 else { continue }
            if view.isExclusiveTouch || other.isExclusiveTouch { return .refused }
        }
        let own = touchesByView[ObjectIdentifier(view)]
        if !view.isMultipleTouchEnabled, own?.view === view, (own?.count ?? 0) > 0 {
            return hasGestureRecognizers(in: view) ? .recognizersOnly : .refused
        }
        return .view
    }

    /// Records `touch` as down (and counts it for its view).
    private func track(_ touch: UITouch) {
        touches[touch.finger] = touch
        guard let view = touch.view else { return }
        let id = ObjectIdentifier(view)
        if touchesByView[id]?.view !== view { touchesByView[id] = ViewTouches(view: view, count: 0) }
        touchesByView[id]?.count += 1
    }

    /// Forgets the touch of `finger`.
    private func untrack(_ finger: Int) {
        guard let touch = touches.removeValue(forKey: finger) else { return }
        guard let view = touch.view else {
            // The view was released while touched: drop the counts of released views.
            touchesByView = touchesByView.filter { $0.value.view != nil }
            return
        }
        let id = ObjectIdentifier(view)
        guard touchesByView[id]?.view === view else { return }
        touchesByView[id]?.count -= 1
        if touchesByView[id]?.count == 0 { touchesByView[id] = nil }
    }

    private func hasGestureRecognizers(in view: UIView) -> Bool {
        var current: UIView? = view
        while let v = current {
            if v.gestureRecognizerStorage.contains(where: \.isEnabled) { return true }
            current = v.superview
        }
        return false
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
            let heldTooLong = t - (startTime[finger] ?? t) > Self.maximumTapDuration
            if phase == .ended, let view = touch.view, touch.tapCount > 0, !heldTooLong {
                lastTap = LastTap(view: view, location: touch.windowLocation, time: t, count: touch.tapCount)
            } else {
                lastTap = nil
            }
            untrack(finger)
            startLocation[finger] = nil
            startTime[finger] = nil
        }
        return result
    }

    /// Updates the sequence's event: the changed touch has its phase, every other touch is stationary.
    private func dispatchEvent(changing touch: UITouch, at t: Double) -> UIEvent {
        // A new sequence (no other finger down) gets a new event object; the sequence's later changes reuse it.
        let sequenceContinues = touches.values.contains { $0 !== touch } || touch.phase != .began
        let current = (sequenceContinues ? event : nil) ?? UIEvent(type: .touches, timestamp: t)
        event = current
        if touch.phase == .began {
            startLocation[touch.finger] = touch.windowLocation
            startTime[touch.finger] = t
        }
        // Only the touches the last update changed can be in another phase than stationary: an update costs O(1)
        // however many fingers are down.
        for other in current.changedTouches ?? [] where other !== touch {
            if other.phase == .ended || other.phase == .cancelled { current.removeTouch(other) } else {
                other.phase = .stationary
            }
        }
        current.insertTouch(touch)
        current.changedTouches = [touch]
        current.timestamp = t
        return current
    }

    /// Forgets a swallowed finger (one whose touch was cancelled) that lifted while the app could not receive it.
    package func forgetSwallowedFinger(_ finger: Int) {
        ignoredFingers.remove(finger)
        statusBarDowns[finger] = nil
    }

    /// Cancels every active touch (incoming call, home button, lock); returns the event to dispatch.
    package func cancelAll(at t: Double) -> UIEvent? { cancel(at: t) { _ in true } }

    /// Cancels the active touches that began in `window` (it is being hidden); returns the event to dispatch.
    /// Touches already ending in the event being delivered are left alone.
    package func cancelTouches(in window: UIWindow, at t: Double) -> UIEvent? { cancel(at: t) { $0.window === window } }

    private func cancel(at t: Double, where include: (UITouch) -> Bool) -> UIEvent? {
        let doomed = touches.values.filter { include($0) && $0.phase != .ended && $0.phase != .cancelled }
        guard let event, !doomed.isEmpty else { return nil }
        for touch in event.changedTouches ?? [] {
            // Touches that ended in an earlier delivery leave the event, so they are not ended twice.
            if touch.phase == .ended || touch.phase == .cancelled { event.removeTouch(touch) } else {
                touch.phase = .stationary
            }
        }
        event.changedTouches = doomed
        for touch in doomed {
            statusBarDowns[touch.finger] = nil
            touch.phase = .cancelled
            touch.timestamp = t
            untrack(touch.finger)
            startLocation[touch.finger] = nil
            startTime[touch.finger] = nil
            // The finger is still on the glass: swallow its later moves and its lift.
            ignoredFingers.insert(touch.finger)
        }
        event.timestamp = t
        lastTap = nil
        return event
    }

    /// The frontmost shown window containing `screenPoint`, and the point in its coordinates.
    private func frontWindow(at screenPoint: CGPoint, in app: UIApplication) -> (UIWindow, CGPoint)? {
        for window in app.visibleWindows.reversed() where window.isUserInteractionEnabled {
            let p = window.fromScreen(screenPoint)
            if window.point(inside: p, with: nil) { return (window, p) }
        }
        return nil
    }
}

private extension CGPoint {
    var isFinite: Bool { x.isFinite && y.isFinite }
}
