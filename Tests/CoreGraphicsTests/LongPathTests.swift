// SPDX-License-Identifier: Apache-2.0

import CoreGraphics
import Testing

/// Paths reaching far past the canvas. Cairo keeps coordinates in 24.8 fixed point, so anything beyond about
/// ±8.4 million device pixels wraps or vanishes; Core Graphics cuts paths to the device area first, and what shows
/// on the canvas is what Quartz shows.
@Suite("Paths far larger than the canvas")
struct LongPathTests {
    /// A 64×64 white canvas with a 4-pixel red stroke, `dash` applied.
    private func stroke(from a: CGPoint, to b: CGPoint, dash: [CGFloat] = [], phase: CGFloat = 0) -> CGContext {
        let ctx = makeCanvas()
        ctx.setStrokeColor(red: 1, green: 0, blue: 0, alpha: 1)
        ctx.setLineWidth(4)
        if !dash.isEmpty { ctx.setLineDash(phase: phase, lengths: dash) }
        ctx.move(to: a)
        ctx.addLine(to: b)
        ctx.strokePath()
        return ctx
    }

    @Test("A horizontal line 2e7 pixels long shows across the canvas", arguments: [1e7, 1e8, 1e12, 1e300])
    func longHorizontalLine(reach: CGFloat) {
        let ctx = stroke(from: CGPoint(x: -reach, y: 32), to: CGPoint(x: reach, y: 32))
        for x in [1, 32, 62] { #expect(pixel(ctx, x, 32) == .red, "x = \(x), reach \(reach)") }
        #expect(pixel(ctx, 32, 40) == .white)
    }

    @Test("A long diagonal keeps its slope through the cut")
    func longDiagonal() {
        // y = x + 0.5 from far below-left to far above-right.
        let ctx = stroke(from: CGPoint(x: -3e7, y: -3e7 + 0.5), to: CGPoint(x: 3e7, y: 3e7 + 0.5))
        for v in [5, 32, 58] { #expect(pixel(ctx, v, v) == .red, "at \(v)") }
        #expect(pixel(ctx, 10, 50) == .white)
        #expect(pixel(ctx, 50, 10) == .white)
    }

    @Test("A dashed long line keeps its dash phase where it enters the canvas")
    func dashedLongLine() {
        // From x = -1e7 (a multiple of the 20-pixel period): dashes cover [0, 10), [20, 30), … on the canvas.
        let ctx = stroke(from: CGPoint(x: -1e7, y: 32), to: CGPoint(x: 1e7, y: 32), dash: [10, 10])
        let reference = stroke(from: CGPoint(x: -1e5, y: 32), to: CGPoint(x: 1e5, y: 32), dash: [10, 10])
        for x in 0..<64 { #expect(pixel(ctx, x, 32) == pixel(reference, x, 32), "x = \(x)") }
        #expect(pixel(ctx, 5, 32) == .red)
        #expect(pixel(ctx, 15, 32) == .white)
    }

    @Test("A filled triangle with far vertices covers the canvas part it should")
    func farTriangle() {
        let ctx = makeCanvas()
        ctx.setFillColor(red: 0, green: 0, blue: 1, alpha: 1)
        // Everything below the line y = 32 (a huge triangle whose top edge runs along y = 32).
        ctx.move(to: CGPoint(x: -1e9, y: 32))
        ctx.addLine(to: CGPoint(x: 1e9, y: 32))
        ctx.addLine(to: CGPoint(x: 0, y: -1e9))
        ctx.closePath()
        ctx.fillPath()
        #expect(pixel(ctx, 2, 2) == .blue)
        #expect(pixel(ctx, 60, 30) == .blue)
        #expect(pixel(ctx, 32, 34) == .white)
    }

    @Test("A huge circle's edge crosses the canvas as a (nearly) straight line, filled and stroked")
    func hugeCircle() {
        let ctx = makeCanvas()
        // A circle of radius 1e8 whose top touches y = 32.
        let r: CGFloat = 1e8
        ctx.setFillColor(red: 0, green: 0, blue: 1, alpha: 1)
        ctx.addEllipse(in: CGRect(x: 32 - r, y: 32 - 2 * r, width: 2 * r, height: 2 * r))
        ctx.fillPath()
        #expect(pixel(ctx, 32, 10) == .blue)
        #expect(pixel(ctx, 32, 40) == .white)
        ctx.setStrokeColor(red: 1, green: 0, blue: 0, alpha: 1)
        ctx.setLineWidth(4)
        ctx.addEllipse(in: CGRect(x: 32 - r, y: 32 - 2 * r, width: 2 * r, height: 2 * r))
        ctx.strokePath()
        #expect(pixel(ctx, 32, 32) == .red)
        #expect(pixel(ctx, 32, 20) == .blue)
    }

    @Test("Clipping to a far-reaching path clips to its visible part")
    func farClip() {
        let ctx = makeCanvas()
        ctx.move(to: CGPoint(x: -1e9, y: 32))
        ctx.addLine(to: CGPoint(x: 1e9, y: 32))
        ctx.addLine(to: CGPoint(x: 1e9, y: -1e9))
        ctx.addLine(to: CGPoint(x: -1e9, y: -1e9))
        ctx.closePath()
        ctx.clip()
        ctx.setFillColor(red: 0, green: 1, blue: 0, alpha: 1)
        ctx.fill(CGRect(x: 0, y: 0, width: 64, height: 64))
        #expect(pixel(ctx, 32, 10) == .green)
        #expect(pixel(ctx, 32, 50) == .white)
    }

    @Test("A far rectangle's stroked edge that crosses the canvas shows; even-odd fills of far squares keep holes")
    func farRectangleAndEvenOdd() {
        let ctx = makeCanvas()
        ctx.setStrokeColor(red: 1, green: 0, blue: 0, alpha: 1)
        ctx.setLineWidth(4)
        ctx.stroke(CGRect(x: 32, y: -1e8, width: 1e8, height: 2e8))
        #expect(pixel(ctx, 32, 10) == .red)
        #expect(pixel(ctx, 40, 10) == .white)
        #expect(pixel(ctx, 28, 10) == .white)

        let ring = makeCanvas()
        ring.setFillColor(red: 0, green: 0, blue: 1, alpha: 1)
        ring.addRect(CGRect(x: -1e9, y: -1e9, width: 2e9, height: 2e9))
        ring.addRect(CGRect(x: 16, y: 16, width: 32, height: 32))
        ring.fillPath(using: .evenOdd)
        #expect(pixel(ring, 4, 4) == .blue)
        #expect(pixel(ring, 32, 32) == .white)
    }
}
