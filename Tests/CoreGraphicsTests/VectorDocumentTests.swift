// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing
@testable import CoreGraphics

/// `VectorDocument`: SVG and PDF rasterising through libraries opened at run time.
@Suite struct VectorDocumentTests {
    private let square = Data(#"<svg xmlns="http://www.w3.org/2000/svg" width="4" height="2"><rect width="4" height="2" fill="red"/></svg>"#.utf8)

    @Test func aMissingLibraryIsNilNotACrash() {
        #expect(DynamicLibrary(["libtouchstone-no-such-library.so.9"]) == nil)
    }

    @Test func rasterizesAtTheScaleAskedAndRefusesBadScalesAndHugeSizes() throws {
        let document = try #require(VectorDocument(data: square, format: .svg, source: "square.svg"))

        #expect(document.size == CGSize(width: 4, height: 2))
        #expect(document.rasterize(scale: 2.5).map { [$0.width, $0.height] } == [10, 5])
        #expect(document.rasterize(scale: 0) == nil)
        #expect(document.rasterize(scale: .nan) == nil)
        #expect(document.rasterize(scale: 5_000) == nil, "20,000 pixels wide is over the limit")
    }

    @Test func svgDataIsNotAPDF() {
        #expect(VectorDocument(data: square, format: .pdf, source: "square.pdf") == nil)
        #expect(VectorDocument(data: Data(), format: .svg, source: "empty.svg") == nil)
    }
}
