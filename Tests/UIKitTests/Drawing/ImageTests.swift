// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing
import TouchstoneTesting
import UIKit

/// UIImage's structure: size, scale, orientation, loading, encoding and resizable caps (guide, "Drawing Images").
@MainActor
@Suite struct ImageTests {
    @Test func sizeIsPixelsDividedByScale() {
        let bitmap = makeImage(width: 6, height: 4) { _, _ in .red }

        let one = UIImage(cgImage: bitmap)
        let two = UIImage(cgImage: bitmap, scale: 2, orientation: .up)

        #expect(one.size == CGSize(width: 6, height: 4))
        #expect(one.scale == 1)
        #expect(one.imageOrientation == .up)
        #expect(two.size == CGSize(width: 3, height: 2))
        #expect(two.scale == 2)
        #expect(two.cgImage === bitmap)
    }

    @Test func leftAndRightOrientationsSwapWidthAndHeight() {
        let bitmap = makeImage(width: 6, height: 4) { _, _ in .red }

        let sizes = UIImage.Orientation.allCases.map { UIImage(cgImage: bitmap, scale: 2, orientation: $0).size }

        let upright = CGSize(width: 3, height: 2), turned = CGSize(width: 2, height: 3)
        #expect(sizes == [upright, upright, turned, turned, upright, upright, turned, turned])
        #expect(UIImage.Orientation.allCases.map(\.rawValue) == Array(0...7))
    }

    @Test func invalidScaleBecomesOneAndEmptyImageHasNoSize() {
        let bitmap = makeImage(width: 2, height: 2) { _, _ in .red }

        let nan = UIImage(cgImage: bitmap, scale: .nan, orientation: .up)
        let negative = UIImage(cgImage: bitmap, scale: -2, orientation: .up)
        let empty = UIImage()

        #expect(nan.scale == 1)
        #expect(negative.size == CGSize(width: 2, height: 2))
        #expect(empty.size == .zero)
        #expect(empty.cgImage == nil)
        #expect(empty.pngData() == nil)
    }

    @Test func pngDataRoundTripsPixelsExactly() throws {
        let original = UIImage(cgImage: quadrants())

        let data = try #require(original.pngData())
        let decoded = try #require(UIImage(data: data))

        #expect(data.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        #expect(UIImagePNGRepresentation(original) == data)
        #expect(decoded.size == CGSize(width: 4, height: 4))
        #expect(RGBAImage(decoded.cgImage!) == RGBAImage(original.cgImage!))
    }

    @Test func jpegDataRoundTripsSizeAndColour() throws {
        let original = UIImage(cgImage: makeImage(width: 16, height: 8) { _, _ in RGB(r: 200, g: 40, b: 40) })

        let data = try #require(original.jpegData(compressionQuality: 0.9))
        let decoded = try #require(UIImage(data: data, scale: 2))

        #expect(data.starts(with: [0xFF, 0xD8, 0xFF]))
        #expect(UIImageJPEGRepresentation(original, 0.9) == data)
        #expect(decoded.size == CGSize(width: 8, height: 4))
        let p = RGBAImage(decoded.cgImage!).at(8, 4)
        #expect(abs(Int(p.r) - 200) <= 3 && abs(Int(p.g) - 40) <= 3 && abs(Int(p.b) - 40) <= 3)
    }

    @Test func corruptEmptyOrTruncatedDataGivesNil() throws {
        let png = try #require(UIImage(cgImage: quadrants()).pngData())

        #expect(UIImage(data: Data()) == nil)
        #expect(UIImage(data: Data("not an image".utf8)) == nil)
        #expect(UIImage(data: png.prefix(20)) == nil)
        #expect(UIImage(data: Data([0xFF, 0xD8, 0xFF, 0x00])) == nil)
    }

    @Test func hugeDimensionsAreRefused() {
        // A well-formed PNG header (valid CRC) announcing 40,000 × 1 pixels, beyond Cairo's 32,767 limit.
        let header = Data([
            0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00, 0x00, 0x00, 0x0D, 0x49, 0x48, 0x44, 0x52,
            0x00, 0x00, 0x9C, 0x40, 0x00, 0x00, 0x00, 0x01, 0x08, 0x06, 0x00, 0x00, 0x00, 0xBD, 0x60, 0xCB, 0x84,
        ])

        #expect(UIImage(data: header) == nil)
        #expect(UIImage(data: header, scale: 2) == nil)
    }

    @Test func contentsOfFileReadsScaleFromTheFileName() throws {
        let dir = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let png = try #require(UIImage(cgImage: quadrants()).pngData())
        let jpeg = try #require(UIImage(cgImage: quadrants(side: 6)).jpegData(compressionQuality: 1))
        try png.write(to: dir.appendingPathComponent("plain.png"))
        try png.write(to: dir.appendingPathComponent("button@2x.png"))
        try jpeg.write(to: dir.appendingPathComponent("photo@3x.jpg"))

        let plain = UIImage(contentsOfFile: dir.appendingPathComponent("plain.png").path)
        let double = UIImage(contentsOfFile: dir.appendingPathComponent("button@2x.png").path)
        let triple = UIImage(contentsOfFile: dir.appendingPathComponent("photo@3x.jpg").path)
        let missing = UIImage(contentsOfFile: dir.appendingPathComponent("missing.png").path)

        #expect(plain?.scale == 1 && plain?.size == CGSize(width: 4, height: 4))
        #expect(double?.scale == 2 && double?.size == CGSize(width: 2, height: 2))
        #expect(triple?.scale == 3 && triple?.size == CGSize(width: 2, height: 2))
        #expect(missing == nil)
    }

    @Test func namedPicksTheScreenScaleVariantAndCaches() throws {
        let dir = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let small = try #require(UIImage(cgImage: quadrants(side: 2)).pngData())
        let large = try #require(UIImage(cgImage: quadrants(side: 4)).pngData())
        let jpeg = try #require(UIImage(cgImage: quadrants(side: 6)).jpegData(compressionQuality: 1))
        try small.write(to: dir.appendingPathComponent("icon.png"))
        try large.write(to: dir.appendingPathComponent("icon@2x.png"))
        try small.write(to: dir.appendingPathComponent("only1x.png"))
        try jpeg.write(to: dir.appendingPathComponent("photo.jpg"))
        let bundle = try #require(Bundle(path: dir.path))
        let screenScale = UIScreen.main.scale

        let icon = try #require(UIImage(named: "icon", in: bundle))
        let withExtension = try #require(UIImage(named: "icon.png", in: bundle))
        let only1x = try #require(UIImage(named: "only1x", in: bundle))
        let photo = try #require(UIImage(named: "photo", in: bundle))
        try FileManager.default.removeItem(at: dir.appendingPathComponent("only1x.png"))
        let cached = UIImage(named: "only1x", in: bundle)

        #expect(icon.scale == (screenScale == 1 ? 1 : 2))
        #expect(icon.size == CGSize(width: 2, height: 2))
        #expect(withExtension.scale == icon.scale)
        #expect(only1x.scale == 1 && only1x.size == CGSize(width: 2, height: 2))
        #expect(photo.size == CGSize(width: 6, height: 6))
        #expect(cached?.cgImage === only1x.cgImage)
        #expect(UIImage(named: "absent", in: bundle) == nil)
        #expect(UIImage(named: "", in: bundle) == nil)
        #expect(UIImage(named: "no-such-image-anywhere") == nil)
    }

    @Test func traitCollectionChoosesTheScaleVariant() throws {
        let dir = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        try #require(UIImage(cgImage: quadrants(side: 2)).pngData()).write(to: dir.appendingPathComponent("dot.png"))
        try #require(UIImage(cgImage: quadrants(side: 4)).pngData()).write(to: dir.appendingPathComponent("dot@2x.png"))
        try #require(UIImage(cgImage: quadrants(side: 6)).pngData()).write(to: dir.appendingPathComponent("dot@3x.png"))
        let bundle = try #require(Bundle(path: dir.path))

        let scales = [1, 2, 3].map {
            UIImage(named: "dot", in: bundle, compatibleWith: UITraitCollection(displayScale: $0))?.scale
        }
        let onlyLower = try #require(
            UIImage(named: "dot", in: bundle, compatibleWith: UITraitCollection(displayScale: 4)))

        #expect(scales == [1, 2, 3])
        #expect(onlyLower.scale == 3 && onlyLower.size == CGSize(width: 2, height: 2))
        #expect(UITraitCollection(displayScale: -1).displayScale == 0)
    }

    @Test func resizableImagesRecordCapsAndMode() {
        let image = UIImage(cgImage: makeImage(width: 10, height: 8) { _, _ in .red })

        let tiled = image.resizableImage(withCapInsets: UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        let stretched = image.resizableImage(
            withCapInsets: UIEdgeInsets(top: -1, left: .nan, bottom: 20, right: 4), resizingMode: .stretch)
        let classic = image.stretchableImage(withLeftCapWidth: 4, topCapHeight: 3)
        let whole = image.stretchableImage(withLeftCapWidth: 0, topCapHeight: 0)

        #expect(tiled.capInsets == UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        #expect(tiled.resizingMode == .tile)
        #expect(tiled.cgImage === image.cgImage && tiled.size == image.size)
        #expect(stretched.capInsets == UIEdgeInsets(top: 0, left: 0, bottom: 8, right: 4))
        #expect(stretched.resizingMode == .stretch)
        #expect(classic.capInsets == UIEdgeInsets(top: 3, left: 4, bottom: 4, right: 5))
        #expect(classic.leftCapWidth == 4 && classic.topCapHeight == 3)
        #expect(whole.capInsets == .zero)
        #expect(image.capInsets == .zero)
    }
}
