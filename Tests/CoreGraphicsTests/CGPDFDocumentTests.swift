// SPDX-License-Identifier: Apache-2.0

import CoreGraphics
import Foundation
import Testing
import TouchstoneTesting

/// A two-page PDF written by Touchstone's own PDF context: page 1 red on its left half, page 2 a blue square.
private func twoPagePDF() -> Data {
    let data = NSMutableData()
    var box = CGRect(x: 0, y: 0, width: 200, height: 100)
    let ctx = CGContext(consumer: CGDataConsumer(data: data)!, mediaBox: &box, nil)!
    ctx.beginPDFPage(nil)
    ctx.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
    ctx.fill(CGRect(x: 0, y: 0, width: 100, height: 100))
    ctx.endPDFPage()
    ctx.beginPDFPage(nil)
    ctx.setFillColor(red: 0, green: 0, blue: 1, alpha: 1)
    ctx.fill(CGRect(x: 150, y: 50, width: 50, height: 50))
    ctx.endPDFPage()
    ctx.closePDF()
    return data as Data
}

private func openTwoPages() throws -> CGPDFDocument {
    let provider = try #require(CGDataProvider(data: twoPagePDF()))
    return try #require(CGPDFDocument(provider))
}

@Suite("Reading PDF documents")
struct CGPDFDocumentTests {
    @Test("A document reports its pages, version and permissions; pages count from 1")
    func pages() throws {
        let document = try openTwoPages()
        #expect(document.numberOfPages == 2)
        #expect(document.isUnlocked && !document.isEncrypted)
        #expect(document.allowsPrinting && document.allowsCopying)
        var major: Int32 = 0, minor: Int32 = 0
        document.getVersion(majorVersion: &major, minorVersion: &minor)
        #expect(major == 1 && minor >= 4)

        let second = try #require(document.page(at: 2))
        #expect(second.pageNumber == 2)
        #expect(second.document === document)
        #expect(second.getBoxRect(.mediaBox) == CGRect(x: 0, y: 0, width: 200, height: 100))
        #expect(second.getBoxRect(.cropBox) == CGRect(x: 0, y: 0, width: 200, height: 100))
        #expect(second.rotationAngle == 0)
        #expect(document.page(at: 0) == nil)
        #expect(document.page(at: 3) == nil)
    }

    @Test("drawPDFPage puts the page's points at the same user-space coordinates")
    func drawsInPDFSpace() throws {
        let document = try openTwoPages()
        let ctx = makeCanvas(width: 200, height: 100)
        ctx.drawPDFPage(try #require(document.page(at: 2)))

        #expect(probe(ctx, 175, 75) == .blue, "the square at 150…200, 50…100")
        #expect(probe(ctx, 120, 75) == .white)
        #expect(probe(ctx, 175, 25) == .white)

        let first = makeCanvas(width: 200, height: 100)
        first.drawPDFPage(try #require(document.page(at: 1)))
        #expect(probe(first, 50, 50) == .red)
        #expect(probe(first, 150, 50) == .white)
    }

    @Test("getDrawingTransform scales the box down to fit, keeps proportions, centres it and never scales up")
    func drawingTransform() throws {
        let document = try openTwoPages()
        let page = try #require(document.page(at: 1))
        let fit = page.getDrawingTransform(.mediaBox, rect: CGRect(x: 0, y: 0, width: 100, height: 100), rotate: 0,
                                           preserveAspectRatio: true)
        let box = CGRect(x: 0, y: 0, width: 200, height: 100).applying(fit)
        #expect(abs(box.width - 100) < 1e-9 && abs(box.height - 50) < 1e-9)
        #expect(abs(box.midX - 50) < 1e-9 && abs(box.midY - 50) < 1e-9)

        let large = page.getDrawingTransform(.mediaBox, rect: CGRect(x: 0, y: 0, width: 1000, height: 1000),
                                             rotate: 0, preserveAspectRatio: true)
        #expect(CGRect(x: 0, y: 0, width: 200, height: 100).applying(large).size == CGSize(width: 200, height: 100))

        let turned = page.getDrawingTransform(.mediaBox, rect: CGRect(x: 0, y: 0, width: 100, height: 200),
                                              rotate: 90, preserveAspectRatio: true)
        let turnedBox = CGRect(x: 0, y: 0, width: 200, height: 100).applying(turned)
        #expect(abs(turnedBox.width - 100) < 1e-9 && abs(turnedBox.height - 200) < 1e-9)
        // Clockwise: the page's top-left corner goes to the top-right.
        let topLeft = CGPoint(x: 0, y: 100).applying(turned)
        #expect(abs(topLeft.x - 100) < 1e-9 && abs(topLeft.y - 200) < 1e-9)
    }

    @Test("Golden: a page fitted into a 2x bitmap with getDrawingTransform, at half alpha")
    func golden() throws {
        let document = try openTwoPages()
        let page = try #require(document.page(at: 2))
        let ctx = makeCanvas(width: 120, height: 80)
        ctx.setFillColor(red: 1, green: 1, blue: 0, alpha: 1)
        ctx.fill(CGRect(x: 0, y: 0, width: 120, height: 40))
        ctx.concatenate(page.getDrawingTransform(.cropBox, rect: CGRect(x: 10, y: 10, width: 100, height: 60),
                                                 rotate: 0, preserveAspectRatio: true))
        ctx.setAlpha(0.5)
        ctx.drawPDFPage(page)

        #expect(probe(ctx, 97, 54).isClose(to: RGBA8(127, 127, 255), tolerance: 3), "blue at half alpha over white")
        try expectGolden(ctx, "fitted-page", suite: "CGPDFDocumentTests")
    }

    @Test("A page keeps its document alive")
    func pageKeepsDocument() throws {
        let page = try #require(CGPDFDocument(CGDataProvider(data: twoPagePDF())!)?.page(at: 1))
        #expect(page.document?.numberOfPages == 2)
        let ctx = makeCanvas(width: 200, height: 100)
        ctx.drawPDFPage(page)
        #expect(probe(ctx, 50, 50) == .red)
    }

    @Test("Bad input: garbage, a truncated file, an empty provider and a missing file give nil")
    func badInput() throws {
        #expect(CGPDFDocument(CGDataProvider(data: Data("not a pdf".utf8))!) == nil)
        let pdf = twoPagePDF()
        #expect(CGPDFDocument(CGDataProvider(data: pdf.prefix(40))!) == nil)
        #expect(CGPDFDocument(CGDataProvider(data: Data())!) == nil)
        let missing = URL(fileURLWithPath: "/nonexistent/\(UUID().uuidString).pdf")
        #expect(CGPDFDocument(missing as CFURL) == nil)
    }

    @Test("A document read from a file works as from data")
    func fromFile() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("touchstone-\(UUID().uuidString).pdf")
        try twoPagePDF().write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let document = try #require(CGPDFDocument(url as CFURL))
        #expect(document.numberOfPages == 2)
    }
}
