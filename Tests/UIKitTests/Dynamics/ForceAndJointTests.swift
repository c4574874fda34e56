// SPDX-License-Identifier: Apache-2.0

import Testing
import TouchstoneTesting
import UIKit

@MainActor
@Suite("UIKit Dynamics: pushes, snaps, attachments, item properties")
struct ForceAndJointTests {
    @Test("A continuous push of 1 accelerates a 100×100 item of density 1 at 100 points/s²")
    func continuousPush() throws {
        let f = try DynamicsFixture()
        let box = f.box(at: CGPoint(x: 0, y: 200))
        let push = UIPushBehavior(items: [box], mode: .continuous)
        push.pushDirection = CGVector(dx: 1, dy: 0)
        let item = UIDynamicItemBehavior(items: [box])

        f.animator.addBehavior(push)
        f.animator.addBehavior(item)
        f.device.advance(by: 1)

        #expect(abs(item.linearVelocity(for: box).x - 100) < 0.5)
        #expect(abs(box.center.x - 50) < 2)  // ½·100·1²
        #expect(push.active)
    }

    @Test("An instantaneous push of 1 gives that item 100 points/s once, then turns inactive")
    func instantaneousPush() throws {
        let f = try DynamicsFixture()
        let box = f.box(at: CGPoint(x: 0, y: 200))
        let push = UIPushBehavior(items: [box], mode: .instantaneous)
        push.setAngle(0, magnitude: 1)
        let item = UIDynamicItemBehavior(items: [box])

        f.animator.addBehavior(push)
        f.animator.addBehavior(item)
        f.device.advance(by: 1)

        #expect(abs(item.linearVelocity(for: box).x - 100) < 0.5)
        #expect(abs(box.center.x - 100) < 2)
        #expect(!push.active)
    }

    @Test("Density scales mass: the same push moves a denser item less")
    func density() throws {
        let f = try DynamicsFixture()
        let box = f.box(at: CGPoint(x: 0, y: 200))
        let push = UIPushBehavior(items: [box], mode: .instantaneous)
        push.pushDirection = CGVector(dx: 1, dy: 0)
        let item = UIDynamicItemBehavior(items: [box])
        item.density = 4

        f.animator.addBehavior(item)
        f.animator.addBehavior(push)
        f.device.advance(by: 0.5)

        #expect(abs(item.linearVelocity(for: box).x - 25) < 0.5)
    }

    @Test("A snap converges on its point")
    func snap() throws {
        let f = try DynamicsFixture()
        let box = f.box(at: CGPoint(x: 50, y: 50), size: 40)
        let snap = UISnapBehavior(item: box, snapTo: CGPoint(x: 250, y: 400))

        f.animator.addBehavior(snap)
        f.device.advance(by: 0.3)
        let early = box.center
        f.device.advance(by: 3)

        #expect(early != CGPoint(x: 50, y: 50))
        #expect(abs(box.center.x - 250) < 1 && abs(box.center.y - 400) < 1)
        #expect(snap.damping == 0.5)
    }

    @Test("An anchor attachment keeps its length while gravity swings the item")
    func attachmentKeepsLength() throws {
        let f = try DynamicsFixture()
        let box = f.box(at: CGPoint(x: 260, y: 100), size: 20)
        let anchor = CGPoint(x: 160, y: 100)
        let attachment = UIAttachmentBehavior(item: box, attachedToAnchor: anchor)

        f.animator.addBehavior(attachment)
        f.animator.addBehavior(UIGravityBehavior(items: [box]))
        var lengths: [CGFloat] = []
        var lowest: CGFloat = 0
        for _ in 0..<60 {
            f.device.advance(by: 1.0 / 60)
            lengths.append(hypot(box.center.x - anchor.x, box.center.y - anchor.y))
            lowest = max(lowest, box.center.y)
        }

        #expect(attachment.length == 100)
        #expect(attachment.attachedBehaviorType == .anchor)
        #expect(lengths.allSatisfy { abs($0 - 100) < 1.5 })
        #expect(lowest > 195)  // it swung through the bottom, 100 points below the anchor
    }

    @Test("A spring attachment between items pulls them to its length; a pin keeps their anchor together")
    func itemAttachments() throws {
        let f = try DynamicsFixture()
        let a = f.box(at: CGPoint(x: 100, y: 200), size: 20)
        let b = f.box(at: CGPoint(x: 200, y: 200), size: 20)
        let spring = UIAttachmentBehavior(item: a, attachedTo: b)
        spring.length = 50
        spring.frequency = 2
        spring.damping = 0.7
        let c = f.box(at: CGPoint(x: 100, y: 350), size: 20)
        let d = f.box(at: CGPoint(x: 140, y: 350), size: 20)
        let pin = UIAttachmentBehavior.pinAttachment(with: c, attachedTo: d, attachmentAnchor: CGPoint(x: 120, y: 350))

        [spring, pin, UIGravityBehavior(items: [d])].forEach(f.animator.addBehavior)
        f.device.advance(by: 3)

        #expect(abs(hypot(a.center.x - b.center.x, a.center.y - b.center.y) - 50) < 2)
        #expect(spring.items.count == 2 && spring.attachedBehaviorType == .items)
        #expect(abs(hypot(c.center.x - d.center.x, c.center.y - d.center.y) - 40) < 1.5)
    }

    @Test("Removing attachments and snaps whose items no other behaviour names releases them cleanly")
    func removeJointBehaviours() throws {
        let f = try DynamicsFixture()
        let a = f.box(at: CGPoint(x: 100, y: 100), size: 20)
        let b = f.box(at: CGPoint(x: 200, y: 100), size: 20)
        let attachment = UIAttachmentBehavior(item: a, attachedTo: b)
        let snap = UISnapBehavior(item: a, snapTo: CGPoint(x: 150, y: 300))
        let pin = UIAttachmentBehavior.pinAttachment(with: a, attachedTo: b, attachmentAnchor: CGPoint(x: 150, y: 100))

        [attachment, snap, pin].forEach(f.animator.addBehavior)
        f.device.advance(by: 0.2)
        f.animator.removeBehavior(attachment)
        f.animator.removeBehavior(pin)
        f.device.advance(by: 0.2)
        f.animator.removeBehavior(snap)
        f.device.advance(by: 0.2)
        f.animator.addBehavior(pin)
        f.device.advance(by: 0.2)

        #expect(f.animator.items(in: CGRect(x: 0, y: 0, width: 320, height: 480)).count == 2)
        #expect(a.center.y > 100)
    }

    @Test("A sliding attachment keeps its item on the axis")
    func slidingAttachment() throws {
        let f = try DynamicsFixture()
        let box = f.box(at: CGPoint(x: 100, y: 100), size: 20)
        let slide = UIAttachmentBehavior.slidingAttachment(with: box, attachmentAnchor: CGPoint(x: 100, y: 100),
                                                           axisOfTranslation: CGVector(dx: 1, dy: 1))

        f.animator.addBehavior(slide)
        f.animator.addBehavior(UIGravityBehavior(items: [box]))
        f.device.advance(by: 0.5)

        #expect(box.center.y > 120)
        #expect(abs((box.center.x - 100) - (box.center.y - 100)) < 1)
    }

    @Test("An item behaviour's added linear and angular velocities move and turn the item")
    func itemVelocity() throws {
        let f = try DynamicsFixture()
        let box = f.box(at: CGPoint(x: 0, y: 100), size: 40)
        let item = UIDynamicItemBehavior(items: [box])
        item.addLinearVelocity(CGPoint(x: 120, y: 0), for: box)
        item.addAngularVelocity(.pi, for: box)

        f.animator.addBehavior(item)
        f.device.advance(by: 0.5)

        #expect(abs(item.linearVelocity(for: box).x - 120) < 0.01)
        #expect(abs(box.center.x - 60) < 0.5)
        #expect(abs(item.angularVelocity(for: box) - .pi) < 0.01)
        #expect(abs(atan2(box.transform.b, box.transform.a) - .pi / 2) < 0.02)
    }

    @Test("Resistance slows an item; allowsRotation false keeps its transform")
    func resistanceAndRotation() throws {
        let f = try DynamicsFixture()
        let box = f.box(at: CGPoint(x: 0, y: 100), size: 40)
        let item = UIDynamicItemBehavior(items: [box])
        item.resistance = 2
        item.allowsRotation = false
        item.addLinearVelocity(CGPoint(x: 100, y: 0), for: box)
        item.addAngularVelocity(3, for: box)

        f.animator.addBehavior(item)
        f.device.advance(by: 1)

        #expect(item.linearVelocity(for: box).x < 20)
        #expect(box.transform == .identity)
    }
}
