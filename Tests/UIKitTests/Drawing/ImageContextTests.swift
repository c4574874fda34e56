// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing
import TouchstoneTesting
import UIKit

/// UIGraphicsBeginImageContext… / End: flipped, scaled, nested bitmap contexts (guide, "Creating Images").
@MainActor
@Suite struct ImageContextTests {
    @Test func imageContextIsFlippedWithOriginTopLeft() throws {
        UIGraphicsBeginImageContext(CGSize(width: 4, height: 3))
        UIColor.red.setFill()
        UIRectFill(CGRect(x: 0, y: 0, width: 1, height: 1))
        UIColor.blue.setFill()
        UIRectFill(CGRect(x: 3, y: 2, width: 1, height: 1))
        let image = try #require(UIGraphicsGetImageFromCurrentImageContext())
        UIGraphicsEndImageContext()

        let px = RGBAImage(try #require(image.cgImage))
        #expect(image.size == CGSize(width: 4, height: 3))
        #expect(image.scale == 1 && image.imageOrientation == .up)
        #expect(px.width == 4 && px.height == 3)
        #expect(px.at(0, 0) == .red && px.at(3, 2) == .blue)
        #expect(px.at(1, 0) == .clear && px.at(0, 2) == .clear)
        #expect(UIGraphicsGetCurrentContext() == nil)
    }

    /// Guide behaviour 133: a 40×30 context filled red gives a 40×30 all-red image.
    @Test func filledContextGivesAnAllRedImage() throws {
        UIGraphicsBeginImageContext(CGSize(width: 40, height: 30))
        UIColor.red.setFill()
        UIRectFill(CGRect(x: 0, y: 0, width: 40, height: 30))
        let image = try #require(UIGraphicsGetImageFromCurrentImageContext())
        UIGraphicsEndImageContext()

        let px = RGBAImage(try #require(image.cgImage))
        #expect(image.size == CGSize(width: 40, height: 30))
        #expect(stride(from: 0, to: px.pixels.count, by: 4).allSatisfy { px.pixels[$0..<$0 + 4] == [255, 0, 0, 255] })
    }

    @Test func scaleTwoDoublesThePixelSize() throws {
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 4, height: 3), false, 2)
        UIColor.green.setFill()
        UIRectFill(CGRect(x: 1, y: 0, width: 1, height: 1))
        let image = try #require(UIGraphicsGetImageFromCurrentImageContext())
        UIGraphicsEndImageContext()

        let px = RGBAImage(try #require(image.cgImage))
        #expect(image.size == CGSize(width: 4, height: 3) && image.scale == 2)
        #expect(px.width == 8 && px.height == 6)
        #expect([px.at(2, 0), px.at(3, 0), px.at(2, 1), px.at(3, 1)] == [.green, .green, .green, .green])
        #expect(px.at(1, 0) == .clear && px.at(4, 0) == .clear && px.at(2, 2) == .clear)
    }

    @Test func scaleZeroUsesTheMainScreenScale() throws {
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 5, height: 2), false, 0)
        let image = try #require(UIGraphicsGetImageFromCurrentImageContext())
        UIGraphicsEndImageContext()

        let scale = UIScreen.main.scale
        #expect(image.scale == scale)
        #expect(image.cgImage?.width == Int(5 * scale) && image.cgImage?.height == Int(2 * scale))
    }

    @Test func opaqueContextStartsBlack() throws {
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 2, height: 2), true, 1)
        let image = try #require(UIGraphicsGetImageFromCurrentImageContext())
        UIGraphicsEndImageContext()

        #expect(RGBAImage(image.cgImage!).at(1, 1) == RGB(r: 0, g: 0, b: 0))
    }

    @Test func endWithoutBeginIsHarmless() {
        let outer = renderPixels(CGSize(width: 2, height: 2)) {
            UIColor.red.setFill()
            UIRectFill(CGRect(x: 0, y: 0, width: 2, height: 2))
        }

        UIGraphicsEndImageContext()
        UIGraphicsEndImageContext()

        #expect(outer.at(1, 1) == .red)
        #expect(UIGraphicsGetImageFromCurrentImageContext() == nil)
        #expect(UIGraphicsGetCurrentContext() == nil)
    }

    @Test func contextsNestAndEndRestoresTheOuterOne() throws {
        UIGraphicsBeginImageContext(CGSize(width: 2, height: 2))
        let outer = UIGraphicsGetCurrentContext()
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 3, height: 3), false, 1)
        let inner = UIGraphicsGetCurrentContext()
        UIColor.blue.setFill()
        UIRectFill(CGRect(x: 0, y: 0, width: 3, height: 3))
        let innerImage = try #require(UIGraphicsGetImageFromCurrentImageContext())
        UIGraphicsEndImageContext()
        let current = UIGraphicsGetCurrentContext()
        let outerImage = try #require(UIGraphicsGetImageFromCurrentImageContext())
        UIGraphicsEndImageContext()

        #expect(outer != nil && inner != nil && outer !== inner)
        #expect(current === outer)
        #expect(innerImage.size == CGSize(width: 3, height: 3))
        #expect(RGBAImage(innerImage.cgImage!).at(2, 2) == .blue)
        #expect(outerImage.size == CGSize(width: 2, height: 2))
        #expect(RGBAImage(outerImage.cgImage!).at(1, 1) == .clear)
        #expect(UIGraphicsGetCurrentContext() == nil)
    }

    @Test func emptyOrNonFiniteSizesMakeNoContext() {
        UIGraphicsBeginImageContext(CGSize(width: 2, height: 2))
        let outer = UIGraphicsGetCurrentContext()
        var results: [Bool] = []
        for size in [CGSize.zero, CGSize(width: -3, height: 2), CGSize(width: CGFloat.nan, height: 2),
                     CGSize(width: 2, height: CGFloat.infinity), CGSize(width: 100_000, height: 2)]
        {
            UIGraphicsBeginImageContextWithOptions(size, false, 1)
            let refused = UIGraphicsGetImageFromCurrentImageContext() == nil
            results.append(refused && UIGraphicsGetCurrentContext() === outer)
            UIGraphicsEndImageContext()
        }
        let afterwards = UIGraphicsGetCurrentContext()
        UIGraphicsEndImageContext()

        #expect(results == [true, true, true, true, true])
        #expect(afterwards === outer)
        #expect(UIGraphicsGetCurrentContext() == nil)
    }
}
