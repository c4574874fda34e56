// SPDX-License-Identifier: Apache-2.0

import Testing
import TouchstoneTesting
@testable import UIKit

@MainActor
@Suite("Tap and long-press gesture recognizers")
struct TapAndLongPressTests {
    @Test("A tap recognizes once as the finger lifts, cancels the view's touch and resets to possible")
    func singleTap() throws {
        let (device, scene) = try launchGestureScene()
        let tap = UITapGestureRecognizer()
        let log = ActionLog(tap)
        var location = CGPoint.zero
        tap.addTarget(nil) { location = $0.location(in: scene.child) }
        scene.child.addGestureRecognizer(tap)

        device.touchDown(at: pt(100, 100))
        device.advance(by: 0.05)
        #expect(log.count == 0)
        device.touchUp()

        #expect(log.states == [.ended])
        #expect(location == pt(80, 40))
        #expect(scene.child.log == ["began", "cancelled"])
        #expect(tap.state == .possible)
    }

    @Test("With cancelsTouchesInView off, the view gets the whole tap as well")
    func tapWithoutCancelling() throws {
        let (device, scene) = try launchGestureScene()
        let tap = UITapGestureRecognizer()
        tap.cancelsTouchesInView = false
        let log = ActionLog(tap)
        scene.child.addGestureRecognizer(tap)

        device.tap(at: pt(100, 100))

        #expect(log.states == [.ended])
        #expect(scene.child.log == ["began", "ended"])
    }

    @Test("A tap fails when the finger moves more than 10 points; the view then gets every phase")
    func tapFailsOnMovement() throws {
        let (device, scene) = try launchGestureScene()
        let tap = UITapGestureRecognizer()
        let log = ActionLog(tap)
        scene.child.addGestureRecognizer(tap)

        device.touchDown(at: pt(100, 100))
        device.touchMove(to: pt(110, 100))
        #expect(tap.state == .possible)
        device.touchMove(to: pt(110.1, 100))
        #expect(tap.state == .failed)
        device.touchUp()

        #expect(log.count == 0)
        #expect(scene.child.log == ["began", "moved", "moved", "ended"])
        #expect(tap.state == .possible)
    }

    @Test("A single tap that requires a double tap to fail fires only after the multi-tap interval")
    func singleWaitsForDouble() throws {
        let (device, scene) = try launchGestureScene()
        let single = UITapGestureRecognizer()
        let double = UITapGestureRecognizer()
        double.numberOfTapsRequired = 2
        single.require(toFail: double)
        let singles = ActionLog(single)
        let doubles = ActionLog(double)
        scene.child.addGestureRecognizer(single)
        scene.child.addGestureRecognizer(double)

        device.tap(at: pt(100, 100))  // lifts at 0.05 s; the double tap gives up at 0.40 s
        device.advance(by: 0.34)
        #expect(singles.count == 0)
        #expect(single.state == .possible)
        #expect(scene.child.log == ["began"])
        device.advance(by: 0.02)

        #expect(singles.states == [.ended])
        #expect(doubles.count == 0)
        #expect(scene.child.log == ["began", "cancelled"])
    }

    @Test("A double tap fires the double-tap recognizer once and never the single tap that requires it to fail")
    func doubleTapWins() throws {
        let (device, scene) = try launchGestureScene()
        let single = UITapGestureRecognizer()
        let double = UITapGestureRecognizer()
        double.numberOfTapsRequired = 2
        single.require(toFail: double)
        let singles = ActionLog(single)
        let doubles = ActionLog(double)
        scene.child.addGestureRecognizer(single)
        scene.child.addGestureRecognizer(double)

        device.tap(at: pt(100, 100), count: 2)
        device.advance(by: 1)

        #expect(doubles.states == [.ended])
        #expect(singles.count == 0)
        // The first tap's end was held for the undecided double tap, then cancelled with the second tap's touch.
        #expect(scene.child.log == ["began", "began", "cancelled"])
    }

    @Test("Two taps too far apart are not a double tap")
    func doubleTapDistance() throws {
        let (device, scene) = try launchGestureScene()
        let double = UITapGestureRecognizer()
        double.numberOfTapsRequired = 2
        let log = ActionLog(double)
        scene.child.addGestureRecognizer(double)

        device.tap(at: pt(30, 70))
        device.advance(by: 0.1)
        device.tap(at: pt(200, 250))
        device.advance(by: 1)

        #expect(log.count == 0)
    }

    @Test("A two-finger tap needs both fingers; one finger fails")
    func twoFingerTap() throws {
        let (device, scene) = try launchGestureScene()
        let tap = UITapGestureRecognizer()
        tap.numberOfTouchesRequired = 2
        let log = ActionLog(tap)
        var location = CGPoint.zero
        tap.addTarget(nil) { location = $0.location(in: nil) }
        scene.child.addGestureRecognizer(tap)

        device.tap(at: pt(100, 100))
        #expect(log.count == 0)
        device.advance(by: 1)
        device.touchDown(at: pt(100, 100), finger: 0)
        device.touchDown(at: pt(140, 100), finger: 1)
        device.advance(by: 0.05)
        device.touchUp(finger: 0)
        #expect(log.count == 0)
        #expect(tap.numberOfTouches == 2)
        device.touchUp(finger: 1)

        #expect(log.states == [.ended])
        #expect(location == pt(120, 100))
    }

    @Test("A long press begins at exactly 0.5 s, not at 0.49 s, then reports changes and ends on lift")
    func longPressTiming() throws {
        let (device, scene) = try launchGestureScene()
        let press = UILongPressGestureRecognizer()
        let log = ActionLog(press)
        var locations: [CGPoint] = []
        press.addTarget(nil) { locations.append($0.location(in: nil)) }
        scene.child.addGestureRecognizer(press)

        device.touchDown(at: pt(100, 100))
        device.advance(by: 0.49)
        #expect(log.count == 0)
        #expect(scene.child.log == ["began"])
        device.advance(by: 0.01)
        #expect(log.states == [.began])
        #expect(scene.child.log == ["began", "cancelled"])
        device.touchMove(to: pt(150, 100))
        device.touchUp()

        #expect(log.states == [.began, .changed, .ended])
        #expect(locations == [pt(100, 100), pt(150, 100), pt(150, 100)])
        #expect(scene.child.log == ["began", "cancelled"])
    }

    @Test("A long press fails after 10.1 points of movement but tolerates 10")
    func longPressMovement() throws {
        let (device, scene) = try launchGestureScene()
        let press = UILongPressGestureRecognizer()
        let log = ActionLog(press)
        scene.child.addGestureRecognizer(press)

        device.touchDown(at: pt(100, 100))
        device.touchMove(to: pt(100, 110))
        device.advance(by: 0.6)
        #expect(log.states == [.began])
        device.touchUp()
        device.advance(by: 1)

        device.touchDown(at: pt(100, 100))
        device.touchMove(to: pt(100, 110.1))
        #expect(press.state == .failed)
        device.advance(by: 0.6)
        device.touchUp()

        #expect(log.states == [.began, .ended])
    }

    @Test("Lifting before 0.5 s fails the long press and the view gets its touch normally")
    func longPressLiftedEarly() throws {
        let (device, scene) = try launchGestureScene()
        let press = UILongPressGestureRecognizer()
        let log = ActionLog(press)
        scene.child.addGestureRecognizer(press)

        device.tap(at: pt(100, 100))
        device.advance(by: 1)

        #expect(log.count == 0)
        #expect(scene.child.log == ["began", "ended"])
    }

    @Test("A long press that needs one tap first begins 0.5 s into the second touch")
    func longPressAfterTap() throws {
        let (device, scene) = try launchGestureScene()
        let press = UILongPressGestureRecognizer()
        press.numberOfTapsRequired = 1
        let log = ActionLog(press)
        scene.child.addGestureRecognizer(press)

        device.tap(at: pt(100, 100))
        device.advance(by: 0.1)
        device.touchDown(at: pt(100, 100))
        device.advance(by: 0.49)
        #expect(log.count == 0)
        device.advance(by: 0.01)

        #expect(log.states == [.began])
    }
}
