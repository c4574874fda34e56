// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing
import TouchstoneTesting
@testable import UIKit

/// SVG and PDF files in image sets, drawn at the screen's scale from their point size.
@Suite(.serialized) @MainActor struct VectorAssetTests {
    /// 20×10 points: a red square on the left, a blue circle on the right, transparent elsewhere.
    static let svg = """
        <svg xmlns="http://www.w3.org/2000/svg" width="20" height="10" viewBox="0 0 20 10">
          <rect x="0" y="0" width="10" height="10" fill="#ff0000"/>
          <circle cx="15" cy="5" r="5" fill="#0000ff"/>
        </svg>
        """

    /// A 30×20-point PDF page: green on the left third, a red band along the top of the right third, yellow
    /// elsewhere.
    static func pdf() throws -> Data {
        let data = NSMutableData()
        var box = CGRect(x: 0, y: 0, width: 30, height: 20)
        let consumer = try #require(CGDataConsumer(data: data))
        let pdf = try #require(CGContext(consumer: consumer, mediaBox: &box, nil))
        pdf.beginPDFPage(nil)
        pdf.setFillColor(CGColor(red: 1, green: 1, blue: 0, alpha: 1))
        pdf.fill(box)
        pdf.setFillColor(CGColor(red: 0, green: 1, blue: 0, alpha: 1))
        pdf.fill(CGRect(x: 0, y: 0, width: 10, height: 20))
        pdf.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        pdf.fill(CGRect(x: 20, y: 15, width: 10, height: 5))  // PDF space is y-up: this is the top edge
        pdf.endPDFPage()
        pdf.closePDF()
        return data as Data
    }

    @Test func svgIsDrawnAtTwiceItsPointSizeOnA2xScreen() throws {
        let fixture = try CatalogFixture()
        defer { fixture.remove() }
        try fixture.imageSet("Shapes", [imageEntry("shapes.svg")],
                             properties: #"{ "preserves-vector-representation" : true }"#,
                             files: ["shapes.svg": Data(Self.svg.utf8)])
        let bundle = try fixture.bundle()

        let image = try #require(UIImage(named: "Shapes", in: bundle, compatibleWith: traits(scale: 2)))
        let on3x = UIImage(named: "Shapes", in: bundle, compatibleWith: traits(scale: 3))

        #expect(image.scale == 2 && image.size == CGSize(width: 20, height: 10))
        #expect(image.cgImage?.width == 40 && image.cgImage?.height == 20)
        #expect(pixel(image, 10, 10) == .red)
        #expect(pixel(image, 30, 10) == .blue)
        #expect(pixel(image, 39, 0)?.a == 0, "outside the circle stays transparent")
        #expect(on3x?.cgImage?.width == 60 && on3x?.scale == 3)
        try assertGolden(try #require(image.cgImage), named: "svg-shapes-2x", suite: "AssetCatalogs",
                         filePath: uikitTestsRootFile())
    }

    @Test func pdfIsDrawnAtTwiceItsPageSizeOnA2xScreen() throws {
        let fixture = try CatalogFixture()
        defer { fixture.remove() }
        try fixture.imageSet("Page", [imageEntry("page.pdf")], files: ["page.pdf": try Self.pdf()])
        let bundle = try fixture.bundle()

        let image = try #require(UIImage(named: "Page", in: bundle, compatibleWith: traits(scale: 2)))

        #expect(image.scale == 2 && image.size == CGSize(width: 30, height: 20))
        #expect(image.cgImage?.width == 60 && image.cgImage?.height == 40)
        #expect(pixel(image, 5, 20) == .green)
        #expect(pixel(image, 50, 20) == .yellow)
        #expect(pixel(image, 50, 2) == .red, "the page is upright")
        #expect(pixel(image, 50, 38) == .yellow)
        try assertGolden(try #require(image.cgImage), named: "pdf-page-2x", suite: "AssetCatalogs",
                         filePath: uikitTestsRootFile())
    }

    @Test func aViewBoxAloneGivesTheSize() throws {
        let document = try #require(VectorDocument(
            data: Data(#"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 4"><rect width="8" height="4"/></svg>"#.utf8),
            format: .svg, source: "viewbox.svg"))

        #expect(document.size == CGSize(width: 8, height: 4))
        #expect(document.rasterize(scale: 3)?.width == 24)
    }
}
