// SPDX-License-Identifier: Apache-2.0

import Testing
import TouchstoneTesting
@testable import UIKit

/// A delegate whose answers the test sets.
final class ScriptedDelegate: UIGestureRecognizerDelegate {
    var shouldBegin = true
    var shouldReceive = true
    var asked: [String] = []
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        asked.append("shouldBegin")
        return shouldBegin
    }
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        asked.append("shouldReceive")
        return shouldReceive
    }
}

/// A view that declines every recognizer (as UISlider declines a scroll view's pan).
final class DecliningView: UIView {
    override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { false }
}

@MainActor
@Suite("Gesture recognizer delivery and arbitration")
struct GestureDeliveryTests {
    @Test("A recognized pan cancels the view's touches: touchesCancelled, then nothing more")
    func cancelsTouchesInView() throws {
        let (device, scene) = try launchGestureScene()
        scene.child.addGestureRecognizer(UIPanGestureRecognizer())

        device.drag(from: pt(100, 100), to: pt(160, 100), duration: 0.2)

        #expect(scene.child.log == ["began", "moved", "moved", "cancelled"])
    }

    @Test("delaysTouchesBegan holds touchesBegan until the recognizer fails, then delivers it with the move")
    func delaysTouchesBeganOnFailure() throws {
        let (device, scene) = try launchGestureScene()
        let tap = UITapGestureRecognizer()
        tap.delaysTouchesBegan = true
        scene.child.addGestureRecognizer(tap)

        device.touchDown(at: pt(100, 100))
        #expect(scene.child.log == [])
        device.touchMove(to: pt(105, 100))
        #expect(scene.child.log == [])
        device.touchMove(to: pt(120, 100))  // the tap fails
        #expect(scene.child.log == ["began", "moved"])
        device.touchUp()

        #expect(scene.child.log == ["began", "moved", "ended"])
    }

    @Test("delaysTouchesBegan drops the held touches when the recognizer recognizes")
    func delaysTouchesBeganOnRecognition() throws {
        let (device, scene) = try launchGestureScene()
        let tap = UITapGestureRecognizer()
        tap.delaysTouchesBegan = true
        let log = ActionLog(tap)
        scene.child.addGestureRecognizer(tap)

        device.tap(at: pt(100, 100))

        #expect(log.count == 1)
        #expect(scene.child.log == [])
    }

    @Test("delaysTouchesEnded holds touchesEnded while a double tap is undecided, and delivers it when it fails")
    func delaysTouchesEnded() throws {
        let (device, scene) = try launchGestureScene()
        let double = UITapGestureRecognizer()
        double.numberOfTapsRequired = 2
        scene.child.addGestureRecognizer(double)

        device.tap(at: pt(100, 100))
        #expect(scene.child.log == ["began"])
        device.advance(by: 0.4)
        #expect(scene.child.log == ["began", "ended"])

        double.delaysTouchesEnded = false
        device.tap(at: pt(100, 100))
        #expect(scene.child.log == ["began", "ended", "began", "ended"])
    }

    @Test("A delegate that declines shouldBegin makes the pan fail; the view keeps its touches")
    func delegateVetoesBegin() throws {
        let (device, scene) = try launchGestureScene()
        let pan = UIPanGestureRecognizer()
        let delegate = ScriptedDelegate()
        delegate.shouldBegin = false
        pan.delegate = delegate
        let log = ActionLog(pan)
        scene.child.addGestureRecognizer(pan)

        device.drag(from: pt(100, 100), to: pt(160, 100), duration: 0.1)

        #expect(log.count == 0)
        #expect(delegate.asked == ["shouldReceive", "shouldBegin"])
        #expect(scene.child.log == ["began", "moved", "moved", "moved", "moved", "moved", "moved", "ended"])
    }

    @Test("A delegate that declines a touch keeps it from the recognizer and from the touch's recognizer list")
    func delegateVetoesTouch() throws {
        let (device, scene) = try launchGestureScene()
        let tap = UITapGestureRecognizer()
        let delegate = ScriptedDelegate()
        delegate.shouldReceive = false
        tap.delegate = delegate
        let log = ActionLog(tap)
        scene.child.addGestureRecognizer(tap)
        let watcher = TouchWatcher()
        scene.child.addGestureRecognizer(watcher)

        device.tap(at: pt(100, 100))

        #expect(log.count == 0)
        #expect(watcher.seen.count == 1)
        #expect(watcher.seen[0].map { $0 === watcher } == [true])
        #expect(scene.child.log == ["began", "ended"])
    }

    @Test("A view's gestureRecognizerShouldBegin can stop an ancestor's recognizer")
    func viewVetoesAncestor() throws {
        let (device, scene) = try launchGestureScene()
        let decliner = DecliningView(frame: CGRect(x: 0, y: 300, width: 100, height: 50))
        scene.parent.addSubview(decliner)
        let pan = UIPanGestureRecognizer()
        let log = ActionLog(pan)
        scene.parent.addGestureRecognizer(pan)

        device.drag(from: pt(50, 360), to: pt(90, 360), duration: 0.1)
        #expect(log.count == 0)
        device.drag(from: pt(250, 360), to: pt(290, 360), duration: 0.1)

        #expect(log.states.first == .began)
        #expect(log.states.last == .ended)
    }

    @Test("A recognizer on a superview gets the touches of its subview, in its own coordinates")
    func superviewRecognizer() throws {
        let (device, scene) = try launchGestureScene()
        let tap = UITapGestureRecognizer()
        var location = CGPoint.zero
        tap.addTarget(nil) { location = $0.location(in: scene.parent) }
        scene.parent.addGestureRecognizer(tap)

        device.tap(at: pt(100, 100))

        #expect(location == pt(100, 60))
        #expect(scene.child.log == ["began", "cancelled"])
        #expect(scene.parent.log == [])
    }

    @Test("A touch lists the hit view's recognizers before its ancestors'; the event gives each its touches")
    func touchRecognizerOrder() throws {
        let (device, scene) = try launchGestureScene()
        let outer = TouchWatcher()
        let inner = TouchWatcher()
        let windowWatcher = TouchWatcher()
        scene.parent.addGestureRecognizer(outer)
        scene.child.addGestureRecognizer(inner)
        scene.window?.addGestureRecognizer(windowWatcher)

        device.touchDown(at: pt(100, 100))

        #expect(inner.seen[0].map { $0 === inner } == [true, false, false])
        #expect(inner.seen[0].map { $0 === outer } == [false, true, false])
        #expect(inner.seen[0].map { $0 === windowWatcher } == [false, false, true])
        #expect(inner.eventTouches == [1])
        device.touchUp()
        #expect(UIEvent(type: .motion, timestamp: 0).touches(for: inner) == nil)
    }

    @Test("Only the hit view's pan recognizes by default; a delegate lets the superview's pan recognize too")
    func exclusiveThenSimultaneous() throws {
        let (device, scene) = try launchGestureScene()
        let inner = UIPanGestureRecognizer()
        let outer = UIPanGestureRecognizer()
        let inners = ActionLog(inner)
        let outers = ActionLog(outer)
        scene.child.addGestureRecognizer(inner)
        scene.parent.addGestureRecognizer(outer)

        device.drag(from: pt(100, 100), to: pt(140, 100), duration: 0.05)
        #expect(inners.states == [.began, .changed, .changed, .ended])
        #expect(outers.count == 0)

        let both = Simultaneous()
        outer.delegate = both
        device.advance(by: 1)
        device.drag(from: pt(100, 100), to: pt(140, 100), duration: 0.05)
        #expect(inners.count == 8)
        #expect(outers.states == [.began, .changed, .changed, .ended])
    }

    @Test("canPrevent returning false lets a sibling recognizer recognize alongside")
    func canPreventOverride() throws {
        let (device, scene) = try launchGestureScene()
        let polite = PolitePan()
        let other = UIPanGestureRecognizer()
        let polites = ActionLog(polite)
        let others = ActionLog(other)
        scene.child.addGestureRecognizer(polite)
        scene.child.addGestureRecognizer(other)

        device.drag(from: pt(100, 100), to: pt(140, 100), duration: 0.05)

        #expect(polites.states == [.began, .changed, .changed, .ended])
        #expect(others.states == [.began, .changed, .changed, .ended])
    }

    @Test("A disabled recognizer gets no touches; disabling a pan in progress cancels it")
    func disabledRecognizer() throws {
        let (device, scene) = try launchGestureScene()
        let pan = UIPanGestureRecognizer()
        let log = ActionLog(pan)
        scene.child.addGestureRecognizer(pan)
        pan.isEnabled = false

        device.drag(from: pt(100, 100), to: pt(140, 100), duration: 0.05)
        #expect(log.count == 0)
        #expect(scene.child.log == ["began", "moved", "moved", "moved", "ended"])

        pan.isEnabled = true
        device.touchDown(at: pt(100, 100))
        device.touchMove(to: pt(130, 100))
        pan.isEnabled = false
        device.touchMove(to: pt(140, 100))
        device.touchUp()
        #expect(log.states == [.began, .cancelled])
        #expect(pan.state == .possible)
    }

    @Test("Removing a recognizer mid-gesture cancels it; an interruption cancels a pan in progress")
    func removalAndInterruption() throws {
        let (device, scene) = try launchGestureScene()
        let pan = UIPanGestureRecognizer()
        let log = ActionLog(pan)
        scene.child.addGestureRecognizer(pan)

        device.touchDown(at: pt(100, 100))
        device.touchMove(to: pt(130, 100))
        scene.child.removeGestureRecognizer(pan)
        device.touchUp()
        #expect(log.states == [.began, .cancelled])
        #expect(pan.view == nil)
        #expect(scene.child.gestureRecognizers == nil)

        scene.child.gestureRecognizers = [pan]
        #expect(pan.view === scene.child)
        device.touchDown(at: pt(100, 100))
        device.touchMove(to: pt(130, 100))
        device.simulateIncomingCall()
        #expect(log.states == [.began, .cancelled, .began, .cancelled])
        #expect(pan.state == .possible)
    }
}

/// A recognizer that records the recognizers of each touch it receives, and fails when the touches lift.
final class TouchWatcher: UIGestureRecognizer {
    var seen: [[UIGestureRecognizer]] = []
    var eventTouches: [Int] = []
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        for touch in touches { seen.append(touch.gestureRecognizers ?? []) }
        eventTouches.append(event.touches(for: self)?.count ?? -1)
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) { state = .failed }
}

/// A pan that never prevents other recognizers.
final class PolitePan: UIPanGestureRecognizer {
    override func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { false }
    override func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool { false }
}
