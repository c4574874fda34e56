// SPDX-License-Identifier: Apache-2.0
//
// Line attributes and the CTM, each with a golden and pixel probes (Quartz device pixels, y up).

import CoreGraphics
import Testing

@Suite("CGContext: line attributes and the CTM")
struct CGContextStrokeStyleTests {
    private static let suite = "CGContextStrokeStyleTests"

    /// Strokes a line from `a` to `b` with the context's current attributes.
    private func strokeLine(_ ctx: CGContext, from a: CGPoint, to b: CGPoint) {
        ctx.move(to: a)
        ctx.addLine(to: b)
        ctx.strokePath()
    }

    @Test("Line width 0 strokes the thinnest visible line: one device pixel, whatever the CTM")
    func hairline() throws {
        let ctx = makeCanvas()
        ctx.setLineWidth(0)

        strokeLine(ctx, from: CGPoint(x: 4, y: 16.5), to: CGPoint(x: 60, y: 16.5))
        ctx.saveGState()
        ctx.scaleBy(x: 4, y: 4)
        strokeLine(ctx, from: CGPoint(x: 1, y: 12.125), to: CGPoint(x: 15, y: 12.125))  // device y = 48.5
        strokeLine(ctx, from: CGPoint(x: 10.125, y: 1), to: CGPoint(x: 10.125, y: 10))  // device x = 40.5
        ctx.restoreGState()

        #expect(pixel(ctx, 20, 16) == .black && pixel(ctx, 20, 48) == .black)
        #expect(paintedCount(ctx, column: 20) == 2)
        #expect(pixel(ctx, 40, 30) == .black)
        #expect(paintedCount(ctx, row: 30) == 1)
        try expectGolden(ctx, "hairline", suite: Self.suite)
    }

    @Test("Line caps: butt stops at the end point, round and square reach half the width beyond it")
    func lineCaps() throws {
        let ctx = makeCanvas()
        ctx.setLineWidth(8)

        for (cap, y) in [(CGLineCap.butt, 12), (.round, 32), (.square, 52)] {
            ctx.setLineCap(cap)
            strokeLine(ctx, from: CGPoint(x: 16, y: CGFloat(y)), to: CGPoint(x: 48, y: CGFloat(y)))
        }

        // Two to three units before the start point.
        #expect(pixel(ctx, 13, 12) == .white)
        #expect(pixel(ctx, 13, 32) == .black)
        #expect(pixel(ctx, 13, 52) == .black)
        // The cap's outer corner: inside the square cap only.
        #expect(pixel(ctx, 12, 35) == .white)
        #expect(pixel(ctx, 12, 55) == .black)
        #expect(pixel(ctx, 11, 52) == .white)  // nothing reaches beyond half the width
        #expect(pixel(ctx, 20, 12) == .black)
        try expectGolden(ctx, "line-caps", suite: Self.suite)
    }

    @Test("Line joins: miter keeps the sharp outer corner, round rounds it, bevel cuts it off")
    func lineJoins() throws {
        let ctx = makeCanvas(width: 96, height: 64)
        ctx.setLineWidth(8)

        let joins: [(CGLineJoin, CGFloat)] = [(.miter, 6), (.round, 38), (.bevel, 70)]
        for (join, x0) in joins {
            ctx.setLineJoin(join)
            ctx.addLines(between: [
                CGPoint(x: x0, y: 12), CGPoint(x: x0 + 20, y: 12), CGPoint(x: x0 + 20, y: 52),
            ])
            ctx.strokePath()
        }

        // The outer corner of each join is at (x0 + 24, 8).
        for (join, x0) in joins.map({ ($0.0, Int($0.1)) }) {
            #expect(pixel(ctx, x0 + 23, 8) == (join == .miter ? .black : .white), "corner of \(join)")
            // Past the bevel's diagonal but within the round join's radius.
            if join == .bevel {
                #expect(pixel(ctx, x0 + 22, 9) == .white, "bevelled edge")
            } else {
                #expect(pixel(ctx, x0 + 22, 9).r < 100, "rounded edge of \(join)")
            }
            #expect(pixel(ctx, x0 + 19, 9) == .black, "inside of \(join)")
        }
        try expectGolden(ctx, "line-joins", suite: Self.suite)
    }

    @Test("A miter longer than miterLimit × line width is drawn bevelled")
    func miterLimit() throws {
        let ctx = makeCanvas()
        ctx.setLineWidth(4)
        ctx.setLineJoin(.miter)

        // Legs at ±14° from the axis: the miter is 1 / sin(14°) ≈ 4.1 times the width.
        for (limit, y) in [(CGFloat(10), CGFloat(16)), (2, 46)] {
            ctx.setMiterLimit(limit)
            ctx.addLines(between: [
                CGPoint(x: 4, y: y - 10), CGPoint(x: 44, y: y), CGPoint(x: 4, y: y + 10),
            ])
            ctx.strokePath()
        }

        #expect(pixel(ctx, 48, 15).r < 128)  // the miter tip reaches x ≈ 52
        #expect(pixel(ctx, 48, 45) == .white)  // bevelled: nothing beyond x ≈ 44.5
        #expect(pixel(ctx, 40, 15) == .black && pixel(ctx, 40, 45) == .black)
        try expectGolden(ctx, "miter-limit", suite: Self.suite)
    }

    @Test("Dashes alternate painted and unpainted lengths; the phase shifts the pattern")
    func dashes() throws {
        let ctx = makeCanvas()
        ctx.setLineWidth(4)

        ctx.setLineDash(phase: 0, lengths: [8, 4])
        strokeLine(ctx, from: CGPoint(x: 0, y: 48), to: CGPoint(x: 64, y: 48))
        ctx.setLineDash(phase: 4, lengths: [8, 4])
        strokeLine(ctx, from: CGPoint(x: 0, y: 32), to: CGPoint(x: 64, y: 32))
        ctx.setLineCap(.round)
        ctx.setLineDash(phase: 0, lengths: [0, 8])  // zero-length dashes with round caps: dots
        strokeLine(ctx, from: CGPoint(x: 8, y: 16), to: CGPoint(x: 64, y: 16))
        ctx.setLineDash(phase: 0, lengths: [])  // dashing off
        ctx.setLineCap(.butt)
        strokeLine(ctx, from: CGPoint(x: 0, y: 4), to: CGPoint(x: 64, y: 4))

        // Phase 0: dashes at 0…8, 12…20, 24…32.
        #expect(pixel(ctx, 4, 48) == .black && pixel(ctx, 9, 48) == .white && pixel(ctx, 13, 48) == .black)
        // Phase 4: dashes at 0…4, 8…16, 20…28.
        #expect(pixel(ctx, 2, 32) == .black && pixel(ctx, 5, 32) == .white && pixel(ctx, 9, 32) == .black)
        #expect(pixel(ctx, 17, 32) == .white)
        // Dots centred every 8 units from x = 8.
        #expect(pixel(ctx, 16, 16) == .black && pixel(ctx, 12, 16) == .white)
        #expect(paintedCount(ctx, row: 4) == 64)
        try expectGolden(ctx, "dashes", suite: Self.suite)
    }

    @Test("The CTM moves, scales, rotates and shears geometry, and scales the line width with it")
    func ctmTransforms() throws {
        let ctx = makeCanvas()
        ctx.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)

        // Bottom-left quadrant: translate.
        ctx.saveGState()
        ctx.translateBy(x: 4, y: 4)
        ctx.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
        ctx.restoreGState()
        // Top-right: scale x by 2; the 2-unit line is 4 pixels wide on vertical edges, 2 on horizontal ones.
        ctx.saveGState()
        ctx.translateBy(x: 36, y: 36)
        ctx.scaleBy(x: 2, y: 1)
        ctx.setLineWidth(2)
        ctx.stroke(CGRect(x: 2, y: 2, width: 8, height: 20))
        ctx.restoreGState()
        // Top-left: rotate a horizontal bar by 45° about (16, 48).
        ctx.saveGState()
        ctx.translateBy(x: 16, y: 48)
        ctx.rotate(by: .pi / 4)
        ctx.fill(CGRect(x: -12, y: -2, width: 24, height: 4))
        ctx.restoreGState()
        // Bottom-right: concatenate a shear (x += 0.5·y).
        ctx.saveGState()
        ctx.concatenate(CGAffineTransform(a: 1, b: 0, c: 0.5, d: 1, tx: 36, ty: 4))
        ctx.fill(CGRect(x: 0, y: 0, width: 16, height: 16))
        ctx.restoreGState()

        #expect(pixel(ctx, 4, 4) == .red && pixel(ctx, 3, 4) == .white && pixel(ctx, 24, 23) == .white)
        #expect(paintedCount(ctx, row: 48, in: 32..<64) == 8)  // vertical edges at x 38…42 and 54…58
        #expect(paintedCount(ctx, column: 48, in: 32..<64) == 4)  // horizontal edges at y 37…39 and 57…59
        #expect(pixel(ctx, 22, 54) == .red && pixel(ctx, 22, 42) == .white)  // along the 45° diagonal only
        #expect(pixel(ctx, 37, 5) == .red && pixel(ctx, 37, 18) == .white && pixel(ctx, 58, 18) == .red)
        #expect(ctx.ctm == .identity)
        try expectGolden(ctx, "ctm-transforms", suite: Self.suite)
    }
}
