// SPDX-License-Identifier: Apache-2.0
//
// Every golden here also carries pixel probes: the golden proves the picture did not change, the probes prove it is
// right. Probe coordinates are Quartz device pixels: (x, y) is the pixel whose bottom-left corner is (x, y), y up.

import CoreGraphics
import Testing

@Suite("CGContext: filling and stroking paths")
struct CGContextFillStrokeTests {
    private static let suite = "CGContextFillStrokeTests"

    // MARK: Fill rules

    @Test("fillPath fills a self-intersecting star's centre under the winding rule", arguments: [
        (CGPathFillRule.winding, "fill-star-winding"),
        (CGPathFillRule.evenOdd, "fill-star-evenodd"),
    ])
    func starFill(rule: CGPathFillRule, golden: String) throws {
        let ctx = makeCanvas()
        let star = CGMutablePath()
        addStar(to: star, center: CGPoint(x: 32, y: 32), radius: 28)
        ctx.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)

        ctx.addPath(star)
        ctx.fillPath(using: rule)

        #expect(pixel(ctx, 32, 32) == (rule == .winding ? .red : .white))
        #expect(pixel(ctx, 31, 52) == .red)  // inside the top spike, y up
        #expect(pixel(ctx, 31, 10) == .white)  // between the two lower spikes
        #expect(pixel(ctx, 2, 60) == .white)
        try expectGolden(ctx, golden, suite: Self.suite)
    }

    @Test("strokePath paints a line centred on the path in the stroke colour, not the interior")
    func strokeTriangle() throws {
        let ctx = makeCanvas()
        ctx.setStrokeColor(red: 0, green: 0, blue: 1, alpha: 1)
        ctx.setLineWidth(4)

        ctx.addLines(between: [CGPoint(x: 8, y: 8), CGPoint(x: 56, y: 8), CGPoint(x: 32, y: 56)])
        ctx.closePath()
        ctx.strokePath()

        #expect(pixel(ctx, 32, 6) == .blue)  // the base line covers y 6…10
        #expect(pixel(ctx, 32, 9) == .blue)
        #expect(pixel(ctx, 32, 11) == .white)
        #expect(pixel(ctx, 32, 4) == .white)
        #expect(pixel(ctx, 32, 24) == .white)
        try expectGolden(ctx, "stroke-triangle", suite: Self.suite)
    }

    // MARK: drawPath modes

    @Test("drawPath paints fill, stroke or both with the mode's fill rule", arguments: [
        CGPathDrawingMode.fill, .eoFill, .stroke, .fillStroke, .eoFillStroke,
    ])
    func drawPathModes(mode: CGPathDrawingMode) throws {
        let ctx = makeCanvas()
        ctx.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        ctx.setStrokeColor(red: 0, green: 0, blue: 1, alpha: 1)
        ctx.setLineWidth(4)
        // Two rectangles wound the same way: the inner one is a hole only under even-odd.
        ctx.addRect(CGRect(x: 8, y: 8, width: 48, height: 48))
        ctx.addRect(CGRect(x: 24, y: 24, width: 16, height: 16))

        ctx.drawPath(using: mode)

        let fills = mode != .stroke
        let strokes = mode == .stroke || mode == .fillStroke || mode == .eoFillStroke
        let holeFilled = mode == .fill || mode == .fillStroke
        #expect(pixel(ctx, 32, 32) == (holeFilled ? .red : .white))
        #expect(pixel(ctx, 15, 32) == (fills ? .red : .white))
        #expect(pixel(ctx, 6, 32) == (strokes ? .blue : .white))  // outside the fill, inside the outer stroke
        #expect(pixel(ctx, 23, 32) == (strokes ? .blue : fills ? .red : .white))  // the inner stroke covers the fill
        let names: [CGPathDrawingMode: String] = [
            .fill: "fill", .eoFill: "eofill", .stroke: "stroke", .fillStroke: "fillstroke",
            .eoFillStroke: "eofillstroke",
        ]
        try expectGolden(ctx, "drawpath-\(names[mode]!)", suite: Self.suite)
    }

    // MARK: Rectangles, ellipses, segments

    @Test("fill(rect), stroke(rect) and stroke(rect, width:) — the width call leaves the line width alone")
    func rectangles() throws {
        let ctx = makeCanvas()
        ctx.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        ctx.setStrokeColor(red: 0, green: 0, blue: 1, alpha: 1)

        ctx.fill(CGRect(x: 8, y: 8, width: 20, height: 20))
        ctx.stroke(CGRect(x: 36.5, y: 8.5, width: 20, height: 20))
        ctx.setStrokeColor(red: 0, green: 1, blue: 0, alpha: 1)
        ctx.stroke(CGRect(x: 12, y: 40, width: 40, height: 16), width: 6)
        ctx.setStrokeColor(gray: 0, alpha: 1)
        ctx.move(to: CGPoint(x: 8, y: 4.5))
        ctx.addLine(to: CGPoint(x: 56, y: 4.5))
        ctx.strokePath()

        #expect(pixel(ctx, 8, 8) == .red && pixel(ctx, 27, 27) == .red)
        #expect(pixel(ctx, 28, 28) == .white && pixel(ctx, 7, 7) == .white)
        #expect(pixel(ctx, 36, 18) == .blue && pixel(ctx, 37, 18) == .white)  // a 1-pixel line on x = 36.5
        #expect(pixel(ctx, 10, 48) == .green && pixel(ctx, 32, 48) == .white)  // the left edge covers x 9…15
        #expect(pixel(ctx, 30, 4) == .black)
        #expect(pixel(ctx, 30, 3) == .white && pixel(ctx, 30, 5) == .white)  // still width 1 after stroke(_:width:)
        try expectGolden(ctx, "rectangles", suite: Self.suite)
    }

    @Test("fillEllipse and strokeEllipse paint the ellipse inscribed in the rectangle")
    func ellipses() throws {
        let ctx = makeCanvas()
        ctx.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        ctx.setStrokeColor(red: 0, green: 0, blue: 1, alpha: 1)
        ctx.setLineWidth(2)

        ctx.fillEllipse(in: CGRect(x: 4, y: 4, width: 36, height: 24))
        ctx.strokeEllipse(in: CGRect(x: 24, y: 28, width: 36, height: 32))

        #expect(pixel(ctx, 22, 16) == .red)
        #expect(pixel(ctx, 5, 5) == .white)  // the bounding rectangle's corner is outside the ellipse
        #expect(pixel(ctx, 4, 15).isClose(to: .red, tolerance: 40))  // the leftmost edge touches x = 4
        #expect(pixel(ctx, 24, 43).isClose(to: .blue, tolerance: 40))  // the stroke's leftmost point
        #expect(pixel(ctx, 42, 44) == .white)
        try expectGolden(ctx, "ellipses", suite: Self.suite)
    }

    @Test("strokeLineSegments strokes each pair separately and ignores an odd last point")
    func lineSegments() throws {
        let ctx = makeCanvas()
        ctx.setLineWidth(2)

        ctx.strokeLineSegments(between: [
            CGPoint(x: 4, y: 10), CGPoint(x: 60, y: 10),
            CGPoint(x: 4, y: 30), CGPoint(x: 60, y: 30),
            CGPoint(x: 4, y: 50),
        ])

        #expect(pixel(ctx, 30, 9) == .black && pixel(ctx, 30, 10) == .black)
        #expect(pixel(ctx, 30, 29) == .black)
        #expect(pixel(ctx, 32, 20) == .white)  // no line joins (60, 10) to (4, 30)
        #expect(paintedCount(ctx, row: 50) == 0 && paintedCount(ctx, row: 49) == 0)
        try expectGolden(ctx, "line-segments", suite: Self.suite)
    }

    @Test("Non-finite geometry is ignored: nothing is drawn, nothing traps, other segments are unaffected")
    func nonFiniteInput() {
        let ctx = makeCanvas()
        let bad = CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10)
        ctx.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        ctx.setLineWidth(4)

        ctx.fill(bad)
        ctx.fill([bad, CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 5)])
        ctx.stroke(bad)
        ctx.stroke(bad, width: 3)
        ctx.fillEllipse(in: bad)
        ctx.strokeEllipse(in: bad)
        ctx.clear(bad)
        ctx.move(to: CGPoint(x: CGFloat.nan, y: 0))
        ctx.addLine(to: CGPoint(x: 10, y: CGFloat.infinity))
        ctx.addRect(bad)
        ctx.addArc(center: .zero, radius: .nan, startAngle: 0, endAngle: 1, clockwise: false)
        ctx.drawPath(using: .fillStroke)
        ctx.setLineWidth(.nan)
        ctx.setLineWidth(-1)
        // The pair holding a NaN is dropped; it must not join the first segment to (60, 60).
        ctx.strokeLineSegments(between: [
            CGPoint(x: 4, y: 4), CGPoint(x: 20, y: 4), CGPoint(x: CGFloat.nan, y: 0), CGPoint(x: 60, y: 60),
        ])

        #expect(pixel(ctx, 12, 3) == .black)  // width 4 survived the bad setLineWidth calls
        #expect(pixel(ctx, 40, 32) == .white && pixel(ctx, 58, 58) == .white)
        #expect(distinctPixels(ctx, in: CGRect(x: 0, y: 8, width: 64, height: 56)) == [[255, 255, 255, 255]])
    }

    @Test("clear(rect) makes pixels transparent black, ignoring alpha, blend mode and shadow")
    func clearRect() throws {
        let ctx = makeCanvas()
        ctx.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        ctx.fill(CGRect(x: 0, y: 0, width: 64, height: 64))
        ctx.setAlpha(0.5)
        ctx.setBlendMode(.multiply)
        ctx.setShadow(offset: CGSize(width: 6, height: -6), blur: 0, color: CGColor(gray: 0, alpha: 1))

        ctx.clear(CGRect(x: 16, y: 16, width: 32, height: 24))

        #expect(pixel(ctx, 16, 16) == .transparent && pixel(ctx, 47, 39) == .transparent)
        #expect(pixel(ctx, 15, 16) == .red && pixel(ctx, 32, 40) == .red)
        #expect(pixel(ctx, 50, 12) == .red)  // where a shadow offset by (6, −6) would fall
        try expectGolden(ctx, "clear-rect", suite: Self.suite)
    }

    // MARK: Curves and arcs

    @Test("addCurve and addQuadCurve stroke Bézier curves through their midpoints")
    func curves() throws {
        let ctx = makeCanvas()
        ctx.setLineWidth(3)

        ctx.setStrokeColor(red: 0, green: 0, blue: 1, alpha: 1)
        ctx.move(to: CGPoint(x: 4, y: 8))
        ctx.addCurve(to: CGPoint(x: 60, y: 8), control1: CGPoint(x: 4, y: 60), control2: CGPoint(x: 60, y: 60))
        ctx.strokePath()
        ctx.setStrokeColor(red: 1, green: 0, blue: 0, alpha: 1)
        ctx.move(to: CGPoint(x: 4, y: 4))
        ctx.addQuadCurve(to: CGPoint(x: 60, y: 4), control: CGPoint(x: 32, y: 40))
        ctx.strokePath()

        // The cubic peaks at y = 8 + ¾·52 = 47, the quadratic at y = 4 + ½·36 = 22.
        #expect(pixel(ctx, 32, 46) == .blue && pixel(ctx, 32, 49) == .white)
        #expect(pixel(ctx, 32, 21) == .red && pixel(ctx, 32, 24) == .white)
        #expect(pixel(ctx, 32, 34) == .white)
        try expectGolden(ctx, "curves", suite: Self.suite)
    }

    @Test("addArc pie slices: counter-clockwise 0→π/2 is the upper-right quarter, clockwise the other three")
    func arcs() throws {
        let ctx = makeCanvas()

        ctx.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        ctx.move(to: CGPoint(x: 16, y: 16))
        ctx.addArc(center: CGPoint(x: 16, y: 16), radius: 14, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        ctx.closePath()
        ctx.fillPath()
        ctx.setFillColor(red: 0, green: 0, blue: 1, alpha: 1)
        ctx.move(to: CGPoint(x: 46, y: 46))
        ctx.addArc(center: CGPoint(x: 46, y: 46), radius: 14, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        ctx.closePath()
        ctx.fillPath()

        #expect(pixel(ctx, 22, 22) == .red)
        #expect(pixel(ctx, 22, 10) == .white && pixel(ctx, 10, 22) == .white && pixel(ctx, 10, 10) == .white)
        #expect(pixel(ctx, 52, 52) == .white)
        #expect(pixel(ctx, 52, 40) == .blue && pixel(ctx, 40, 52) == .blue && pixel(ctx, 40, 40) == .blue)
        try expectGolden(ctx, "arcs", suite: Self.suite)
    }
}
