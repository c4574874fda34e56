// SPDX-License-Identifier: Apache-2.0

/// Cuts a path down to the part between two fractions of its length: what `CAShapeLayer` strokes for
/// `strokeStart` and `strokeEnd`.
///
/// Apple: "A value of 0.0 represents the beginning of the path while a value of 1.0 represents the end of the path.
/// Values in between are interpreted linearly along the path length." The length is that of every subpath
/// together, closing segments included. Curves are flattened to within `tolerance` first, so the result is made of
/// lines; a closed subpath kept whole stays closed (its corners keep their joins), while a cut one is left open.
package enum PathTrimming {
    /// The part of `path` from `start` to `end` (fractions of its total length, clamped to 0…1). Empty when
    /// `start >= end` or the path has no length.
    package static func trim(_ path: CGPath, from start: CGFloat, to end: CGFloat, tolerance: CGFloat = 0.02)
        -> CGPath
    {
        let s = min(1, max(0, start.isFinite ? start : 0)), e = min(1, max(0, end.isFinite ? end : 1))
        guard s < e else { return CGPath() }
        var subpaths: [(points: [CGPoint], closed: Bool, length: CGFloat)] = []
        var total: CGFloat = 0
        for sub in PathGeometry.flatten(path.elements, tolerance: tolerance) {
            var points = sub.points
            if sub.closed, let first = points.first { points.append(first) }
            var length: CGFloat = 0
            for i in points.indices.dropFirst() { length += distance(points[i - 1], points[i]) }
            subpaths.append((points, sub.closed, length))
            total += length
        }
        guard total > 0 else { return CGPath() }
        let from = s * total, to = e * total
        var out: [PathElement] = []
        var offset: CGFloat = 0  // length before the current subpath
        for sub in subpaths {
            defer { offset += sub.length }
            let a = max(from - offset, 0), b = min(to - offset, sub.length)
            guard a < b else { continue }
            if sub.closed && a <= 0 && b >= sub.length {
                out.append(.move(sub.points[0]))
                for p in sub.points.dropFirst().dropLast() { out.append(.line(p)) }
                out.append(.close)
            } else {
                out += piece(of: sub.points, from: a, to: b)
            }
        }
        return CGPath(elements: out)
    }

    /// The polyline `points` between arc lengths `a` and `b`, as a move and lines.
    private static func piece(of points: [CGPoint], from a: CGFloat, to b: CGFloat) -> [PathElement] {
        var out: [PathElement] = []
        var walked: CGFloat = 0
        for i in points.indices.dropFirst() {
            let p = points[i - 1], q = points[i]
            let length = distance(p, q)
            let segStart = walked, segEnd = walked + length
            walked = segEnd
            guard length > 0, segEnd >= a else { continue }
            if out.isEmpty { out.append(.move(point(p, q, (a - segStart) / length))) }
            if segEnd >= b {
                out.append(.line(point(p, q, (b - segStart) / length)))
                break
            }
            out.append(.line(q))
        }
        return out
    }

    private static func distance(_ p: CGPoint, _ q: CGPoint) -> CGFloat { hypot(q.x - p.x, q.y - p.y) }

    private static func point(_ p: CGPoint, _ q: CGPoint, _ t: CGFloat) -> CGPoint {
        let u = min(1, max(0, t))
        return CGPoint(x: p.x + (q.x - p.x) * u, y: p.y + (q.y - p.y) * u)
    }
}
