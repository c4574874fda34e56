// SPDX-License-Identifier: Apache-2.0
//
// Graphics-state settings that change how paths are painted: antialiasing, global alpha, and the state stack
// (guide §2.4.3: saveGState pushes a copy; restoreGState pops it and is the only way back from a clip).

import CoreGraphics
import Testing

@Suite("CGContext: antialiasing, alpha and the graphics-state stack")
struct CGContextStateTests {
    private static let suite = "CGContextStateTests"

    /// Fills a right triangle whose hypotenuse is a 45° edge across the canvas.
    private func fillDiagonal(_ ctx: CGContext) {
        ctx.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        ctx.addLines(between: [CGPoint(x: 4, y: 4), CGPoint(x: 60, y: 4), CGPoint(x: 4, y: 60)])
        ctx.fillPath()
    }

    private var wholeCanvas: CGRect { CGRect(x: 0, y: 0, width: 64, height: 64) }

    // MARK: Antialiasing

    @Test("With antialiasing off a diagonal edge has only two colours; with it on, blended edge pixels")
    func antialiasingOff() throws {
        let aliased = makeCanvas()
        let smooth = makeCanvas()

        aliased.setShouldAntialias(false)
        fillDiagonal(aliased)
        aliased.setStrokeColor(red: 0, green: 0, blue: 1, alpha: 1)
        aliased.setLineWidth(3)
        aliased.strokeEllipse(in: CGRect(x: 30, y: 30, width: 30, height: 30))
        fillDiagonal(smooth)

        #expect(distinctPixels(aliased, in: CGRect(x: 0, y: 0, width: 30, height: 30)).count == 2)
        #expect(distinctPixels(aliased, in: CGRect(x: 34, y: 34, width: 30, height: 30)).count == 2)
        #expect(distinctPixels(smooth, in: wholeCanvas).count > 2)
        #expect(pixel(aliased, 10, 10) == .red && pixel(aliased, 50, 50) == .white)
        try expectGolden(aliased, "antialias-off", suite: Self.suite)
    }

    @Test("setAllowsAntialiasing(false) turns antialiasing off even when shouldAntialias is on")
    func allowsAntialiasing() {
        let ctx = makeCanvas()

        ctx.setAllowsAntialiasing(false)
        ctx.setShouldAntialias(true)
        fillDiagonal(ctx)

        #expect(distinctPixels(ctx, in: wholeCanvas).count == 2)
    }

    @Test("shouldAntialias is part of the graphics state; allowsAntialiasing is not")
    func antialiasingAndTheStateStack() {
        let restoredOn = makeCanvas()
        let stillForbidden = makeCanvas()

        restoredOn.saveGState()
        restoredOn.setShouldAntialias(false)
        restoredOn.restoreGState()
        fillDiagonal(restoredOn)
        stillForbidden.saveGState()
        stillForbidden.setAllowsAntialiasing(false)
        stillForbidden.restoreGState()
        fillDiagonal(stillForbidden)

        #expect(distinctPixels(restoredOn, in: wholeCanvas).count > 2)
        #expect(distinctPixels(stillForbidden, in: wholeCanvas).count == 2)
    }

    // MARK: Alpha

    @Test("setAlpha scales fills and strokes, and multiplies with the colour's own alpha")
    func globalAlpha() throws {
        let ctx = makeCanvas()
        ctx.setAlpha(0.5)
        ctx.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        ctx.setStrokeColor(red: 0, green: 0, blue: 1, alpha: 1)
        ctx.setLineWidth(6)

        ctx.addRect(CGRect(x: 8, y: 8, width: 24, height: 48))
        ctx.drawPath(using: .fillStroke)
        ctx.setFillColor(red: 0, green: 1, blue: 0, alpha: 0.5)
        ctx.fill(CGRect(x: 40, y: 8, width: 16, height: 48))

        #expect(pixel(ctx, 20, 32).isClose(to: Pixel(255, 128, 128), tolerance: 1))  // red at 0.5 over white
        #expect(pixel(ctx, 6, 32).isClose(to: Pixel(128, 128, 255), tolerance: 1))  // stroke over white
        #expect(pixel(ctx, 9, 32).isClose(to: Pixel(128, 64, 191), tolerance: 1))  // stroke over the half-red fill
        #expect(pixel(ctx, 48, 32).isClose(to: Pixel(191, 255, 191), tolerance: 1))  // 0.5 × 0.5 = 0.25 green
        try expectGolden(ctx, "alpha", suite: Self.suite)
    }

    @Test("Alpha is clamped to 0…1: 0 paints nothing, values above 1 paint opaquely; NaN is ignored")
    func alphaClamping() {
        let ctx = makeCanvas()
        ctx.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)

        ctx.setAlpha(0)
        ctx.fill(CGRect(x: 0, y: 0, width: 32, height: 64))
        ctx.setAlpha(7)
        ctx.setAlpha(.nan)
        ctx.fill(CGRect(x: 32, y: 0, width: 32, height: 64))

        #expect(pixel(ctx, 10, 10) == .white)
        #expect(pixel(ctx, 40, 10) == .red)
    }

    // MARK: The graphics-state stack

    @Test("restoreGState brings back colour, line width, CTM and clip")
    func saveAndRestore() throws {
        let ctx = makeCanvas()
        ctx.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        ctx.setLineWidth(1)

        ctx.saveGState()
        ctx.setFillColor(red: 0, green: 0, blue: 1, alpha: 1)
        ctx.setLineWidth(10)
        ctx.translateBy(x: 32, y: 0)
        ctx.clip(to: CGRect(x: 0, y: 0, width: 16, height: 64))  // device x 32…48
        ctx.fill(CGRect(x: -32, y: 48, width: 64, height: 16))  // clipped to the band
        ctx.restoreGState()
        ctx.fill(CGRect(x: 0, y: 0, width: 64, height: 16))  // red, everywhere: no clip, no translation
        ctx.move(to: CGPoint(x: 0, y: 32.5))
        ctx.addLine(to: CGPoint(x: 64, y: 32.5))
        ctx.strokePath()

        #expect(ctx.ctm == .identity)
        #expect(pixel(ctx, 40, 56) == .blue && pixel(ctx, 20, 56) == .white && pixel(ctx, 50, 56) == .white)
        #expect(pixel(ctx, 2, 8) == .red && pixel(ctx, 60, 8) == .red)
        #expect(pixel(ctx, 10, 32) == .black && pixel(ctx, 10, 31) == .white && pixel(ctx, 10, 33) == .white)
        try expectGolden(ctx, "gstate-restore", suite: Self.suite)
    }

    @Test("Nested saves restore in last-in, first-out order")
    func nestedSaves() {
        let ctx = makeCanvas()
        ctx.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)

        ctx.saveGState()
        ctx.setFillColor(red: 0, green: 1, blue: 0, alpha: 1)
        ctx.saveGState()
        ctx.setFillColor(red: 0, green: 0, blue: 1, alpha: 1)
        ctx.restoreGState()
        ctx.fill(CGRect(x: 0, y: 0, width: 32, height: 64))
        ctx.restoreGState()
        ctx.fill(CGRect(x: 32, y: 0, width: 32, height: 64))

        #expect(pixel(ctx, 10, 10) == .green)
        #expect(pixel(ctx, 40, 10) == .red)
    }

    @Test("An unbalanced restoreGState is ignored and changes nothing")
    func unbalancedRestore() {
        let ctx = makeCanvas()
        ctx.setFillColor(red: 0, green: 0, blue: 1, alpha: 1)
        ctx.translateBy(x: 10, y: 0)
        ctx.clip(to: CGRect(x: 0, y: 0, width: 20, height: 64))

        ctx.restoreGState()
        ctx.restoreGState()
        ctx.fill(CGRect(x: -10, y: 0, width: 64, height: 64))

        #expect(ctx.ctm == CGAffineTransform(translationX: 10, y: 0))
        #expect(pixel(ctx, 15, 10) == .blue)
        #expect(pixel(ctx, 5, 10) == .white && pixel(ctx, 40, 10) == .white)  // the clip is still there
    }

    @Test("Line attributes, alpha and blend mode are saved with the state")
    func otherAttributesAreSaved() {
        let ctx = makeCanvas()

        ctx.saveGState()
        ctx.setLineWidth(12)
        ctx.setLineDash(phase: 0, lengths: [1, 1])
        ctx.setAlpha(0.1)
        ctx.setBlendMode(.clear)
        ctx.restoreGState()
        ctx.move(to: CGPoint(x: 0, y: 32.5))
        ctx.addLine(to: CGPoint(x: 64, y: 32.5))
        ctx.strokePath()

        #expect(paintedCount(ctx, row: 32) == 64)  // solid, opaque, normal blending
        #expect(pixel(ctx, 7, 32) == .black)
        #expect(pixel(ctx, 7, 34) == .white)  // width 1 again
    }
}
