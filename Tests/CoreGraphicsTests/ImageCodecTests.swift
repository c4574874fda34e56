// SPDX-License-Identifier: Apache-2.0

import CoreGraphics
import Testing
import TouchstoneTesting

private func decodePNG(_ data: Data) -> CGImage? {
    guard let provider = CGDataProvider(data: data) else { return nil }
    return CGImage(pngDataProviderSource: provider, decode: nil, shouldInterpolate: true, intent: .defaultIntent)
}

private func decodeJPEG(_ data: Data) -> CGImage? {
    guard let provider = CGDataProvider(data: data) else { return nil }
    return CGImage(jpegDataProviderSource: provider, decode: nil, shouldInterpolate: true, intent: .defaultIntent)
}

/// An opaque 16×12 image with a distinct colour in every pixel.
private let opaqueImage = makeImage(width: 16, height: 12) { c, r in RGBA8(c * 16, r * 20, (c + r) * 9) }

/// A smooth, photo-like opaque 32×32 image (JPEG-friendly).
private let smoothImage = makeImage(width: 32, height: 32) { c, r in RGBA8(c * 8, r * 8, 128 + (c - r) * 2) }

/// The largest per-channel difference between two same-sized images, and the mean difference.
private func difference(_ a: RGBAImage, _ b: RGBAImage) -> (max: Int, mean: Double) {
    var maxDelta = 0, total = 0
    for i in 0..<a.pixels.count {
        let d = abs(Int(a.pixels[i]) - Int(b.pixels[i]))
        maxDelta = max(maxDelta, d)
        total += d
    }
    return (maxDelta, Double(total) / Double(a.pixels.count))
}

@Suite("Image codecs")
struct ImageCodecTests {
    // MARK: PNG

    @Test("An opaque image survives a PNG round trip exactly")
    func pngRoundTripOpaque() throws {
        let png = try #require(opaqueImage.pngData())

        let decoded = try #require(decodePNG(png))

        #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        #expect(RGBAImage(decoded) == RGBAImage(opaqueImage))
    }

    @Test("Transparency survives a PNG round trip: clear stays clear, opaque stays exact, partial within 1")
    func pngRoundTripAlpha() throws {
        let image = makeImage(width: 3, height: 1) { c, _ in
            [RGBA8(0, 0, 0, 0), RGBA8(10, 200, 30), RGBA8(200, 100, 50, 128)][c]
        }

        let png = try #require(image.pngData())

        let px = RGBAImage(try #require(decodePNG(png)))
        #expect(px.quartz(0, 0).a == 0)
        #expect(px.quartz(1, 0) == RGBA8(10, 200, 30))
        #expect(px.quartz(2, 0).isClose(to: RGBA8(200, 100, 50, 128), tolerance: 1))
    }

    @Test("A decoded PNG with alpha is 8-bit premultipliedFirst, little-endian words, RGB")
    func pngDecodedProperties() throws {
        let png = try #require(makeImage(width: 5, height: 3) { _, _ in RGBA8(1, 2, 3, 100) }.pngData())

        let decoded = try #require(decodePNG(png))

        #expect(decoded.width == 5 && decoded.height == 3)
        #expect(decoded.bitsPerComponent == 8 && decoded.bitsPerPixel == 32)
        #expect(decoded.bytesPerRow >= 20)
        #expect(decoded.alphaInfo == .premultipliedFirst)
        #expect(decoded.bitmapInfo.intersection(.byteOrderMask) == .byteOrder32Little)
        #expect(decoded.colorSpace?.model == .rgb)
        #expect(!decoded.isMask)
        #expect((decoded.dataProvider?.data as Data?)?.count == decoded.bytesPerRow * decoded.height)
    }

    @Test("A PNG without an alpha channel decodes as noneSkipFirst")
    func opaquePNGIsNoneSkipFirst() throws {
        let rgb = TestPNG.make(width: 2, height: 1, bitDepth: 8, colorType: 2, rows: [[255, 0, 0, 0, 0, 255]])
        let fromEncoder = try #require(opaqueImage.pngData())

        let decoded = try #require(decodePNG(rgb))
        let reencoded = try #require(decodePNG(fromEncoder))

        #expect(decoded.alphaInfo == .noneSkipFirst)
        #expect(RGBAImage(decoded).quartz(0, 0) == .red && RGBAImage(decoded).quartz(1, 0) == .blue)
        #expect(reencoded.alphaInfo == .noneSkipFirst, "opaque images are written without alpha")
    }

    @Test("Gray, gray+alpha, palette and 16-bit PNGs decode to the right colours")
    func otherPNGFlavours() throws {
        let gray = TestPNG.make(width: 2, height: 1, bitDepth: 8, colorType: 0, rows: [[0, 200]])
        let grayAlpha = TestPNG.make(width: 1, height: 1, bitDepth: 8, colorType: 4, rows: [[100, 0]])
        let palette = TestPNG.make(width: 2, height: 1, bitDepth: 8, colorType: 3, rows: [[1, 0]],
                                   palette: [0, 0, 255, 0, 255, 0], transparency: [0, 255])
        let deep = TestPNG.make(width: 1, height: 1, bitDepth: 16, colorType: 2, rows: [[0xFF, 0xFF, 0x80, 0x00, 0, 0]])

        let g = RGBAImage(try #require(decodePNG(gray)))
        let ga = try #require(decodePNG(grayAlpha))
        let p = RGBAImage(try #require(decodePNG(palette)))
        let d = RGBAImage(try #require(decodePNG(deep)))

        #expect(g.quartz(0, 0) == .black && g.quartz(1, 0) == RGBA8(200, 200, 200))
        #expect(ga.alphaInfo == .premultipliedFirst && RGBAImage(ga).quartz(0, 0).a == 0)
        #expect(p.quartz(0, 0) == .green, "index 1, opaque")
        #expect(p.quartz(1, 0).a == 0, "index 0 is transparent through tRNS")
        #expect(d.quartz(0, 0).isClose(to: RGBA8(255, 128, 0), tolerance: 1), "16-bit samples reduced to 8")
    }

    // MARK: JPEG

    @Test("A JPEG round trip at quality 0.9 stays within a small tolerance")
    func jpegRoundTrip() throws {
        let jpeg = try #require(smoothImage.jpegData(quality: 0.9))

        let decoded = try #require(decodeJPEG(jpeg))

        #expect(jpeg.starts(with: [0xFF, 0xD8, 0xFF]))
        #expect(decoded.width == 32 && decoded.height == 32)
        #expect(decoded.alphaInfo == .noneSkipFirst)
        let diff = difference(RGBAImage(decoded), RGBAImage(smoothImage))
        #expect(diff.max <= 16, "largest channel error \(diff.max)")
        #expect(diff.mean <= 2, "mean channel error \(diff.mean)")
    }

    @Test("Lower JPEG quality gives fewer bytes")
    func jpegQuality() throws {
        let high = try #require(opaqueImage.jpegData(quality: 1))
        let low = try #require(opaqueImage.jpegData(quality: 0.1))

        #expect(low.count < high.count)
    }

    @Test("JPEG has no alpha: transparent pixels come out as if composited over black")
    func jpegCompositesOverBlack() throws {
        let image = makeImage(width: 16, height: 16) { c, _ in c < 8 ? RGBA8(255, 255, 255, 0) : RGBA8(255, 255, 255, 128) }
        let jpeg = try #require(image.jpegData(quality: 1))

        let decoded = RGBAImage(try #require(decodeJPEG(jpeg)))

        #expect(decoded.quartz(2, 8).isClose(to: .black, tolerance: 4), "fully transparent → black")
        #expect(decoded.quartz(13, 8).isClose(to: RGBA8(128, 128, 128), tolerance: 4), "half white → gray")
    }

    // MARK: Bad data

    @Test("Empty data, random bytes and other formats never decode", arguments: [
        Data(), pseudoRandomBytes(count: 1, seed: 1), pseudoRandomBytes(count: 4096, seed: 2),
        Data([0xFF, 0xD8, 0xFF]), Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]),
        Data("GIF89a".utf8),
    ])
    func garbageGivesNil(data: Data) {
        #expect(decodePNG(data) == nil)
        #expect(decodeJPEG(data) == nil)
    }

    @Test("A PNG signature followed by random bytes gives nil")
    func pngSignatureThenGarbage() {
        let data = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) + pseudoRandomBytes(count: 500, seed: 3)

        #expect(decodePNG(data) == nil)
    }

    @Test("A truncated PNG gives nil at every cut point")
    func truncatedPNG() throws {
        let png = try #require(opaqueImage.pngData())

        for cut in stride(from: 1, to: png.count, by: max(1, png.count / 40)) {
            #expect(decodePNG(png.prefix(cut)) == nil, "cut at \(cut) of \(png.count)")
        }
    }

    @Test("A PNG with a corrupted chunk (bad CRC) gives nil")
    func corruptPNG() throws {
        var png = try #require(opaqueImage.pngData())
        png[png.count / 2] ^= 0xFF

        #expect(decodePNG(png) == nil)
    }

    @Test("A JPEG cut inside its header gives nil; one cut inside the image data still decodes, grey below")
    func truncatedJPEG() throws {
        // Apple's decoder, like libjpeg, shows what arrived of a partial download (the familiar grey bottom of a
        // half-loaded photo); only a file whose header is incomplete cannot make an image.
        let image = makeImage(width: 64, height: 64) { c, r in RGBA8(c * 4, r * 4, 90) }
        let jpeg = try #require(image.jpegData(quality: 0.9))
        let startOfScan = try #require((0..<jpeg.count - 1).first { jpeg[$0] == 0xFF && jpeg[$0 + 1] == 0xDA })

        for cut in [2, 20, startOfScan / 2, startOfScan] {
            #expect(decodeJPEG(jpeg.prefix(cut)) == nil, "cut at \(cut), header ends at \(startOfScan)")
        }
        let partial = try #require(decodeJPEG(jpeg.prefix(startOfScan + (jpeg.count - startOfScan) / 3)))
        #expect(partial.width == 64 && partial.height == 64)
        let px = RGBAImage(partial), original = RGBAImage(image)
        #expect(px.quartz(10, 62).isClose(to: original.quartz(10, 62), tolerance: 12), "the top rows arrived")
        #expect(px.quartz(10, 2).isClose(to: RGBA8(128, 128, 128), tolerance: 12), "the missing rows are grey")
    }

    @Test("A JPEG with corrupted entropy data never crashes", arguments: [0.5, 0.7, 0.9])
    func corruptJPEG(position: Double) throws {
        var jpeg = try #require(smoothImage.jpegData(quality: 0.9))
        let at = Int(Double(jpeg.count) * position)
        jpeg.replaceSubrange(at..<at + 8, with: pseudoRandomBytes(count: 8, seed: UInt64(at)))

        let decoded = decodeJPEG(jpeg)

        #expect(decoded == nil || (decoded?.width == 32 && decoded?.height == 32))
    }

    @Test("A provider for a missing file gives nil")
    func missingFile() {
        #expect(CGDataProvider(url: URL(fileURLWithPath: "/nonexistent/touchstone/image.png")) == nil)
        #expect(CGDataProvider(filename: "/nonexistent/touchstone/image.jpg") == nil)
    }
}
