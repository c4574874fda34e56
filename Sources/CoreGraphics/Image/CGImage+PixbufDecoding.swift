// SPDX-License-Identifier: Apache-2.0

import CGdkPixbuf
import Foundation

extension CGImage {
    /// Decodes a GIF, BMP, TIFF, ICO, CUR or XBM image (the formats iPhone OS reads besides PNG and JPEG; iPhone
    /// Programming Guide, "Supported Image Formats"), through gdk-pixbuf's in-memory loader. Package API, decoding
    /// at once: `UIImage(data:)` and the ImageIO module read the header first and decode on first use instead.
    ///
    /// The result uses `premultipliedFirst | byteOrder32Little`, or `noneSkipFirst` when the decoded image has no
    /// alpha channel. An animated GIF gives its first frame; an ICO or CUR file its best (largest) entry. Data in
    /// none of these formats (gdk-pixbuf's other loaders are not used), an inconsistent BMP header, corrupt or truncated data, images wider or taller than 32,767 pixels and
    /// images over the pixel budget (``ImageBudget``; checked on the header, before decoding) return nil with a
    /// logged diagnostic. ICO and CUR entries stored as PNG, and XBM text, are decoded here rather than by
    /// gdk-pixbuf, which rejects them.
    package convenience init?(otherFormatDataProviderSource source: CGDataProvider) {
        guard let data = source.bytes, let decoded = ImageCodec.decode(data) else { return nil }
        self.init(decodedPixels: decoded)
    }
}

extension ImageCodec {
    /// Decodes `data` with a private gdk-pixbuf loader for its format (no shared state, so safe from any thread)
    /// into tightly packed native ARGB32 pixels, premultiplied; nil (logged) for anything it cannot decode or
    /// ``pixbufMayRead(_:)`` refuses. A GIF gives its first frame.
    package static func decodeWithPixbuf(_ data: Data) -> Pixels? {
        guard !data.isEmpty else {
            Diagnostics.log("Image decode: empty data; returning nil")
            return nil
        }
        guard let loaderName = pixbufMayRead(data) else { return nil }
        // A GIF is decoded as its first frame only (gdk-pixbuf would composite every frame at full size).
        let data = loaderName == "gif" ? gifFirstFrame(data) : data
        var error: UnsafeMutablePointer<GError>?
        guard let loader = gdk_pixbuf_loader_new_with_type(loaderName, &error) else {
            Diagnostics.log("Image decode: no gdk-pixbuf loader: \(message(of: error)); returning nil")
            if let error { g_error_free(error) }
            return nil
        }
        defer { g_object_unref(loader) }
        g_signal_connect_data(loader, "size-prepared", unsafeBitCast(refuseOversize, to: GCallback.self), nil, nil,
                              GConnectFlags(rawValue: 0))
        let written = data.withUnsafeBytes { bytes in
            gdk_pixbuf_loader_write(loader, bytes.baseAddress!.assumingMemoryBound(to: guchar.self),
                                    gsize(bytes.count), &error) != 0
        }
        if !written {
            Diagnostics.log("Image decode failed: \(message(of: error)); returning nil")
            if let error { g_error_free(error) }
            error = nil
            // A loader must be closed before it is released; its error here only repeats the write's.
            _ = gdk_pixbuf_loader_close(loader, &error)
            if let error { g_error_free(error) }
            return nil
        }
        guard gdk_pixbuf_loader_close(loader, &error) != 0 else {
            Diagnostics.log("Image decode failed: \(message(of: error)); returning nil")
            if let error { g_error_free(error) }
            return nil
        }
        // The loader owns the pixbuf; it stays alive until the deferred unref.
        guard let pixbuf = gdk_pixbuf_loader_get_pixbuf(loader) else {
            Diagnostics.log("Image decode: the data held no image; returning nil")
            return nil
        }
        return pixels(ofPixbuf: pixbuf)
    }

    /// The loader's "size-prepared" handler: an image whose header declares a side over `CGImage.maxDimension` is
    /// refused before its bitmap is allocated (gdk-pixbuf allocates the whole bitmap once it knows the size: a
    /// 118-byte GIF declaring 16,389×65,283 pixels took 4.3 GB and 10 s before the size check after decoding).
    /// A 0×0 size makes the loader stop with an error, as `gdk_pixbuf_get_file_info` stops it.
    private static let refuseOversize: @convention(c) (UnsafeMutablePointer<GdkPixbufLoader>?, gint, gint, gpointer?)
        -> Void = { loader, width, height, _ in
            guard width > CGImage.maxDimension || height > CGImage.maxDimension else { return }
            Diagnostics.log("Image decode: size \(width)×\(height) is larger than \(CGImage.maxDimension) pixels")
            gdk_pixbuf_loader_set_size(loader, 0, 0)
        }

    private static func message(of error: UnsafeMutablePointer<GError>?) -> String {
        guard let error, let text = error.pointee.message else { return "unrecognised image data" }
        return String(cString: text)
    }

    /// Converts an 8-bit RGB or RGBA pixbuf (straight alpha, padded rows) into premultiplied native ARGB32.
    private static func pixels(ofPixbuf pixbuf: OpaquePointer) -> Pixels? {
        let w = Int(gdk_pixbuf_get_width(pixbuf)), h = Int(gdk_pixbuf_get_height(pixbuf))
        let channels = Int(gdk_pixbuf_get_n_channels(pixbuf))
        let hasAlpha = gdk_pixbuf_get_has_alpha(pixbuf) != 0
        let stride = Int(gdk_pixbuf_get_rowstride(pixbuf))
        guard w > 0, h > 0, w <= CGImage.maxDimension, h <= CGImage.maxDimension else {
            Diagnostics.log("Image decode: size \(w)×\(h) is empty or larger than \(CGImage.maxDimension) pixels")
            return nil
        }
        guard gdk_pixbuf_get_bits_per_sample(pixbuf) == 8, channels == (hasAlpha ? 4 : 3),
            let src = gdk_pixbuf_read_pixels(pixbuf)
        else {
            Diagnostics.log("Image decode: unsupported pixel layout (\(channels) channels); returning nil")
            return nil
        }
        if hasAlpha, stride == w * 4, let own = gdk_pixbuf_get_pixels(pixbuf) {
            return adoptPixels(ofPixbuf: pixbuf, own, width: w, height: h)
        }
        var out = Data(count: w * 4 * h)
        out.withUnsafeMutableBytes { dst in
            let words = dst.baseAddress!.assumingMemoryBound(to: UInt32.self)
            for y in 0..<h {
                let row = src.advanced(by: y * stride)
                for x in 0..<w {
                    let p = row.advanced(by: x * channels)
                    let a = hasAlpha ? UInt32(p[3]) : 255
                    let r = premultiply(p[0], a), g = premultiply(p[1], a), b = premultiply(p[2], a)
                    words[y * w + x] = a << 24 | r << 16 | g << 8 | b
                }
            }
        }
        return Pixels(width: w, height: h, bytes: out, opaque: !hasAlpha)
    }

    /// The pixels of an RGBA pixbuf with unpadded rows, premultiplied and reordered in place and adopted by the
    /// result's `Data` (which holds a reference to the pixbuf), so the decode holds one copy at its peak.
    private static func adoptPixels(ofPixbuf pixbuf: OpaquePointer, _ pixels: UnsafeMutablePointer<guchar>,
                                    width w: Int, height h: Int) -> Pixels
    {
        let words = UnsafeMutableRawPointer(pixels).assumingMemoryBound(to: UInt32.self)
        for i in 0..<(w * h) {
            let p = pixels.advanced(by: i * 4)
            let a = UInt32(p[3])
            words[i] = a << 24 | premultiply(p[0], a) << 16 | premultiply(p[1], a) << 8 | premultiply(p[2], a)
        }
        g_object_ref(UnsafeMutableRawPointer(pixbuf))
        let owner = MemoryOwner { g_object_unref(UnsafeMutableRawPointer(pixbuf)) }
        let bytes = Data(bytesNoCopy: pixels, count: w * h * 4, deallocator: .custom { _, _ in owner.release() })
        return Pixels(width: w, height: h, bytes: bytes, opaque: false)
    }

    /// `color × alpha / 255`, rounded as Cairo's PNG reader rounds it.
    private static func premultiply(_ color: guchar, _ alpha: UInt32) -> UInt32 {
        let t = UInt32(color) * alpha + 0x80
        return (t + (t >> 8)) >> 8
    }
}
