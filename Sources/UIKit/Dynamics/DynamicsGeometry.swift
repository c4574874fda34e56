// SPDX-License-Identifier: Apache-2.0

import Foundation

/// UIKit Dynamics' units and step, and the conversions between points and Box2D's metres.
///
/// One metre is 100 points, which keeps items of 10–1,000 points in the sizes Box2D is tuned for (0.1–10 m). With
/// that scale Apple's units fall out directly: a density of 1 gives a 100×100-point item a mass of 1 kg, so a push
/// of magnitude 1 (1 N) accelerates it at 1 m/s², 100 points/s²; gravity of magnitude 1 is 1,000 points/s²
/// (10 m/s²).
enum DynamicsUnits {
    /// Points per Box2D metre.
    static let pointsPerMeter: CGFloat = 100
    /// Gravity's acceleration at magnitude 1, points/s² (Apple's "UIKit gravity").
    static let gravity: CGFloat = 1000
    /// The fixed simulation step, seconds of device time.
    static let step: Double = 1.0 / 60
    /// The most steps one frame runs; a longer gap (a stalled main thread) drops the rest of the time.
    static let maxStepsPerFrame = 8
    /// Coordinates beyond this many points from the origin are clamped (Box2D's floats lose precision).
    static let maxCoordinate: CGFloat = 1e7
    /// The smallest half side of a collision shape, points (Box2D rejects degenerate polygons).
    static let minHalfSide: CGFloat = 0.5

    static func meters(_ points: CGFloat) -> Float { Float(points / pointsPerMeter) }
    static func points(_ meters: Float) -> CGFloat { CGFloat(meters) * pointsPerMeter }
}

/// Checks for values apps hand UIKit Dynamics: non-finite numbers are refused with a log line, never passed to Box2D.
enum DynamicsInput {
    /// `value` when finite, else `fallback`, logging `what`.
    static func finite(_ value: CGFloat, _ what: @autoclosure () -> String, fallback: CGFloat) -> CGFloat {
        if value.isFinite { return value }
        UIKitDiagnostics.log("UIKit Dynamics: \(what()) is \(value); using \(fallback)")
        return fallback
    }

    /// `value` when finite and at least `minimum`, else `fallback` (logged).
    static func atLeast(_ value: CGFloat, _ minimum: CGFloat, _ what: @autoclosure () -> String,
                        fallback: CGFloat) -> CGFloat {
        if value.isFinite && value >= minimum { return value }
        UIKitDiagnostics.log("UIKit Dynamics: \(what()) is \(value), below \(minimum) or not finite; using \(fallback)")
        return fallback
    }

    /// `point` with non-finite coordinates refused (nil, logged) and huge ones clamped.
    static func point(_ point: CGPoint, _ what: @autoclosure () -> String) -> CGPoint? {
        guard point.x.isFinite, point.y.isFinite else {
            UIKitDiagnostics.log("UIKit Dynamics: \(what()) \(point) is not finite; ignored")
            return nil
        }
        let limit = DynamicsUnits.maxCoordinate
        return CGPoint(x: min(max(point.x, -limit), limit), y: min(max(point.y, -limit), limit))
    }

    /// `vector` when both components are finite, else nil (logged).
    static func vector(_ vector: CGVector, _ what: @autoclosure () -> String) -> CGVector? {
        if vector.dx.isFinite && vector.dy.isFinite { return vector }
        UIKitDiagnostics.log("UIKit Dynamics: \(what()) \(vector) is not finite; ignored")
        return nil
    }

    /// An item's size: non-finite or negative sides count as 0 (logged).
    @MainActor
    static func size(of item: UIDynamicItem) -> CGSize {
        let size = item.bounds.size
        if size.width.isFinite, size.height.isFinite, size.width >= 0, size.height >= 0 { return size }
        UIKitDiagnostics.log("UIKit Dynamics: item bounds \(item.bounds) are not a finite size; using 0×0")
        return .zero
    }
}

extension Array where Element == any UIDynamicItem {
    /// Appends `item` unless it is already in the array (behaviours' `addItem(_:)`: each item once).
    mutating func appendOnce(_ item: any UIDynamicItem) {
        if !contains(where: { $0 === item }) { append(item) }
    }
}

extension CGVector {
    /// The vector's direction, radians clockwise from the x axis in UIKit's y-down space.
    var dynamicsAngle: CGFloat { atan2(dy, dx) }
    /// The vector's length.
    var dynamicsMagnitude: CGFloat { hypot(dx, dy) }
    /// The vector of `magnitude` pointing at `angle` (gravity's and pushes' `setAngle(_:magnitude:)`).
    init(dynamicsAngle angle: CGFloat, magnitude: CGFloat) {
        self.init(dx: cos(angle) * magnitude, dy: sin(angle) * magnitude)
    }
}

/// The rotation angle of an affine transform, radians (0 for a non-finite one).
func dynamicsAngle(of transform: CGAffineTransform) -> CGFloat {
    let angle = atan2(transform.b, transform.a)
    return angle.isFinite ? angle : 0
}

/// Points along a path, each subpath a polyline (curves sampled), closed subpaths ending at their start.
func dynamicsPolylines(of path: CGPath) -> [[CGPoint]] {
    var lines: [[CGPoint]] = []
    var current: [CGPoint] = []
    path.applyWithBlock { element in
        let e = element.pointee
        let last = current.last ?? .zero
        switch e.type {
        case .moveToPoint:
            if current.count > 1 { lines.append(current) }
            current = [e.points[0]]
        case .addLineToPoint:
            current.append(e.points[0])
        case .addQuadCurveToPoint:
            let c = e.points[0], end = e.points[1]
            for i in 1...4 {
                let t = CGFloat(i) / 4, u = 1 - t
                current.append(CGPoint(x: u * u * last.x + 2 * u * t * c.x + t * t * end.x,
                                       y: u * u * last.y + 2 * u * t * c.y + t * t * end.y))
            }
        case .addCurveToPoint:
            let c1 = e.points[0], c2 = e.points[1], end = e.points[2]
            for i in 1...4 {
                let t = CGFloat(i) / 4, u = 1 - t
                let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
                current.append(CGPoint(x: a * last.x + b * c1.x + c * c2.x + d * end.x,
                                       y: a * last.y + b * c1.y + c * c2.y + d * end.y))
            }
        case .closeSubpath:
            if let first = current.first, current.count > 1 {
                current.append(first)
                lines.append(current)
                current = [first]
            }
        @unknown default:
            break
        }
    }
    if current.count > 1 { lines.append(current) }
    return lines.map { $0.filter { $0.x.isFinite && $0.y.isFinite } }.filter { $0.count > 1 }
}

/// The convex hull of `points` (counter-clockwise in y-up terms), reduced to at most `limit` points.
func dynamicsConvexHull(_ points: [CGPoint], limit: Int = 8) -> [CGPoint] {
    let sorted = points.sorted { $0.x != $1.x ? $0.x < $1.x : $0.y < $1.y }
    guard sorted.count > 2 else { return sorted }
    func cross(_ o: CGPoint, _ a: CGPoint, _ b: CGPoint) -> CGFloat {
        (a.x - o.x) * (b.y - o.y) - (a.y - o.y) * (b.x - o.x)
    }
    var lower: [CGPoint] = [], upper: [CGPoint] = []
    for p in sorted {
        while lower.count >= 2 && cross(lower[lower.count - 2], lower[lower.count - 1], p) <= 0 { lower.removeLast() }
        lower.append(p)
    }
    for p in sorted.reversed() {
        while upper.count >= 2 && cross(upper[upper.count - 2], upper[upper.count - 1], p) <= 0 { upper.removeLast() }
        upper.append(p)
    }
    let hull = Array(lower.dropLast() + upper.dropLast())
    guard hull.count > limit else { return hull }
    return (0..<limit).map { hull[$0 * hull.count / limit] }
}
