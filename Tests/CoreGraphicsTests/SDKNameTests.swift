// SPDX-License-Identifier: Apache-2.0

import CoreGraphics
import Testing

/// Core Graphics' Swift enumeration names with Apple's raw values, used the way iOS code writes them.
@Suite("Core Graphics SDK names")
struct CoreGraphicsSDKNameTests {
    @Test("Line, fill, blend, interpolation and text modes have Apple's raw values")
    func rawValues() {
        let cap: CGLineCap = .round
        let join: CGLineJoin = .bevel
        #expect(cap.rawValue == 1 && CGLineCap.square.rawValue == 2)
        #expect(join.rawValue == 2 && CGLineJoin.miter.rawValue == 0)
        #expect(CGPathFillRule.winding.rawValue == 0 && CGPathFillRule.evenOdd.rawValue == 1)
        #expect(CGBlendMode.multiply.rawValue == 1 && CGBlendMode.sourceAtop.rawValue == 20)
        #expect(CGInterpolationQuality.none.rawValue == 1 && CGInterpolationQuality.high.rawValue == 3)
        #expect(CGTextDrawingMode.fill.rawValue == 0 && CGTextDrawingMode.clip.rawValue == 7)
    }

    @Test("Modes set on a context take effect (round caps paint past the end point)")
    func modesApply() throws {
        let ctx = try #require(CGContext(data: nil, width: 20, height: 20, bitsPerComponent: 8, bytesPerRow: 0,
                                         space: CGColorSpaceCreateDeviceRGB(),
                                         bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue))
        ctx.setStrokeColor(CGColor(red: 0, green: 0, blue: 0, alpha: 1))
        ctx.setLineWidth(8)
        ctx.setLineCap(.round)
        ctx.setLineJoin(CGLineJoin.round)
        ctx.setBlendMode(.normal)
        ctx.interpolationQuality = .high
        ctx.move(to: CGPoint(x: 8, y: 10))
        ctx.addLine(to: CGPoint(x: 12, y: 10))
        ctx.strokePath()
        let data = try #require(ctx.data).assumingMemoryBound(to: UInt8.self)
        // Pixel (5, 10): 3 points left of the start, inside the round cap's radius of 4.
        #expect(data[10 * ctx.bytesPerRow + 5 * 4 + 3] > 128)
    }
}
