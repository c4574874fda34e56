// SPDX-License-Identifier: Apache-2.0

import CoreGraphics
import Foundation
import Testing
import TouchstoneTesting

/// Counts a pattern's callback runs and releases (the pattern's `info`).
private final class CellLog: @unchecked Sendable {
    var draws = 0
    var releases = 0
}

/// A pattern whose cell is `cell` (pattern space) repeated every `step`, drawn by `draw` (which gets the
/// context), with `log` as its info when given.
private func makePattern(
    cell: CGRect = CGRect(x: 0, y: 0, width: 8, height: 8), step: CGSize = CGSize(width: 8, height: 8),
    matrix: CGAffineTransform = .identity, colored: Bool = true, log: CellLog? = nil,
    _ draw: @escaping (CGContext) -> Void
) -> CGPattern? {
    let info = log.map { Unmanaged.passRetained($0).toOpaque() }
    var callbacks = CGPatternCallbacks(
        version: 0,
        drawPattern: { info, context in
            if let info { Unmanaged<CellLog>.fromOpaque(info).takeUnretainedValue().draws += 1 }
            draw(context)
        },
        releaseInfo: { info in
            guard let info else { return }
            let log = Unmanaged<CellLog>.fromOpaque(info)
            log.takeUnretainedValue().releases += 1
            log.release()
        })
    return CGPattern(info: info, bounds: cell, matrix: matrix, xStep: step.width, yStep: step.height,
                     tiling: .constantSpacing, isColored: colored, callbacks: &callbacks)
}

/// A cell with a red 4×4 square in its bottom-left corner (pattern space y up), the rest transparent.
private func redCorner(_ ctx: CGContext) {
    ctx.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
    ctx.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
}

/// Fills the whole canvas with `pattern` (a colored pattern, alpha `alpha`).
private func fillColored(_ ctx: CGContext, _ pattern: CGPattern, alpha: CGFloat = 1) {
    ctx.setFillColorSpace(CGColorSpace(patternBaseSpace: nil)!)
    var a = alpha
    ctx.setFillPattern(pattern, colorComponents: &a)
    ctx.fill(CGRect(x: 0, y: 0, width: 64, height: 64))
}

private let suite = "CGPatternTests"

@Suite("Patterns")
struct CGPatternTests {
    @Test("A colored pattern repeats its cell every step, from the origin of the base space")
    func coloredCellRepeats() throws {
        let ctx = makeCanvas()
        fillColored(ctx, try #require(makePattern(redCorner)))

        for (x, y) in [(1, 1), (3, 3), (9, 1), (1, 9), (57, 57)] { #expect(probe(ctx, x, y) == .red, "(\(x), \(y))") }
        for (x, y) in [(5, 1), (1, 5), (6, 6), (13, 3), (60, 60)] { #expect(probe(ctx, x, y) == .white, "(\(x), \(y))") }
    }

    @Test("The pattern stays anchored to the base space when the CTM moves; the phase moves it")
    func anchoredInBaseSpace() throws {
        let pattern = try #require(makePattern(redCorner))
        let moved = makeCanvas()
        moved.translateBy(x: 3, y: 2)
        moved.scaleBy(x: 0.5, y: 0.5)
        moved.setFillColorSpace(CGColorSpace(patternBaseSpace: nil)!)
        var one: CGFloat = 1
        moved.setFillPattern(pattern, colorComponents: &one)
        moved.fill(CGRect(x: 0, y: 0, width: 200, height: 200))  // device (3, 2) onwards
        #expect(probe(moved, 1, 1) == .white, "outside the filled rectangle")
        #expect(probe(moved, 9, 9) == .red, "the cell grid is the base space's, not the CTM's")
        #expect(probe(moved, 13, 9) == .white)

        let phased = makeCanvas()
        phased.setPatternPhase(CGSize(width: 2, height: 0))
        fillColored(phased, pattern)
        #expect(probe(phased, 1, 1) == .white)
        #expect(probe(phased, 2, 1) == .red)
        #expect(probe(phased, 5, 1) == .red)
        #expect(probe(phased, 6, 1) == .white)
    }

    @Test("The pattern matrix maps pattern space: scaled 2×, the square is 8 pixels and the step 16")
    func matrixScalesTheCell() throws {
        let ctx = makeCanvas()
        fillColored(ctx, try #require(makePattern(matrix: CGAffineTransform(scaleX: 2, y: 2), redCorner)))

        #expect(probe(ctx, 7, 7) == .red)
        #expect(probe(ctx, 9, 9) == .white)
        #expect(probe(ctx, 17, 17) == .red)
        #expect(probe(ctx, 33, 1) == .red)
    }

    @Test("Drawing outside the cell's bounds is clipped; a step larger than the cell leaves gaps")
    func cellBoundsClipAndSteps() throws {
        let ctx = makeCanvas()
        let pattern = try #require(makePattern(cell: CGRect(x: 0, y: 0, width: 4, height: 4),
                                               step: CGSize(width: 10, height: 10)) { ctx in
            ctx.setFillColor(red: 0, green: 0, blue: 1, alpha: 1)
            ctx.fill(CGRect(x: -20, y: -20, width: 100, height: 100))
        })
        fillColored(ctx, pattern)

        #expect(probe(ctx, 2, 2) == .blue)
        #expect(probe(ctx, 6, 2) == .white, "clipped to the 4×4 bounds")
        #expect(probe(ctx, 12, 12) == .blue, "the next cell, 10 pixels on")
        #expect(probe(ctx, 22, 2) == .blue)
    }

    @Test("A stencil pattern paints the colour given with it, ignoring the colours its cell drew")
    func stencilUsesTheGivenColour() throws {
        let ctx = makeCanvas()
        let pattern = try #require(makePattern(colored: false, redCorner))
        ctx.setFillColorSpace(try #require(CGColorSpace(patternBaseSpace: CGColorSpaceCreateDeviceRGB())))
        var blue: [CGFloat] = [0, 0, 1, 1]
        ctx.setFillPattern(pattern, colorComponents: &blue)
        ctx.fill(CGRect(x: 0, y: 0, width: 64, height: 64))

        #expect(probe(ctx, 1, 1) == .blue)
        #expect(probe(ctx, 9, 9) == .blue)
        #expect(probe(ctx, 5, 5) == .white)
        #expect(ctx.state.fillColor.pattern === pattern)
    }

    @Test("A translucent pattern colour blends; strokes paint with a pattern too")
    func alphaAndStroke() throws {
        let ctx = makeCanvas()
        fillColored(ctx, try #require(makePattern(redCorner)), alpha: 0.5)
        #expect(probe(ctx, 1, 1).isClose(to: RGBA8(255, 127, 127), tolerance: 2))

        let stroked = makeCanvas()
        stroked.setStrokeColorSpace(CGColorSpace(patternBaseSpace: nil)!)
        var one: CGFloat = 1
        stroked.setStrokePattern(try #require(makePattern(redCorner)), colorComponents: &one)
        stroked.setLineWidth(6)
        stroked.stroke(CGRect(x: 8, y: 8, width: 40, height: 40))
        #expect(probe(stroked, 8, 9) == .red, "on the line, in a red square of the grid")
        #expect(probe(stroked, 8, 13) == .white, "on the line, in a transparent part of the cell")
        #expect(probe(stroked, 25, 25) == .white, "inside the stroked square")
    }

    @Test("The cell is drawn once for many fills at one scale; the info is released with the pattern")
    func cellCachedAndInfoReleased() throws {
        let log = CellLog()
        do {
            let pattern = try #require(makePattern(log: log, redCorner))
            let ctx = makeCanvas()
            for _ in 0..<20 { fillColored(ctx, pattern) }
            #expect(log.draws > 0)
            let afterFirstScale = log.draws
            for _ in 0..<20 { fillColored(ctx, pattern) }
            #expect(log.draws == afterFirstScale)
            #expect(log.releases == 0)
        }
        #expect(log.releases == 1)
    }

    @Test("Golden: a checkerboard fills a circle and a stencil strokes it")
    func checkerboardGolden() throws {
        let ctx = makeCanvas()
        let checker = try #require(makePattern { ctx in
            ctx.setFillColor(red: 0.1, green: 0.4, blue: 0.9, alpha: 1)
            ctx.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
            ctx.fill(CGRect(x: 4, y: 4, width: 4, height: 4))
        })
        ctx.setFillColorSpace(CGColorSpace(patternBaseSpace: nil)!)
        var one: CGFloat = 1
        ctx.setFillPattern(checker, colorComponents: &one)
        ctx.fillEllipse(in: CGRect(x: 6, y: 6, width: 52, height: 52))
        let stripes = try #require(makePattern(cell: CGRect(x: 0, y: 0, width: 6, height: 6),
                                               step: CGSize(width: 6, height: 6), colored: false) { ctx in
            ctx.fill(CGRect(x: 0, y: 0, width: 3, height: 6))
        })
        ctx.setStrokeColorSpace(try #require(CGColorSpace(patternBaseSpace: CGColorSpaceCreateDeviceRGB())))
        var orange: [CGFloat] = [1, 0.5, 0, 1]
        ctx.setStrokePattern(stripes, colorComponents: &orange)
        ctx.setLineWidth(5)
        ctx.strokeEllipse(in: CGRect(x: 6, y: 6, width: 52, height: 52))
        try expectGolden(ctx, "checkerboard-circle", suite: suite)
    }

    @Test("Bad input: a non-finite or singular pattern is nil; a pattern without a pattern space is ignored")
    func badInput() throws {
        var callbacks = CGPatternCallbacks()
        #expect(CGPattern(info: nil, bounds: CGRect(x: 0, y: 0, width: CGFloat.nan, height: 4), matrix: .identity, xStep: 4,
                          yStep: 4, tiling: .noDistortion, isColored: true, callbacks: &callbacks) == nil)
        #expect(CGPattern(info: nil, bounds: CGRect(x: 0, y: 0, width: 4, height: 4),
                          matrix: CGAffineTransform(scaleX: 0, y: 1), xStep: 4, yStep: 4, tiling: .noDistortion,
                          isColored: true, callbacks: &callbacks) == nil)
        #expect(CGPattern(info: nil, bounds: .zero, matrix: .identity, xStep: 0, yStep: 0, tiling: .noDistortion,
                          isColored: true, callbacks: &callbacks) == nil)
        let pattern = try #require(makePattern(redCorner))
        var one: CGFloat = 1
        #expect(CGColor(patternSpace: CGColorSpaceCreateDeviceRGB(), pattern: pattern, components: &one) == nil)
        #expect(CGColorSpace(patternBaseSpace: CGColorSpace(patternBaseSpace: nil)!) == nil)

        let ctx = makeCanvas()
        ctx.setFillColor(red: 0, green: 1, blue: 0, alpha: 1)
        ctx.setFillPattern(pattern, colorComponents: &one)  // the fill space is RGB: ignored
        ctx.fill(CGRect(x: 0, y: 0, width: 64, height: 64))
        #expect(probe(ctx, 1, 1) == .green)

        // A pattern with no drawing callback paints nothing.
        let empty = try #require(CGPattern(info: nil, bounds: CGRect(x: 0, y: 0, width: 4, height: 4),
                                           matrix: .identity, xStep: 4, yStep: 4, tiling: .noDistortion,
                                           isColored: true, callbacks: &callbacks))
        fillColored(ctx, empty)
        #expect(probe(ctx, 1, 1) == .green)
    }

    @Test("A pattern colour answers its pattern, alpha and space; copying its alpha keeps the pattern")
    func patternColorProperties() throws {
        let pattern = try #require(makePattern(redCorner))
        let space = try #require(CGColorSpace(patternBaseSpace: nil))
        var alpha: CGFloat = 0.25
        let color = try #require(CGColor(patternSpace: space, pattern: pattern, components: &alpha))
        #expect(color.pattern === pattern)
        #expect(color.alpha == 0.25)
        #expect(color.colorSpace?.model == .pattern)
        #expect(color.numberOfComponents == 1)
        let opaque = try #require(color.copy(alpha: 1))
        #expect(opaque.pattern === pattern && opaque.alpha == 1)
        #expect(opaque != color)
        #expect(space.baseColorSpace == nil)
        #expect(CGColorSpace(patternBaseSpace: CGColorSpaceCreateDeviceGray())?.baseColorSpace?.model == .monochrome)
    }
}
