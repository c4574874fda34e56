// SPDX-License-Identifier: Apache-2.0
//
// Cairo cannot turn a stroke into a path, so Touchstone computes stroke outlines itself. The outline is a union of
// simple pieces — one quadrilateral per flattened segment, one piece per join and cap — all wound the same way, so
// filling it with the non-zero winding rule (or testing containment) covers exactly the stroked area.

extension CGPath {
    /// A path whose filled area (non-zero rule) is the area stroking this path would paint.
    ///
    /// Curves are flattened to within 0.05 units of the true stroke. A zero or negative width gives an empty path,
    /// and so does a path whose points are not all finite (logged); huge but finite coordinates are fine.
    public func copy(
        strokingWithWidth lineWidth: CGFloat, lineCap: CGLineCap, lineJoin: CGLineJoin, miterLimit: CGFloat,
        transform: CGAffineTransform = .identity
    ) -> CGPath {
        guard lineWidth > 0, lineWidth.isFinite else { return CGPath() }
        let polylines = PathGeometry.flatten(elements, tolerance: min(0.05, lineWidth / 20))
        guard PathGeometry.isFinite(polylines, "copy(strokingWithWidth:)") else { return CGPath() }
        var stroker = PathStroker(halfWidth: lineWidth / 2, cap: lineCap, join: lineJoin,
                                  miterLimit: miterLimit.isFinite ? miterLimit : 10)
        for sub in polylines {
            stroker.stroke(sub.points, closed: sub.closed)
        }
        return CGPath(elements: stroker.output.map { $0.applying(transform) })
    }

    /// A path made of the "on" pieces of this path under a dash pattern (curves are flattened to lines).
    ///
    /// `lengths` alternate painted and unpainted lengths; `phase` is how far into the pattern the path starts.
    /// An empty or all-zero pattern returns an unchanged copy, and so does a pattern that would cut the path into
    /// more than a million dashes (`[1e-9, 1e-9]`, or `[1, 1]` along a path 1e9 long; logged). A path whose points
    /// are not all finite gives an empty path (logged).
    public func copy(dashingWithPhase phase: CGFloat, lengths: [CGFloat], transform: CGAffineTransform = .identity)
        -> CGPath
    {
        let pattern = lengths.map { max(0, $0.isFinite ? $0 : 0) }
        let total = pattern.reduce(0, +)
        guard total.isFinite, total > 0 else { return CGPath(elements: elements.map { $0.applying(transform) }) }
        let polylines = PathGeometry.flatten(elements, tolerance: 0.05)
        guard PathGeometry.isFinite(polylines, "copy(dashingWithPhase:lengths:)") else { return CGPath() }
        guard DashLimit.allows(polylines, pattern: pattern, what: "copy(dashingWithPhase:lengths:)") else {
            return CGPath(elements: elements.map { $0.applying(transform) })
        }
        var out: [PathElement] = []
        for sub in polylines {
            var pts = sub.points
            if sub.closed, let first = pts.first { pts.append(first) }
            guard pts.count >= 2 else { continue }
            // Position within the pattern at the subpath's start.
            var offset = (phase.isFinite ? phase : 0).truncatingRemainder(dividingBy: total)
            if offset < 0 { offset += total }
            var index = 0
            while offset >= pattern[index] {
                offset -= pattern[index]
                index = (index + 1) % pattern.count
            }
            var remaining = pattern[index] - offset
            var on = index % 2 == 0
            var penDown = false
            for i in 0..<(pts.count - 1) {
                var a = pts[i]
                let b = pts[i + 1]
                var segLen = hypot(b.x - a.x, b.y - a.y)
                while segLen > 0 {
                    let step = min(remaining, segLen)
                    let t = step / segLen
                    let p = CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
                    if on {
                        if !penDown { out.append(.move(a)); penDown = true }
                        out.append(.line(p))
                    }
                    remaining -= step
                    segLen -= step
                    a = p
                    if remaining <= 1e-12 {
                        index = (index + 1) % pattern.count
                        remaining = pattern[index]
                        on = index % 2 == 0
                        penDown = false
                    }
                }
            }
        }
        return CGPath(elements: out.map { $0.applying(transform) })
    }
}

/// Builds the outline pieces of a stroke over polylines.
private struct PathStroker {
    let halfWidth: CGFloat
    let cap: CGLineCap
    let join: CGLineJoin
    let miterLimit: CGFloat
    var output: [PathElement] = []

    init(halfWidth: CGFloat, cap: CGLineCap, join: CGLineJoin, miterLimit: CGFloat) {
        self.halfWidth = halfWidth
        self.cap = cap
        self.join = join
        self.miterLimit = miterLimit
    }

    mutating func stroke(_ input: [CGPoint], closed: Bool) {
        var pts: [CGPoint] = []
        for p in input where pts.last.map({ hypot($0.x - p.x, $0.y - p.y) > 1e-9 }) ?? true { pts.append(p) }
        if closed, pts.count > 2, let f = pts.first, let l = pts.last, hypot(f.x - l.x, f.y - l.y) <= 1e-9 {
            pts.removeLast()
        }
        if pts.count == 1 {
            // A zero-length subpath: only round and square caps paint (a dot), as in Quartz.
            if cap == .round { circle(at: pts[0]) }
            if cap == .square { addPolygon(squareAround(pts[0], direction: CGPoint(x: 1, y: 0))) }
            return
        }
        guard pts.count >= 2 else { return }
        let segmentCount = closed ? pts.count : pts.count - 1
        for i in 0..<segmentCount {
            let a = pts[i], b = pts[(i + 1) % pts.count]
            let n = normal(a, b)
            addPolygon([
                CGPoint(x: a.x + n.x, y: a.y + n.y), CGPoint(x: b.x + n.x, y: b.y + n.y),
                CGPoint(x: b.x - n.x, y: b.y - n.y), CGPoint(x: a.x - n.x, y: a.y - n.y),
            ])
        }
        // Joins at interior vertices (every vertex when closed).
        let joinRange = closed ? 0..<pts.count : 1..<(pts.count - 1)
        for i in joinRange {
            let prev = pts[(i - 1 + pts.count) % pts.count], v = pts[i], next = pts[(i + 1) % pts.count]
            addJoin(prev, v, next)
        }
        if !closed {
            addCap(at: pts[0], from: pts[1])
            addCap(at: pts[pts.count - 1], from: pts[pts.count - 2])
        }
    }

    private func normal(_ a: CGPoint, _ b: CGPoint) -> CGPoint {
        let dx = b.x - a.x, dy = b.y - a.y
        let len = hypot(dx, dy)
        return CGPoint(x: -dy / len * halfWidth, y: dx / len * halfWidth)
    }

    private mutating func addJoin(_ prev: CGPoint, _ v: CGPoint, _ next: CGPoint) {
        let n1 = normal(prev, v), n2 = normal(v, next)
        let d1 = CGPoint(x: v.x - prev.x, y: v.y - prev.y), d2 = CGPoint(x: next.x - v.x, y: next.y - v.y)
        let turn = d1.x * d2.y - d1.y * d2.x
        if abs(turn) < 1e-12 && d1.x * d2.x + d1.y * d2.y > 0 { return }  // straight on: no join needed
        switch join {
        case .round:
            circle(at: v)
        case .bevel, .miter:
            // The outer side is opposite the turn direction.
            let s: CGFloat = turn > 0 ? -1 : 1
            let o1 = CGPoint(x: v.x + s * n1.x, y: v.y + s * n1.y)
            let o2 = CGPoint(x: v.x + s * n2.x, y: v.y + s * n2.y)
            addPolygon([v, o1, o2])
            if join == .miter {
                // Miter length / line width = 1 / sin(θ/2), θ the angle between the segments.
                let cosTheta = max(-1, min(1, -(d1.x * d2.x + d1.y * d2.y) / (hypot(d1.x, d1.y) * hypot(d2.x, d2.y))))
                let theta = acos(cosTheta)
                let ratio = 1 / max(1e-12, sin(theta / 2))
                if ratio <= miterLimit {
                    let bis = CGPoint(x: o1.x + o2.x - 2 * v.x, y: o1.y + o2.y - 2 * v.y)
                    let bisLen = hypot(bis.x, bis.y)
                    if bisLen > 1e-12 {
                        let tipDistance = halfWidth * ratio
                        let tip = CGPoint(x: v.x + bis.x / bisLen * tipDistance, y: v.y + bis.y / bisLen * tipDistance)
                        addPolygon([o1, tip, o2])
                    }
                }
            }
        }
    }

    private mutating func addCap(at end: CGPoint, from inner: CGPoint) {
        switch cap {
        case .butt: return
        case .round: circle(at: end)
        case .square:
            let dir = CGPoint(x: end.x - inner.x, y: end.y - inner.y)
            let len = hypot(dir.x, dir.y)
            let u = CGPoint(x: dir.x / len * halfWidth, y: dir.y / len * halfWidth)
            let n = CGPoint(x: -u.y, y: u.x)
            addPolygon([
                CGPoint(x: end.x + n.x, y: end.y + n.y), CGPoint(x: end.x + n.x + u.x, y: end.y + n.y + u.y),
                CGPoint(x: end.x - n.x + u.x, y: end.y - n.y + u.y), CGPoint(x: end.x - n.x, y: end.y - n.y),
            ])
        }
    }

    private func squareAround(_ p: CGPoint, direction: CGPoint) -> [CGPoint] {
        let h = halfWidth
        return [CGPoint(x: p.x - h, y: p.y - h), CGPoint(x: p.x + h, y: p.y - h),
                CGPoint(x: p.x + h, y: p.y + h), CGPoint(x: p.x - h, y: p.y + h)]
    }

    /// Adds a circle of the stroke's half width as a counter-clockwise polygon-free Bézier subpath.
    private mutating func circle(at c: CGPoint) {
        let path = CGMutablePath()
        path.addEllipse(in: CGRect(x: c.x - halfWidth, y: c.y - halfWidth, width: 2 * halfWidth, height: 2 * halfWidth))
        output.append(contentsOf: path.elements)
    }

    /// Adds a closed polygon, wound counter-clockwise (positive area) like every other piece.
    private mutating func addPolygon(_ points: [CGPoint]) {
        guard points.count >= 3 else { return }
        var area: CGFloat = 0
        for i in 0..<points.count {
            let a = points[i], b = points[(i + 1) % points.count]
            area += a.x * b.y - b.x * a.y
        }
        if abs(area) < 1e-12 { return }
        let ordered = area > 0 ? points : points.reversed()
        output.append(.move(ordered[0]))
        for p in ordered.dropFirst() { output.append(.line(p)) }
        output.append(.close)
    }
}
