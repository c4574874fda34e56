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
