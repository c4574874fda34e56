// SPDX-License-Identifier: Apache-2.0

import CoreGraphics
import TouchstoneTesting

/// A straight (not premultiplied) 8-bit RGBA colour, for probing pixels.
struct RGBA8: Equatable, CustomStringConvertible {
    var r: Int
    var g: Int
    var b: Int
    var a: Int

    init(_ r: Int, _ g: Int, _ b: Int, _ a: Int = 255) {
        self.r = r
        self.g = g
        self.b = b
        self.a = a
    }

    static let white = RGBA8(255, 255, 255)
    static let black = RGBA8(0, 0, 0)
    static let red = RGBA8(255, 0, 0)
    static let green = RGBA8(0, 255, 0)
    static let blue = RGBA8(0, 0, 255)
    static let clear = RGBA8(0, 0, 0, 0)

    /// Whether every channel is within `tolerance` of `other`'s.
    func isClose(to other: RGBA8, tolerance: Int = 2) -> Bool {
        abs(r - other.r) <= tolerance && abs(g - other.g) <= tolerance && abs(b - other.b) <= tolerance
            && abs(a - other.a) <= tolerance
    }

    var description: String { "(\(r), \(g), \(b), \(a))" }
}

extension RGBAImage {
    /// The pixel at Quartz device coordinates: `x` from the left, `y` from the **bottom** row (y up).
    func quartz(_ x: Int, _ y: Int) -> RGBA8 {
        let p = self[x, height - 1 - y]
        return RGBA8(Int(p.r), Int(p.g), Int(p.b), Int(p.a))
    }
}

/// The pixel of `ctx` at Quartz device coordinates (`y` counted up from the bottom row).
func probe(_ ctx: CGContext, _ x: Int, _ y: Int) -> RGBA8 { pixels(of: ctx).quartz(x, y) }

/// A 32-bit RGBA image (straight alpha, `.last`) whose pixel at (column, row) — row 0 the TOP row of the image,
/// as images store pixels — is `color(column, row)`.
func makeImage(
    width: Int, height: Int, shouldInterpolate: Bool = true, _ color: (_ column: Int, _ row: Int) -> RGBA8
) -> CGImage {
    var bytes = [UInt8]()
    bytes.reserveCapacity(width * height * 4)
    for row in 0..<height {
        for column in 0..<width {
            let c = color(column, row)
            bytes += [UInt8(c.r), UInt8(c.g), UInt8(c.b), UInt8(c.a)]
        }
    }
    return CGImage(
        width: width, height: height, bitsPerComponent: 8, bitsPerPixel: 32, bytesPerRow: width * 4,
        space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGBitmapInfo(alphaInfo: .last),
        provider: CGDataProvider(data: Data(bytes))!, decode: nil, shouldInterpolate: shouldInterpolate,
        intent: .defaultIntent)!
}

/// A 2×2 image: top row red, green; bottom row blue, white. Its orientation is visible whichever way it is drawn.
func makeQuadrantImage(shouldInterpolate: Bool = true) -> CGImage {
    makeImage(width: 2, height: 2, shouldInterpolate: shouldInterpolate) { column, row in
        [[RGBA8.red, RGBA8.green], [RGBA8.blue, RGBA8.white]][row][column]
    }
}

/// An 8-bit DeviceGray image (no alpha) whose sample at (column, row), row 0 at the top, is `gray(column, row)`.
func makeGrayImage(width: Int, height: Int, _ gray: (_ column: Int, _ row: Int) -> UInt8) -> CGImage {
    var bytes = [UInt8]()
    for row in 0..<height {
        for column in 0..<width { bytes.append(gray(column, row)) }
    }
    return CGImage(
        width: width, height: height, bitsPerComponent: 8, bitsPerPixel: 8, bytesPerRow: width,
        space: CGColorSpaceCreateDeviceGray(), bitmapInfo: CGBitmapInfo(alphaInfo: .none),
        provider: CGDataProvider(data: Data(bytes))!, decode: nil, shouldInterpolate: true,
        intent: .defaultIntent)!
}

/// The bitmap info of Cairo's (and iPhone OS's) native layout: premultiplied ARGB, little-endian words.
let nativeBitmapInfo = CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue

/// A transparent (zeroed) premultiplied-ARGB canvas.
func makeClearCanvas(width: Int = 64, height: Int = 64) -> CGContext {
    makeCanvas(width: width, height: height, white: false)
}

/// Counts the pixels of `image` for which `predicate` holds.
func count(in image: RGBAImage, where predicate: (RGBA8) -> Bool) -> Int {
    var n = 0
    for y in 0..<image.height {
        for x in 0..<image.width where predicate(image.quartz(x, y)) { n += 1 }
    }
    return n
}

/// Minimal PNG writer for tests: stored (uncompressed) deflate blocks, filter 0 on every row.
///
/// `rows` are the raw scanline bytes for `colorType` and `bitDepth` (without the filter byte). This exists so
/// the codec tests can feed the decoder gray, palette and 16-bit files that Touchstone's own encoder never writes.
enum TestPNG {
    static func make(width: Int, height: Int, bitDepth: UInt8, colorType: UInt8, rows: [[UInt8]],
                     palette: [UInt8]? = nil, transparency: [UInt8]? = nil) -> Data
    {
        var png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        png += chunk("IHDR", bigEndian(UInt32(width)) + bigEndian(UInt32(height)) + [bitDepth, colorType, 0, 0, 0])
        if let palette { png += chunk("PLTE", palette) }
        if let transparency { png += chunk("tRNS", transparency) }
        png += chunk("IDAT", zlibStored(rows.flatMap { [0] + $0 }))
        png += chunk("IEND", [])
        return png
    }

    private static func chunk(_ type: String, _ body: [UInt8]) -> Data {
        let typed = Array(type.utf8) + body
        return Data(bigEndian(UInt32(body.count)) + typed + bigEndian(crc32(typed)))
    }

    private static func zlibStored(_ bytes: [UInt8]) -> [UInt8] {
        var out: [UInt8] = [0x78, 0x01]
        var offset = 0
        repeat {
            let n = min(65_535, bytes.count - offset)
            let final: UInt8 = offset + n == bytes.count ? 1 : 0
            out += [final, UInt8(n & 0xFF), UInt8(n >> 8), UInt8(~n & 0xFF), UInt8((~n >> 8) & 0xFF)]
            out += bytes[offset..<offset + n]
            offset += n
        } while offset < bytes.count
        var a: UInt32 = 1, b: UInt32 = 0
        for byte in bytes {
            a = (a + UInt32(byte)) % 65_521
            b = (b + a) % 65_521
        }
        return out + bigEndian(b << 16 | a)
    }

    private static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }

    private static func bigEndian(_ v: UInt32) -> [UInt8] {
        [UInt8(v >> 24), UInt8((v >> 16) & 0xFF), UInt8((v >> 8) & 0xFF), UInt8(v & 0xFF)]
    }
}

/// Deterministic pseudo-random bytes (SplitMix64), so "random input" tests are reproducible.
func pseudoRandomBytes(count: Int, seed: UInt64) -> Data {
    var state = seed
    var out = Data(capacity: count)
    for _ in 0..<count {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        out.append(UInt8(truncatingIfNeeded: z ^ (z >> 31)))
    }
    return out
}
