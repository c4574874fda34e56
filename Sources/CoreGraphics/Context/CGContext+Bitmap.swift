// SPDX-License-Identifier: Apache-2.0

import CCairo

/// The memory behind a bitmap context, and how Cairo reaches it.
///
/// When the layout is one Cairo draws natively (premultiplied ARGB in native byte order, or alpha-only with a
/// 4-byte-aligned row), Cairo draws straight into the caller's memory. Any other supported layout gets a Cairo
/// shadow surface: before each drawing call the caller's pixels are converted in, and afterwards converted back,
/// so the caller's memory is always current, as on Apple (at a cost: prefer the native layout).
package final class BitmapBacking {
    package let width: Int
    package let height: Int
    package let bitsPerComponent: Int
    package let bitsPerPixel: Int
    package let bytesPerRow: Int
    package let colorSpace: CGColorSpace?
    package let bitmapInfo: CGBitmapInfo
    package let format: PixelFormat
    package let data: UnsafeMutableRawPointer
    package let ownsData: Bool
    /// Whether Cairo's surface is the caller's memory itself.
    package let drawsInPlace: Bool

    init(width: Int, height: Int, bitsPerComponent: Int, bitsPerPixel: Int, bytesPerRow: Int,
         colorSpace: CGColorSpace?, bitmapInfo: CGBitmapInfo, format: PixelFormat, data: UnsafeMutableRawPointer,
         ownsData: Bool, drawsInPlace: Bool)
    {
        self.width = width
        self.height = height
        self.bitsPerComponent = bitsPerComponent
        self.bitsPerPixel = bitsPerPixel
        self.bytesPerRow = bytesPerRow
        self.colorSpace = colorSpace
        self.bitmapInfo = bitmapInfo
        self.format = format
        self.data = data
        self.ownsData = ownsData
        self.drawsInPlace = drawsInPlace
    }

    deinit { if ownsData { data.deallocate() } }

    /// The Cairo surface format a bitmap of `format` draws through (A8 for alpha-only, RGB24 for native RGBX,
    /// ARGB32 for the rest: layouts Cairo cannot draw in place are converted to and from ARGB32).
    package static func cairoFormat(for format: PixelFormat) -> cairo_format_t {
        if format.model == .alphaOnly { return CAIRO_FORMAT_A8 }
        return format == .nativeRGBX ? CAIRO_FORMAT_RGB24 : CAIRO_FORMAT_ARGB32
    }
}

extension CGContext {
    /// Creates a bitmap context drawing into `data` (or into memory it allocates and zeroes when `data` is nil).
    ///
    /// Supported layouts (8 bits per component): RGB with 32 bits per pixel and alpha `premultipliedFirst`,
    /// `premultipliedLast`, `noneSkipFirst` or `noneSkipLast`, in either byte order; DeviceGray 8 bits with no
    /// alpha; alpha-only 8 bits (nil colour space). Apple rejects non-premultiplied alpha for contexts, and so does
    /// Touchstone. `bytesPerRow` 0 means "compute it". Returns nil, with a logged reason, for any other layout, a
    /// zero/negative/oversized dimension, or a `bytesPerRow` smaller than a row.
    ///
    /// The origin is at the bottom-left with +y up: user point (0, 0) is the first pixel of the **last** row of
    /// `data`.
    public convenience init?(
        data: UnsafeMutableRawPointer?, width: Int, height: Int, bitsPerComponent: Int, bytesPerRow: Int,
        space: CGColorSpace?, bitmapInfo: UInt32
    ) {
        let info = CGBitmapInfo(rawValue: bitmapInfo)
        let model: CGColorSpaceModel? = info.alphaInfo == .alphaOnly ? nil : space?.model
        let bitsPerPixel: Int
        switch (model, info.alphaInfo) {
        case (nil, .alphaOnly?): bitsPerPixel = 8
        case (.monochrome?, .none?): bitsPerPixel = 8
        case (.rgb?, .premultipliedFirst?), (.rgb?, .premultipliedLast?), (.rgb?, .noneSkipFirst?),
            (.rgb?, .noneSkipLast?):
            bitsPerPixel = 32
        default:
            Diagnostics.log("CGContext(data:…): unsupported parameter combination (\(bitsPerComponent) bpc, "
                + "\(space?.model ?? .unknown), alpha info \(info.rawValue & 0x1F)); returning nil")
            return nil
        }
        guard let format = PixelFormat(bitsPerComponent: bitsPerComponent, bitsPerPixel: bitsPerPixel, model: model,
                                       bitmapInfo: info)
        else {
            Diagnostics.log("CGContext(data:…): unsupported \(bitsPerComponent) bits per component; returning nil")
            return nil
        }
        guard width > 0, height > 0, width <= CGImage.maxDimension, height <= CGImage.maxDimension else {
            Diagnostics.log("CGContext(data:…): size \(width)×\(height) is empty or too large; returning nil")
            return nil
        }
        let minRow = width * bitsPerPixel / 8
        let rowBytes = bytesPerRow == 0 ? (minRow + 3) & ~3 : bytesPerRow
        guard rowBytes >= minRow else {
            Diagnostics.log("CGContext(data:…): bytesPerRow \(bytesPerRow) < \(minRow) needed; returning nil")
            return nil
        }
        // Cairo takes the row length as an Int32.
        let (total, overflow) = rowBytes.multipliedReportingOverflow(by: height)
        guard !overflow, total <= 1 << 31, rowBytes <= Int(Int32.max) else {
            Diagnostics.log("CGContext(data:…): \(width)×\(height) needs too much memory; returning nil")
            return nil
        }
        let memory: UnsafeMutableRawPointer
        let owns = data == nil
        if let data {
            memory = data
        } else {
            memory = UnsafeMutableRawPointer.allocate(byteCount: max(1, total), alignment: 16)
            memory.initializeMemory(as: UInt8.self, repeating: 0, count: total)
        }
        let aligned = rowBytes % 4 == 0 && Int(bitPattern: memory) % 4 == 0
        let cairoFormat = BitmapBacking.cairoFormat(for: format)
        let inPlace = aligned && (format.model == .alphaOnly || format == .nativeARGB || format == .nativeRGBX)
        let surface: OpaquePointer?
        if inPlace {
            surface = cairo_image_surface_create_for_data(
                memory.assumingMemoryBound(to: UInt8.self), cairoFormat, Int32(width), Int32(height), Int32(rowBytes))
        } else {
            surface = cairo_image_surface_create(cairoFormat, Int32(width), Int32(height))
        }
        guard let surface, cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            if owns { memory.deallocate() }
            Diagnostics.log("CGContext(data:…): Cairo could not create the surface; returning nil")
            return nil
        }
        defer { cairo_surface_destroy(surface) }
        let backing = BitmapBacking(
            width: width, height: height, bitsPerComponent: bitsPerComponent, bitsPerPixel: bitsPerPixel,
            bytesPerRow: rowBytes, colorSpace: info.alphaInfo == .alphaOnly ? nil : space, bitmapInfo: info,
            format: format, data: memory, ownsData: owns, drawsInPlace: inPlace)
        self.init(surface: surface, deviceSize: CGSize(width: width, height: height), backing: .bitmap(backing))
    }

    package var bitmap: BitmapBacking? {
        if case .bitmap(let b) = backing { return b }
        return nil
    }

    /// The bitmap's memory (nil for PDF contexts and for the recording behind a layer that draws asynchronously).
    public var data: UnsafeMutableRawPointer? { bitmap?.data }
    /// Width in pixels of a bitmap context (0 for other contexts).
    public var width: Int { bitmap?.width ?? recording?.width ?? 0 }
    /// Height in pixels of a bitmap context (0 for other contexts).
    public var height: Int { bitmap?.height ?? recording?.height ?? 0 }
    /// Bits per component of a bitmap context (0 for other contexts).
    public var bitsPerComponent: Int { bitmap?.bitsPerComponent ?? (recording == nil ? 0 : 8) }
    /// Bits per pixel of a bitmap context (0 for other contexts).
    public var bitsPerPixel: Int { bitmap?.bitsPerPixel ?? (recording == nil ? 0 : 32) }
    /// Bytes per row of a bitmap context (0 for other contexts).
    public var bytesPerRow: Int { bitmap?.bytesPerRow ?? recording.map { $0.width * 4 } ?? 0 }
    /// The colour space of a bitmap context (nil for other contexts).
    public var colorSpace: CGColorSpace? { bitmap?.colorSpace ?? recording.map { _ in CGColorSpaceCreateDeviceRGB() } }
    /// The pixel layout of a bitmap context (empty for other contexts).
    public var bitmapInfo: CGBitmapInfo { bitmap?.bitmapInfo ?? (recording == nil ? [] : Self.recordingLayout) }
    /// Where alpha sits in a bitmap context's pixels (`.none` for other contexts).
    public var alphaInfo: CGImageAlphaInfo { bitmapInfo.alphaInfo ?? .none }

    /// The pixel layout a recording is played into: premultiplied ARGB, 32-bit little-endian words.
    private static let recordingLayout = CGBitmapInfo(
        rawValue: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue)

    /// An image of the bitmap's current pixels (a copy: later drawing does not change it); the recording played
    /// into pixels for a recording context; nil for PDF contexts.
    public func makeImage() -> CGImage? {
        guard let b = bitmap else { return playRecording() }
        cairo_surface_flush(surface)
        let bytes = Data(bytes: b.data, count: b.bytesPerRow * b.height)
        return CGImage(
            width: b.width, height: b.height, bitsPerComponent: b.bitsPerComponent, bitsPerPixel: b.bitsPerPixel,
            bytesPerRow: b.bytesPerRow, colorSpace: b.colorSpace, bitmapInfo: b.bitmapInfo, isMask: false,
            decode: nil, shouldInterpolate: true, intent: .defaultIntent, data: bytes)
    }

    /// Prepares the destination for a drawing call: for converted bitmap layouts, loads the caller's pixels into
    /// Cairo's surface; for PDF contexts, refuses drawing outside a page. Returns false to skip the call.
    package func beginDrawing() -> Bool {
        recoverFromCairoError()
        switch backing {
        case .bitmap(let b):
            guard !b.drawsInPlace else { return true }
            cairo_surface_flush(surface)
            let dst = UnsafeMutableRawPointer(cairo_image_surface_get_data(surface)!)
            let stride = Int(cairo_image_surface_get_stride(surface))
            if case .alphaOnly = b.format.model {
                for y in 0..<b.height {
                    dst.advanced(by: y * stride).copyMemory(from: b.data.advanced(by: y * b.bytesPerRow), byteCount: b.width)
                }
            } else {
                b.format.convertToNative(from: b.data, srcStride: b.bytesPerRow, to: dst, dstStride: stride,
                                         width: b.width, height: b.height)
            }
            cairo_surface_mark_dirty(surface)
            return true
        case .recording:
            return true
        case .pdf(let p):
            if !p.inPage {
                Diagnostics.log("PDF context: drawing outside beginPDFPage/endPDFPage ignored")
                return false
            }
            return true
        }
    }

    /// Finishes a drawing call: for converted bitmap layouts, stores Cairo's pixels back into the caller's memory.
    package func endDrawing() {
        guard case .bitmap(let b) = backing, !b.drawsInPlace else { return }
        cairo_surface_flush(surface)
        let src = UnsafeRawPointer(cairo_image_surface_get_data(surface)!)
        let stride = Int(cairo_image_surface_get_stride(surface))
        if case .alphaOnly = b.format.model {
            for y in 0..<b.height {
                b.data.advanced(by: y * b.bytesPerRow).copyMemory(from: src.advanced(by: y * stride), byteCount: b.width)
            }
        } else {
            b.format.convertFromNative(from: src, srcStride: stride, to: b.data, dstStride: b.bytesPerRow,
                                       width: b.width, height: b.height)
        }
    }
}
