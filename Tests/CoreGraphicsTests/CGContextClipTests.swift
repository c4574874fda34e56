// SPDX-License-Identifier: Apache-2.0
//
// Clipping (guide §2.4.3: restoreGState "is the only way to restore the clip path"). Probes are Quartz device
// pixels, y up.

import CoreGraphics
import Testing

@Suite("CGContext: clipping")
struct CGContextClipTests {
    private static let suite = "CGContextClipTests"

    /// Paints the whole 64×64 canvas red, through whatever clip is in force.
    private func floodRed(_ ctx: CGContext) {
        ctx.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        ctx.fill(CGRect(x: -1000, y: -1000, width: 2000, height: 2000))
    }

    // MARK: Clip shapes

    @Test("clip(using:) keeps the nested square's hole under even-odd only", arguments: [
        (CGPathFillRule.winding, "clip-winding"),
        (CGPathFillRule.evenOdd, "clip-evenodd"),
    ])
    func clipFillRule(rule: CGPathFillRule, golden: String) throws {
        let ctx = makeCanvas()
        ctx.addRect(CGRect(x: 8, y: 8, width: 48, height: 48))
        ctx.addRect(CGRect(x: 24, y: 24, width: 16, height: 16))

        ctx.clip(using: rule)
        floodRed(ctx)

        #expect(ctx.isPathEmpty)
        #expect(pixel(ctx, 32, 32) == (rule == .winding ? .red : .white))
        #expect(pixel(ctx, 12, 32) == .red)
        #expect(pixel(ctx, 4, 32) == .white && pixel(ctx, 60, 60) == .white)
        try expectGolden(ctx, golden, suite: Self.suite)
    }

    @Test("clip(to: rects) clips to the union of the rectangles and keeps the current path")
    func clipToRects() throws {
        let ctx = makeCanvas()
        ctx.move(to: CGPoint(x: 1, y: 1))

        ctx.clip(to: [CGRect(x: 4, y: 4, width: 20, height: 20), CGRect(x: 16, y: 16, width: 40, height: 12),
                      CGRect(x: 40, y: 40, width: 16, height: 16)])
        floodRed(ctx)

        #expect(!ctx.isPathEmpty)
        #expect(pixel(ctx, 4, 4) == .red && pixel(ctx, 50, 20) == .red && pixel(ctx, 55, 55) == .red)
        #expect(pixel(ctx, 30, 8) == .white && pixel(ctx, 30, 36) == .white && pixel(ctx, 3, 3) == .white)
        try expectGolden(ctx, "clip-rects", suite: Self.suite)
    }

    @Test("A curved clip takes the CTM in force when its path was built")
    func clipEllipseUnderCTM() throws {
        let ctx = makeCanvas()
        ctx.translateBy(x: 32, y: 32)
        ctx.scaleBy(x: 2, y: 1)
        ctx.addEllipse(in: CGRect(x: -14, y: -20, width: 28, height: 40))  // device: x 4…60, y 12…52
        ctx.scaleBy(x: 0.5, y: 1)
        ctx.translateBy(x: -32, y: -32)

        ctx.clip()
        ctx.setFillColor(red: 0, green: 0, blue: 1, alpha: 1)
        for x in stride(from: 0, to: 64, by: 8) { ctx.fill(CGRect(x: x, y: 0, width: 4, height: 64)) }

        #expect(ctx.ctm == .identity)
        #expect(pixel(ctx, 32, 32) == .blue && pixel(ctx, 36, 32) == .white)  // stripes inside
        #expect(pixel(ctx, 8, 32) == .blue)  // near the left end of the wide axis
        #expect(pixel(ctx, 0, 32) == .white && pixel(ctx, 8, 48) == .white)  // stripes outside the ellipse
        try expectGolden(ctx, "clip-ellipse", suite: Self.suite)
    }

    @Test("Clipping to a stroked path's outline paints only the ring")
    func clipToStrokedPath() throws {
        let ctx = makeCanvas()
        ctx.setLineWidth(10)
        ctx.addEllipse(in: CGRect(x: 12, y: 12, width: 40, height: 40))

        ctx.replacePathWithStrokedPath()
        ctx.clip()
        floodRed(ctx)

        #expect(pixel(ctx, 32, 32) == .white)
        #expect(pixel(ctx, 12, 32) == .red && pixel(ctx, 32, 50) == .red)
        #expect(pixel(ctx, 4, 32) == .white)
        try expectGolden(ctx, "clip-stroked-ring", suite: Self.suite)
    }

    // MARK: Clips only shrink

    @Test("Each clip intersects with the previous one; a larger clip does not enlarge it")
    func clippingOnlyReduces() {
        let ctx = makeCanvas()

        ctx.clip(to: CGRect(x: 0, y: 0, width: 32, height: 32))
        ctx.clip(to: CGRect(x: 16, y: 16, width: 48, height: 48))
        ctx.clip(to: CGRect(x: 0, y: 0, width: 64, height: 64))
        floodRed(ctx)

        #expect(pixel(ctx, 20, 20) == .red)
        #expect(pixel(ctx, 10, 10) == .white && pixel(ctx, 40, 40) == .white && pixel(ctx, 20, 40) == .white)
        #expect(ctx.boundingBoxOfClipPath == CGRect(x: 16, y: 16, width: 16, height: 16))
    }

    @Test("restoreGState is the way back to the unclipped state")
    func restoreUndoesClip() {
        let ctx = makeCanvas()

        ctx.saveGState()
        ctx.clip(to: CGRect(x: 0, y: 0, width: 8, height: 8))
        ctx.restoreGState()
        floodRed(ctx)

        #expect(pixel(ctx, 40, 40) == .red)
        #expect(ctx.boundingBoxOfClipPath == CGRect(x: 0, y: 0, width: 64, height: 64))
    }

    @Test("resetClip removes every clip of the current state")
    func resetClip() {
        let ctx = makeCanvas()
        ctx.clip(to: CGRect(x: 0, y: 0, width: 8, height: 8))
        ctx.clip(to: CGRect(x: 4, y: 4, width: 8, height: 8))

        ctx.resetClip()
        floodRed(ctx)

        #expect(pixel(ctx, 40, 40) == .red && pixel(ctx, 2, 2) == .red)
    }

    @Test("Clipping to an empty path clips everything away")
    func emptyPathClipsEverything() {
        let ctx = makeCanvas()

        ctx.beginPath()
        ctx.clip()
        floodRed(ctx)

        #expect(distinctPixels(ctx, in: CGRect(x: 0, y: 0, width: 64, height: 64)) == [[255, 255, 255, 255]])
        #expect(ctx.boundingBoxOfClipPath.isEmpty)
    }

    @Test("clear(rect) clears only where the clip lets paint through, image-mask clips included")
    func clearRespectsClip() {
        let masked = makeCanvas()
        let clipped = makeCanvas()
        // A DeviceGray mask: white (paint passes) on the left half, black on the right.
        let mask = CGContext(data: nil, width: 64, height: 64, bitsPerComponent: 8, bytesPerRow: 0,
                             space: CGColorSpaceCreateDeviceGray(), bitmapInfo: CGImageAlphaInfo.none.rawValue)!
        mask.setFillColor(gray: 1, alpha: 1)
        mask.fill(CGRect(x: 0, y: 0, width: 32, height: 64))
        for ctx in [masked, clipped] { floodRed(ctx) }
        masked.clip(to: CGRect(x: 0, y: 0, width: 64, height: 64), mask: mask.makeImage()!)
        clipped.clip(to: CGRect(x: 0, y: 0, width: 32, height: 64))

        for ctx in [masked, clipped] { ctx.clear(CGRect(x: 0, y: 0, width: 64, height: 32)) }

        for ctx in [masked, clipped] {
            #expect(pixel(ctx, 10, 10) == .transparent)  // in the rectangle, clip open
            #expect(pixel(ctx, 50, 10) == .red)  // in the rectangle, clipped away
            #expect(pixel(ctx, 10, 50) == .red && pixel(ctx, 50, 50) == .red)  // outside the rectangle
        }
    }

    // MARK: boundingBoxOfClipPath

    @Test("boundingBoxOfClipPath is the whole context when nothing is clipped, in user space")
    func clipBoundsUnclipped() {
        let ctx = makeCanvas()
        #expect(ctx.boundingBoxOfClipPath == CGRect(x: 0, y: 0, width: 64, height: 64))

        ctx.translateBy(x: 10, y: 20)
        ctx.scaleBy(x: 2, y: 4)

        #expect(isClose(ctx.boundingBoxOfClipPath, CGRect(x: -5, y: -5, width: 32, height: 16), tolerance: 1e-9))
    }

    @Test("boundingBoxOfClipPath reports the clip in the current user space")
    func clipBoundsUnderCTM() {
        let ctx = makeCanvas()
        ctx.scaleBy(x: 2, y: 2)

        ctx.clip(to: CGRect(x: 5, y: 5, width: 10, height: 10))

        #expect(isClose(ctx.boundingBoxOfClipPath, CGRect(x: 5, y: 5, width: 10, height: 10), tolerance: 1e-9))
        ctx.scaleBy(x: 0.5, y: 0.5)
        #expect(isClose(ctx.boundingBoxOfClipPath, CGRect(x: 10, y: 10, width: 20, height: 20), tolerance: 1e-9))
    }

    @Test("boundingBoxOfClipPath reports a clip at fractional coordinates exactly, as Quartz does")
    func clipBoundsFractional() {
        let ctx = makeCanvas()
        let clip = CGRect(x: 5.25, y: 6.5, width: 10.5, height: 3.25)

        ctx.clip(to: clip)

        #expect(isClose(ctx.boundingBoxOfClipPath, clip, tolerance: 1e-9))
        ctx.resetClip()
        #expect(ctx.boundingBoxOfClipPath == CGRect(x: 0, y: 0, width: 64, height: 64))
    }

    @Test("boundingBoxOfClipPath of an elliptical clip encloses the ellipse")
    func clipBoundsEllipse() {
        let ctx = makeCanvas()

        ctx.addEllipse(in: CGRect(x: 10, y: 20, width: 30, height: 16))
        ctx.clip()

        let box = ctx.boundingBoxOfClipPath
        #expect(box.contains(CGRect(x: 10, y: 20, width: 30, height: 16)))
        #expect(box.insetBy(dx: -1, dy: -1).contains(box) && box.width <= 32 && box.height <= 18)
    }
}
