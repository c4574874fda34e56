// SPDX-License-Identifier: Apache-2.0

import CCairo

/// Conversions between Quartz values and Cairo's.
package enum CairoBridge {
    /// A Quartz affine transform as a Cairo matrix (same row-vector semantics, different field names).
    package static func matrix(_ t: CGAffineTransform) -> cairo_matrix_t {
        cairo_matrix_t(xx: Double(t.a), yx: Double(t.b), xy: Double(t.c), yy: Double(t.d),
                       x0: Double(t.tx), y0: Double(t.ty))
    }

    /// Whether Cairo accepts `m` as a context or pattern matrix: finite entries and a finite, non-zero determinant
    /// with a finite reciprocal. (Cairo puts a context given any other matrix into a permanent error state.)
    package static func isInvertible(_ m: cairo_matrix_t) -> Bool {
        let det = m.xx * m.yy - m.xy * m.yx
        return m.xx.isFinite && m.yx.isFinite && m.xy.isFinite && m.yy.isFinite && m.x0.isFinite && m.y0.isFinite
            && det != 0 && det.isFinite && (1 / det).isFinite
    }

    package static func transform(_ m: cairo_matrix_t) -> CGAffineTransform {
        CGAffineTransform(a: m.xx, b: m.yx, c: m.xy, d: m.yy, tx: m.x0, ty: m.y0)
    }

    /// The Cairo operator for a blend mode, or nil for `.plusDarker` (no Cairo equivalent).
    package static func `operator`(_ mode: CGBlendMode) -> cairo_operator_t? {
        switch mode {
        case .normal: return CAIRO_OPERATOR_OVER
        case .multiply: return CAIRO_OPERATOR_MULTIPLY
        case .screen: return CAIRO_OPERATOR_SCREEN
        case .overlay: return CAIRO_OPERATOR_OVERLAY
        case .darken: return CAIRO_OPERATOR_DARKEN
        case .lighten: return CAIRO_OPERATOR_LIGHTEN
        case .colorDodge: return CAIRO_OPERATOR_COLOR_DODGE
        case .colorBurn: return CAIRO_OPERATOR_COLOR_BURN
        case .softLight: return CAIRO_OPERATOR_SOFT_LIGHT
        case .hardLight: return CAIRO_OPERATOR_HARD_LIGHT
        case .difference: return CAIRO_OPERATOR_DIFFERENCE
        case .exclusion: return CAIRO_OPERATOR_EXCLUSION
        case .hue: return CAIRO_OPERATOR_HSL_HUE
        case .saturation: return CAIRO_OPERATOR_HSL_SATURATION
        case .color: return CAIRO_OPERATOR_HSL_COLOR
        case .luminosity: return CAIRO_OPERATOR_HSL_LUMINOSITY
        case .clear: return CAIRO_OPERATOR_CLEAR
        case .copy: return CAIRO_OPERATOR_SOURCE
        case .sourceIn: return CAIRO_OPERATOR_IN
        case .sourceOut: return CAIRO_OPERATOR_OUT
        case .sourceAtop: return CAIRO_OPERATOR_ATOP
        case .destinationOver: return CAIRO_OPERATOR_DEST_OVER
        case .destinationIn: return CAIRO_OPERATOR_DEST_IN
        case .destinationOut: return CAIRO_OPERATOR_DEST_OUT
        case .destinationAtop: return CAIRO_OPERATOR_DEST_ATOP
        case .xor: return CAIRO_OPERATOR_XOR
        case .plusLighter: return CAIRO_OPERATOR_ADD
        case .plusDarker: return nil
        }
    }

    /// Whether Cairo applies `op` outside the drawn shape (clearing the destination there). Quartz never does:
    /// it limits every blend mode to the shape's coverage, so Touchstone clips such operations to the shape.
    package static func isUnbounded(_ op: cairo_operator_t) -> Bool {
        op == CAIRO_OPERATOR_IN || op == CAIRO_OPERATOR_OUT || op == CAIRO_OPERATOR_DEST_IN
            || op == CAIRO_OPERATOR_DEST_ATOP
    }

    /// Whether `op` changes the destination where the source is transparent (so a shape drawn with it must be
    /// confined to its own area): CLEAR, SOURCE and the unbounded operators.
    package static func altersOutsideSource(_ op: cairo_operator_t) -> Bool {
        op == CAIRO_OPERATOR_CLEAR || op == CAIRO_OPERATOR_SOURCE || isUnbounded(op)
    }

    package static func lineCap(_ cap: CGLineCap) -> cairo_line_cap_t {
        switch cap {
        case .butt: return CAIRO_LINE_CAP_BUTT
        case .round: return CAIRO_LINE_CAP_ROUND
        case .square: return CAIRO_LINE_CAP_SQUARE
        }
    }

    package static func lineJoin(_ join: CGLineJoin) -> cairo_line_join_t {
        switch join {
        case .miter: return CAIRO_LINE_JOIN_MITER
        case .round: return CAIRO_LINE_JOIN_ROUND
        case .bevel: return CAIRO_LINE_JOIN_BEVEL
        }
    }

    package static func fillRule(_ rule: CGPathFillRule) -> cairo_fill_rule_t {
        rule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING
    }

    package static func filter(_ quality: CGInterpolationQuality, interpolate: Bool) -> cairo_filter_t {
        if !interpolate { return CAIRO_FILTER_NEAREST }
        switch quality {
        case .none: return CAIRO_FILTER_NEAREST
        case .low, .default: return CAIRO_FILTER_BILINEAR
        case .medium: return CAIRO_FILTER_GOOD
        case .high: return CAIRO_FILTER_BEST
        }
    }

    /// Appends stored path elements to the Cairo context's current path (coordinates as given).
    package static func append(_ elements: [PathElement], to cr: OpaquePointer) {
        for e in elements {
            switch e {
            case .move(let p): cairo_move_to(cr, p.x, p.y)
            case .line(let p): cairo_line_to(cr, p.x, p.y)
            case .quad(let c, let p):
                var x0 = 0.0, y0 = 0.0
                if cairo_has_current_point(cr) != 0 { cairo_get_current_point(cr, &x0, &y0) } else { x0 = c.x; y0 = c.y }
                cairo_curve_to(cr, x0 + 2.0 / 3.0 * (c.x - x0), y0 + 2.0 / 3.0 * (c.y - y0),
                               p.x + 2.0 / 3.0 * (c.x - p.x), p.y + 2.0 / 3.0 * (c.y - p.y), p.x, p.y)
            case .cubic(let c1, let c2, let p): cairo_curve_to(cr, c1.x, c1.y, c2.x, c2.y, p.x, p.y)
            case .close: cairo_close_path(cr)
            }
        }
    }
}
