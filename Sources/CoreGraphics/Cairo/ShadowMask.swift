// SPDX-License-Identifier: Apache-2.0

import CCairo

/// A shadow's coverage: a scratch image's alpha, blurred, as an A8 surface whose pixel (0, 0) sits at `origin`
/// (Cairo device space) and whose pixels are `scale` device pixels wide.
///
/// Quartz's blur value is taken as a Gaussian of standard deviation blur / 2, approximated by three box blurs.
/// Wide blurs run on a copy downsampled so the standard deviation stays at most ``maxSigma`` mask pixels, then
/// the mask is stretched back with bilinear filtering: a Gaussian that wide has no detail to lose, and the work
/// stays proportional to the shape's size instead of growing with the square of the blur (a blur of 5,000 would
/// otherwise need a 15,000-pixel-square buffer).
package struct ShadowMask {
    /// The largest standard deviation, in mask pixels, blurred at full resolution.
    package static let maxSigma = 16.0

    package let surface: OpaquePointer
    package let origin: CGPoint
    package let scale: Int
    /// The mask's width in mask pixels (bounded whatever the blur).
    package var width: Int { Int(cairo_image_surface_get_width(surface)) }

    package init?(alphaOf scratch: ScratchSurface, blur: CGFloat) {
        let sigma = Double(blur) / 2
        guard sigma.isFinite else { return nil }
        // The factor keeps the reduced deviation at most maxSigma; it is capped only to stay a valid Int (a blur
        // that wide makes the mask too large to build, and so no shadow, which is what such a blur looks like).
        let scale: Int = sigma > Self.maxSigma ? Int(min(1e15, (sigma / Self.maxSigma).rounded(.up))) : 1
        let reducedSigma = sigma / Double(scale)
        // With the factor capped, a blur beyond about 1e16 leaves a deviation too wide to pad for: no shadow.
        let padding = reducedSigma > 0 ? (3 * reducedSigma).rounded(.up) : 0
        guard padding <= Double(CGImage.maxDimension) else { return nil }
        let pad = Int(padding)
        let sw = Int(cairo_image_surface_get_width(scratch.surface))
        let sh = Int(cairo_image_surface_get_height(scratch.surface))
        let w = (sw + scale - 1) / scale + 2 * pad, h = (sh + scale - 1) / scale + 2 * pad
        guard w <= CGImage.maxDimension, h <= CGImage.maxDimension,
            let s = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(w), Int32(h))
        else { return nil }
        var buffer = [Float](repeating: 0, count: w * h)
        // Each mask pixel averages a scale × scale block of the scratch image's alpha.
        let weight = 1 / (Float(scale) * Float(scale))  // in Float: `scale * scale` can overflow Int
        let srcStride = Int(cairo_image_surface_get_stride(scratch.surface))
        let src = cairo_image_surface_get_data(scratch.surface)!
        for y in 0..<sh {
            let row = UnsafeRawPointer(src + y * srcStride).assumingMemoryBound(to: UInt32.self)
            let base = (y / scale + pad) * w + pad
            for x in 0..<sw { buffer[base + x / scale] += Float(row[x] >> 24) * weight }
        }
        if reducedSigma > 0.2 {
            let boxWidth = (4 * reducedSigma * reducedSigma + 1).squareRoot()
            let radius = max(1, Int(((boxWidth - 1) / 2).rounded()))
            for _ in 0..<3 {
                BoxBlur.horizontal(&buffer, width: w, height: h, radius: radius)
                BoxBlur.vertical(&buffer, width: w, height: h, radius: radius)
            }
        }
        cairo_surface_flush(s)
        let stride = Int(cairo_image_surface_get_stride(s))
        let dst = cairo_image_surface_get_data(s)!
        for y in 0..<h {
            for x in 0..<w { dst[y * stride + x] = UInt8(max(0, min(255, buffer[y * w + x].rounded()))) }
        }
        cairo_surface_mark_dirty(s)
        self.surface = s
        self.scale = scale
        let reach = CGFloat(pad) * CGFloat(scale)
        self.origin = CGPoint(x: scratch.area.minX - reach, y: scratch.area.minY - reach)
    }

    /// Masks `cr`'s source (identity matrix) with this coverage, moved by the shadow offset (device pixels).
    func mask(_ cr: OpaquePointer, offsetX: CGFloat, offsetY: CGFloat) {
        guard let pattern = cairo_pattern_create_for_surface(surface) else { return }
        defer { cairo_pattern_destroy(pattern) }
        // Device → mask pixels: subtract the placed origin, then divide by the scale.
        var m = cairo_matrix_t()
        cairo_matrix_init_scale(&m, 1 / Double(scale), 1 / Double(scale))
        cairo_matrix_translate(&m, -Double(origin.x + offsetX), -Double(origin.y + offsetY))
        cairo_pattern_set_matrix(pattern, &m)
        cairo_pattern_set_filter(pattern, CAIRO_FILTER_BILINEAR)
        cairo_mask(cr, pattern)
    }

    package func destroy() { cairo_surface_destroy(surface) }
}

/// Running-sum box blurs over a float buffer (edges treated as transparent).
enum BoxBlur {
    static func horizontal(_ b: inout [Float], width w: Int, height h: Int, radius r: Int) {
        let scale = 1 / Float(2 * r + 1)
        var line = [Float](repeating: 0, count: w)
        for y in 0..<h {
            let base = y * w
            var sum: Float = 0
            for x in 0...min(r, w - 1) { sum += b[base + x] }
            for x in 0..<w {
                line[x] = sum * scale
                let add = x + r + 1, remove = x - r
                if add < w { sum += b[base + add] }
                if remove >= 0 { sum -= b[base + remove] }
            }
            for x in 0..<w { b[base + x] = line[x] }
        }
    }

    static func vertical(_ b: inout [Float], width w: Int, height h: Int, radius r: Int) {
        let scale = 1 / Float(2 * r + 1)
        var line = [Float](repeating: 0, count: h)
        for x in 0..<w {
            var sum: Float = 0
            for y in 0...min(r, h - 1) { sum += b[y * w + x] }
            for y in 0..<h {
                line[y] = sum * scale
                let add = y + r + 1, remove = y - r
                if add < h { sum += b[add * w + x] }
                if remove >= 0 { sum -= b[remove * w + x] }
            }
            for y in 0..<h { b[y * w + x] = line[y] }
        }
    }
}
