// SPDX-License-Identifier: Apache-2.0

import Foundation

/// Sets items' physical properties and velocities (Apple's `UIDynamicItemBehavior`).
///
/// Defaults are Apple's: elasticity 0 (0…1, how much speed a collision keeps), friction 0 (mixed as the square
/// root of both sides' product; boundaries count as 1), density 1 (mass = density × area in units of
/// 100×100 points), resistance 0 (linear damping, per second), angular resistance 0, rotation allowed, not anchored
/// (an anchored item collides but never moves). When several item behaviours name an item, the one added last wins.
/// Velocities added before the behaviour is in an animator are applied when it joins. Non-finite and negative
/// values are refused (logged).
@MainActor
open class UIDynamicItemBehavior: UIDynamicBehavior {
    private var itemList: [UIDynamicItem]
    private var pendingLinear: [(UIDynamicItem, CGPoint)] = []
    private var pendingAngular: [(UIDynamicItem, CGFloat)] = []

    /// Creates an item behaviour for `items` with Apple's default properties.
    public init(items: [UIDynamicItem]) {
        itemList = items
        super.init()
    }

    /// The items whose properties this behaviour sets.
    open var items: [UIDynamicItem] { itemList }

    /// Adds `item` (once).
    open func addItem(_ item: UIDynamicItem) {
        itemList.appendOnce(item)
        setNeedsConfiguration()
    }

    /// Removes `item`; its properties go back to another item behaviour's or the defaults.
    open func removeItem(_ item: UIDynamicItem) {
        itemList.removeAll { $0 === item }
        setNeedsConfiguration()
    }

    /// How much speed collisions keep, 0…1 (default 0); clamped.
    open var elasticity: CGFloat = 0 { didSet { elasticity = clamp(elasticity, 0, 1, "elasticity", oldValue) } }
    /// Friction when sliding against other items and boundaries, ≥ 0 (default 0).
    open var friction: CGFloat = 0 { didSet { friction = clamp(friction, 0, .greatestFiniteMagnitude, "friction", oldValue) } }
    /// Mass per area, > 0 (default 1: a 100×100-point item weighs 1).
    open var density: CGFloat = 1 { didSet { density = clamp(density, 1e-6, 1e12, "density", oldValue) } }
    /// Linear damping, ≥ 0 (default 0).
    open var resistance: CGFloat = 0 {
        didSet { resistance = clamp(resistance, 0, .greatestFiniteMagnitude, "resistance", oldValue) }
    }
    /// Angular damping, ≥ 0 (default 0).
    open var angularResistance: CGFloat = 0 {
        didSet { angularResistance = clamp(angularResistance, 0, .greatestFiniteMagnitude, "angularResistance", oldValue) }
    }
    /// The charge electric and magnetic fields act on (iOS 9; default 0).
    open var charge: CGFloat = 0 { didSet { charge = clamp(charge, -1e12, 1e12, "charge", oldValue) } }
    /// Whether the items stay put while still colliding (iOS 9; default false).
    open var isAnchored = false { didSet { setNeedsConfiguration() } }
    /// Whether the items turn (default true).
    open var allowsRotation = true { didSet { setNeedsConfiguration() } }

    /// Adds `velocity` (points/s) to `item`'s linear velocity.
    open func addLinearVelocity(_ velocity: CGPoint, for item: UIDynamicItem) {
        guard velocity.x.isFinite, velocity.y.isFinite else {
            return UIKitDiagnostics.log("UIDynamicItemBehavior.addLinearVelocity: non-finite \(velocity) ignored")
        }
        pendingLinear.append((item, velocity))
        setNeedsConfiguration()
    }

    /// `item`'s linear velocity, points/s (zero when it is not in this behaviour's animator).
    open func linearVelocity(for item: UIDynamicItem) -> CGPoint {
        guard let animator, itemList.contains(where: { $0 === item }) else { return .zero }
        animator.configureIfNeeded()
        return animator.world.body(for: item)?.velocity.linear ?? .zero
    }

    /// Adds `velocity` (radians/s, clockwise on screen) to `item`'s angular velocity.
    open func addAngularVelocity(_ velocity: CGFloat, for item: UIDynamicItem) {
        guard velocity.isFinite else {
            return UIKitDiagnostics.log("UIDynamicItemBehavior.addAngularVelocity: non-finite \(velocity) ignored")
        }
        pendingAngular.append((item, velocity))
        setNeedsConfiguration()
    }

    /// `item`'s angular velocity, radians/s (zero when it is not in this behaviour's animator).
    open func angularVelocity(for item: UIDynamicItem) -> CGFloat {
        guard let animator, itemList.contains(where: { $0 === item }) else { return 0 }
        animator.configureIfNeeded()
        return animator.world.body(for: item)?.velocity.angular ?? 0
    }

    override var dynamicsItems: [UIDynamicItem] { itemList }

    private func clamp(_ value: CGFloat, _ low: CGFloat, _ high: CGFloat, _ name: String, _ old: CGFloat) -> CGFloat {
        guard value.isFinite else {
            UIKitDiagnostics.log("UIDynamicItemBehavior.\(name): \(value) is not finite; kept \(old)")
            return old
        }
        if value < low || value > high {
            UIKitDiagnostics.log("UIDynamicItemBehavior.\(name): \(value) clamped to \(low)…\(high)")
        }
        let clamped = min(max(value, low), high)
        if clamped != old { setNeedsConfiguration() }
        return clamped
    }

    var material: DynamicsMaterial {
        DynamicsMaterial(elasticity: elasticity, friction: friction, density: density, resistance: resistance,
                         angularResistance: angularResistance, charge: charge, isAnchored: isAnchored,
                         allowsRotation: allowsRotation)
    }

    /// Gives every body its material (the last item behaviour naming it wins) and shape (when `colliding`).
    static func applyMaterials(_ behaviors: [UIDynamicItemBehavior], colliding: Set<ObjectIdentifier>,
                               in world: DynamicsWorld) {
        var materials: [ObjectIdentifier: DynamicsMaterial] = [:]
        for behavior in behaviors {
            let material = behavior.material
            for item in behavior.itemList { materials[ObjectIdentifier(item)] = material }
        }
        for body in world.bodies {
            let id = ObjectIdentifier(body.item)
            body.apply(material: materials[id] ?? DynamicsMaterial(), collides: colliding.contains(id))
        }
    }

    override func configure(in world: DynamicsWorld) {
        for (item, velocity) in pendingLinear {
            guard let body = world.body(for: item) else { continue }
            var current = body.velocity
            current.linear.x += velocity.x
            current.linear.y += velocity.y
            body.velocity = current
        }
        for (item, velocity) in pendingAngular {
            guard let body = world.body(for: item) else { continue }
            var current = body.velocity
            current.angular += velocity
            body.velocity = current
        }
        pendingLinear.removeAll()
        pendingAngular.removeAll()
    }
}
