// SPDX-License-Identifier: Apache-2.0
//
// SVG and PDF documents rasterised through librsvg and poppler-glib, opened with dlopen on first use
// (docs/ARCHITECTURE.md, "Asset catalogs").

import CCairo
import Foundation

/// A one-page vector document (an SVG or the first page of a PDF) that can be drawn into a bitmap at any scale:
/// the vector images of asset catalogs.
///
/// The renderers are system libraries loaded at run time, not linked: librsvg (`librsvg-2.so.2`) for SVG and
/// poppler-glib (`libpoppler-glib.so.8`) for PDF. A process on a machine without them still starts; such a
/// document is nil, with one log line naming the missing library. Nothing here is kept between calls except the
/// library handles, so documents may be parsed on any thread.
package struct VectorDocument {
    /// The vector formats an asset catalog holds.
    package enum Format: Sendable {
        case svg
        case pdf
    }

    /// The document's format.
    package let format: Format
    /// The document's size in points: an SVG's `width`/`height` (CSS pixels, 1 px = 1 pt), else its `viewBox`; a
    /// PDF page's media box.
    package let size: CGSize
    private let data: Data
    private let source: String

    /// Largest side, in pixels, a vector asset is rasterised at: a document claiming a larger size is refused.
    package static let maxPixelSide = 8_192

    /// The document in `data`, parsed once to learn its size; nil (logged with `source`, the file's path) when the
    /// renderer is missing, the data is not a readable document of `format`, or its size is empty or not finite.
    package init?(data: Data, format: Format, source: String) {
        guard !data.isEmpty else {
            Diagnostics.log("VectorDocument: \(source) is empty")
            return nil
        }
        var measured: CGSize?
        switch format {
        case .svg:
            guard let renderer = SVGRenderer.shared else { return nil }
            guard let found = renderer.withHandle(data, source, { renderer.size(of: $0) }) else { return nil }
            measured = found
        case .pdf:
            guard let renderer = PDFRenderer.shared else { return nil }
            measured = renderer.withPage(data, source) { renderer.size(of: $0) }
        }
        guard let size = measured else {
            if format == .svg { Diagnostics.log("VectorDocument: \(source) has neither a width and height nor a viewBox") }
            return nil
        }
        guard size.width.isFinite, size.height.isFinite, size.width > 0, size.height > 0 else {
            Diagnostics.log("VectorDocument: \(source) has no usable size (\(size.width)×\(size.height))")
            return nil
        }
        (self.format, self.size, self.data, self.source) = (format, size, data, source)
    }

    /// The document drawn at `scale` pixels per point into a transparent premultiplied ARGB bitmap of
    /// ⌈size × scale⌉ pixels (the document stretched to fill it); nil (logged) for a non-positive scale, a bitmap
    /// larger than ``maxPixelSide`` on a side, or a document the renderer cannot draw.
    package func rasterize(scale: CGFloat) -> CGImage? {
        guard scale.isFinite, scale > 0 else {
            Diagnostics.log("VectorDocument: \(source): scale \(scale) is not positive")
            return nil
        }
        let width = Double((size.width * scale).rounded(.up)), height = Double((size.height * scale).rounded(.up))
        guard width <= Double(Self.maxPixelSide), height <= Double(Self.maxPixelSide) else {
            Diagnostics.log("VectorDocument: \(source) would be \(Int(width))×\(Int(height)) pixels at \(scale)x, "
                + "over the \(Self.maxPixelSide)-pixel limit; not drawn")
            return nil
        }
        guard let context = CGContext(
            data: nil, width: Int(width), height: Int(height), bitsPerComponent: 8, bytesPerRow: 0,
            space: CGColorSpaceCreateDeviceRGB(),
            bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue)
        else { return nil }
        let cr = context.cairo
        cairo_save(cr)
        cairo_identity_matrix(cr)
        cairo_reset_clip(cr)
        var drawn = false
        switch format {
        case .svg:
            if let renderer = SVGRenderer.shared {
                drawn = renderer.withHandle(data, source) { handle in
                    renderer.render(handle, into: cr, width: width, height: height)
                } ?? false
            }
        case .pdf:
            if let renderer = PDFRenderer.shared {
                drawn = renderer.withPage(data, source) { page in
                    cairo_scale(cr, width / Double(size.width), height / Double(size.height))
                    renderer.render(page, into: cr)
                    return true
                } ?? false
            }
        }
        cairo_restore(cr)
        cairo_surface_mark_dirty(context.surface)
        return drawn ? context.makeImage() : nil
    }
}

/// A shared library opened with dlopen, and its symbols.
struct DynamicLibrary: @unchecked Sendable {
    private let handle: UnsafeMutableRawPointer

    /// The first of `names` that dlopen finds; nil (logged once by the caller) when none is installed.
    init?(_ names: [String]) {
        for name in names {
            if let handle = dlopen(name, RTLD_NOW | RTLD_LOCAL) {
                self.handle = handle
                return
            }
        }
        return nil
    }

    /// The function `name` as `T` (a `@convention(c)` function type); nil when the library lacks it.
    func symbol<T>(_ name: String, as type: T.Type) -> T? {
        guard let pointer = dlsym(handle, name) ?? dlsym(UnsafeMutableRawPointer(bitPattern: 0), name) else {
            return nil
        }
        return unsafeBitCast(pointer, to: type)
    }
}

/// GLib's error record (`GError`: a quark, a code and a message) and object release, shared by both renderers.
enum GLib {
    typealias Unref = @convention(c) (OpaquePointer?) -> Void
    typealias ErrorFree = @convention(c) (UnsafeMutableRawPointer?) -> Void

    /// The message of `error` (a `GError *`, freed here), or "unknown error".
    static func consume(_ error: UnsafeMutableRawPointer?, free: ErrorFree?) -> String {
        guard let error else { return "unknown error" }
        // struct GError { GQuark domain; gint code; gchar *message; }
        let message = error.load(fromByteOffset: 8, as: UnsafePointer<CChar>?.self).map { String(cString: $0) }
        free?(error)
        return message ?? "unknown error"
    }
}
