// SPDX-License-Identifier: Apache-2.0

import CoreGraphics
import Testing
import TouchstoneTesting

/// What the written PDF says about its pages, read from the bytes (Cairo writes page objects uncompressed).
private struct PDFSummary {
    /// Each page's media box, in document order.
    var mediaBoxes: [[Double]] = []
    /// Each page's content stream length in bytes.
    var contentLengths: [Int] = []
    var pageCountEntry: Int?
    var isComplete: Bool

    init(_ data: Data) {
        let text = String(decoding: data, as: UTF8.self)
        isComplete = text.hasPrefix("%PDF-") && text.contains("%%EOF")
        let objects = PDFSummary.objects(in: text)
        for body in objects.values.sorted(by: { $0.offset < $1.offset }).map(\.body)
        where body.range(of: #"/Type\s*/Page\b(?!s)"#, options: .regularExpression) != nil {
            mediaBoxes.append(PDFSummary.numbers(after: "/MediaBox", in: body))
            if let contents = PDFSummary.numbers(after: "/Contents", in: body).first,
                let stream = objects[Int(contents)]?.body,
                let lengthRef = PDFSummary.numbers(after: "/Length", in: stream).first,
                let length = objects[Int(lengthRef)].flatMap({ Int($0.body.trimmingCharacters(in: .whitespacesAndNewlines)) })
            {
                contentLengths.append(length)
            }
        }
        if let pages = objects.values.first(where: { $0.body.contains("/Type /Pages") }) {
            pageCountEntry = PDFSummary.numbers(after: "/Count", in: pages.body).first.map { Int($0) }
        }
    }

    /// `N 0 obj … endobj` bodies by object number, with their position in the file.
    private static func objects(in text: String) -> [Int: (offset: Int, body: String)] {
        var result: [Int: (Int, String)] = [:]
        let regex = try! NSRegularExpression(pattern: #"(\d+) 0 obj(.*?)endobj"#, options: [.dotMatchesLineSeparators])
        let ns = text as NSString
        for match in regex.matches(in: text, range: NSRange(location: 0, length: ns.length)) {
            result[Int(ns.substring(with: match.range(at: 1)))!] = (match.range.location, ns.substring(with: match.range(at: 2)))
        }
        return result
    }

    /// The numbers right after `key` (up to the next name or the end of a `[ … ]` array).
    private static func numbers(after key: String, in body: String) -> [Double] {
        guard let range = body.range(of: key) else { return [] }
        let rest = body[range.upperBound...].drop { $0 == " " || $0 == "[" }
        var numbers: [Double] = []
        for token in rest.split(whereSeparator: { $0 == " " || $0 == "\n" }) {
            guard let n = Double(token) else { break }
            numbers.append(n)
        }
        return numbers
    }
}

/// Writes a PDF into memory with `build`, returning its bytes.
private func makePDF(mediaBox: CGRect = CGRect(x: 0, y: 0, width: 200, height: 100), _ build: (CGContext) -> Void) -> Data {
    let data = NSMutableData()
    var box = mediaBox
    let ctx = CGContext(consumer: CGDataConsumer(data: data)!, mediaBox: &box, nil)!
    build(ctx)
    ctx.closePDF()
    return data as Data
}

/// A tool from poppler-utils, when installed (these cross-checks are optional; the byte checks are not).
private func popplerTool(_ name: String) -> URL? {
    ["/usr/bin/", "/usr/local/bin/"].map { URL(fileURLWithPath: $0 + name) }
        .first { FileManager.default.isExecutableFile(atPath: $0.path) }
}

private func run(_ tool: URL, _ arguments: [String]) throws -> String {
    let process = Process()
    process.executableURL = tool
    process.arguments = arguments
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = FileHandle.nullDevice
    try process.run()
    let output = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(decoding: output, as: UTF8.self)
}

/// Page `page` (1-based) of `pdf` rendered by poppler's pdftoppm (72 dpi: 1 pixel per point), or nil when it is
/// not installed.
private func renderedPage(_ pdf: Data, page: Int, dpi: Int = 72) throws -> RGBAImage? {
    guard let pdftoppm = popplerTool("pdftoppm") else { return nil }
    let url = temporaryURL("render.pdf"), prefix = temporaryURL("render")
    let pngURL = prefix.appendingPathExtension("png")
    defer {
        try? FileManager.default.removeItem(at: url)
        try? FileManager.default.removeItem(at: pngURL)
    }
    try pdf.write(to: url)
    _ = try run(pdftoppm, ["-png", "-r", "\(dpi)", "-f", "\(page)", "-l", "\(page)", "-singlefile", url.path, prefix.path])
    return RGBAImage(pngData: try Data(contentsOf: pngURL))
}

private func temporaryURL(_ name: String) -> URL {
    FileManager.default.temporaryDirectory.appendingPathComponent("touchstone-\(UUID().uuidString)-\(name)")
}

@Suite("PDF contexts")
struct PDFContextTests {
    @Test("A PDF context writes a complete document into NSMutableData through its consumer")
    func writesToMutableData() {
        let pdf = makePDF { ctx in
            ctx.beginPDFPage(nil)
            ctx.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
            ctx.fill(CGRect(x: 10, y: 10, width: 50, height: 50))
            ctx.endPDFPage()
        }

        let summary = PDFSummary(pdf)
        #expect(summary.isComplete)
        #expect(summary.mediaBoxes == [[0, 0, 200, 100]])
        #expect(summary.pageCountEntry == 1)
        #expect(summary.contentLengths.count == 1 && summary.contentLengths[0] > 0)
    }

    @Test("Pages take their size from pageInfo's MediaBox (a CGRect or Data of one), else the default")
    func pagesWithDifferentMediaBoxes() throws {
        var tall = CGRect(x: 0, y: 0, width: 300, height: 400)
        let tallData = Data(bytes: &tall, count: MemoryLayout<CGRect>.size)

        let pdf = makePDF { ctx in
            ctx.beginPDFPage(nil)
            ctx.endPDFPage()
            ctx.beginPDFPage([kCGPDFContextMediaBox: CGRect(x: 0, y: 0, width: 595, height: 842)])
            ctx.endPDFPage()
            ctx.beginPDFPage([kCGPDFContextMediaBox: tallData])
            ctx.endPDFPage()
            var square = CGRect(x: 0, y: 0, width: 50, height: 50)
            ctx.beginPage(mediaBox: &square)
            ctx.endPage()
        }

        let summary = PDFSummary(pdf)
        #expect(summary.mediaBoxes == [[0, 0, 200, 100], [0, 0, 595, 842], [0, 0, 300, 400], [0, 0, 50, 50]])
        #expect(summary.pageCountEntry == 4)
        if let pdfinfo = popplerTool("pdfinfo") {
            let url = temporaryURL("pages.pdf")
            defer { try? FileManager.default.removeItem(at: url) }
            try pdf.write(to: url)
            let info = try run(pdfinfo, ["-f", "1", "-l", "4", url.path])
            #expect(info.contains("Pages:           4"))
            #expect(info.contains("Page    2 size:  595 x 842 pts"))
            #expect(info.contains("Page    3 size:  300 x 400 pts"))
        }
    }

    @Test("CGContext(url:mediaBox:) writes the document to a file")
    func writesToFile() throws {
        let url = temporaryURL("file.pdf")
        defer { try? FileManager.default.removeItem(at: url) }
        var box = CGRect(x: 0, y: 0, width: 144, height: 72)

        let ctx = try #require(CGContext(url, mediaBox: &box, nil))
        ctx.beginPDFPage(nil)
        ctx.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        ctx.endPDFPage()
        ctx.closePDF()

        let summary = PDFSummary(try Data(contentsOf: url))
        #expect(summary.isComplete)
        #expect(summary.mediaBoxes == [[0, 0, 144, 72]])
    }

    @Test("A PDF context for an unwritable path, or with a bad media box, is nil")
    func badDestinations() {
        var empty = CGRect(x: 0, y: 0, width: 0, height: 100)
        var nan = CGRect(x: 0, y: 0, width: CGFloat.nan, height: 100)
        let url = temporaryURL("never.pdf")

        #expect(CGContext(URL(fileURLWithPath: "/nonexistent/dir/out.pdf"), mediaBox: nil, nil) == nil)
        #expect(CGContext(consumer: CGDataConsumer(data: NSMutableData())!, mediaBox: &empty, nil) == nil)
        #expect(CGContext(consumer: CGDataConsumer(data: NSMutableData())!, mediaBox: &nan, nil) == nil)
        #expect(CGContext(url, mediaBox: &empty, nil) == nil)
        #expect(!FileManager.default.fileExists(atPath: url.path), "no file is left behind for a bad media box")
    }

    @Test("Without a media box the default page is US Letter, 612 × 792 points")
    func defaultLetter() {
        let data = NSMutableData()
        let ctx = CGContext(consumer: CGDataConsumer(data: data)!, mediaBox: nil, nil)!

        ctx.beginPDFPage(nil)
        ctx.endPDFPage()
        ctx.closePDF()

        #expect(PDFSummary(data as Data).mediaBoxes == [[0, 0, 612, 792]])
    }

    @Test("Drawing outside a page is ignored: it never reaches the next page")
    func drawingOutsidePageIgnored() {
        func page(withStrayDrawing: Bool) -> PDFSummary {
            PDFSummary(makePDF { ctx in
                if withStrayDrawing { ctx.fill(CGRect(x: 0, y: 0, width: 80, height: 80)) }
                ctx.beginPDFPage(nil)
                ctx.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
                ctx.endPDFPage()
                if withStrayDrawing { ctx.strokeEllipse(in: CGRect(x: 0, y: 0, width: 80, height: 80)) }
            })
        }

        let clean = page(withStrayDrawing: false), stray = page(withStrayDrawing: true)

        #expect(stray.mediaBoxes.count == 1)
        #expect(stray.contentLengths == clean.contentLengths)
    }

    @Test("Each page starts with a fresh state in y-up points; a shape drawn near the origin lands bottom-left")
    func yUpCoordinates() throws {
        var ctm = CGAffineTransform.identity, clip = CGRect.null
        let pdf = makePDF { ctx in
            ctx.beginPDFPage(nil)
            ctx.translateBy(x: 5, y: 5)
            ctx.setFillColor(red: 0, green: 0, blue: 1, alpha: 1)
            ctx.endPDFPage()
            ctx.beginPDFPage(nil)
            ctm = ctx.ctm
            clip = ctx.boundingBoxOfClipPath
            ctx.fill(CGRect(x: 0, y: 0, width: 40, height: 20))  // black: the fill colour was reset too
            ctx.endPDFPage()
        }

        #expect(ctm == .identity)
        #expect(clip == CGRect(x: 0, y: 0, width: 200, height: 100))
        guard let page = try renderedPage(pdf, page: 2) else { return }
        #expect(page.width == 200 && page.height == 100)
        #expect(page.quartz(5, 5) == .black, "bottom-left corner is filled")
        #expect(page.quartz(5, 90) == .white, "top-left is not: y runs up")
        #expect(page.quartz(50, 5) == .white)
    }

    @Test("Gradients in a PDF leave unpainted exactly what they leave unpainted in a bitmap")
    func gradientsInPDF() throws {
        let redToBlue = CGGradient(colorSpace: CGColorSpaceCreateDeviceRGB(), colorComponents: [1, 0, 0, 1, 0, 0, 1, 1],
                                   locations: nil)!
        let linearPDF = makePDF { ctx in
            ctx.beginPDFPage(nil)
            ctx.drawLinearGradient(redToBlue, start: CGPoint(x: 80, y: 0), end: CGPoint(x: 120, y: 0), options: [])
            ctx.endPDFPage()
        }
        let radialPDF = makePDF { ctx in
            ctx.beginPDFPage(nil)
            ctx.drawRadialGradient(redToBlue, startCenter: CGPoint(x: 100, y: 50), startRadius: 10,
                                   endCenter: CGPoint(x: 100, y: 50), endRadius: 30, options: .drawsAfterEndLocation)
            ctx.endPDFPage()
        }

        // An opaque axial gradient needs no soft mask: its unpainted sides are cut by geometry, not by transparent
        // stops (Cairo's PDF writer folds end stops into the end colours, which painted the whole page).
        let linearText = String(decoding: linearPDF, as: UTF8.self)
        #expect(linearText.contains("/ShadingType 2") && !linearText.contains("/SMask"))
        #expect(String(decoding: radialPDF, as: UTF8.self).contains("/ShadingType 3"))
        guard let linear = try renderedPage(linearPDF, page: 1), let radial = try renderedPage(radialPDF, page: 1)
        else { return }
        #expect(linear.quartz(40, 50) == .white, "before the start")
        #expect(linear.quartz(82, 50).isClose(to: .red, tolerance: 16))
        #expect(linear.quartz(160, 50) == .white, "after the end")
        #expect(radial.quartz(100, 50) == .white, "inside the start circle")
        #expect(radial.quartz(5, 5) == .blue, "beyond the end circle")
    }

    @Test("A shape with a shadow stays a vector shape in a PDF; only its shadow is an image")
    func shadowedShapeStaysVector() throws {
        let pdf = makePDF { ctx in
            ctx.beginPDFPage(nil)
            ctx.setShadow(offset: CGSize(width: 4, height: -4), blur: 2)
            ctx.setFillColor(red: 0, green: 0, blue: 1, alpha: 1)
            ctx.fill(CGRect(x: 36, y: 28, width: 20, height: 20))
            ctx.endPDFPage()
        }

        let text = String(decoding: pdf, as: UTF8.self)
        #expect(text.components(separatedBy: "/Subtype /Image").count - 1 == 2, "the shadow: colour and soft mask")
        guard let page = try renderedPage(pdf, page: 1, dpi: 288) else { return }
        // At 4 pixels per point the square's left edge (x = 36 pt) is a crisp step, not a 72 dpi blur.
        #expect(page.quartz(36 * 4, 38 * 4) == .blue)
        #expect(page.quartz(36 * 4 - 1, 38 * 4) == .white)
    }

    @Test("closePDF twice, endPDFPage without a page and drawing after close are harmless")
    func lifecycleMisuse() {
        let data = NSMutableData()
        var box = CGRect(x: 0, y: 0, width: 100, height: 100)
        let ctx = CGContext(consumer: CGDataConsumer(data: data)!, mediaBox: &box, nil)!

        ctx.endPDFPage()
        ctx.beginPDFPage(nil)
        ctx.closePDF()  // ends the open page first
        let closedSize = data.length
        ctx.closePDF()
        ctx.beginPDFPage(nil)
        ctx.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        ctx.endPDFPage()

        #expect(PDFSummary(data as Data).mediaBoxes.count == 1)
        #expect(data.length == closedSize, "nothing is written after close")
    }

    @Test("Releasing an unclosed PDF context finishes the document")
    func releaseFinishes() {
        let data = NSMutableData()
        do {
            var box = CGRect(x: 0, y: 0, width: 100, height: 50)
            let ctx = CGContext(consumer: CGDataConsumer(data: data)!, mediaBox: &box, nil)!
            ctx.beginPDFPage(nil)
            ctx.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        }

        let summary = PDFSummary(data as Data)
        #expect(summary.isComplete)
        #expect(summary.mediaBoxes == [[0, 0, 100, 50]])
    }

    @Test("Open transparency layers and saved states do not leak from one page into the next")
    func layersAndStatesEndWithThePage() {
        let pdf = makePDF { ctx in
            ctx.beginTransparencyLayer(auxiliaryInfo: nil)  // outside a page: must not wedge the next page
            ctx.beginPDFPage(nil)
            ctx.saveGState()
            ctx.beginTransparencyLayer(auxiliaryInfo: nil)
            ctx.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
            ctx.endPDFPage()
            ctx.beginPDFPage(nil)
            ctx.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
            ctx.endPDFPage()
        }

        let summary = PDFSummary(pdf)
        #expect(summary.isComplete)
        #expect(summary.mediaBoxes.count == 2)
    }
}
