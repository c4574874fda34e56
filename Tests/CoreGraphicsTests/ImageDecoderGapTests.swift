// SPDX-License-Identifier: Apache-2.0

import CoreGraphics
import Foundation
import Testing
import TouchstoneTesting

private func decodeAnyFormat(_ data: Data) -> CGImage? {
    guard let provider = CGDataProvider(data: data) else { return nil }
    return CGImage(otherFormatDataProviderSource: provider)
}

private func pixel(_ image: CGImage, _ x: Int, _ y: Int) -> RGBA8 {
    let p = RGBAImage(image)[x, y]
    return RGBA8(Int(p.r), Int(p.g), Int(p.b), Int(p.a))
}

/// Little-endian bytes of `value`.
private func le(_ value: Int, _ count: Int) -> [UInt8] {
    (0..<count).map { UInt8(truncatingIfNeeded: value >> (8 * $0)) }
}

/// An ICO file whose entries are `entries` (bytes plus the size the directory states), in that order.
private func icoFile(_ entries: [(bytes: Data, width: Int, height: Int)]) -> Data {
    var file = Data(le(0, 2) + le(1, 2) + le(entries.count, 2))
    var offset = 6 + 16 * entries.count
    for entry in entries {
        file += [UInt8(entry.width & 0xFF), UInt8(entry.height & 0xFF), 0, 0] + le(1, 2) + le(32, 2)
        file += le(entry.bytes.count, 4) + le(offset, 4)
        offset += entry.bytes.count
    }
    for entry in entries { file += entry.bytes }
    return file
}

/// The BMP entry of `Fixtures/ImageFormats/probe.ico` (5×3: red top-left, blue bottom-right, green elsewhere).
private func fixtureIconEntry(filePath: String = #filePath) throws -> Data {
    let url = URL(fileURLWithPath: filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/ImageFormats/probe.ico")
    let ico = try Data(contentsOf: url)
    let size = ico[14..<18].enumerated().reduce(0) { $0 | Int($1.element) << (8 * $1.offset) }
    let offset = ico[18..<22].enumerated().reduce(0) { $0 | Int($1.element) << (8 * $1.offset) }
    return ico[offset..<offset + size]
}

/// Issue 12, "Wrong results": CMYK JPEGs, ICO files with PNG entries and one-line XBMs decoded to nil.
@Suite("Decoder gaps: CMYK JPEG, PNG-compressed ICO entries, one-line XBM")
struct ImageDecoderGapTests {
    @Test("An Adobe CMYK JPEG (inverted samples, APP14) decodes to the right RGB colours")
    func adobeCMYKJPEG() throws {
        // 16×8: left half red, right half blue, in Adobe's inverted CMYK (255 = no ink).
        var samples = [UInt8]()
        for _ in 0..<8 {
            for x in 0..<16 { samples += x < 8 ? [255, 0, 0, 255] : [0, 0, 255, 255] }
        }
        let jpeg = try #require(ImageCodec.encodeCMYKJPEG(samples, width: 16, height: 8))
        let header = try #require(ImageCodec.probe(jpeg))
        #expect(header.colorModel == "CMYK")
        #expect(header.invertedCMYK)

        let provider = try #require(CGDataProvider(data: jpeg))
        let image = try #require(CGImage(jpegDataProviderSource: provider, decode: nil, shouldInterpolate: true,
                                         intent: .defaultIntent))

        #expect(image.width == 16 && image.height == 8)
        #expect(pixel(image, 3, 4).isClose(to: .red, tolerance: 12), "\(pixel(image, 3, 4))")
        #expect(pixel(image, 12, 4).isClose(to: .blue, tolerance: 12), "\(pixel(image, 12, 4))")
    }

    @Test("An ICO whose only entry is a PNG decodes that PNG")
    func pngEntry() throws {
        let png = try #require(makeImage(width: 6, height: 4) { x, _ in x < 3 ? .red : .blue }.pngData())

        let image = try #require(decodeAnyFormat(icoFile([(png, 6, 4)])))

        #expect(image.width == 6 && image.height == 4)
        #expect(pixel(image, 0, 0) == .red)
        #expect(pixel(image, 5, 3) == .blue)
    }

    @Test("The largest entry wins: a PNG entry over a smaller BMP one, a BMP entry over a smaller PNG one")
    func mixedEntries() throws {
        let bmp = try fixtureIconEntry()
        let big = try #require(makeImage(width: 8, height: 8) { _, _ in .blue }.pngData())
        let small = try #require(makeImage(width: 2, height: 2) { _, _ in .blue }.pngData())

        let pngWins = try #require(decodeAnyFormat(icoFile([(bmp, 5, 3), (big, 8, 8)])))
        let bmpWins = try #require(decodeAnyFormat(icoFile([(small, 2, 2), (bmp, 5, 3)])))

        #expect(pngWins.width == 8 && pngWins.height == 8)
        #expect(pixel(pngWins, 4, 4) == .blue)
        #expect(bmpWins.width == 5 && bmpWins.height == 3)
        #expect(pixel(bmpWins, 0, 0) == .red)
        #expect(ImageCodec.probe(icoFile([(small, 2, 2), (bmp, 5, 3)]))?.frameCount == 2)
    }

    @Test("An ICO directory pointing past the data, or a truncated PNG entry, gives nil")
    func brokenDirectory() throws {
        let png = try #require(makeImage(width: 6, height: 4) { _, _ in .red }.pngData())
        var pastEnd = icoFile([(png, 6, 4)])
        pastEnd[18] = 0xFF  // the entry's offset

        #expect(decodeAnyFormat(pastEnd) == nil)
        #expect(decodeAnyFormat(icoFile([(png.prefix(40), 6, 4)])) == nil)
    }

    @Test("XBMs with `unsigned char` and the values on the brace's line decode", arguments: [
        "#define t_width 9\n#define t_height 2\nstatic unsigned char t_bits[] = { 0x01, 0x01, 0x00, 0x01 };\n",
        "#define t_width 9 \n#define t_height 2\nstatic unsigned char t_bits[] = {0x01,0x01,0x00,0x01};",
        "#define t_width 9\r\n#define t_height 2\r\nstatic char t_bits[] = {\r\n  0x01, 0x01,\r\n  0x00, 0x01 };\r\n",
    ])
    func oneLineXBM(text: String) throws {
        let image = try #require(decodeAnyFormat(Data(text.utf8)))

        #expect(image.width == 9 && image.height == 2)
        #expect(pixel(image, 0, 0) == .black)
        #expect(pixel(image, 8, 0) == .black)
        #expect(pixel(image, 1, 0) == .white)
        #expect(pixel(image, 0, 1) == .white)
        #expect(pixel(image, 8, 1) == .black)
    }

    @Test("XBMs with too few values, junk in the array, or no size give nil", arguments: [
        "#define t_width 9\n#define t_height 2\nstatic unsigned char t_bits[] = { 0x01, 0x01 };",
        "#define t_width 9\n#define t_height 2\nstatic unsigned char t_bits[] = { 0x01, zz, 0, 1 };",
        "#define t_height 2\nstatic unsigned char t_bits[] = { 0x01, 0x01, 0x00, 0x01 };",
        "#define t_width 99999999\n#define t_height 99999999\nstatic char t_bits[] = { 0x01 };",
    ])
    func badXBM(text: String) {
        #expect(decodeAnyFormat(Data(text.utf8)) == nil)
    }
}
