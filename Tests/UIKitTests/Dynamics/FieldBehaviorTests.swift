// SPDX-License-Identifier: Apache-2.0

import Testing
import TouchstoneTesting
import UIKit

@MainActor
@Suite("UIKit Dynamics: field behaviours and regions")
struct FieldBehaviorTests {
    @Test("A linear gravity field accelerates like UIGravityBehavior, only inside its region")
    func linearGravityInRegion() throws {
        let f = try DynamicsFixture()
        let inside = f.box(at: CGPoint(x: 100, y: 0), size: 20)
        let outside = f.box(at: CGPoint(x: 300, y: 0), size: 20)
        let field = UIFieldBehavior.linearGravityField(direction: CGVector(dx: 0, dy: 1))
        field.position = CGPoint(x: 100, y: 240)
        field.region = UIRegion(size: CGSize(width: 100, height: 1000))
        field.addItem(inside)
        field.addItem(outside)

        f.animator.addBehavior(field)
        f.device.advance(by: 0.5)

        #expect(abs(inside.center.y - 129.2) < 0.5)  // ½·1000·0.5²·(1 + 1/30), the 30 steps of semi-implicit Euler
        #expect(outside.center.y == 0)
    }

    @Test("A radial gravity field pulls items towards its position")
    func radialGravity() throws {
        let f = try DynamicsFixture()
        let box = f.box(at: CGPoint(x: 50, y: 240), size: 20)
        let field = UIFieldBehavior.radialGravityField(position: CGPoint(x: 250, y: 240))
        field.strength = 0.2
        field.addItem(box)

        f.animator.addBehavior(field)
        f.device.advance(by: 0.5)

        #expect(box.center.x > 60 && box.center.x < 250)
        #expect(abs(box.center.y - 240) < 0.01)
    }

    @Test("A spring field with drag settles an item at its position")
    func springWithDrag() throws {
        let f = try DynamicsFixture()
        let box = f.box(at: CGPoint(x: 60, y: 100), size: 100)
        let spring = UIFieldBehavior.springField()
        spring.position = CGPoint(x: 160, y: 240)
        spring.strength = 20
        spring.addItem(box)
        let drag = UIFieldBehavior.dragField()
        drag.strength = 8
        drag.addItem(box)

        [spring, drag].forEach(f.animator.addBehavior)
        f.device.advance(by: 5)

        #expect(hypot(box.center.x - 160, box.center.y - 240) < 2)
    }

    @Test("A custom field's block sees each item's mass and charge; its force moves the item")
    func customField() throws {
        let f = try DynamicsFixture()
        let box = f.box(at: CGPoint(x: 0, y: 100))
        let item = UIDynamicItemBehavior(items: [box])
        item.charge = 2
        var seen: (mass: CGFloat, charge: CGFloat)?
        let field = UIFieldBehavior.field { _, _, _, mass, charge, _ in
            seen = (mass, charge)
            return CGVector(dx: charge, dy: 0)  // 2 N on 1 kg: 200 points/s²
        }
        field.addItem(box)

        f.animator.addBehavior(item)
        f.animator.addBehavior(field)
        f.device.advance(by: 1)

        #expect(seen.map { abs($0.mass - 1) < 1e-9 && $0.charge == 2 } == true)
        #expect(abs(item.linearVelocity(for: box).x - 200) < 1)
    }

    @Test("Regions combine: union, difference, intersection and inverse")
    func regions() {
        let circle = UIRegion(radius: 10)
        let square = UIRegion(size: CGSize(width: 40, height: 40))

        #expect(circle.contains(CGPoint(x: 6, y: 6)) && !circle.contains(CGPoint(x: 8, y: 8)))
        #expect(square.byDifference(from: circle).contains(CGPoint(x: 15, y: 0)))
        #expect(!square.byDifference(from: circle).contains(.zero))
        #expect(circle.byIntersection(with: square).contains(CGPoint(x: 9, y: 0)))
        #expect(circle.inverse().contains(CGPoint(x: 100, y: 0)))
        #expect(circle.byUnion(with: UIRegion(size: CGSize(width: 100, height: 2))).contains(CGPoint(x: 45, y: 0)))
        #expect(UIRegion.infinite.contains(CGPoint(x: 1e9, y: -1e9)))
    }

    @Test("Noise fields repeat exactly: two runs give identical centres")
    func noiseDeterministic() throws {
        func run() throws -> CGPoint {
            let f = try DynamicsFixture()
            let box = f.box(at: CGPoint(x: 160, y: 240), size: 20)
            let noise = UIFieldBehavior.noiseField(smoothness: 0.5, animationSpeed: 1)
            noise.strength = 0.5
            noise.addItem(box)
            f.animator.addBehavior(noise)
            f.device.advance(by: 1)
            return box.center
        }

        let first = try run()
        #expect(first != CGPoint(x: 160, y: 240))
        #expect(try run() == first)
    }
}
