// SPDX-License-Identifier: Apache-2.0

import Testing
import TouchstoneTesting
import UIKit

@MainActor
@Suite("UIKit Dynamics: gravity and collisions")
struct GravityAndCollisionTests {
    @Test("A dropped view falls ½·1000·t² points in 1 s of device time while free")
    func freeFall() throws {
        let f = try DynamicsFixture()
        let box = f.box(at: CGPoint(x: 160, y: 0), size: 20)

        f.animator.addBehavior(UIGravityBehavior(items: [box]))
        f.device.advance(by: 1)

        // Semi-implicit Euler over 60 steps gives ½·g·t²·(1 + 1/60): 508.3 points.
        #expect(abs(box.center.y - 500) < 12)
        #expect(abs(box.center.x - 160) < 1e-4)  // Box2D's floats
        #expect(abs(f.animator.elapsedTime() - 1) < 1e-9)
        #expect(f.animator.isRunning)
    }

    @Test("Gravity's magnitude and angle scale and turn the fall")
    func gravityDirection() throws {
        let f = try DynamicsFixture()
        let box = f.box(at: CGPoint(x: 0, y: 0), size: 20)
        let gravity = UIGravityBehavior(items: [box])
        gravity.setAngle(0, magnitude: 0.5)

        f.animator.addBehavior(gravity)
        f.device.advance(by: 1)

        #expect(abs(box.center.x - 250) < 8)
        #expect(abs(box.center.y) < 1e-6)
        #expect(abs(gravity.gravityDirection.dx - 0.5) < 1e-12)
    }

    @Test("The reference bounds stop a falling view at the bottom edge")
    func stopsAtBottom() throws {
        let f = try DynamicsFixture()
        let box = f.box(at: CGPoint(x: 160, y: 100))
        let collision = UICollisionBehavior(items: [box])
        collision.translatesReferenceBoundsIntoBoundary = true

        f.animator.addBehavior(UIGravityBehavior(items: [box]))
        f.animator.addBehavior(collision)
        f.device.advance(by: 3)

        #expect(abs(box.center.y - 430) < 1.5)  // 480 - 50
        #expect(abs(box.center.x - 160) < 0.5)
    }

    @Test("Elasticity 1 bounces back near the start height; elasticity 0 does not bounce")
    func elasticity() throws {
        func highestAfterImpact(elasticity: CGFloat) throws -> CGFloat {
            let f = try DynamicsFixture()
            let box = f.box(at: CGPoint(x: 160, y: 100), size: 40)
            let collision = UICollisionBehavior(items: [box])
            collision.translatesReferenceBoundsIntoBoundary = true
            let material = UIDynamicItemBehavior(items: [box])
            material.elasticity = elasticity
            material.allowsRotation = false
            [UIGravityBehavior(items: [box]), collision, material].forEach(f.animator.addBehavior)
            var ys: [CGFloat] = []
            for _ in 0..<120 {
                f.device.advance(by: 1.0 / 60)
                ys.append(box.center.y)
            }
            let impact = try #require(ys.indices.max { ys[$0] < ys[$1] })
            #expect(ys[impact] > 440)
            return ys[impact...].min()!  // the highest the box gets after hitting the floor
        }

        #expect(try highestAfterImpact(elasticity: 1) < 130)
        #expect(try highestAfterImpact(elasticity: 0) > 455)
    }

    @Test("The collision delegate hears the boundary identifier, nil for the reference bounds")
    func boundaryCallbacks() throws {
        let f = try DynamicsFixture()
        let box = f.box(at: CGPoint(x: 100, y: 100), size: 40)
        let collision = UICollisionBehavior(items: [box])
        collision.addBoundary(withIdentifier: "shelf" as NSCopying, from: CGPoint(x: 0, y: 300), to: CGPoint(x: 200, y: 300))
        collision.translatesReferenceBoundsIntoBoundary = true
        let log = CollisionLog()
        collision.collisionDelegate = log

        f.animator.addBehavior(UIGravityBehavior(items: [box]))
        f.animator.addBehavior(collision)
        f.device.advance(by: 1.5)

        #expect(log.events.first == "began shelf")
        #expect(abs((log.points.first?.y ?? 0) - 300) < 2)
        #expect(abs(box.center.y - 280) < 1.5)
        #expect(collision.boundaryIdentifiers?.count == 1)

        collision.removeBoundary(withIdentifier: "shelf" as NSCopying)
        f.device.advance(by: 1.5)

        #expect(log.events.contains("ended shelf"))
        #expect(log.events.contains("began nil"))
        #expect(abs(box.center.y - 460) < 1.5)
    }

    @Test("Items of one collision behaviour collide and the delegate hears it; others pass through")
    func itemContacts() throws {
        let f = try DynamicsFixture()
        let top = f.box(at: CGPoint(x: 160, y: 100), size: 40)
        let bottom = f.box(at: CGPoint(x: 160, y: 300), size: 40)
        let ghost = f.box(at: CGPoint(x: 160, y: 200), size: 40)
        let collision = UICollisionBehavior(items: [top, bottom])
        collision.collisionMode = .items
        let log = CollisionLog()
        collision.collisionDelegate = log
        let push = UIPushBehavior(items: [top], mode: .instantaneous)
        push.pushDirection = CGVector(dx: 0, dy: 0.16)  // 100 points/s for a 40×40 item (mass 0.16)

        [collision, push, UIDynamicItemBehavior(items: [ghost])].forEach(f.animator.addBehavior)
        f.device.advance(by: 2)

        #expect(log.events.first == "began items")
        #expect(top.center.y < bottom.center.y - 39)
        #expect(ghost.center.y == 200)
    }
}
