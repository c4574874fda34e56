// SPDX-License-Identifier: Apache-2.0

import CCairo

/// Gradients are drawn as Cairo patterns with plain colour stops, padded; what must stay unpainted is cut away by
/// geometry (a clip) or by extend-none, never by transparent stops at the ends. Cairo's PDF writer folds a stop
/// at location 0 or 1 into the end colour, so "transparent before the start" came out painted in PDF documents.
extension CGContext {
    /// Fills the clip with an axial gradient from `start` to `end` (user space).
    ///
    /// Colours are constant along lines perpendicular to the axis. Without the options, nothing is painted before
    /// `start` or after `end`; `.drawsBeforeStartLocation` / `.drawsAfterEndLocation` extend the end colours.
    /// Non-finite points are ignored (logged); `start == end` or a singular CTM draws nothing.
    public func drawLinearGradient(
        _ gradient: CGGradient, start: CGPoint, end: CGPoint, options: CGGradientDrawingOptions
    ) {
        guard PathGeometry.isFinite(start, "drawLinearGradient"), PathGeometry.isFinite(end, "drawLinearGradient"),
            start != end, let band = paintedBand(start: start, end: end, options: options)
        else { return }
        composite(extents: nil) { cr, alpha in
            self.applyUserMatrix(to: cr)
            guard let pattern = cairo_pattern_create_linear(start.x, start.y, end.x, end.y) else { return }
            defer { cairo_pattern_destroy(pattern) }
            Self.addStops(gradient, to: pattern)
            if !band.isEmpty {
                cairo_new_path(cr)
                cairo_move_to(cr, band[0].x, band[0].y)
                for p in band.dropFirst() { cairo_line_to(cr, p.x, p.y) }
                cairo_close_path(cr)
                cairo_clip(cr)
            }
            cairo_set_source(cr, pattern)
            cairo_paint_with_alpha(cr, alpha)
        }
    }

    /// The user-space quadrilateral an axial gradient may paint: the strip between the perpendiculars through
    /// `start` and `end`, opened out to whichever side an option extends. Empty when both options are set (no
    /// cut needed); nil when the CTM is singular (nothing can be drawn).
    private func paintedBand(start: CGPoint, end: CGPoint, options: CGGradientDrawingOptions) -> [CGPoint]? {
        let t = state.ctm
        guard t.a * t.d - t.b * t.c != 0 else { return nil }
        if options.contains(.drawsBeforeStartLocation) && options.contains(.drawsAfterEndLocation) { return [] }
        // Far enough to cover the whole destination in user space, wherever the axis lies.
        let inverse = t.inverted()
        let corners = [CGPoint.zero, CGPoint(x: deviceSize.width, y: 0), CGPoint(x: 0, y: deviceSize.height),
                       CGPoint(x: deviceSize.width, y: deviceSize.height)].map { $0.applying(inverse) }
        let length = ((end.x - start.x) * (end.x - start.x) + (end.y - start.y) * (end.y - start.y)).squareRoot()
        let reach = corners.map { ((($0.x - start.x) * ($0.x - start.x) + ($0.y - start.y) * ($0.y - start.y))
            .squareRoot()) }.max()! + length + 1
        let u = CGPoint(x: (end.x - start.x) / length, y: (end.y - start.y) / length)
        let n = CGPoint(x: -u.y, y: u.x)
        let from = options.contains(.drawsBeforeStartLocation) ? -reach : 0
        let to = options.contains(.drawsAfterEndLocation) ? length + reach : length
        func point(_ along: CGFloat, _ across: CGFloat) -> CGPoint {
            CGPoint(x: start.x + u.x * along + n.x * across, y: start.y + u.y * along + n.y * across)
        }
        return [point(from, -reach), point(to, -reach), point(to, reach), point(from, reach)]
    }

    /// Fills the clip with a radial gradient between the circle (`startCenter`, `startRadius`) and the circle
    /// (`endCenter`, `endRadius`), following PDF's two-circle shading model as Quartz does.
    ///
    /// Circles are interpolated from the start circle (location 0) to the end circle (location 1); each point
    /// takes the colour of the last circle through it. Without options only circles from 0 to 1 are painted, so
    /// a start circle inside the end circle leaves its inside unpainted, and two circles side by side sweep a
    /// cone. `.drawsBeforeStartLocation` / `.drawsAfterEndLocation` continue the circles beyond either end in the
    /// end colours. Negative radii are taken as 0; non-finite input is ignored (logged).
    public func drawRadialGradient(
        _ gradient: CGGradient, startCenter: CGPoint, startRadius: CGFloat, endCenter: CGPoint, endRadius: CGFloat,
        options: CGGradientDrawingOptions
    ) {
        guard PathGeometry.isFinite(startCenter, "drawRadialGradient"),
            PathGeometry.isFinite(endCenter, "drawRadialGradient"), startRadius.isFinite, endRadius.isFinite
        else { return }
        let r0 = max(0, startRadius), r1 = max(0, endRadius)
        if r0 == r1 && startCenter == endCenter { return }
        let before = options.contains(.drawsBeforeStartLocation), after = options.contains(.drawsAfterEndLocation)
        if before && !after {
            // "Circles up to t = 1, any before": neither pixman nor PDF has such a mode (see RadialShading).
            let shading = RadialShading(
                startCenter: startCenter, startRadius: Double(r0), endCenter: endCenter, endRadius: Double(r1),
                gradient: gradient, extendsBefore: true, extendsAfter: false)
            let resolution = pdf == nil ? 1 : RadialShading.pdfResolution
            composite(extents: nil) { cr, alpha in
                shading.paint(on: cr, userToDevice: self.state.ctm.concatenating(self.quartzToCairo), alpha: alpha,
                              resolution: resolution)
            }
            return
        }
        // Pixman and PDF both take the largest t of all circles through a point. Without the after option, extend
        // none is exactly "t in 0…1". With it, a point whose largest t is negative must stay unpainted: the
        // pattern starts a little before the start circle, transparent up to location 0 (see `hiddenLead`).
        let lead = !before && after ? Self.hiddenLead(r0: Double(r0), r1: Double(r1)) : 0
        let c0 = CGPoint(x: startCenter.x - lead * (endCenter.x - startCenter.x),
                         y: startCenter.y - lead * (endCenter.y - startCenter.y))
        let rr0 = Double(r0) - lead * Double(r1 - r0)
        composite(extents: nil) { cr, alpha in
            self.applyUserMatrix(to: cr)
            guard let pattern = cairo_pattern_create_radial(c0.x, c0.y, rr0, endCenter.x, endCenter.y, r1) else { return }
            defer { cairo_pattern_destroy(pattern) }
            if lead > 0 {
                let zero = lead / (1 + lead)  // where location 0 falls on the lengthened pattern
                cairo_pattern_add_color_stop_rgba(pattern, 0, 0, 0, 0, 0)
                cairo_pattern_add_color_stop_rgba(pattern, zero, 0, 0, 0, 0)
                Self.addStops(gradient, to: pattern, from: zero)
            } else {
                Self.addStops(gradient, to: pattern)
            }
            cairo_pattern_set_extend(pattern, before || after ? CAIRO_EXTEND_PAD : CAIRO_EXTEND_NONE)
            cairo_set_source(cr, pattern)
            cairo_paint_with_alpha(cr, alpha)
        }
    }

    /// How far before the start circle (in units of t) a radial pattern may begin so its radius stays ≥ 0, capped
    /// at 1/16; 0 when the start circle is a point that grows (then no circle before it exists to hide).
    private static func hiddenLead(r0: Double, r1: Double) -> Double {
        let dr = r1 - r0
        return dr > 0 ? min(1.0 / 16, r0 / dr) : 1.0 / 16
    }

    /// Adds the gradient's colour stops, mapped from 0…1 onto `from`…1 of the pattern. The first colour is held
    /// from `from` to the first location and the last colour from the last location to 1 (Quartz behaviour).
    private static func addStops(_ gradient: CGGradient, to pattern: OpaquePointer, from: Double = 0) {
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        let stops = gradient.stops
        guard let first = stops.first, let last = stops.last else { return }
        func add(_ c: RGBA, at location: Double) {
            cairo_pattern_add_color_stop_rgba(pattern, from + location * (1 - from), c.r, c.g, c.b, c.a)
        }
        if first.location > 0 { add(first.color, at: 0) }
        for stop in stops { add(stop.color, at: stop.location) }
        if last.location < 1 { add(last.color, at: 1) }
    }
}
