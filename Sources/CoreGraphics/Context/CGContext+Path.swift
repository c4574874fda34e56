// SPDX-License-Identifier: Apache-2.0

extension CGContext {
    /// Runs `build` on a scratch path whose points are mapped by the CTM, and appends the result to the
    /// context's path (stored in device space, as Quartz does).
    private func buildPath(_ build: (CGMutablePath) -> Void) {
        // Move the elements into the builder and back, so the array stays uniquely referenced (no copy per call).
        let scratch = CGMutablePath(elements: [])
        swap(&scratch.elements, &currentPath)
        build(scratch)
        swap(&scratch.elements, &currentPath)
    }

    /// Discards the current path.
    public func beginPath() { currentPath.removeAll(keepingCapacity: true) }

    /// Starts a new subpath at `point` (user space).
    public func move(to point: CGPoint) { buildPath { $0.move(to: point, transform: state.ctm) } }

    /// Adds a line from the current point to `point`.
    public func addLine(to point: CGPoint) { buildPath { $0.addLine(to: point, transform: state.ctm) } }

    /// Adds connected lines through `points` (starting a new subpath at the first).
    public func addLines(between points: [CGPoint]) {
        buildPath { $0.addLines(between: points, transform: state.ctm) }
    }

    /// Adds a cubic Bézier curve from the current point.
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        buildPath { $0.addCurve(to: end, control1: control1, control2: control2, transform: state.ctm) }
    }

    /// Adds a quadratic Bézier curve from the current point.
    public func addQuadCurve(to end: CGPoint, control: CGPoint) {
        buildPath { $0.addQuadCurve(to: end, control: control, transform: state.ctm) }
    }

    /// Adds a circular arc; `clockwise` is meant in the default y-up space (see ``CGMutablePath/addArc(center:radius:startAngle:endAngle:clockwise:transform:)``).
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        buildPath {
            $0.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise,
                      transform: state.ctm)
        }
    }

    /// Adds an arc tangent to two lines (PostScript `arct`).
    public func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat) {
        buildPath { $0.addArc(tangent1End: tangent1End, tangent2End: tangent2End, radius: radius, transform: state.ctm) }
    }

    /// Adds a closed rectangle subpath.
    public func addRect(_ rect: CGRect) { buildPath { $0.addRect(rect, transform: state.ctm) } }

    /// Adds one closed subpath per rectangle.
    public func addRects(_ rects: [CGRect]) { buildPath { $0.addRects(rects, transform: state.ctm) } }

    /// Adds a closed ellipse inscribed in `rect`.
    public func addEllipse(in rect: CGRect) { buildPath { $0.addEllipse(in: rect, transform: state.ctm) } }

    /// Adds a copy of `path`, mapped through the CTM.
    public func addPath(_ path: CGPath) { buildPath { $0.addPath(path, transform: state.ctm) } }

    /// Closes the current subpath.
    public func closePath() { buildPath { $0.closeSubpath() } }

    /// Whether the current path has no elements.
    public var isPathEmpty: Bool { currentPath.isEmpty }

    /// The current point in user space, or `.zero` when there is no path.
    public var currentPointOfPath: CGPoint {
        guard let p = PathGeometry.currentPoint(of: currentPath) else { return .zero }
        return p.applying(state.ctm.inverted())
    }

    /// The smallest rectangle enclosing every point of the current path, control points of curves included (as
    /// Quartz documents it, like ``CGPath/boundingBox``), in the current user space; `.null` when the path is empty.
    public var boundingBoxOfPath: CGRect {
        let inverse = state.ctm.inverted()
        return CGPath(elements: currentPath.map { $0.applying(inverse) }).boundingBox
    }

    /// A copy of the current path in user space, or nil when it is empty.
    public var path: CGPath? {
        if currentPath.isEmpty { return nil }
        return CGPath(elements: currentPath.map { $0.applying(state.ctm.inverted()) })
    }

    /// Whether `point` (user space) would be painted by drawing the current path in `mode` with opaque colours.
    ///
    /// Fill modes use their fill rule (open subpaths count as closed); stroke modes use the current line width,
    /// cap, join, miter limit and dash pattern, under the current CTM. The path is left unchanged.
    public func pathContains(_ point: CGPoint, mode: CGPathDrawingMode) -> Bool {
        guard point.x.isFinite, point.y.isFinite else { return false }
        let device = point.applying(state.ctm)
        switch mode {
        case .fill, .fillStroke: if PathGeometry.contains(device, in: currentPath, rule: .winding) { return true }
        case .eoFill, .eoFillStroke: if PathGeometry.contains(device, in: currentPath, rule: .evenOdd) { return true }
        case .stroke: break
        }
        guard mode == .stroke || mode == .fillStroke || mode == .eoFillStroke else { return false }
        return PathGeometry.contains(device, in: strokeOutline(of: currentPath), rule: .winding)
    }

    /// Replaces the current path with the outline of its stroke, so that filling the new path paints the pixels
    /// stroking the old one would: line width, cap, join, miter limit and dash pattern of the current graphics
    /// state apply, under the current CTM.
    public func replacePathWithStrokedPath() {
        currentPath = strokeOutline(of: currentPath)
    }
}
