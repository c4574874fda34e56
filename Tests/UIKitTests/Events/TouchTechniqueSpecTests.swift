// SPDX-License-Identifier: Apache-2.0

import Testing
import TouchstoneTesting
@testable import UIKit

/// The guide's swipe detector (§2.3.5, "Tracking the Direction of a Swipe"), in Swift.
final class SwipeView: UIView {
    static let horizontalSwipeDragMin: CGFloat = 12
    static let verticalSwipeDragMax: CGFloat = 4
    var startTouchPosition = CGPoint.zero
    var results: [String] = []

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        startTouchPosition = touches.first?.location(in: self) ?? .zero
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let current = touches.first?.location(in: self) else { return }
        if abs(startTouchPosition.x - current.x) >= Self.horizontalSwipeDragMin,
            abs(startTouchPosition.y - current.y) <= Self.verticalSwipeDragMax
        {
            results.append(startTouchPosition.x < current.x ? "right" : "left")
        } else {
            results.append("none")
        }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { startTouchPosition = .zero }
}

/// The guide's single/double-tap technique (§2.3.5, "Handling a Single and a Double Tap Gesture") with the
/// closure form of the delayed perform.
final class TapDisambiguationView: UIView {
    var delay: TimeInterval = 0.3
    var clock: @MainActor () -> Double = { 0 }
    var singleTaps: [Double] = []
    var doubleTaps: [Double] = []

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        if touches.first?.tapCount == 2 { NSObject.cancelPreviousPerformRequests(withTarget: self) }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first else { return }
        if touch.tapCount == 1 {
            perform(afterDelay: delay) { self.singleTaps.append(self.clock()) }
        } else if touch.tapCount == 2 {
            doubleTaps.append(clock())
        }
    }
}

/// Drags with one finger and pinches with two in `touchesMoved`, from `touches(for:)` and `previousLocation(in:)`.
final class DragPinchView: UIView {
    var scale: CGFloat = 1

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        let mine = event?.touches(for: self) ?? touches
        if mine.count == 1, let touch = touches.first, let parent = superview {
            let now = touch.location(in: parent), before = touch.previousLocation(in: parent)
            center = CGPoint(x: center.x + now.x - before.x, y: center.y + now.y - before.y)
        } else if mine.count == 2 {
            let pair = Array(mine)
            // A finger that did not move this time is where it was: its previous location is its location.
            func previous(_ t: UITouch) -> CGPoint {
                touches.contains(t) ? t.previousLocation(in: self) : t.location(in: self)
            }
            let before = distance(previous(pair[0]), previous(pair[1]))
            let now = distance(pair[0].location(in: self), pair[1].location(in: self))
            if before > 0 { scale *= now / before }
        }
    }

    private func distance(_ a: CGPoint, _ b: CGPoint) -> CGFloat { hypot(a.x - b.x, a.y - b.y) }
}

@MainActor
@Suite("The guide's hand-written touch techniques (guide §2.3.5, MoveMe §4)")
struct TouchTechniqueSpecTests {
    private func swipe(from start: CGPoint, to end: CGPoint, in view: SwipeView, _ device: HeadlessDevice) -> String? {
        view.results.removeAll()
        device.advance(by: 0.5)
        device.touchDown(at: start)
        device.advance(by: 0.05)
        device.touchMove(to: end)
        device.touchUp()
        return view.results.last
    }

    @Test("guide 90: from (100,100): (113,102) right, (87,103) left, (113,105) and (111,100) not swipes")
    func guideSwipes() throws {
        let (device, window, _) = try launchEventsDevice()
        let view = SwipeView(frame: window.bounds)
        window.addSubview(view)
        let start = CGPoint(x: 100, y: 100)
        #expect(swipe(from: start, to: CGPoint(x: 113, y: 102), in: view, device) == "right")
        #expect(swipe(from: start, to: CGPoint(x: 87, y: 103), in: view, device) == "left")
        #expect(swipe(from: start, to: CGPoint(x: 113, y: 105), in: view, device) == "none")
        #expect(swipe(from: start, to: CGPoint(x: 111, y: 100), in: view, device) == "none")
    }

    @Test("MoveMe 67: from (0,0): (12,4) right, (−12,0) left, (11,0) and (20,5) not swipes")
    func moveMeSwipes() throws {
        let (device, window, _) = try launchEventsDevice()
        let view = SwipeView(frame: CGRect(x: 100, y: 100, width: 200, height: 200))
        window.addSubview(view)
        let origin = CGPoint(x: 100, y: 100)
        func at(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: origin.x + x, y: origin.y + y) }
        #expect(swipe(from: origin, to: at(12, 4), in: view, device) == "right")
        #expect(swipe(from: origin, to: at(-12, 0), in: view, device) == "left")
        #expect(swipe(from: origin, to: at(11, 0), in: view, device) == "none")
        #expect(swipe(from: origin, to: at(20, 5), in: view, device) == "none")
    }

    private func tapView() throws -> (HeadlessDevice, TapDisambiguationView) {
        let (device, window, _) = try launchEventsDevice()
        let view = TapDisambiguationView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        view.clock = { device.now }
        window.addSubview(view)
        return (device, view)
    }

    @Test("guide 91, MoveMe 64: one tap → the single-tap handler runs once, exactly at lift-off + d; no double tap")
    func singleTapAfterDelay() throws {
        let (device, view) = try tapView()
        device.tap(at: CGPoint(x: 50, y: 50))
        let liftOff = device.now
        device.advance(by: view.delay - 1.0 / 60)
        #expect(view.singleTaps.isEmpty)
        device.advance(by: 1.0 / 60)
        #expect(view.singleTaps.count == 1)
        #expect(abs((view.singleTaps.first ?? 0) - (liftOff + view.delay)) < 1e-9)
        device.advance(by: 2)
        #expect(view.singleTaps.count == 1)
        #expect(view.doubleTaps.isEmpty)
    }

    @Test("guide 91, MoveMe 65: a double tap cancels the pending single tap; the double-tap handler runs once")
    func doubleTapCancelsSingle() throws {
        let (device, view) = try tapView()
        device.tap(at: CGPoint(x: 50, y: 50), count: 2)
        #expect(view.doubleTaps == [device.now])
        device.advance(by: 2)
        #expect(view.singleTaps.isEmpty)
        #expect(view.doubleTaps.count == 1)
        #expect(DelayedPerforms.count == 0)
    }

    @Test("MoveMe 66: cancelPreviousPerformRequests(withTarget:) cancels only that target's requests")
    func cancelOnlyTarget() throws {
        let (device, _, _) = try launchEventsDevice()
        let first = UIView(), second = UIView()
        let ran = EventLog()
        first.perform(afterDelay: 0.2) { ran.add("first") }
        first.perform(afterDelay: 0.3) { ran.add("first again") }
        second.perform(afterDelay: 0.2) { ran.add("second") }
        NSObject.cancelPreviousPerformRequests(withTarget: first)
        #expect(ran.entries.isEmpty)
        device.advance(by: 0.5)
        #expect(ran.entries == ["second"])
    }

    @Test("Delayed performs: zero and negative delays run on the next turn, never inside the call; NaN is refused")
    func delayEdgeCases() throws {
        let (device, _, _) = try launchEventsDevice()
        let target = UIView()
        let ran = EventLog()
        target.perform(afterDelay: 0) { ran.add("zero") }
        target.perform(afterDelay: -1) { ran.add("negative") }
        target.perform(afterDelay: .nan) { ran.add("nan") }
        #expect(ran.entries.isEmpty)
        device.runPendingWork()
        #expect(ran.entries == ["zero", "negative"])
        device.advance(by: 1)
        #expect(ran.entries == ["zero", "negative"])
    }

    @Test("Dragging one finger moves the view by the finger's travel (location − previousLocation)")
    func drag() throws {
        let (device, window, _) = try launchEventsDevice()
        let view = DragPinchView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        window.addSubview(view)
        device.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 150, y: 130), duration: 0.2)
        #expect(abs(view.center.x - 150) < 1e-9 && abs(view.center.y - 130) < 1e-9)
    }

    @Test("Pinching two fingers apart to twice their distance scales by 2, in steps from touches(for:)")
    func pinch() throws {
        let (device, window, _) = try launchEventsDevice()
        let view = DragPinchView(frame: CGRect(x: 0, y: 100, width: 320, height: 200))
        view.isMultipleTouchEnabled = true
        window.addSubview(view)
        device.touchDown(at: CGPoint(x: 110, y: 200), finger: 0)
        device.touchDown(at: CGPoint(x: 210, y: 200), finger: 1)
        for step in 1...5 {
            let d = CGFloat(step) * 10
            device.advance(by: 1.0 / 60)
            device.touchMove(to: CGPoint(x: 110 - d, y: 200), finger: 0)
            device.touchMove(to: CGPoint(x: 210 + d, y: 200), finger: 1)
        }
        device.touchUp(finger: 0)
        device.touchUp(finger: 1)
        #expect(abs(view.scale - 2) < 1e-9)
        #expect(view.center == CGPoint(x: 160, y: 200))
    }
}
