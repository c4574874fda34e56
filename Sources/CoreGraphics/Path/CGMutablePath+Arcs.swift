// SPDX-License-Identifier: Apache-2.0

extension CGMutablePath {
    /// Adds a circular arc, first drawing a line from the current point to the arc's start (or moving there when
    /// the path is empty).
    ///
    /// Angles are in radians from the +x axis towards +y. `clockwise` is meant in Quartz's default y-up space:
    /// `true` sweeps towards decreasing angles. (In UIKit's flipped space the result therefore looks
    /// counter-clockwise on screen, exactly as on iPhone OS.) The sweep is reduced to at most one full turn, so
    /// huge angles (even ±1e300) draw at most the full circle once.
    public func addArc(
        center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool,
        transform: CGAffineTransform = .identity
    ) {
        guard PathGeometry.isFinite(center, "addArc"), radius.isFinite, startAngle.isFinite, endAngle.isFinite else {
            Diagnostics.log("addArc: non-finite radius or angle ignored")
            return
        }
        let twoPi = 2 * CGFloat.pi
        var delta = endAngle - startAngle
        if !delta.isFinite {
            // The difference of two huge angles overflowed: the angles modulo 2π give the same end points.
            delta = endAngle.truncatingRemainder(dividingBy: twoPi) - startAngle.truncatingRemainder(dividingBy: twoPi)
        }
        if clockwise {
            if delta > 0 { delta = delta.truncatingRemainder(dividingBy: twoPi) - twoPi }
            delta = max(delta, -twoPi)
        } else {
            if delta < 0 { delta = delta.truncatingRemainder(dividingBy: twoPi) + twoPi }
            delta = min(delta, twoPi)
        }
        addRelativeArc(center: center, radius: radius, startAngle: startAngle, delta: delta, transform: transform)
    }

    /// Adds a circular arc that sweeps `delta` radians from `startAngle` (positive deltas turn towards +y).
    ///
    /// A sweep of more than one full turn (up to ±1e300) draws the full circle once, as Quartz does. Non-finite
    /// values are ignored (logged).
    public func addRelativeArc(
        center: CGPoint, radius: CGFloat, startAngle: CGFloat, delta: CGFloat, transform: CGAffineTransform = .identity
    ) {
        guard PathGeometry.isFinite(center, "addRelativeArc"), radius.isFinite, startAngle.isFinite, delta.isFinite
        else { return Diagnostics.log("addRelativeArc: non-finite radius or angle ignored") }
        let twoPi = 2 * CGFloat.pi
        // Angles so large that adding a quarter turn loses precision would give degenerate segments: reduce them
        // first (`truncatingRemainder` is exact). Ordinary angles are used as given, so their points stay exact.
        let startAngle = abs(startAngle) < 1e6 ? startAngle : startAngle.truncatingRemainder(dividingBy: twoPi)
        let delta = min(twoPi, max(-twoPi, delta))
        let r = abs(radius)
        let circle = CGAffineTransform(a: r, b: 0, c: 0, d: r, tx: center.x, ty: center.y).concatenating(transform)
        let start = CGPoint(x: cos(startAngle), y: sin(startAngle)).applying(circle)
        if isEmpty || elements.last == .close {
            elements.append(.move(start))
        } else {
            elements.append(.line(start))
        }
        guard delta != 0 else { return }
        let segments = max(1, Int((abs(delta) / (.pi / 2)).rounded(.up)))
        let step = delta / CGFloat(segments)
        for i in 0..<segments {
            let a0 = startAngle + CGFloat(i) * step
            appendArcSegment(from: a0, to: a0 + step, transform: circle)
        }
    }

    /// Adds an arc of `radius` tangent to the line from the current point to `tangent1End` and to the line from
    /// `tangent1End` to `tangent2End`, preceded by a straight line to the first tangent point (PostScript `arct`).
    ///
    /// With no current point the call is ignored (logged). When the three points are collinear or the radius is 0,
    /// a straight line to `tangent1End` is added instead.
    public func addArc(
        tangent1End p1: CGPoint, tangent2End p2: CGPoint, radius: CGFloat, transform: CGAffineTransform = .identity
    ) {
        guard !isEmpty else {
            Diagnostics.log("addArc(tangent1End:tangent2End:radius:) with no current point ignored")
            return
        }
        guard PathGeometry.isFinite(p1, "addArc(tangent1End:)"), PathGeometry.isFinite(p2, "addArc(tangent2End:)"),
            radius.isFinite
        else { return }
        // Work in user space: undo the transform on the current point.
        let inverse = transform.inverted()
        let p0 = currentPoint.applying(inverse)
        let v1 = CGPoint(x: p0.x - p1.x, y: p0.y - p1.y)
        let v2 = CGPoint(x: p2.x - p1.x, y: p2.y - p1.y)
        let len1 = (v1.x * v1.x + v1.y * v1.y).squareRoot()
        let len2 = (v2.x * v2.x + v2.y * v2.y).squareRoot()
        let cross = v1.x * v2.y - v1.y * v2.x
        if radius == 0 || len1 == 0 || len2 == 0 || abs(cross) < 1e-12 * len1 * len2 {
            addLine(to: p1, transform: transform)
            return
        }
        let cosTheta = max(-1, min(1, (v1.x * v2.x + v1.y * v2.y) / (len1 * len2)))
        let theta = acos(cosTheta)  // angle between the two legs
        let r = abs(radius)
        let tangentDistance = r / tan(theta / 2)
        let t1 = CGPoint(x: p1.x + v1.x / len1 * tangentDistance, y: p1.y + v1.y / len1 * tangentDistance)
        let t2 = CGPoint(x: p1.x + v2.x / len2 * tangentDistance, y: p1.y + v2.y / len2 * tangentDistance)
        // The centre lies along the bisector, at distance r / sin(θ/2) from p1.
        let bis = CGPoint(x: v1.x / len1 + v2.x / len2, y: v1.y / len1 + v2.y / len2)
        let bisLen = (bis.x * bis.x + bis.y * bis.y).squareRoot()
        let centreDistance = r / sin(theta / 2)
        let c = CGPoint(x: p1.x + bis.x / bisLen * centreDistance, y: p1.y + bis.y / bisLen * centreDistance)
        let a0 = atan2(t1.y - c.y, t1.x - c.x)
        var a1 = atan2(t2.y - c.y, t2.x - c.x)
        // Sweep the short way round (less than π).
        var d = a1 - a0
        while d > .pi { d -= 2 * .pi }
        while d < -.pi { d += 2 * .pi }
        a1 = a0 + d
        addLine(to: t1, transform: transform)
        let circle = CGAffineTransform(a: r, b: 0, c: 0, d: r, tx: c.x, ty: c.y).concatenating(transform)
        appendArcSegment(from: a0, to: a1, transform: circle)
    }
}
