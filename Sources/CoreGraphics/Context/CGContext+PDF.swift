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
    /// page size. Returns nil (logged) for a media box that is empty, non-finite or over 14,400 points a side.
    ///
    /// Draw between ``beginPDFPage(_:)`` and ``endPDFPage()``; drawing outside a page is ignored. The document is
    /// complete after ``closePDF()`` (or when the context is released). User space starts with +y up, 1 unit =
    /// 1 point, the origin at the media box's lower-left corner.
    public convenience init?(
        consumer: CGDataConsumer, mediaBox: UnsafePointer<CGRect>?, _ auxiliaryInfo: [String: Any]? = nil
    ) {
        guard let box = Self.validMediaBox(mediaBox?.pointee ?? CGRect(x: 0, y: 0, width: 612, height: 792)) else {
            Diagnostics.log("CGContext(consumer:mediaBox:): media box is empty, non-finite or too large; returning nil")
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
        Self.writeDocumentInfo(auxiliaryInfo, to: surface)
        self.init(surface: surface, deviceSize: box.size, backing: .pdf(backing))
    }

    /// Writes the document-information entries of `info` that Cairo can store: `kCGPDFContextTitle` ("Title"),
    /// "Author", "Subject", "Creator" (strings) and "Keywords" (a string or an array of strings). Other keys are
    /// ignored.
    private static func writeDocumentInfo(_ info: [String: Any]?, to surface: OpaquePointer) {
        guard let info else { return }
        let fields: [(String, cairo_pdf_metadata_t)] = [
            (kCGPDFContextTitle, CAIRO_PDF_METADATA_TITLE), (kCGPDFContextAuthor, CAIRO_PDF_METADATA_AUTHOR),
            (kCGPDFContextSubject, CAIRO_PDF_METADATA_SUBJECT), (kCGPDFContextCreator, CAIRO_PDF_METADATA_CREATOR),
            (kCGPDFContextKeywords, CAIRO_PDF_METADATA_KEYWORDS),
        ]
        for (key, field) in fields {
            let text = (info[key] as? String) ?? (info[key] as? [String])?.joined(separator: ", ")
            if let text { cairo_pdf_surface_set_metadata(surface, field, text) }
        }
    }

    /// Creates a PDF context writing a file at `url` (created or truncated); nil when the file cannot be created
    /// or the media box is invalid (logged; the file is then left alone).
    public convenience init?(_ url: URL, mediaBox: UnsafePointer<CGRect>?, _ auxiliaryInfo: [String: Any]? = nil) {
        guard mediaBox.map({ Self.validMediaBox($0.pointee) != nil }) ?? true, let consumer = CGDataConsumer(url: url)
        else { return nil }
        self.init(consumer: consumer, mediaBox: mediaBox, auxiliaryInfo)
    }

    package var pdf: PDFBacking? {
        if case .pdf(let p) = backing { return p }
        return nil
    }

    /// Starts a new page. Its size is the context's media box unless `pageInfo` has a `kCGPDFContextMediaBox`
    /// (`"MediaBox"`) entry: a `CGRect`, or, as Apple's API documents it, `Data` holding the bytes of a `CGRect`.
    /// An unreadable, empty or non-finite entry falls back to the default (logged). The graphics state is reset
    /// to the defaults for each page, with the media box's lower-left corner at user (0, 0).
    public func beginPDFPage(_ pageInfo: [String: Any]?) {
        beginPage(mediaBox: pageInfo?[kCGPDFContextMediaBox].flatMap(Self.mediaBox(from:)))
    }

    /// `box` when it can be a page: finite, at least 1 point and at most 14,400 points (PDF's limit) each way.
    private static func validMediaBox(_ box: CGRect) -> CGRect? {
        guard PathGeometry.isFinite(box, "PDF media box"), box.width >= 1, box.height >= 1, box.width <= 14_400,
            box.height <= 14_400
        else { return nil }
        return box
    }

    /// A media box from a page-info value: a `CGRect`, or `Data` of exactly one `CGRect`.
    private static func mediaBox(from value: Any) -> CGRect? {
        if let rect = value as? CGRect { return rect }
        if let data = value as? Data, data.count == MemoryLayout<CGRect>.size {
            return data.withUnsafeBytes { $0.loadUnaligned(as: CGRect.self) }
        }
        Diagnostics.log("beginPDFPage: MediaBox entry is neither a CGRect nor Data of one; using the default")
        return nil
    }

    /// Starts a new page of `mediaBox` size (the context's default when nil).
    public func beginPage(mediaBox: UnsafePointer<CGRect>?) { beginPage(mediaBox: mediaBox?.pointee) }

    private func beginPage(mediaBox: CGRect?) {
        guard let p = pdf, !p.closed else { return Diagnostics.log("beginPDFPage: context is not an open PDF context") }
        if p.inPage { endPDFPage() }
        let box = (mediaBox.flatMap(Self.validMediaBox) ?? p.defaultMediaBox).standardized
        cairo_pdf_surface_set_size(surface, box.width, box.height)
        deviceSize = box.size
        deviceHeight = box.height
        // A fresh default state per page; the media box origin maps to the page's lower-left corner.
        while !layerStack.isEmpty { endTransparencyLayer() }
        while !stateStack.isEmpty { restoreGState() }
        resetCairoClip()
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
/// The document-information key for the document's title (a string).
public let kCGPDFContextTitle = "Title"
/// The document-information key for the document's author (a string).
public let kCGPDFContextAuthor = "Author"
/// The document-information key for the document's subject (a string).
public let kCGPDFContextSubject = "Subject"
/// The document-information key for the document's keywords (a string or an array of strings).
public let kCGPDFContextKeywords = "Keywords"
/// The document-information key for the application that made the document (a string).
public let kCGPDFContextCreator = "Creator"
