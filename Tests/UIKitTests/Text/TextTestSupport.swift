// SPDX-License-Identifier: Apache-2.0

import CoreGraphics
import TouchstoneTesting
import UIKit

/// Renders `body` into a white `width` × `height` bitmap pushed as the current UIKit context (y down).
@MainActor
func renderText(width: Int = 200, height: Int = 100, _ body: () -> Void) -> CGImage {
    let ctx = CGContext(data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: 0,
                        space: CGColorSpaceCreateDeviceRGB(),
                        bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue)!
    ctx.translateBy(x: 0, y: CGFloat(height))
    ctx.scaleBy(x: 1, y: -1)
    ctx.setFillColor(gray: 1, alpha: 1)
    ctx.fill(CGRect(x: 0, y: 0, width: width, height: height))
    ctx.setFillColor(gray: 0, alpha: 1)
    UIGraphicsPushContext(ctx)
    body()
    UIGraphicsPopContext()
    return ctx.makeImage()!
}

/// The bounding box (pixels, y down, max edges exclusive) of pixels that are not white, or nil when none are.
func inkBounds(_ cgImage: CGImage, where isInk: ((r: UInt8, g: UInt8, b: UInt8, a: UInt8)) -> Bool = {
    Int($0.r) + Int($0.g) + Int($0.b) < 600
}) -> CGRect? {
    let image = RGBAImage(cgImage)
    var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1
    for y in 0..<image.height {
        for x in 0..<image.width where isInk(image[x, y]) {
            minX = min(minX, x); minY = min(minY, y); maxX = max(maxX, x); maxY = max(maxY, y)
        }
    }
    guard maxX >= 0 else { return nil }
    return CGRect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
}

/// Whether the pixel is clearly red / green / blue / grey-ish.
func isReddish(_ p: (r: UInt8, g: UInt8, b: UInt8, a: UInt8)) -> Bool { p.r > 150 && p.g < 100 && p.b < 100 }
func isGreenish(_ p: (r: UInt8, g: UInt8, b: UInt8, a: UInt8)) -> Bool { p.g > 100 && p.r < 80 && p.b < 80 }
func isBlue(_ p: (r: UInt8, g: UInt8, b: UInt8, a: UInt8)) -> Bool { p.b == 255 && p.r == 0 && p.g == 0 }
