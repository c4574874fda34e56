// SPDX-License-Identifier: Apache-2.0

import Testing
import TouchstoneTesting
@testable import UIKit

@MainActor
@Suite("Pan, swipe, pinch and rotation gesture recognizers")
struct ContinuousGestureTests {
    @Test("A pan begins only past 10 points of movement, with the slop in its translation")
    func panSlop() throws {
        let (device, scene) = try launchGestureScene()
        let pan = UIPanGestureRecognizer()
        let log = ActionLog(pan)
        var translations: [CGPoint] = []
        pan.addTarget(nil) { translations.append(($0 as! UIPanGestureRecognizer).translation(in: scene.child)) }
        scene.child.addGestureRecognizer(pan)

        device.touchDown(at: pt(100, 100))
        device.touchMove(to: pt(106, 108))  // exactly 10 points away
        #expect(log.count == 0)
        device.touchMove(to: pt(110.5, 100))
        device.touchMove(to: pt(130, 90))
        device.touchUp()

        #expect(log.states == [.began, .changed, .ended])
        #expect(translations == [pt(10.5, 0), pt(30, -10), pt(30, -10)])
        #expect(scene.child.log == ["began", "moved", "cancelled"])
        #expect(pan.state == .possible)
    }

    @Test("Pan velocity is points per second over recent samples; setTranslation rebases the translation")
    func panVelocityAndRebase() throws {
        let (device, scene) = try launchGestureScene()
        let pan = UIPanGestureRecognizer()
        var velocities: [CGPoint] = []
        var increments: [CGPoint] = []
        pan.addTarget(nil) { r in
            let pan = r as! UIPanGestureRecognizer
            velocities.append(pan.velocity(in: nil))
            increments.append(pan.translation(in: nil))
            pan.setTranslation(.zero, in: nil)
        }
        scene.child.addGestureRecognizer(pan)

        device.touchDown(at: pt(100, 100))
        for i in 1...12 {  // 3 points right and 1 down per 1/60 s frame: 180 and 60 points per second
            device.advance(by: 1.0 / 60)
            device.touchMove(to: pt(100 + 3 * CGFloat(i), 100 + CGFloat(i)))
        }
        device.touchUp()

        #expect(velocities.count == 10)  // began at the 4th move (12.6 points from the start), 8 changes, ended
        #expect(velocities.allSatisfy { close($0.x, 180) && close($0.y, 60) })
        #expect(increments[0] == pt(12, 4))
        #expect(increments[1...8].allSatisfy { $0 == pt(3, 1) })
        #expect(increments[9] == .zero)
    }

    @Test("A two-finger pan follows the centroid, and a finger lifting does not make the translation jump")
    func panCentroid() throws {
        let (device, scene) = try launchGestureScene()
        let pan = UIPanGestureRecognizer()
        let log = ActionLog(pan)
        var translations: [CGPoint] = []
        pan.addTarget(nil) { translations.append(($0 as! UIPanGestureRecognizer).translation(in: nil)) }
        scene.child.addGestureRecognizer(pan)

        device.touchDown(at: pt(100, 100), finger: 0)
        device.touchDown(at: pt(140, 100), finger: 1)
        device.touchMove(to: pt(120, 100), finger: 0)  // centroid 10 points on: not yet
        device.touchMove(to: pt(160, 100), finger: 1)  // 20 points
        device.touchUp(finger: 0)
        device.touchMove(to: pt(170, 100), finger: 1)
        device.touchUp(finger: 1)

        #expect(log.states == [.began, .changed, .ended])
        #expect(translations == [pt(20, 0), pt(30, 0), pt(30, 0)])
    }

    @Test("A pan that allows one finger fails when a second finger comes down first")
    func panMaximumTouches() throws {
        let (device, scene) = try launchGestureScene()
        let pan = UIPanGestureRecognizer()
        pan.maximumNumberOfTouches = 1
        let log = ActionLog(pan)
        scene.child.addGestureRecognizer(pan)

        device.touchDown(at: pt(100, 100), finger: 0)
        device.touchDown(at: pt(150, 100), finger: 1)
        device.touchMove(to: pt(100, 150), finger: 0)
        device.touchUp(finger: 0)
        device.touchUp(finger: 1)

        #expect(pan.state == .possible)
        #expect(log.count == 0)
    }

    @Test("Swipe thresholds follow the guide's example: at least 12 points along, at most 4 across")
    func swipeThresholds() throws {
        let (device, scene) = try launchGestureScene()
        let right = UISwipeGestureRecognizer()
        let left = UISwipeGestureRecognizer()
        left.direction = .left
        let rights = ActionLog(right)
        let lefts = ActionLog(left)
        scene.child.addGestureRecognizer(right)
        scene.child.addGestureRecognizer(left)
        func stroke(to end: CGPoint) {
            device.touchDown(at: pt(100, 100))
            device.touchMove(to: end)
            device.touchUp()
            device.advance(by: 1)
        }

        stroke(to: pt(113, 102))
        #expect(rights.states == [.ended])
        stroke(to: pt(87, 103))
        #expect(lefts.states == [.ended])
        stroke(to: pt(113, 105))  // 5 points across
        stroke(to: pt(111, 100))  // 11 points along

        #expect(rights.count == 1)
        #expect(lefts.count == 1)
    }

    @Test("A swipe recognizes while the finger is still down; a vertical swipe needs an up or down direction")
    func swipeVertical() throws {
        let (device, scene) = try launchGestureScene()
        let swipe = UISwipeGestureRecognizer()
        swipe.direction = [.up, .down]
        let log = ActionLog(swipe)
        scene.child.addGestureRecognizer(swipe)

        device.touchDown(at: pt(100, 100))
        device.touchMove(to: pt(103, 88))
        #expect(log.states == [.ended])
        #expect(swipe.state == .ended)
        device.touchUp()
        #expect(swipe.state == .possible)
        device.advance(by: 1)
        device.touchDown(at: pt(100, 100))
        device.touchMove(to: pt(120, 100))
        #expect(swipe.state == .failed)
        device.touchUp()

        #expect(log.count == 1)
    }

    @Test("Pinch scale is the distance between two fingers over the starting distance; velocity per second")
    func pinchScale() throws {
        let (device, scene) = try launchGestureScene()
        let pinch = UIPinchGestureRecognizer()
        let log = ActionLog(pinch)
        var scales: [CGFloat] = []
        var velocities: [CGFloat] = []
        pinch.addTarget(nil) { r in
            scales.append((r as! UIPinchGestureRecognizer).scale)
            velocities.append((r as! UIPinchGestureRecognizer).velocity)
        }
        scene.child.addGestureRecognizer(pinch)

        device.touchDown(at: pt(60, 150), finger: 0)
        device.touchDown(at: pt(160, 150), finger: 1)
        device.touchMove(to: pt(55, 150), finger: 0)  // 105 apart: within the 8-point slop
        #expect(log.count == 0)
        device.advance(by: 0.1)
        device.touchMove(to: pt(10, 150), finger: 0)  // 150 apart
        device.advance(by: 0.1)
        device.touchMove(to: pt(35, 150), finger: 0)  // 125 apart
        device.touchUp(finger: 0)
        device.touchUp(finger: 1)

        #expect(log.states == [.began, .changed, .ended])
        #expect(scales == [1.5, 1.25, 1.25])
        #expect(close(velocities[0], 5))  // 1 (second finger down) → 1.5 in 0.1 s
        #expect(close(velocities[1], -2.5))  // 1.5 → 1.25 in 0.1 s
        #expect(close(velocities[2], -2.5))
    }

    @Test("A single-touch view's recognizers still get every finger; the view gets only the first")
    func pinchOnSingleTouchView() throws {
        let (device, scene) = try launchGestureScene()
        scene.child.isMultipleTouchEnabled = false
        let pinch = UIPinchGestureRecognizer()
        pinch.cancelsTouchesInView = false
        let log = ActionLog(pinch)
        scene.child.addGestureRecognizer(pinch)

        device.touchDown(at: pt(60, 150), finger: 0)
        device.touchDown(at: pt(160, 150), finger: 1)
        device.touchMove(to: pt(10, 150), finger: 0)  // 150 apart: scale 1.5
        #expect(log.states == [.began])
        #expect(pinch.numberOfTouches == 2)
        #expect(pinch.scale == 1.5)
        device.touchUp(finger: 1)
        device.touchUp(finger: 0)
        // The view saw one finger: one began, its move, its end; nothing for finger 1.
        #expect(scene.child.log == ["began", "moved", "ended"])
        #expect(scene.parent.log.isEmpty)
    }

    @Test("Rotation is the angle the line between two fingers turned, clockwise positive, across full turns")
    func rotationAngle() throws {
        let (device, scene) = try launchGestureScene()
        let rotation = UIRotationGestureRecognizer()
        let log = ActionLog(rotation)
        var angles: [CGFloat] = []
        rotation.addTarget(nil) { angles.append(($0 as! UIRotationGestureRecognizer).rotation) }
        scene.child.addGestureRecognizer(rotation)

        device.touchDown(at: pt(100, 150), finger: 0)
        device.touchDown(at: pt(200, 150), finger: 1)
        device.touchMove(to: pt(100, 250), finger: 1)
        device.touchMove(to: pt(0, 150), finger: 1)
        device.touchMove(to: pt(100, 50), finger: 1)
        device.touchUp(finger: 1)

        #expect(log.states == [.began, .changed, .changed, .ended])
        #expect(angles.count == 4)
        #expect(close(angles[0], .pi / 2))
        #expect(close(angles[1], .pi))
        #expect(close(angles[2], 3 * .pi / 2))
        device.touchUp(finger: 0)
        #expect(rotation.state == .possible)
        #expect(rotation.rotation == 0)
    }

    @Test("A pinch and a rotation on one view: the first to begin wins unless the delegate allows both")
    func pinchVersusRotation() throws {
        let (device, scene) = try launchGestureScene()
        let pinch = UIPinchGestureRecognizer()
        let rotation = UIRotationGestureRecognizer()
        let pinches = ActionLog(pinch)
        let rotations = ActionLog(rotation)
        scene.child.addGestureRecognizer(pinch)
        scene.child.addGestureRecognizer(rotation)

        device.touchDown(at: pt(100, 150), finger: 0)
        device.touchDown(at: pt(200, 150), finger: 1)
        device.touchMove(to: pt(220, 150), finger: 1)
        device.touchMove(to: pt(100, 250), finger: 1)
        device.touchUp(finger: 1)
        device.touchUp(finger: 0)
        #expect(pinches.states == [.began, .changed, .ended])
        #expect(rotations.count == 0)

        let both = Simultaneous()
        rotation.delegate = both
        device.advance(by: 1)
        device.touchDown(at: pt(100, 150), finger: 0)
        device.touchDown(at: pt(200, 150), finger: 1)
        device.touchMove(to: pt(220, 150), finger: 1)
        device.touchMove(to: pt(100, 250), finger: 1)
        device.touchUp(finger: 1)

        #expect(pinches.count == 6)
        #expect(rotations.states == [.began, .ended])
    }
}

/// A delegate that lets its recognizer recognize together with any other.
final class Simultaneous: UIGestureRecognizerDelegate {
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool { true }
}
