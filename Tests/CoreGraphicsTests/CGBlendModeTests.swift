// SPDX-License-Identifier: Apache-2.0
//
// Every CGBlendMode against its formula (BlendFormulas, at the end of this file). The destination is a translucent colour on
// the left of a transparent canvas; the source, a translucent rectangle, overlaps it. Probes read premultiplied
// pixels where both overlap, where only the source lies (Da = 0), and outside the source, which Quartz never
// touches whatever the mode.

import CoreGraphics
import Testing

@Suite("CGBlendMode: compositing formulas")
struct CGBlendModeTests {
    private static let source = (r: 0.9, g: 0.6, b: 0.1, a: 0.6)
    private static let destination = (r: 0.2, g: 0.4, b: 0.8, a: 0.8)

    /// Probe points: both shapes, source only, destination only, neither.
    private static let overlap = (30, 32), sourceOnly = (50, 32), destinationOnly = (8, 32), empty = (60, 60)

    /// A transparent canvas with the destination colour over x 0…40.
    private func canvasWithDestination() -> CGContext {
        let ctx = makeCanvas(white: false)
        let d = Self.destination
        ctx.setFillColor(red: d.r, green: d.g, blue: d.b, alpha: d.a)
        ctx.fill(CGRect(x: 0, y: 0, width: 40, height: 64))
        return ctx
    }

    private func setSourceColor(_ ctx: CGContext) {
        let s = Self.source
        ctx.setFillColor(red: s.r, green: s.g, blue: s.b, alpha: s.a)
        ctx.setStrokeColor(red: s.r, green: s.g, blue: s.b, alpha: s.a)
    }

    /// What `mode` should leave at a point whose destination pixel was `before`.
    private func expected(_ mode: CGBlendMode, before: Pixel) -> Pixel {
        let s = Self.source
        let premultipliedSource = RGBAf(r: s.r * s.a, g: s.g * s.a, b: s.b * s.a, a: s.a)
        // Touchstone draws plusDarker as normal (Cairo has no such operator).
        let effective = mode == .plusDarker ? .normal : mode
        return BlendFormulas.composite(premultipliedSource, over: RGBAf(before), mode: effective).pixel
    }

    @Test("Every blend mode is covered here")
    func allModesCovered() {
        #expect(CGBlendMode.allCases.count == 28)
    }

    /// Paints the source over x 24…56, y 16…48 with `mode`, by filling a rectangle or stroking a thick line.
    private func paintSource(_ ctx: CGContext, mode: CGBlendMode, stroke: Bool) {
        setSourceColor(ctx)
        ctx.setBlendMode(mode)
        if stroke {
            ctx.setLineWidth(32)
            ctx.move(to: CGPoint(x: 24, y: 32))
            ctx.addLine(to: CGPoint(x: 56, y: 32))
            ctx.strokePath()
        } else {
            ctx.fill(CGRect(x: 24, y: 16, width: 32, height: 32))
        }
    }

    @Test("Filling with each blend mode follows the mode's formula and leaves the rest untouched",
          arguments: CGBlendMode.allCases)
    func fillFollowsFormula(mode: CGBlendMode) {
        expectFormula(mode: mode, stroke: false)
    }

    @Test("Stroking with each blend mode follows the mode's formula and leaves the rest untouched",
          arguments: CGBlendMode.allCases)
    func strokeFollowsFormula(mode: CGBlendMode) {
        expectFormula(mode: mode, stroke: true)
    }

    private func expectFormula(mode: CGBlendMode, stroke: Bool, sourceLocation: SourceLocation = #_sourceLocation) {
        let ctx = canvasWithDestination()
        let before = [Self.overlap, Self.sourceOnly, Self.destinationOnly, Self.empty].map { pixel(ctx, $0.0, $0.1) }

        paintSource(ctx, mode: mode, stroke: stroke)

        let overlap = pixel(ctx, Self.overlap.0, Self.overlap.1)
        let sourceOnly = pixel(ctx, Self.sourceOnly.0, Self.sourceOnly.1)
        #expect(overlap.isClose(to: expected(mode, before: before[0]), tolerance: 3),
                "\(mode) over the destination: got \(overlap), want \(expected(mode, before: before[0]))",
                sourceLocation: sourceLocation)
        #expect(sourceOnly.isClose(to: expected(mode, before: before[1]), tolerance: 3),
                "\(mode) over transparency: got \(sourceOnly), want \(expected(mode, before: before[1]))",
                sourceLocation: sourceLocation)
        #expect(pixel(ctx, Self.destinationOnly.0, Self.destinationOnly.1) == before[2], "\(mode) outside the shape",
                sourceLocation: sourceLocation)
        #expect(pixel(ctx, Self.empty.0, Self.empty.1) == before[3], "\(mode) outside both",
                sourceLocation: sourceLocation)
    }

    @Test("Modes Cairo would apply outside the shape stay inside a curved fill and a stroke", arguments: [
        CGBlendMode.sourceIn, .sourceOut, .destinationIn, .destinationAtop, .clear, .copy,
    ])
    func unboundedModesStayInsideTheShape(mode: CGBlendMode) {
        let filled = canvasWithDestination()
        let stroked = canvasWithDestination()
        let untouched = pixel(filled, 8, 8)
        for ctx in [filled, stroked] {
            setSourceColor(ctx)
            ctx.setBlendMode(mode)
            ctx.setLineWidth(4)
        }

        filled.fillEllipse(in: CGRect(x: 4, y: 24, width: 32, height: 16))
        stroked.move(to: CGPoint(x: 0, y: 32))
        stroked.addLine(to: CGPoint(x: 40, y: 32))
        stroked.strokePath()

        for ctx in [filled, stroked] {
            #expect(pixel(ctx, 20, 32).isClose(to: expected(mode, before: untouched), tolerance: 3), "\(mode) inside")
            #expect(pixel(ctx, 20, 50) == untouched, "\(mode) above the shape")
            #expect(pixel(ctx, 20, 8) == untouched, "\(mode) below the shape")
        }
        #expect(pixel(filled, 5, 25) == untouched, "\(mode): the ellipse's bounding-box corner is outside it")
    }

    @Test("drawPath(.fillStroke) is a fill followed by a stroke, in every blend mode",
          arguments: CGBlendMode.allCases)
    func fillStrokeIsFillThenStroke(mode: CGBlendMode) {
        let combined = canvasWithDestination()
        let separate = canvasWithDestination()
        for ctx in [combined, separate] {
            setSourceColor(ctx)
            ctx.setStrokeColor(red: 0.1, green: 0.9, blue: 0.3, alpha: 0.7)
            ctx.setLineWidth(8)
            ctx.setBlendMode(mode)
        }

        combined.addRect(CGRect(x: 20, y: 16, width: 32, height: 32))
        combined.drawPath(using: .fillStroke)
        separate.addRect(CGRect(x: 20, y: 16, width: 32, height: 32))
        separate.fillPath()
        separate.addRect(CGRect(x: 20, y: 16, width: 32, height: 32))
        separate.strokePath()

        // Inside the fill only, under the stroke inside and outside the fill, and outside both.
        for (x, y) in [(30, 32), (22, 32), (17, 32), (54, 32), (10, 32), (60, 60)] {
            #expect(pixel(combined, x, y).isClose(to: pixel(separate, x, y), tolerance: 1), "\(mode) at (\(x), \(y))")
        }
    }

    @Test("A hairline stroke in a mode Cairo applies unbounded still paints its one pixel row")
    func unboundedHairline() {
        let ctx = canvasWithDestination()
        let before = pixel(ctx, 20, 32)
        setSourceColor(ctx)
        ctx.setBlendMode(.sourceIn)
        ctx.setLineWidth(0)

        ctx.move(to: CGPoint(x: 0, y: 32.5))
        ctx.addLine(to: CGPoint(x: 40, y: 32.5))
        ctx.strokePath()

        #expect(pixel(ctx, 20, 32).isClose(to: expected(.sourceIn, before: before), tolerance: 3))
        #expect(pixel(ctx, 20, 33) == before && pixel(ctx, 20, 31) == before)
    }

    @Test("plusLighter adds and saturates at 1")
    func plusLighterSaturates() {
        let ctx = makeCanvas()  // opaque white: every channel is already 1
        ctx.setFillColor(red: 0.5, green: 0.2, blue: 0.1, alpha: 1)

        ctx.setBlendMode(.plusLighter)
        ctx.fill(CGRect(x: 0, y: 0, width: 64, height: 64))

        #expect(pixel(ctx, 10, 10) == .white)
    }

    @Test("plusDarker falls back to normal blending and records a diagnostic once")
    func plusDarkerFallback() {
        let darker = canvasWithDestination()
        let normal = canvasWithDestination()
        paintSource(darker, mode: .plusDarker, stroke: false)
        paintSource(normal, mode: .normal, stroke: false)

        #expect(pixel(darker, 30, 32) == pixel(normal, 30, 32))
        #expect(pixel(darker, 50, 32) == pixel(normal, 50, 32))
        #expect(darker.loggedPlusDarker)
        #expect(!normal.loggedPlusDarker)
    }

    @Test("Golden: all 28 blend modes, source rectangles over destination discs")
    func blendModeGrid() throws {
        let columns = 7, cell = 24
        let ctx = makeCanvas(width: columns * cell, height: 4 * cell, white: false)

        for (i, mode) in CGBlendMode.allCases.enumerated() {
            let origin = CGPoint(x: (i % columns) * cell, y: (3 - i / columns) * cell)  // first mode top-left
            ctx.setBlendMode(.normal)
            ctx.setFillColor(red: 0.1, green: 0.4, blue: 0.9, alpha: 0.8)
            ctx.fillEllipse(in: CGRect(x: origin.x + 2, y: origin.y + 2, width: 15, height: 15))
            setSourceColor(ctx)
            ctx.setBlendMode(mode)
            ctx.fill(CGRect(x: origin.x + 8, y: origin.y + 8, width: 14, height: 14))
        }

        // Spot checks: normal (top-left cell) keeps the disc outside the square; clear (third row, third cell)
        // empties its square; copy (third row, fourth cell) shows the plain source there.
        #expect(pixel(ctx, 4, 3 * cell + 9).a > 0)
        #expect(pixel(ctx, 2 * cell + 12, cell + 12) == .transparent)
        #expect(pixel(ctx, 3 * cell + 12, cell + 12) == Pixel(red: 0.9, green: 0.6, blue: 0.1, alpha: 0.6))
        try expectGolden(ctx, "all-blend-modes", suite: "CGBlendModeTests")
    }
}

// MARK: - Reference formulas
//
// Formulas for every CGBlendMode, written from Apple's CGBlendMode documentation (Porter-Duff modes:
// "R is the premultiplied result, S the source, D the destination, Sa and Da their alphas") and, for the
// separable and non-separable modes Apple defers to the PDF reference, the W3C Compositing and Blending formulas:
//   co = cs·(1 − ab) + cb·(1 − as) + as·ab·B(Cb, Cs),   ao = as + ab·(1 − as).

/// A colour as four doubles in 0…1: premultiplied or straight, as each use says.
private struct RGBAf: Equatable {
    var r, g, b, a: Double

    var rgb: [Double] { [r, g, b] }

    /// The premultiplied colour of an 8-bit premultiplied pixel.
    init(_ p: Pixel) {
        self.init(r: Double(p.r) / 255, g: Double(p.g) / 255, b: Double(p.b) / 255, a: Double(p.a) / 255)
    }

    init(r: Double, g: Double, b: Double, a: Double) {
        (self.r, self.g, self.b, self.a) = (r, g, b, a)
    }

    /// The straight colour of this premultiplied one (black when transparent).
    var unpremultiplied: [Double] { a == 0 ? [0, 0, 0] : rgb.map { min(1, $0 / a) } }

    /// The nearest 8-bit premultiplied pixel.
    var pixel: Pixel {
        func byte(_ v: Double) -> Int { Int((min(1, max(0, v)) * 255).rounded()) }
        return Pixel(byte(r), byte(g), byte(b), byte(a))
    }
}

private enum BlendFormulas {
    /// The premultiplied result of compositing premultiplied `s` onto premultiplied `d` in `mode`, as Quartz
    /// defines it (`.plusDarker` included, though Touchstone draws it as `.normal`).
    static func composite(_ s: RGBAf, over d: RGBAf, mode: CGBlendMode) -> RGBAf {
        func porterDuff(_ fs: Double, _ fd: Double) -> RGBAf {
            RGBAf(r: s.r * fs + d.r * fd, g: s.g * fs + d.g * fd, b: s.b * fs + d.b * fd, a: s.a * fs + d.a * fd)
        }
        switch mode {
        case .normal: return porterDuff(1, 1 - s.a)
        case .clear: return RGBAf(r: 0, g: 0, b: 0, a: 0)
        case .copy: return s
        case .sourceIn: return porterDuff(d.a, 0)
        case .sourceOut: return porterDuff(1 - d.a, 0)
        case .sourceAtop: return porterDuff(d.a, 1 - s.a)
        case .destinationOver: return porterDuff(1 - d.a, 1)
        case .destinationIn: return porterDuff(0, s.a)
        case .destinationOut: return porterDuff(0, 1 - s.a)
        case .destinationAtop: return porterDuff(1 - d.a, s.a)
        case .xor: return porterDuff(1 - d.a, 1 - s.a)
        case .plusLighter:
            return RGBAf(r: min(1, s.r + d.r), g: min(1, s.g + d.g), b: min(1, s.b + d.b), a: min(1, s.a + d.a))
        case .plusDarker:
            // Apple: R = MAX(0, 1 − ((1 − D) + (1 − S))).
            func dark(_ x: Double, _ y: Double) -> Double { max(0, 1 - ((1 - y) + (1 - x))) }
            return RGBAf(r: dark(s.r, d.r), g: dark(s.g, d.g), b: dark(s.b, d.b), a: dark(s.a, d.a))
        default:
            let blended = blend(mode, backdrop: d.unpremultiplied, source: s.unpremultiplied)
            let c = (0..<3).map { i in s.rgb[i] * (1 - d.a) + d.rgb[i] * (1 - s.a) + s.a * d.a * blended[i] }
            return RGBAf(r: c[0], g: c[1], b: c[2], a: s.a + d.a * (1 - s.a))
        }
    }

    /// B(Cb, Cs) for the separable and non-separable modes, on straight colours.
    static func blend(_ mode: CGBlendMode, backdrop cb: [Double], source cs: [Double]) -> [Double] {
        func each(_ f: (Double, Double) -> Double) -> [Double] { (0..<3).map { f(cb[$0], cs[$0]) } }
        func hardLight(_ b: Double, _ s: Double) -> Double { s <= 0.5 ? b * 2 * s : screen(b, 2 * s - 1) }
        func screen(_ b: Double, _ s: Double) -> Double { b + s - b * s }
        switch mode {
        case .multiply: return each { $0 * $1 }
        case .screen: return each(screen)
        case .overlay: return each { b, s in hardLight(s, b) }
        case .darken: return each(min)
        case .lighten: return each(max)
        case .colorDodge: return each { b, s in b == 0 ? 0 : s >= 1 ? 1 : min(1, b / (1 - s)) }
        case .colorBurn: return each { b, s in b >= 1 ? 1 : s <= 0 ? 0 : 1 - min(1, (1 - b) / s) }
        case .hardLight: return each(hardLight)
        case .softLight:
            return each { b, s in
                if s <= 0.5 { return b - (1 - 2 * s) * b * (1 - b) }
                let d = b <= 0.25 ? ((16 * b - 12) * b + 4) * b : b.squareRoot()
                return b + (2 * s - 1) * (d - b)
            }
        case .difference: return each { abs($0 - $1) }
        case .exclusion: return each { b, s in b + s - 2 * b * s }
        case .hue: return setLum(setSat(cs, sat(cb)), lum(cb))
        case .saturation: return setLum(setSat(cb, sat(cs)), lum(cb))
        case .color: return setLum(cs, lum(cb))
        case .luminosity: return setLum(cb, lum(cs))
        default: preconditionFailure("\(mode) is not a blend function mode")
        }
    }

    private static func lum(_ c: [Double]) -> Double { 0.3 * c[0] + 0.59 * c[1] + 0.11 * c[2] }

    private static func clipColor(_ c: [Double]) -> [Double] {
        let l = lum(c), n = c.min()!, x = c.max()!
        var out = c
        if n < 0 { out = out.map { l + ($0 - l) * l / (l - n) } }
        if x > 1 { out = out.map { l + ($0 - l) * (1 - l) / (x - l) } }
        return out
    }

    private static func setLum(_ c: [Double], _ l: Double) -> [Double] {
        let d = l - lum(c)
        return clipColor(c.map { $0 + d })
    }

    private static func sat(_ c: [Double]) -> Double { c.max()! - c.min()! }

    private static func setSat(_ c: [Double], _ s: Double) -> [Double] {
        let order = (0..<3).sorted { c[$0] < c[$1] }
        let (minI, midI, maxI) = (order[0], order[1], order[2])
        var out = [0.0, 0.0, 0.0]
        if c[maxI] > c[minI] {
            out[midI] = (c[midI] - c[minI]) * s / (c[maxI] - c[minI])
            out[maxI] = s
        }
        return out
    }
}
