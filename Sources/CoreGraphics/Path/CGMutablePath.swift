// SPDX-License-Identifier: Apache-2.0

/// A path that can be built up element by element.
///
/// Every method takes an optional `transform` applied to the points before they are stored. Non-finite
/// coordinates are rejected: the call is ignored and a diagnostic logged, so a NaN can never reach a rasterizer.
public final class CGMutablePath: CGPath, @unchecked Sendable {
    /// An empty mutable path.
    public convenience init() { self.init(elements: []) }

    /// Starts a new subpath at `point`.
    public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
        guard PathGeometry.isFinite(point, "move(to:)") else { return }
        // Consecutive move-tos collapse into one, as in Quartz.
        if case .move = elements.last { elements.removeLast() }
        elements.append(.move(point.applying(transform)))
    }

    /// Adds a straight line from the current point to `point`. With no current point, starts a subpath there.
    public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
        guard PathGeometry.isFinite(point, "addLine(to:)") else { return }
        ensureCurrentPoint(at: point.applying(transform))
        elements.append(.line(point.applying(transform)))
    }

    /// Adds a sequence of connected lines: moves to the first point, then lines to each following point.
    public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
        guard let first = points.first else { return }
        move(to: first, transform: transform)
        for p in points.dropFirst() { addLine(to: p, transform: transform) }
    }

    /// Adds a quadratic Bézier curve from the current point.
    public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
        guard PathGeometry.isFinite(end, "addQuadCurve") && PathGeometry.isFinite(control, "addQuadCurve") else {
            return
        }
        ensureCurrentPoint(at: control.applying(transform))
        elements.append(.quad(control.applying(transform), end.applying(transform)))
    }

    /// Adds a cubic Bézier curve from the current point.
    public func addCurve(
        to end: CGPoint, control1: CGPoint, control2: CGPoint, transform: CGAffineTransform = .identity
    ) {
        guard PathGeometry.isFinite(end, "addCurve") && PathGeometry.isFinite(control1, "addCurve")
            && PathGeometry.isFinite(control2, "addCurve")
        else { return }
        ensureCurrentPoint(at: control1.applying(transform))
        elements.append(.cubic(control1.applying(transform), control2.applying(transform), end.applying(transform)))
    }

    /// Closes the current subpath with a straight line to its start. Does nothing when there is no open subpath.
    public func closeSubpath() {
        guard let last = elements.last, last != .close else { return }
        elements.append(.close)
    }

    /// Adds a closed rectangle subpath (counter-clockwise in Quartz's y-up space, as Apple).
    public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        guard PathGeometry.isFinite(rect, "addRect") else { return }
        let r = rect.standardized
        move(to: CGPoint(x: r.minX, y: r.minY), transform: transform)
        addLine(to: CGPoint(x: r.maxX, y: r.minY), transform: transform)
        addLine(to: CGPoint(x: r.maxX, y: r.maxY), transform: transform)
        addLine(to: CGPoint(x: r.minX, y: r.maxY), transform: transform)
        closeSubpath()
    }

    /// Adds one closed subpath per rectangle.
    public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for r in rects { addRect(r, transform: transform) }
    }

    /// Adds a closed ellipse inscribed in `rect`: a move to (maxX, midY), four cubic curves, a close.
    public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        guard PathGeometry.isFinite(rect, "addEllipse") else { return }
        let r = rect.standardized
        let ellipse = CGAffineTransform(a: r.width / 2, b: 0, c: 0, d: r.height / 2, tx: r.midX, ty: r.midY)
            .concatenating(transform)
        move(to: CGPoint(x: 1, y: 0), transform: ellipse)
        for quarter in 0..<4 {
            let a0 = CGFloat(quarter) * .pi / 2
            appendArcSegment(from: a0, to: a0 + .pi / 2, transform: ellipse)
        }
        closeSubpath()
    }

    /// Adds a closed rounded rectangle. Corner sizes larger than half the rectangle are clamped (logged);
    /// zero corners give a plain rectangle.
    public func addRoundedRect(
        in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat, transform: CGAffineTransform = .identity
    ) {
        guard PathGeometry.isFinite(rect, "addRoundedRect") else { return }
        let r = rect.standardized
        var cw = max(0, cornerWidth.isFinite ? cornerWidth : 0)
        var ch = max(0, cornerHeight.isFinite ? cornerHeight : 0)
        if cw * 2 > r.width || ch * 2 > r.height {
            Diagnostics.log("addRoundedRect: corner size \(cw)×\(ch) exceeds half of \(r.size); clamped")
            cw = min(cw, r.width / 2)
            ch = min(ch, r.height / 2)
        }
        if cw == 0 || ch == 0 {
            addRect(r, transform: transform)
            return
        }
        func corner(_ cx: CGFloat, _ cy: CGFloat, _ start: CGFloat) {
            let t = CGAffineTransform(a: cw, b: 0, c: 0, d: ch, tx: cx, ty: cy).concatenating(transform)
            appendArcSegment(from: start, to: start + .pi / 2, transform: t)
        }
        move(to: CGPoint(x: r.maxX - cw, y: r.minY), transform: transform)
        corner(r.maxX - cw, r.minY + ch, -.pi / 2)
        addLine(to: CGPoint(x: r.maxX, y: r.maxY - ch), transform: transform)
        corner(r.maxX - cw, r.maxY - ch, 0)
        addLine(to: CGPoint(x: r.minX + cw, y: r.maxY), transform: transform)
        corner(r.minX + cw, r.maxY - ch, .pi / 2)
        addLine(to: CGPoint(x: r.minX, y: r.minY + ch), transform: transform)
        corner(r.minX + cw, r.minY + ch, .pi)
        closeSubpath()
    }

    /// Appends every element of `path` (mapped through `transform`).
    public func addPath(_ path: CGPath, transform: CGAffineTransform = .identity) {
        elements.append(contentsOf: path.elements.map { $0.applying(transform) })
    }

    /// Makes sure a subpath is open: a line or curve with no current point starts one at `point`.
    private func ensureCurrentPoint(at point: CGPoint) {
        if elements.isEmpty { elements.append(.move(point)) }
    }

    /// Appends one cubic approximating the unit-circle arc from `a0` to `a1` (|a1 − a0| ≤ π/2), mapped by `t`.
    package func appendArcSegment(from a0: CGFloat, to a1: CGFloat, transform t: CGAffineTransform) {
        let k = 4.0 / 3.0 * tan((a1 - a0) / 4)
        let p1 = CGPoint(x: cos(a0) - k * sin(a0), y: sin(a0) + k * cos(a0))
        let p2 = CGPoint(x: cos(a1) + k * sin(a1), y: sin(a1) - k * cos(a1))
        let p3 = CGPoint(x: cos(a1), y: sin(a1))
        elements.append(.cubic(p1.applying(t), p2.applying(t), p3.applying(t)))
    }
}
