// SPDX-License-Identifier: Apache-2.0

import Foundation

/// A force field acting on items inside a region (Apple's `UIFieldBehavior`, iOS 9).
///
/// Make one with a factory (`linearGravityField(direction:)`, `radialGravityField(position:)`, `springField()`, …),
/// add items, and add it to an animator. Each step, every item whose centre lies in ``region`` (placed at
/// ``position``) gets the field's force, scaled by ``strength`` and, beyond ``minimumRadius``, by
/// (distance / 100 points)^−``falloff``. Gravity-like fields accelerate in UIKit gravities (1 = 1,000 points/s²) like
/// `UIGravityBehavior`; the others produce UIKit newtons (see `UIPushBehavior`), and electric and magnetic fields
/// act on an item's `charge` (`UIDynamicItemBehavior`). The noise and turbulence fields use a deterministic value
/// noise of position and time, so runs repeat exactly. The class is final: Apple's has no public initialiser, so
/// apps never subclass it.
@MainActor
public final class UIFieldBehavior: UIDynamicBehavior {
    /// A custom field: given the field, an item's position (points), velocity (points/s), mass, charge and the step
    /// (seconds), the force to apply (UIKit newtons).
    public typealias Evaluator = (UIFieldBehavior, CGPoint, CGVector, CGFloat, CGFloat, TimeInterval) -> CGVector

    enum Kind {
        case linearGravity, radialGravity, spring, drag, velocity, vortex, noise, turbulence, electric, magnetic
        case custom(Evaluator)
    }

    let kind: Kind
    private var itemList: [UIDynamicItem] = []
    private var time: Double = 0

    private init(kind: Kind) {
        self.kind = kind
        super.init()
    }

    /// Uniform gravity along `direction` (UIKit gravities).
    public class func linearGravityField(direction: CGVector) -> Self { make(.linearGravity) { $0.direction = direction } }
    /// Gravity towards `position`: 1,000 points/s² × strength, weakening with distance by ``falloff``.
    public class func radialGravityField(position: CGPoint) -> Self { make(.radialGravity) { $0.position = position } }
    /// Hooke's law towards ``position``: 1 N per metre (100 points) of distance × strength.
    public class func springField() -> Self { make(.spring) }
    /// A force against each item's velocity: strength N per m/s.
    public class func dragField() -> Self { make(.drag) }
    /// Gives items the velocity ``direction`` (points/s) × strength.
    public class func velocityField(direction: CGVector) -> Self { make(.velocity) { $0.direction = direction } }
    /// A force perpendicular to the line to ``position``, turning items clockwise for positive strength.
    public class func vortexField() -> Self { make(.vortex) }
    /// Random forces changing smoothly over space and time (UIKit newtons × strength).
    public class func noiseField(smoothness: CGFloat, animationSpeed speed: CGFloat) -> Self {
        make(.noise) { $0.smoothness = smoothness; $0.animationSpeed = speed }
    }
    /// Like the noise field, scaled by each item's speed (m/s).
    public class func turbulenceField(smoothness: CGFloat, animationSpeed speed: CGFloat) -> Self {
        make(.turbulence) { $0.smoothness = smoothness; $0.animationSpeed = speed }
    }
    /// Pushes charged items away from (same sign) or towards ``position``: strength × charge / (distance in m)².
    public class func electricField() -> Self { make(.electric) }
    /// Bends moving charged items' paths: strength × charge × velocity turned a quarter.
    public class func magneticField() -> Self { make(.magnetic) }
    /// A field whose force `block` computes for each item each step.
    public class func field(evaluationBlock block: @escaping Evaluator) -> Self { make(.custom(block)) }

    private static func make(_ kind: Kind, _ setUp: (UIFieldBehavior) -> Void = { _ in }) -> Self {
        let field = Self(kind: kind)
        setUp(field)
        return field
    }

    /// The items the field acts on.
    public var items: [UIDynamicItem] { itemList }

    /// Adds `item` (once).
    public func addItem(_ item: UIDynamicItem) {
        itemList.appendOnce(item)
        setNeedsConfiguration()
    }

    /// Removes `item`.
    public func removeItem(_ item: UIDynamicItem) {
        itemList.removeAll { $0 === item }
        setNeedsConfiguration()
    }

    /// The field's origin, reference view coordinates (default zero).
    public var position: CGPoint = .zero {
        didSet { position = DynamicsInput.point(position, "UIFieldBehavior.position") ?? oldValue; setNeedsConfiguration() }
    }
    /// Where the field acts, about ``position`` (default infinite).
    public var region: UIRegion = .infinite { didSet { setNeedsConfiguration() } }
    /// The force's scale (default 1; negative reverses gravity-like fields).
    public var strength: CGFloat = 1 {
        didSet { strength = DynamicsInput.finite(strength, "UIFieldBehavior.strength", fallback: oldValue); setNeedsConfiguration() }
    }
    /// How fast the force weakens with distance, an exponent ≥ 0 (default 0: not at all).
    public var falloff: CGFloat = 0 {
        didSet { falloff = DynamicsInput.atLeast(falloff, 0, "UIFieldBehavior.falloff", fallback: oldValue); setNeedsConfiguration() }
    }
    /// The distance, points, below which falloff stops growing (default 0).
    public var minimumRadius: CGFloat = 0 {
        didSet {
            minimumRadius = DynamicsInput.atLeast(minimumRadius, 0, "UIFieldBehavior.minimumRadius", fallback: oldValue)
            setNeedsConfiguration()
        }
    }
    /// The direction of linear gravity and velocity fields.
    public var direction: CGVector = .zero {
        didSet { direction = DynamicsInput.vector(direction, "UIFieldBehavior.direction") ?? oldValue; setNeedsConfiguration() }
    }
    /// How smooth noise is over space, 0…1 (default 0).
    public var smoothness: CGFloat = 0 {
        didSet { smoothness = min(max(DynamicsInput.finite(smoothness, "UIFieldBehavior.smoothness", fallback: 0), 0), 1) }
    }
    /// How fast noise changes over time, per second (default 0).
    public var animationSpeed: CGFloat = 0 {
        didSet { animationSpeed = DynamicsInput.finite(animationSpeed, "UIFieldBehavior.animationSpeed", fallback: 0) }
    }

    override var dynamicsItems: [UIDynamicItem] { itemList }

    override func applyForces(in world: DynamicsWorld) {
        let dt = DynamicsUnits.step
        time += dt
        let scale = DynamicsUnits.pointsPerMeter
        for item in itemList {
            guard let body = world.body(for: item), !body.material.isAnchored else { continue }
            let center = body.center
            let offset = CGPoint(x: center.x - position.x, y: center.y - position.y)
            guard region.contains(offset) else { continue }
            let distance = hypot(offset.x, offset.y)
            let factor = falloff == 0 ? 1 : pow(max(distance, minimumRadius, 1) / scale, -falloff)
            let v = body.velocity.linear
            let mass = body.mass, charge = body.material.charge
            let s = strength * factor
            let away = distance > 0 ? CGVector(dx: offset.x / distance, dy: offset.y / distance) : .zero
            var force = CGVector.zero  // UIKit newtons
            switch kind {
            case .linearGravity:
                force = CGVector(dx: direction.dx * s * mass * 10, dy: direction.dy * s * mass * 10)
            case .radialGravity:
                force = CGVector(dx: -away.dx * s * mass * 10, dy: -away.dy * s * mass * 10)
            case .spring:
                force = CGVector(dx: -offset.x / scale * s, dy: -offset.y / scale * s)
            case .drag:
                force = CGVector(dx: -v.x / scale * s, dy: -v.y / scale * s)
            case .velocity:
                body.velocity = (CGPoint(x: direction.dx * s, y: direction.dy * s), body.velocity.angular)
            case .vortex:
                force = CGVector(dx: -away.dy * s, dy: away.dx * s)
            case .noise, .turbulence:
                let n = noise(at: center)
                let speed = kind.isTurbulence ? hypot(v.x, v.y) / scale : 1
                force = CGVector(dx: n.dx * s * speed, dy: n.dy * s * speed)
            case .electric:
                let r = max(distance, minimumRadius, 1) / scale
                force = CGVector(dx: away.dx * s * charge / (r * r), dy: away.dy * s * charge / (r * r))
            case .magnetic:
                force = CGVector(dx: s * charge * v.y / scale, dy: -s * charge * v.x / scale)
            case .custom(let evaluate):
                force = evaluate(self, center, CGVector(dx: v.x, dy: v.y), mass, charge, dt)
                force = CGVector(dx: force.dx * factor, dy: force.dy * factor)
            }
            if force.dx.isFinite, force.dy.isFinite, force != .zero { body.applyForce(force, wake: true) }
        }
    }

    /// A smooth pseudo-random unit-scale vector of position and time (value noise on a lattice whose cell grows
    /// with ``smoothness``).
    private func noise(at p: CGPoint) -> CGVector {
        let cell = 20 + 480 * smoothness
        let x = p.x / cell, y = p.y / cell, t = CGFloat(time) * animationSpeed
        func lattice(_ i: Int, _ j: Int, _ k: Int, _ salt: UInt64) -> CGFloat {
            var h = UInt64(bitPattern: Int64(i)) &* 0x9E37_79B9_7F4A_7C15 ^ UInt64(bitPattern: Int64(j)) &* 0xC2B2_AE3D_27D4_EB4F
            h ^= UInt64(bitPattern: Int64(k)) &* 0x1656_67B1_9E37_79F9 ^ salt
            h ^= h >> 29; h = h &* 0xBF58_476D_1CE4_E5B9; h ^= h >> 32
            return CGFloat(h % 2001) / 1000 - 1
        }
        func smooth(_ salt: UInt64) -> CGFloat {
            let (i, j, k) = (Int(x.rounded(.down)), Int(y.rounded(.down)), Int(t.rounded(.down)))
            let (fx, fy, ft) = (x - x.rounded(.down), y - y.rounded(.down), t - t.rounded(.down))
            func lerp(_ a: CGFloat, _ b: CGFloat, _ f: CGFloat) -> CGFloat { a + (b - a) * f * f * (3 - 2 * f) }
            func plane(_ k: Int) -> CGFloat {
                lerp(lerp(lattice(i, j, k, salt), lattice(i + 1, j, k, salt), fx),
                     lerp(lattice(i, j + 1, k, salt), lattice(i + 1, j + 1, k, salt), fx), fy)
            }
            return lerp(plane(k), plane(k + 1), ft)
        }
        guard x.isFinite, y.isFinite, t.isFinite, abs(x) < 1e12, abs(y) < 1e12, abs(t) < 1e12 else { return .zero }
        return CGVector(dx: smooth(1), dy: smooth(2))
    }
}

extension UIFieldBehavior.Kind {
    var isTurbulence: Bool {
        if case .turbulence = self { return true }
        return false
    }
}
