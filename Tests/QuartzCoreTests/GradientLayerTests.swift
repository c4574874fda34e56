// SPDX-License-Identifier: Apache-2.0

import QuartzCore
import Testing

/// A gradient layer covering `frame` with `colors`, configured with actions disabled.
private func makeGradient(
    _ frame: CGRect = CGRect(x: 0, y: 0, width: 64, height: 64), colors: [CGColor]?,
    _ configure: (CAGradientLayer) -> Void = { _ in }
) -> CAGradientLayer {
    let gradient = CAGradientLayer()
    withoutActions {
        gradient.frame = frame
        gradient.colors = colors
        configure(gradient)
    }
    return gradient
}

@Suite("CAGradientLayer", .freshLayerEnvironment)
struct GradientLayerTests {
    static let suite = "GradientLayerTests"

    @Test("Defaults: no colours or locations, top centre to bottom centre, axial")
    func defaults() {
        withTestEnvironment { _ in
            let gradient = CAGradientLayer()
            #expect(gradient.colors == nil && gradient.locations == nil)
            #expect(gradient.startPoint == CGPoint(x: 0.5, y: 0) && gradient.endPoint == CGPoint(x: 0.5, y: 1))
            #expect(gradient.type == .axial)
            #expect(CAGradientLayer.defaultValue(forKey: "startPoint") as? CGPoint == CGPoint(x: 0.5, y: 0))
            #expect(CAGradientLayer.defaultValue(forKey: "type") as? CAGradientLayerType == .axial)
        }
    }

    @Test("Properties round-trip; points animate implicitly, the type does not; non-finite points are refused")
    func roundTrip() {
        withTestEnvironment { _ in
            let gradient = committed(CAGradientLayer())
            gradient.colors = [Palette.red, Palette.blue]
            gradient.locations = [0.25, 0.75]
            gradient.startPoint = CGPoint(x: 0, y: 0.5)
            gradient.endPoint = CGPoint(x: 1, y: 0.5)
            gradient.type = .radial
            #expect((gradient.colors as? [CGColor]) == [Palette.red, Palette.blue])
            #expect(gradient.locations?.map(\.doubleValue) == [0.25, 0.75])
            #expect(gradient.startPoint == CGPoint(x: 0, y: 0.5) && gradient.endPoint == CGPoint(x: 1, y: 0.5))
            #expect(gradient.type == .radial)
            #expect(Set(gradient.animationKeys() ?? []) == ["colors", "locations", "startPoint", "endPoint"])

            withoutActions { gradient.startPoint = CGPoint(x: CGFloat.nan, y: 0) }
            #expect(gradient.startPoint == CGPoint(x: 0, y: 0.5))
        }
    }

    @Test("Axial: colours vary from top to bottom by default, and the end colours continue past the points")
    func axialDefault() throws {
        try withTestEnvironment { _ in
            let gradient = makeGradient(colors: [Palette.red, Palette.blue])
            let image = renderImage(gradient)
            let probe = Probe(image)
            expectPixel(probe, 32, 0, .red, tolerance: 12)
            expectPixel(probe, 32, 63, .blue, tolerance: 12)
            expectPixel(probe, 5, 32, Pixel(128, 0, 127), tolerance: 12)
            expectPixel(probe, 60, 32, Pixel(128, 0, 127), tolerance: 12)  // constant across the axis
            try expectGolden(image, "axial-vertical", suite: Self.suite)

            withoutActions {
                gradient.startPoint = CGPoint(x: 0.5, y: 0.25)
                gradient.endPoint = CGPoint(x: 0.5, y: 0.75)
            }
            let padded = Probe(renderImage(gradient))
            expectPixel(padded, 32, 4, .red, tolerance: 4)
            expectPixel(padded, 32, 60, .blue, tolerance: 4)
        }
    }

    @Test("Locations place the colours; a diagonal axis runs corner to corner")
    func locationsAndDiagonal() throws {
        try withTestEnvironment { _ in
            let gradient = makeGradient(colors: [Palette.yellow, Palette.red, Palette.blue]) {
                $0.locations = [0, 0.8, 1]
                $0.startPoint = .zero
                $0.endPoint = CGPoint(x: 1, y: 1)
            }
            let image = renderImage(gradient)
            let probe = Probe(image)
            expectPixel(probe, 0, 0, .yellow, tolerance: 16)
            expectPixel(probe, 51, 51, .red, tolerance: 16)  // 80 % along the diagonal
            expectPixel(probe, 63, 63, .blue, tolerance: 40)
            expectPixel(probe, 63, 0, Probe(image)[0, 63], tolerance: 2)  // symmetric about the diagonal
            try expectGolden(image, "diagonal-locations", suite: Self.suite)
        }
    }

    @Test("The gradient fills the layer's shape: rounded corners stay clear, and it covers the background")
    func roundedCorners() throws {
        try withTestEnvironment { _ in
            let gradient = makeGradient(colors: [Palette.green, Palette.blue]) {
                $0.cornerRadius = 16
                $0.backgroundColor = Palette.red
                $0.borderColor = Palette.black
                $0.borderWidth = 2
            }
            let image = renderImage(gradient)
            let probe = Probe(image)
            expectPixel(probe, 1, 1, .white)
            expectPixel(probe, 32, 32, Pixel(0, 128, 127), tolerance: 12)
            try expectGolden(image, "rounded-with-border", suite: Self.suite)
        }
    }

    @Test("Radial: the first colour at startPoint, the last at the ellipse through endPoint and beyond")
    func radial() throws {
        try withTestEnvironment { _ in
            let gradient = makeGradient(
                CGRect(x: 0, y: 0, width: 96, height: 64), colors: [Palette.white, Palette.blue]
            ) {
                $0.type = .radial
                $0.startPoint = CGPoint(x: 0.5, y: 0.5)
                $0.endPoint = CGPoint(x: 1, y: 1)
            }
            let image = renderImage(gradient, width: 96, height: 64)
            let probe = Probe(image)
            expectPixel(probe, 48, 32, .white, tolerance: 8)
            expectPixel(probe, 95, 32, .blue, tolerance: 16)  // the x radius is half the width
            expectPixel(probe, 48, 63, .blue, tolerance: 16)  // the y radius is half the height
            expectPixel(probe, 2, 2, .blue, tolerance: 2)  // outside the ellipse
            expectPixel(probe, 72, 32, Pixel(128, 128, 255), tolerance: 12)
            try expectGolden(image, "radial-ellipse", suite: Self.suite)
        }
    }

    @Test("Conic: colours sweep clockwise around startPoint, starting towards endPoint")
    func conic() throws {
        try withTestEnvironment { _ in
            let gradient = makeGradient(colors: [Palette.red, Palette.green, Palette.blue]) {
                $0.type = .conic
                $0.startPoint = CGPoint(x: 0.5, y: 0.5)
                $0.endPoint = CGPoint(x: 1, y: 0.5)
            }
            let image = renderImage(gradient)
            let probe = Probe(image)
            expectPixel(probe, 60, 34, .red, tolerance: 16)  // just after the start, to the right
            expectPixel(probe, 4, 33, .green, tolerance: 24)  // half way round, to the left
            expectPixel(probe, 60, 30, .blue, tolerance: 16)  // just before the end
            try expectGolden(image, "conic", suite: Self.suite)
        }
    }

    @Test("One colour fills the shape; no colours or no valid colours draw nothing")
    func degenerateColours() {
        withTestEnvironment { _ in
            expectPixel(Probe(renderImage(makeGradient(colors: [Palette.green]))), 32, 32, .green)
            expectPixel(Probe(renderImage(makeGradient(colors: []))), 32, 32, .white)
            expectPixel(Probe(renderImage(makeGradient(colors: nil))), 32, 32, .white)
            let junk = makeGradient(colors: nil) { $0.colors = ["red", 3] }
            expectPixel(Probe(renderImage(junk)), 32, 32, .white)
        }
    }

    @Test("Mismatched locations are ignored and the colours spread evenly")
    func mismatchedLocations() {
        withTestEnvironment { _ in
            let even = makeGradient(colors: [Palette.red, Palette.blue])
            let mismatched = makeGradient(colors: [Palette.red, Palette.blue]) { $0.locations = [0.9] }
            #expect(Probe(renderImage(even)).image == Probe(renderImage(mismatched)).image)
        }
    }

    @Test("An animation of startPoint moves the gradient at intermediate times")
    func animatedPoints() {
        withTestEnvironment { _ in
            let gradient = makeGradient(colors: [Palette.red, Palette.blue]) {
                $0.startPoint = CGPoint(x: 0.5, y: 0)
                $0.endPoint = CGPoint(x: 0.5, y: 0.5)
            }
            animate(gradient, "endPoint", from: CGPoint(x: 0.5, y: 0.01), to: CGPoint(x: 0.5, y: 1))
            // At t = 0 the whole layer below the top is already blue; at t = 1 the middle is half way.
            expectPixel(Probe(renderImage(gradient, time: 0)), 32, 32, .blue, tolerance: 4)
            expectPixel(Probe(renderImage(gradient, time: 0.999)), 32, 32, Pixel(128, 0, 127), tolerance: 12)
        }
    }
}
