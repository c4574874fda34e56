// SPDX-License-Identifier: Apache-2.0

import CCairo

extension CGContext {
    /// Fills the clip with an axial gradient from `start` to `end` (user space).
    ///
    /// Colours are constant along lines perpendicular to the axis. Without the options, nothing is painted before
    /// `start` or after `end`; `.drawsBeforeStartLocation` / `.drawsAfterEndLocation` extend the end colours.
    public func drawLinearGradient(
        _ gradient: CGGradient, start: CGPoint, end: CGPoint, options: CGGradientDrawingOptions
    ) {
        guard PathGeometry.isFinite(start, "drawLinearGradient"), PathGeometry.isFinite(end, "drawLinearGradient")
        else { return }
        if start == end { return }
        composite(extents: nil) { cr, alpha in
            self.applyUserMatrix(to: cr)
            guard let pattern = cairo_pattern_create_linear(start.x, start.y, end.x, end.y) else { return }
            defer { cairo_pattern_destroy(pattern) }
            Self.addStops(gradient, to: pattern, options: options)
            cairo_set_source(cr, pattern)
            cairo_paint_with_alpha(cr, alpha)
        }
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
            // "Circles up to t = 1, any before": pixman has no such mode (see RadialShading).
            let shading = RadialShading(
                startCenter: startCenter, startRadius: Double(r0), endCenter: endCenter, endRadius: Double(r1),
                gradient: gradient, extendsBefore: true, extendsAfter: false)
            composite(extents: nil) { cr, alpha in
                shading.paint(on: cr, userToDevice: self.state.ctm.concatenating(self.quartzToCairo), alpha: alpha)
            }
            return
        }
        composite(extents: nil) { cr, alpha in
            self.applyUserMatrix(to: cr)
            guard let pattern = cairo_pattern_create_radial(startCenter.x, startCenter.y, r0, endCenter.x, endCenter.y, r1)
            else { return }
            defer { cairo_pattern_destroy(pattern) }
            if after {
                // Pixman takes the largest t of all circles through a point; a transparent stop before 0 stands
                // for "not painted" when that t is negative, which is right because no larger t exists.
                Self.addStops(gradient, to: pattern, options: options)
            } else {
                // Extend none is exactly PDF's rule for t in 0…1: a circle beyond the end must not hide an
                // earlier one, which transparent padding would.
                Self.addStops(gradient, to: pattern, options: [.drawsBeforeStartLocation, .drawsAfterEndLocation])
                cairo_pattern_set_extend(pattern, CAIRO_EXTEND_NONE)
            }
            cairo_set_source(cr, pattern)
            cairo_paint_with_alpha(cr, alpha)
        }
    }

    /// Adds colour stops. The pattern pads; a side that must not be drawn gets a hard stop to transparent at its
    /// end, which the padding then extends. This is exact for axial gradients, where each point has one t.
    private static func addStops(_ gradient: CGGradient, to pattern: OpaquePointer, options: CGGradientDrawingOptions) {
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        let stops = gradient.stops
        guard let first = stops.first, let last = stops.last else { return }
        if !options.contains(.drawsBeforeStartLocation) {
            cairo_pattern_add_color_stop_rgba(pattern, 0, 0, 0, 0, 0)
        }
        // Before the first stop's location, the first colour holds (Quartz behaviour); same after the last.
        if first.location > 0 { add(first.color, at: 0, to: pattern) }
        for stop in stops { add(stop.color, at: stop.location, to: pattern) }
        if last.location < 1 { add(last.color, at: 1, to: pattern) }
        if !options.contains(.drawsAfterEndLocation) {
            cairo_pattern_add_color_stop_rgba(pattern, 1, 0, 0, 0, 0)
        }
    }

    private static func add(_ c: RGBA, at location: Double, to pattern: OpaquePointer) {
        cairo_pattern_add_color_stop_rgba(pattern, location, c.r, c.g, c.b, c.a)
    }
}
