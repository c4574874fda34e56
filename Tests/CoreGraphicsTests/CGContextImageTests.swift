// SPDX-License-Identifier: Apache-2.0

import CoreGraphics
import Testing
import TouchstoneTesting

private let suite = "CGContextImageTests"
private let rgb = CGColorSpaceCreateDeviceRGB()

/// An image mask (`CGImage(maskWidth:…)`) from packed rows of samples.
private func makeMask(width: Int, height: Int, bits: Int, rows: [[UInt8]], decode: [CGFloat]? = nil) -> CGImage? {
    let bytesPerRow = rows.first?.count ?? 0
    let provider = CGDataProvider(data: Data(rows.flatMap { $0 }))!
    return CGImage(maskWidth: width, height: height, bitsPerComponent: bits, bitsPerPixel: bits, bytesPerRow: bytesPerRow,
                   provider: provider, decode: decode, shouldInterpolate: false)
}

@Suite("Drawing images")
struct CGContextImageTests {
    // MARK: Orientation

    @Test("Golden: in a y-up context the image's first row is at the top of the rectangle (upright)")
    func uprightInQuartzSpace() throws {
        let ctx = makeCanvas()
        ctx.interpolationQuality = .none

        ctx.draw(makeQuadrantImage(), in: CGRect(x: 16, y: 16, width: 32, height: 32))

        #expect(probe(ctx, 20, 44) == .red, "first row, first column: top-left")
        #expect(probe(ctx, 44, 44) == .green, "first row, second column: top-right")
        #expect(probe(ctx, 20, 20) == .blue, "second row: bottom")
        #expect(probe(ctx, 44, 20) == .white)
        #expect(probe(ctx, 10, 30) == .white && probe(ctx, 30, 50) == .white, "nothing outside the rectangle")
        try expectGolden(ctx, "upright", suite: suite)
    }

    @Test("Golden: under a flipped CTM (translate + scale(1, −1)) the image appears upside down")
    func upsideDownInFlippedSpace() throws {
        let ctx = makeCanvas()
        ctx.interpolationQuality = .none

        ctx.translateBy(x: 0, y: 64)
        ctx.scaleBy(x: 1, y: -1)
        ctx.draw(makeQuadrantImage(), in: CGRect(x: 16, y: 8, width: 32, height: 32))

        // User rect y 8…40 lands on device y 24…56; the first row goes to user maxY = device bottom.
        #expect(probe(ctx, 20, 28) == .red, "first row now at the bottom, still left to right")
        #expect(probe(ctx, 44, 28) == .green)
        #expect(probe(ctx, 20, 52) == .blue, "second row now at the top")
        #expect(probe(ctx, 44, 52) == .white)
        try expectGolden(ctx, "flipped-ctm", suite: suite)
    }

    @Test("A rectangle with negative size draws the image as its standardized rectangle")
    func negativeRect() {
        let ctx = makeCanvas()
        ctx.interpolationQuality = .none

        ctx.draw(makeQuadrantImage(), in: CGRect(x: 48, y: 48, width: -32, height: -32))

        #expect(probe(ctx, 20, 44) == .red)
        #expect(probe(ctx, 44, 20) == .white)
    }

    // MARK: Scaling

    @Test("Golden: scaling with interpolation .none gives hard pixel edges, .default blends neighbours")
    func interpolationNoneVersusDefault() throws {
        let ctx = makeCanvas()
        let image = makeQuadrantImage()

        ctx.interpolationQuality = .none
        ctx.draw(image, in: CGRect(x: 0, y: 16, width: 32, height: 32))
        ctx.interpolationQuality = .default
        ctx.draw(image, in: CGRect(x: 32, y: 16, width: 32, height: 32))

        #expect(probe(ctx, 15, 40) == .red && probe(ctx, 16, 40) == .green, "nearest: a hard edge at the centre")
        let blended = probe(ctx, 47, 40)
        #expect(blended != .red && blended != .green, "smoothed: the pixels at the seam mix, got \(blended)")
        #expect(blended.r > 60 && blended.g > 60 && blended.b < 10)
        #expect(probe(ctx, 32, 47).isClose(to: .red, tolerance: 8), "the smoothed image's corner keeps its colour")
        try expectGolden(ctx, "interpolation", suite: suite)
    }

    @Test("A large reduction averages the image; with interpolation .none it still picks whole pixels")
    func largeReductionAverages() {
        // Columns: 4 white, 12 black, repeating; 16× smaller every output pixel covers one period (25 % white).
        let stripes = makeImage(width: 256, height: 4) { c, _ in c % 16 < 4 ? .white : .black }
        let smooth = makeCanvas(width: 16, height: 4), nearest = makeCanvas(width: 16, height: 4)

        smooth.draw(stripes, in: CGRect(x: 0, y: 0, width: 16, height: 4))
        nearest.interpolationQuality = .none
        nearest.draw(stripes, in: CGRect(x: 0, y: 0, width: 16, height: 4))

        for x in [2, 7, 13] {
            #expect(probe(smooth, x, 2).isClose(to: RGBA8(64, 64, 64), tolerance: 12), "column \(x)")
            #expect([RGBA8.white, RGBA8.black].contains(probe(nearest, x, 2)), "column \(x)")
        }
    }

    @Test("The halved copies of an image drawn small are kept with it: the next draw reuses them, pixels unchanged")
    func reducedCopiesAreKept() {
        let stripes = makeImage(width: 256, height: 64) { c, _ in c % 16 < 4 ? .white : .black }
        let first = makeCanvas(width: 16, height: 4), second = makeCanvas(width: 16, height: 4)
        first.draw(stripes, in: CGRect(x: 0, y: 0, width: 16, height: 4))
        #expect(stripes.reductions.count == 1)
        second.draw(stripes, in: CGRect(x: 0, y: 0, width: 16, height: 4))
        #expect(stripes.reductions.count == 1)
        for x in 0..<16 { #expect(probe(first, x, 2) == probe(second, x, 2), "column \(x)") }
        // Another size and nearest-neighbour drawing keep copies of their own; drawing at full size keeps none.
        second.interpolationQuality = .none
        second.draw(stripes, in: CGRect(x: 0, y: 0, width: 16, height: 4))
        first.draw(stripes, in: CGRect(x: 0, y: 0, width: 64, height: 4))
        #expect(stripes.reductions.count == 3)
        let full = makeCanvas(width: 256, height: 64)
        full.draw(stripes, in: CGRect(x: 0, y: 0, width: 256, height: 64))
        #expect(stripes.reductions.count == 3)
        // The copies stay within the image's own size (64 KB): three large copies (32, 32 and 16 KB) on top of the
        // 6 KB kept so far drop the oldest.
        for size in [CGSize(width: 100, height: 64), CGSize(width: 256, height: 30), CGSize(width: 100, height: 30)] {
            first.draw(stripes, in: CGRect(origin: .zero, size: size))
        }
        #expect(stripes.reductions.bytes <= 256 * 4 * 64)
        #expect(stripes.reductions.count < 6)
    }

    @Test("An image created with shouldInterpolate false is never smoothed")
    func shouldInterpolateFalse() {
        let ctx = makeCanvas()
        ctx.interpolationQuality = .high

        ctx.draw(makeQuadrantImage(shouldInterpolate: false), in: CGRect(x: 0, y: 0, width: 64, height: 64))

        #expect(probe(ctx, 31, 40) == .red)
        #expect(probe(ctx, 32, 40) == .green)
        #expect(probe(ctx, 31, 31) == .blue)
        #expect(probe(ctx, 31, 32) == .red)
    }

    // MARK: Tiling

    @Test("Golden: draw(_:in:byTiling: true) repeats the image at the rectangle's size across the clip")
    func tiling() throws {
        let ctx = makeCanvas()
        ctx.setFillColor(gray: 0.5, alpha: 1)
        ctx.fill(CGRect(x: 0, y: 0, width: 64, height: 64))

        ctx.clip(to: CGRect(x: 8, y: 8, width: 44, height: 44))
        ctx.draw(makeQuadrantImage(shouldInterpolate: false), in: CGRect(x: 0, y: 0, width: 8, height: 8), byTiling: true)

        #expect(probe(ctx, 10, 14) == .red, "tile at (8, 8): top-left quarter")
        #expect(probe(ctx, 14, 14) == .green)
        #expect(probe(ctx, 10, 10) == .blue)
        #expect(probe(ctx, 46, 42) == .white, "tile at (40, 40): bottom-right quarter")
        #expect(probe(ctx, 50, 46) == .red, "tiles continue to the clip's edge")
        #expect(probe(ctx, 2, 6).isClose(to: RGBA8(128, 128, 128), tolerance: 1), "outside the clip")
        #expect(probe(ctx, 56, 56).isClose(to: RGBA8(128, 128, 128), tolerance: 1), "outside the clip")
        try expectGolden(ctx, "tiling", suite: suite)
    }

    // MARK: Image masks

    @Test("Golden: a 1-bit image mask paints the fill colour where samples are 0 and blocks it where they are 1")
    func oneBitMask() throws {
        let ctx = makeCanvas()
        // Top row: 0000 1111 → left half paints. Bottom row: 1111 0000 → right half paints.
        let mask = try #require(makeMask(width: 8, height: 2, bits: 1, rows: [[0b0000_1111], [0b1111_0000]]))

        ctx.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        ctx.draw(mask, in: CGRect(x: 0, y: 16, width: 64, height: 32))

        #expect(mask.isMask)
        #expect(probe(ctx, 8, 40) == .red && probe(ctx, 56, 40) == .white)
        #expect(probe(ctx, 8, 24) == .white && probe(ctx, 56, 24) == .red)
        #expect(probe(ctx, 8, 8) == .white, "nothing outside the rectangle")
        try expectGolden(ctx, "mask-1bit", suite: suite)
    }

    @Test("An 8-bit image mask paints in proportion to 1 − sample")
    func eightBitMask() throws {
        let ctx = makeCanvas()
        let mask = try #require(makeMask(width: 3, height: 1, bits: 8, rows: [[0, 128, 255]]))

        ctx.setFillColor(red: 0, green: 0, blue: 1, alpha: 1)
        ctx.draw(mask, in: CGRect(x: 0, y: 0, width: 48, height: 64))

        #expect(probe(ctx, 8, 32) == .blue)
        #expect(probe(ctx, 24, 32).isClose(to: RGBA8(128, 128, 255), tolerance: 2))
        #expect(probe(ctx, 40, 32) == .white)
    }

    @Test("Golden: an 8-bit ramp mask fades the fill colour from full to none, left to right")
    func rampMask() throws {
        let ctx = makeCanvas()
        let ramp = try #require(makeMask(width: 64, height: 1, bits: 8, rows: [(0..<64).map { UInt8($0 * 255 / 63) }]))

        ctx.setFillColor(red: 0, green: 0.5, blue: 0, alpha: 1)
        ctx.draw(ramp, in: CGRect(x: 0, y: 16, width: 64, height: 32))

        #expect(probe(ctx, 0, 32).isClose(to: RGBA8(0, 128, 0), tolerance: 1))
        #expect(probe(ctx, 63, 32) == .white)
        let middle = probe(ctx, 32, 32)
        #expect(middle.isClose(to: RGBA8(125, 190, 125), tolerance: 4), "about half: \(middle)")
        #expect(probe(ctx, 32, 8) == .white && probe(ctx, 32, 56) == .white)
        try expectGolden(ctx, "mask-8bit-ramp", suite: suite)
    }

    @Test("The decode array [1, 0] inverts an image mask")
    func invertedDecode() throws {
        let ctx = makeCanvas()
        let mask = try #require(makeMask(width: 3, height: 1, bits: 8, rows: [[0, 128, 255]], decode: [1, 0]))

        ctx.setFillColor(red: 0, green: 0, blue: 1, alpha: 1)
        ctx.draw(mask, in: CGRect(x: 0, y: 0, width: 48, height: 64))

        #expect(probe(ctx, 8, 32) == .white)
        #expect(probe(ctx, 24, 32).isClose(to: RGBA8(127, 127, 255), tolerance: 2))
        #expect(probe(ctx, 40, 32) == .blue)
    }

    @Test("2- and 4-bit image masks map samples to 0…1 over their range", arguments: [2, 4])
    func shallowMasks(bits: Int) throws {
        let ctx = makeCanvas()
        // Samples: 0 (paint), max (block), packed from the most significant bits.
        let byte = bits == 2 ? UInt8(0b00_11_00_11) : UInt8(0x0F)
        let mask = try #require(makeMask(width: 8 / bits, height: 1, bits: bits, rows: [[byte]]))

        ctx.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        ctx.draw(mask, in: CGRect(x: 0, y: 0, width: 64, height: 64))

        #expect(probe(ctx, 4, 32) == .red)
        #expect(probe(ctx, 64 / (8 / bits) + 4, 32) == .white)
    }

    @Test("A 4-bit mask sample of 8 paints 1 − 8/15 of the fill colour")
    func fourBitIntermediateSample() throws {
        let ctx = makeCanvas()
        let mask = try #require(makeMask(width: 1, height: 1, bits: 4, rows: [[0x80]]))

        ctx.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        ctx.draw(mask, in: CGRect(x: 0, y: 0, width: 64, height: 64))

        #expect(probe(ctx, 32, 32).isClose(to: RGBA8(255, 136, 136), tolerance: 2))
    }

    @Test("An image mask honours the global alpha")
    func maskWithGlobalAlpha() throws {
        let ctx = makeCanvas()
        let mask = try #require(makeMask(width: 1, height: 1, bits: 8, rows: [[0]]))

        ctx.setAlpha(0.5)
        ctx.setFillColor(gray: 0, alpha: 1)
        ctx.draw(mask, in: CGRect(x: 0, y: 0, width: 64, height: 64))

        #expect(probe(ctx, 32, 32).isClose(to: RGBA8(128, 128, 128), tolerance: 1))
    }

    // MARK: Decode arrays

    @Test("A decode array remaps colour components when the image is drawn: [1, 0] inverts gray")
    func decodeArrayInvertsGray() throws {
        let ctx = makeCanvas()
        let decode: [CGFloat] = [1, 0]
        let image = try #require(decode.withUnsafeBufferPointer {
            CGImage(width: 2, height: 1, bitsPerComponent: 8, bitsPerPixel: 8, bytesPerRow: 2,
                    space: CGColorSpaceCreateDeviceGray(), bitmapInfo: CGBitmapInfo(alphaInfo: .none),
                    provider: CGDataProvider(data: Data([0, 64]))!, decode: $0.baseAddress, shouldInterpolate: false,
                    intent: .defaultIntent)
        })

        ctx.draw(image, in: CGRect(x: 0, y: 0, width: 64, height: 64))

        #expect(probe(ctx, 16, 32) == .white)
        #expect(probe(ctx, 48, 32) == RGBA8(191, 191, 191))
    }

    @Test("An RGB decode array maps each channel into its own range; alpha is not remapped")
    func decodeArrayRGB() throws {
        let ctx = makeCanvas()
        let decode: [CGFloat] = [0, 1, 0, 0.5, 1, 0]  // red as is, green halved, blue inverted
        let image = try #require(decode.withUnsafeBufferPointer {
            CGImage(width: 1, height: 1, bitsPerComponent: 8, bitsPerPixel: 32, bytesPerRow: 4, space: rgb,
                    bitmapInfo: CGBitmapInfo(alphaInfo: .last), provider: CGDataProvider(data: Data([255, 255, 255, 255]))!,
                    decode: $0.baseAddress, shouldInterpolate: false, intent: .defaultIntent)
        })
        let png = try #require(makeImage(width: 1, height: 1) { _, _ in .white }.pngData())
        let decodedPNG = try #require(decode.withUnsafeBufferPointer {
            CGImage(pngDataProviderSource: CGDataProvider(data: png)!, decode: $0.baseAddress, shouldInterpolate: true,
                    intent: .defaultIntent)
        })

        ctx.draw(image, in: CGRect(x: 0, y: 0, width: 32, height: 64))
        ctx.draw(decodedPNG, in: CGRect(x: 32, y: 0, width: 32, height: 64))

        #expect(probe(ctx, 16, 32).isClose(to: RGBA8(255, 128, 0), tolerance: 1))
        #expect(probe(ctx, 48, 32).isClose(to: RGBA8(255, 128, 0), tolerance: 1), "PNG decoding takes one too")
    }

    // MARK: Cropping

    @Test("cropping(to:) copies the pixels inside the rectangle, counted from the image's top-left")
    func croppingIntegral() throws {
        let image = makeImage(width: 4, height: 4) { c, r in RGBA8(c * 60, r * 60, 0) }

        let crop = try #require(image.cropping(to: CGRect(x: 1, y: 2, width: 2, height: 1)))

        #expect(crop.width == 2 && crop.height == 1)
        let px = RGBAImage(crop)
        #expect(px[0, 0] == (60, 120, 0, 255))
        #expect(px[1, 0] == (120, 120, 0, 255))
    }

    @Test("cropping(to:) makes the rectangle integral and intersects it with the image")
    func croppingIntegralAndIntersection() throws {
        let image = makeImage(width: 4, height: 4) { c, r in RGBA8(c * 60, r * 60, 0) }

        let fractional = try #require(image.cropping(to: CGRect(x: 0.5, y: 0.5, width: 1, height: 1)))
        let overhanging = try #require(image.cropping(to: CGRect(x: 2, y: 3, width: 10, height: 10)))

        #expect(fractional.width == 2 && fractional.height == 2)
        #expect(RGBAImage(fractional)[1, 1] == (60, 60, 0, 255))
        #expect(overhanging.width == 2 && overhanging.height == 1)
        #expect(RGBAImage(overhanging)[0, 0] == (120, 180, 0, 255))
    }

    @Test("cropping(to:) outside the image, or with an empty or non-finite rectangle, gives nil")
    func croppingOutOfBounds() {
        let image = makeImage(width: 4, height: 4) { _, _ in .red }

        #expect(image.cropping(to: CGRect(x: 4, y: 0, width: 2, height: 2)) == nil)
        #expect(image.cropping(to: CGRect(x: -5, y: -5, width: 2, height: 2)) == nil)
        #expect(image.cropping(to: CGRect(x: 1, y: 1, width: 0, height: 0)) == nil)
        #expect(image.cropping(to: CGRect(x: CGFloat.nan, y: 0, width: 2, height: 2)) == nil)
        #expect(image.cropping(to: .null) == nil)
    }

    @Test("Cropping a 1-bit image mask keeps it a mask with the same samples")
    func croppingMask() throws {
        let mask = try #require(makeMask(width: 8, height: 1, bits: 1, rows: [[0b0000_1111]]))
        let ctx = makeCanvas()

        let crop = try #require(mask.cropping(to: CGRect(x: 2, y: 0, width: 4, height: 1)))
        ctx.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        ctx.draw(crop, in: CGRect(x: 0, y: 0, width: 64, height: 64))

        #expect(crop.isMask && crop.width == 4)
        #expect(probe(ctx, 8, 8) == .red && probe(ctx, 24, 8) == .red)
        #expect(probe(ctx, 40, 8) == .white && probe(ctx, 56, 8) == .white)
    }

    // MARK: Threads

    @Test("One image can be drawn from several threads at once (images are immutable)")
    func concurrentDrawing() {
        final class Results: @unchecked Sendable {
            let lock = NSLock()
            var wrong = 0
            func record(_ ok: Bool) { lock.withLock { if !ok { wrong += 1 } } }
        }
        let results = Results()

        for _ in 0..<20 {
            let image = makeQuadrantImage(shouldInterpolate: false)  // fresh: its pixels are built on first use
            DispatchQueue.concurrentPerform(iterations: 8) { _ in
                let ctx = makeCanvas(width: 8, height: 8)
                ctx.draw(image, in: CGRect(x: 0, y: 0, width: 8, height: 8))
                results.record(probe(ctx, 1, 6) == .red && probe(ctx, 6, 1) == .white)
            }
        }

        #expect(results.wrong == 0)
    }

    // MARK: Alpha

    @Test("The global alpha applies to images, on top of the image's own alpha")
    func globalAlphaOnImages() {
        let ctx = makeCanvas()
        let opaque = makeImage(width: 1, height: 1) { _, _ in .red }
        let half = makeImage(width: 1, height: 1) { _, _ in RGBA8(0, 0, 255, 128) }

        ctx.setAlpha(0.5)
        ctx.draw(opaque, in: CGRect(x: 0, y: 0, width: 32, height: 64))
        ctx.setAlpha(1)
        ctx.draw(half, in: CGRect(x: 32, y: 0, width: 32, height: 64))

        #expect(probe(ctx, 16, 32).isClose(to: RGBA8(255, 128, 128), tolerance: 1))
        #expect(probe(ctx, 48, 32).isClose(to: RGBA8(127, 127, 255), tolerance: 1))
    }
}
