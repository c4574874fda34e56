// SPDX-License-Identifier: Apache-2.0

import CCairo
import CPixelKernels

/// A context's clip as whole device-pixel rectangles, for the kernel blits: computed from Cairo when a blit first
/// needs it after the clip changed (``CGContext/clipRevision``).
package struct KernelClip {
    /// The ``CGContext/clipRevision`` it was read at.
    var revision: UInt64
    /// Disjoint rectangles (x, y, width, height) inside the surface; nil when the clip is not whole-pixel
    /// rectangles (a path, an antialiased edge), so blits go through Cairo.
    var rects: [(x: Int, y: Int, width: Int, height: Int)]?
}

extension CGContext {
    /// Composites an ARGB32 `source` (Cairo image surface) with its first pixel at device pixel (`x`, `y`) through
    /// a pixel kernel (``PixelKernels``), under the clip: `OVER`, `OVER` through `alpha` when it is below 1, or a
    /// row copy when `opaque` and `alpha` is 1 (Cairo's `SOURCE`). Byte for byte what ``blitImage(_:deviceX:deviceY:alpha:opaque:)``
    /// draws through Cairo.
    ///
    /// Returns false, drawing nothing, when a kernel cannot draw it: kernels off, a transparency layer open, a
    /// destination that is not an in-place ARGB32 bitmap, or a clip that is not whole-pixel rectangles.
    func kernelBlit(_ source: OpaquePointer, x: Int, y: Int, alpha: Double, opaque: Bool) -> Bool {
        guard pixelKernelLevel != PixelKernels.none, layerStack.isEmpty, case .bitmap(let b) = backing,
            b.drawsInPlace, cairo_image_surface_get_format(surface) == CAIRO_FORMAT_ARGB32,
            cairo_get_group_target(cairo) == surface, let rects = kernelClipRects(),
            let destination = cairo_image_surface_get_data(surface), let pixels = cairo_image_surface_get_data(source)
        else { return false }
        let width = Int(cairo_image_surface_get_width(source)), height = Int(cairo_image_surface_get_height(source))
        let destinationStride = Int(cairo_image_surface_get_stride(surface))
        let sourceStride = Int(cairo_image_surface_get_stride(source))
        // Cairo's solid alpha: a 16-bit colour component (a · 65535 + 0.5), whose high byte pixman uses as the mask.
        let mask = alpha >= 1 ? 255 : UInt8(UInt32(max(0, alpha) * 65535 + 0.5) >> 8)
        var flushed = false
        for r in rects {
            let left = max(r.x, x), top = max(r.y, y)
            let right = min(r.x + r.width, x + width), bottom = min(r.y + r.height, y + height)
            guard left < right, top < bottom else { continue }
            if !flushed {
                cairo_surface_flush(surface)
                flushed = true
            }
            let to = destination + top * destinationStride + left * 4
            let from = UnsafePointer(pixels + (top - y) * sourceStride + (left - x) * 4)
            let w = right - left, h = bottom - top
            if mask == 255, opaque {
                for row in 0..<h { (to + row * destinationStride).update(from: from + row * sourceStride, count: w * 4) }
            } else if mask == 255 {
                pixel_kernels_over(pixelKernelLevel, to, destinationStride, from, sourceStride, Int32(w), Int32(h))
            } else {
                pixel_kernels_over_alpha(pixelKernelLevel, to, destinationStride, from, sourceStride, Int32(w),
                                         Int32(h), mask)
            }
            cairo_surface_mark_dirty_rectangle(surface, Int32(left), Int32(top), Int32(w), Int32(h))
        }
        kernelBlits += 1
        return true
    }

    /// The clip as whole device-pixel rectangles within the surface, read from Cairo once per clip revision; nil
    /// when it is anything else.
    private func kernelClipRects() -> [(x: Int, y: Int, width: Int, height: Int)]? {
        if let known = kernelClip, known.revision == clipRevision { return known.rects }
        var rects: [(x: Int, y: Int, width: Int, height: Int)]? = []
        cairo_save(cairo)
        cairo_identity_matrix(cairo)
        let list = cairo_copy_clip_rectangle_list(cairo)
        cairo_restore(cairo)
        if let list, list.pointee.status == CAIRO_STATUS_SUCCESS {
            let w = Int(cairo_image_surface_get_width(surface)), h = Int(cairo_image_surface_get_height(surface))
            for i in 0..<Int(list.pointee.num_rectangles) {
                let r = list.pointee.rectangles[i]
                guard [r.x, r.y, r.width, r.height].allSatisfy({ $0 == $0.rounded() && abs($0) < 1e9 }) else {
                    rects = nil
                    break
                }
                let left = max(0, Int(r.x)), top = max(0, Int(r.y))
                let right = min(w, Int(r.x + r.width)), bottom = min(h, Int(r.y + r.height))
                if left < right, top < bottom {
                    rects?.append((left, top, right - left, bottom - top))
                }
            }
        } else {
            rects = nil
        }
        if let list { cairo_rectangle_list_destroy(list) }
        kernelClip = KernelClip(revision: clipRevision, rects: rects)
        return rects
    }
}
