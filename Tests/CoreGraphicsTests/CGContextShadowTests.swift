// SPDX-License-Identifier: Apache-2.0

import CoreGraphics
import Testing
import TouchstoneTesting

private let suite = "CGContextShadowTests"

/// Black at 1/3 alpha over white.
private let defaultShadowOverWhite = RGBA8(170, 170, 170)

@Suite("Shadows")
struct CGContextShadowTests {
    @Test("Golden: setShadow(offset:blur:) draws black at 1/3 alpha, +height moving the shadow up")
    func defaultShadowMovesUp() throws {
        let ctx = makeCanvas()

        ctx.setShadow(offset: CGSize(width: 8, height: 8), blur: 0)
        ctx.setFillColor(red: 0, green: 0, blue: 1, alpha: 1)
        ctx.fill(CGRect(x: 16, y: 16, width: 24, height: 24))

        #expect(probe(ctx, 20, 20) == .blue, "the shape is drawn over its shadow")
        #expect(probe(ctx, 44, 44).isClose(to: defaultShadowOverWhite, tolerance: 1), "shadow up and right")
        #expect(probe(ctx, 44, 20) == .white, "a downward shadow would cover this pixel")
        #expect(probe(ctx, 20, 44) == .white)
        #expect(probe(ctx, 50, 50) == .white, "the shadow ends at the offset shape's edge")
        try expectGolden(ctx, "default-offset-up", suite: suite)
    }

    @Test("The shadow offset is in base space: a scaled CTM does not scale it")
    func offsetIgnoresScaledCTM() {
        let ctx = makeCanvas()

        ctx.scaleBy(x: 2, y: 2)
        ctx.setShadow(offset: CGSize(width: 8, height: 8), blur: 0)
        ctx.setFillColor(red: 0, green: 0, blue: 1, alpha: 1)
        ctx.fill(CGRect(x: 8, y: 8, width: 12, height: 12))  // device (16, 16, 24, 24)

        #expect(probe(ctx, 44, 44).isClose(to: defaultShadowOverWhite, tolerance: 1))
        #expect(probe(ctx, 46, 20) == .white)
        #expect(probe(ctx, 52, 52) == .white, "an offset scaled by the CTM would reach here")
    }

    @Test("The shadow offset is in base space: a flipped CTM does not flip it")
    func offsetIgnoresFlippedCTM() {
        let ctx = makeCanvas()

        ctx.translateBy(x: 0, y: 64)
        ctx.scaleBy(x: 1, y: -1)
        ctx.setShadow(offset: CGSize(width: 8, height: 8), blur: 0)
        ctx.setFillColor(red: 0, green: 0, blue: 1, alpha: 1)
        ctx.fill(CGRect(x: 16, y: 24, width: 24, height: 24))  // device (16, 16, 24, 24)

        #expect(probe(ctx, 44, 44).isClose(to: defaultShadowOverWhite, tolerance: 1), "still up")
        #expect(probe(ctx, 44, 12) == .white)
    }

    @Test("Golden: blur 0 gives a hard-edged shadow, blur 10 a soft one")
    func hardVersusSoft() throws {
        let ctx = makeCanvas(width: 96, height: 64)
        ctx.setFillColor(red: 0, green: 0, blue: 1, alpha: 1)

        ctx.setShadow(offset: CGSize(width: 6, height: -6), blur: 0)
        ctx.fill(CGRect(x: 8, y: 24, width: 24, height: 24))
        ctx.setShadow(offset: CGSize(width: 6, height: -6), blur: 10)
        ctx.fill(CGRect(x: 56, y: 24, width: 24, height: 24))

        // Hard: the shadow is (14, 18)–(38, 42); its right edge is a single step.
        #expect(probe(ctx, 37, 30).isClose(to: defaultShadowOverWhite, tolerance: 1))
        #expect(probe(ctx, 38, 30) == .white)
        // Soft: the same place relative to the second square is partly shadowed on both sides of the edge,
        // and the shadow reaches pixels a hard shadow never would.
        let inside = probe(ctx, 48 + 37, 30), outside = probe(ctx, 48 + 38, 30), far = probe(ctx, 48 + 41, 30)
        #expect(inside.r > 170 && inside.r < 255, "inside edge softened: \(inside)")
        #expect(outside.r > 170 && outside.r < 255, "outside edge softened: \(outside)")
        #expect(far.r < 255, "blur spreads beyond the edge: \(far)")
        #expect(probe(ctx, 48 + 26, 18).r > probe(ctx, 26, 18).r, "along the bottom edge the soft shadow is lighter")
        try expectGolden(ctx, "hard-vs-soft", suite: suite)
    }

    @Test("Golden: a wide blur spreads the shadow evenly in every direction and fades with distance")
    func wideBlurIsSymmetric() throws {
        let ctx = makeCanvas(width: 128, height: 128)

        ctx.setShadow(offset: .zero, blur: 40, color: CGColor(gray: 0, alpha: 1))  // wide enough to downsample
        ctx.setFillColor(red: 0, green: 0, blue: 1, alpha: 1)
        ctx.fill(CGRect(x: 48, y: 48, width: 32, height: 32))

        for distance in [20, 32, 48] {
            let around = [probe(ctx, 64 + distance, 64), probe(ctx, 63 - distance, 64), probe(ctx, 64, 64 + distance),
                          probe(ctx, 64, 63 - distance)].map(\.r)
            #expect(around.max()! - around.min()! <= 3, "at distance \(distance): \(around)")
            #expect(around[0] < 255, "still shadowed at distance \(distance)")
        }
        #expect(probe(ctx, 80, 64).r < probe(ctx, 96, 64).r && probe(ctx, 96, 64).r < probe(ctx, 112, 64).r)
        try expectGolden(ctx, "wide-blur", suite: suite)
    }

    @Test("Golden: setShadow(offset:blur:color:) draws the shadow in that colour")
    func coloredShadow() throws {
        let ctx = makeCanvas()

        ctx.setShadow(offset: CGSize(width: -8, height: -8), blur: 0, color: CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        ctx.setFillColor(red: 0, green: 0, blue: 1, alpha: 1)
        ctx.fill(CGRect(x: 24, y: 24, width: 24, height: 24))
        ctx.setShadow(offset: CGSize(width: 4, height: 0), blur: 0, color: CGColor(red: 0, green: 1, blue: 0, alpha: 0.5))
        ctx.fill(CGRect(x: 4, y: 52, width: 24, height: 8))

        #expect(probe(ctx, 20, 20) == .red, "down-left, opaque red")
        #expect(probe(ctx, 50, 20) == .white)
        #expect(probe(ctx, 30, 56).isClose(to: RGBA8(128, 255, 128), tolerance: 1), "half-transparent green")
        try expectGolden(ctx, "colored", suite: suite)
    }

    @Test("A nil shadow colour, or a fully transparent one, turns shadowing off")
    func nilColorDisables() {
        let ctx = makeCanvas()

        ctx.setShadow(offset: CGSize(width: 8, height: 8), blur: 0)
        ctx.setShadow(offset: CGSize(width: 8, height: 8), blur: 0, color: nil)
        ctx.fill(CGRect(x: 8, y: 8, width: 16, height: 16))
        ctx.setShadow(offset: CGSize(width: 8, height: 8), blur: 4, color: CGColor(gray: 0, alpha: 0))
        ctx.fill(CGRect(x: 36, y: 36, width: 16, height: 16))

        #expect(probe(ctx, 28, 28) == .white)
        #expect(probe(ctx, 56, 56) == .white)
        #expect(count(in: pixels(of: ctx)) { $0 != .white && $0 != .black } == 0)
    }

    @Test("restoreGState turns a shadow set after saveGState off again")
    func saveRestoreTurnsShadowOff() {
        let ctx = makeCanvas()

        ctx.saveGState()
        ctx.setShadow(offset: CGSize(width: 8, height: 8), blur: 0)
        ctx.fill(CGRect(x: 4, y: 4, width: 16, height: 16))
        ctx.restoreGState()
        ctx.fill(CGRect(x: 36, y: 4, width: 16, height: 16))

        #expect(probe(ctx, 22, 22).isClose(to: defaultShadowOverWhite, tolerance: 1), "shadowed while set")
        #expect(probe(ctx, 54, 22) == .white, "no shadow after restore")
    }

    @Test("Golden: strokes, images and gradients cast shadows too")
    func strokesImagesGradients() throws {
        let ctx = makeCanvas(width: 96, height: 64)
        ctx.setShadow(offset: CGSize(width: 4, height: -4), blur: 0, color: CGColor(gray: 0, alpha: 0.5))

        ctx.setStrokeColor(red: 0, green: 0, blue: 1, alpha: 1)
        ctx.setLineWidth(4)
        ctx.strokeLineSegments(between: [CGPoint(x: 8, y: 8), CGPoint(x: 8, y: 56)])
        ctx.interpolationQuality = .none
        ctx.draw(makeQuadrantImage(), in: CGRect(x: 24, y: 24, width: 24, height: 24))
        let red = CGGradient(colorSpace: CGColorSpaceCreateDeviceRGB(), colorComponents: [1, 0, 0, 1, 1, 0, 0, 1],
                             locations: nil)!
        ctx.saveGState()
        ctx.clip(to: CGRect(x: 56, y: 8, width: 40, height: 48))
        ctx.drawLinearGradient(red, start: CGPoint(x: 60, y: 0), end: CGPoint(x: 80, y: 0), options: [])
        ctx.restoreGState()

        let shadow = RGBA8(128, 128, 128)
        #expect(probe(ctx, 11, 30).isClose(to: shadow, tolerance: 1), "stroke shadow to the right")
        #expect(probe(ctx, 50, 22).isClose(to: shadow, tolerance: 1), "image shadow below right")
        #expect(probe(ctx, 82, 30).isClose(to: shadow, tolerance: 1), "gradient shadow beyond its end")
        #expect(probe(ctx, 62, 30) == .red)
        #expect(probe(ctx, 58, 30) == .white, "before the gradient's start nothing is painted, so no shadow")
        #expect(probe(ctx, 86, 30) == .white, "the shadow is only as wide as what was painted")
        try expectGolden(ctx, "stroke-image-gradient", suite: suite)
    }

    @Test("The global alpha applies to the shadow as well as the shape")
    func globalAlpha() {
        let ctx = makeCanvas()

        ctx.setAlpha(0.5)
        ctx.setShadow(offset: CGSize(width: 16, height: 0), blur: 0, color: CGColor(gray: 0, alpha: 1))
        ctx.setFillColor(red: 0, green: 0, blue: 1, alpha: 1)
        ctx.fill(CGRect(x: 8, y: 8, width: 16, height: 16))

        #expect(probe(ctx, 28, 16).isClose(to: RGBA8(128, 128, 128), tolerance: 1))
    }

    @Test("The shadow is confined by the clip, and a shape outside the clip can cast a shadow into it")
    func shadowAndClip() {
        let ctx = makeCanvas()

        ctx.clip(to: CGRect(x: 32, y: 0, width: 32, height: 64))
        ctx.setShadow(offset: CGSize(width: 20, height: 0), blur: 0, color: CGColor(gray: 0, alpha: 1))
        ctx.fill(CGRect(x: 16, y: 16, width: 8, height: 8))  // shape outside the clip, shadow at 36…44
        ctx.fill(CGRect(x: 40, y: 40, width: 8, height: 8))  // shadow at 60…68, cut at 64

        #expect(probe(ctx, 20, 20) == .white, "the shape itself is clipped away")
        #expect(probe(ctx, 40, 20) == .black, "its shadow lands inside the clip")
        #expect(probe(ctx, 62, 44) == .black)
    }
}
