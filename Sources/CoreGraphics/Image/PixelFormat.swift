// SPDX-License-Identifier: Apache-2.0

/// An 8-bit-per-component pixel layout, and conversion to and from Cairo's native ARGB32.
///
/// Cairo's ARGB32 is premultiplied, one 32-bit word per pixel in native (little) endianness: in memory B, G, R, A.
/// That is Quartz's `premultipliedFirst | byteOrder32Little`, the layout iPhone OS itself prefers, and the layout
/// every Touchstone surface uses internally. Other layouts are converted through this type.
package struct PixelFormat: Equatable, Sendable {
    package enum Model: Equatable, Sendable {
        /// Colour channels at `r`, `g`, `b` byte offsets; alpha at `a` when present.
        case rgb(r: Int, g: Int, b: Int, a: Int?)
        /// One gray channel at offset `gray`, alpha at `a` when present.
        case gray(gray: Int, a: Int?)
        /// One alpha byte only.
        case alphaOnly
    }

    package var model: Model
    package var bytesPerPixel: Int
    /// Whether colour channels are premultiplied by alpha (always true when there is no alpha).
    package var premultiplied: Bool

    /// Cairo ARGB32 on a little-endian machine.
    package static let nativeARGB = PixelFormat(model: .rgb(r: 2, g: 1, b: 0, a: 3), bytesPerPixel: 4, premultiplied: true)
    /// Cairo RGB24: as ARGB32 with the alpha byte ignored.
    package static let nativeRGBX = PixelFormat(model: .rgb(r: 2, g: 1, b: 0, a: nil), bytesPerPixel: 4, premultiplied: true)

    /// Whether this layout is exactly Cairo's ARGB32 (no conversion needed).
    package var isNativeARGB: Bool { self == .nativeARGB }

    /// The layout described by Quartz parameters, or nil when it is not an 8-bit layout Touchstone supports.
    package init?(bitsPerComponent: Int, bitsPerPixel: Int, model colorModel: CGColorSpaceModel?, bitmapInfo: CGBitmapInfo)
    {
        guard bitsPerComponent == 8, !bitmapInfo.contains(.floatComponents), let alpha = bitmapInfo.alphaInfo else {
            return nil
        }
        let order = bitmapInfo.intersection(.byteOrderMask)
        let little = order == .byteOrder32Little || order == .byteOrder16Little
        switch (colorModel, bitsPerPixel, alpha) {
        case (nil, 8, .alphaOnly), (.monochrome?, 8, .alphaOnly):
            self.init(model: .alphaOnly, bytesPerPixel: 1, premultiplied: true)
        case (.monochrome?, 8, .none):
            self.init(model: .gray(gray: 0, a: nil), bytesPerPixel: 1, premultiplied: true)
        case (.monochrome?, 16, .premultipliedLast), (.monochrome?, 16, .last):
            self.init(model: .gray(gray: little ? 1 : 0, a: little ? 0 : 1), bytesPerPixel: 2,
                      premultiplied: alpha == .premultipliedLast)
        case (.monochrome?, 16, .premultipliedFirst), (.monochrome?, 16, .first):
            self.init(model: .gray(gray: little ? 0 : 1, a: little ? 1 : 0), bytesPerPixel: 2,
                      premultiplied: alpha == .premultipliedFirst)
        case (.rgb?, 24, .none):
            self.init(model: .rgb(r: 0, g: 1, b: 2, a: nil), bytesPerPixel: 3, premultiplied: true)
        case (.rgb?, 32, _):
            // Logical (big-endian) order: first = A R G B, last = R G B A. Little-endian reverses the bytes.
            let alphaFirst: Bool
            let hasAlpha: Bool
            let premultiplied: Bool
            switch alpha {
            case .premultipliedFirst: (alphaFirst, hasAlpha, premultiplied) = (true, true, true)
            case .first: (alphaFirst, hasAlpha, premultiplied) = (true, true, false)
            case .noneSkipFirst: (alphaFirst, hasAlpha, premultiplied) = (true, false, true)
            case .premultipliedLast: (alphaFirst, hasAlpha, premultiplied) = (false, true, true)
            case .last: (alphaFirst, hasAlpha, premultiplied) = (false, true, false)
            case .noneSkipLast: (alphaFirst, hasAlpha, premultiplied) = (false, false, true)
            default: return nil
            }
            var logical = alphaFirst ? [1, 2, 3, 0] : [0, 1, 2, 3]  // index of r, g, b, a in big-endian order
            if little { logical = logical.map { 3 - $0 } }
            self.init(
                model: .rgb(r: logical[0], g: logical[1], b: logical[2], a: hasAlpha ? logical[3] : nil),
                bytesPerPixel: 4, premultiplied: premultiplied)
        default:
            return nil
        }
    }

    package init(model: Model, bytesPerPixel: Int, premultiplied: Bool) {
        self.model = model
        self.bytesPerPixel = bytesPerPixel
        self.premultiplied = premultiplied
    }

    /// Converts `height` rows of this layout into Cairo ARGB32 rows.
    package func convertToNative(
        from src: UnsafeRawPointer, srcStride: Int, to dst: UnsafeMutableRawPointer, dstStride: Int,
        width: Int, height: Int
    ) {
        for y in 0..<height {
            let s = src.advanced(by: y * srcStride).assumingMemoryBound(to: UInt8.self)
            let d = dst.advanced(by: y * dstStride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<width {
                let p = s + x * bytesPerPixel
                var r: UInt32, g: UInt32, b: UInt32, a: UInt32
                switch model {
                case .rgb(let ro, let go, let bo, let ao):
                    r = UInt32(p[ro]); g = UInt32(p[go]); b = UInt32(p[bo])
                    a = ao.map { UInt32(p[$0]) } ?? 255
                case .gray(let go, let ao):
                    r = UInt32(p[go]); g = r; b = r
                    a = ao.map { UInt32(p[$0]) } ?? 255
                case .alphaOnly:
                    r = 0; g = 0; b = 0
                    a = UInt32(p[0])
                }
                if !premultiplied {
                    r = (r * a + 127) / 255
                    g = (g * a + 127) / 255
                    b = (b * a + 127) / 255
                } else {
                    r = min(r, a); g = min(g, a); b = min(b, a)
                }
                d[x] = (a << 24) | (r << 16) | (g << 8) | b
            }
        }
    }

    /// Converts `height` rows of Cairo ARGB32 into this layout.
    package func convertFromNative(
        from src: UnsafeRawPointer, srcStride: Int, to dst: UnsafeMutableRawPointer, dstStride: Int,
        width: Int, height: Int
    ) {
        for y in 0..<height {
            let s = src.advanced(by: y * srcStride).assumingMemoryBound(to: UInt32.self)
            let d = dst.advanced(by: y * dstStride).assumingMemoryBound(to: UInt8.self)
            for x in 0..<width {
                let px = s[x]
                let a = (px >> 24) & 0xFF
                var r = (px >> 16) & 0xFF, g = (px >> 8) & 0xFF, b = px & 0xFF
                if !premultiplied && a != 0 && a != 255 {
                    r = min(255, (r * 255 + a / 2) / a)
                    g = min(255, (g * 255 + a / 2) / a)
                    b = min(255, (b * 255 + a / 2) / a)
                }
                let p = d + x * bytesPerPixel
                switch model {
                case .rgb(let ro, let go, let bo, let ao):
                    p[ro] = UInt8(r); p[go] = UInt8(g); p[bo] = UInt8(b)
                    if let ao { p[ao] = UInt8(a) } else if bytesPerPixel == 4 {
                        // The skipped byte: Quartz leaves it undefined; write 0xFF so images read back opaque.
                        let skip = 6 - ro - go - bo
                        p[skip] = 0xFF
                    }
                case .gray(let go, let ao):
                    // Rec. 601 luma, as Quartz uses converting RGB to DeviceGray.
                    let luma = (299 * r + 587 * g + 114 * b + 500) / 1000
                    p[go] = UInt8(min(255, luma))
                    if let ao { p[ao] = UInt8(a) }
                case .alphaOnly:
                    p[0] = UInt8(a)
                }
            }
        }
    }
}
