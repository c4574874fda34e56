// SPDX-License-Identifier: Apache-2.0

import CoreGraphics
import TouchstoneTesting

/// A premultiplied-ARGB bitmap context of `width`×`height` pixels, cleared to opaque white unless `clear` is false.
func makeCanvas(width: Int = 64, height: Int = 64, white: Bool = true) -> CGContext {
    let ctx = CGContext(
        data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: 0,
        space: CGColorSpaceCreateDeviceRGB(),
        bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue)!
    if white {
        ctx.setFillColor(gray: 1, alpha: 1)
        ctx.fill(CGRect(x: 0, y: 0, width: width, height: height))
    }
    return ctx
}

/// The context's pixels, top row first, as straight RGBA.
func pixels(of ctx: CGContext) -> RGBAImage { RGBAImage(ctx.makeImage()!) }

/// Asserts the context's image against `Goldens/<suite>/<name>.png` beside the calling test file.
func expectGolden(
    _ ctx: CGContext, _ name: String, suite: String, comparison: GoldenImage = GoldenImage(),
    filePath: String = #filePath
) throws {
    try assertGolden(ctx.makeImage()!, named: name, suite: suite, comparison: comparison, filePath: filePath)
}
