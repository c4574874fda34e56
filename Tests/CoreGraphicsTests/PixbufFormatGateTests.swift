// SPDX-License-Identifier: Apache-2.0

import CoreGraphics
import Foundation
import Testing

/// Little-endian bytes of `value`.
private func le(_ value: Int, _ count: Int) -> [UInt8] {
    (0..<count).map { UInt8(truncatingIfNeeded: value >> (8 * $0)) }
}

/// A 2×2, 24-bit BMP (BITMAPINFOHEADER) with the given pixel offset and colour count.
private func bmp(pixelOffset: Int = 54, colorsUsed: Int = 0, infoSize: Int = 40) -> Data {
    let pixels: [UInt8] = [0, 0, 255, 0, 0, 255, 0, 0, 0, 0, 255, 0, 255, 0, 0, 0]  // rows padded to 8 bytes
    var bytes: [UInt8] = Array("BM".utf8) + le(54 + pixels.count, 4) + le(0, 4) + le(pixelOffset, 4)
    bytes += le(infoSize, 4) + le(2, 4) + le(2, 4) + le(1, 2) + le(24, 2) + le(0, 4) + le(pixels.count, 4)
    bytes += le(2835, 4) + le(2835, 4) + le(colorsUsed, 4) + le(0, 4)
    return Data(bytes + pixels)
}

/// Only the formats iPhone OS reads reach gdk-pixbuf, each through its own loader, and a BMP's header must be
/// consistent first: fuzzing found BMPs whose pixel offset (2.7 GB) or colour count (a 4.2 GB table after
/// overflow) the BMP loader allocated for (the inputs are in Fuzz/Corpus/image, so `make test`'s fuzz step, whose
/// allocation limit is 2 GB, replays them).
@Suite("gdk-pixbuf sees only the guide's formats, and consistent BMPs")
struct PixbufFormatGateTests {
    @Test("A well-formed BMP still decodes")
    func goodBMP() throws {
        let header = try #require(ImageCodec.probe(bmp()))
        #expect(header.width == 2 && header.height == 2)
        let pixels = try #require(ImageCodec.decodeWithPixbuf(bmp()))
        #expect(pixels.width == 2 && pixels.height == 2)
    }

    @Test("BMPs with a pixel offset past the file, an unknown info size or over 256 colours are refused",
          arguments: [bmp(pixelOffset: 0xA0A0_A0CA), bmp(pixelOffset: 10), bmp(colorsUsed: 0xFF00_0000),
                      bmp(colorsUsed: 257), bmp(infoSize: 0xA0A0_A0A0), bmp(infoSize: 41)])
    func inconsistentBMP(data: Data) {
        #expect(ImageCodec.probe(data) == nil)
        #expect(ImageCodec.decodeWithPixbuf(data) == nil)
    }

    @Test("The fuzzers' inputs are refused before any loader runs", arguments: [
        "regression-bmp-pixel-offset-2.7GB.bmp", "regression-bmp-colour-count-4.2GB.bmp",
    ])
    func fuzzInputs(name: String) throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Fuzz/Corpus/image/\(name)")
        let data = try Data(contentsOf: url)
        #expect(ImageCodec.decodeWithPixbuf(data) == nil)
        #expect(ImageCodec.decode(data) == nil)
    }

    @Test("Formats iPhone OS does not read give nil even though a gdk-pixbuf loader is installed", arguments: [
        Data("/* XPM */\nstatic char *x[] = {\"1 1 1 1\", \"a c #FF0000\", \"a\"};\n".utf8),  // XPM
        Data("P3\n1 1\n255\n255 0 0\n".utf8),  // PNM
        Data("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"4\" height=\"4\"/>".utf8),  // SVG
    ])
    func otherFormats(data: Data) {
        #expect(ImageCodec.probe(data) == nil)
        #expect(ImageCodec.decodeWithPixbuf(data) == nil)
    }
}

/// A GIF decodes as its first frame only: gdk-pixbuf's loader composites every frame at the screen's full size, and
/// the fuzzers found a 139-byte GIF of hundreds of 17,408×146 frames that took over 10 s.
@Suite("GIFs decode their first frame only")
struct GIFFirstFrameTests {
    /// A 2×1 GIF with `frames` frames (a global two-colour table; each frame's pixels are colour 0 then 1).
    private static func gif(frames: Int) -> Data {
        var bytes: [UInt8] = Array("GIF89a".utf8) + [2, 0, 1, 0, 0x80, 0, 0] + [255, 0, 0, 0, 0, 255]
        for _ in 0..<frames {
            bytes += [0x2C, 0, 0, 0, 0, 2, 0, 1, 0, 0]  // image descriptor: 2×1 at (0, 0)
            bytes += [2, 2, 0x44, 0x01, 0]  // LZW minimum code size 2; one sub-block: clear, 0, 1, end
        }
        return Data(bytes + [0x3B])
    }

    @Test("The cut keeps one frame and a trailer; the frame count still sees every frame")
    func cut() throws {
        let many = Self.gif(frames: 500)
        let first = ImageCodec.gifFirstFrame(many)
        #expect(first.count == Self.gif(frames: 1).count)
        #expect(first.last == 0x3B)
        #expect(ImageCodec.gifFrameCount(many) == 500)
        let pixels = try #require(ImageCodec.decodeWithPixbuf(many))
        #expect(pixels.width == 2 && pixels.height == 1)
    }

    @Test("The fuzzers' slow GIF decodes quickly", .timeLimit(.minutes(1)))
    func fuzzInput() throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Fuzz/Corpus/image/regression-gif-many-frames-slow.gif")
        let data = try Data(contentsOf: url)
        let start = ContinuousClock.now
        _ = ImageCodec.decode(data)
        #expect(ContinuousClock.now - start < .seconds(2))
    }
}
