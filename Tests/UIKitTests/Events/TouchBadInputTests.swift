// SPDX-License-Identifier: Apache-2.0

import HostInterface
import Testing
import TouchstoneTesting
@testable import UIKit

/// Counts moves and checks they arrive in the order sent (x grows by one point per move).
final class OrderCheckingView: UIView {
    var began = 0, moved = 0, ended = 0, outOfOrder = 0
    private var lastX: CGFloat = -1

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { began += touches.count }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        moved += touches.count
        guard let x = touches.first?.location(in: self).x else { return }
        if x != lastX + 1 && lastX >= 0 { outOfOrder += 1 }
        lastX = x
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { ended += touches.count }
}

@MainActor
@Suite("Cancellation and bad touch input (guide §2.3.1, §2.3.5)")
struct TouchBadInputTests {
    private func launched() throws -> (HeadlessDevice, TouchView) { try launchMultiTouchView() }

    @Test("guide 87: an incoming call during a touch → touchesCancelled, and no touchesEnded follows")
    func incomingCallCancels() throws {
        let (device, view) = try launched()
        device.touchDown(at: CGPoint(x: 50, y: 50), finger: 0)
        device.touchDown(at: CGPoint(x: 90, y: 50), finger: 1)
        device.simulateIncomingCall()
        #expect(view.calls.last?.callback == .cancelled)
        #expect(view.calls.last?.fingers == [0, 1])
        device.touchMove(to: CGPoint(x: 60, y: 60), finger: 0)
        device.touchUp(finger: 0)
        device.simulateIncomingCall(ended: true)
        device.touchUp(finger: 1)
        #expect(view.callbacks == [.began, .began, .cancelled])
        #expect(device.trackedFingerCount == 0)
    }

    @Test("A finger that already lifted is not ended again when an interruption cancels the others")
    func cancelAfterOneLifted() throws {
        let (device, view) = try launched()
        device.touchDown(at: CGPoint(x: 50, y: 50), finger: 0)
        device.touchDown(at: CGPoint(x: 90, y: 50), finger: 1)
        device.touchUp(finger: 0)
        device.simulateIncomingCall()
        #expect(view.callbacks == [.began, .began, .ended, .cancelled])
        #expect(view.calls.map(\.fingers) == [[0], [1], [0], [1]])
    }

    @Test("The home button during a touch cancels it; no touchesEnded follows")
    func homeCancels() throws {
        let (device, view) = try launched()
        device.touchDown(at: CGPoint(x: 50, y: 50))
        device.pressHome()
        device.touchUp()
        #expect(view.callbacks == [.began, .cancelled])
    }

    @Test("Hiding a window while a finger tracks in it cancels that touch; the finger's later input is dropped")
    func hiddenWindowCancels() throws {
        let (device, view) = try launched()
        let overlay = UIWindow(frame: CGRect(x: 0, y: 300, width: 320, height: 180))
        let inOverlay = TouchView("O", frame: overlay.bounds)
        overlay.addSubview(inOverlay)
        overlay.isHidden = false
        device.touchDown(at: CGPoint(x: 50, y: 50), finger: 0)
        device.touchDown(at: CGPoint(x: 50, y: 350), finger: 1)
        overlay.isHidden = true
        device.touchMove(to: CGPoint(x: 60, y: 360), finger: 1)
        device.touchUp(finger: 1)
        device.touchUp(finger: 0)
        #expect(inOverlay.callbacks == [.began, .cancelled])
        #expect(view.callbacks == [.began, .ended])
        #expect(device.trackedFingerCount == 0)
    }

    @Test("Fingers that never went down, lifts twice, and reused ids: ignored or new touches, never a crash")
    func malformedFingers() throws {
        let (device, view) = try launched()
        device.touchMove(to: CGPoint(x: 10, y: 10), finger: 7)
        device.touchUp(finger: 7, at: CGPoint(x: 10, y: 10))
        #expect(view.calls.isEmpty)
        device.touchDown(at: CGPoint(x: 50, y: 50))
        device.touchUp(at: CGPoint(x: 50, y: 50))
        device.touchUp(at: CGPoint(x: 50, y: 50))
        #expect(view.callbacks == [.began, .ended])
        device.advance(by: 1)
        device.touchDown(at: CGPoint(x: 60, y: 60))
        device.touchDown(at: CGPoint(x: 70, y: 70))
        device.touchUp(at: CGPoint(x: 60, y: 60))
        #expect(view.callbacks == [.began, .ended, .began, .ended])
        #expect(view.calls[0].touches.first !== view.calls[2].touches.first)
        #expect(view.calls[3].touches.first?.location(in: view) == CGPoint(x: 60, y: 60))
        #expect(device.trackedFingerCount == 0)
    }

    @Test("Non-finite locations: a down or move there is ignored; a lift there lifts the finger where it was")
    func nonFiniteLocations() throws {
        let (device, view) = try launched()
        let t = device.now
        let nan = CGFloat.nan
        device.inject([
            .touchDown(finger: 0, location: CGPoint(x: nan, y: 50), timestamp: t),
            .touchDown(finger: 1, location: CGPoint(x: 50, y: 50), timestamp: t),
            .touchMoved(finger: 1, location: CGPoint(x: 60, y: CGFloat.infinity), timestamp: t),
            .touchUp(finger: 1, location: CGPoint(x: nan, y: nan), timestamp: t),
            .touchUp(finger: 0, location: CGPoint(x: nan, y: 50), timestamp: t),
        ])
        #expect(view.callbacks == [.began, .ended])
        #expect(view.calls.last?.touches.first?.location(in: view) == CGPoint(x: 50, y: 50))
        #expect(device.trackedFingerCount == 0)
    }

    @Test("Input stamped earlier than input already delivered keeps its order; its time is clamped forward")
    func outOfOrderTimestamps() throws {
        let (device, view) = try launched()
        let t = device.now
        device.inject([.touchDown(finger: 0, location: CGPoint(x: 50, y: 50), timestamp: t)])
        device.inject([.touchMoved(finger: 0, location: CGPoint(x: 60, y: 50), timestamp: t - 1)])
        device.inject([.touchUp(finger: 0, location: CGPoint(x: 70, y: 50), timestamp: t - 2)])
        #expect(view.callbacks == [.began, .moved, .ended])
        #expect(view.calls.map { $0.timestamps[0] } == [t, t, t])
    }

    @Test("Ten fingers at once: ten touches in one event; all lift cleanly")
    func tenFingers() throws {
        let (device, view) = try launched()
        for finger in 0..<10 { device.touchDown(at: CGPoint(x: 20 + finger * 25, y: 100), finger: finger) }
        #expect(view.calls.count == 10)
        #expect(view.calls.last?.allTouchesCount == 10)
        #expect(Set(view.calls.map { $0.event.map { ObjectIdentifier($0) } }).count == 1)
        for finger in 0..<10 { device.touchUp(finger: finger) }
        #expect(view.calls.filter { $0.callback == .ended }.count == 10)
        #expect(device.trackedFingerCount == 0)
    }

    @Test("A 100,000-event flood is delivered completely and in order; bookkeeping and queue return to empty")
    func flood() throws {
        let (device, window, _) = try launchEventsDevice()
        let view = OrderCheckingView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.addSubview(view)
        let t = device.now
        var events: [HostEvent] = [.touchDown(finger: 0, location: CGPoint(x: 0, y: 10), timestamp: t)]
        let moves = 99_998
        for i in 1...moves {
            // x climbs by one point per move, wrapping at 300 (the order check allows the wrap).
            events.append(.touchMoved(finger: 0, location: CGPoint(x: CGFloat(i % 300), y: 10), timestamp: t))
        }
        events.append(.touchUp(finger: 0, location: CGPoint(x: 1, y: 10), timestamp: t))
        device.inject(events)
        #expect(view.began == 1)
        #expect(view.moved == moves)
        #expect(view.ended == 1)
        #expect(view.outOfOrder == moves / 300)
        #expect(!device.hasPendingInput)
        #expect(device.trackedFingerCount == 0)
    }
}
