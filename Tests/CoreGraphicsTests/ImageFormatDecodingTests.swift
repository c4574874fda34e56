// SPDX-License-Identifier: Apache-2.0

import CoreGraphics
import Foundation
import Testing
import TouchstoneTesting

/// The bytes of `Fixtures/ImageFormats/probe.<ext>`: a 5×3 image, red at the top-left pixel, blue at the
/// bottom-right, green elsewhere (XBM: black at (0,0), (2,1) and (4,2), white elsewhere).
private func fixture(_ ext: String, filePath: String = #filePath) throws -> Data {
    let directory = URL(fileURLWithPath: filePath).deletingLastPathComponent()
    return try Data(contentsOf: directory.appendingPathComponent("Fixtures/ImageFormats/probe.\(ext)"))
}

private func decode(_ data: Data) -> CGImage? {
    guard let provider = CGDataProvider(data: data) else { return nil }
    return CGImage(otherFormatDataProviderSource: provider)
}

private func isRGB(_ p: (r: UInt8, g: UInt8, b: UInt8, a: UInt8), _ r: UInt8, _ g: UInt8, _ b: UInt8) -> Bool {
    p.r == r && p.g == g && p.b == b && p.a == 255
}

/// Guide behaviour 139: the decoders beyond PNG and JPEG, through gdk-pixbuf.
@Suite("Image format decoding")
struct ImageFormatDecodingTests {
    @Test("GIF, BMP, TIFF, ICO and CUR decode to 5×3 with the probe pixels",
          arguments: ["gif", "bmp", "tiff", "ico", "cur"])
    func colourFormats(ext: String) throws {
        let image = try #require(decode(try fixture(ext)))

        #expect(image.width == 5)
        #expect(image.height == 3)
        let px = RGBAImage(image)
        #expect(isRGB(px[0, 0], 255, 0, 0))
        #expect(isRGB(px[4, 2], 0, 0, 255))
        #expect(isRGB(px[2, 1], 0, 255, 0))
    }

    @Test("A 1-bit XBM decodes to opaque black for set bits and white for clear ones")
    func xbm() throws {
        let image = try #require(decode(try fixture("xbm")))

        #expect(image.width == 5)
        #expect(image.height == 3)
        let px = RGBAImage(image)
        #expect(isRGB(px[0, 0], 0, 0, 0))
        #expect(isRGB(px[2, 1], 0, 0, 0))
        #expect(isRGB(px[4, 2], 0, 0, 0))
        #expect(isRGB(px[1, 0], 255, 255, 255))
        #expect(isRGB(px[3, 2], 255, 255, 255))
    }

    @Test("Data cut short returns nil", arguments: ["gif", "bmp", "tiff", "ico", "cur", "xbm"])
    func truncated(ext: String) throws {
        let data = try fixture(ext)

        #expect(decode(data.prefix(data.count / 2)) == nil)
    }

    @Test("A damaged header returns nil", arguments: ["gif", "bmp", "tiff", "ico", "cur", "xbm"])
    func corruptHeader(ext: String) throws {
        var data = try fixture(ext)
        for i in 0..<min(8, data.count) { data[data.startIndex + i] ^= 0x5A }

        #expect(decode(data) == nil)
    }

    @Test("Random bytes and empty data return nil")
    func randomBytes() {
        var state: UInt32 = 0x1234_5678
        let noise = Data((0..<512).map { _ -> UInt8 in
            state = state &* 1_664_525 &+ 1_013_904_223
            return UInt8(state >> 24)
        })

        #expect(decode(noise) == nil)
        #expect(ImageCodec.decodeWithPixbuf(Data()) == nil)
    }
}
