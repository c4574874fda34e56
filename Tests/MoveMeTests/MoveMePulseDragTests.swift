// SPDX-License-Identifier: Apache-2.0

import MoveMeKit
import Testing
import TouchstoneTesting
import UIKit

/// The pulse on touch-down and the drag (`moveme-events-views.md` §4, behaviours 9–18).
@MainActor
@Suite("MoveMe pulse and drag")
struct MoveMePulseDragTests {
    static let p = CGPoint(x: 200, y: 250)

    @Test("MoveMe 9: touch-down on the placard sets the model scale to 1.2 at once; the centre stays put")
    func touchDownModel() throws {
        let f = try MoveMeFixture()
        f.device.touchDown(at: Self.p)
        #expect(f.placard.transform == CGAffineTransform(scaleX: 1.2, y: 1.2))
        #expect(f.placard.center == MoveMeFixture.center)
        #expect(near(f.shownScale, 1))
    }

    @Test("MoveMe 10: at t = 0.149 s the grow is still running: the scale on screen is between 1.0 and 1.2")
    func growInProgress() throws {
        let f = try MoveMeFixture()
        f.device.touchDown(at: Self.p)
        f.device.advance(by: 0.149)
        #expect(f.shownScale > 1.0 && f.shownScale < 1.2)
        #expect(f.placard.transform == CGAffineTransform(scaleX: 1.2, y: 1.2))
    }

    @Test("MoveMe 11 / issue: at t = 0.15 s the scale on screen is 1.2; the model is scale 1.1 at the touch point")
    func growDone() throws {
        let f = try MoveMeFixture()
        f.device.touchDown(at: Self.p)
        f.device.advance(by: 0.15)
        #expect(near(f.shownScale, 1.2))
        #expect(f.placard.transform == CGAffineTransform(scaleX: 1.1, y: 1.1))
        #expect(f.placard.center == Self.p)
    }

    @Test("MoveMe 12: at t = 0.30 s the placard shows scale 1.1, centred under the finger")
    func pulseDone() throws {
        let f = try MoveMeFixture()
        f.device.touchDown(at: Self.p)
        f.device.advance(by: 0.15)
        #expect(near(f.shownCenter, MoveMeFixture.center, 0.5))
        f.device.advance(by: 0.075)
        #expect(f.shownScale > 1.1 && f.shownScale < 1.2)
        #expect(f.shownCenter.x > 160 && f.shownCenter.x < 200)
        f.device.advance(by: 0.075)
        #expect(near(f.shownScale, 1.1))
        #expect(near(f.shownCenter, Self.p))
    }

    @Test("MoveMe 13: held still for 1 s, the placard stays at 1.1 under the finger and does not snap back")
    func holdStill() throws {
        let f = try MoveMeFixture()
        f.device.touchDown(at: Self.p)
        f.device.advance(by: 1)
        #expect(near(f.shownScale, 1.1) && near(f.shownCenter, Self.p))
        #expect(f.snapBack == nil && f.moveMeView.isUserInteractionEnabled)
    }

    /// The spec says each touch-down of the double tap pulses (the handler checks no tap count inside the
    /// placard). It does for the first; the first release starts the snap-back, which disables interaction, so
    /// the second tap never reaches MoveMeView (behaviour 26), on the iPhone as here.
    @Test("MoveMe 14: a double tap inside the placard pulses and keeps the greeting")
    func doubleTapInside() throws {
        let f = try MoveMeFixture()
        let greeting = f.placard.currentDisplayString
        f.device.touchDown(at: Self.p)
        #expect(f.placard.transform.a == 1.2)
        f.device.advance(by: 0.05)
        f.device.touchUp(at: Self.p)
        #expect(!f.moveMeView.isUserInteractionEnabled)
        f.device.advance(by: 0.1)
        f.device.touchDown(at: Self.p)
        #expect(f.placard.transform == .identity)
        f.device.advance(by: 0.05)
        f.device.touchUp(at: Self.p)
        f.device.advance(by: 2.5)
        #expect(f.placard.currentDisplayString == greeting)
        #expect(f.placard.center == MoveMeFixture.center && f.placard.transform == .identity)
    }

    @Test("MoveMe 15: after the pulse, a move puts the placard's centre on the finger at once, still at 1.1")
    func followFinger() throws {
        let f = try MoveMeFixture()
        f.grabPlacard(at: Self.p)
        let q = CGPoint(x: 100, y: 400)
        f.device.touchMove(to: q)
        #expect(f.placard.center == q)
        #expect(f.placard.transform == CGAffineTransform(scaleX: 1.1, y: 1.1))
        f.device.advance(by: 1.0 / 60)
        #expect(near(f.shownCenter, q) && near(f.shownScale, 1.1))
    }

    @Test("Issue: during a drag the placard's centre equals the finger, frame after frame")
    func dragFollows() throws {
        let f = try MoveMeFixture()
        f.grabPlacard()
        for i in 1...30 {
            let finger = CGPoint(x: 160 + CGFloat(i) * 3, y: 240 - CGFloat(i) * 5)
            f.device.touchMove(to: finger)
            f.device.advance(by: 1.0 / 60)
            #expect(f.placard.center == finger)
            #expect(near(f.shownCenter, finger))
        }
    }

    @Test("MoveMe 16: the placard follows a finger that has left its old frame")
    func followOutside() throws {
        let f = try MoveMeFixture()
        f.grabPlacard()
        let far = CGPoint(x: 20, y: 30)
        #expect(!f.placard.frame.contains(far))
        f.device.touchMove(to: far)
        #expect(f.placard.center == far)
    }

    @Test("MoveMe 17: a touch that begins on the background and moves over the placard does not move it")
    func backgroundTouchDoesNotDrag() throws {
        let f = try MoveMeFixture()
        f.device.touchDown(at: CGPoint(x: 160, y: 100))
        f.device.advance(by: 0.1)
        f.device.touchMove(to: MoveMeFixture.center)
        f.device.advance(by: 0.1)
        f.device.touchMove(to: CGPoint(x: 100, y: 260))
        f.device.advance(by: 0.1)
        #expect(f.placard.center == MoveMeFixture.center && f.placard.transform == .identity)
    }

    @Test("MoveMe 18: in touchesMoved the touch's location is the new point and its previous location the old")
    func previousLocation() throws {
        let f = try MoveMeFixture()
        let log = MoveLog()
        let probe = MoveRecordingView(frame: f.moveMeView.bounds)
        probe.log = log
        f.moveMeView.addSubview(probe)
        let p1 = CGPoint(x: 50, y: 60), p2 = CGPoint(x: 70, y: 95)
        f.device.touchDown(at: p1)
        f.device.advance(by: 1.0 / 60)
        f.device.touchMove(to: p2)
        #expect(log.moves.count == 1)
        #expect(log.moves.first?.0 == p2 && log.moves.first?.1 == p1)
    }
}

/// The locations seen in `touchesMoved`.
@MainActor
final class MoveLog {
    var moves: [(CGPoint, CGPoint)] = []
}

/// Records `touch.location(in: superview)` and `previousLocation(in: superview)` for each move.
final class MoveRecordingView: UIView {
    var log: MoveLog?

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first else { return }
        log?.moves.append((touch.location(in: superview), touch.previousLocation(in: superview)))
    }
}
