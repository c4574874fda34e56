// SPDX-License-Identifier: Apache-2.0

import QuartzCore
import Testing

@Suite("Layer shadows with extreme radii", .freshLayerEnvironment)
struct ShadowHardeningTests {
    @Test("A shadowRadius of 1e15, 1e300 or 1e308 renders the layer, with or without a shadowPath",
          arguments: [1e15, 1e300, 1e308])
    func extremeShadowRadius(radius: CGFloat) throws {
        try withTestEnvironment { _ in
            for shadowPath in [nil, CGPath(rect: CGRect(x: 0, y: 0, width: 32, height: 32), transform: nil)] {
                let root = makeLayer(CGRect(x: 0, y: 0, width: 64, height: 64))
                let card = makeLayer(CGRect(x: 16, y: 16, width: 32, height: 32), color: Palette.blue)
                card.shadowOpacity = 1
                card.shadowRadius = radius
                card.shadowPath = shadowPath
                root.addSublayer(card)

                let probe = Probe(renderImage(root))

                expectPixel(probe, 32, 32, .blue)
                expectPixel(probe, 4, 4, .white)
            }
        }
    }
}
