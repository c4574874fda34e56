// SPDX-License-Identifier: Apache-2.0

import Foundation

/// The PDF contexts begun with `UIGraphicsBeginPDFContextTo…` on the calling thread, innermost last.
package enum PDFContextStack {
    package final class Entry {
        package let context: CGContext
        /// The default page rectangle, in points.
        package let defaultBounds: CGRect
        /// The current page's rectangle (the default until a page with other bounds begins).
        package var pageBounds: CGRect

        init(context: CGContext, defaultBounds: CGRect) {
            self.context = context
            self.defaultBounds = defaultBounds
            self.pageBounds = defaultBounds
        }
    }

    /// The page size UIKit uses for an empty bounds rectangle: US Letter, 612 × 792 points.
    package static let letter = CGRect(x: 0, y: 0, width: 612, height: 792)

    /// The calling thread's open PDF contexts (``DrawingThreadState``).
    package static var entries: [Entry] {
        get { DrawingThreadState.current.pdfContexts }
        set { DrawingThreadState.current.pdfContexts = newValue }
    }

    /// A PDF context writing to `consumer` with pages of `bounds` (US Letter when empty), or nil (logged) when the
    /// bounds are not finite. `documentInfo` entries whose keys are Quartz's (`Title`, `Author`, …) are passed on.
    package static func makeContext(consumer: CGDataConsumer, bounds: CGRect, documentInfo: [AnyHashable: Any]?,
                                    _ what: String) -> Entry?
    {
        guard bounds.origin.x.isFinite, bounds.origin.y.isFinite, bounds.width.isFinite, bounds.height.isFinite else {
            UIKitDiagnostics.log("\(what): bounds \(bounds) are not finite; no context")
            return nil
        }
        var box = bounds.standardized.isEmpty ? letter : bounds.standardized
        let info = documentInfo.map { Dictionary(uniqueKeysWithValues: $0.compactMap { key, value in
            (key as? String).map { ($0, value) }
        }) }
        guard let context = CGContext(consumer: consumer, mediaBox: &box, info) else {
            UIKitDiagnostics.log("\(what): cannot make a PDF context of \(box); no context")
            return nil
        }
        context.shadowOffsetYDown = true
        return Entry(context: context, defaultBounds: box)
    }

    /// Starts a page of `bounds` (the context's default when nil) on `entry`, in UIKit's coordinates: origin at the
    /// page rectangle's top-left, y down, one unit per point.
    package static func beginPage(_ entry: Entry, bounds: CGRect?, pageInfo: [AnyHashable: Any]?) {
        var box = entry.defaultBounds
        if let bounds, bounds.width.isFinite, bounds.height.isFinite, bounds.minX.isFinite, bounds.minY.isFinite,
            !bounds.standardized.isEmpty
        {
            box = bounds.standardized
        }
        var info: [String: Any] = [:]
        for (key, value) in pageInfo ?? [:] { if let key = key as? String { info[key] = value } }
        info[kCGPDFContextMediaBox] = box
        entry.context.beginPDFPage(info)
        entry.pageBounds = box
        // Quartz's page space has its origin at the box's lower-left; UIKit's at its top-left, y down.
        entry.context.translateBy(x: 0, y: box.maxY + box.minY)
        entry.context.scaleBy(x: 1, y: -1)
        entry.context.patternBaseCTM = entry.context.userSpaceToDeviceSpaceTransform
    }
}

/// Begins a PDF context writing to the file at `path`, with pages of `bounds` (points; an empty rectangle gives US
/// Letter, 612 × 792), and makes it the current context. Returns false (logged) when the file cannot be created.
/// Nothing is drawn until `UIGraphicsBeginPDFPage()`; the file is complete after `UIGraphicsEndPDFContext()`.
@discardableResult
public func UIGraphicsBeginPDFContextToFile(_ path: String, _ bounds: CGRect,
                                            _ documentInfo: [AnyHashable: Any]?) -> Bool
{
    let what = "UIGraphicsBeginPDFContextToFile"
    guard let consumer = CGDataConsumer(url: URL(fileURLWithPath: path)),
        let entry = PDFContextStack.makeContext(consumer: consumer, bounds: bounds, documentInfo: documentInfo, what)
    else { return false }
    PDFContextStack.entries.append(entry)
    UIGraphicsPushContext(entry.context)
    return true
}

/// Begins a PDF context that appends the document to `data`, with pages of `bounds` (points; an empty rectangle
/// gives US Letter), and makes it the current context. The data is complete after `UIGraphicsEndPDFContext()`.
public func UIGraphicsBeginPDFContextToData(_ data: NSMutableData, _ bounds: CGRect,
                                            _ documentInfo: [AnyHashable: Any]?)
{
    let what = "UIGraphicsBeginPDFContextToData"
    guard let consumer = CGDataConsumer(data: data),
        let entry = PDFContextStack.makeContext(consumer: consumer, bounds: bounds, documentInfo: documentInfo, what)
    else { return }
    PDFContextStack.entries.append(entry)
    UIGraphicsPushContext(entry.context)
}

/// Ends the current page, if any, and begins one of the context's default bounds, in UIKit's coordinates (origin
/// at the top-left, y down). Without an open PDF context the call is logged and ignored.
public func UIGraphicsBeginPDFPage() {
    guard let entry = PDFContextStack.entries.last else {
        return UIKitDiagnostics.log("UIGraphicsBeginPDFPage without a PDF context; ignored")
    }
    PDFContextStack.beginPage(entry, bounds: nil, pageInfo: nil)
}

/// Ends the current page, if any, and begins one of `bounds` (points; an empty or non-finite rectangle uses the
/// context's default) with `pageInfo`'s Quartz page keys.
public func UIGraphicsBeginPDFPageWithInfo(_ bounds: CGRect, _ pageInfo: [AnyHashable: Any]?) {
    guard let entry = PDFContextStack.entries.last else {
        return UIKitDiagnostics.log("UIGraphicsBeginPDFPageWithInfo without a PDF context; ignored")
    }
    PDFContextStack.beginPage(entry, bounds: bounds, pageInfo: pageInfo)
}

/// The current page's rectangle (the context's default before the first page); `.zero` without a PDF context.
public func UIGraphicsGetPDFContextBounds() -> CGRect { PDFContextStack.entries.last?.pageBounds ?? .zero }

/// Ends the current page and the innermost PDF context, writes the document out and restores the previous
/// current context. Without an open PDF context the call is logged and ignored.
public func UIGraphicsEndPDFContext() {
    guard let entry = PDFContextStack.entries.popLast() else {
        return UIKitDiagnostics.log("UIGraphicsEndPDFContext without a PDF context; ignored")
    }
    entry.context.closePDF()
    if let index = GraphicsContextStack.contexts.lastIndex(where: { $0 === entry.context }) {
        GraphicsContextStack.contexts.removeSubrange(index...)
    }
}

/// Makes `rect` (current user space) on the current page a link to `url`.
public func UIGraphicsSetPDFContextURLForRect(_ url: URL, _ rect: CGRect) {
    PDFContextStack.entries.last?.context.setURL(url as CFURL, for: rect)
}

/// Names the point `point` (current user space) on the current page as the destination `name`.
public func UIGraphicsAddPDFContextDestinationAtPoint(_ name: String, _ point: CGPoint) {
    PDFContextStack.entries.last?.context.addDestination(name, at: point)
}

/// Makes `rect` (current user space) on the current page a link to the destination `name`.
public func UIGraphicsSetPDFContextDestinationForRect(_ name: String, _ rect: CGRect) {
    PDFContextStack.entries.last?.context.setDestination(name, for: rect)
}
