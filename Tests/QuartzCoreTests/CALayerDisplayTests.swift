// SPDX-License-Identifier: Apache-2.0

import QuartzCore
import Testing

/// A delegate that fills the layer's bounds with `color` and a 5×5-point red square at the bounds' top-left.
///
/// (A `CALayer` subclass cannot override `draw(in:)` yet: it is declared in an extension, which Swift without
/// Objective-C cannot override. The drawing contract is the same for the delegate.)
private final class SquareDelegate: CALayerDelegate {
    var color = Palette.blue
    var draws = 0
    func draw(_ layer: CALayer, in ctx: CGContext) {
        draws += 1
        let bounds = layer.bounds
        ctx.setFillColor(color)
        ctx.fill(bounds)
        ctx.setFillColor(Palette.red)
        ctx.fill(CGRect(x: bounds.minX, y: bounds.minY, width: 5, height: 5))
    }
}

/// A layer drawn by a ``SquareDelegate``. The layer holds its delegate weakly: keep the delegate in a variable
/// that is used after the drawing.
private func makeSquareLayer(_ frame: CGRect = .zero) -> (CALayer, SquareDelegate) {
    let delegate = SquareDelegate()
    let layer = makeLayer(frame)
    layer.delegate = delegate
    return (layer, delegate)
}

/// A delegate drawing a red square at the top-left, or setting contents itself when `displays` is true.
private final class DrawingDelegate: CALayerDelegate {
    var displays = false
    var drawCalls = 0
    var displayCalls = 0
    var implementsDisplay: Bool { displays }

    func draw(_ layer: CALayer, in ctx: CGContext) {
        drawCalls += 1
        ctx.setFillColor(Palette.red)
        ctx.fill(CGRect(x: 0, y: 0, width: 5, height: 5))
    }

    func display(_ layer: CALayer) {
        displayCalls += 1
        layer.contents = renderImage(
            makeLayer(CGRect(x: 0, y: 0, width: 4, height: 4), color: Palette.green),
            width: 4, height: 4)
    }
}

@Suite("CALayer display", .freshLayerEnvironment)
struct CALayerDisplayTests {
    @Test("setNeedsDisplay marks the layer; displayIfNeeded draws once and clears the mark")
    func markAndDisplay() {
        withTestEnvironment { _ in
            let (layer, square) = makeSquareLayer(CGRect(x: 0, y: 0, width: 20, height: 10))
            layer.displayIfNeeded()
            #expect(square.draws == 0)

            layer.setNeedsDisplay()
            #expect(layer.needsDisplay())
            layer.displayIfNeeded()
            layer.displayIfNeeded()
            #expect(square.draws == 1)
            #expect(!layer.needsDisplay())
            #expect(layer.contents is CGImage)
        }
    }

    @Test("Dirty rectangles accumulate as their union until display")
    func dirtyUnion() {
        withTestEnvironment { _ in
            let (layer, square) = makeSquareLayer(CGRect(x: 0, y: 0, width: 100, height: 100))
            layer.setNeedsDisplay(CGRect(x: 10, y: 10, width: 10, height: 10))
            layer.setNeedsDisplay(CGRect(x: 50, y: 40, width: 5, height: 30))
            #expect(layer.dirtyRect == CGRect(x: 10, y: 10, width: 45, height: 60))
            layer.display()
            #expect(layer.dirtyRect.isNull && square.draws == 1)
            layer.setNeedsDisplay(CGRect(x: 0, y: 0, width: CGFloat.nan, height: 1))
            #expect(!layer.needsDisplay())
        }
    }

    @Test("A partial redisplay only repaints the dirty rectangle")
    func partialRedisplay() throws {
        try withTestEnvironment { _ in
            let (layer, square) = makeSquareLayer(CGRect(x: 0, y: 0, width: 40, height: 40))
            layer.display()
            square.color = Palette.green
            layer.setNeedsDisplay(CGRect(x: 20, y: 20, width: 20, height: 20))
            layer.displayIfNeeded()
            let probe = Probe(try #require(layer.contents as? CGImage))
            expectPixel(probe, 30, 30, .green)
            expectPixel(probe, 10, 30, .blue)
            expectPixel(probe, 30, 10, .blue)
            expectPixel(probe, 2, 2, .red)
        }
    }

    @Test("draw(in:) gets a flipped context scaled by contentsScale: the square lands at the image's top-left")
    func flippedAndScaled() throws {
        try withTestEnvironment { _ in
            let (layer, square) = makeSquareLayer()
            withoutActions {
                layer.frame = CGRect(x: 0, y: 0, width: 20, height: 10)
                layer.contentsScale = 2
            }
            layer.display()
            let image = try #require(layer.contents as? CGImage)
            #expect(image.width == 40 && image.height == 20)
            let probe = Probe(image)
            expectPixel(probe, 1, 1, .red)
            expectPixel(probe, 9, 9, .red)
            expectPixel(probe, 11, 1, .blue)
            expectPixel(probe, 1, 11, .blue)
            expectPixel(probe, 38, 18, .blue)
            #expect(square.draws == 1)
        }
    }

    @Test("Drawing starts at the bounds origin, whatever it is")
    func boundsOriginDrawing() throws {
        try withTestEnvironment { _ in
            let (layer, square) = makeSquareLayer()
            withoutActions { layer.bounds = CGRect(x: 100, y: 50, width: 10, height: 10) }
            layer.display()
            let probe = Probe(try #require(layer.contents as? CGImage))
            expectPixel(probe, 1, 1, .red)
            expectPixel(probe, 8, 8, .blue)
            #expect(square.draws == 1)
        }
    }

    @Test("setNeedsDisplay() before a resize redraws the whole layer at its new size")
    func fullRedisplayUsesBoundsAtDisplayTime() throws {
        try withTestEnvironment { _ in
            let (layer, square) = makeSquareLayer(CGRect(x: 0, y: 0, width: 40, height: 40))
            layer.display()
            square.color = Palette.green
            layer.setNeedsDisplay()
            withoutActions { layer.bounds.size = CGSize(width: 80, height: 80) }
            layer.displayIfNeeded()
            // The whole 80 × 80 image is new: green where the old 40 × 40 bounds ended and beyond them.
            let probe = Probe(try #require(layer.contents as? CGImage))
            expectPixel(probe, 60, 60, .green)
            expectPixel(probe, 10, 10, .green)
        }
    }

    @Test("A delegate's draw(_:in:) fills the backing image, flipped like draw(in:)")
    func delegateDraw() throws {
        try withTestEnvironment { _ in
            let delegate = DrawingDelegate()
            let layer = makeLayer(CGRect(x: 0, y: 0, width: 10, height: 10))
            layer.delegate = delegate
            layer.setNeedsDisplay()
            layer.displayIfNeeded()
            #expect(delegate.drawCalls == 1)
            let probe = Probe(try #require(layer.contents as? CGImage))
            expectPixel(probe, 2, 2, .red)
            expectPixel(probe, 7, 7, .clear)
        }
    }

    @Test("A delegate's display(_:) replaces drawing")
    func delegateDisplay() throws {
        try withTestEnvironment { _ in
            let delegate = DrawingDelegate()
            delegate.displays = true
            let layer = makeLayer(CGRect(x: 0, y: 0, width: 10, height: 10))
            layer.delegate = delegate
            layer.setNeedsDisplay()
            layer.displayIfNeeded()
            #expect(delegate.displayCalls == 1 && delegate.drawCalls == 0)
            expectPixel(Probe(try #require(layer.contents as? CGImage)), 1, 1, .green)
        }
    }

    @Test("needsDisplayOnBoundsChange redisplays after a size change only when set")
    func displayOnBoundsChange() {
        withTestEnvironment { _ in
            let (layer, square) = makeSquareLayer(CGRect(x: 0, y: 0, width: 10, height: 10))
            layer.displayIfNeeded()
            withoutActions { layer.bounds.size = CGSize(width: 20, height: 20) }
            #expect(!layer.needsDisplay())

            layer.needsDisplayOnBoundsChange = true
            withoutActions { layer.bounds.size = CGSize(width: 30, height: 20) }
            #expect(layer.needsDisplay())
            #expect(square.draws == 0)
        }
    }

    @Test("render(in:) draws background, contents and sublayers of the model tree")
    func renderInContext() {
        withTestEnvironment { _ in
            let root = makeLayer(CGRect(x: 0, y: 0, width: 40, height: 40), color: Palette.yellow)
            let (square, delegate) = makeSquareLayer(CGRect(x: 20, y: 20, width: 10, height: 10))
            root.addSublayer(square)
            square.setNeedsDisplay()
            let probe = Probe(renderImage(root, width: 40, height: 40))
            expectPixel(probe, 5, 5, .yellow)
            expectPixel(probe, 22, 22, .red)
            expectPixel(probe, 28, 28, .blue)
            expectPixel(probe, 35, 35, .yellow)
            #expect(delegate.draws == 1)
        }
    }

    @Test("Hidden layers and zero opacity draw nothing; a zero-size layer draws no backing image")
    func invisible() {
        withTestEnvironment { _ in
            let root = makeLayer(CGRect(x: 0, y: 0, width: 20, height: 20), color: Palette.yellow)
            let hidden = makeLayer(CGRect(x: 0, y: 0, width: 10, height: 10), color: Palette.red)
            let transparent = makeLayer(CGRect(x: 10, y: 10, width: 10, height: 10), color: Palette.red)
            withoutActions {
                hidden.isHidden = true
                transparent.opacity = 0
            }
            root.addSublayer(hidden)
            root.addSublayer(transparent)
            let probe = Probe(renderImage(root, width: 20, height: 20))
            expectPixel(probe, 5, 5, .yellow)
            expectPixel(probe, 15, 15, .yellow)

            let (empty, square) = makeSquareLayer()
            empty.display()
            #expect(empty.contents == nil && square.draws == 0)
        }
    }
}
