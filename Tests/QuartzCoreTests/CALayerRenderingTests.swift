// SPDX-License-Identifier: Apache-2.0

import QuartzCore
import Testing

/// How the layer properties specified in the model suites show up in pixels.
@Suite("CALayer rendering", .freshLayerEnvironment)
struct CALayerRenderingTests {
    static let suite = "CALayerRenderingTests"

    @Test("Siblings draw in zPosition order, then in sublayer order")
    func zOrder() throws {
        try withTestEnvironment { _ in
            let root = makeLayer(CGRect(x: 0, y: 0, width: 64, height: 64))
            let red = makeLayer(CGRect(x: 8, y: 8, width: 32, height: 32), color: Palette.red)
            let blue = makeLayer(CGRect(x: 24, y: 24, width: 32, height: 32), color: Palette.blue)
            let green = makeLayer(CGRect(x: 16, y: 40, width: 16, height: 16), color: Palette.green)
            root.addSublayer(red)
            root.addSublayer(blue)
            root.addSublayer(green)
            expectPixel(Probe(renderImage(root)), 32, 32, .blue)

            withoutActions {
                red.zPosition = 1
                green.zPosition = -1
            }
            let image = renderImage(root)
            let probe = Probe(image)
            expectPixel(probe, 32, 32, .red)  // red now above blue
            expectPixel(probe, 28, 44, .blue)  // green now below blue
            expectPixel(probe, 18, 44, .green)
            try expectGolden(image, "z-order", suite: Self.suite)
        }
    }

    @Test("masksToBounds clips sublayers to the rounded bounds; the border is drawn above the sublayers")
    func clipAndBorder() throws {
        try withTestEnvironment { _ in
            let box = makeLayer(CGRect(x: 8, y: 8, width: 48, height: 48), color: Palette.yellow)
            withoutActions {
                box.cornerRadius = 12
                box.masksToBounds = true
                box.borderWidth = 4
                box.borderColor = Palette.blue
            }
            box.addSublayer(makeLayer(CGRect(x: -10, y: -10, width: 40, height: 40), color: Palette.red))
            let image = renderImage(box)
            let probe = Probe(image)
            expectPixel(probe, 9, 9, .white)  // outside the rounded corner: clipped
            expectPixel(probe, 24, 24, .red)  // the sublayer inside the bounds
            expectPixel(probe, 24, 9, .blue)  // the border covers the sublayer
            expectPixel(probe, 40, 40, .yellow)
            try expectGolden(image, "clip-and-border", suite: Self.suite)
        }
    }

    @Test("Opacity applies to the layer and its sublayers as one group")
    func groupOpacity() {
        withTestEnvironment { _ in
            let group = makeLayer(CGRect(x: 0, y: 0, width: 64, height: 64))
            withoutActions { group.opacity = 0.5 }
            group.addSublayer(makeLayer(CGRect(x: 0, y: 0, width: 40, height: 40), color: Palette.black))
            group.addSublayer(makeLayer(CGRect(x: 20, y: 20, width: 40, height: 40), color: Palette.black))
            let probe = Probe(renderImage(group))
            expectPixel(probe, 10, 10, Pixel(128, 128, 128), tolerance: 3)
            expectPixel(probe, 30, 30, Pixel(128, 128, 128), tolerance: 3)  // overlap: no darker
        }
    }

    @Test("A layer facing away is skipped unless it is double-sided")
    func doubleSided() {
        withTestEnvironment { _ in
            let root = makeLayer(CGRect(x: 0, y: 0, width: 64, height: 64))
            let card = makeLayer(CGRect(x: 16, y: 16, width: 32, height: 32), color: Palette.red)
            withoutActions { card.transform = CATransform3DMakeRotation(.pi, 0, 1, 0) }
            root.addSublayer(card)
            expectPixel(Probe(renderImage(root)), 32, 32, .red)
            withoutActions { card.isDoubleSided = false }
            expectPixel(Probe(renderImage(root)), 32, 32, .white)
        }
    }

    @Test("A sublayerTransform scales the sublayers about the layer's centre")
    func sublayerTransformDrawing() {
        withTestEnvironment { _ in
            let root = makeLayer(CGRect(x: 0, y: 0, width: 64, height: 64))
            root.addSublayer(makeLayer(CGRect(x: 24, y: 24, width: 16, height: 16), color: Palette.green))
            withoutActions { root.sublayerTransform = CATransform3DMakeScale(2, 2, 1) }
            let probe = Probe(renderImage(root))
            expectPixel(probe, 18, 18, .green)  // 24 → 16 after doubling about 32
            expectPixel(probe, 46, 46, .green)  // 40 → 48
            expectPixel(probe, 12, 12, .white)
        }
    }

    @Test("Perspective draws the near edge of a turned card taller than the far edge")
    func perspective() throws {
        try withTestEnvironment { _ in
            let root = makeLayer(CGRect(x: 0, y: 0, width: 96, height: 64))
            let card = makeLayer(CGRect(x: 24, y: 8, width: 48, height: 48), color: Palette.blue)
            var perspective = CATransform3DIdentity
            perspective.m34 = -1 / 100
            withoutActions {
                root.sublayerTransform = perspective
                card.transform = CATransform3DMakeRotation(.pi / 4, 0, 1, 0)
            }
            root.addSublayer(card)
            let image = renderImage(root, width: 96, height: 64)
            let probe = Probe(image)
            let left = card.convert(CGPoint(x: 2, y: 1), to: root), right = card.convert(CGPoint(x: 46, y: 1), to: root)
            #expect(left.y < right.y, "the near (left) edge reaches higher: \(left) vs \(right)")
            expectPixel(probe, Int(left.x) + 1, Int(left.y) + 1, .blue)
            expectPixel(probe, Int(right.x), Int(left.y) + 1, .white)
            try expectGolden(image, "perspective-card", suite: Self.suite)
        }
    }
}
