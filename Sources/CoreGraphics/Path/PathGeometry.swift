// SPDX-License-Identifier: Apache-2.0

/// Geometry over stored path elements: current point, tight bounds, flattening and point containment.
package enum PathGeometry {
    /// Logs and returns false for a point with a NaN or infinite coordinate.
    package static func isFinite(_ p: CGPoint, _ what: String) -> Bool {
        if p.x.isFinite && p.y.isFinite { return true }
        Diagnostics.log("\(what): non-finite point (\(p.x), \(p.y)) ignored")
        return false
    }

    /// Logs and returns false for a rectangle with a NaN or infinite component.
    package static func isFinite(_ r: CGRect, _ what: String) -> Bool {
        if r.origin.x.isFinite && r.origin.y.isFinite && r.size.width.isFinite && r.size.height.isFinite {
            return true
        }
        Diagnostics.log("\(what): non-finite rectangle ignored")
        return false
    }

    /// Logs and returns false when a flattened path has a NaN or infinite point (a transform that overflowed).
    package static func isFinite(_ polylines: [(points: [CGPoint], closed: Bool)], _ what: String) -> Bool {
        if polylines.allSatisfy({ $0.points.allSatisfy { $0.x.isFinite && $0.y.isFinite } }) { return true }
        Diagnostics.log("\(what): the path has non-finite points; treated as empty")
        return false
    }

    /// The current point after `elements`, or nil for an empty path.
    package static func currentPoint(of elements: [PathElement]) -> CGPoint? {
        var subpathStart: CGPoint?
        var current: CGPoint?
        for e in elements {
            switch e {
            case .move(let p):
                subpathStart = p
                current = p
            case .line(let p), .quad(_, let p), .cubic(_, _, let p):
                if subpathStart == nil { subpathStart = current }
                current = p
            case .close:
                current = subpathStart
                subpathStart = nil
            }
        }
        return current
    }

    /// The subpaths of `elements` as polylines, curves flattened to within `tolerance`.
    /// Each polyline starts at its subpath's first point; `closed` tells whether the subpath was closed.
    package static func flatten(_ elements: [PathElement], tolerance: CGFloat = 0.1) -> [(points: [CGPoint], closed: Bool)] {
        var result: [(points: [CGPoint], closed: Bool)] = []
        var current: [CGPoint] = []
        var lastClosedStart: CGPoint?
        func finish(closed: Bool) {
            if !current.isEmpty { result.append((current, closed)) }
            current = []
        }
        func startIfNeeded() {
            if current.isEmpty, let s = lastClosedStart { current = [s] }
        }
        for e in elements {
            switch e {
            case .move(let p):
                finish(closed: false)
                current = [p]
                lastClosedStart = nil
            case .line(let p):
                startIfNeeded()
                current.append(p)
            case .quad(let c, let p):
                startIfNeeded()
                let p0 = current.last ?? c
                // Elevate to cubic.
                let c1 = CGPoint(x: p0.x + 2 / 3 * (c.x - p0.x), y: p0.y + 2 / 3 * (c.y - p0.y))
                let c2 = CGPoint(x: p.x + 2 / 3 * (c.x - p.x), y: p.y + 2 / 3 * (c.y - p.y))
                appendCubic(&current, p0, c1, c2, p, tolerance)
            case .cubic(let c1, let c2, let p):
                startIfNeeded()
                let p0 = current.last ?? c1
                appendCubic(&current, p0, c1, c2, p, tolerance)
            case .close:
                lastClosedStart = current.first
                finish(closed: true)
            }
        }
        finish(closed: false)
        return result
    }

    private static func appendCubic(
        _ out: inout [CGPoint], _ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint, _ tolerance: CGFloat
    ) {
        // Segment count from the control polygon's deviation (Wang's formula), capped to bound work.
        let ddx = max(abs(p0.x - 2 * p1.x + p2.x), abs(p1.x - 2 * p2.x + p3.x))
        let ddy = max(abs(p0.y - 2 * p1.y + p2.y), abs(p1.y - 2 * p2.y + p3.y))
        let dd = (ddx * ddx + ddy * ddy).squareRoot()
        // Huge control points overflow `dd` to infinity (or NaN): the comparison, not `Int(_:)`, takes the cap.
        let estimate = (0.75 * dd / max(tolerance, 1e-6)).squareRoot().rounded(.up)
        let n = estimate < 1024 ? max(1, Int(estimate)) : 1024
        for i in 1...n {
            let t = CGFloat(i) / CGFloat(n)
            out.append(cubicPoint(p0, p1, p2, p3, t))
        }
    }

    package static func cubicPoint(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint, _ t: CGFloat)
        -> CGPoint
    {
        let u = 1 - t
        let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
        return CGPoint(x: a * p0.x + b * p1.x + c * p2.x + d * p3.x, y: a * p0.y + b * p1.y + c * p2.y + d * p3.y)
    }

    /// Whether `point` is inside the area enclosed by `elements` under `rule` (subpaths implicitly closed).
    /// A path with a non-finite point (a transform that overflowed) contains nothing.
    package static func contains(_ point: CGPoint, in elements: [PathElement], rule: CGPathFillRule) -> Bool {
        var winding = 0
        let polylines = flatten(elements, tolerance: 0.05)
        guard isFinite(polylines, "CGPath.contains") else { return false }
        for sub in polylines {
            let pts = sub.points
            guard pts.count >= 2 else { continue }
            for i in 0..<pts.count {
                let a = pts[i]
                let b = pts[(i + 1) % pts.count]
                if a.y <= point.y {
                    if b.y > point.y && cross(a, b, point) > 0 { winding += 1 }
                } else if b.y <= point.y && cross(a, b, point) < 0 {
                    winding -= 1
                }
            }
        }
        return rule == .winding ? winding != 0 : winding % 2 != 0
    }

    private static func cross(_ a: CGPoint, _ b: CGPoint, _ p: CGPoint) -> CGFloat {
        (b.x - a.x) * (p.y - a.y) - (p.x - a.x) * (b.y - a.y)
    }

    /// The exact bounds of the curves (extrema of each Bézier), `.null` for an empty path.
    package static func tightBounds(of elements: [PathElement]) -> CGRect {
        var minX = CGFloat.infinity, minY = CGFloat.infinity, maxX = -CGFloat.infinity, maxY = -CGFloat.infinity
        func add(_ p: CGPoint) {
            minX = min(minX, p.x)
            minY = min(minY, p.y)
            maxX = max(maxX, p.x)
            maxY = max(maxY, p.y)
        }
        var current: CGPoint?
        var subStart: CGPoint?
        for e in elements {
            switch e {
            case .move(let p):
                add(p)
                current = p
                subStart = p
            case .line(let p):
                if let c = current { add(c) }
                add(p)
                current = p
            case .quad(let c, let p):
                let p0 = current ?? c
                add(p0)
                add(p)
                for axis in 0..<2 {
                    let (a, b, d) = axis == 0 ? (p0.x, c.x, p.x) : (p0.y, c.y, p.y)
                    let den = a - 2 * b + d
                    if den != 0 {
                        let t = (a - b) / den
                        if t > 0 && t < 1 {
                            let u = 1 - t
                            add(CGPoint(
                                x: u * u * p0.x + 2 * u * t * c.x + t * t * p.x,
                                y: u * u * p0.y + 2 * u * t * c.y + t * t * p.y))
                        }
                    }
                }
                current = p
            case .cubic(let c1, let c2, let p):
                let p0 = current ?? c1
                add(p0)
                add(p)
                for t in cubicExtrema(p0.x, c1.x, c2.x, p.x) + cubicExtrema(p0.y, c1.y, c2.y, p.y) {
                    add(cubicPoint(p0, c1, c2, p, t))
                }
                current = p
            case .close:
                current = subStart
            }
        }
        if minX > maxX { return .null }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// Parameters in (0, 1) where a 1-D cubic Bézier has a zero derivative.
    private static func cubicExtrema(_ a: CGFloat, _ b: CGFloat, _ c: CGFloat, _ d: CGFloat) -> [CGFloat] {
        // Derivative / 3: (b − a)(1−t)² + 2(c − b)(1−t)t + (d − c)t²  →  A t² + B t + C.
        let qa = -a + 3 * b - 3 * c + d
        let qb = 2 * (a - 2 * b + c)
        let qc = b - a
        var roots: [CGFloat] = []
        if abs(qa) < 1e-12 {
            if abs(qb) > 1e-12 { roots.append(-qc / qb) }
        } else {
            let disc = qb * qb - 4 * qa * qc
            if disc >= 0 {
                let s = disc.squareRoot()
                roots.append((-qb + s) / (2 * qa))
                roots.append((-qb - s) / (2 * qa))
            }
        }
        return roots.filter { $0 > 0 && $0 < 1 }
    }

    /// The rectangle `elements` describe when they are exactly one closed axis-aligned rectangle.
    package static func rectangle(in elements: [PathElement]) -> CGRect? {
        var pts: [CGPoint] = []
        for (i, e) in elements.enumerated() {
            switch e {
            case .move(let p) where i == 0: pts.append(p)
            case .line(let p): pts.append(p)
            case .close where i == elements.count - 1: break
            default: return nil
            }
        }
        if pts.count == 5, pts[4] == pts[0] { pts.removeLast() }
        guard pts.count == 4 else { return nil }
        let xs = Set(pts.map(\.x)), ys = Set(pts.map(\.y))
        guard xs.count <= 2, ys.count <= 2 else { return nil }
        for i in 0..<4 {
            let a = pts[i], b = pts[(i + 1) % 4]
            if a.x != b.x && a.y != b.y { return nil }
        }
        let minX = xs.min()!, maxX = xs.max()!, minY = ys.min()!, maxY = ys.max()!
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
