// SPDX-License-Identifier: Apache-2.0

import QuartzCore
import Testing

/// A replicator covering `frame` with `sublayers`, configured with actions disabled.
private func makeReplicator(
    _ frame: CGRect = CGRect(x: 0, y: 0, width: 64, height: 64), sublayers: [CALayer],
    _ configure: (CAReplicatorLayer) -> Void
) -> CAReplicatorLayer {
    let replicator = CAReplicatorLayer()
    withoutActions {
        replicator.frame = frame
        configure(replicator)
    }
    for sublayer in sublayers { replicator.addSublayer(sublayer) }
    return replicator
}

/// The grey level (0…255) that a black layer at `opacity` leaves on white.
private func grey(_ opacity: Double) -> Pixel {
    let v = Int((255 * (1 - opacity)).rounded())
    return Pixel(v, v, v)
}

@Suite("CAReplicatorLayer", .freshLayerEnvironment)
struct ReplicatorLayerTests {
    static let suite = "ReplicatorLayerTests"

    @Test("Defaults: one instance, no delay, identity transform, opaque white colour, zero offsets")
    func defaults() {
        withTestEnvironment { _ in
            let replicator = CAReplicatorLayer()
            #expect(replicator.instanceCount == 1 && replicator.instanceDelay == 0 && !replicator.preservesDepth)
            #expect(CATransform3DIsIdentity(replicator.instanceTransform))
            #expect(replicator.instanceColor == CGColor(gray: 1, alpha: 1))
            #expect(replicator.instanceRedOffset == 0 && replicator.instanceGreenOffset == 0)
            #expect(replicator.instanceBlueOffset == 0 && replicator.instanceAlphaOffset == 0)
            #expect(CAReplicatorLayer.defaultValue(forKey: "instanceCount") as? Int == 1)
        }
    }

    @Test("Properties round-trip; transform, colour, offsets and delay animate implicitly, the count does not")
    func roundTrip() {
        withTestEnvironment { _ in
            let replicator = committed(CAReplicatorLayer())
            replicator.instanceCount = 7
            replicator.preservesDepth = true
            #expect(replicator.animationKeys() == nil)
            replicator.instanceTransform = CATransform3DMakeTranslation(5, 0, 0)
            replicator.instanceColor = Palette.red
            replicator.instanceAlphaOffset = -0.1
            replicator.instanceDelay = 0.2
            #expect(replicator.instanceCount == 7 && replicator.preservesDepth)
            #expect(replicator.instanceTransform == CATransform3DMakeTranslation(5, 0, 0))
            #expect(replicator.instanceColor == Palette.red && replicator.instanceAlphaOffset == -0.1)
            #expect(replicator.instanceDelay == 0.2)
            #expect(
                Set(replicator.animationKeys() ?? [])
                    == ["instanceTransform", "instanceColor", "instanceAlphaOffset", "instanceDelay"])

            var bad = CATransform3DIdentity
            bad.m41 = .nan
            withoutActions {
                replicator.instanceTransform = bad
                replicator.instanceDelay = .infinity
                replicator.instanceRedOffset = .nan
            }
            #expect(replicator.instanceTransform == CATransform3DMakeTranslation(5, 0, 0))
            #expect(replicator.instanceDelay == 0.2 && replicator.instanceRedOffset == 0)
        }
    }

    @Test("Each copy is moved one more instanceTransform along and tinted one more offset")
    func rowOfTintedCopies() throws {
        try withTestEnvironment { _ in
            let square = makeLayer(CGRect(x: 2, y: 28, width: 8, height: 8), color: Palette.white)
            let replicator = makeReplicator(sublayers: [square]) {
                $0.instanceCount = 5
                $0.instanceTransform = CATransform3DMakeTranslation(12, 0, 0)
                $0.instanceGreenOffset = -0.25
                $0.instanceBlueOffset = -0.25
            }
            let image = renderImage(replicator, width: 80, background: Palette.black)
            let probe = Probe(image)
            for k in 0..<5 {
                let v = Int((255 * (1 - 0.25 * Double(k))).rounded())
                expectPixel(probe, 6 + 12 * k, 32, Pixel(255, v, v), tolerance: 3)
                expectPixel(probe, 11 + 12 * k, 32, .black)  // the gap between copies
            }
            expectPixel(probe, 6 + 12 * 5, 32, .black)  // no sixth copy
            try expectGolden(image, "row-tinted", suite: Self.suite)
        }
    }

    @Test("instanceTransform turns about the replicator's centre, and the alpha offset fades each copy")
    func spinner() throws {
        try withTestEnvironment { _ in
            let bar = makeLayer(CGRect(x: 30, y: 4, width: 4, height: 14), color: Palette.black)
            let replicator = makeReplicator(sublayers: [bar]) {
                $0.instanceCount = 12
                $0.instanceTransform = CATransform3DMakeRotation(2 * .pi / 12, 0, 0, 1)
                $0.instanceAlphaOffset = -1 / 12
            }
            let image = renderImage(replicator)
            let probe = Probe(image)
            expectPixel(probe, 32, 10, grey(1), tolerance: 3)  // copy 0: the bar itself, at the top
            expectPixel(probe, 54, 32, grey(0.75), tolerance: 3)  // copy 3: turned a quarter, clockwise
            expectPixel(probe, 32, 54, grey(0.5), tolerance: 3)  // copy 6
            expectPixel(probe, 10, 32, grey(0.25), tolerance: 3)  // copy 9
            try expectGolden(image, "spinner", suite: Self.suite)
        }
    }

    @Test("Nested replicators make a grid, their tints multiplying")
    func grid() throws {
        try withTestEnvironment { _ in
            let square = makeLayer(CGRect(x: 2, y: 2, width: 12, height: 12), color: Palette.white)
            let row = makeReplicator(sublayers: [square]) {
                $0.instanceCount = 4
                $0.instanceTransform = CATransform3DMakeTranslation(16, 0, 0)
                $0.instanceBlueOffset = -0.25
            }
            let grid = makeReplicator(sublayers: [row]) {
                $0.instanceCount = 4
                $0.instanceTransform = CATransform3DMakeTranslation(0, 16, 0)
                $0.instanceRedOffset = -0.25
            }
            let image = renderImage(grid, background: Palette.black)
            let probe = Probe(image)
            for i in 0..<4 {
                for j in 0..<4 {
                    let r = Int((255 * (1 - 0.25 * Double(i))).rounded()),
                        b = Int((255 * (1 - 0.25 * Double(j))).rounded())
                    expectPixel(probe, 8 + 16 * j, 8 + 16 * i, Pixel(r, 255, b), tolerance: 3)
                }
            }
            try expectGolden(image, "grid", suite: Self.suite)
        }
    }

    @Test("instanceDelay runs a sublayer's animation later in each copy")
    func delay() throws {
        try withTestEnvironment { _ in
            let square = makeLayer(CGRect(x: 2, y: 2, width: 12, height: 12), color: Palette.black)
            let replicator = makeReplicator(sublayers: [square]) {
                $0.instanceCount = 4
                $0.instanceTransform = CATransform3DMakeTranslation(16, 0, 0)
                $0.instanceDelay = 0.25
            }
            animate(square, "opacity", from: 0, to: 1)

            let image = renderImage(replicator, time: 0.5)
            let probe = Probe(image)
            expectPixel(probe, 8, 8, grey(0.5), tolerance: 3)  // copy 0 at t = 0.5
            expectPixel(probe, 24, 8, grey(0.25), tolerance: 3)  // copy 1 at t = 0.25
            expectPixel(probe, 40, 8, grey(0), tolerance: 3)  // copy 2 at t = 0: just starting
            expectPixel(probe, 56, 8, grey(1), tolerance: 3)  // copy 3 at t = −0.25: not started, model value
            try expectGolden(image, "delay", suite: Self.suite)
        }
    }

    @Test("instanceColor's alpha fades every copy; a copy whose alpha reaches 0 is skipped")
    func instanceColorAlpha() {
        withTestEnvironment { _ in
            let square = makeLayer(CGRect(x: 2, y: 2, width: 12, height: 12), color: Palette.black)
            let replicator = makeReplicator(sublayers: [square]) {
                $0.instanceCount = 3
                $0.instanceTransform = CATransform3DMakeTranslation(16, 0, 0)
                $0.instanceColor = CGColor(gray: 1, alpha: 0.5)
                $0.instanceAlphaOffset = -0.5
            }
            let probe = Probe(renderImage(replicator))
            expectPixel(probe, 8, 8, grey(0.5), tolerance: 3)
            expectPixel(probe, 24, 8, .white)
            expectPixel(probe, 40, 8, .white)
        }
    }

    @Test("A nil instanceColor leaves the copies untinted")
    func nilInstanceColor() {
        withTestEnvironment { _ in
            let square = makeLayer(CGRect(x: 2, y: 2, width: 12, height: 12), color: Palette.green)
            let replicator = makeReplicator(sublayers: [square]) {
                $0.instanceCount = 2
                $0.instanceTransform = CATransform3DMakeTranslation(16, 0, 0)
                $0.instanceColor = nil
            }
            #expect(replicator.instanceColor == nil)
            let probe = Probe(renderImage(replicator))
            expectPixel(probe, 8, 8, .green)
            expectPixel(probe, 24, 8, .green)
        }
    }

    @Test("Zero, negative and huge instance counts are safe: nothing, nothing, and a bounded number of copies")
    func counts() {
        withTestEnvironment { _ in
            for count in [0, -5] {
                let replicator = makeReplicator(sublayers: [
                    makeLayer(
                        CGRect(x: 0, y: 0, width: 64, height: 64),
                        color: Palette.red)
                ]) { $0.instanceCount = count }
                expectPixel(Probe(renderImage(replicator)), 32, 32, .white)
            }
            let dot = makeLayer(CGRect(x: 0, y: 0, width: 1, height: 1), color: Palette.black)
            let huge = makeReplicator(sublayers: [dot]) {
                $0.instanceCount = .max
                $0.instanceTransform = CATransform3DMakeTranslation(1.0 / 128, 0, 0)
            }
            #expect(huge.instanceCount == .max)
            let probe = Probe(renderImage(huge))
            // 4,096 copies 1/128 point apart cover 33 points, and no copy is drawn beyond.
            expectPixel(probe, 0, 0, .black, tolerance: 3)
            expectPixel(probe, 30, 0, .black, tolerance: 3)
            expectPixel(probe, 34, 0, .white)
            expectPixel(probe, 10, 1, .white)
        }
    }

    @Test("A replicator without sublayers draws only itself")
    func noSublayers() {
        withTestEnvironment { _ in
            let replicator = makeReplicator(sublayers: []) {
                $0.instanceCount = 10
                $0.backgroundColor = Palette.green
            }
            expectPixel(Probe(renderImage(replicator)), 32, 32, .green)
        }
    }
}
