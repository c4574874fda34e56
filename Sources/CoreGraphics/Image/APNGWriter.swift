// SPDX-License-Identifier: Apache-2.0

/// Assembles an animated PNG (APNG) from frames already encoded as PNG, each shown for its own delay.
///
/// Why our own writer: none of the libraries Touchstone links writes an animation — Cairo and libpng write single
/// PNGs, gdk-pixbuf cannot save GIF or APNG, and libpng's APNG patch is not in Debian. APNG is a small extension
/// of PNG: an `acTL` chunk (frame count, loop forever) after `IHDR`, then for each frame an `fcTL` chunk (size,
/// delay) followed by its image data — frame 0's as ordinary `IDAT` chunks (so viewers without APNG support show
/// frame 0), later frames' as `fdAT` chunks (a sequence number followed by the same zlib stream). The frames'
/// compressed data is reused untouched; only chunk headers and CRC-32s are written here.
///
/// All frames must have frame 0's `IHDR` (same size, depth and colour type), which is true for frames of one
/// screen encoded by ``CGImage/pngData()``. Used by UIKit's frame recorder (`--record-frames`).
package struct APNGWriter {
    /// A frame: its PNG bytes and how long it is shown, in milliseconds (clamped to 1…65,535).
    package struct Frame {
        package var png: Data
        package var delayMilliseconds: Int
        package init(png: Data, delayMilliseconds: Int) {
            self.png = png
            self.delayMilliseconds = delayMilliseconds
        }
    }

    /// Why frames cannot be assembled.
    package enum Failure: Error, Equatable {
        case noFrames
        case notPNG(frame: Int)
        case headerMismatch(frame: Int)
    }

    private static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// The animated PNG of `frames`, looping forever; throws ``Failure`` for no frames, a frame that is not a PNG,
    /// or a frame whose `IHDR` differs from frame 0's.
    package static func animatedPNG(_ frames: [Frame]) throws -> Data {
        var out = Data()
        try write(frameCount: frames.count, frame: { frames[$0] }, to: { out += $0 })
        return out
    }

    /// Streams an animated PNG of `frameCount` frames to `sink`, asking for each frame only when it is written, so
    /// a long session never holds more than one frame in memory. Frame indices run from 0; `frame` may throw (a
    /// frame file that cannot be read), which stops the stream. Throws ``Failure`` as ``animatedPNG(_:)`` does.
    package static func write(frameCount: Int, frame: (Int) throws -> Frame, to sink: (Data) throws -> Void) throws {
        guard frameCount > 0 else { throw Failure.noFrames }
        let first = try frame(0)
        guard let header = chunks(first.png)?.first(where: { $0.type == "IHDR" }) else { throw Failure.notPNG(frame: 0) }
        try sink(Data(signature) + chunk("IHDR", header.data) + chunk("acTL", be32(UInt32(frameCount)) + be32(0)))
        var sequence: UInt32 = 0
        for index in 0..<frameCount {
            let current = index == 0 ? first : try frame(index)
            guard let parts = chunks(current.png) else { throw Failure.notPNG(frame: index) }
            guard parts.first(where: { $0.type == "IHDR" })?.data == header.data else {
                throw Failure.headerMismatch(frame: index)
            }
            let delay = UInt16(max(1, min(65_535, current.delayMilliseconds)))
            // fcTL: sequence, width, height, x/y offset 0, delay delay/1000 s, dispose none, blend source.
            var control = be32(sequence) + header.data.prefix(8) + be32(0) + be32(0)
            control += Data([UInt8(delay >> 8), UInt8(delay & 0xFF), 0x03, 0xE8, 0, 0])
            var out = chunk("fcTL", control)
            sequence += 1
            for idat in parts where idat.type == "IDAT" {
                if index == 0 {
                    out += chunk("IDAT", idat.data)
                } else {
                    out += chunk("fdAT", be32(sequence) + idat.data)
                    sequence += 1
                }
            }
            try sink(out)
        }
        try sink(chunk("IEND", Data()))
    }

    /// The chunks of a PNG stream (type and data), or nil when `png` is not a well-formed PNG chunk stream.
    package static func chunks(_ png: Data) -> [(type: String, data: Data)]? {
        let bytes = [UInt8](png)
        guard bytes.count >= 8, Array(bytes[0..<8]) == signature else { return nil }
        var result: [(type: String, data: Data)] = []
        var i = 8
        while i + 12 <= bytes.count {
            let length = Int(bytes[i]) << 24 | Int(bytes[i + 1]) << 16 | Int(bytes[i + 2]) << 8 | Int(bytes[i + 3])
            guard i + 12 + length <= bytes.count else { return nil }
            let type = String(decoding: bytes[(i + 4)..<(i + 8)], as: UTF8.self)
            result.append((type, Data(bytes[(i + 8)..<(i + 8 + length)])))
            i += 12 + length
            if type == "IEND" { return result }
        }
        return nil
    }

    /// One chunk: length, type, data and the CRC-32 of type and data.
    private static func chunk(_ type: String, _ data: Data) -> Data {
        let typed = Data(type.utf8) + data
        return be32(UInt32(data.count)) + typed + be32(crc32(typed))
    }

    private static func be32(_ v: UInt32) -> Data { Data([UInt8(v >> 24), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)]) }

    private static let crcTable: [UInt32] = (0..<256).map { n in
        var c = UInt32(n)
        for _ in 0..<8 { c = c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
        return c
    }

    /// The CRC-32 PNG chunks carry (ISO 3309, as zlib's `crc32`).
    package static func crc32(_ data: Data) -> UInt32 {
        var c: UInt32 = 0xFFFF_FFFF
        for b in data { c = crcTable[Int((c ^ UInt32(b)) & 0xFF)] ^ (c >> 8) }
        return c ^ 0xFFFF_FFFF
    }
}
