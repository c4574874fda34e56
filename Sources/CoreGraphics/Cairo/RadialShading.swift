// SPDX-License-Identifier: Apache-2.0

import CCairo

/// A two-circle radial shading rendered pixel by pixel, for the one option combination pixman cannot express.
///
/// Quartz follows PDF's radial (type 3) shading: circles are interpolated between the start circle (t = 0) and the
/// end circle (t = 1), and each point takes the colour of the **largest** t whose circle passes through it, among
/// the t values allowed by the options (t < 0 with `.drawsBeforeStartLocation`, t > 1 with
/// `.drawsAfterEndLocation`, and never a negative radius). Pixman and PDF offer "t in 0…1" (extend none) and
/// "any t" (extend pad); "t ≤ 1" (before on, after off) has no equivalent in either, so it is computed here, as an
/// image (in PDF documents at ``pdfResolution`` samples per point).
package struct RadialShading {
    let startCenter: CGPoint
    let startRadius: Double
    let endCenter: CGPoint
    let endRadius: Double
    let gradient: CGGradient
    let extendsBefore: Bool
    let extendsAfter: Bool

    /// The t at which `p` (user space) takes its colour, or nil when no allowed circle passes through it.
    func parameter(at p: CGPoint) -> Double? {
        let dcx = Double(endCenter.x - startCenter.x), dcy = Double(endCenter.y - startCenter.y)
        let dr = endRadius - startRadius
        let px = Double(p.x - startCenter.x), py = Double(p.y - startCenter.y)
        // |p − c(t)|² = r(t)²  ⇔  a t² − 2 b t + c = 0.
        let a = dcx * dcx + dcy * dcy - dr * dr
        let b = px * dcx + py * dcy + startRadius * dr
        let c = px * px + py * py - startRadius * startRadius
        var roots: [Double] = []
        if abs(a) < 1e-12 {
            if b != 0 { roots = [c / (2 * b)] }
        } else {
            let discriminant = b * b - a * c
            if discriminant < 0 { return nil }
            let s = discriminant.squareRoot()
            roots = [(b + s) / a, (b - s) / a].sorted(by: >)
        }
        return roots.first { t in
            startRadius + t * dr >= 0 && (extendsBefore || t >= 0) && (extendsAfter || t <= 1)
        }
    }

    /// Samples per device unit used in PDF documents, where a device unit is a point (a 144 dpi image).
    package static let pdfResolution = 2

    /// Paints the shading over `cr`'s clip with `alpha`, mapping device pixels to user space through `userToDevice`,
    /// sampled `resolution` times per device unit in each direction.
    func paint(on cr: OpaquePointer, userToDevice: CGAffineTransform, alpha: Double, resolution: Int = 1) {
        let det = userToDevice.a * userToDevice.d - userToDevice.b * userToDevice.c
        guard det != 0, det.isFinite, resolution >= 1 else { return }
        let deviceToUser = userToDevice.inverted()
        cairo_save(cr)
        defer { cairo_restore(cr) }
        cairo_identity_matrix(cr)
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        cairo_clip_extents(cr, &x1, &y1, &x2, &y2)
        let originX = x1.rounded(.down), originY = y1.rounded(.down)
        let scale = Double(resolution)
        let w = Int(x2.rounded(.up) - originX) * resolution, h = Int(y2.rounded(.up) - originY) * resolution
        guard w > 0, h > 0, w <= CGImage.maxDimension, h <= CGImage.maxDimension,
            let image = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(w), Int32(h))
        else { return }
        defer { cairo_surface_destroy(image) }
        cairo_surface_flush(image)
        let stride = Int(cairo_image_surface_get_stride(image))
        let data = UnsafeMutableRawPointer(cairo_image_surface_get_data(image)!)
        for row in 0..<h {
            let pixels = data.advanced(by: row * stride).assumingMemoryBound(to: UInt32.self)
            for column in 0..<w {
                let device = CGPoint(x: originX + (Double(column) + 0.5) / scale, y: originY + (Double(row) + 0.5) / scale)
                guard let t = parameter(at: device.applying(deviceToUser)) else { continue }
                pixels[column] = Self.premultipliedARGB(gradient.color(at: t))
            }
        }
        cairo_surface_mark_dirty(image)
        guard let pattern = cairo_pattern_create_for_surface(image) else { return }
        defer { cairo_pattern_destroy(pattern) }
        // Device → image pixels: subtract the origin, then scale up by the resolution.
        var m = cairo_matrix_t()
        cairo_matrix_init_scale(&m, scale, scale)
        cairo_matrix_translate(&m, -originX, -originY)
        cairo_pattern_set_matrix(pattern, &m)
        cairo_set_source(cr, pattern)
        cairo_paint_with_alpha(cr, alpha)
    }

    private static func premultipliedARGB(_ c: RGBA) -> UInt32 {
        let a = c.a
        func channel(_ v: Double) -> UInt32 { UInt32((max(0, min(1, v)) * 255).rounded()) }
        return channel(a) << 24 | channel(c.r * a) << 16 | channel(c.g * a) << 8 | channel(c.b * a)
    }
}

extension CGGradient {
    /// The colour at `t`: stops interpolated linearly (straight, not premultiplied, components), the first colour
    /// held before the first location and the last after the last.
    package func color(at t: Double) -> RGBA {
        guard let first = stops.first, let last = stops.last else { return RGBA(r: 0, g: 0, b: 0, a: 0) }
        if t <= first.location { return first.color }
        if t >= last.location { return last.color }
        for (lower, upper) in zip(stops, stops.dropFirst()) where t <= upper.location {
            let span = upper.location - lower.location
            let f = span > 0 ? (t - lower.location) / span : 1
            func mix(_ a: Double, _ b: Double) -> Double { a + (b - a) * f }
            return RGBA(r: mix(lower.color.r, upper.color.r), g: mix(lower.color.g, upper.color.g),
                        b: mix(lower.color.b, upper.color.b), a: mix(lower.color.a, upper.color.a))
        }
        return last.color
    }
}
