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
        // Raw pointers and while loops: a debug build runs them about ten times faster than array loops.
        let buffer = UnsafeMutablePointer<Float>.allocate(capacity: w * h)
        defer { buffer.deallocate() }
        buffer.initialize(repeating: 0, count: w * h)
        // Each mask pixel averages a scale × scale block of the scratch image's alpha.
        let weight = 1 / (Float(scale) * Float(scale))  // in Float: `scale * scale` can overflow Int
        let srcStride = Int(cairo_image_surface_get_stride(scratch.surface))
        let src = cairo_image_surface_get_data(scratch.surface)!
        var y = 0
        while y < sh {
            let row = UnsafeRawPointer(src + y * srcStride).assumingMemoryBound(to: UInt32.self)
            let base = buffer + (y / scale + pad) * w + pad
            var x = 0
            while x < sw {
                base[x / scale] += Float(row[x] >> 24) * weight
                x += 1
            }
            y += 1
        }
        if reducedSigma > 0.2 {
            let boxWidth = (4 * reducedSigma * reducedSigma + 1).squareRoot()
            let radius = max(1, Int(((boxWidth - 1) / 2).rounded()))
            for _ in 0..<3 {
                BoxBlur.horizontal(buffer, width: w, height: h, radius: radius)
                BoxBlur.vertical(buffer, width: w, height: h, radius: radius)
            }
        }
        cairo_surface_flush(s)
        let stride = Int(cairo_image_surface_get_stride(s))
        let dst = cairo_image_surface_get_data(s)!
        y = 0
        while y < h {
            let row = dst + y * stride, values = buffer + y * w
            var x = 0
            while x < w {
                row[x] = UInt8(max(0, min(255, values[x].rounded())))
                x += 1
            }
            y += 1
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
///
/// Written as while loops over raw pointers: range iterators and array subscripts are function calls in a debug
/// build, where the array version ran about ten times slower (the blur of a context menu's backdrop dominated
/// its tests).
enum BoxBlur {
    /// Blurs each row of the `w` × `h` floats at `b`.
    static func horizontal(_ b: UnsafeMutablePointer<Float>, width w: Int, height h: Int, radius r: Int) {
        guard w > 0, h > 0 else { return }
        let scratch = UnsafeMutablePointer<Float>.allocate(capacity: w)
        defer { scratch.deallocate() }
        let scale = 1 / Float(2 * r + 1)
        var y = 0
        while y < h {
            blurLine(b + y * w, count: w, step: 1, radius: r, scale: scale, scratch: scratch)
            y += 1
        }
    }

    /// Blurs each column of the `w` × `h` floats at `b`.
    static func vertical(_ b: UnsafeMutablePointer<Float>, width w: Int, height h: Int, radius r: Int) {
        guard w > 0, h > 0 else { return }
        let scratch = UnsafeMutablePointer<Float>.allocate(capacity: h)
        defer { scratch.deallocate() }
        let scale = 1 / Float(2 * r + 1)
        var x = 0
        while x < w {
            blurLine(b + x, count: h, step: w, radius: r, scale: scale, scratch: scratch)
            x += 1
        }
    }

    /// Blurs the `count` values `step` apart from `first` in place, through `scratch` (`count` floats).
    private static func blurLine(_ first: UnsafeMutablePointer<Float>, count n: Int, step: Int, radius r: Int,
                                 scale: Float, scratch: UnsafeMutablePointer<Float>)
    {
        var sum: Float = 0
        var i = 0
        let lead = min(r, n - 1)
        while i <= lead {
            sum += first[i * step]
            i += 1
        }
        i = 0
        while i < n {
            scratch[i] = sum * scale
            let add = i + r + 1, remove = i - r
            if add < n { sum += first[add * step] }
            if remove >= 0 { sum -= first[remove * step] }
            i += 1
        }
        i = 0
        while i < n {
            first[i * step] = scratch[i]
            i += 1
        }
    }
}
