// SPDX-License-Identifier: Apache-2.0
//
// The two renderers behind VectorDocument: librsvg for SVG, poppler-glib for PDF, both loaded with dlopen.

import Foundation

/// librsvg (2.52 or later, Debian 12 ships 2.54), opened on first use.
final class SVGRenderer: @unchecked Sendable {
    typealias ErrorOut = UnsafeMutablePointer<UnsafeMutableRawPointer?>
    typealias NewFromData = @convention(c) (UnsafePointer<UInt8>?, Int, ErrorOut?) -> OpaquePointer?
    typealias SizeInPixels = @convention(c) (OpaquePointer?, UnsafeMutablePointer<Double>?,
                                             UnsafeMutablePointer<Double>?) -> Int32
    typealias Dimensions = @convention(c) (OpaquePointer?, UnsafeMutablePointer<Int32>?, UnsafeMutableRawPointer?,
                                           UnsafeMutablePointer<Int32>?, UnsafeMutableRawPointer?,
                                           UnsafeMutablePointer<Int32>?, UnsafeMutablePointer<Double>?) -> Void
    typealias RenderDocument = @convention(c) (OpaquePointer?, OpaquePointer?, UnsafePointer<Double>?,
                                               ErrorOut?) -> Int32

    private let newFromData: NewFromData
    private let sizeInPixels: SizeInPixels
    private let dimensions: Dimensions
    private let renderDocument: RenderDocument
    private let unref: GLib.Unref
    private let errorFree: GLib.ErrorFree?

    /// The renderer, or nil (logged once) when librsvg is not installed or too old.
    static let shared: SVGRenderer? = {
        guard let library = DynamicLibrary(["librsvg-2.so.2", "librsvg-2.so"]),
            let newFromData = library.symbol("rsvg_handle_new_from_data", as: NewFromData.self),
            let sizeInPixels = library.symbol("rsvg_handle_get_intrinsic_size_in_pixels", as: SizeInPixels.self),
            let dimensions = library.symbol("rsvg_handle_get_intrinsic_dimensions", as: Dimensions.self),
            let renderDocument = library.symbol("rsvg_handle_render_document", as: RenderDocument.self),
            let unref = library.symbol("g_object_unref", as: GLib.Unref.self)
        else {
            Diagnostics.log("VectorDocument: librsvg 2.52+ (librsvg-2.so.2, Debian package librsvg2-2) is not "
                + "installed; SVG images are unavailable (scripts/install-deps)")
            return nil
        }
        return SVGRenderer(newFromData: newFromData, sizeInPixels: sizeInPixels, dimensions: dimensions,
                           renderDocument: renderDocument, unref: unref,
                           errorFree: library.symbol("g_error_free", as: GLib.ErrorFree.self))
    }()

    private init(newFromData: NewFromData, sizeInPixels: SizeInPixels,
                 dimensions: Dimensions, renderDocument: RenderDocument,
                 unref: GLib.Unref, errorFree: GLib.ErrorFree?)
    {
        (self.newFromData, self.sizeInPixels, self.dimensions) = (newFromData, sizeInPixels, dimensions)
        (self.renderDocument, self.unref, self.errorFree) = (renderDocument, unref, errorFree)
    }

    /// `body` applied to a handle parsed from `data`; nil (logged with `source`) when librsvg refuses the data.
    func withHandle<T>(_ data: Data, _ source: String, _ body: (OpaquePointer) -> T) -> T? {
        var error: UnsafeMutableRawPointer?
        let handle = data.withUnsafeBytes { raw in
            newFromData(raw.bindMemory(to: UInt8.self).baseAddress, raw.count, &error)
        }
        guard let handle else {
            Diagnostics.log("VectorDocument: \(source) is not a readable SVG: \(GLib.consume(error, free: errorFree))")
            return nil
        }
        defer { unref(handle) }
        return body(handle)
    }

    /// The document's width and height attributes in pixels, else its viewBox's size; nil when it has neither.
    func size(of handle: OpaquePointer) -> CGSize? {
        var width = 0.0, height = 0.0
        if sizeInPixels(handle, &width, &height) != 0 { return CGSize(width: width, height: height) }
        var hasViewBox: Int32 = 0
        var viewBox = [0.0, 0, 0, 0]  // RsvgRectangle: x, y, width, height
        dimensions(handle, nil, nil, nil, nil, &hasViewBox, &viewBox)
        return hasViewBox != 0 ? CGSize(width: viewBox[2], height: viewBox[3]) : nil
    }

    /// Draws the document fitted to the `width`×`height` viewport at Cairo's current origin; false (logged) on
    /// a render error.
    func render(_ handle: OpaquePointer, into cr: OpaquePointer, width: Double, height: Double) -> Bool {
        let viewport = [0, 0, width, height]  // RsvgRectangle
        var error: UnsafeMutableRawPointer?
        guard renderDocument(handle, cr, viewport, &error) != 0 else {
            Diagnostics.log("VectorDocument: SVG render failed: \(GLib.consume(error, free: errorFree))")
            return false
        }
        return true
    }
}

/// poppler-glib, opened on first use: the first page of a PDF, through ``PopplerDocuments``.
final class PDFRenderer: @unchecked Sendable {
    private let poppler: PopplerDocuments

    /// The renderer, or nil (logged once) when poppler-glib is not installed.
    static let shared: PDFRenderer? = PopplerDocuments.shared.map(PDFRenderer.init)

    private init(_ poppler: PopplerDocuments) { self.poppler = poppler }

    /// `body` applied to the first page of the PDF in `data`; nil (logged with `source`) when poppler refuses the
    /// data or it has no page. Poppler reads the bytes in place, so they are copied for the document's lifetime.
    func withPage<T>(_ data: Data, _ source: String, _ body: (OpaquePointer) -> T) -> T? {
        guard data.count < Int(Int32.max) else {
            Diagnostics.log("VectorDocument: \(source) is too large for a PDF image")
            return nil
        }
        let bytes = UnsafeMutablePointer<CChar>.allocate(capacity: data.count)
        defer { bytes.deallocate() }
        data.copyBytes(to: UnsafeMutableRawPointer(bytes).assumingMemoryBound(to: UInt8.self), count: data.count)
        let document: OpaquePointer
        switch poppler.open(bytes, count: Int32(data.count), password: nil) {
        case .document(let opened): document = opened
        case .needsPassword:
            Diagnostics.log("VectorDocument: \(source) is not a readable PDF: it needs a password")
            return nil
        case .failed(let message):
            Diagnostics.log("VectorDocument: \(source) is not a readable PDF: \(message)")
            return nil
        }
        defer { poppler.unref(document) }
        guard poppler.pageCount(document) > 0, let page = poppler.getPage(document, 0) else {
            Diagnostics.log("VectorDocument: \(source) has no page")
            return nil
        }
        defer { poppler.unref(page) }
        return body(page)
    }

    /// The page's size in points.
    func size(of page: OpaquePointer) -> CGSize {
        var width = 0.0, height = 0.0
        poppler.pageSize(page, &width, &height)
        return CGSize(width: width, height: height)
    }

    /// Draws the page at Cairo's current transform (1 unit = 1 point, y down).
    func render(_ page: OpaquePointer, into cr: OpaquePointer) {
        poppler.renderPage(page, cr)
    }
}
