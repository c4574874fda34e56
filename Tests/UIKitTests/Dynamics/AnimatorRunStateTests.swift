// SPDX-License-Identifier: Apache-2.0

import Testing
import TouchstoneTesting
import UIKit

@MainActor
@Suite("UIKit Dynamics: the animator's running, pausing and determinism")
struct AnimatorRunStateTests {
    @Test("The animator pauses (delegate called, run loop asleep) when its items rest, and resumes on a change")
    func pausesAtRest() throws {
        let f = try DynamicsFixture()
        let log = AnimatorLog()
        f.animator.delegate = log
        let box = f.box(at: CGPoint(x: 160, y: 300), size: 60)
        let collision = UICollisionBehavior(items: [box])
        collision.translatesReferenceBoundsIntoBoundary = true
        let gravity = UIGravityBehavior(items: [box])

        #expect(!f.animator.isRunning && f.runLoopSleeps)
        f.animator.addBehavior(gravity)
        f.animator.addBehavior(collision)
        #expect(f.animator.isRunning && log.events == ["resume"])
        f.device.advance(by: 0.1)
        #expect(!f.runLoopSleeps)
        f.device.advance(by: 3)

        #expect(!f.animator.isRunning)
        #expect(log.events == ["resume", "pause"])
        #expect(f.runLoopSleeps)
        let restingElapsed = f.animator.elapsedTime()
        f.device.advance(by: 1)
        #expect(f.animator.elapsedTime() == restingElapsed)

        gravity.gravityDirection = CGVector(dx: 0, dy: -1)
        #expect(f.animator.isRunning && log.events.last == "resume")
        f.device.advance(by: 0.5)
        #expect(box.center.y < 400)
    }

    @Test("Removing every behaviour pauses the animator; behaviours list and dynamicAnimator follow")
    func removeAll() throws {
        let f = try DynamicsFixture()
        let box = f.box(at: CGPoint(x: 160, y: 0), size: 20)
        let composite = UIDynamicBehavior()
        let gravity = UIGravityBehavior(items: [box])
        composite.addChildBehavior(gravity)
        var actions = 0
        composite.action = { actions += 1 }

        f.animator.addBehavior(composite)
        f.device.advance(by: 0.5)
        #expect(actions == 30)
        #expect(gravity.dynamicAnimator === f.animator && f.animator.behaviors.count == 1)
        let y = box.center.y
        f.animator.removeAllBehaviors()
        f.device.advance(by: 0.5)

        #expect(box.center.y == y && y > 100)
        #expect(!f.animator.isRunning && f.animator.behaviors.isEmpty && gravity.dynamicAnimator == nil)
        #expect(f.runLoopSleeps)
    }

    @Test("Two runs of the same scene give identical centres and transforms")
    func deterministic() throws {
        func run() throws -> [String] {
            let f = try DynamicsFixture()
            let boxes = (0..<6).map { i in f.box(at: CGPoint(x: 60 + CGFloat(i) * 37, y: 40 + CGFloat(i) * 20), size: 40) }
            let collision = UICollisionBehavior(items: boxes)
            collision.translatesReferenceBoundsIntoBoundary = true
            let item = UIDynamicItemBehavior(items: boxes)
            item.elasticity = 0.6
            item.friction = 0.3
            [UIGravityBehavior(items: boxes), collision, item].forEach(f.animator.addBehavior)
            f.device.advance(by: 2)
            return boxes.map { "\($0.center) \($0.transform)" }
        }

        #expect(try run() == run())
    }

    @Test("items(in:) finds the items whose frames meet the rectangle; updateItem reads a moved item")
    func itemsInRectAndUpdate() throws {
        let f = try DynamicsFixture()
        let left = f.box(at: CGPoint(x: 50, y: 50), size: 20)
        let right = f.box(at: CGPoint(x: 250, y: 50), size: 20)
        let item = UIDynamicItemBehavior(items: [left, right])
        f.animator.addBehavior(item)

        #expect(f.animator.items(in: CGRect(x: 0, y: 0, width: 100, height: 100)).map { $0 === left } == [true])
        right.center = CGPoint(x: 70, y: 70)
        f.animator.updateItem(usingCurrentState: right)
        #expect(f.animator.items(in: CGRect(x: 0, y: 0, width: 100, height: 100)).count == 2)
        item.addLinearVelocity(CGPoint(x: 60, y: 0), for: right)
        f.device.advance(by: 0.5)
        #expect(abs(right.center.x - 100) < 0.5)
    }

    @Test("A group moves as one body: its members keep their places")
    func group() throws {
        let f = try DynamicsFixture()
        let a = f.box(at: CGPoint(x: 100, y: 100), size: 20)
        let b = f.box(at: CGPoint(x: 160, y: 100), size: 20)
        let group = UIDynamicItemGroup(items: [a, b])
        let collision = UICollisionBehavior(items: [group])
        collision.translatesReferenceBoundsIntoBoundary = true

        f.animator.addBehavior(UIGravityBehavior(items: [group]))
        f.animator.addBehavior(collision)
        f.device.advance(by: 3)

        #expect(abs(a.center.y - 470) < 2.5 && abs(b.center.y - 470) < 2.5)  // Box2D's 1-point polygon skin
        #expect(abs(b.center.x - a.center.x - 60) < 0.5)
    }
}
