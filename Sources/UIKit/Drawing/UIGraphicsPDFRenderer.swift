// SPDX-License-Identifier: Apache-2.0

import Foundation

/// The settings of a ``UIGraphicsPDFRenderer``: the document's information dictionary.
open class UIGraphicsPDFRendererFormat: NSObject {
    /// The document information Quartz writes (`kCGPDFContextTitle` = `"Title"`, `"Author"`, `"Creator"`, …).
    open var documentInfo: [String: Any] = [:]

    /// The drawing area in points: the renderer's bounds (zero until a renderer uses this format).
    open internal(set) var bounds: CGRect = .zero

    /// A format with no document information.
    public override init() { super.init() }

    /// A new default format, as Apple's `default()`.
    open class func `default`() -> UIGraphicsPDFRendererFormat { UIGraphicsPDFRendererFormat() }
}

/// What a ``UIGraphicsPDFRenderer`` hands its drawing closure: the PDF context, its pages and links.
///
/// Each page is in UIKit's coordinates: origin at the page rectangle's top-left, y down, one unit per point.
/// Drawing before the first ``beginPage()`` is not recorded, as on iOS.
open class UIGraphicsPDFRendererContext: UIGraphicsRendererContext {
    private let entry: PDFContextStack.Entry
    /// The renderer's format.
    public let format: UIGraphicsPDFRendererFormat

    init(entry: PDFContextStack.Entry, format: UIGraphicsPDFRendererFormat) {
        self.entry = entry
        self.format = format
        super.init(cgContext: entry.context)
    }

    /// The current page's rectangle; the renderer's bounds before the first page or for pages begun with
    /// ``beginPage()``.
    open var pdfContextBounds: CGRect { entry.pageBounds }

    /// Ends the current page, if any, and begins one of the renderer's bounds.
    open func beginPage() { PDFContextStack.beginPage(entry, bounds: nil, pageInfo: nil) }

    /// Ends the current page, if any, and begins one of `bounds` (points; empty or non-finite: the renderer's)
    /// with `pageInfo`'s Quartz page keys.
    open func beginPage(withBounds bounds: CGRect, pageInfo: [String: Any]) {
        PDFContextStack.beginPage(entry, bounds: bounds, pageInfo: pageInfo)
    }

    /// Makes `rect` (current user space) on the current page a link to `url`.
    open func setURL(_ url: URL, for rect: CGRect) { cgContext.setURL(url as CFURL, for: rect) }

    /// Names `point` (current user space) on the current page as the destination `name`.
    open func addDestination(withName name: String, at point: CGPoint) { cgContext.addDestination(name, at: point) }

    /// Makes `rect` (current user space) on the current page a link to the destination `name`.
    open func setDestinationWithName(_ name: String, for rect: CGRect) { cgContext.setDestination(name, for: rect) }
}

/// Draws PDF documents: the block-based successor of `UIGraphicsBeginPDFContextToData` (iOS 10).
///
/// Each call makes a new PDF context whose default page is ``bounds`` (US Letter, 612 × 792 points, when empty),
/// pushes it as the current UIKit context while the closure runs (so `UIColor.setFill()`, `UIRectFill`,
/// `UIImage.draw` and string drawing work), then finishes the document.
open class UIGraphicsPDFRenderer: NSObject {
    /// The default page rectangle, in points.
    public let bounds: CGRect
    /// The renderer's format (copied at init).
    public let format: UIGraphicsPDFRendererFormat

    /// A renderer whose pages are `bounds`, with no document information.
    public convenience init(bounds: CGRect) { self.init(bounds: bounds, format: .default()) }

    /// A renderer whose pages are `bounds`, writing `format`'s document information.
    public init(bounds: CGRect, format: UIGraphicsPDFRendererFormat) {
        self.bounds = bounds
        let copy = UIGraphicsPDFRendererFormat()
        copy.documentInfo = format.documentInfo
        copy.bounds = bounds
        self.format = copy
        super.init()
    }

    /// Runs `actions` and returns the finished document (empty, logged, for non-finite bounds).
    open func pdfData(actions: (UIGraphicsPDFRendererContext) -> Void) -> Data {
        let data = NSMutableData()
        guard let consumer = CGDataConsumer(data: data) else { return Data() }
        run(consumer, actions)
        return data as Data
    }

    /// Runs `actions` and writes the finished document to `url`; throws the file error when it cannot be written.
    open func writePDF(to url: URL, withActions actions: (UIGraphicsPDFRendererContext) -> Void) throws {
        let data = pdfData(actions: actions)
        try data.write(to: url)
    }

    private func run(_ consumer: CGDataConsumer, _ actions: (UIGraphicsPDFRendererContext) -> Void) {
        guard let entry = PDFContextStack.makeContext(consumer: consumer, bounds: bounds,
                                                      documentInfo: format.documentInfo, "UIGraphicsPDFRenderer")
        else { return }
        let context = UIGraphicsPDFRendererContext(entry: entry, format: format)
        UIGraphicsPushContext(entry.context)
        actions(context)
        if let index = GraphicsContextStack.contexts.lastIndex(where: { $0 === entry.context }) {
            GraphicsContextStack.contexts.removeSubrange(index...)
        }
        entry.context.closePDF()
    }
}
