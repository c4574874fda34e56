// SPDX-License-Identifier: Apache-2.0

import Testing
import TouchstoneTesting
@testable import UIKit

@MainActor
@Suite("Touch delivery through the device (guide §2.3.1, §2.3.4–2.3.6, MoveMe §4)")
struct TouchDeliverySpecTests {
    private func twoViews(multiple: Bool = false) throws -> (HeadlessDevice, TouchView, TouchView) {
        let (device, window, _) = try launchEventsDevice()
        let a = TouchView("A", frame: CGRect(x: 0, y: 0, width: 160, height: 240))
        let b = TouchView("B", frame: CGRect(x: 160, y: 0, width: 160, height: 240))
        a.isMultipleTouchEnabled = multiple
        b.isMultipleTouchEnabled = multiple
        window.addSubview(a)
        window.addSubview(b)
        return (device, a, b)
    }

    @Test("MoveMe 39, 40, guide 79: began, moved, ended in order, with one UITouch object and matching phases")
    func oneFingerSequence() throws {
        let (device, a, _) = try twoViews()
        device.touchDown(at: CGPoint(x: 50, y: 50))
        device.advance(by: 0.1)
        device.touchMove(to: CGPoint(x: 60, y: 55))
        device.advance(by: 0.1)
        device.touchUp()
        #expect(a.callbacks == [.began, .moved, .ended])
        #expect(a.calls.map(\.phases) == [[.began], [.moved], [.ended]])
        let touch = try #require(a.calls.first?.touches.first)
        #expect(a.calls.allSatisfy { $0.touches.count == 1 && $0.touches.first === touch })
    }

    @Test("MoveMe 41: the touch's timestamp never decreases and changes when the touch changes")
    func timestamps() throws {
        let (device, a, _) = try twoViews()
        device.touchDown(at: CGPoint(x: 50, y: 50))
        let t0 = device.now
        device.advance(by: 0.1)
        device.touchMove(to: CGPoint(x: 60, y: 55))
        device.advance(by: 0.2)
        device.touchUp()
        let stamps = a.calls.map { $0.timestamps[0] }
        #expect(stamps.count == 3)
        #expect(abs(stamps[0] - t0) < 1e-9)
        #expect(abs(stamps[1] - (t0 + 0.1)) < 1e-9)
        #expect(abs(stamps[2] - (t0 + 0.3)) < 1e-9)
    }

    @Test("guide 78, MoveMe 42: a finger moving from A into B stays A's; B gets nothing; touch.view is A throughout")
    func touchStaysWithItsView() throws {
        let (device, a, b) = try twoViews()
        device.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 250, y: 100), duration: 0.1)
        #expect(a.callbacks.first == .began && a.callbacks.last == .ended)
        #expect(a.callbacks.filter { $0 == .moved }.count == 6)
        #expect(b.calls.isEmpty)
        #expect(a.calls.allSatisfy { $0.touches.first?.view === a })
        #expect(a.calls.last?.touches.first?.location(in: a) == CGPoint(x: 250, y: 100))
    }

    @Test("guide 80: two quick taps on one view give tapCount 2 in the second began and ended")
    func doubleTapCount() throws {
        let (device, a, _) = try twoViews()
        device.tap(at: CGPoint(x: 50, y: 50), count: 2)
        #expect(a.calls.map(\.tapCounts) == [[1], [1], [2], [2]])
    }

    @Test("A swipe drops the tap count to 0, and a long press is not continued by the next tap")
    func swipesAndLongPressesResetTheCount() throws {
        let (device, a, _) = try twoViews()
        // A swipe: 60 points of travel (more than the 45-point tap distance).
        device.touchDown(at: CGPoint(x: 20, y: 50))
        device.touchMove(to: CGPoint(x: 80, y: 50))
        device.touchUp()
        #expect(a.calls.map(\.tapCounts) == [[1], [0], [0]])
        device.advance(by: 0.1)
        device.tap(at: CGPoint(x: 80, y: 50))
        #expect(a.calls.suffix(2).map(\.tapCounts) == [[1], [1]])

        // A long press (0.6 s down), then a quick tap at the same place: a new count, not a double tap.
        device.advance(by: 1)
        device.touchDown(at: CGPoint(x: 50, y: 50))
        device.advance(by: 0.6)
        device.touchUp()
        device.advance(by: 0.1)
        device.tap(at: CGPoint(x: 50, y: 50))
        #expect(a.calls.suffix(2).map(\.tapCounts) == [[1], [1]])

        // A press just within the limit (0.5 s) still counts towards a double tap.
        device.advance(by: 1)
        device.touchDown(at: CGPoint(x: 50, y: 50))
        device.advance(by: 0.5)
        device.touchUp()
        device.advance(by: 0.1)
        device.tap(at: CGPoint(x: 50, y: 50))
        #expect(a.calls.suffix(2).map(\.tapCounts) == [[2], [2]])
    }

    @Test("guide 80: two quick taps on different views each have tapCount 1")
    func tapsOnDifferentViews() throws {
        let (device, a, b) = try twoViews()
        device.tap(at: CGPoint(x: 150, y: 50))
        device.advance(by: 0.1)
        device.tap(at: CGPoint(x: 170, y: 50))
        #expect(a.calls.map(\.tapCounts) == [[1], [1]])
        #expect(b.calls.map(\.tapCounts) == [[1], [1]])
    }

    @Test("guide 81, MoveMe 44: without multiple touch only the first finger reaches the view")
    func singleTouchView() throws {
        let (device, a, _) = try twoViews()
        device.touchDown(at: CGPoint(x: 50, y: 50), finger: 0)
        device.touchDown(at: CGPoint(x: 80, y: 80), finger: 1)
        device.touchMove(to: CGPoint(x: 85, y: 85), finger: 1)
        device.touchUp(finger: 1)
        device.touchUp(finger: 0)
        #expect(a.callbacks == [.began, .ended])
        #expect(a.calls.allSatisfy { $0.fingers == [0] })
    }

    @Test("guide 81, MoveMe 43: with multiple touch both fingers arrive; the event holds both")
    func multipleTouchView() throws {
        let (device, a, _) = try twoViews(multiple: true)
        device.touchDown(at: CGPoint(x: 50, y: 50), finger: 0)
        device.touchDown(at: CGPoint(x: 80, y: 80), finger: 1)
        #expect(a.calls.map(\.fingers) == [[0], [1]])
        #expect(a.calls.last?.touchesForViewCount == 2)
        #expect(a.calls.last?.allTouchesCount == 2)
        #expect(a.calls[0].event === a.calls[1].event)
    }

    @Test("MoveMe 45: one finger moves while the other rests: only it is in touchesMoved; the other is stationary")
    func stationaryFinger() throws {
        let (device, a, _) = try twoViews(multiple: true)
        device.touchDown(at: CGPoint(x: 50, y: 50), finger: 0)
        device.touchDown(at: CGPoint(x: 80, y: 80), finger: 1)
        device.touchMove(to: CGPoint(x: 60, y: 60), finger: 0)
        let moved = try #require(a.calls.last)
        #expect(moved.callback == .moved)
        #expect(moved.fingers == [0])
        #expect(moved.allTouchesCount == 2)
        #expect(moved.allTouchPhases == [0: .moved, 1: .stationary])
    }

    @Test("guide 88, MoveMe 46: the last-finger test: counts differ when one of two lifts, match for the last")
    func lastFingerTest() throws {
        let (device, a, _) = try twoViews(multiple: true)
        device.touchDown(at: CGPoint(x: 50, y: 50), finger: 0)
        device.touchDown(at: CGPoint(x: 80, y: 80), finger: 1)
        device.touchUp(finger: 0)
        device.touchUp(finger: 1)
        let ended = a.calls.filter { $0.callback == .ended }
        #expect(ended.map { $0.touches.count } == [1, 1])
        #expect(ended.map(\.touchesForViewCount) == [2, 1])
    }

    @Test("MoveMe 47: touches on two views at once: each view gets only its own touches")
    func twoViewsAtOnce() throws {
        let (device, a, b) = try twoViews()
        device.touchDown(at: CGPoint(x: 50, y: 50), finger: 0)
        device.touchDown(at: CGPoint(x: 250, y: 50), finger: 1)
        device.touchMove(to: CGPoint(x: 60, y: 60), finger: 0)
        device.touchMove(to: CGPoint(x: 260, y: 60), finger: 1)
        device.touchUp(finger: 0)
        device.touchUp(finger: 1)
        #expect(a.callbacks == [.began, .moved, .ended])
        #expect(b.callbacks == [.began, .moved, .ended])
        #expect(a.calls.allSatisfy { $0.fingers == [0] })
        #expect(b.calls.allSatisfy { $0.fingers == [1] })
        #expect(b.calls[0].allTouchesCount == 2)
    }

    @Test("guide 82, MoveMe 55: while an exclusive-touch view tracks, a finger on another view is not delivered")
    func exclusiveShutsOutOthers() throws {
        let (device, e, n) = try twoViews()
        e.isExclusiveTouch = true
        device.touchDown(at: CGPoint(x: 50, y: 50), finger: 0)
        device.tap(at: CGPoint(x: 250, y: 50), finger: 1)
        device.touchUp(finger: 0)
        #expect(e.callbacks == [.began, .ended])
        #expect(n.calls.isEmpty)
    }

    @Test("guide 82, MoveMe 56: while another view tracks, a finger on an exclusive-touch view is not delivered")
    func exclusiveIsShutOut() throws {
        let (device, e, n) = try twoViews()
        e.isExclusiveTouch = true
        device.touchDown(at: CGPoint(x: 250, y: 50), finger: 0)
        device.tap(at: CGPoint(x: 50, y: 50), finger: 1)
        device.touchUp(finger: 0)
        #expect(n.callbacks == [.began, .ended])
        #expect(e.calls.isEmpty)
    }

    @Test("MoveMe 57: with nothing tracking, an exclusive-touch view receives a touch normally")
    func exclusiveAlone() throws {
        let (device, e, _) = try twoViews()
        e.isExclusiveTouch = true
        device.tap(at: CGPoint(x: 50, y: 50))
        #expect(e.callbacks == [.began, .ended])
    }

    @Test("guide 83, MoveMe 54: ignoring interaction events drops new touches; after the end they arrive again")
    func ignoringInteraction() throws {
        let (device, a, _) = try twoViews()
        let app = try #require(device.application)
        app.beginIgnoringInteractionEvents()
        #expect(app.isIgnoringInteractionEvents)
        device.tap(at: CGPoint(x: 50, y: 50))
        #expect(a.calls.isEmpty)
        app.endIgnoringInteractionEvents()
        #expect(!app.isIgnoringInteractionEvents)
        device.advance(by: 0.5)
        device.tap(at: CGPoint(x: 50, y: 50))
        #expect(a.callbacks == [.began, .ended])
    }

    @Test("guide 89: location(in: nil) is in window coordinates; previousLocation is the previous location")
    func locations() throws {
        let (device, window, _) = try launchEventsDevice {
            UIWindow(frame: CGRect(x: 0, y: 20, width: 320, height: 460))
        }
        let view = TouchView("V", frame: CGRect(x: 10, y: 10, width: 200, height: 200))
        window.addSubview(view)
        var seen: [(CGPoint, CGPoint, CGPoint)] = []
        device.touchDown(at: CGPoint(x: 50, y: 80))
        let touch = try #require(view.calls.first?.touches.first)
        seen.append((touch.location(in: nil), touch.location(in: view), touch.previousLocation(in: view)))
        device.touchMove(to: CGPoint(x: 60, y: 90))
        seen.append((touch.location(in: nil), touch.location(in: view), touch.previousLocation(in: view)))
        #expect(seen[0].0 == CGPoint(x: 50, y: 60))
        #expect(seen[0].1 == CGPoint(x: 40, y: 50))
        #expect(seen[1].0 == CGPoint(x: 60, y: 70))
        #expect(seen[1].1 == CGPoint(x: 50, y: 60))
        #expect(seen[1].2 == seen[0].1)
        #expect(touch.window === window)
    }

    @Test("One UIEvent object per multi-touch sequence: shared while fingers overlap, new after all lift")
    func eventPerSequence() throws {
        let (device, a, _) = try twoViews(multiple: true)
        device.touchDown(at: CGPoint(x: 50, y: 50), finger: 0)
        device.touchDown(at: CGPoint(x: 80, y: 80), finger: 1)
        device.touchUp(finger: 0)
        device.touchUp(finger: 1)
        device.advance(by: 0.5)
        device.tap(at: CGPoint(x: 50, y: 50))
        let events = a.calls.map { $0.event.map { ObjectIdentifier($0) } }
        #expect(events.count == 6)
        #expect(Set(events[0..<4]).count == 1)
        #expect(Set(events[4..<6]).count == 1)
        #expect(events[0] != events[4])
        #expect(a.calls[4].allTouchesCount == 1)
    }

    @Test("A view animating without allowUserInteraction gets no touches until the animation ends; with it, it does")
    func animationBlocksTouches() throws {
        let (device, window, _) = try launchEventsDevice()
        let beneath = TouchView("beneath", frame: window.bounds)
        let animated = TouchView("animated", frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        window.addSubview(beneath)
        window.addSubview(animated)
        UIView.animate(withDuration: 1, delay: 0, options: [], animations: { animated.alpha = 0.5 })
        device.advance(by: 0.1)
        device.tap(at: CGPoint(x: 50, y: 50))
        #expect(animated.calls.isEmpty)
        #expect(beneath.callbacks == [.began, .ended])
        device.advance(by: 1)
        device.tap(at: CGPoint(x: 50, y: 50))
        #expect(animated.callbacks == [.began, .ended])
        UIView.animate(withDuration: 1, delay: 0, options: [.allowUserInteraction], animations: { animated.alpha = 1 })
        device.advance(by: 0.5)
        device.tap(at: CGPoint(x: 50, y: 50))
        #expect(animated.callbacks == [.began, .ended, .began, .ended])
    }

    @Test("MoveMe 48: a touch event has type touches and subtype none")
    func touchEventType() throws {
        let (device, a, _) = try twoViews()
        device.tap(at: CGPoint(x: 50, y: 50))
        let event = try #require(a.calls.first?.event)
        #expect(event.type == .touches)
        #expect(event.subtype == .none)
        #expect(event.allTouches?.count == 1)
    }
}
