// SPDX-License-Identifier: Apache-2.0

import CCairo
import CJPEG

extension CGImage {
    /// Decodes a PNG image (Apple's `CGImage(pngDataProviderSource:…)`), through Cairo's libpng reader.
    ///
    /// The result uses `premultipliedFirst | byteOrder32Little` (or `noneSkipFirst` for opaque PNGs). `decode`, if
    /// given, is an RGB decode array (six values) applied when drawing. Corrupt or truncated data returns nil with
    /// a logged diagnostic.
    public convenience init?(
        pngDataProviderSource source: CGDataProvider, decode: UnsafePointer<CGFloat>?, shouldInterpolate: Bool,
        intent: CGColorRenderingIntent
    ) {
        guard let data = source.bytes, let decoded = ImageCodec.decodePNG(data) else { return nil }
        self.init(decodedPixels: decoded, decode: decode, shouldInterpolate: shouldInterpolate, intent: intent)
    }

    /// Decodes a baseline or progressive JPEG image (Apple's `CGImage(jpegDataProviderSource:…)`) with
    /// libjpeg-turbo. The result is opaque, `noneSkipFirst | byteOrder32Little`; `decode` is as for PNG.
    ///
    /// Data that is not a JPEG, or a file cut inside its header, returns nil (logged). A file cut inside the image
    /// data still decodes, with grey where rows are missing, as Apple's decoder shows a partial download.
    public convenience init?(
        jpegDataProviderSource source: CGDataProvider, decode: UnsafePointer<CGFloat>?, shouldInterpolate: Bool,
        intent: CGColorRenderingIntent
    ) {
        guard let data = source.bytes, let decoded = ImageCodec.decodeJPEG(data) else { return nil }
        self.init(decodedPixels: decoded, decode: decode, shouldInterpolate: shouldInterpolate, intent: intent)
    }

    /// Wraps decoded pixels; `decode`, when given, is an RGB decode array (six values, as for
    /// ``init(width:height:bitsPerComponent:bitsPerPixel:bytesPerRow:space:bitmapInfo:provider:decode:shouldInterpolate:intent:)``).
    package convenience init(decodedPixels p: ImageCodec.Pixels, decode: UnsafePointer<CGFloat>? = nil,
                             shouldInterpolate: Bool = true, intent: CGColorRenderingIntent = .defaultIntent)
    {
        let alpha: CGImageAlphaInfo = p.opaque ? .noneSkipFirst : .premultipliedFirst
        self.init(
            width: p.width, height: p.height, bitsPerComponent: 8, bitsPerPixel: 32, bytesPerRow: p.width * 4,
            colorSpace: CGColorSpace(model: .rgb, name: CGColorSpace.sRGB),
            bitmapInfo: CGBitmapInfo(rawValue: alpha.rawValue | CGBitmapInfo.byteOrder32Little.rawValue),
            isMask: false, decode: decode.map { d in (0..<6).map { d[$0] } }, shouldInterpolate: shouldInterpolate,
            intent: intent, data: p.bytes)
    }
}

/// PNG and JPEG coding between bytes and Cairo-native ARGB32 pixels.
package enum ImageCodec {
    /// Tightly packed native ARGB32 pixels (premultiplied, `width * 4` bytes per row).
    package struct Pixels {
        package var width: Int
        package var height: Int
        package var bytes: Data
        package var opaque: Bool
    }

    /// The PNG signature, checked before handing bytes to libpng.
    static let pngSignature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// Whether `data` starts like a PNG file.
    package static func looksLikePNG(_ data: Data) -> Bool { data.starts(with: pngSignature) }

    /// Whether `data` starts like a JPEG file (SOI marker).
    package static func looksLikeJPEG(_ data: Data) -> Bool { data.starts(with: [0xFF, 0xD8, 0xFF]) }

    private final class ReadCursor {
        let data: Data
        var offset = 0
        init(_ data: Data) { self.data = data }
    }

    package static func decodePNG(_ data: Data) -> Pixels? {
        guard looksLikePNG(data) else {
            Diagnostics.log("PNG decode: data (\(data.count) bytes) has no PNG signature; returning nil")
            return nil
        }
        let cursor = ReadCursor(data)
        let unmanaged = Unmanaged.passRetained(cursor)
        defer { unmanaged.release() }
        let read: cairo_read_func_t = { closure, buffer, length in
            let cursor = Unmanaged<ReadCursor>.fromOpaque(closure!).takeUnretainedValue()
            let n = Int(length)
            guard cursor.offset + n <= cursor.data.count, let buffer else { return CAIRO_STATUS_READ_ERROR }
            cursor.data.withUnsafeBytes { src in
                buffer.update(from: src.baseAddress!.advanced(by: cursor.offset).assumingMemoryBound(to: UInt8.self),
                              count: n)
            }
            cursor.offset += n
            return CAIRO_STATUS_SUCCESS
        }
        guard let surface = cairo_image_surface_create_from_png_stream(read, unmanaged.toOpaque()) else { return nil }
        defer { cairo_surface_destroy(surface) }
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS else {
            Diagnostics.log("PNG decode failed: \(String(cString: cairo_status_to_string(status))); returning nil")
            return nil
        }
        return pixels(of: surface)
    }

    /// Copies a Cairo image surface (ARGB32 or RGB24) into tightly packed native pixels.
    package static func pixels(of surface: OpaquePointer) -> Pixels? {
        cairo_surface_flush(surface)
        let format = cairo_image_surface_get_format(surface)
        guard format == CAIRO_FORMAT_ARGB32 || format == CAIRO_FORMAT_RGB24 else { return nil }
        let w = Int(cairo_image_surface_get_width(surface))
        let h = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        guard w > 0, h > 0, let src = cairo_image_surface_get_data(surface) else { return nil }
        var out = Data(count: w * 4 * h)
        let opaque = format == CAIRO_FORMAT_RGB24
        out.withUnsafeMutableBytes { dst in
            for y in 0..<h {
                let row = dst.baseAddress!.advanced(by: y * w * 4)
                row.copyMemory(from: src.advanced(by: y * stride), byteCount: w * 4)
                if opaque {
                    let words = row.assumingMemoryBound(to: UInt32.self)
                    for x in 0..<w { words[x] |= 0xFF00_0000 }
                }
            }
        }
        return Pixels(width: w, height: h, bytes: out, opaque: opaque)
    }

    package static func decodeJPEG(_ data: Data) -> Pixels? {
        guard looksLikeJPEG(data) else {
            Diagnostics.log("JPEG decode: data (\(data.count) bytes) has no JPEG SOI marker; returning nil")
            return nil
        }
        guard let handle = tjInitDecompress() else { return nil }
        defer { tjDestroy(handle) }
        var width: Int32 = 0, height: Int32 = 0, subsampling: Int32 = 0, colorspace: Int32 = 0
        let headerOK = data.withUnsafeBytes { src in
            tjDecompressHeader3(handle, src.baseAddress!.assumingMemoryBound(to: UInt8.self), UInt(data.count),
                                &width, &height, &subsampling, &colorspace) == 0
        }
        guard headerOK, width > 0, height > 0, Int(width) <= CGImage.maxDimension,
            Int(height) <= CGImage.maxDimension
        else {
            Diagnostics.log("JPEG decode: unreadable header; returning nil")
            return nil
        }
        let w = Int(width), h = Int(height)
        var out = Data(count: w * 4 * h)
        let result = out.withUnsafeMutableBytes { dst in
            data.withUnsafeBytes { src in
                tjDecompress2(handle, src.baseAddress!.assumingMemoryBound(to: UInt8.self), UInt(data.count),
                              dst.baseAddress!.assumingMemoryBound(to: UInt8.self), width, Int32(w * 4), height,
                              Int32(TJPF_BGRX.rawValue), 0)
            }
        }
        // A truncated file decodes with a warning (grey fill for missing rows); only hard errors fail.
        if result != 0 && tjGetErrorCode(handle) == Int32(TJERR_FATAL.rawValue) {
            Diagnostics.log("JPEG decode failed: \(String(cString: tjGetErrorStr2(handle))); returning nil")
            return nil
        }
        out.withUnsafeMutableBytes { dst in
            let words = dst.baseAddress!.assumingMemoryBound(to: UInt32.self)
            for i in 0..<(w * h) { words[i] |= 0xFF00_0000 }
        }
        return Pixels(width: w, height: h, bytes: out, opaque: true)
    }
}
