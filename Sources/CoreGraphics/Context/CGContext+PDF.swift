// SPDX-License-Identifier: Apache-2.0

import CCairo

/// A PDF document being written through Cairo's PDF surface.
package final class PDFBacking {
    package let consumer: CGDataConsumer
    package let defaultMediaBox: CGRect
    package var inPage = false
    package var closed = false
    package var pageCount = 0
    /// Keeps the write callback's context alive while Cairo holds a pointer to it.
    package var retainedSelf: Unmanaged<PDFBacking>?

    init(consumer: CGDataConsumer, mediaBox: CGRect) {
        self.consumer = consumer
        self.defaultMediaBox = mediaBox
    }
}

extension CGContext {
    /// Creates a PDF context writing to `consumer`. `mediaBox` (points, default US Letter 612×792) is the default
    /// page size. Returns nil (logged) for an empty or non-finite media box.
    public convenience init?(
        consumer: CGDataConsumer, mediaBox: UnsafePointer<CGRect>?, _ auxiliaryInfo: [String: Any]? = nil
    ) {
        let box = mediaBox?.pointee ?? CGRect(x: 0, y: 0, width: 612, height: 792)
        guard PathGeometry.isFinite(box, "CGContext(consumer:mediaBox:)"), box.width >= 1, box.height >= 1,
            box.width <= 14_400, box.height <= 14_400
        else {
            Diagnostics.log("CGContext(consumer:mediaBox:): media box \(box) is empty or too large; returning nil")
            return nil
        }
        let backing = PDFBacking(consumer: consumer, mediaBox: box.standardized)
        let unmanaged = Unmanaged.passRetained(backing)
        backing.retainedSelf = unmanaged
        let write: cairo_write_func_t = { closure, bytes, length in
            let backing = Unmanaged<PDFBacking>.fromOpaque(closure!).takeUnretainedValue()
            if let bytes { backing.consumer.append(UnsafeRawBufferPointer(start: bytes, count: Int(length))) }
            return CAIRO_STATUS_SUCCESS
        }
        guard let surface = cairo_pdf_surface_create_for_stream(write, unmanaged.toOpaque(), box.width, box.height),
            cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS
        else {
            unmanaged.release()
            return nil
        }
        defer { cairo_surface_destroy(surface) }
        self.init(surface: surface, deviceSize: box.size, backing: .pdf(backing))
    }

    /// Creates a PDF context writing a file at `url`; nil when the file cannot be created (logged).
    public convenience init?(_ url: URL, mediaBox: UnsafePointer<CGRect>?, _ auxiliaryInfo: [String: Any]? = nil) {
        guard let consumer = CGDataConsumer(url: url) else { return nil }
        self.init(consumer: consumer, mediaBox: mediaBox, auxiliaryInfo)
    }

    package var pdf: PDFBacking? {
        if case .pdf(let p) = backing { return p }
        return nil
    }

    /// Starts a new page. Its size is the context's media box unless `pageInfo` has a `"MediaBox"` entry holding a
    /// `CGRect` (Apple's `kCGPDFContextMediaBox`). The graphics state is reset to the defaults for each page.
    public func beginPDFPage(_ pageInfo: [String: Any]?) {
        let box = (pageInfo?["MediaBox"] as? CGRect) ?? (pageInfo?[kCGPDFContextMediaBox] as? CGRect)
        beginPage(mediaBox: box)
    }

    /// Starts a new page of `mediaBox` size (the context's default when nil).
    public func beginPage(mediaBox: UnsafePointer<CGRect>?) { beginPage(mediaBox: mediaBox?.pointee) }

    private func beginPage(mediaBox: CGRect?) {
        guard let p = pdf, !p.closed else { return Diagnostics.log("beginPDFPage: context is not an open PDF context") }
        if p.inPage { endPDFPage() }
        let box = (mediaBox.flatMap { PathGeometry.isFinite($0, "beginPDFPage") && $0.width >= 1 && $0.height >= 1 ? $0 : nil }
            ?? p.defaultMediaBox).standardized
        cairo_pdf_surface_set_size(surface, box.width, box.height)
        deviceSize = box.size
        deviceHeight = box.height
        // A fresh default state per page; the media box origin maps to the page's lower-left corner.
        while !stateStack.isEmpty { restoreGState() }
        cairo_reset_clip(cairo)
        state = GraphicsState()
        state.ctm = CGAffineTransform(translationX: -box.minX, y: -box.minY)
        currentPath.removeAll()
        p.inPage = true
    }

    /// Ends the current page. Transparency layers still open are ended (composited onto the page) first.
    public func endPDFPage() {
        guard let p = pdf, p.inPage else { return Diagnostics.log("endPDFPage without beginPDFPage; ignored") }
        if !layerStack.isEmpty {
            Diagnostics.log("endPDFPage: \(layerStack.count) transparency layer(s) still open; ending them")
            while !layerStack.isEmpty { endTransparencyLayer() }
        }
        cairo_show_page(cairo)
        p.inPage = false
        p.pageCount += 1
    }

    /// Ends the current page (same as ``endPDFPage()``).
    public func endPage() { endPDFPage() }

    /// Finishes the document and writes it out. Later drawing is ignored.
    public func closePDF() {
        guard let p = pdf, !p.closed else { return }
        if p.inPage { endPDFPage() }
        p.closed = true
        cairo_surface_finish(surface)
        p.consumer.finish()
        p.retainedSelf?.release()
        p.retainedSelf = nil
    }
}

/// The `pageInfo` key for a page's media box (a `CGRect`).
public let kCGPDFContextMediaBox = "MediaBox"
