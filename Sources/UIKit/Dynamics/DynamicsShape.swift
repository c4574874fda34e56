// SPDX-License-Identifier: Apache-2.0

import Foundation

/// One collision shape of an item's body, in points about the body's centre, before conversion to Box2D.
enum DynamicsShape: Equatable {
    case box(halfWidth: CGFloat, halfHeight: CGFloat)
    case circle(radius: CGFloat, center: CGPoint)
    /// A convex polygon of 3…8 points.
    case polygon([CGPoint])

    /// The shapes `item` collides with, about its centre, for its bounds type; a group's are its members'.
    @MainActor
    static func shapes(of item: UIDynamicItem) -> [DynamicsShape] {
        if let group = item as? UIDynamicItemGroup { return group.memberShapes() }
        let size = DynamicsInput.size(of: item)
        let hw = max(size.width / 2, DynamicsUnits.minHalfSide), hh = max(size.height / 2, DynamicsUnits.minHalfSide)
        switch item.collisionBoundsType {
        case .rectangle:
            return [.box(halfWidth: hw, halfHeight: hh)]
        case .ellipse:
            if abs(hw - hh) < 0.25 { return [.circle(radius: hw, center: .zero)] }
            return [.polygon((0..<8).map { i in
                let t = CGFloat(i) * .pi / 4
                return CGPoint(x: hw * cos(t), y: hh * sin(t))
            })]
        case .path:
            let points = dynamicsPolylines(of: item.collisionBoundingPath.cgPath).flatMap { $0 }
            let hull = dynamicsConvexHull(points)
            if hull.count >= 3 { return [.polygon(hull)] }
            UIKitDiagnostics.log("UIKit Dynamics: collisionBoundingPath of \(item) has no area; colliding as its bounds")
            return [.box(halfWidth: hw, halfHeight: hh)]
        }
    }

    /// This shape turned by `angle` and moved by `offset` (a group member's place in its group).
    func placed(at offset: CGPoint, angle: CGFloat) -> DynamicsShape {
        let c = cos(angle), s = sin(angle)
        func move(_ p: CGPoint) -> CGPoint { CGPoint(x: offset.x + c * p.x - s * p.y, y: offset.y + s * p.x + c * p.y) }
        switch self {
        case .box(let hw, let hh):
            return .polygon([CGPoint(x: -hw, y: -hh), CGPoint(x: hw, y: -hh), CGPoint(x: hw, y: hh),
                             CGPoint(x: -hw, y: hh)].map(move))
        case .circle(let radius, let center):
            return .circle(radius: radius, center: move(center))
        case .polygon(let points):
            return .polygon(points.map(move))
        }
    }

    /// The shape's area, square points.
    var area: CGFloat {
        switch self {
        case .box(let hw, let hh): return 4 * hw * hh
        case .circle(let radius, _): return .pi * radius * radius
        case .polygon(let points):
            var sum: CGFloat = 0
            for i in points.indices {
                let a = points[i], b = points[(i + 1) % points.count]
                sum += a.x * b.y - b.x * a.y
            }
            return abs(sum) / 2
        }
    }

    /// The second moment of the shape's area about the body's centre, points⁴ (times density: inertia).
    var areaMoment: CGFloat {
        switch self {
        case .box(let hw, let hh):
            return area * (4 * hw * hw + 4 * hh * hh) / 12
        case .circle(let radius, let center):
            return area * (radius * radius / 2 + center.x * center.x + center.y * center.y)
        case .polygon(let points):
            // Triangles fanned from the origin: ∫r² dA = Σ cross/12 · (a·a + a·b + b·b).
            var sum: CGFloat = 0
            for i in points.indices {
                let a = points[i], b = points[(i + 1) % points.count]
                let cross = a.x * b.y - b.x * a.y
                sum += cross * (a.x * a.x + a.x * b.x + b.x * b.x + a.y * a.y + a.y * b.y + b.y * b.y) / 12
            }
            return abs(sum)
        }
    }
}
