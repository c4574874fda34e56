// SPDX-License-Identifier: Apache-2.0

import QuartzCore
import Testing

/// A shape layer covering `frame`, drawing `path`, with actions disabled while it is set up.
private func makeShape(
    _ frame: CGRect = CGRect(x: 0, y: 0, width: 64, height: 64), path: CGPath?,
    _ configure: (CAShapeLayer) -> Void = { _ in }
) -> CAShapeLayer {
    let shape = CAShapeLayer()
    withoutActions {
        shape.frame = frame
        shape.path = path
        configure(shape)
    }
    return shape
}

private func circle(_ center: CGPoint, _ radius: CGFloat) -> CGPath {
    CGPath(
        ellipseIn: CGRect(x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius),
        transform: nil)
}

private func polyline(_ points: [CGPoint], closed: Bool = false) -> CGPath {
    let path = CGMutablePath()
    path.addLines(between: points)
    if closed { path.closeSubpath() }
    return path
}

@Suite("CAShapeLayer", .freshLayerEnvironment)
struct ShapeLayerTests {
    static let suite = "ShapeLayerTests"

    @Test("Defaults: no path, opaque black fill, non-zero rule, no stroke, width 1, butt caps, miter joins, limit 10")
    func defaults() {
        withTestEnvironment { _ in
            let shape = CAShapeLayer()
            #expect(shape.path == nil)
            #expect(shape.fillColor == CGColor(gray: 0, alpha: 1))
            #expect(shape.fillRule == .nonZero)
            #expect(shape.strokeColor == nil)
            #expect(shape.lineWidth == 1 && shape.miterLimit == 10 && shape.lineDashPhase == 0)
            #expect(shape.lineCap == .butt && shape.lineJoin == .miter)
            #expect(shape.lineDashPattern == nil)
            #expect(shape.strokeStart == 0 && shape.strokeEnd == 1)
            #expect(CAShapeLayer.defaultValue(forKey: "lineWidth") as? CGFloat == 1)
            #expect(CAShapeLayer.defaultValue(forKey: "strokeEnd") as? CGFloat == 1)
            #expect(CAShapeLayer.defaultValue(forKey: "fillColor") as? CGColor == CGColor(gray: 0, alpha: 1))
            #expect(CAShapeLayer.defaultValue(forKey: "strokeColor") == nil)
            #expect(CAShapeLayer.defaultValue(forKey: "opacity") as? CGFloat == 1)
            #expect(CAShapeLayerFillRule.evenOdd.rawValue == "even-odd")
        }
    }

    @Test("Properties round-trip; a nil fill colour stays nil rather than reverting to black")
    func roundTrip() {
        withTestEnvironment { _ in
            let shape = makeShape(path: circle(CGPoint(x: 5, y: 5), 5)) {
                $0.fillColor = nil
                $0.strokeColor = Palette.red
                $0.fillRule = .evenOdd
                $0.lineWidth = 3
                $0.lineCap = .round
                $0.lineJoin = .bevel
                $0.miterLimit = 4
                $0.lineDashPattern = [6, 3.5]
                $0.lineDashPhase = 2
                $0.strokeStart = 0.2
                $0.strokeEnd = 0.7
            }
            #expect(shape.fillColor == nil && shape.strokeColor == Palette.red)
            #expect(shape.fillRule == .evenOdd && shape.lineCap == .round && shape.lineJoin == .bevel)
            #expect(shape.lineWidth == 3 && shape.miterLimit == 4 && shape.lineDashPhase == 2)
            #expect(shape.lineDashPattern?.map(\.doubleValue) == [6, 3.5])
            #expect(shape.strokeStart == 0.2 && shape.strokeEnd == 0.7)
            #expect(shape.path == circle(CGPoint(x: 5, y: 5), 5))
        }
    }

    @Test("The path is copied: mutating the original afterwards does not change the layer")
    func pathCopied() {
        withTestEnvironment { _ in
            let path = CGMutablePath()
            path.addRect(CGRect(x: 0, y: 0, width: 4, height: 4))
            let shape = makeShape(path: path)
            path.addRect(CGRect(x: 10, y: 10, width: 4, height: 4))
            #expect(shape.path == CGPath(rect: CGRect(x: 0, y: 0, width: 4, height: 4), transform: nil))
        }
    }

    @Test("Non-finite numbers are refused", arguments: [CGFloat.nan, .infinity])
    func nonFinite(_ v: CGFloat) {
        withTestEnvironment { _ in
            let shape = makeShape(path: nil)
            withoutActions {
                shape.lineWidth = v
                shape.strokeEnd = v
                shape.strokeStart = v
                shape.miterLimit = v
                shape.lineDashPhase = v
            }
            #expect(shape.lineWidth == 1 && shape.strokeEnd == 1 && shape.strokeStart == 0)
            #expect(shape.miterLimit == 10 && shape.lineDashPhase == 0)
        }
    }

    @Test("strokeEnd, colours and widths animate implicitly; path, fill rule, caps and dashes do not")
    func implicitActions() {
        withTestEnvironment { _ in
            let shape = committed(CAShapeLayer())
            shape.strokeEnd = 0.5
            shape.fillColor = Palette.red
            shape.lineWidth = 4
            #expect(Set(shape.animationKeys() ?? []) == ["strokeEnd", "fillColor", "lineWidth"])

            let plain = CAShapeLayer()
            plain.path = circle(.zero, 4)
            plain.fillRule = .evenOdd
            plain.lineCap = .round
            plain.lineDashPattern = [1, 1]
            #expect(plain.animationKeys() == nil)
        }
    }

    @Test("A presentation copy keeps the shape's properties")
    func presentationCopy() {
        withTestEnvironment { _ in
            let shape = makeShape(path: circle(CGPoint(x: 5, y: 5), 5)) {
                $0.strokeColor = Palette.blue
                $0.lineWidth = 7
            }
            let presented = shape.presentation()!
            #expect(presented.lineWidth == 7 && presented.strokeColor == Palette.blue && presented.path == shape.path)
        }
    }

    @Test("Fill then stroke: the stroke is centred on the path and drawn over the fill")
    func fillAndStroke() throws {
        try withTestEnvironment { _ in
            let triangle = polyline(
                [CGPoint(x: 10, y: 54), CGPoint(x: 32, y: 10), CGPoint(x: 54, y: 54)], closed: true)
            let shape = makeShape(path: triangle) {
                $0.fillColor = Palette.yellow
                $0.strokeColor = Palette.blue
                $0.lineWidth = 4
                $0.lineJoin = .round
            }
            let image = renderImage(shape)
            let probe = Probe(image)
            expectPixel(probe, 32, 40, .yellow)
            expectPixel(probe, 32, 54, .blue)  // on the bottom edge
            expectPixel(probe, 32, 57, .white)  // beyond the stroke's half width
            expectPixel(probe, 5, 5, .white)
            try expectGolden(image, "fill-and-stroke", suite: Self.suite)
        }
    }

    @Test("Even-odd leaves the inner of two nested circles empty; non-zero fills it")
    func fillRules() throws {
        try withTestEnvironment { _ in
            let path = CGMutablePath()
            path.addPath(circle(CGPoint(x: 32, y: 32), 28))
            path.addPath(circle(CGPoint(x: 32, y: 32), 14))
            let nonZero = makeShape(path: path) { $0.fillColor = Palette.green }
            let evenOdd = makeShape(path: path) {
                $0.fillColor = Palette.green
                $0.fillRule = .evenOdd
            }
            expectPixel(Probe(renderImage(nonZero)), 32, 32, .green)
            let image = renderImage(evenOdd)
            let probe = Probe(image)
            expectPixel(probe, 32, 32, .white)
            expectPixel(probe, 32, 10, .green)
            try expectGolden(image, "fill-rule-even-odd", suite: Self.suite)
        }
    }

    @Test("Line caps: butt stops at the end point, round and square reach half the width past it")
    func lineCaps() throws {
        try withTestEnvironment { _ in
            let root = makeLayer(CGRect(x: 0, y: 0, width: 64, height: 64))
            for (i, cap) in [CAShapeLayerLineCap.butt, .round, .square].enumerated() {
                let y = CGFloat(14 + 18 * i)
                root.addSublayer(
                    makeShape(path: polyline([CGPoint(x: 16, y: y), CGPoint(x: 48, y: y)])) {
                        $0.strokeColor = Palette.black
                        $0.lineWidth = 10
                        $0.lineCap = cap
                    })
            }
            let image = renderImage(root)
            let probe = Probe(image)
            expectPixel(probe, 13, 14, .white)  // butt: nothing before x = 16
            expectPixel(probe, 13, 32, .black)  // round: covered near the axis
            expectPixel(probe, 11, 27, .white)  // …but not in the corner
            expectPixel(probe, 12, 46, .black)  // square: the corner is covered
            try expectGolden(image, "line-caps", suite: Self.suite)
        }
    }

    @Test("Line joins: miter makes a point, bevel cuts it, round rounds it")
    func lineJoins() throws {
        try withTestEnvironment { _ in
            let root = makeLayer(CGRect(x: 0, y: 0, width: 96, height: 48))
            for (i, join) in [CAShapeLayerLineJoin.miter, .bevel, .round].enumerated() {
                let x = CGFloat(8 + 30 * i)
                root.addSublayer(
                    makeShape(
                        CGRect(x: x, y: 0, width: 30, height: 48),
                        path: polyline([
                            CGPoint(x: 2, y: 40), CGPoint(x: 12, y: 14),
                            CGPoint(x: 22, y: 40),
                        ])
                    ) {
                        $0.fillColor = nil
                        $0.strokeColor = Palette.black
                        $0.lineWidth = 6
                        $0.lineJoin = join
                    })
            }
            let image = renderImage(root, width: 96, height: 48)
            let probe = Probe(image)
            expectPixel(probe, 20, 9, .black)  // the miter tip above the corner
            expectPixel(probe, 50, 9, .white)  // bevelled away
            try expectGolden(image, "line-joins", suite: Self.suite)
        }
    }

    @Test("Dashes follow lineDashPattern from lineDashPhase")
    func dashes() throws {
        try withTestEnvironment { _ in
            let shape = makeShape(path: polyline([CGPoint(x: 4, y: 20), CGPoint(x: 60, y: 20)])) {
                $0.strokeColor = Palette.red
                $0.lineWidth = 6
                $0.lineDashPattern = [8, 4]
            }
            let shifted = makeShape(
                CGRect(x: 0, y: 20, width: 64, height: 44),
                path: polyline([CGPoint(x: 4, y: 20), CGPoint(x: 60, y: 20)])
            ) {
                $0.strokeColor = Palette.blue
                $0.lineWidth = 6
                $0.lineDashPattern = [8, 4]
                $0.lineDashPhase = 4
            }
            let root = makeLayer(CGRect(x: 0, y: 0, width: 64, height: 64))
            root.addSublayer(shape)
            root.addSublayer(shifted)
            let image = renderImage(root)
            let probe = Probe(image)
            expectPixel(probe, 8, 20, .red)  // 4…12 on
            expectPixel(probe, 14, 20, .white)  // 12…16 off
            expectPixel(probe, 6, 40, .blue)  // phase 4: 4…8 on
            expectPixel(probe, 10, 40, .white)  // 8…12 off
            try expectGolden(image, "dashes", suite: Self.suite)
        }
    }

    @Test("A dash pattern written by an animation as CGFloats is honoured like NSNumbers")
    func dashPatternOfCGFloats() {
        withTestEnvironment { _ in
            let shape = makeShape(path: polyline([CGPoint(x: 4, y: 20), CGPoint(x: 60, y: 20)])) {
                $0.strokeColor = Palette.red
                $0.lineWidth = 6
            }
            animate(shape, "lineDashPattern", from: [CGFloat(8), 4], to: [CGFloat(8), 4])
            expectPixel(Probe(renderImage(shape, time: 0.5)), 14, 20, .white)
        }
    }

    @Test("strokeStart and strokeEnd stroke only that fraction of the path's length")
    func partialStroke() throws {
        try withTestEnvironment { _ in
            // A square from the top-left corner, clockwise on screen: top, right, bottom, left edges.
            let square = polyline(
                [
                    CGPoint(x: 12, y: 12), CGPoint(x: 52, y: 12), CGPoint(x: 52, y: 52),
                    CGPoint(x: 12, y: 52),
                ], closed: true)
            let shape = makeShape(path: square) {
                $0.fillColor = nil
                $0.strokeColor = Palette.blue
                $0.lineWidth = 4
                $0.strokeStart = 0.25
                $0.strokeEnd = 0.75
            }
            let image = renderImage(shape)
            let probe = Probe(image)
            expectPixel(probe, 32, 12, .white)  // top edge: before 0.25
            expectPixel(probe, 52, 32, .blue)  // right edge
            expectPixel(probe, 32, 52, .blue)  // bottom edge
            expectPixel(probe, 12, 32, .white)  // left edge: after 0.75
            try expectGolden(image, "stroke-start-end", suite: Self.suite)

            withoutActions { shape.strokeStart = 0.8 }
            expectPixel(Probe(renderImage(shape)), 52, 32, .white)  // start after end: nothing
        }
    }

    @Test("An animation of strokeEnd from 0 to 1 draws a growing part of the stroke")
    func strokeEndAnimation() throws {
        try withTestEnvironment { clock in
            let ring = makeShape(path: circle(CGPoint(x: 32, y: 32), 24)) {
                $0.fillColor = nil
                $0.strokeColor = Palette.red
                $0.lineWidth = 6
            }
            animate(ring, "strokeEnd", from: 0, to: 1)

            // The ellipse starts at its rightmost point and runs clockwise on screen (y down).
            let early = Probe(renderImage(ring, time: 0.1))
            expectPixel(early, 54, 40, .red)  // 20° past the start
            expectPixel(early, 32, 56, .white)  // bottom: a quarter of the way, not reached yet
            let quarter = renderImage(ring, time: 0.3)
            let probe = Probe(quarter)
            expectPixel(probe, 32, 56, .red)  // bottom reached
            expectPixel(probe, 8, 32, .white)  // left: halfway, not yet
            try expectGolden(quarter, "stroke-end-animation-0.3", suite: Self.suite)
            expectPixel(Probe(renderImage(ring, time: 0.9)), 32, 8, .red)  // top: three quarters
            clock.advance(by: 2)
            #expect(ring.presentation()!.strokeEnd == 1)
        }
    }

    @Test("A path animation between paths of the same structure interpolates their points")
    func pathAnimation() {
        withTestEnvironment { _ in
            let small = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
            let large = CGPath(rect: CGRect(x: 0, y: 0, width: 50, height: 50), transform: nil)
            let shape = makeShape(path: small) { $0.fillColor = Palette.green }
            animate(shape, "path", from: small, to: large)
            let probe = Probe(renderImage(shape, time: 0.5))
            expectPixel(probe, 25, 25, .green)
            expectPixel(probe, 40, 40, .white)
        }
    }

    @Test("An explicit colour animation runs even when the model colour is nil")
    func colourAnimationFromNil() {
        withTestEnvironment { _ in
            let shape = makeShape(path: polyline([CGPoint(x: 0, y: 10), CGPoint(x: 64, y: 10)])) {
                $0.lineWidth = 8
            }
            animate(shape, "strokeColor", from: Palette.blue, to: Palette.blue)
            expectPixel(Probe(renderImage(shape, time: 0.5)), 32, 10, .blue)
            expectPixel(Probe(renderImage(shape)), 32, 10, .white)
        }
    }

    @Test("The path is not clipped to the bounds: a zero-size shape layer draws in its superlayer's space")
    func unclipped() throws {
        try withTestEnvironment { _ in
            let root = makeLayer(CGRect(x: 0, y: 0, width: 64, height: 64))
            let shape = makeShape(.zero, path: circle(CGPoint(x: 32, y: 32), 20)) { $0.fillColor = Palette.blue }
            let clipped = makeShape(CGRect(x: 0, y: 0, width: 32, height: 32), path: circle(CGPoint(x: 32, y: 32), 10))
            {
                $0.fillColor = Palette.red
                $0.masksToBounds = true
            }
            root.addSublayer(shape)
            root.addSublayer(clipped)
            let image = renderImage(root)
            let probe = Probe(image)
            expectPixel(probe, 45, 45, .blue)
            expectPixel(probe, 28, 28, .red)  // inside the clipped layer's bounds
            expectPixel(probe, 36, 36, .blue)  // the red circle's part outside the bounds is clipped
            try expectGolden(image, "unclipped-and-masked", suite: Self.suite)
        }
    }

    @Test("The shape sits above the background and below the sublayers")
    func compositingOrder() throws {
        try withTestEnvironment { _ in
            let shape = makeShape(path: CGPath(rect: CGRect(x: 8, y: 8, width: 48, height: 48), transform: nil)) {
                $0.backgroundColor = Palette.yellow
                $0.fillColor = Palette.blue
            }
            shape.addSublayer(makeLayer(CGRect(x: 24, y: 24, width: 16, height: 16), color: Palette.red))
            let image = renderImage(shape)
            let probe = Probe(image)
            expectPixel(probe, 4, 4, .yellow)
            expectPixel(probe, 12, 12, .blue)
            expectPixel(probe, 32, 32, .red)
            try expectGolden(image, "compositing-order", suite: Self.suite)
        }
    }

    @Test("Nothing is drawn for a nil path, an empty path, nil colours or a zero line width")
    func nothingToDraw() {
        withTestEnvironment { _ in
            let line = polyline([CGPoint(x: 0, y: 10), CGPoint(x: 64, y: 10)])
            let cases = [
                makeShape(path: nil) { $0.strokeColor = Palette.red },
                makeShape(path: CGPath()) { $0.strokeColor = Palette.red },
                makeShape(path: line) { $0.fillColor = nil },
                makeShape(path: line) {
                    $0.strokeColor = Palette.red
                    $0.lineWidth = 0
                },
            ]
            for shape in cases {
                expectPixel(Probe(renderImage(shape)), 32, 10, .white)
            }
        }
    }

    @Test("Trimming measures the length of all subpaths together")
    func trimmingAcrossSubpaths() {
        let path = CGMutablePath()
        path.addLines(between: [CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 0)])
        path.addLines(between: [CGPoint(x: 0, y: 5), CGPoint(x: 30, y: 5)])
        let trimmed = PathTrimming.trim(path, from: 0.5, to: 1)
        guard trimmed.elements.count == 2, case .move(let a) = trimmed.elements[0],
            case .line(let b) = trimmed.elements[1]
        else {
            Issue.record("expected one segment, got \(trimmed.elements)")
            return
        }
        #expect(close(a, CGPoint(x: 10, y: 5), 1e-9) && close(b, CGPoint(x: 30, y: 5), 1e-9))
        #expect(PathTrimming.trim(path, from: 0.6, to: 0.6).isEmpty)
        #expect(PathTrimming.trim(CGPath(), from: 0, to: 0.5).isEmpty)
    }
}
