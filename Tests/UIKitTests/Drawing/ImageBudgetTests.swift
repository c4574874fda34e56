// SPDX-License-Identifier: Apache-2.0

import Foundation
import ImageIO
import Synchronization
import Testing
import TouchstoneTesting
import UIKit

/// Issue 12, "Memory": `UIImage(data:)` reads the header only, refuses images over the pixel budget before any
/// pixel is allocated, and decodes the rest on first draw, as iOS does.
@Suite("Image loading: header first, pixel budget, decompression bombs")
struct ImageBudgetTests {
    @Test("A 30,000² JPEG, GIF, PNG and BMP (a few hundred bytes each) give nil at once, without allocating")
    func bombsAreRefused() throws {
        let bombs = [ImageBomb.jpeg(width: 30_000, height: 30_000), ImageBomb.gif(side: 30_000),
                     ImageBomb.png(side: 30_000), ImageBomb.bmp(side: 30_000)]
        let directory = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("bomb.jpg")
        try bombs[0].write(to: file)
        let before = residentBytes()
        let start = Date()

        for bomb in bombs {
            #expect(bomb.count < 1_000)
            #expect(UIImage(data: bomb) == nil)
        }
        #expect(UIImage(contentsOfFile: file.path) == nil)
        let provider = try #require(CGDataProvider(data: bombs[0]))
        #expect(CGImage(jpegDataProviderSource: provider, decode: nil, shouldInterpolate: true,
                        intent: .defaultIntent) == nil)

        #expect(Date().timeIntervalSince(start) < 1)
        #expect(residentBytes() - before < 100 << 20)
    }

    @Test("A large image within the budget (8,000² = 64 megapixels) loads its size without decoding a pixel")
    func largeImageIsNotDecodedUntilDrawn() throws {
        let before = residentBytes()

        let image = try #require(UIImage(data: ImageBomb.jpeg(width: 8_000, height: 8_000)))

        #expect(image.size == CGSize(width: 8_000, height: 8_000))
        #expect(image.cgImage?.hasDecodedPixels == false)
        #expect(residentBytes() - before < 100 << 20)
    }

    @Test("The pixels are decoded on first draw, once, and show the file's colours")
    func drawingDecodes() throws {
        let image = try #require(UIImage(data: ImageBomb.smallJPEG(width: 64, height: 48)))
        let cgImage = try #require(image.cgImage)
        #expect(!cgImage.hasDecodedPixels)
        #expect(image.size == CGSize(width: 64, height: 48))

        let pixels = RGBAImage(cgImage)

        #expect(cgImage.hasDecodedPixels)
        #expect(pixels.width == 64 && pixels.height == 48)
        #expect(pixels.at(8, 24).r > 230 && pixels.at(8, 24).b < 25)
        #expect(pixels.at(56, 24).b > 230 && pixels.at(56, 24).r < 25)
    }

    @Test("A drawn JPEG or PNG holds one copy of its pixels: the surface Cairo draws is the decoded bytes")
    func drawingSharesTheDecodedBytes() throws {
        let jpeg = try #require(UIImage(data: ImageBomb.smallJPEG(width: 64, height: 48))?.cgImage)
        let pngData = try #require(makeImage(width: 40, height: 30) { x, _ in x < 20 ? .red : .clear }.pngData())
        let png = try #require(UIImage(data: pngData)?.cgImage)
        let padded = makeImage(width: 3, height: 3) { _, _ in .red }

        #expect(jpeg.drawsFromItsOwnBytes)
        #expect(png.drawsFromItsOwnBytes)
        #expect(!padded.drawsFromItsOwnBytes, "RGBA bytes are converted, so they are copied")
        #expect(RGBAImage(png).at(5, 5) == .red)
        #expect(RGBAImage(png).at(35, 5).a == 0)
    }

    @Test("A PDF page keeps a shared image's pixels after the image is released")
    func pdfOutlivesTheImage() throws {
        let output = NSMutableData()
        var box = CGRect(x: 0, y: 0, width: 64, height: 48)
        let consumer = try #require(CGDataConsumer(data: output))
        let pdf = try #require(CGContext(consumer: consumer, mediaBox: &box, nil))
        pdf.beginPDFPage(nil)

        do {
            let image = try #require(UIImage(data: ImageBomb.smallJPEG(width: 64, height: 48))?.cgImage)
            pdf.draw(image, in: box)
        }
        pdf.endPDFPage()
        pdf.closePDF()

        #expect(output.length > 500)
    }

    @Test("Several threads drawing one undecoded image all see its pixels")
    func concurrentFirstDraw() throws {
        let image = try #require(UIImage(data: ImageBomb.smallJPEG(width: 32, height: 32))?.cgImage)
        let reds = Mutex([Int]())

        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            let red = Int(RGBAImage(image).at(4, 4).r)
            reds.withLock { $0.append(red) }
        }

        #expect(reds.withLock { $0 }.count == 8)
        #expect(reds.withLock { $0 }.allSatisfy { $0 > 230 })
    }

    @Test("A JPEG's EXIF orientation becomes the image's orientation; size is the turned size")
    func exifOrientation() throws {
        let jpeg = ImageBomb.withEXIFOrientation(ImageBomb.smallJPEG(width: 40, height: 20), 6)

        let image = try #require(UIImage(data: jpeg))

        #expect(image.imageOrientation == .right)
        #expect(image.size == CGSize(width: 20, height: 40))
        #expect(UIImage.orientation(exif: 8) == .left)
        #expect(UIImage.orientation(exif: 0) == .up)
    }

    @Test("An explicit budget refuses what the default admits; the environment variable's values are checked")
    func budgetIsConfigurable() throws {
        let jpeg = ImageBomb.smallJPEG(width: 64, height: 48)
        let tight = try #require(CGImageSourceCreateWithData(jpeg, budget: 64 * 48 - 1))
        let exact = try #require(CGImageSourceCreateWithData(jpeg, budget: 64 * 48))

        #expect(CGImageSourceCreateImageAtIndex(tight, 0, nil) == nil)
        #expect(CGImageSourceCreateImageAtIndex(exact, 0, nil) != nil)
        #expect(ImageBudget.defaultPixels == 128 << 20)
        #expect(ImageBudget.budget(fromEnvironment: [:]) == 128 << 20)
        #expect(ImageBudget.budget(fromEnvironment: ["TOUCHSTONE_MAX_IMAGE_PIXELS": "1000"]) == 1_000)
        for bad in ["0", "-5", "lots", "1e9", ""] {
            #expect(ImageBudget.budget(fromEnvironment: ["TOUCHSTONE_MAX_IMAGE_PIXELS": bad]) == 128 << 20)
        }
    }

    @Test("A header whose size overflows or is over 32,767 pixels on a side is refused even with a big budget")
    func hugeSidesAreRefused() throws {
        let wide = try #require(CGImageSourceCreateWithData(ImageBomb.jpeg(width: 65_000, height: 2), budget: .max))

        #expect(CGImageSourceCreateImageAtIndex(wide, 0, nil) == nil)
        #expect(!ImageBudget.admits(width: .max, height: 2, budget: .max, what: "test"))
    }
}
