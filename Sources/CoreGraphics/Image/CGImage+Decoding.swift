// SPDX-License-Identifier: Apache-2.0

import CCairo
import CJPEG

extension CGImage {
    /// Decodes a PNG image (Apple's `CGImage(pngDataProviderSource:…)`), through Cairo's libpng reader.
    ///
    /// The result uses `premultipliedFirst | byteOrder32Little` (or `noneSkipFirst` for opaque PNGs). `decode`, if
    /// given, is an RGB decode array (six values) applied when drawing. Corrupt or truncated data returns nil with
    /// a logged diagnostic, as does an image larger than the pixel budget (`ImageBudget`, 128 megapixels by default).
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
    /// data still decodes, with grey where rows are missing, as Apple's decoder shows a partial download. CMYK
    /// files (Adobe's inverted ones too) decode to RGB; an image over the pixel budget returns nil (logged).
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

    /// Decodes PNG `data`; nil (logged) when it is not a PNG, is corrupt, or its header claims more than `budget`
    /// pixels (refused before any pixel is allocated).
    package static func decodePNG(_ data: Data, budget: Int = ImageBudget.pixels) -> Pixels? {
        guard looksLikePNG(data) else {
            Diagnostics.log("PNG decode: data (\(data.count) bytes) has no PNG signature; returning nil")
            return nil
        }
        guard let header = probePNG(data) else {
            Diagnostics.log("PNG decode: unreadable IHDR; returning nil")
            return nil
        }
        guard ImageBudget.admits(width: header.width, height: header.height, budget: budget, what: "PNG decode")
        else { return nil }
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
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            Diagnostics.log("PNG decode failed: \(String(cString: cairo_status_to_string(status))); returning nil")
            return nil
        }
        return adoptPixels(of: surface)
    }

    /// The pixels of a Cairo image surface (ARGB32 or RGB24) without copying them: the result's bytes are the
    /// surface's own memory and release the surface when freed, so a decode holds one copy of the pixels at its
    /// peak. Falls back to ``pixels(of:)`` (and destroys the surface) when rows are padded.
    static func adoptPixels(of surface: OpaquePointer) -> Pixels? {
        cairo_surface_flush(surface)
        let format = cairo_image_surface_get_format(surface)
        let w = Int(cairo_image_surface_get_width(surface)), h = Int(cairo_image_surface_get_height(surface))
        guard format == CAIRO_FORMAT_ARGB32 || format == CAIRO_FORMAT_RGB24, w > 0, h > 0,
            Int(cairo_image_surface_get_stride(surface)) == w * 4, let src = cairo_image_surface_get_data(surface)
        else {
            defer { cairo_surface_destroy(surface) }
            return pixels(of: surface)
        }
        let opaque = format == CAIRO_FORMAT_RGB24
        if opaque {
            let words = UnsafeMutableRawPointer(src).assumingMemoryBound(to: UInt32.self)
            for i in 0..<(w * h) { words[i] |= 0xFF00_0000 }
        }
        let owner = MemoryOwner { cairo_surface_destroy(surface) }
        let bytes = Data(bytesNoCopy: src, count: w * h * 4, deallocator: .custom { _, _ in owner.release() })
        return Pixels(width: w, height: h, bytes: bytes, opaque: opaque)
    }

    /// Keeps a C object (a Cairo surface, a pixbuf) alive until the `Data` adopting its pixels is freed.
    final class MemoryOwner: @unchecked Sendable {
        let release: () -> Void
        init(release: @escaping () -> Void) { self.release = release }
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
}
