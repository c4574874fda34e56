// SPDX-License-Identifier: Apache-2.0

import CoreGraphics
import Testing
import TouchstoneTesting

private let suite = "TransparencyLayerTests"

/// Fills a red square at (8, 8) and a blue one at (24, 24), both 24 wide: they overlap in (24, 24)–(32, 32).
private func drawOverlappingSquares(_ ctx: CGContext) {
    ctx.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
    ctx.fill(CGRect(x: 8, y: 8, width: 24, height: 24))
    ctx.setFillColor(red: 0, green: 0, blue: 1, alpha: 1)
    ctx.fill(CGRect(x: 24, y: 24, width: 24, height: 24))
}

@Suite("Transparency layers")
struct TransparencyLayerTests {
    @Test("Golden: with alpha 0.5, overlapping opaque shapes in a layer composite as one object")
    func layerCompositesAsOneObject() throws {
        let ctx = makeCanvas()

        ctx.setAlpha(0.5)
        ctx.beginTransparencyLayer(auxiliaryInfo: nil)
        drawOverlappingSquares(ctx)
        ctx.endTransparencyLayer()

        let halfRed = RGBA8(255, 128, 128), halfBlue = RGBA8(128, 128, 255)
        #expect(probe(ctx, 12, 12).isClose(to: halfRed, tolerance: 1))
        #expect(probe(ctx, 44, 44).isClose(to: halfBlue, tolerance: 1))
        #expect(probe(ctx, 28, 28).isClose(to: halfBlue, tolerance: 1), "the overlap shows only the top shape")
        #expect(probe(ctx, 56, 8) == .white)
        try expectGolden(ctx, "one-object", suite: suite)
    }

    @Test("Without a layer the same drawing shows the lower shape through the overlap")
    func withoutLayerOverlapDiffers() {
        let ctx = makeCanvas()

        ctx.setAlpha(0.5)
        drawOverlappingSquares(ctx)

        #expect(probe(ctx, 28, 28).isClose(to: RGBA8(128, 64, 191), tolerance: 1))
    }

    @Test("Inside a layer alpha is 1, there is no shadow and the blend mode is normal; the state comes back after")
    func stateInsideLayer() {
        let ctx = makeCanvas()

        ctx.setAlpha(0.5)
        ctx.setShadow(offset: CGSize(width: 4, height: 4), blur: 0, color: CGColor(gray: 0, alpha: 1))
        ctx.setBlendMode(.multiply)
        ctx.setFillColor(red: 0, green: 0, blue: 1, alpha: 1)
        ctx.beginTransparencyLayer(auxiliaryInfo: nil)
        ctx.fill(CGRect(x: 0, y: 0, width: 16, height: 16))  // the fill colour carries into the layer
        ctx.endTransparencyLayer()
        ctx.fill(CGRect(x: 32, y: 32, width: 16, height: 16))

        // The layer went down with alpha 0.5, multiply and the black shadow (also at alpha 0.5).
        #expect(probe(ctx, 2, 2).isClose(to: RGBA8(128, 128, 255), tolerance: 1))
        #expect(probe(ctx, 8, 8).isClose(to: RGBA8(64, 64, 128), tolerance: 1), "the layer multiplies its shadow")
        #expect(probe(ctx, 18, 18).isClose(to: RGBA8(128, 128, 128), tolerance: 1))
        // After the layer the caller's alpha and shadow apply to ordinary drawing again.
        #expect(probe(ctx, 34, 34).isClose(to: RGBA8(128, 128, 255), tolerance: 1))
        #expect(probe(ctx, 50, 50).isClose(to: RGBA8(128, 128, 128), tolerance: 1))
    }

    @Test("Golden: a shadow set before the layer is cast by the layer as a whole")
    func shadowOnWholeLayer() throws {
        let ctx = makeCanvas()

        ctx.setShadow(offset: CGSize(width: 6, height: -6), blur: 0)
        ctx.beginTransparencyLayer(auxiliaryInfo: nil)
        drawOverlappingSquares(ctx)
        ctx.endTransparencyLayer()

        let shadow = RGBA8(170, 170, 170)
        #expect(probe(ctx, 50, 22).isClose(to: shadow, tolerance: 1), "one shadow of the blue square")
        #expect(probe(ctx, 34, 4).isClose(to: shadow, tolerance: 1), "one shadow of the red square")
        // Where a shape covers the other's shadow area, no second shadow darkens it: the shapes show unshadowed.
        #expect(probe(ctx, 30, 20) == .red, "no shadow of the blue square falls on the red one")
        try expectGolden(ctx, "shadow-on-layer", suite: suite)
    }

    @Test("Shapes drawn separately with a shadow shadow each other")
    func separateShapesShadowEachOther() {
        let ctx = makeCanvas()

        ctx.setShadow(offset: CGSize(width: 6, height: -6), blur: 0)
        drawOverlappingSquares(ctx)

        #expect(probe(ctx, 30, 20).isClose(to: RGBA8(170, 0, 0), tolerance: 1))
    }

    @Test("Golden: nested layers multiply their alphas")
    func nestedLayers() throws {
        let ctx = makeCanvas()

        ctx.setAlpha(0.5)
        ctx.beginTransparencyLayer(auxiliaryInfo: nil)
        ctx.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        ctx.fill(CGRect(x: 0, y: 0, width: 32, height: 64))
        ctx.setAlpha(0.5)
        ctx.beginTransparencyLayer(auxiliaryInfo: nil)
        ctx.setFillColor(red: 0, green: 0, blue: 1, alpha: 1)
        ctx.fill(CGRect(x: 32, y: 0, width: 32, height: 64))
        ctx.endTransparencyLayer()
        ctx.endTransparencyLayer()

        #expect(probe(ctx, 16, 32).isClose(to: RGBA8(255, 128, 128), tolerance: 1))
        #expect(probe(ctx, 48, 32).isClose(to: RGBA8(191, 191, 255), tolerance: 2), "0.5 × 0.5 = 0.25 blue")
        try expectGolden(ctx, "nested", suite: suite)
    }

    @Test("A layer respects the clip in force when it ends, and beginTransparencyLayer(in:) limits it")
    func layerClip() {
        let ctx = makeCanvas()

        ctx.clip(to: CGRect(x: 0, y: 0, width: 32, height: 64))
        ctx.beginTransparencyLayer(in: CGRect(x: 0, y: 0, width: 64, height: 32), auxiliaryInfo: nil)
        ctx.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        ctx.fill(CGRect(x: 0, y: 0, width: 64, height: 64))
        ctx.endTransparencyLayer()

        #expect(probe(ctx, 16, 16) == .red)
        #expect(probe(ctx, 48, 16) == .white, "outside the clip")
        #expect(probe(ctx, 16, 48) == .white, "outside the layer's rectangle")
    }

    @Test("An unbalanced endTransparencyLayer is ignored and drawing carries on")
    func unbalancedEndIgnored() {
        let ctx = makeCanvas()

        ctx.endTransparencyLayer()
        ctx.setFillColor(red: 0, green: 1, blue: 0, alpha: 1)
        ctx.fill(CGRect(x: 0, y: 0, width: 64, height: 64))

        #expect(probe(ctx, 32, 32) == .green)
    }

    @Test("saveGState inside a layer without a matching restore does not break the context")
    func unbalancedSaveInsideLayer() {
        let ctx = makeCanvas()

        ctx.setAlpha(0.5)
        ctx.beginTransparencyLayer(auxiliaryInfo: nil)
        ctx.saveGState()
        ctx.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        ctx.fill(CGRect(x: 0, y: 0, width: 32, height: 64))
        ctx.endTransparencyLayer()
        ctx.setAlpha(1)
        ctx.setFillColor(red: 0, green: 0, blue: 1, alpha: 1)
        ctx.fill(CGRect(x: 32, y: 0, width: 32, height: 64))

        #expect(probe(ctx, 16, 32).isClose(to: RGBA8(255, 128, 128), tolerance: 1), "the layer was composited")
        #expect(probe(ctx, 48, 32) == .blue, "drawing after the layer still works")
    }

    @Test("restoreGState inside a layer cannot pop the state saved outside it")
    func unbalancedRestoreInsideLayer() {
        let ctx = makeCanvas()

        ctx.saveGState()
        ctx.setAlpha(0.5)
        ctx.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        ctx.beginTransparencyLayer(auxiliaryInfo: nil)
        ctx.restoreGState()
        ctx.restoreGState()
        ctx.fill(CGRect(x: 0, y: 0, width: 32, height: 64))
        ctx.endTransparencyLayer()
        ctx.fill(CGRect(x: 32, y: 0, width: 32, height: 64))

        #expect(probe(ctx, 16, 32).isClose(to: RGBA8(255, 128, 128), tolerance: 1), "layer content at alpha 0.5")
        #expect(probe(ctx, 48, 32).isClose(to: RGBA8(255, 128, 128), tolerance: 1),
                "the alpha set outside the layer is still in force")
    }
}
