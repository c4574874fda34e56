// SPDX-License-Identifier: Apache-2.0

import CoreGraphics
import Foundation
import Testing
import TouchstoneTesting

/// An RGB gradient through opaque `colors` at `locations` (nil: evenly spread).
private func gradient(_ colors: [RGBA8], locations: [CGFloat]? = nil) -> CGGradient {
    let components = colors.flatMap { [CGFloat($0.r) / 255, CGFloat($0.g) / 255, CGFloat($0.b) / 255, CGFloat($0.a) / 255] }
    return CGGradient(colorSpace: CGColorSpaceCreateDeviceRGB(), colorComponents: components, locations: locations)!
}

private let redToBlue = gradient([.red, .blue])

/// Neither option, each alone, both: in this order.
private let allOptionCombinations: [CGGradientDrawingOptions] = [
    [], [.drawsBeforeStartLocation], [.drawsAfterEndLocation], [.drawsBeforeStartLocation, .drawsAfterEndLocation],
]
private let suite = "CGGradientTests"

@Suite("Gradients")
struct CGGradientTests {
    // MARK: Linear

    @Test("Golden: a linear gradient spreads colours evenly when locations are nil")
    func linearEvenSpread() throws {
        let ctx = makeCanvas()

        ctx.drawLinearGradient(gradient([.red, .green, .blue]), start: CGPoint(x: 0, y: 0), end: CGPoint(x: 64, y: 0),
                               options: [])

        #expect(probe(ctx, 0, 10).isClose(to: RGBA8(253, 2, 0), tolerance: 4))
        #expect(probe(ctx, 16, 10).isClose(to: RGBA8(124, 131, 0), tolerance: 6), "a quarter of the way: red/green")
        #expect(probe(ctx, 32, 50).isClose(to: RGBA8(0, 253, 2), tolerance: 6), "half way: green")
        #expect(probe(ctx, 63, 30).isClose(to: RGBA8(0, 2, 253), tolerance: 4))
        #expect(probe(ctx, 40, 0) == probe(ctx, 40, 63), "colour is constant perpendicular to the axis")
        try expectGolden(ctx, "linear-even-spread", suite: suite)
    }

    @Test("Colour i sits at location i even when the locations are not sorted")
    func unsortedLocations() {
        let ctx = makeCanvas()

        ctx.drawLinearGradient(gradient([.red, .blue], locations: [1, 0]), start: CGPoint(x: 0, y: 0),
                               end: CGPoint(x: 64, y: 0), options: [])

        #expect(probe(ctx, 0, 32).isClose(to: .blue, tolerance: 6))
        #expect(probe(ctx, 63, 32).isClose(to: .red, tolerance: 6))
    }

    @Test("Before the first location the first colour holds, after the last the last colour holds")
    func colorsHeldOutsideLocations() {
        let ctx = makeCanvas()

        ctx.drawLinearGradient(gradient([.red, .blue], locations: [0.25, 0.75]), start: CGPoint(x: 0, y: 0),
                               end: CGPoint(x: 64, y: 0), options: [])

        #expect(probe(ctx, 2, 32) == .red)
        #expect(probe(ctx, 14, 32) == .red)
        #expect(probe(ctx, 32, 32).isClose(to: RGBA8(126, 0, 129), tolerance: 6))
        #expect(probe(ctx, 50, 32) == .blue)
        #expect(probe(ctx, 62, 32) == .blue)
    }

    @Test(
        "Without an option nothing is painted beyond that end; with it the end colour extends",
        arguments: allOptionCombinations)
    func linearOptions(options: CGGradientDrawingOptions) {
        let ctx = makeCanvas()

        ctx.drawLinearGradient(redToBlue, start: CGPoint(x: 16, y: 0), end: CGPoint(x: 48, y: 0), options: options)

        let before = probe(ctx, 8, 32), after = probe(ctx, 56, 32)
        #expect(before == (options.contains(.drawsBeforeStartLocation) ? .red : .white))
        #expect(after == (options.contains(.drawsAfterEndLocation) ? .blue : .white))
        #expect(probe(ctx, 16, 32).isClose(to: .red, tolerance: 6), "the first colour starts at the start point")
        #expect(probe(ctx, 47, 32).isClose(to: .blue, tolerance: 6), "the last colour ends at the end point")
    }

    @Test("Golden: the four option combinations side by side (bottom to top: none, before, after, both)")
    func linearOptionsGolden() throws {
        let ctx = makeCanvas()

        for (i, options) in allOptionCombinations.enumerated() {
            ctx.saveGState()
            ctx.clip(to: CGRect(x: 0, y: i * 16 + 2, width: 64, height: 12))
            ctx.drawLinearGradient(redToBlue, start: CGPoint(x: 16, y: 0), end: CGPoint(x: 48, y: 0), options: options)
            ctx.restoreGState()
        }

        #expect(probe(ctx, 4, 8) == .white && probe(ctx, 60, 8) == .white)
        #expect(probe(ctx, 4, 24) == .red && probe(ctx, 60, 24) == .white)
        #expect(probe(ctx, 4, 40) == .white && probe(ctx, 60, 40) == .blue)
        #expect(probe(ctx, 4, 56) == .red && probe(ctx, 60, 56) == .blue)
        #expect(probe(ctx, 32, 1) == .white, "the clip keeps the gaps between bands")
        try expectGolden(ctx, "linear-options", suite: suite)
    }

    // MARK: Radial

    @Test("Golden: a radial gradient from a start circle inside the end circle")
    func radialNested() throws {
        let ctx = makeCanvas()

        ctx.drawRadialGradient(redToBlue, startCenter: CGPoint(x: 26, y: 32), startRadius: 4,
                               endCenter: CGPoint(x: 32, y: 32), endRadius: 28, options: [])

        #expect(probe(ctx, 26, 32) == .white, "inside the start circle is before the start: not painted")
        #expect(probe(ctx, 26, 37).isClose(to: .red, tolerance: 20), "just outside the start circle: red")
        #expect(probe(ctx, 59, 32).isClose(to: .blue, tolerance: 20), "just inside the end circle: blue")
        #expect(probe(ctx, 62, 62) == .white, "outside the end circle is after the end: not painted")
        #expect(probe(ctx, 2, 2) == .white)
        try expectGolden(ctx, "radial-nested", suite: suite)
    }

    @Test("A radial gradient with both options fills inside the start circle and outside the end circle")
    func radialNestedExtended() {
        let ctx = makeCanvas()

        ctx.drawRadialGradient(redToBlue, startCenter: CGPoint(x: 26, y: 32), startRadius: 4,
                               endCenter: CGPoint(x: 32, y: 32), endRadius: 28,
                               options: [.drawsBeforeStartLocation, .drawsAfterEndLocation])

        #expect(probe(ctx, 26, 32) == .red)
        #expect(probe(ctx, 62, 62) == .blue)
        #expect(probe(ctx, 1, 1) == .blue)
    }

    @Test("Golden: a cone between two circles that do not contain each other")
    func radialCone() throws {
        let ctx = makeCanvas()

        ctx.drawRadialGradient(redToBlue, startCenter: CGPoint(x: 14, y: 32), startRadius: 6,
                               endCenter: CGPoint(x: 44, y: 32), endRadius: 16, options: [])

        // Each point takes the colour of the last circle through it: the start circle's centre lies on the circle
        // at t ≈ 0.33, the end circle's centre on the one at t ≈ 0.61 (and on one at t ≈ 1.8, which is not drawn).
        #expect(probe(ctx, 9, 32).isClose(to: .red, tolerance: 24), "the start circle's far edge is nearly red")
        #expect(probe(ctx, 14, 32).isClose(to: RGBA8(172, 0, 83), tolerance: 12))
        #expect(probe(ctx, 44, 32).isClose(to: RGBA8(99, 0, 156), tolerance: 12))
        #expect(probe(ctx, 58, 32).isClose(to: .blue, tolerance: 16), "the end circle's far edge is blue")
        #expect(probe(ctx, 4, 32) == .white, "behind the start circle nothing is painted")
        #expect(probe(ctx, 14, 60) == .white, "outside the cone nothing is painted")
        #expect(probe(ctx, 62, 32) == .white, "beyond the end circle nothing is painted")
        try expectGolden(ctx, "radial-cone", suite: suite)
    }

    @Test("Without drawsAfterEndLocation the whole end circle is still painted (circles are swept from 0 to 1)")
    func radialSweptCircles() {
        // Equal radii: a point in the end circle lies on two circles, t ≈ 0.92 and t = 1.75. Without the option
        // only t in 0…1 counts, so it takes the colour at 0.92 (nearly blue); the circle beyond the end must not
        // hide it.
        let ctx = makeCanvas()

        ctx.drawRadialGradient(redToBlue, startCenter: CGPoint(x: 16, y: 32), startRadius: 10,
                               endCenter: CGPoint(x: 40, y: 32), endRadius: 10, options: [])

        let expected = RGBA8(21, 0, 234)  // the colour at t = 22/24 (pixel centre 48.5 → t ≈ 0.90)
        #expect(probe(ctx, 48, 32).isClose(to: expected, tolerance: 16))
        #expect(probe(ctx, 40, 32).isClose(to: RGBA8(85, 0, 170), tolerance: 16), "the centre: t ≈ 2/3")
        #expect(probe(ctx, 52, 32) == .white, "just beyond the end circle: not painted")
    }

    @Test("With only drawsBeforeStartLocation, circles before the start are painted but none beyond the end")
    func radialBeforeOnlyOverlappingCircles() {
        // Equal overlapping circles. The midpoint between the centres lies on the circles t = −0.29 and t = 1.375:
        // only the first is allowed, so it is red. A point in the end circle's right half lies on t = 0.54 and
        // t = 2.2: it takes the colour at 0.54.
        let ctx = makeCanvas()

        ctx.drawRadialGradient(redToBlue, startCenter: CGPoint(x: 20, y: 32), startRadius: 10,
                               endCenter: CGPoint(x: 32, y: 32), endRadius: 10, options: [.drawsBeforeStartLocation])

        #expect(probe(ctx, 26, 32).isClose(to: .red, tolerance: 2))
        #expect(probe(ctx, 36, 32).isClose(to: RGBA8(117, 0, 138), tolerance: 12))
        #expect(probe(ctx, 5, 32) == .red, "behind the start circle: the circles before the start")
        #expect(probe(ctx, 44, 32) == .white, "beyond the end circle: not painted")
    }

    @Test(
        "Radial options: each side is painted only with its option",
        arguments: allOptionCombinations)
    func radialOptions(options: CGGradientDrawingOptions) {
        let ctx = makeCanvas()

        ctx.drawRadialGradient(redToBlue, startCenter: CGPoint(x: 32, y: 32), startRadius: 8,
                               endCenter: CGPoint(x: 32, y: 32), endRadius: 24, options: options)

        #expect(probe(ctx, 32, 32) == (options.contains(.drawsBeforeStartLocation) ? .red : .white))
        #expect(probe(ctx, 2, 2) == (options.contains(.drawsAfterEndLocation) ? .blue : .white))
        #expect(probe(ctx, 32, 47).isClose(to: RGBA8(128, 0, 127), tolerance: 12), "half way between the circles")
    }

    @Test("Golden: radial options in four quadrants (bottom-left none, bottom-right before, top-left after, top-right both)")
    func radialOptionsGolden() throws {
        let ctx = makeCanvas()

        for (i, options) in allOptionCombinations.enumerated() {
            let origin = CGPoint(x: (i % 2) * 32, y: (i / 2) * 32)
            ctx.saveGState()
            ctx.clip(to: CGRect(origin: origin, size: CGSize(width: 31, height: 31)))
            let centre = CGPoint(x: origin.x + 16, y: origin.y + 16)
            ctx.drawRadialGradient(redToBlue, startCenter: centre, startRadius: 4, endCenter: centre, endRadius: 12,
                                   options: options)
            ctx.restoreGState()
        }

        #expect(probe(ctx, 16, 16) == .white && probe(ctx, 2, 2) == .white, "none: neither inside nor outside")
        #expect(probe(ctx, 48, 16) == .red && probe(ctx, 34, 2) == .white, "before: the inside only")
        #expect(probe(ctx, 16, 48) == .white && probe(ctx, 2, 34) == .blue, "after: the outside only")
        #expect(probe(ctx, 48, 48) == .red && probe(ctx, 34, 34) == .blue, "both")
        #expect(probe(ctx, 31, 10) == .white, "the gaps between quadrants stay clear")
        try expectGolden(ctx, "radial-options", suite: suite)
    }

    @Test("A radial gradient whose start circle has radius 0 starts at a point")
    func radialFromPoint() {
        let ctx = makeCanvas()

        ctx.drawRadialGradient(redToBlue, startCenter: CGPoint(x: 32, y: 32), startRadius: 0,
                               endCenter: CGPoint(x: 32, y: 32), endRadius: 32, options: [])

        #expect(probe(ctx, 32, 32).isClose(to: .red, tolerance: 12))
        #expect(probe(ctx, 48, 32).isClose(to: RGBA8(128, 0, 127), tolerance: 12))
    }

    // MARK: State

    @Test("Golden: a gradient is confined to the clip and follows a rotated, scaled CTM")
    func gradientUnderClipAndCTM() throws {
        let ctx = makeCanvas()

        ctx.clip(to: CGRect(x: 8, y: 8, width: 48, height: 40))
        ctx.translateBy(x: 32, y: 0)
        ctx.rotate(by: .pi / 2)  // user +x now points up in device space
        ctx.scaleBy(x: 2, y: 1)
        ctx.drawLinearGradient(redToBlue, start: CGPoint(x: 4, y: 0), end: CGPoint(x: 24, y: 0), options: [])

        #expect(probe(ctx, 32, 8).isClose(to: .red, tolerance: 8), "user x 4 → device y 8: the red end")
        #expect(probe(ctx, 32, 47).isClose(to: .blue, tolerance: 8), "user x 24 → device y 48: the blue end")
        #expect(probe(ctx, 20, 28) == probe(ctx, 44, 28), "colour constant along device x")
        #expect(probe(ctx, 4, 28) == .white, "outside the clip")
        #expect(probe(ctx, 32, 52) == .white, "beyond the end (and outside the clip)")
        try expectGolden(ctx, "clip-and-ctm", suite: suite)
    }

    @Test("The global alpha applies to gradients")
    func globalAlpha() {
        let ctx = makeCanvas()

        ctx.setAlpha(0.5)
        ctx.drawLinearGradient(gradient([.black, .black]), start: .zero, end: CGPoint(x: 64, y: 0),
                               options: [.drawsBeforeStartLocation, .drawsAfterEndLocation])

        #expect(probe(ctx, 10, 10).isClose(to: RGBA8(128, 128, 128), tolerance: 1))
        #expect(probe(ctx, 60, 60).isClose(to: RGBA8(128, 128, 128), tolerance: 1))
    }

    @Test("A gradient whose colours have alpha blends over the destination")
    func translucentStops() {
        let ctx = makeCanvas()

        ctx.drawLinearGradient(gradient([RGBA8(0, 0, 0, 0), RGBA8(0, 0, 0, 255)]), start: .zero,
                               end: CGPoint(x: 64, y: 0), options: [])

        #expect(probe(ctx, 0, 32).isClose(to: .white, tolerance: 6))
        #expect(probe(ctx, 32, 32).isClose(to: RGBA8(126, 126, 126), tolerance: 6))
        #expect(probe(ctx, 63, 32).isClose(to: .black, tolerance: 6))
    }

    @Test("A gradient with start == end, or two equal circles, draws nothing")
    func degenerateGeometry() {
        let ctx = makeCanvas()

        ctx.drawLinearGradient(redToBlue, start: CGPoint(x: 5, y: 5), end: CGPoint(x: 5, y: 5),
                               options: [.drawsBeforeStartLocation, .drawsAfterEndLocation])
        ctx.drawRadialGradient(redToBlue, startCenter: CGPoint(x: 32, y: 32), startRadius: 10,
                               endCenter: CGPoint(x: 32, y: 32), endRadius: 10, options: [])

        #expect(count(in: pixels(of: ctx)) { $0 != .white } == 0)
    }

    @Test("CGGradient(colorsSpace:colors:locations:) takes CGColors, gray ones included")
    func gradientFromColors() {
        let ctx = makeCanvas()
        let g = CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(),
                           colors: [CGColor(gray: 0, alpha: 1), CGColor(red: 1, green: 0, blue: 0, alpha: 1)],
                           locations: nil)!

        ctx.drawLinearGradient(g, start: .zero, end: CGPoint(x: 64, y: 0), options: [])

        #expect(probe(ctx, 0, 8).isClose(to: .black, tolerance: 6))
        #expect(probe(ctx, 63, 8).isClose(to: .red, tolerance: 6))
        #expect(CGGradient(colorsSpace: nil, colors: [], locations: nil) == nil)
    }

    @Test("CGGradient(colorsSpace:colors:locations:) takes a CFArray of colours, as iOS code passes it")
    func gradientFromCFArray() {
        let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1), blue = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
        let locations: [CGFloat] = [0, 1]
        let bridged = CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: [red, blue] as CFArray,
                                 locations: locations)
        let native = CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: [red, blue], locations: locations)
        let a = makeCanvas(), b = makeCanvas()
        a.drawLinearGradient(bridged!, start: .zero, end: CGPoint(x: 64, y: 0), options: [])
        b.drawLinearGradient(native!, start: .zero, end: CGPoint(x: 64, y: 0), options: [])
        #expect(pixels(of: a).pixels == pixels(of: b).pixels)
        #expect(probe(a, 2, 8).isClose(to: .red, tolerance: 10))
        #expect(CGGradient(colorsSpace: nil, colors: ["red"] as CFArray, locations: nil) == nil)
        #expect(CGGradient(colorsSpace: nil, colors: [] as CFArray, locations: nil) == nil)
    }
}
