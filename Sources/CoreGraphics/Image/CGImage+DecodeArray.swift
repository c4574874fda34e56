// SPDX-License-Identifier: Apache-2.0

import CCairo

extension CGImage {
    /// The per-channel (red, green, blue) ranges of the image's decode array, or nil when there is none or it
    /// is the identity. Gray images use their one pair for all three channels.
    var colorDecodeRanges: [(low: Double, high: Double)]? {
        guard let decode, !isMask, let count = colorSpace?.numberOfComponents, decode.count >= 2 * count,
            count == 1 || count == 3
        else { return nil }
        let pairs = (0..<count).map { (low: Double(decode[2 * $0]), high: Double(decode[2 * $0 + 1])) }
        guard pairs.contains(where: { $0.low != 0 || $0.high != 1 }) else { return nil }
        return count == 1 ? Array(repeating: pairs[0], count: 3) : pairs
    }

    /// Remaps the colour components of native premultiplied ARGB pixels through `ranges`: a stored component
    /// `v` (0…1) becomes `low + v × (high − low)`, clamped to 0…1, as Quartz decodes images when drawing them.
    /// Alpha is not remapped.
    static func applyDecode(_ ranges: [(low: Double, high: Double)], to surface: OpaquePointer) {
        cairo_surface_flush(surface)
        let w = Int(cairo_image_surface_get_width(surface)), h = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        let data = UnsafeMutableRawPointer(cairo_image_surface_get_data(surface)!)
        for y in 0..<h {
            let row = data.advanced(by: y * stride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<w {
                let px = row[x]
                let a = Double(px >> 24) / 255
                guard a > 0 else { continue }
                var out = px & 0xFF00_0000
                for (i, shift) in [16, 8, 0].enumerated() {
                    let straight = Double((px >> UInt32(shift)) & 0xFF) / 255 / a
                    let mapped = max(0, min(1, ranges[i].low + straight * (ranges[i].high - ranges[i].low)))
                    out |= UInt32((mapped * a * 255).rounded()) << UInt32(shift)
                }
                row[x] = out
            }
        }
        cairo_surface_mark_dirty(surface)
    }
}
