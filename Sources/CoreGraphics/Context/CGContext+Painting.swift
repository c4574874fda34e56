// SPDX-License-Identifier: Apache-2.0

import CCairo

extension CGContext {
    // MARK: Path painting

    /// Fills the current path's enclosed area with the fill colour, using `rule`, then clears the path.
    public func fillPath(using rule: CGPathFillRule = .winding) {
        paintCurrentPath(fill: rule, stroke: false)
    }

    /// Strokes the current path with the stroke colour and line attributes, centred on the path, then clears it.
    public func strokePath() { paintCurrentPath(fill: nil, stroke: true) }

    /// Paints the current path as `mode` says (fill, even-odd fill, stroke, or both), then clears it.
    public func drawPath(using mode: CGPathDrawingMode) {
        switch mode {
        case .fill: paintCurrentPath(fill: .winding, stroke: false)
        case .eoFill: paintCurrentPath(fill: .evenOdd, stroke: false)
        case .stroke: paintCurrentPath(fill: nil, stroke: true)
        case .fillStroke: paintCurrentPath(fill: .winding, stroke: true)
        case .eoFillStroke: paintCurrentPath(fill: .evenOdd, stroke: true)
        }
    }

    /// Fills `rect` (user space) with the fill colour. The current path is left untouched, as on Apple.
    public func fill(_ rect: CGRect) { fill([rect]) }

    /// Fills each rectangle with the fill colour.
    public func fill(_ rects: [CGRect]) {
        let shape = CGMutablePath()
        for r in rects where PathGeometry.isFinite(r, "fill(_:)") { shape.addRect(r, transform: state.ctm) }
        paint(shape.elements, fill: .winding, stroke: false)
    }

    /// Strokes the outline of `rect` with the current line width.
    public func stroke(_ rect: CGRect) {
        guard PathGeometry.isFinite(rect, "stroke(_:)") else { return }
        let shape = CGMutablePath()
        shape.addRect(rect, transform: state.ctm)
        paint(shape.elements, fill: nil, stroke: true)
    }

    /// Strokes the outline of `rect` with `width` (the line width in the state is unchanged afterwards).
    public func stroke(_ rect: CGRect, width: CGFloat) {
        let saved = state.lineWidth
        setLineWidth(width)
        stroke(rect)
        state.lineWidth = saved
    }

    /// Fills the ellipse inscribed in `rect`.
    public func fillEllipse(in rect: CGRect) {
        guard PathGeometry.isFinite(rect, "fillEllipse(in:)") else { return }
        let shape = CGMutablePath()
        shape.addEllipse(in: rect, transform: state.ctm)
        paint(shape.elements, fill: .winding, stroke: false)
    }

    /// Strokes the ellipse inscribed in `rect`.
    public func strokeEllipse(in rect: CGRect) {
        guard PathGeometry.isFinite(rect, "strokeEllipse(in:)") else { return }
        let shape = CGMutablePath()
        shape.addEllipse(in: rect, transform: state.ctm)
        paint(shape.elements, fill: nil, stroke: true)
    }

    /// Strokes separate line segments: points are taken in pairs (start, end); an odd last point is ignored.
    ///
    /// A pair with a non-finite coordinate is skipped (logged); the other segments are drawn. The current path is
    /// left untouched.
    public func strokeLineSegments(between points: [CGPoint]) {
        let shape = CGMutablePath()
        var i = 0
        while i + 1 < points.count {
            let start = points[i], end = points[i + 1]
            i += 2
            guard PathGeometry.isFinite(start, "strokeLineSegments"), PathGeometry.isFinite(end, "strokeLineSegments")
            else { continue }
            shape.move(to: start, transform: state.ctm)
            shape.addLine(to: end, transform: state.ctm)
        }
        paint(shape.elements, fill: nil, stroke: true)
    }

    /// Sets every pixel of `rect` (user space) to transparent black, ignoring alpha, blend mode and shadow, as
    /// Quartz does. The clip, image-mask clips included, still limits what is cleared; the path is untouched.
    public func clear(_ rect: CGRect) {
        guard PathGeometry.isFinite(rect, "clear(_:)") else { return }
        let shape = CGMutablePath()
        shape.addRect(rect, transform: state.ctm)
        // An opaque source under DEST_OUT leaves destination × (1 − coverage): exactly a clear of the covered
        // pixels, and unlike Cairo's CLEAR it keeps to the shape when composited through image-mask clips.
        let saved = state
        defer { state = saved }
        state.alpha = 1
        state.blendMode = .destinationOut
        state.shadow = nil
        state.fillColor = .black
        paint(shape.elements, fill: .winding, stroke: false)
    }

    // MARK: Shared machinery

    private func paintCurrentPath(fill: CGPathFillRule?, stroke: Bool) {
        let elements = currentPath
        currentPath.removeAll(keepingCapacity: true)
        paint(elements, fill: fill, stroke: stroke)
    }

    /// Paints device-space path elements: fill first (fill colour), then stroke (stroke colour).
    package func paint(_ elements: [PathElement], fill: CGPathFillRule?, stroke: Bool) {
        guard !elements.isEmpty else { return }
        if DevicePathCutter.needsCutting(elements) { return paintFarPath(elements, fill: fill, stroke: stroke) }
        if fill != nil, stroke, let op = CairoBridge.operator(state.blendMode), CairoBridge.isUnbounded(op) {
            // Quartz fills, then strokes. Operators Cairo applies outside the shape are confined by a clip to the
            // shape, and each part needs its own: under one clip to the union, the fill would also act on the
            // stroke's area outside the fill (and on an even-odd hole) before the stroke is drawn.
            paint(elements, fill: fill, stroke: false)
            paint(elements, fill: nil, stroke: true)
            return
        }
        let fillColor = state.fillColor
        let strokeColor = state.strokeColor
        let widthLimit = stroke ? strokeWidthLimit(for: elements) : .infinity
        composite(
            extents: self.deviceExtents(of: elements, stroked: stroke),
            clipToShape: { cr in
                // Only used for unbounded operators, which never get here with both fill and stroke.
                self.applyDeviceMatrix(to: cr)
                cairo_new_path(cr)
                if stroke {
                    CairoBridge.append(self.strokeOutline(of: elements), to: cr)
                    cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
                } else {
                    CairoBridge.append(elements, to: cr)
                    cairo_set_fill_rule(cr, CairoBridge.fillRule(fill ?? .winding))
                }
                cairo_clip(cr)
            }
        ) { cr, alpha in
            self.applyDeviceMatrix(to: cr)
            cairo_new_path(cr)
            CairoBridge.append(elements, to: cr)
            if let fill {
                self.setSource(fillColor, alpha: alpha, on: cr)
                cairo_set_fill_rule(cr, CairoBridge.fillRule(fill))
                if stroke { cairo_fill_preserve(cr) } else { cairo_fill(cr) }
            }
            if stroke {
                self.applyUserMatrix(to: cr)
                self.applyStrokeAttributes(to: cr, maxWidth: widthLimit)
                self.setSource(strokeColor, alpha: alpha, on: cr, userToQuartz: self.state.ctm)
                if cairo_get_operator(cr) == CAIRO_OPERATOR_CLEAR {
                    // Cairo 1.16 strokes axis-aligned lines with CLEAR as if it were SOURCE (its rectilinear
                    // stroker paints the source colour). DEST_OUT with an opaque source clears identically:
                    // destination × (1 − coverage).
                    cairo_set_operator(cr, CAIRO_OPERATOR_DEST_OUT)
                    cairo_set_source_rgba(cr, 0, 0, 0, 1)
                }
                cairo_stroke(cr)
            }
            cairo_new_path(cr)
        }
    }

    /// Sets Cairo's line attributes from the graphics state (the matrix must already be the user matrix), with the
    /// line width at most `maxWidth` (see ``strokeWidthLimit(for:)``).
    package func applyStrokeAttributes(to cr: OpaquePointer, maxWidth: CGFloat = .infinity) {
        var width = Double(min(state.lineWidth, maxWidth))
        if width == 0 {
            // Quartz draws a zero-width line as the thinnest line the device can show: one device pixel.
            var dx = 1.0, dy = 0.0
            cairo_device_to_user_distance(cr, &dx, &dy)
            width = (dx * dx + dy * dy).squareRoot()
        }
        cairo_set_line_width(cr, width)
        cairo_set_line_cap(cr, CairoBridge.lineCap(state.lineCap))
        cairo_set_line_join(cr, CairoBridge.lineJoin(state.lineJoin))
        cairo_set_miter_limit(cr, Double(state.miterLimit))
        if state.dashLengths.isEmpty {
            cairo_set_dash(cr, nil, 0, 0)
        } else {
            let dashes = state.dashLengths.map { Double($0) }
            dashes.withUnsafeBufferPointer {
                cairo_set_dash(cr, $0.baseAddress, Int32($0.count), Double(state.dashPhase))
            }
        }
    }

    /// The widest line (user units) worth stroking device-space `elements` with: wide enough to reach every pixel
    /// of the destination from every point of the path, whatever the CTM's stretch, so clamping to it changes no
    /// pixel. Cairo 1.16 fails for good on dashed strokes about 1e14 device pixels wide; the clamp keeps far below.
    private func strokeWidthLimit(for elements: [PathElement]) -> CGFloat {
        let t = state.ctm
        let stretch = (t.a * t.a + t.b * t.b + t.c * t.c + t.d * t.d).squareRoot()  // ≥ the largest stretch
        let det = abs(t.a * t.d - t.b * t.c)
        guard state.lineWidth * stretch > 1e6, det > 0, det.isFinite, stretch.isFinite else { return .infinity }
        let both = PathGeometry.tightBounds(of: elements).safeUnion(CGRect(origin: .zero, size: deviceSize))
        let reach = min(1e9, (both.width * both.width + both.height * both.height).squareRoot())
        // The smallest stretch is at least det / stretch: the pen's narrowest device extent still spans 2 × reach.
        return min(2 * reach * stretch / det, 2e9 / stretch)
    }

    /// The Cairo-device bounds of painting `elements` (grown by the stroke's reach when stroked).
    package func deviceExtents(of elements: [PathElement], stroked: Bool) -> CGRect {
        let bounds = PathGeometry.tightBounds(of: elements)
        if bounds.isNull { return .null }
        var r = bounds.applying(quartzToCairo)
        if stroked {
            let t = state.ctm
            let scale = max((t.a * t.a + t.b * t.b).squareRoot(), (t.c * t.c + t.d * t.d).squareRoot())
            let miter = state.lineJoin == .miter ? max(1, state.miterLimit) : 1
            let cap: CGFloat = state.lineCap == .square ? 1.5 : 1
            let reach = max(1, state.lineWidth) * scale * max(miter, cap) / 2 + 2
            r = r.insetBy(dx: -reach, dy: -reach)
        }
        return r.insetBy(dx: -1, dy: -1)
    }

    /// The stroke outline of device-space `elements` under the current line width, cap, join, miter limit and
    /// dash pattern, in device space: filling it (non-zero rule) covers what stroking paints. A zero line width
    /// outlines a hairline one device pixel wide, as it is drawn.
    package func strokeOutline(of elements: [PathElement]) -> [PathElement] {
        let inverse = state.ctm.inverted()
        let user = CGPath(elements: elements.map { $0.applying(inverse) })
        let dashed = state.dashLengths.isEmpty
            ? user : user.copy(dashingWithPhase: state.dashPhase, lengths: state.dashLengths)
        if state.lineWidth == 0 {
            let device = CGPath(elements: dashed.elements.map { $0.applying(state.ctm) })
            return device.copy(strokingWithWidth: 1, lineCap: state.lineCap, lineJoin: state.lineJoin,
                               miterLimit: state.miterLimit).elements
        }
        let outline = dashed.copy(strokingWithWidth: state.lineWidth, lineCap: state.lineCap, lineJoin: state.lineJoin,
                                  miterLimit: state.miterLimit)
        return outline.elements.map { $0.applying(state.ctm) }
    }
}
