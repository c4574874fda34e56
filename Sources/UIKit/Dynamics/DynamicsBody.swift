// SPDX-License-Identifier: Apache-2.0

import CBox2D
import Foundation

/// The material and motion properties of one item, from the `UIDynamicItemBehavior`s that name it (the last added
/// wins per item) or Apple's defaults.
struct DynamicsMaterial: Equatable {
    var elasticity: CGFloat = 0
    var friction: CGFloat = 0
    var density: CGFloat = 1
    var resistance: CGFloat = 0
    var angularResistance: CGFloat = 0
    var charge: CGFloat = 0
    var isAnchored = false
    var allowsRotation = true
}

/// One item's rigid body in a ``DynamicsWorld``: the Box2D body, its tag, and what was last written to the item.
@MainActor
final class DynamicsBody {
    let item: UIDynamicItem
    /// The tag of the body's shapes (contact filter and events).
    let tag: UInt
    let handle: OpaquePointer
    var material = DynamicsMaterial()
    /// The shapes the body has in Box2D now (empty: it collides with nothing).
    var shapes: [DynamicsShape] = []
    /// The mass, kg (density × area in m²).
    private(set) var mass: CGFloat = 1
    /// The centre and angle last written to (or read from) the item.
    var writtenCenter: CGPoint
    var writtenAngle: CGFloat

    init(item: UIDynamicItem, tag: UInt, world: OpaquePointer) {
        self.item = item
        self.tag = tag
        let center = DynamicsInput.point(item.center, "center of \(item)") ?? .zero
        let angle = dynamicsAngle(of: item.transform)
        handle = cbox2d_body_create(world, Int32(CBOX2D_DYNAMIC), DynamicsUnits.meters(center.x),
                                    DynamicsUnits.meters(center.y), Float(angle))
        writtenCenter = center
        writtenAngle = angle
    }

    /// The body's centre, points.
    var center: CGPoint {
        var x: Float = 0, y: Float = 0, angle: Float = 0
        cbox2d_body_get_transform(handle, &x, &y, &angle)
        return CGPoint(x: DynamicsUnits.points(x), y: DynamicsUnits.points(y))
    }

    /// The body's rotation, radians (clockwise on screen).
    var angle: CGFloat {
        var x: Float = 0, y: Float = 0, angle: Float = 0
        cbox2d_body_get_transform(handle, &x, &y, &angle)
        return CGFloat(angle)
    }

    /// The body's velocity: points/s and radians/s.
    var velocity: (linear: CGPoint, angular: CGFloat) {
        get {
            var vx: Float = 0, vy: Float = 0, w: Float = 0
            cbox2d_body_get_velocity(handle, &vx, &vy, &w)
            return (CGPoint(x: DynamicsUnits.points(vx), y: DynamicsUnits.points(vy)), CGFloat(w))
        }
        set {
            // A body that may not turn keeps no angular velocity (Box2D would still integrate one).
            cbox2d_body_set_velocity(handle, DynamicsUnits.meters(newValue.linear.x),
                                     DynamicsUnits.meters(newValue.linear.y),
                                     material.allowsRotation ? Float(newValue.angular) : 0)
            cbox2d_body_set_awake(handle, 1)
        }
    }

    var isAwake: Bool { cbox2d_body_is_awake(handle) != 0 }

    /// Moves the body to the item's current centre and rotation (`updateItem(usingCurrentState:)`).
    func readItemState() {
        let center = DynamicsInput.point(item.center, "center of \(item)") ?? self.center
        let angle = dynamicsAngle(of: item.transform)
        cbox2d_body_set_transform(handle, DynamicsUnits.meters(center.x), DynamicsUnits.meters(center.y), Float(angle))
        cbox2d_body_set_awake(handle, 1)
        writtenCenter = center
        writtenAngle = angle
    }

    /// Writes the body's centre and rotation to the item when they changed since the last write.
    func writeItemState() {
        let center = self.center, angle = self.angle
        if center != writtenCenter {
            item.center = center
            writtenCenter = center
        }
        if abs(angle - writtenAngle) > 1e-9 {
            item.transform = CGAffineTransform(rotationAngle: angle)
            writtenAngle = angle
        }
    }

    /// Applies `material` and the item's `shapes` (colliding only when `collides`): mass and inertia from the
    /// density and the item's shape, damping, rotation, anchoring, and Box2D shapes when they changed.
    func apply(material newMaterial: DynamicsMaterial, collides: Bool) {
        material = newMaterial
        let itemShapes = DynamicsShape.shapes(of: item)
        let friction = Float(material.friction), restitution = Float(material.elasticity)
        let wanted = collides ? itemShapes : []
        if wanted != shapes {
            cbox2d_body_clear_shapes(handle)
            for shape in wanted { add(shape, friction: friction, restitution: restitution) }
            shapes = wanted
        } else {
            cbox2d_body_set_material(handle, friction, restitution)
            cbox2d_body_refilter(handle)
        }
        let area = max(itemShapes.reduce(0) { $0 + $1.area }, 1)
        let moment = max(itemShapes.reduce(0) { $0 + $1.areaMoment }, 1)
        let scale = DynamicsUnits.pointsPerMeter
        mass = material.density * area / (scale * scale)
        let inertia = material.density * moment / (scale * scale * scale * scale)
        cbox2d_body_set_type(handle, Int32(material.isAnchored ? CBOX2D_STATIC : CBOX2D_DYNAMIC))
        if !material.isAnchored { cbox2d_body_set_mass(handle, Float(mass), Float(inertia)) }
        cbox2d_body_set_fixed_rotation(handle, material.allowsRotation ? 0 : 1)
        cbox2d_body_set_damping(handle, Float(material.resistance), Float(material.angularResistance))
    }

    private func add(_ shape: DynamicsShape, friction: Float, restitution: Float) {
        switch shape {
        case .box(let hw, let hh):
            cbox2d_body_add_box(handle, DynamicsUnits.meters(hw), DynamicsUnits.meters(hh), friction, restitution, tag)
        case .circle(let radius, let center):
            cbox2d_body_add_circle(handle, DynamicsUnits.meters(radius), DynamicsUnits.meters(center.x),
                                   DynamicsUnits.meters(center.y), friction, restitution, tag)
        case .polygon(let points):
            let xy = points.flatMap { [DynamicsUnits.meters($0.x), DynamicsUnits.meters($0.y)] }
            if cbox2d_body_add_polygon(handle, xy, Int32(points.count), friction, restitution, tag) == 0 {
                UIKitDiagnostics.log("UIKit Dynamics: the collision shape of \(item) is degenerate; it collides as a box")
                let xs = points.map(\.x), ys = points.map(\.y)
                let hw = max((xs.max()! - xs.min()!) / 2, DynamicsUnits.minHalfSide)
                let hh = max((ys.max()! - ys.min()!) / 2, DynamicsUnits.minHalfSide)
                cbox2d_body_add_box(handle, DynamicsUnits.meters(hw), DynamicsUnits.meters(hh), friction, restitution,
                                    tag)
            }
        }
    }
}

extension DynamicsBody {
    /// Applies `force` (N) at the centre, or at `offset` points from it (turned with the body); a sleeping body
    /// stays asleep unless `wake`.
    func applyForce(_ force: CGVector, at offset: CGPoint = .zero, wake: Bool) {
        let point = worldPoint(offset)
        cbox2d_body_apply_force(handle, Float(force.dx), Float(force.dy), DynamicsUnits.meters(point.x),
                                DynamicsUnits.meters(point.y), wake ? 1 : 0)
    }

    /// Applies `impulse` (N·s) at the centre or at `offset` points from it, waking the body.
    func applyImpulse(_ impulse: CGVector, at offset: CGPoint = .zero) {
        let point = worldPoint(offset)
        cbox2d_body_apply_impulse(handle, Float(impulse.dx), Float(impulse.dy), DynamicsUnits.meters(point.x),
                                  DynamicsUnits.meters(point.y))
    }

    /// The world point `point` in the body's own (turning) frame about its centre, points.
    func localPoint(_ point: CGPoint) -> CGPoint {
        let center = self.center, angle = self.angle
        let c = cos(angle), s = sin(angle), dx = point.x - center.x, dy = point.y - center.y
        return CGPoint(x: c * dx + s * dy, y: -s * dx + c * dy)
    }

    /// The point `offset` points from the centre in the body's own (turning) frame, in world points.
    func worldPoint(_ offset: CGPoint) -> CGPoint {
        let center = self.center, angle = self.angle
        let c = cos(angle), s = sin(angle)
        return CGPoint(x: center.x + c * offset.x - s * offset.y, y: center.y + s * offset.x + c * offset.y)
    }
}

extension DynamicsBody {
    /// Sets the angular velocity (radians/s) without waking the body.
    func setAngularVelocity(_ angular: CGFloat) {
        var vx: Float = 0, vy: Float = 0, w: Float = 0
        cbox2d_body_get_velocity(handle, &vx, &vy, &w)
        cbox2d_body_set_velocity(handle, vx, vy, Float(angular))
    }
}
