// SPDX-License-Identifier: Apache-2.0

import CoreGraphics
import Testing
import TouchstoneTesting

private let red = makeImage(width: 8, height: 6) { _, _ in RGBA8(255, 0, 0) }
private let blue = makeImage(width: 8, height: 6) { c, _ in c < 4 ? RGBA8(0, 0, 255) : RGBA8(0, 255, 0) }

/// Reads a big-endian 32-bit number at `offset`.
private func be32(_ d: Data, _ offset: Int) -> Int {
    let b = [UInt8](d)
    return Int(b[offset]) << 24 | Int(b[offset + 1]) << 16 | Int(b[offset + 2]) << 8 | Int(b[offset + 3])
}

@Suite("Animated PNG writer")
struct APNGWriterTests {
    @Test("Chunks follow the APNG order: IHDR, acTL, then fcTL + IDAT for frame 0 and fcTL + fdAT for later frames")
    func chunkSequence() throws {
        let frames = try [red, blue, red].map { APNGWriter.Frame(png: try #require($0.pngData()), delayMilliseconds: 100) }
        let apng = try APNGWriter.animatedPNG(frames)
        let chunks = try #require(APNGWriter.chunks(apng))
        // Cairo writes each 8×6 frame's pixels in one IDAT.
        #expect(chunks.map(\.type) == ["IHDR", "acTL", "fcTL", "IDAT", "fcTL", "fdAT", "fcTL", "fdAT", "IEND"])
        let actl = chunks[1].data
        #expect(be32(actl, 0) == 3)  // frames
        #expect(be32(actl, 4) == 0)  // loop forever
        // Sequence numbers run 0…4 across fcTL and fdAT chunks.
        #expect([2, 4, 5, 6, 7].map { be32(chunks[$0].data, 0) } == [0, 1, 2, 3, 4])
        #expect(be32(chunks[2].data, 4) == 8 && be32(chunks[2].data, 8) == 6)
    }

    @Test("Per-frame delays are written in milliseconds and clamped to 1…65,535")
    func delays() throws {
        let png = try #require(red.pngData())
        let apng = try APNGWriter.animatedPNG([.init(png: png, delayMilliseconds: 250), .init(png: png, delayMilliseconds: 0),
                                               .init(png: png, delayMilliseconds: 1_000_000)])
        let controls = try #require(APNGWriter.chunks(apng)).filter { $0.type == "fcTL" }.map { [UInt8]($0.data) }
        #expect(controls.map { Int($0[20]) << 8 | Int($0[21]) } == [250, 1, 65_535])
        #expect(controls.allSatisfy { $0[22] == 0x03 && $0[23] == 0xE8 })  // denominator 1000
    }

    @Test("Frame 0 decodes with the ordinary PNG decoder to the first frame's pixels")
    func frameZeroIsAPlainPNG() throws {
        let apng = try APNGWriter.animatedPNG([red, blue].map { .init(png: $0.pngData()!, delayMilliseconds: 40) })
        let decoded = try #require(RGBAImage(pngData: apng))
        #expect(decoded.width == 8 && decoded.height == 6)
        #expect(decoded.pixels == RGBAImage(red).pixels)
    }

    @Test("Every chunk's CRC-32 matches zlib's")
    func crcs() throws {
        #expect(APNGWriter.crc32(Data("IEND".utf8)) == 0xAE42_6082)
        let apng = try APNGWriter.animatedPNG([.init(png: try #require(blue.pngData()), delayMilliseconds: 10)])
        let bytes = [UInt8](apng)
        var i = 8
        while i < bytes.count {
            let length = be32(apng, i)
            let crc = UInt32(be32(apng, i + 8 + length))
            #expect(APNGWriter.crc32(Data(bytes[(i + 4)..<(i + 8 + length)])) == crc)
            i += 12 + length
        }
        #expect(i == bytes.count)
    }

    @Test("No frames, a non-PNG frame, or a frame of another size is an error, not a broken file")
    func badInput() throws {
        #expect(throws: APNGWriter.Failure.noFrames) { try APNGWriter.animatedPNG([]) }
        let png = try #require(red.pngData())
        #expect(throws: APNGWriter.Failure.notPNG(frame: 1)) {
            try APNGWriter.animatedPNG([.init(png: png, delayMilliseconds: 1), .init(png: Data([1, 2, 3]), delayMilliseconds: 1)])
        }
        let other = try #require(makeImage(width: 3, height: 3) { _, _ in RGBA8(0, 0, 0) }.pngData())
        #expect(throws: APNGWriter.Failure.headerMismatch(frame: 1)) {
            try APNGWriter.animatedPNG([.init(png: png, delayMilliseconds: 1), .init(png: other, delayMilliseconds: 1)])
        }
    }
}
