// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing
import TouchstoneTesting
import UIKit

/// The document in `data`, or nil.
private func openDocument(_ data: Data) -> CGPDFDocument? { CGDataProvider(data: data).flatMap { CGPDFDocument($0) } }

/// The page `number` of `data` drawn into a bitmap of its size at 1x, read back as pixels (top row first).
private func render(_ data: Data, page number: Int) throws -> RGBAImage {
    let document = try #require(openDocument(data))
    let page = try #require(document.page(at: number))
    let box = page.getBoxRect(.mediaBox)
    let ctx = try #require(CGContext(
        data: nil, width: Int(box.width), height: Int(box.height), bitsPerComponent: 8, bytesPerRow: 0,
        space: CGColorSpaceCreateDeviceRGB(),
        bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue))
    ctx.setFillColor(gray: 1, alpha: 1)
    ctx.fill(CGRect(origin: .zero, size: box.size))
    ctx.translateBy(x: -box.minX, y: -box.minY)
    ctx.drawPDFPage(page)
    return RGBAImage(try #require(ctx.makeImage()))
}

/// PDF output from UIKit: the iOS 3.2 functions and UIGraphicsPDFRenderer, read back with CGPDFDocument.
@MainActor
@Suite struct PDFDrawingTests {
    @Test func rendererPagesUseUIKitCoordinatesAndTheirOwnBounds() throws {
        let renderer = UIGraphicsPDFRenderer(bounds: CGRect(x: 0, y: 0, width: 200, height: 100))
        var boundsSeen: [CGRect] = []
        var currentIsTheRenderers = false

        let data = renderer.pdfData { context in
            context.beginPage()
            boundsSeen.append(context.pdfContextBounds)
            currentIsTheRenderers = UIGraphicsGetCurrentContext() === context.cgContext
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 50, height: 20))  // the top-left corner, y down
            context.beginPage(withBounds: CGRect(x: 0, y: 0, width: 120, height: 300), pageInfo: [:])
            boundsSeen.append(context.pdfContextBounds)
            UIColor.blue.setFill()
            UIRectFill(CGRect(x: 100, y: 280, width: 20, height: 20))  // bottom-right
        }

        #expect(currentIsTheRenderers && UIGraphicsGetCurrentContext() == nil)
        #expect(boundsSeen == [CGRect(x: 0, y: 0, width: 200, height: 100), CGRect(x: 0, y: 0, width: 120, height: 300)])
        let document = try #require(openDocument(data))
        #expect(document.numberOfPages == 2)
        #expect(document.page(at: 2)?.getBoxRect(.mediaBox).size == CGSize(width: 120, height: 300))
        let first = try render(data, page: 1)
        #expect(first.at(5, 5) == .red && first.at(49, 19) == .red)
        #expect(first.at(55, 5) == .white && first.at(5, 25) == .white && first.at(5, 95) == .white)
        let second = try render(data, page: 2)
        #expect(second.at(110, 290) == .blue && second.at(110, 10) == .white)
    }

    @Test func theIOS32FunctionsWriteToDataWithLetterPagesForEmptyBounds() throws {
        let data = NSMutableData()
        UIGraphicsBeginPDFContextToData(data, .zero, [kCGPDFContextTitle: "Report", kCGPDFContextAuthor: "Touchstone"])
        UIColor.green.setFill()
        UIRectFill(CGRect(x: 0, y: 0, width: 10, height: 10))  // before any page: not recorded
        #expect(UIGraphicsGetPDFContextBounds() == CGRect(x: 0, y: 0, width: 612, height: 792))
        UIGraphicsBeginPDFPage()
        UIColor.green.setFill()  // each page starts from the default graphics state, as in Quartz
        UIRectFill(CGRect(x: 0, y: 0, width: 306, height: 10))
        UIGraphicsBeginPDFPageWithInfo(CGRect(x: 0, y: 0, width: 300, height: 400), nil)
        #expect(UIGraphicsGetPDFContextBounds() == CGRect(x: 0, y: 0, width: 300, height: 400))
        UIGraphicsEndPDFContext()

        #expect(UIGraphicsGetCurrentContext() == nil)
        let bytes = data as Data
        let text = String(decoding: bytes, as: UTF8.self)
        #expect(text.contains("/Title (Report)") && text.contains("/Author (Touchstone)"))
        let document = try #require(openDocument(bytes))
        #expect(document.numberOfPages == 2)
        let page = try render(bytes, page: 1)
        #expect(page.width == 612 && page.height == 792)
        #expect(page.at(300, 5) == .green && page.at(310, 5) == .white && page.at(5, 20) == .white)
    }

    @Test func linksAndDestinationsAreWrittenAsAnnotations() throws {
        let renderer = UIGraphicsPDFRenderer(bounds: CGRect(x: 0, y: 0, width: 200, height: 200))
        let data = renderer.pdfData { context in
            // Cairo drops the tags of a page with nothing drawn on it, so each page gets content.
            context.beginPage()
            context.fill(CGRect(x: 10, y: 10, width: 50, height: 20))
            context.setURL(URL(string: "https://example.com/it's")!, for: CGRect(x: 10, y: 10, width: 50, height: 20))
            context.setDestinationWithName("chapter", for: CGRect(x: 10, y: 50, width: 50, height: 20))
            context.beginPage()
            context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
            context.addDestination(withName: "chapter", at: CGPoint(x: 0, y: 0))
        }
        let text = String(decoding: data, as: UTF8.self)
        #expect(text.contains("/URI (https://example.com/it's)") || text.contains("/URI (https://example.com/it\\'s)"))
        #expect(text.contains("/Annots") && text.contains("/Link"))
        #expect(text.contains("/Dests") && text.contains("(chapter)"), "the named destination and the link to it")
        #expect(openDocument(data)?.numberOfPages == 2)
    }

    @Test func writePDFWritesTheFileAndBadCallsAreIgnored() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("touchstone-\(UUID().uuidString).pdf")
        defer { try? FileManager.default.removeItem(at: url) }
        try UIGraphicsPDFRenderer(bounds: CGRect(x: 0, y: 0, width: 100, height: 100)).writePDF(to: url) { context in
            context.beginPage()
            context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        }
        #expect(CGPDFDocument(url as CFURL)?.numberOfPages == 1)

        UIGraphicsBeginPDFPage()  // no context: ignored
        UIGraphicsEndPDFContext()  // no context: ignored
        #expect(UIGraphicsBeginPDFContextToFile("/nonexistent/\(UUID().uuidString)/x.pdf", .zero, nil) == false)
        #expect(UIGraphicsGetCurrentContext() == nil && UIGraphicsGetPDFContextBounds() == .zero)
        let nan = UIGraphicsPDFRenderer(bounds: CGRect(x: 0, y: 0, width: CGFloat.nan, height: 10))
        #expect(nan.pdfData { $0.beginPage() }.isEmpty)
    }
}
