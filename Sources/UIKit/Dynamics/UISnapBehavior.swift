// SPDX-License-Identifier: Apache-2.0

import CBox2D
import Foundation

/// Moves an item to a point with a spring that overshoots a little and settles (Apple's `UISnapBehavior`).
///
/// Built on Box2D's mouse joint: a spring of 3 Hz pulling the item's centre to ``snapPoint``, whose damping ratio
/// follows ``damping`` (0…1, default 0.5: a small overshoot; 1 settles without one). The item's rotation is damped
/// while it travels.
@MainActor
open class UISnapBehavior: UIDynamicBehavior {
    private let item: UIDynamicItem
    private var point: CGPoint

    /// Creates a snap of `item` to `point` (reference view coordinates). A non-finite point keeps the item's centre
    /// (logged).
    public init(item: UIDynamicItem, snapTo point: CGPoint) {
        self.item = item
        self.point = DynamicsInput.point(point, "UISnapBehavior snap point") ?? item.center
        super.init()
    }

    /// Where the item goes (iOS 9: settable).
    open var snapPoint: CGPoint {
        get { point }
        set {
            guard let p = DynamicsInput.point(newValue, "UISnapBehavior.snapPoint") else { return }
            point = p
            setNeedsConfiguration()
        }
    }

    /// How much the oscillation is damped, 0…1 (default 0.5); values outside are clamped.
    open var damping: CGFloat = 0.5 {
        didSet {
            damping = min(max(DynamicsInput.finite(damping, "UISnapBehavior.damping", fallback: 0.5), 0), 1)
            setNeedsConfiguration()
        }
    }

    override var dynamicsItems: [UIDynamicItem] { [item] }

    override func configure(in world: DynamicsWorld) {
        guard let body = world.body(for: item), !body.material.isAnchored else { return }
        let maxForce = Float(body.mass * 1000)  // up to 1,000 m/s² (100,000 points/s²)
        let m = DynamicsUnits.meters, center = body.center
        world.own(cbox2d_joint_mouse(world.handle, world.ground, body.handle, m(center.x), m(center.y), m(point.x),
                                     m(point.y), maxForce, 3, Float(0.15 + 0.85 * damping)))
    }

    override func applyForces(in world: DynamicsWorld) {
        guard let body = world.body(for: item), body.isAwake else { return }
        var velocity = body.velocity
        velocity.angular *= 0.9
        if velocity.angular != body.velocity.angular { body.setAngularVelocity(velocity.angular) }
    }
}
