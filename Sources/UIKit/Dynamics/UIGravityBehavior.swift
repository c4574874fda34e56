// SPDX-License-Identifier: Apache-2.0

import Foundation

/// Accelerates items in one direction (Apple's `UIGravityBehavior`).
///
/// The acceleration is ``gravityDirection`` × 1,000 points/s²: the default, (0, 1), pulls down at 1,000 points/s²
/// whatever an item's mass. ``angle`` (radians, clockwise from the x axis in UIKit's y-down space) and
/// ``magnitude`` describe the same vector. Several gravity behaviours on one item add up. Non-finite values are
/// ignored (logged).
@MainActor
open class UIGravityBehavior: UIDynamicBehavior {
    private var itemList: [UIDynamicItem]
    private var direction = CGVector(dx: 0, dy: 1)

    /// Creates gravity for `items`, pulling down at 1,000 points/s².
    public init(items: [UIDynamicItem]) {
        itemList = items
        super.init()
    }

    /// The items gravity acts on.
    open var items: [UIDynamicItem] { itemList }

    /// Adds `item` (once).
    open func addItem(_ item: UIDynamicItem) {
        itemList.appendOnce(item)
        setNeedsConfiguration()
    }

    /// Removes `item`; gravity stops acting on it.
    open func removeItem(_ item: UIDynamicItem) {
        itemList.removeAll { $0 === item }
        setNeedsConfiguration()
    }

    /// The acceleration in UIKit gravities (1 = 1,000 points/s²); default (0, 1), down.
    open var gravityDirection: CGVector {
        get { direction }
        set {
            guard let vector = DynamicsInput.vector(newValue, "UIGravityBehavior.gravityDirection") else { return }
            direction = vector
            setNeedsConfiguration()
        }
    }

    /// The direction of the acceleration, radians (default π/2, down).
    open var angle: CGFloat {
        get { direction.dynamicsAngle }
        set { setAngle(newValue, magnitude: magnitude) }
    }

    /// The strength of the acceleration in UIKit gravities (default 1).
    open var magnitude: CGFloat {
        get { direction.dynamicsMagnitude }
        set { setAngle(angle, magnitude: newValue) }
    }

    /// Sets the direction (radians) and strength (UIKit gravities) at once.
    open func setAngle(_ angle: CGFloat, magnitude: CGFloat) {
        gravityDirection = CGVector(dynamicsAngle: angle, magnitude: magnitude)
    }

    override var dynamicsItems: [UIDynamicItem] { itemList }

    override func applyForces(in world: DynamicsWorld) {
        let scale = DynamicsUnits.gravity / DynamicsUnits.pointsPerMeter
        let ax = direction.dx * scale, ay = direction.dy * scale
        guard ax != 0 || ay != 0 else { return }
        for item in itemList {
            guard let body = world.body(for: item) else { continue }
            body.applyForce(CGVector(dx: ax * body.mass, dy: ay * body.mass), wake: false)
        }
    }
}
