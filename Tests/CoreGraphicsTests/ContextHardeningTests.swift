// SPDX-License-Identifier: Apache-2.0

import CoreGraphics
import Testing

/// Runs `bad` on a white canvas, then fills the middle red; returns the context.
private func afterBadCall(_ bad: (CGContext) -> Void) -> CGContext {
    let ctx = makeCanvas()
    bad(ctx)
    ctx.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
    ctx.fill(CGRect(x: 16, y: 16, width: 32, height: 32))
    return ctx
}

/// A horizontal line from (0, 32) to (`length`, 32).
private func addLine(to ctx: CGContext, length: CGFloat) {
    ctx.move(to: CGPoint(x: 0, y: 32))
    ctx.addLine(to: CGPoint(x: length, y: 32))
}

@Suite("Context hardening: input that used to trap, blow up or kill the context")
struct ContextHardeningTests {
    // MARK: Input Cairo cannot take is refused before it gets there

    @Test("Drawing an image into a ±1e300 rectangle, or tiling it 1e-9 wide, leaves the context drawing", arguments: [
        (CGRect(x: -1e300, y: -1e300, width: 2e300, height: 2e300), false),
        (CGRect(x: 0, y: 0, width: 1e300, height: 1e300), false), (CGRect(x: 0, y: 0, width: 1e-9, height: 1e-9), true),
        (CGRect(x: 0, y: 0, width: 1e300, height: 1e300), true),
    ])
    func extremeImageRects(rect: CGRect, tiled: Bool) {
        let ctx = afterBadCall { $0.draw(makeQuadrantImage(), in: rect, byTiling: tiled) }

        #expect(pixel(ctx, 32, 32) == .red)
        #expect(!ctx.loggedCairoRecovery, "refused before Cairo, not repaired after")
    }

    @Test("A 1e15-wide stroke with a 1e15 dash leaves the context drawing")
    func hugeDashedStroke() {
        let ctx = afterBadCall {
            $0.setLineWidth(1e15)
            $0.setLineDash(phase: 0, lengths: [1e15, 1e15])
            $0.move(to: CGPoint(x: 10, y: 10))
            $0.addLine(to: CGPoint(x: 50, y: 50))
            $0.strokePath()
        }

        #expect(pixel(ctx, 32, 32) == .red)
        #expect(!ctx.loggedCairoRecovery, "refused before Cairo, not repaired after")
    }

    @Test("A stroke wider than the canvas still covers it: the width is clamped, not dropped")
    func hugeStrokeCovers() {
        let ctx = makeCanvas()
        ctx.setStrokeColor(red: 0, green: 0, blue: 1, alpha: 1)
        ctx.setLineWidth(1e15)
        addLine(to: ctx, length: 64)

        ctx.strokePath()

        #expect(pixel(ctx, 1, 1) == .blue && pixel(ctx, 62, 62) == .blue)
    }

    @Test("A CTM scaled past Double's range draws nothing and leaves the context drawing")
    func overflowingCTM() {
        let ctx = afterBadCall {
            $0.saveGState()
            $0.scaleBy(x: 1e200, y: 1e200)
            $0.scaleBy(x: 1e200, y: 1e200)
            $0.stroke(CGRect(x: 0, y: 0, width: 1, height: 1))
            $0.setShadow(offset: CGSize(width: 2, height: 2), blur: 3)
            $0.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
            $0.restoreGState()
        }

        #expect(pixel(ctx, 32, 32) == .red)
        #expect(pixel(ctx, 4, 4) == .white)
    }

    // MARK: Dashes and shadows at extremes

    // Lines longer than about 8.4e6 device pixels are beyond Cairo's 24.8 fixed point and paint nothing (dashed or
    // not); 4e6 is the longest length probed for pixels here.
    @Test("Dashed strokes with millions of dashes finish and paint, whatever the blend mode", arguments: [
        ([1e-9, 1e-9], 64.0), ([1, 1], 4e6),
    ] as [([CGFloat], CGFloat)])
    func extremeDashedStrokes(lengths: [CGFloat], length: CGFloat) {
        for mode in [CGBlendMode.normal, .sourceIn] {
            let ctx = makeCanvas()
            ctx.setBlendMode(mode)
            ctx.setStrokeColor(red: 0, green: 0, blue: 1, alpha: 1)
            ctx.setLineWidth(4)
            ctx.setLineDash(phase: 0, lengths: lengths)
            addLine(to: ctx, length: length)

            ctx.strokePath()

            #expect(paintedCount(ctx, row: 32) > 0, "\(mode)")
        }
    }

    @Test("A dashed stroke of [1, 1] along 1e9 units finishes, whatever the blend mode")
    func billionDashes() {
        for mode in [CGBlendMode.normal, .sourceIn] {
            let ctx = makeCanvas()
            ctx.setBlendMode(mode)
            ctx.setLineWidth(4)
            ctx.setLineDash(phase: 0, lengths: [1, 1])
            addLine(to: ctx, length: 1e9)

            ctx.strokePath()

            #expect(ctx.cairoIsHealthy, "\(mode)")
        }
    }

    @Test("A dashed hit test against billions of dashes answers", arguments: [[1e-9, 1e-9] as [CGFloat], [1, 1]])
    func extremeDashedHitTest(lengths: [CGFloat]) {
        let ctx = makeCanvas()
        ctx.setLineWidth(4)
        ctx.setLineDash(phase: 0, lengths: lengths)
        addLine(to: ctx, length: 1e9)

        #expect(ctx.pathContains(CGPoint(x: 10, y: 32), mode: .stroke))
    }

    @Test("A shadow blur of 1e15 or 1e300 draws the shape and no visible shadow", arguments: [1e15, 1e300])
    func hugeShadowBlur(blur: CGFloat) {
        let ctx = makeCanvas()
        ctx.setShadow(offset: CGSize(width: 4, height: 4), blur: blur, color: CGColor(gray: 0, alpha: 1))
        ctx.setFillColor(red: 0, green: 0, blue: 1, alpha: 1)

        ctx.fill(CGRect(x: 16, y: 16, width: 32, height: 32))

        #expect(pixel(ctx, 32, 32) == .blue)
        #expect(pixel(ctx, 4, 4) == .white)
    }

    @Test("A shadow offset near Double's limit lands nowhere")
    func extremeShadowOffset() {
        let ctx = makeCanvas()
        ctx.setShadow(offset: CGSize(width: 1.7e308, height: -1.7e308), blur: 1e308, color: CGColor(gray: 0, alpha: 1))
        ctx.setFillColor(red: 0, green: 0, blue: 1, alpha: 1)

        ctx.fill(CGRect(x: 16, y: 16, width: 32, height: 32))

        #expect(pixel(ctx, 32, 32) == .blue)
        #expect(pixel(ctx, 4, 4) == .white)
    }

    // MARK: Recovery when Cairo fails anyway

    @Test("After Cairo's context or surface fails, the next fill paints, under the clip that was in force",
          arguments: [false, true])
    func recovery(breakSurface: Bool) {
        let ctx = makeCanvas()
        ctx.saveGState()
        ctx.clip(to: CGRect(x: 0, y: 0, width: 32, height: 64))
        ctx.saveGState()
        ctx.clip(to: CGRect(x: 0, y: 0, width: 16, height: 64))

        ctx.breakCairoForTesting(surface: breakSurface)
        ctx.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        ctx.fill(CGRect(x: 0, y: 0, width: 64, height: 64))

        #expect(ctx.cairoIsHealthy)
        #expect(ctx.loggedCairoRecovery)
        #expect(pixel(ctx, 8, 8) == .red && pixel(ctx, 24, 8) == .white, "inner clip replayed")
        ctx.restoreGState()
        ctx.setFillColor(red: 0, green: 0, blue: 1, alpha: 1)
        ctx.fill(CGRect(x: 0, y: 0, width: 64, height: 64))
        #expect(pixel(ctx, 24, 8) == .blue && pixel(ctx, 40, 8) == .white, "outer clip restored")
        ctx.restoreGState()
        ctx.setFillColor(red: 0, green: 0, blue: 1, alpha: 1)
        ctx.fill(CGRect(x: 0, y: 0, width: 64, height: 64))
        #expect(pixel(ctx, 40, 8) == .blue, "no clip left")
    }

    @Test("Recovery inside a transparency layer keeps the layer balanced")
    func recoveryInLayer() {
        let ctx = makeCanvas()
        ctx.beginTransparencyLayer(in: CGRect(x: 0, y: 0, width: 32, height: 32), auxiliaryInfo: nil)

        ctx.breakCairoForTesting(surface: false)
        ctx.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        ctx.fill(CGRect(x: 0, y: 0, width: 64, height: 64))
        ctx.endTransparencyLayer()
        ctx.setFillColor(red: 0, green: 0, blue: 1, alpha: 1)
        ctx.fill(CGRect(x: 48, y: 48, width: 8, height: 8))

        #expect(pixel(ctx, 8, 8) == .red)
        #expect(pixel(ctx, 40, 40) == .white)
        #expect(pixel(ctx, 50, 50) == .blue)
    }

    // MARK: Non-finite rectangles

    @Test("Rectangle functions answer for NaN and infinite rectangles instead of trapping")
    func nonFiniteRectFunctions() {
        let unit = CGRect(x: 0, y: 0, width: 1, height: 1)
        for bad in [CGRect(x: CGFloat.nan, y: 0, width: 1, height: 1), CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 1)] {
            #expect(CGRectIntersection(unit, bad).isNull)
            #expect(CGRectIntersection(bad, unit).isNull)
            #expect(!CGRectIntersectsRect(unit, bad))
            #expect(CGRectUnion(unit, bad) == unit)
            #expect(!CGRectContainsPoint(bad, CGPoint(x: 0.5, y: 0.5)))
            #expect(!CGRectContainsRect(bad, unit))
        }
        #expect(!CGRectContainsPoint(unit, CGPoint(x: CGFloat.nan, y: 0)))
        #expect(CGRectIntersection(unit, .null).isNull)
        #expect(CGRectUnion(.null, unit) == unit)
    }

    @Test("A clip under an overflowing CTM reports finite bounds")
    func overflowedClipBounds() {
        let ctx = makeCanvas()
        ctx.translateBy(x: 1e308, y: 0)
        ctx.scaleBy(x: 1e10, y: 1)

        ctx.clip(to: CGRect(x: 1e300, y: 0, width: 10, height: 10))

        _ = ctx.boundingBoxOfClipPath
        ctx.fill(CGRect(x: 0, y: 0, width: 64, height: 64))
    }
}
