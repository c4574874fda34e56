// SPDX-License-Identifier: Apache-2.0

import CoreGraphics
import Testing
import TouchstoneTesting

@Suite("CGLayer")
struct CGLayerTests {
    @Test("A layer drawn once is stamped at several places, at its size or scaled into a rectangle")
    func stamps() throws {
        let ctx = makeCanvas(width: 64, height: 32)
        let layer = try #require(CGLayer(ctx, size: CGSize(width: 8, height: 8), auxiliaryInfo: nil))
        let layerContext = try #require(layer.context)
        layerContext.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        layerContext.fill(CGRect(x: 0, y: 0, width: 4, height: 8))  // left half red, right half clear

        ctx.draw(layer, at: CGPoint(x: 0, y: 0))
        ctx.draw(layer, at: CGPoint(x: 20, y: 10))
        ctx.draw(layer, in: CGRect(x: 40, y: 0, width: 16, height: 32))

        #expect(layer.size == CGSize(width: 8, height: 8))
        #expect(probe(ctx, 2, 2) == .red)
        #expect(probe(ctx, 6, 2) == .white, "the layer's clear half lets the canvas show")
        #expect(probe(ctx, 22, 12) == .red)
        #expect(probe(ctx, 2, 12) == .white, "nothing between the stamps")
        #expect(probe(ctx, 46, 30) == .red, "scaled: the left half of 40…56")
        #expect(probe(ctx, 50, 30) == .white)
    }

    @Test("Later drawing into the layer shows the next time it is drawn; the layer's origin is bottom-left")
    func laterDrawing() throws {
        let ctx = makeCanvas(width: 16, height: 16)
        let layer = try #require(CGLayer(ctx, size: CGSize(width: 16, height: 16), auxiliaryInfo: nil))
        layer.context?.setFillColor(red: 0, green: 0, blue: 1, alpha: 1)
        layer.context?.fill(CGRect(x: 0, y: 0, width: 16, height: 4))
        ctx.draw(layer, at: .zero)
        #expect(probe(ctx, 8, 1) == .blue, "the bottom rows")
        #expect(probe(ctx, 8, 14) == .white)

        layer.context?.fill(CGRect(x: 0, y: 12, width: 16, height: 4))
        ctx.draw(layer, at: .zero)
        #expect(probe(ctx, 8, 14) == .blue)
    }

    @Test("A layer keeps its reference context's resolution: 2x contexts get layers of two pixels per unit")
    func resolution() throws {
        let ctx = makeCanvas(width: 32, height: 32)
        ctx.patternBaseCTM = CGAffineTransform(scaleX: 2, y: -2)  // as UIKit sets it for a 2x image context
        ctx.scaleBy(x: 2, y: 2)
        let layer = try #require(CGLayer(ctx, size: CGSize(width: 16, height: 16), auxiliaryInfo: nil))
        let layerContext = try #require(layer.context)
        #expect(layerContext.width == 32 && layerContext.height == 32)
        layerContext.setFillColor(red: 0, green: 1, blue: 0, alpha: 1)
        layerContext.fill(CGRect(x: 0, y: 0, width: 0.5, height: 16))  // one pixel wide at 2x

        ctx.draw(layer, at: .zero)
        #expect(probe(ctx, 0, 10) == .green)
        #expect(probe(ctx, 1, 10) == .white, "half a unit stays one device pixel")
    }

    @Test("Bad input: empty, negative, NaN or huge sizes give nil")
    func badSizes() {
        let ctx = makeCanvas(width: 8, height: 8)
        for size in [CGSize.zero, CGSize(width: -4, height: 4), CGSize(width: CGFloat.nan, height: 4),
                     CGSize(width: 4, height: CGFloat.infinity), CGSize(width: 1e7, height: 4)] {
            #expect(CGLayer(ctx, size: size, auxiliaryInfo: nil) == nil, "\(size)")
        }
    }
}
