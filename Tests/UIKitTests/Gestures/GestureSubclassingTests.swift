// SPDX-License-Identifier: Apache-2.0

import Testing
import TouchstoneTesting
@testable import UIKit

/// A discrete recognizer for "two fingers down at once", written against the subclass hooks.
final class TwoFingerTouch: UIGestureRecognizer {
    var resets = 0
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if numberOfTouches == 2 { state = .recognized }
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .possible { state = .failed }
    }
    override func reset() {
        super.reset()
        resets += 1
    }
}

/// A delegate that makes its recognizer wait for any tap recognizer that needs two taps.
final class WaitsForDoubleTap: UIGestureRecognizerDelegate {
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        (otherGestureRecognizer as? UITapGestureRecognizer)?.numberOfTapsRequired == 2
    }
}

/// A recognizer that ignores every touch but the first finger, and logs what it gets.
final class FirstFingerOnly: UIGestureRecognizer {
    var log: [String] = []
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        for touch in touches where touch.finger != 0 { ignore(touch, for: event) }
        log.append("began \(touches.count)")
    }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) { log.append("moved \(touches.count)") }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        log.append("ended \(touches.count)")
        state = .failed
    }
}

@MainActor
@Suite("Gesture recognizer subclassing and actions")
struct GestureSubclassingTests {
    @Test("A subclass sets state from its touch hooks; reset runs once per gesture")
    func customSubclass() throws {
        let (device, scene) = try launchGestureScene()
        let custom = TwoFingerTouch()
        let log = ActionLog(custom)
        scene.child.addGestureRecognizer(custom)

        device.touchDown(at: pt(100, 100), finger: 0)
        device.touchDown(at: pt(120, 100), finger: 1)
        #expect(custom.state == .ended)
        device.touchUp(finger: 0)
        device.touchUp(finger: 1)
        device.tap(at: pt(100, 100))

        #expect(log.states == [.recognized])
        #expect(custom.resets == 2)
    }

    @Test("An ignored touch leaves the recognizer and the touch's recognizer list; the view still gets it")
    func ignoredTouch() throws {
        let (device, scene) = try launchGestureScene()
        let first = FirstFingerOnly()
        let watcher = TouchWatcher()
        scene.child.addGestureRecognizer(first)
        scene.child.addGestureRecognizer(watcher)

        device.touchDown(at: pt(100, 100), finger: 0)
        device.touchDown(at: pt(140, 100), finger: 1)
        device.touchMove(to: pt(150, 100), finger: 1)
        device.touchMove(to: pt(110, 100), finger: 0)
        #expect(first.numberOfTouches == 1)
        #expect(watcher.seen[1].map { $0 === watcher } == [true])
        device.touchUp(finger: 1)
        device.touchUp(finger: 0)

        #expect(first.log == ["began 1", "began 1", "moved 1", "ended 1"])
        #expect(scene.child.log == ["began", "began", "moved", "moved", "ended", "ended"])
    }

    @Test("Illegal transitions are ignored; a recognizer outside any window runs its actions directly")
    func illegalTransitions() {
        let r = UIGestureRecognizer()
        var calls = 0
        r.addTarget(nil) { _ in calls += 1 }

        r.state = .changed  // not out of .possible
        #expect(r.state == .possible)
        r.state = .began
        r.state = .changed
        r.state = .failed  // not out of .changed
        #expect(r.state == .changed)
        r.state = .ended

        #expect(r.state == .ended)
        #expect(calls == 3)
    }

    @Test("Actions: init(handler:), several targets, and removeTarget by owner or all")
    func actions() throws {
        let (device, scene) = try launchGestureScene()
        var log: [String] = []
        let owner = NSObject()
        let tap = UITapGestureRecognizer { _ in log.append("handler") }
        tap.addTarget(owner) { _ in log.append("owner") }
        scene.child.addGestureRecognizer(tap)

        device.tap(at: pt(100, 100))
        tap.removeTarget(owner)
        device.advance(by: 1)
        device.tap(at: pt(100, 100))
        tap.removeTarget(nil)
        device.advance(by: 1)
        device.tap(at: pt(100, 100))

        #expect(log == ["handler", "owner", "handler"])
    }

    @Test("A delegate's shouldRequireFailureOf works like require(toFail:)")
    func delegateRequiresFailure() throws {
        let (device, scene) = try launchGestureScene()
        let single = UITapGestureRecognizer()
        let double = UITapGestureRecognizer()
        double.numberOfTapsRequired = 2
        let waits = WaitsForDoubleTap()
        single.delegate = waits
        let singles = ActionLog(single)
        scene.child.addGestureRecognizer(single)
        scene.child.addGestureRecognizer(double)

        device.tap(at: pt(100, 100))
        #expect(singles.count == 0)
        device.advance(by: 0.4)

        #expect(singles.count == 1)
    }

    @Test("A touch elsewhere fails a double tap still waiting for its second tap, releasing the held end")
    func newSequenceFailsWaitingRecognizer() throws {
        let (device, scene) = try launchGestureScene()
        let double = UITapGestureRecognizer()
        double.numberOfTapsRequired = 2
        scene.child.addGestureRecognizer(double)

        device.tap(at: pt(100, 100))
        device.advance(by: 0.1)
        #expect(scene.child.log == ["began"])
        device.touchDown(at: pt(300, 400))

        #expect(double.state == .possible)  // failed and reset
        #expect(scene.child.log == ["began", "ended"])
        #expect(scene.parent.log == ["began"])
    }

    @Test("Bad input: a touch index out of range gives .zero; a recognizer cannot require itself to fail")
    func badInput() throws {
        let (device, scene) = try launchGestureScene()
        let tap = UITapGestureRecognizer()
        tap.require(toFail: tap)
        var points: [CGPoint] = []
        tap.addTarget(nil) { r in
            points = [r.location(ofTouch: 0, in: scene.child), r.location(ofTouch: 1, in: scene.child),
                      r.location(ofTouch: -1, in: nil)]
        }
        scene.child.addGestureRecognizer(tap)

        device.tap(at: pt(100, 100))

        #expect(points == [pt(80, 40), .zero, .zero])
        #expect(tap.location(in: nil) == .zero)  // reset: no touches
    }

    @Test("Moving a recognizer to another view detaches it from the first; pan translation follows a scaled view")
    func reattachAndScaledTranslation() throws {
        let (device, scene) = try launchGestureScene()
        let pan = UIPanGestureRecognizer()
        var translations: [CGPoint] = []
        pan.addTarget(nil) { translations.append(($0 as! UIPanGestureRecognizer).translation(in: scene.child)) }
        scene.parent.addGestureRecognizer(pan)
        scene.child.addGestureRecognizer(pan)
        scene.child.transform = CGAffineTransform(scaleX: 2, y: 2)

        device.touchDown(at: pt(120, 160))
        device.touchMove(to: pt(140, 160))
        device.touchUp()

        #expect(scene.parent.gestureRecognizers == nil)
        #expect(scene.child.gestureRecognizers?.count == 1)
        #expect(translations == [pt(10, 0), pt(10, 0)])
    }
}
