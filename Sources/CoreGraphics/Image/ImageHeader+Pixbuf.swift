// SPDX-License-Identifier: Apache-2.0

import CGdkPixbuf
import Foundation

extension ImageCodec {
    /// The size a gdk-pixbuf loader reports in its `size-prepared` signal.
    private final class PreparedSize {
        var width = 0
        var height = 0
    }

    /// Reads the header of a format gdk-pixbuf decodes (GIF, BMP, TIFF, …): a private loader is fed the data and
    /// stopped at its `size-prepared` signal by asking for a 0×0 image, which every loader treats as "give up"
    /// before it allocates the pixels (`gdk_pixbuf_get_file_info` works the same way). Nil when no loader
    /// recognises the data or none reported a size.
    static func probeWithPixbuf(_ data: Data) -> ImageHeader? {
        guard let loaderName = pixbufMayRead(data) else { return nil }
        var error: UnsafeMutablePointer<GError>?
        guard let loader = gdk_pixbuf_loader_new_with_type(loaderName, &error) else {
            if let error { g_error_free(error) }
            return nil
        }
        defer { g_object_unref(loader) }
        let size = PreparedSize()
        let unmanaged = Unmanaged.passRetained(size)
        defer { unmanaged.release() }
        let prepared: @convention(c) (UnsafeMutableRawPointer?, Int32, Int32, UnsafeMutableRawPointer?) -> Void = {
            loader, width, height, user in
            let size = Unmanaged<PreparedSize>.fromOpaque(user!).takeUnretainedValue()
            size.width = Int(width)
            size.height = Int(height)
            gdk_pixbuf_loader_set_size(loader?.assumingMemoryBound(to: GdkPixbufLoader.self), 0, 0)
        }
        g_signal_connect_data(loader, "size-prepared", unsafeBitCast(prepared, to: GCallback.self),
                              unmanaged.toOpaque(), nil, GConnectFlags(rawValue: 0))
        _ = data.withUnsafeBytes { bytes in
            gdk_pixbuf_loader_write(loader, bytes.baseAddress!.assumingMemoryBound(to: guchar.self),
                                    gsize(bytes.count), &error)
        }
        if let error { g_error_free(error) }
        error = nil
        // Closing after the refusal reports an error (the zero size); the size is what was wanted.
        _ = gdk_pixbuf_loader_close(loader, &error)
        if let error { g_error_free(error) }
        guard size.width > 0, size.height > 0, let format = gdk_pixbuf_loader_get_format(loader),
            let name = gdk_pixbuf_format_get_name(format)
        else { return nil }
        defer { g_free(name) }
        return ImageHeader(format: ImageFormat(pixbufName: String(cString: name)), width: size.width,
                           height: size.height)
    }
}
