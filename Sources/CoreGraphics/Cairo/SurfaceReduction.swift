// SPDX-License-Identifier: Apache-2.0

import CCairo

/// Halves an image surface until drawing it needs at most a 2× reduction.
///
/// Pixman samples scaled patterns in 16.16 fixed point: a 32,767-pixel-wide image drawn small reaches past that
/// range and Cairo silently draws nothing. And one bilinear step over a large reduction reads only the two
/// source pixels nearest each sample, skipping the rest, so stripes alias into solid colour. Halving first, in
/// plain integer code (each step averages 2 × 2 premultiplied pixels, or keeps one for nearest-neighbour
/// drawing), fixes both, like a mipmap chain.
enum SurfaceReduction {
    /// The largest reduction left to the final (bilinear) draw: at 2× it still reads every source pixel.
    static let maxFactor = 2.0

    /// `surface` itself (retained) or a reduced copy, for drawing it `deviceWidth` × `deviceHeight` pixels large.
    /// The caller releases the result with `cairo_surface_destroy`.
    static func reduced(_ surface: OpaquePointer, deviceWidth: Double, deviceHeight: Double,
                        filter: cairo_filter_t) -> OpaquePointer
    {
        var current = cairo_surface_reference(surface)!
        guard deviceWidth > 0, deviceHeight > 0, deviceWidth.isFinite, deviceHeight.isFinite else { return current }
        while true {
            let w = Int(cairo_image_surface_get_width(current)), h = Int(cairo_image_surface_get_height(current))
            let halveX = Double(w) / deviceWidth > maxFactor && w > 1
            let halveY = Double(h) / deviceHeight > maxFactor && h > 1
            guard halveX || halveY,
                let next = halve(current, x: halveX, y: halveY, keepOne: filter == CAIRO_FILTER_NEAREST)
            else { break }
            cairo_surface_destroy(current)
            current = next
        }
        return current
    }

    /// An ARGB32 or A8 surface halved along the chosen axes (odd sizes round up; the last pixel stands alone).
    private static func halve(_ src: OpaquePointer, x: Bool, y: Bool, keepOne: Bool) -> OpaquePointer? {
        let format = cairo_image_surface_get_format(src)
        let bytesPerPixel = format == CAIRO_FORMAT_A8 ? 1 : 4
        guard format == CAIRO_FORMAT_A8 || format == CAIRO_FORMAT_ARGB32 || format == CAIRO_FORMAT_RGB24 else {
            return nil
        }
        let w = Int(cairo_image_surface_get_width(src)), h = Int(cairo_image_surface_get_height(src))
        let nw = x ? (w + 1) / 2 : w, nh = y ? (h + 1) / 2 : h
        guard let dst = cairo_image_surface_create(format, Int32(nw), Int32(nh)),
            cairo_surface_status(dst) == CAIRO_STATUS_SUCCESS
        else { return nil }
        cairo_surface_flush(src)
        cairo_surface_flush(dst)
        let srcData = cairo_image_surface_get_data(src)!, dstData = cairo_image_surface_get_data(dst)!
        let srcStride = Int(cairo_image_surface_get_stride(src)), dstStride = Int(cairo_image_surface_get_stride(dst))
        for row in 0..<nh {
            let y0 = y ? 2 * row : row, y1 = y && !keepOne ? min(2 * row + 1, h - 1) : y0
            let top = srcData + y0 * srcStride, bottom = srcData + y1 * srcStride
            let out = dstData + row * dstStride
            for column in 0..<nw {
                let x0 = x ? 2 * column : column, x1 = x && !keepOne ? min(2 * column + 1, w - 1) : x0
                let a = x0 * bytesPerPixel, b = x1 * bytesPerPixel
                for byte in 0..<bytesPerPixel {
                    let sum = Int(top[a + byte]) + Int(top[b + byte]) + Int(bottom[a + byte]) + Int(bottom[b + byte])
                    out[column * bytesPerPixel + byte] = UInt8((sum + 2) / 4)
                }
            }
        }
        cairo_surface_mark_dirty(dst)
        return dst
    }
}
