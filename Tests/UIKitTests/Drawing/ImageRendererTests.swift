// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing
import TouchstoneTesting
import UIKit

/// UIGraphicsImageRenderer: block-based image drawing with a format.
@MainActor
@Suite struct ImageRendererTests {
    private func format(scale: CGFloat, opaque: Bool = false) -> UIGraphicsImageRendererFormat {
        let format = UIGraphicsImageRendererFormat()
        format.scale = scale
        format.opaque = opaque
        return format
    }

    @Test func imageHasTheFormatScaleAndFlippedContext() throws {
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 2), format: format(scale: 3))
        var stackDepthInside = 0

        let image = renderer.image { context in
            stackDepthInside = UIGraphicsGetCurrentContext() === context.cgContext ? 1 : 0
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
            UIColor.blue.setFill()
            UIRectFill(CGRect(x: 3, y: 1, width: 1, height: 1))
        }

        let px = RGBAImage(try #require(image.cgImage))
        #expect(image.size == CGSize(width: 4, height: 2) && image.scale == 3)
        #expect(px.width == 12 && px.height == 6)
        #expect(px.at(0, 0) == .red && px.at(2, 2) == .red && px.at(3, 0) == .clear)
        #expect(px.at(9, 3) == .blue && px.at(11, 5) == .blue)
        #expect(stackDepthInside == 1)
        #expect(UIGraphicsGetCurrentContext() == nil)
    }

    @Test func defaultFormatFollowsTheMainScreen() {
        let format = UIGraphicsImageRendererFormat.default()

        let image = UIGraphicsImageRenderer(size: CGSize(width: 2, height: 2)).image { _ in }

        #expect(format.scale == UIScreen.main.scale && !format.opaque && format.preferredRange == .automatic)
        #expect(UIGraphicsImageRendererFormat.preferred().scale == UIScreen.main.scale)
        #expect(image.scale == UIScreen.main.scale)
    }

    @Test func boundsOriginMapsToTheTopLeftPixel() throws {
        let renderer = UIGraphicsImageRenderer(
            bounds: CGRect(x: 10, y: 20, width: 4, height: 4), format: format(scale: 1))

        let image = renderer.image { context in
            UIColor.green.setFill()
            context.fill(CGRect(x: 10, y: 20, width: 1, height: 1))
        }

        let px = RGBAImage(try #require(image.cgImage))
        #expect(renderer.bounds == CGRect(x: 10, y: 20, width: 4, height: 4))
        #expect(px.at(0, 0) == .green && px.at(1, 0) == .clear)
    }

    @Test func currentImageClipAndStroke() throws {
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 6, height: 6), format: format(scale: 1))
        var midway: UIImage?

        let image = renderer.image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 6, height: 6))
            midway = context.currentImage
            context.clip(to: CGRect(x: 0, y: 0, width: 3, height: 6))
            UIColor.blue.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 6, height: 6), blendMode: .copy)
        }
        let stroked = renderer.image { context in
            context.cgContext.setStrokeColor(UIColor.green.cgColor)
            context.cgContext.setLineWidth(2)
            context.stroke(CGRect(x: 1, y: 1, width: 4, height: 4))
        }

        let px = RGBAImage(try #require(image.cgImage))
        #expect(RGBAImage(try #require(midway?.cgImage)).at(5, 5) == .red)
        #expect(px.at(0, 0) == .blue && px.at(2, 5) == .blue && px.at(3, 0) == .red)
        let s = RGBAImage(try #require(stroked.cgImage))
        #expect(s.at(0, 0) == .green && s.at(1, 3) == .green && s.at(3, 3) == .clear)
    }

    @Test func pngAndJpegDataEncodeTheDrawing() throws {
        let renderer = UIGraphicsImageRenderer(
            size: CGSize(width: 8, height: 8), format: format(scale: 1, opaque: true))
        let draw: (UIGraphicsImageRendererContext) -> Void = { context in
            UIColor.white.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 8, height: 8))
            UIImage(cgImage: quadrants(side: 4)).draw(at: CGPoint(x: 2, y: 2))
        }

        let png = renderer.pngData(actions: draw)
        let jpeg = renderer.jpegData(withCompressionQuality: 1, actions: draw)

        let decoded = RGBAImage(try #require(UIImage(data: png)?.cgImage))
        #expect(decoded.width == 8 && decoded.at(2, 2) == .red)
        #expect(decoded.at(5, 5) == .white && decoded.at(0, 0) == .white)
        #expect(decoded.at(4, 2) == .green && decoded.at(2, 4) == .blue)
        #expect(jpeg.starts(with: [0xFF, 0xD8, 0xFF]))
        #expect(UIImage(data: jpeg)?.size == CGSize(width: 8, height: 8))
    }

    @Test func emptyBoundsGiveAnEmptyImageWithoutRunningActions() {
        var ran = false

        let image = UIGraphicsImageRenderer(size: .zero).image { _ in ran = true }
        let data = UIGraphicsImageRenderer(size: CGSize(width: CGFloat.nan, height: 2)).pngData { _ in ran = true }

        #expect(!ran)
        #expect(image.size == .zero && image.cgImage == nil)
        #expect(data.isEmpty)
    }

    @Test func goldenRendererDrawing() throws {
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 24, height: 16), format: format(scale: 2))

        let image = renderer.image { context in
            UIColor(white: 0.9, alpha: 1).setFill()
            context.fill(renderer.bounds)
            UIImage(cgImage: quadrants(side: 8)).draw(in: CGRect(x: 2, y: 2, width: 12, height: 12))
            UIImage(cgImage: quadrants(side: 8), scale: 2, orientation: .right).draw(at: CGPoint(x: 16, y: 2))
            UIColor.blue.set()
            UIRectFrame(CGRect(x: 15, y: 9, width: 8, height: 6))
        }

        try assertGolden(try #require(image.cgImage), named: "image-renderer", suite: "ImageRendererTests",
                         filePath: uikitTestsRootFile())
    }
}
