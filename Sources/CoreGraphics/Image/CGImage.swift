// SPDX-License-Identifier: Apache-2.0

import CCairo

/// An immutable bitmap image or image mask.
///
/// Pixel rows run top to bottom. Drawing an image into a Quartz context with `draw(_:in:)` puts its first row at the
/// top of the rectangle (maxY in Quartz's y-up space), so it appears upright; in UIKit's flipped space it appears
/// upside down unless the CTM is flipped, exactly as the guide warns (§2.4.1).
///
/// Pixels keep the layout they were created with (`bitmapInfo`, `bytesPerRow`); decoded PNG and JPEG images and
/// images made by bitmap contexts use `premultipliedFirst | byteOrder32Little` (iPhone OS's own native layout).
public final class CGImage: @unchecked Sendable {
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// Bits in each colour or alpha component (8 for every image Touchstone makes).
    public let bitsPerComponent: Int
    /// Bits in each pixel, components and padding together.
    public let bitsPerPixel: Int
    /// Bytes from one row of pixels to the next (rows may be padded).
    public let bytesPerRow: Int
    /// The colour space of the samples (nil for image masks).
    public let colorSpace: CGColorSpace?
    /// Alpha placement, premultiplication and byte order of the samples.
    public let bitmapInfo: CGBitmapInfo
    /// Whether this is an image mask (`CGImage(maskWidth:…)`): samples are inverse alpha, painted in the fill colour.
    public let isMask: Bool
    /// Whether drawing the image scaled should smooth it.
    public let shouldInterpolate: Bool
    /// How colours map between colour spaces (recorded; Touchstone draws in device RGB).
    public let renderingIntent: CGColorRenderingIntent
    /// The decode array given at creation, if any.
    public let decode: [CGFloat]?
    /// The image's bytes, laid out as described by the properties above.
    public let dataProvider: CGDataProvider?

    /// The alpha layout.
    public var alphaInfo: CGImageAlphaInfo { bitmapInfo.alphaInfo ?? .none }

    /// The image's pixels as a Cairo ARGB32 (colour) or A8 (masks) surface, built once on first use.
    ///
    /// Images are immutable and may be drawn from several threads at once, as on Apple, so the first use is
    /// serialised by a lock.
    package var surface: OpaquePointer? {
        surfaceLock.lock()
        defer { surfaceLock.unlock() }
        if let built = builtSurface { return built }
        let made = makeSurface()
        builtSurface = .some(made)
        return made
    }

    private let surfaceLock = NSLock()

    /// The reduced copies drawing this image small made (``SurfaceReductionCache``), at most the image's own size.
    package let reductions = SurfaceReductionCache()
    /// nil until first built; `.some(nil)` when the pixels cannot make a surface.
    private var builtSurface: OpaquePointer??

    /// Largest width or height accepted; Cairo's image surfaces are limited to 32,767 pixels per side.
    package static let maxDimension = 32_767

    package convenience init(
        width: Int, height: Int, bitsPerComponent: Int, bitsPerPixel: Int, bytesPerRow: Int, colorSpace: CGColorSpace?,
        bitmapInfo: CGBitmapInfo, isMask: Bool, decode: [CGFloat]?, shouldInterpolate: Bool,
        intent: CGColorRenderingIntent, data: Data
    ) {
        self.init(width: width, height: height, bitsPerComponent: bitsPerComponent, bitsPerPixel: bitsPerPixel,
                  bytesPerRow: bytesPerRow, colorSpace: colorSpace, bitmapInfo: bitmapInfo, isMask: isMask,
                  decode: decode, shouldInterpolate: shouldInterpolate, intent: intent,
                  provider: CGDataProvider(data: data))
    }

    /// The designated initialiser: `provider` holds (or makes on first use) the bytes, laid out as described.
    package init(
        width: Int, height: Int, bitsPerComponent: Int, bitsPerPixel: Int, bytesPerRow: Int, colorSpace: CGColorSpace?,
        bitmapInfo: CGBitmapInfo, isMask: Bool, decode: [CGFloat]?, shouldInterpolate: Bool,
        intent: CGColorRenderingIntent, provider: CGDataProvider?
    ) {
        self.width = width
        self.height = height
        self.bitsPerComponent = bitsPerComponent
        self.bitsPerPixel = bitsPerPixel
        self.bytesPerRow = bytesPerRow
        self.colorSpace = colorSpace
        self.bitmapInfo = bitmapInfo
        self.isMask = isMask
        self.decode = decode
        self.shouldInterpolate = shouldInterpolate
        self.renderingIntent = intent
        self.dataProvider = provider
    }

    deinit {
        if case .some(.some(let s)) = builtSurface { cairo_surface_destroy(s) }
    }

    /// Creates a bitmap image from raw bytes.
    ///
    /// `decode`, when given, holds a (low, high) pair per colour component (2 values for gray, 6 for RGB; alpha
    /// is not remapped): drawing maps each stored component `v` to `low + v × (high − low)`, so `[1, 0]` inverts
    /// a gray image.
    ///
    /// Supported: 8 bits per component in gray (8 or 16 bits per pixel), RGB (24 bits) and RGB with alpha or a skip
    /// byte (32 bits, any alpha position, either byte order), and alpha-only. Returns nil (logged) for other layouts,
    /// for sizes that are zero, negative or larger than 32,767 pixels, for sizes whose byte count overflows
    /// (`bitsPerPixel: Int.max`), and when the provider holds too few bytes.
    public convenience init?(
        width: Int, height: Int, bitsPerComponent: Int, bitsPerPixel: Int, bytesPerRow: Int, space: CGColorSpace,
        bitmapInfo: CGBitmapInfo, provider: CGDataProvider, decode: UnsafePointer<CGFloat>?, shouldInterpolate: Bool,
        intent: CGColorRenderingIntent
    ) {
        guard
            CGImage.validate(width: width, height: height, bitsPerPixel: bitsPerPixel, bytesPerRow: bytesPerRow,
                             available: provider.bytes?.count ?? 0, what: "CGImage"),
            PixelFormat(bitsPerComponent: bitsPerComponent, bitsPerPixel: bitsPerPixel, model: space.model,
                        bitmapInfo: bitmapInfo) != nil
        else {
            Diagnostics.log("CGImage: unsupported or invalid layout (\(bitsPerComponent) bpc, \(bitsPerPixel) bpp, "
                + "\(space.model), info \(bitmapInfo.rawValue)); returning nil")
            return nil
        }
        let decodeArray = decode.map { d in (0..<(2 * (space.numberOfComponents))).map { d[$0] } }
        self.init(
            width: width, height: height, bitsPerComponent: bitsPerComponent, bitsPerPixel: bitsPerPixel,
            bytesPerRow: bytesPerRow, colorSpace: space, bitmapInfo: bitmapInfo, isMask: false, decode: decodeArray,
            shouldInterpolate: shouldInterpolate, intent: intent, data: provider.bytes ?? Data())
    }

    /// Creates an image mask: 1, 2, 4 or 8 bits per sample (packed from the most significant bit), where a sample
    /// of 0 paints the fill colour fully and the largest sample (1, 3, 15 or 255) blocks it; samples in between
    /// paint `1 − sample / largest` of it. The decode array `[1, 0]` inverts that. Nil (logged) for other depths,
    /// invalid sizes or too little data.
    public convenience init?(
        maskWidth width: Int, height: Int, bitsPerComponent: Int, bitsPerPixel: Int, bytesPerRow: Int,
        provider: CGDataProvider, decode: UnsafePointer<CGFloat>?, shouldInterpolate: Bool
    ) {
        guard bitsPerComponent == bitsPerPixel, [1, 2, 4, 8].contains(bitsPerComponent),
            CGImage.validate(width: width, height: height, bitsPerPixel: bitsPerPixel, bytesPerRow: bytesPerRow,
                             available: provider.bytes?.count ?? 0, what: "CGImage(maskWidth:)")
        else {
            Diagnostics.log("CGImage(maskWidth:): unsupported mask layout \(bitsPerComponent) bpc; returning nil")
            return nil
        }
        self.init(
            width: width, height: height, bitsPerComponent: bitsPerComponent, bitsPerPixel: bitsPerPixel,
            bytesPerRow: bytesPerRow, colorSpace: nil, bitmapInfo: [], isMask: true,
            decode: decode.map { [$0[0], $0[1]] }, shouldInterpolate: shouldInterpolate, intent: .defaultIntent,
            data: provider.bytes ?? Data())
    }

    /// Checks a proposed layout against the bytes available; logs and returns false when it does not fit.
    package static func validate(width: Int, height: Int, bitsPerPixel: Int, bytesPerRow: Int, available: Int,
                                 what: String) -> Bool
    {
        guard width > 0, height > 0, width <= maxDimension, height <= maxDimension else {
            Diagnostics.log("\(what): size \(width)×\(height) is empty or larger than \(maxDimension) pixels")
            return false
        }
        // Checked arithmetic throughout: a layout like `bitsPerPixel: Int.max` is refused, not a trap.
        let (rowBits, rowOverflow) = width.multipliedReportingOverflow(by: bitsPerPixel)
        guard bitsPerPixel > 0, !rowOverflow, rowBits <= Int.max - 7 else {
            Diagnostics.log("\(what): \(bitsPerPixel) bits per pixel is not a usable layout")
            return false
        }
        let minRow = (rowBits + 7) / 8
        guard bytesPerRow >= minRow else {
            Diagnostics.log("\(what): bytesPerRow \(bytesPerRow) is smaller than one row (\(minRow) bytes)")
            return false
        }
        let (needed, overflow) = bytesPerRow.multipliedReportingOverflow(by: height - 1)
        guard !overflow, needed <= available - minRow else {
            Diagnostics.log("\(what): \(available) bytes cannot hold \(width)×\(height) at \(bytesPerRow) bytes per row")
            return false
        }
        return true
    }

    /// A copy of the part of the image inside `rect` (pixel coordinates, origin at the top-left), or nil when
    /// the rectangle misses the image. The rectangle is made integral and intersected with the image bounds.
    public func cropping(to rect: CGRect) -> CGImage? {
        guard rect.origin.x.isFinite, rect.origin.y.isFinite, rect.width.isFinite, rect.height.isFinite else {
            return nil
        }
        let r = rect.integral.intersection(CGRect(x: 0, y: 0, width: width, height: height))
        guard !r.isNull, !r.isEmpty, let data = dataProvider?.bytes else { return nil }
        let x0 = Int(r.minX), y0 = Int(r.minY), w = Int(r.width), h = Int(r.height)
        guard bitsPerPixel % 8 == 0 else {
            // 1-, 2- and 4-bit masks: re-pack as an 8-bit mask with the same sample values.
            var out = Data(count: w * h)
            out.withUnsafeMutableBytes { (dst: UnsafeMutableRawBufferPointer) in
                data.withUnsafeBytes { (src: UnsafeRawBufferPointer) in
                    for y in 0..<h {
                        for x in 0..<w {
                            dst[y * w + x] = CGImage.maskSample(src, row: (y0 + y) * bytesPerRow, column: x0 + x,
                                                                bits: bitsPerComponent)
                        }
                    }
                }
            }
            return CGImage(width: w, height: h, bitsPerComponent: 8, bitsPerPixel: 8, bytesPerRow: w, colorSpace: nil,
                           bitmapInfo: [], isMask: true, decode: decode, shouldInterpolate: shouldInterpolate,
                           intent: renderingIntent, data: out)
        }
        let bpp = bitsPerPixel / 8
        var out = Data(count: w * bpp * h)
        out.withUnsafeMutableBytes { dst in
            data.withUnsafeBytes { src in
                for y in 0..<h {
                    let from = (y0 + y) * bytesPerRow + x0 * bpp
                    dst.baseAddress!.advanced(by: y * w * bpp).copyMemory(
                        from: src.baseAddress!.advanced(by: from), byteCount: w * bpp)
                }
            }
        }
        return CGImage(width: w, height: h, bitsPerComponent: bitsPerComponent, bitsPerPixel: bitsPerPixel,
                       bytesPerRow: w * bpp, colorSpace: colorSpace, bitmapInfo: bitmapInfo, isMask: isMask,
                       decode: decode, shouldInterpolate: shouldInterpolate, intent: renderingIntent, data: out)
    }

    /// A copy with a different colour space of the same model, or nil when the models differ.
    public func copy(colorSpace space: CGColorSpace) -> CGImage? {
        guard !isMask, space.model == colorSpace?.model, let data = dataProvider?.bytes else { return nil }
        return CGImage(width: width, height: height, bitsPerComponent: bitsPerComponent, bitsPerPixel: bitsPerPixel,
                       bytesPerRow: bytesPerRow, colorSpace: space, bitmapInfo: bitmapInfo, isMask: false,
                       decode: decode, shouldInterpolate: shouldInterpolate, intent: renderingIntent, data: data)
    }

    /// The sample at `column` of the row starting at byte `row`, for 1-, 2-, 4- or 8-bit packed samples (most
    /// significant bits first), scaled to 0…255.
    private static func maskSample(_ src: UnsafeRawBufferPointer, row: Int, column: Int, bits: Int) -> UInt8 {
        let bitOffset = column * bits
        let byte = src[row + bitOffset / 8]
        let largest = (1 << bits) - 1
        let value = (Int(byte) >> (8 - bits - bitOffset % 8)) & largest
        return UInt8(value * 255 / largest)
    }

    /// Builds the Cairo surface used to draw this image.
    private func makeSurface() -> OpaquePointer? {
        guard let data = dataProvider?.bytes else { return nil }
        if isMask { return makeMaskSurface(data) }
        guard let format = PixelFormat(bitsPerComponent: bitsPerComponent, bitsPerPixel: bitsPerPixel,
                                       model: colorSpace?.model, bitmapInfo: bitmapInfo)
        else { return nil }
        if let shared = sharedSurface(data, format) { return shared }
        let cairoFormat = format.model == .alphaOnly ? CAIRO_FORMAT_A8 : CAIRO_FORMAT_ARGB32
        guard let s = cairo_image_surface_create(cairoFormat, Int32(width), Int32(height)),
            cairo_surface_status(s) == CAIRO_STATUS_SUCCESS
        else { return nil }
        cairo_surface_flush(s)
        let stride = Int(cairo_image_surface_get_stride(s))
        let dst = UnsafeMutableRawPointer(cairo_image_surface_get_data(s))!
        data.withUnsafeBytes { src in
            if format.model == .alphaOnly || format.isNativeARGB {
                // Already Cairo's layout (A8, or premultiplied ARGB32 in native byte order): copy rows.
                let rowBytes = format.model == .alphaOnly ? width : width * 4
                for y in 0..<height {
                    dst.advanced(by: y * stride).copyMemory(
                        from: src.baseAddress!.advanced(by: y * bytesPerRow), byteCount: rowBytes)
                }
            } else {
                format.convertToNative(from: src.baseAddress!, srcStride: bytesPerRow, to: dst, dstStride: stride,
                                       width: width, height: height)
            }
        }
        cairo_surface_mark_dirty(s)
        if let ranges = colorDecodeRanges, format.model != .alphaOnly { CGImage.applyDecode(ranges, to: s) }
        return s
    }

    /// Image masks become A8 coverage: sample 0 → opaque (paints), full sample → transparent (Quartz's default
    /// decode of [0, 1]); decode `[1, 0]` inverts.
    private func makeMaskSurface(_ data: Data) -> OpaquePointer? {
        guard let s = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(width), Int32(height)) else { return nil }
        cairo_surface_flush(s)
        let stride = Int(cairo_image_surface_get_stride(s))
        let dst = cairo_image_surface_get_data(s)!
        let inverted = (decode?.first ?? 0) > (decode?.last ?? 1)
        data.withUnsafeBytes { src in
            for y in 0..<height {
                for x in 0..<width {
                    let sample = CGImage.maskSample(src, row: y * bytesPerRow, column: x, bits: bitsPerComponent)
                    dst[y * stride + x] = inverted ? sample : 255 - sample
                }
            }
        }
        cairo_surface_mark_dirty(s)
        return s
    }
}
