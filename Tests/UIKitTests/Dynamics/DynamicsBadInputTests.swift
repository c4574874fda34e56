// SPDX-License-Identifier: Apache-2.0

import Testing
import TouchstoneTesting
@testable import UIKit

@MainActor
@Suite("UIKit Dynamics: bad input and limits")
struct DynamicsBadInputTests {
    @Test("Non-finite magnitudes, angles, densities and points are refused with a log line")
    func nonFiniteValues() throws {
        let f = try DynamicsFixture()
        let box = f.box(at: CGPoint(x: 160, y: 0), size: 20)
        let gravity = UIGravityBehavior(items: [box])
        let push = UIPushBehavior(items: [box], mode: .continuous)
        let item = UIDynamicItemBehavior(items: [box])
        let snap = UISnapBehavior(item: box, snapTo: CGPoint(x: 160, y: 0))

        let (_, lines) = UIKitDiagnostics.capturing {
            gravity.magnitude = .nan
            gravity.angle = .infinity
            push.pushDirection = CGVector(dx: CGFloat.infinity, dy: 0)
            item.density = .nan
            item.elasticity = -3
            snap.snapPoint = CGPoint(x: CGFloat.nan, y: 0)
            snap.damping = .infinity
        }

        #expect(lines.count >= 6)
        #expect(gravity.gravityDirection == CGVector(dx: 0, dy: 1))
        #expect(push.pushDirection == .zero && item.density == 1 && item.elasticity == 0)
        #expect(snap.snapPoint == CGPoint(x: 160, y: 0) && snap.damping == 0.5)
        f.animator.addBehavior(gravity)
        f.device.advance(by: 0.5)
        #expect(box.center.y.isFinite && box.center.y > 100)
    }

    @Test("An item with a NaN centre, a zero-size item and NaN bounds run without crashing")
    func badItems() throws {
        let f = try DynamicsFixture()
        let nanItem = TestItem(center: CGPoint(x: CGFloat.nan, y: 10), bounds: CGRect(x: 0, y: 0, width: 10, height: 10))
        let zero = TestItem(center: CGPoint(x: 50, y: 50), bounds: .zero)
        let badBounds = TestItem(center: CGPoint(x: 80, y: 50),
                                 bounds: CGRect(x: 0, y: 0, width: CGFloat.infinity, height: -4))
        let items: [UIDynamicItem] = [nanItem, zero, badBounds]
        let collision = UICollisionBehavior(items: items)
        collision.translatesReferenceBoundsIntoBoundary = true

        let (_, lines) = UIKitDiagnostics.capturing {
            f.animator.addBehavior(UIGravityBehavior(items: items))
            f.animator.addBehavior(collision)
            f.device.advance(by: 2)
        }

        #expect(!lines.isEmpty)
        for item in items { #expect(item.center.x.isFinite && item.center.y.isFinite) }
        #expect(zero.center.y > 400 && zero.center.y <= 480)
    }

    @Test("10,000 items fall for a few frames without hanging")
    func tenThousandItems() throws {
        let f = try DynamicsFixture()
        let items: [UIDynamicItem] = (0..<10_000).map { i in
            TestItem(center: CGPoint(x: CGFloat(i % 100) * 3, y: CGFloat(i / 100) * 3),
                     bounds: CGRect(x: 0, y: 0, width: 2, height: 2))
        }

        f.animator.addBehavior(UIGravityBehavior(items: items))
        f.device.advance(by: 0.1)

        #expect(items[9_999].center.y > 297)
        #expect(f.animator.items(in: CGRect(x: 0, y: 0, width: 1, height: 1)).count <= 1)
    }

    @Test("A behaviour added twice, or to two animators, is refused")
    func behaviourOwnership() throws {
        let f = try DynamicsFixture()
        let other = UIDynamicAnimator()
        let gravity = UIGravityBehavior(items: [])

        let (_, lines) = UIKitDiagnostics.capturing {
            f.animator.addBehavior(gravity)
            f.animator.addBehavior(gravity)
            other.addBehavior(gravity)
        }

        #expect(lines.count == 2)
        #expect(f.animator.behaviors.count == 1 && other.behaviors.isEmpty)
    }
}

/// A plain dynamic item (not a view), as apps make for layout-free physics.
@MainActor
final class TestItem: NSObject, UIDynamicItem {
    var center: CGPoint
    var bounds: CGRect
    var transform: CGAffineTransform = .identity

    init(center: CGPoint, bounds: CGRect) {
        self.center = center
        self.bounds = bounds
    }
}
