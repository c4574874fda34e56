// SPDX-License-Identifier: Apache-2.0

import CCairo

/// Backdrop filtering for Quartz Core's compositor: a blurred, colour-adjusted copy of what a bitmap context's
/// destination already shows, painted back over it. Package-only (the machinery behind `UIVisualEffectView`), not
/// Apple API.
///
/// The blur is a Gaussian approximated by three box blurs (horizontal and vertical, per premultiplied channel).
/// Wide blurs run on a copy reduced so the standard deviation stays at most ``BackdropBlur/maxSigma`` pixels —
/// Cairo's `GOOD` filter averages the source down — and the result is stretched back with bilinear filtering; a
/// Gaussian that wide keeps no detail a full-resolution pass would show, and the cost stays proportional to the
/// area, not to the blur. Pixels beyond the destination's edges repeat its edge pixels (as a backdrop at the top
/// of a screen blurs on iOS), so the blur never darkens towards the screen's edges.
package enum BackdropBlur {
    /// The largest standard deviation, in pixels of the working copy, blurred without reducing further.
    package static let maxSigma = 6.0

    /// How far (device pixels) beyond the painted area a blur of standard deviation `sigma` (device pixels) reads:
    /// what must be current in the destination before the backdrop is painted.
    package static func reach(sigma: CGFloat) -> CGFloat {
        guard sigma.isFinite, sigma > 0 else { return 0 }
        let factor = (Double(sigma) / maxSigma).rounded(.up)
        let scale = max(1, factor)
        let reduced = Double(sigma) / scale
        return CGFloat(((3 * reduced).rounded(.up) + 2) * scale)
    }
}

extension CGContext {
    /// Paints over `deviceRect` (Cairo device pixels, clipped by the current clip and multiplied by the current
    /// alpha) a copy of what the context's bitmap shows there, blurred with standard deviation `sigma` (device
    /// pixels; 0 copies unblurred) and with its saturation scaled by `saturation` (1 leaves colours alone, 0 makes
    /// grey, above 1 intensifies, as Core Image's colour-controls saturation).
    ///
    /// The pixels read are the bitmap's own — what was painted before this call — even inside a transparency
    /// layer, whose pending content is not included. Returns false, painting nothing, when the context is not a
    /// 32-bit ARGB bitmap, the area misses it, or the values are not finite.
    @discardableResult
    package func drawBackdrop(in deviceRect: CGRect, sigma: CGFloat, saturation: CGFloat) -> Bool {
        guard case .bitmap = backing, sigma.isFinite, sigma >= 0, saturation.isFinite, !deviceRect.isNull,
            deviceRect.minX.isFinite, deviceRect.minY.isFinite,
            cairo_surface_get_type(surface) == CAIRO_SURFACE_TYPE_IMAGE,
            cairo_image_surface_get_format(surface) == CAIRO_FORMAT_ARGB32
        else { return false }
        let area = deviceRect.integral.safeIntersection(
            CGRect(x: 0, y: 0, width: deviceSize.width, height: deviceSize.height))
        guard !area.isNull, area.width >= 1, area.height >= 1, state.alpha > 0 else { return false }
        guard beginDrawing() else { return false }
        defer { endDrawing() }
        let s = Double(sigma)
        let factor = s > BackdropBlur.maxSigma ? (s / BackdropBlur.maxSigma).rounded(.up) : 1
        let reduced = s / factor
        let pad = reduced > 0.2 ? Int((3 * reduced).rounded(.up)) + 2 : 0
        let w = Int((Double(area.width) / factor).rounded(.up)) + 2 * pad
        let h = Int((Double(area.height) / factor).rounded(.up)) + 2 * pad
        let originX = Double(area.minX) - Double(pad) * factor, originY = Double(area.minY) - Double(pad) * factor
        guard let work = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(w), Int32(h)) else { return false }
        defer { cairo_surface_destroy(work) }
        guard copyReduced(into: work, originX: originX, originY: originY, factor: factor) else { return false }
        cairo_surface_flush(work)
        if let data = cairo_image_surface_get_data(work) {
            let stride = Int(cairo_image_surface_get_stride(work))
            Self.filter(data, width: w, height: h, stride: stride, sigma: reduced, saturation: Double(saturation))
        }
        cairo_surface_mark_dirty(work)
        guard let pattern = cairo_pattern_create_for_surface(work) else { return false }
        defer { cairo_pattern_destroy(pattern) }
        // Device → working-copy pixels: subtract the origin, then divide by the reduction factor.
        var m = cairo_matrix_t(xx: 1 / factor, yx: 0, xy: 0, yy: 1 / factor, x0: -originX / factor,
                               y0: -originY / factor)
        cairo_pattern_set_matrix(pattern, &m)
        cairo_pattern_set_filter(pattern, factor > 1 ? CAIRO_FILTER_BILINEAR : CAIRO_FILTER_NEAREST)
        cairo_save(cairo)
        cairo_identity_matrix(cairo)
        cairo_set_operator(cairo, CAIRO_OPERATOR_OVER)
        cairo_set_source(cairo, pattern)
        cairo_new_path(cairo)
        cairo_rectangle(cairo, Double(area.minX), Double(area.minY), Double(area.width), Double(area.height))
        cairo_clip(cairo)
        cairo_paint_with_alpha(cairo, Double(state.alpha))
        cairo_restore(cairo)
        return true
    }

    /// Fills `work` with the bitmap's pixels from device (`originX`, `originY`) on, `factor` device pixels per
    /// working pixel, edges repeated.
    private func copyReduced(into work: OpaquePointer, originX: Double, originY: Double, factor: Double) -> Bool {
        guard let cr = cairo_create(work) else { return false }
        defer { cairo_destroy(cr) }
        guard let source = cairo_pattern_create_for_surface(surface) else { return false }
        defer { cairo_pattern_destroy(source) }
        var ox = 0.0, oy = 0.0
        cairo_surface_get_device_offset(surface, &ox, &oy)
        var m = cairo_matrix_t(xx: factor, yx: 0, xy: 0, yy: factor, x0: originX + ox, y0: originY + oy)
        cairo_pattern_set_matrix(source, &m)
        cairo_pattern_set_extend(source, CAIRO_EXTEND_PAD)
        cairo_pattern_set_filter(source, factor > 1 ? CAIRO_FILTER_GOOD : CAIRO_FILTER_NEAREST)
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        cairo_set_source(cr, source)
        cairo_paint(cr)
        return cairo_status(cr) == CAIRO_STATUS_SUCCESS
    }

    /// Blurs (three box passes per axis) and saturates premultiplied ARGB32 pixels in place.
    private static func filter(_ data: UnsafeMutablePointer<UInt8>, width w: Int, height h: Int, stride: Int,
                               sigma: Double, saturation: Double)
    {
        // One buffer, four planes (alpha, red, green, blue); while loops over raw pointers, which a debug build
        // runs about ten times faster than range loops over arrays.
        let count = w * h
        var planes = [Float](repeating: 0, count: 4 * count)
        planes.withUnsafeMutableBufferPointer { buffer in
            let a = buffer.baseAddress!, r = a + count, g = r + count, b = g + count
            var y = 0
            while y < h {
                let row = UnsafeRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
                var x = 0
                while x < w {
                    let p = row[x], i = y * w + x
                    a[i] = Float(p >> 24)
                    r[i] = Float((p >> 16) & 0xFF)
                    g[i] = Float((p >> 8) & 0xFF)
                    b[i] = Float(p & 0xFF)
                    x += 1
                }
                y += 1
            }
        }
        if sigma > 0.2 {
            let boxWidth = (4 * sigma * sigma + 1).squareRoot()
            let radius = max(1, Int(((boxWidth - 1) / 2).rounded()))
            planes.withUnsafeMutableBufferPointer { buffer in
                for c in 0..<4 {
                    let plane = buffer.baseAddress! + c * count
                    for _ in 0..<3 {
                        BoxBlur.horizontal(plane, width: w, height: h, radius: radius)
                        BoxBlur.vertical(plane, width: w, height: h, radius: radius)
                    }
                }
            }
        }
        // Luminance-preserving saturation matrix (Rec. 709 weights), applied to premultiplied channels (linear, so
        // premultiplication commutes with it); results are kept within 0…alpha.
        let s = Float(saturation)
        let lr: Float = 0.2126, lg: Float = 0.7152, lb: Float = 0.0722
        planes.withUnsafeBufferPointer { buffer in
            let alpha = buffer.baseAddress!, red = alpha + count, green = red + count, blue = green + count
            var y = 0
            while y < h {
                let row = UnsafeMutableRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
                var x = 0
                while x < w {
                    let i = y * w + x
                    let a = min(255, max(0, alpha[i]))
                    var r = red[i], g = green[i], b = blue[i]
                    if s != 1 {
                        let l = lr * r + lg * g + lb * b
                        r = l + (r - l) * s
                        g = l + (g - l) * s
                        b = l + (b - l) * s
                    }
                    func channel(_ v: Float) -> UInt32 { UInt32(min(a, max(0, v)).rounded()) }
                    row[x] = UInt32(a.rounded()) << 24 | channel(r) << 16 | channel(g) << 8 | channel(b)
                    x += 1
                }
                y += 1
            }
        }
    }
}
