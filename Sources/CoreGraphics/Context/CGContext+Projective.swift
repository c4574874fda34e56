// SPDX-License-Identifier: Apache-2.0

import CCairo

extension CGContext {
    /// Draws `image` through a projective mapping: `pixelToUser` (row-major 3×3, row vectors) maps image pixel
    /// coordinates (x right, y down from the first row) to user space; the CTM then maps to the device.
    ///
    /// Cairo draws only affine images, so this samples the image per destination pixel (inverse mapping,
    /// bilinear, premultiplied) into a scratch surface and composites that through the usual path, so clipping,
    /// alpha, blend mode and shadows apply. Used by Quartz Core for layers with perspective. Nothing is drawn
    /// when a corner of the image maps behind the viewer.
    package func drawImage(_ image: CGImage, pixelToUser: [Double]) {
        guard pixelToUser.count == 9, pixelToUser.allSatisfy(\.isFinite), let source = image.surface,
            cairo_image_surface_get_format(source) == CAIRO_FORMAT_ARGB32
        else { return }
        let a = state.ctm.concatenating(quartzToCairo)
        let affine = [Double(a.a), Double(a.b), 0, Double(a.c), Double(a.d), 0, Double(a.tx), Double(a.ty), 1]
        let h = Projective.multiply(pixelToUser, affine)
        let w = Double(image.width), ht = Double(image.height)
        var corners: [CGPoint] = []
        for (u, v) in [(0.0, 0.0), (w, 0), (0, ht), (w, ht)] {
            guard let p = Projective.apply(h, u, v) else { return }
            corners.append(p)
        }
        let xs = corners.map(\.x), ys = corners.map(\.y)
        let box = CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
        let area = box.safeIntersection(CGRect(origin: .zero, size: deviceSize)).integral
        guard !area.isNull, area.width >= 1, area.height >= 1, area.width * area.height <= 64_000_000,
            let inverse = Projective.invert(h), let scratch = ScratchSurface(area: area)
        else { return }
        defer { scratch.destroy() }
        cairo_surface_flush(source)
        cairo_surface_flush(scratch.surface)
        let srcStride = Int(cairo_image_surface_get_stride(source)) / 4
        let src = UnsafeRawPointer(cairo_image_surface_get_data(source)!).assumingMemoryBound(to: UInt32.self)
        let dstStride = Int(cairo_image_surface_get_stride(scratch.surface)) / 4
        let dst = UnsafeMutableRawPointer(cairo_image_surface_get_data(scratch.surface)!)
            .assumingMemoryBound(to: UInt32.self)
        let iw = image.width, ih = image.height
        func texel(_ x: Int, _ y: Int) -> UInt32 { x < 0 || y < 0 || x >= iw || y >= ih ? 0 : src[y * srcStride + x] }
        for row in 0..<Int(area.height) {
            for col in 0..<Int(area.width) {
                guard let p = Projective.apply(inverse, Double(area.minX) + Double(col) + 0.5,
                                               Double(area.minY) + Double(row) + 0.5)
                else { continue }
                let u = Double(p.x) - 0.5, v = Double(p.y) - 0.5
                let x0 = Int(u.rounded(.down)), y0 = Int(v.rounded(.down))
                if x0 < -1 || y0 < -1 || x0 >= iw || y0 >= ih { continue }
                let fx = u - Double(x0), fy = v - Double(y0)
                dst[row * dstStride + col] = Projective.bilinear(
                    texel(x0, y0), texel(x0 + 1, y0), texel(x0, y0 + 1), texel(x0 + 1, y0 + 1), fx, fy)
            }
        }
        cairo_surface_mark_dirty(scratch.surface)
        composite(extents: area) { cr, alpha in
            cairo_identity_matrix(cr)
            cairo_set_source_surface(cr, scratch.surface, 0, 0)
            cairo_paint_with_alpha(cr, alpha)
        }
    }
}

/// 3×3 projective arithmetic on row-major arrays (row vectors).
package enum Projective {
    package static func multiply(_ a: [Double], _ b: [Double]) -> [Double] {
        var r = [Double](repeating: 0, count: 9)
        for i in 0..<3 { for j in 0..<3 { r[i * 3 + j] = a[i * 3] * b[j] + a[i * 3 + 1] * b[3 + j] + a[i * 3 + 2] * b[6 + j] } }
        return r
    }

    package static func apply(_ m: [Double], _ x: Double, _ y: Double) -> CGPoint? {
        let w = x * m[2] + y * m[5] + m[8]
        guard w > 1e-12 else { return nil }
        return CGPoint(x: (x * m[0] + y * m[3] + m[6]) / w, y: (x * m[1] + y * m[4] + m[7]) / w)
    }

    package static func invert(_ a: [Double]) -> [Double]? {
        let c00 = a[4] * a[8] - a[5] * a[7], c01 = a[5] * a[6] - a[3] * a[8], c02 = a[3] * a[7] - a[4] * a[6]
        let det = a[0] * c00 + a[1] * c01 + a[2] * c02
        guard det != 0, det.isFinite else { return nil }
        return [c00, a[2] * a[7] - a[1] * a[8], a[1] * a[5] - a[2] * a[4],
                c01, a[0] * a[8] - a[2] * a[6], a[2] * a[3] - a[0] * a[5],
                c02, a[1] * a[6] - a[0] * a[7], a[0] * a[4] - a[1] * a[3]].map { $0 / det }
    }

    /// Bilinear blend of four premultiplied ARGB32 texels.
    package static func bilinear(_ p00: UInt32, _ p10: UInt32, _ p01: UInt32, _ p11: UInt32, _ fx: Double,
                                 _ fy: Double) -> UInt32
    {
        var out: UInt32 = 0
        for shift in stride(from: 0, through: 24, by: 8) {
            let c00 = Double((p00 >> UInt32(shift)) & 0xFF), c10 = Double((p10 >> UInt32(shift)) & 0xFF)
            let c01 = Double((p01 >> UInt32(shift)) & 0xFF), c11 = Double((p11 >> UInt32(shift)) & 0xFF)
            let top = c00 + (c10 - c00) * fx, bottom = c01 + (c11 - c01) * fx
            let v = UInt32(max(0, min(255, (top + (bottom - top) * fy).rounded())))
            out |= v << UInt32(shift)
        }
        return out
    }
}
