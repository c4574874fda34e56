// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing
import TouchstoneTesting
import UIKit

/// UIImage drawing into UIKit's flipped contexts: upright, scaled, blended, turned and nine-sliced.
@MainActor
@Suite struct ImageDrawingTests {
    @Test func drawAtPointIsUprightAtNaturalSize() {
        let image = UIImage(cgImage: quadrants())

        let px = renderPixels(CGSize(width: 10, height: 10)) { image.draw(at: CGPoint(x: 2, y: 3)) }

        #expect(px.at(2, 3) == .red)
        #expect(px.at(5, 3) == .green)
        #expect(px.at(2, 6) == .blue)
        #expect(px.at(5, 6) == .white)
        #expect(px.at(1, 3) == .clear)
        #expect(px.at(6, 3) == .clear)
        #expect(px.at(2, 7) == .clear)
    }

    /// Guide behaviour 136: Quartz draws a bitmap upside down in a flipped context; UIImage draws it upright.
    @Test func uiImageCompensatesTheFlipThatCGContextDrawDoesNot() {
        let topRowRed = makeImage(width: 2, height: 2) { _, y in y == 0 ? .red : .blue }

        let quartz = renderPixels(CGSize(width: 2, height: 2)) {
            UIGraphicsGetCurrentContext()?.draw(topRowRed, in: CGRect(x: 0, y: 0, width: 2, height: 2))
        }
        let uikit = renderPixels(CGSize(width: 2, height: 2)) { UIImage(cgImage: topRowRed).draw(at: .zero) }

        #expect(quartz.at(0, 0) == .blue && quartz.at(0, 1) == .red)
        #expect(uikit.at(0, 0) == .red && uikit.at(1, 1) == .blue)
    }

    @Test func drawInRectScalesToFill() {
        let image = UIImage(cgImage: quadrants())

        let px = renderPixels(CGSize(width: 10, height: 10)) { image.draw(in: CGRect(x: 1, y: 1, width: 8, height: 4)) }

        #expect(px.at(1, 1) == .red && px.at(4, 2) == .red)
        #expect(px.at(5, 1) == .green && px.at(8, 2) == .green)
        #expect(px.at(1, 3) == .blue && px.at(4, 4) == .blue)
        #expect(px.at(5, 3) == .white && px.at(8, 4) == .white)
        #expect(px.at(0, 0) == .clear && px.at(9, 5) == .clear)
    }

    @Test func doubleScaleImageDrawsAtHalfItsPixelSize() {
        let image = UIImage(cgImage: quadrants(), scale: 2, orientation: .up)

        let px = renderPixels(CGSize(width: 4, height: 4)) { image.draw(at: .zero) }
        let sharp = renderPixels(CGSize(width: 4, height: 4), scale: 2) { image.draw(at: .zero) }

        #expect(px.at(0, 0) == .red && px.at(1, 0) == .green && px.at(0, 1) == .blue && px.at(1, 1) == .white)
        #expect(px.at(2, 0) == .clear && px.at(0, 2) == .clear)
        #expect(sharp.width == 8)
        #expect(sharp.at(1, 1) == .red && sharp.at(2, 1) == .green && sharp.at(3, 3) == .white)
        #expect(sharp.at(4, 0) == .clear)
    }

    @Test func alphaAndBlendModeApplyAndAreRestored() {
        let red = UIImage(cgImage: makeImage(width: 2, height: 2) { _, _ in .red })

        let px = renderPixels(CGSize(width: 6, height: 2)) {
            UIColor(white: 0.5, alpha: 1).setFill()
            UIRectFill(CGRect(x: 0, y: 0, width: 6, height: 2))
            red.draw(at: .zero, blendMode: .normal, alpha: 0.5)
            red.draw(in: CGRect(x: 2, y: 0, width: 2, height: 2), blendMode: .multiply, alpha: 1)
            red.draw(at: CGPoint(x: 4, y: 0))
        }

        let half = px.at(0, 0)
        #expect(abs(Int(half.r) - 191) <= 2 && abs(Int(half.g) - 64) <= 2 && half.b == half.g)
        let multiplied = px.at(2, 0)
        #expect(multiplied.r >= 127 && multiplied.r <= 129 && multiplied.g == 0 && multiplied.b == 0)
        #expect(px.at(4, 0) == .red)
    }

    @Test func drawingWithoutAContextDoesNothing() {
        let image = UIImage(cgImage: quadrants())

        image.draw(at: .zero)
        image.draw(in: CGRect(x: 0, y: 0, width: CGFloat.nan, height: 4))
        image.drawAsPattern(in: CGRect(x: 0, y: 0, width: 4, height: 4))
        let px = renderPixels(CGSize(width: 4, height: 4)) {
            image.draw(in: CGRect(x: 0, y: CGFloat.infinity, width: 4, height: 4))
            image.draw(at: .zero, blendMode: .normal, alpha: .nan)
            UIImage().draw(at: .zero)
        }

        #expect(UIGraphicsGetCurrentContext() == nil)
        #expect(px.at(0, 0) == .clear && px.at(3, 3) == .clear)
    }

    @Test func rightAndDownOrientationsTurnTheBitmap() {
        let bitmap = quadrants()

        let right = renderPixels(CGSize(width: 4, height: 4)) {
            UIImage(cgImage: bitmap, scale: 1, orientation: .right).draw(at: .zero)
        }
        let down = renderPixels(CGSize(width: 4, height: 4)) {
            UIImage(cgImage: bitmap, scale: 1, orientation: .down).draw(at: .zero)
        }
        let mirrored = renderPixels(CGSize(width: 4, height: 4)) {
            UIImage(cgImage: bitmap, scale: 1, orientation: .upMirrored).draw(at: .zero)
        }

        // Turned 90° clockwise: the bitmap's top row becomes the right column.
        #expect([right.at(0, 0), right.at(3, 0), right.at(0, 3), right.at(3, 3)] == [.blue, .red, .white, .green])
        #expect([down.at(0, 0), down.at(3, 0), down.at(0, 3), down.at(3, 3)] == [.white, .blue, .green, .red])
        #expect([mirrored.at(0, 0), mirrored.at(3, 0), mirrored.at(0, 3), mirrored.at(3, 3)]
                    == [.green, .red, .white, .blue])
    }

    @Test func turnedNonSquareImageFillsItsSwappedSize() {
        // 4×2 pixels: left half red, right half green.
        let bitmap = makeImage(width: 4, height: 2) { x, _ in x < 2 ? .red : .green }

        let left = renderPixels(CGSize(width: 4, height: 4)) {
            UIImage(cgImage: bitmap, scale: 1, orientation: .left).draw(at: .zero)
        }

        // Turned 90° anticlockwise: the bitmap's left half ends at the bottom, 2 points wide and 4 tall.
        #expect(left.at(0, 0) == .green && left.at(1, 1) == .green)
        #expect(left.at(0, 2) == .red && left.at(1, 3) == .red)
        #expect(left.at(2, 0) == .clear && left.at(3, 3) == .clear)
    }

    /// 4×4 pixels: red corners, green edges, a 2×2 centre whose left column is blue and right column yellow.
    private func ninePatch() -> UIImage {
        UIImage(cgImage: makeImage(width: 4, height: 4) { x, y in
            let edgeX = x == 0 || x == 3, edgeY = y == 0 || y == 3
            if edgeX && edgeY { return .red }
            if edgeX || edgeY { return .green }
            return x == 1 ? .blue : .yellow
        })
    }

    @Test func stretchedResizableImageKeepsCapsAndScalesTheCentre() {
        let image = ninePatch().resizableImage(
            withCapInsets: UIEdgeInsets(top: 1, left: 1, bottom: 1, right: 1), resizingMode: .stretch)

        let px = renderPixels(CGSize(width: 10, height: 6)) { image.draw(in: CGRect(x: 0, y: 0, width: 10, height: 6)) }

        #expect([px.at(0, 0), px.at(9, 0), px.at(0, 5), px.at(9, 5)] == [.red, .red, .red, .red])
        #expect([px.at(4, 0), px.at(0, 3), px.at(9, 2), px.at(5, 5)] == [.green, .green, .green, .green])
        #expect([px.at(1, 1), px.at(4, 4)] == [.blue, .blue])
        #expect([px.at(5, 1), px.at(8, 4)] == [.yellow, .yellow])
    }

    @Test func tiledResizableImageRepeatsTheCentre() {
        let image = ninePatch().resizableImage(withCapInsets: UIEdgeInsets(top: 1, left: 1, bottom: 1, right: 1))

        let px = renderPixels(CGSize(width: 10, height: 6)) { image.draw(in: CGRect(x: 0, y: 0, width: 10, height: 6)) }

        #expect([px.at(0, 0), px.at(9, 5)] == [.red, .red])
        #expect([px.at(1, 1), px.at(2, 1), px.at(3, 4), px.at(4, 4), px.at(7, 2), px.at(8, 2)]
                    == [.blue, .yellow, .blue, .yellow, .blue, .yellow])
        #expect([px.at(5, 0), px.at(9, 4)] == [.green, .green])
    }

    @Test func stretchableImageStretchesTheColumnAfterTheCap() {
        // 3×1 pixels: red, blue, green. Left cap 1: blue is the stretched column, green the right cap.
        let image = UIImage(cgImage: makeImage(width: 3, height: 1) { x, _ in [RGB.red, .blue, .green][x] })
            .stretchableImage(withLeftCapWidth: 1, topCapHeight: 0)

        let px = renderPixels(CGSize(width: 8, height: 2)) { image.draw(in: CGRect(x: 0, y: 0, width: 8, height: 2)) }

        #expect(px.at(0, 0) == .red && px.at(0, 1) == .red)
        #expect((1...6).allSatisfy { px.at($0, 0) == .blue })
        #expect(px.at(7, 1) == .green)
    }

    @Test func drawAsPatternTilesFromTheRectOrigin() {
        let image = UIImage(cgImage: quadrants(side: 2))

        let px = renderPixels(CGSize(width: 6, height: 4)) {
            image.drawAsPattern(in: CGRect(x: 1, y: 1, width: 4, height: 3))
        }

        #expect([px.at(1, 1), px.at(2, 1), px.at(3, 1), px.at(1, 2), px.at(4, 2), px.at(1, 3)]
                    == [.red, .green, .red, .blue, .white, .red])
        #expect(px.at(0, 1) == .clear && px.at(5, 1) == .clear && px.at(1, 0) == .clear)
    }

    @Test func goldenNineSliceAndOrientations() throws {
        let bitmap = quadrants(side: 8)
        let panel = ninePatch().resizableImage(withCapInsets: UIEdgeInsets(top: 1, left: 1, bottom: 1, right: 1))

        UIGraphicsBeginImageContextWithOptions(CGSize(width: 48, height: 32), false, 2)
        UIGraphicsGetCurrentContext()?.interpolationQuality = .none
        panel.draw(in: CGRect(x: 0, y: 0, width: 48, height: 12))
        for (i, orientation) in UIImage.Orientation.allCases.enumerated() {
            UIImage(cgImage: bitmap, scale: 2, orientation: orientation)
                .draw(at: CGPoint(x: CGFloat(i % 4) * 12 + 2, y: CGFloat(i / 4) * 10 + 13))
        }
        let image = UIGraphicsGetImageFromCurrentImageContext()
        UIGraphicsEndImageContext()

        let result = try #require(image?.cgImage)
        #expect(result.width == 96 && result.height == 64)
        try assertGolden(result, named: "image-nine-slice-orientations", suite: "ImageDrawingTests",
                         filePath: uikitTestsRootFile())
    }
}
