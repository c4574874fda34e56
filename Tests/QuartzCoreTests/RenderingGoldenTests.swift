// SPDX-License-Identifier: Apache-2.0

import QuartzCore
import Testing
import GoldenImages

/// Golden images of the compositor's effects: shadows, clipping, masks, borders, group opacity. Each golden also
/// has pixel probes asserting the semantics, so a re-recorded golden cannot silently change the meaning.
@Suite("Rendering goldens: effects", .freshLayerEnvironment)
struct RenderingGoldenTests {
    @Test("A shadow falls beneath the layer at shadowOffset, blurred by shadowRadius, at shadowOpacity")
    func shadowOffsetRadiusOpacity() throws {
        let image = Scene.build { _ in
            let root = Scene.root()
            let card = Scene.layer(CGRect(x: 30, y: 30, width: 50, height: 40), Scene.blue)
            card.shadowOpacity = 0.8
            card.shadowOffset = CGSize(width: 8, height: 10)
            card.shadowRadius = 4
            root.addSublayer(card)
            return Scene.render(root)
        }
        let px = try expectGolden(image, "shadow-offset-radius")
        expectPixel(px, 55, 50, 0, 0, 255)  // the card covers its own shadow
        expectPixel(px, 20, 20, 255, 255, 255)  // far from the shadow
        let under = px[60, 76]  // below the card, inside the offset shadow
        #expect(under.r < 110 && under.r == under.g && under.g == under.b, "shadow at (60, 76) is \(under)")
        let edge = px[60, 84]  // the blurred edge: lighter than the core, darker than paper
        #expect(edge.r > under.r && edge.r < 250, "shadow edge at (60, 84) is \(edge)")
        expectPixel(px, 33, 78, 255, 255, 255, tolerance: 6)  // the offset leaves the lower-left corner clear
    }

    @Test("shadowColor and shadowOpacity tint a crisp shadow (radius 0): red at 0.5 over white is (255, 128, 128)")
    func shadowColorOpacity() throws {
        let image = Scene.build { _ in
            let root = Scene.root()
            let card = Scene.layer(CGRect(x: 20, y: 20, width: 60, height: 60), Scene.green)
            card.shadowColor = Scene.red
            card.shadowOpacity = 0.5
            card.shadowOffset = CGSize(width: 20, height: -10)
            card.shadowRadius = 0
            root.addSublayer(card)
            return Scene.render(root)
        }
        let px = try expectGolden(image, "shadow-color-opacity")
        expectPixel(px, 90, 40, 255, 128, 128)  // right of the card, inside the shadow (which is shifted up)
        expectPixel(px, 90, 75, 255, 255, 255)  // the shadow ends 10 pt above the card's bottom
        expectPixel(px, 30, 15, 255, 255, 255)  // shifted right by 20: nothing left of x = 40
        expectPixel(px, 70, 15, 255, 128, 128)
        expectPixel(px, 50, 50, 0, 255, 0)
    }

    @Test("shadowPath casts the path's shadow even with no content; the layer itself draws nothing")
    func shadowPath() throws {
        let image = Scene.build { _ in
            let root = Scene.root()
            let layer = Scene.layer(CGRect(x: 20, y: 20, width: 80, height: 60))
            layer.shadowPath = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 80, height: 60), transform: nil)
            layer.shadowOpacity = 1
            layer.shadowColor = Scene.blue
            layer.shadowOffset = CGSize(width: 0, height: 10)
            layer.shadowRadius = 2
            root.addSublayer(layer)
            return Scene.render(root)
        }
        let px = try expectGolden(image, "shadow-path")
        expectPixel(px, 60, 60, 0, 0, 255)  // the ellipse's centre, moved down by 10
        expectPixel(px, 23, 33, 255, 255, 255)  // the bounds' corner is outside the ellipse
        expectPixel(px, 60, 25, 255, 255, 255)  // the ellipse's top, moved down 10, leaves the top clear
        expectPixel(px, 60, 86, 0, 0, 255, tolerance: 40)
    }

    @Test("A layer that masks to bounds hides its shadow outside the bounds, as on iPhone OS")
    func masksToBoundsClipsShadow() throws {
        let image = Scene.build { _ in
            let root = Scene.root()
            let card = Scene.layer(CGRect(x: 30, y: 30, width: 50, height: 50), Scene.blue)
            card.masksToBounds = true
            card.shadowOpacity = 1
            card.shadowOffset = CGSize(width: 10, height: 10)
            card.shadowRadius = 0
            root.addSublayer(card)
            return Scene.render(root)
        }
        let px = try expectGolden(image, "shadow-clipped-by-masks-to-bounds")
        expectPixel(px, 85, 60, 255, 255, 255)
        expectPixel(px, 60, 85, 255, 255, 255)
        expectPixel(px, 55, 55, 0, 0, 255)
    }

    @Test("Rounded corners with masksToBounds clip the background and every sublayer")
    func roundedCornersClipSublayers() throws {
        let image = Scene.build { _ in
            let root = Scene.root()
            let container = Scene.layer(CGRect(x: 20, y: 20, width: 80, height: 80), Scene.yellow)
            container.cornerRadius = 20
            container.masksToBounds = true
            container.addSublayer(Scene.layer(CGRect(x: -10, y: -10, width: 100, height: 60), Scene.red))
            container.addSublayer(Scene.layer(CGRect(x: 40, y: 50, width: 60, height: 60), Scene.blue))
            root.addSublayer(container)
            return Scene.render(root)
        }
        let px = try expectGolden(image, "rounded-corners-clip-sublayers")
        expectPixel(px, 22, 22, 255, 255, 255)  // outside the top-left corner's arc
        expectPixel(px, 60, 21, 255, 0, 0)  // the top edge is straight between the arcs
        expectPixel(px, 98, 98, 255, 255, 255)  // the blue child is cut by the bottom-right arc
        expectPixel(px, 85, 85, 0, 0, 255)
        expectPixel(px, 40, 90, 255, 255, 0)
        expectPixel(px, 10, 60, 255, 255, 255)  // the red child's overhang on the left is clipped
    }

    @Test("A mask layer's alpha masks the layer: opaque parts show it, half-transparent parts half, none hide it")
    func maskLayerAlpha() throws {
        let image = Scene.build { _ in
            let root = Scene.root()
            let layer = Scene.layer(CGRect(x: 20, y: 20, width: 80, height: 80), Scene.blue)
            let mask = Scene.layer(CGRect(x: 0, y: 0, width: 80, height: 80))
            mask.addSublayer(Scene.layer(CGRect(x: 0, y: 0, width: 40, height: 80), Scene.black))
            let half = Scene.layer(CGRect(x: 40, y: 0, width: 40, height: 80), CGColor(gray: 0, alpha: 0.5))
            half.cornerRadius = 20
            mask.addSublayer(half)
            layer.mask = mask
            root.addSublayer(layer)
            return Scene.render(root)
        }
        let px = try expectGolden(image, "mask-layer-alpha")
        expectPixel(px, 30, 60, 0, 0, 255)
        expectPixel(px, 80, 60, 128, 128, 255)
        expectPixel(px, 98, 22, 255, 255, 255)  // the half-alpha part's rounded corner masks everything
    }

    @Test("The border is drawn above the sublayers")
    func borderAboveSublayers() throws {
        let image = Scene.build { _ in
            let root = Scene.root()
            let container = Scene.layer(CGRect(x: 20, y: 20, width: 80, height: 80), Scene.white)
            container.borderWidth = 6
            container.borderColor = Scene.green
            container.addSublayer(Scene.layer(CGRect(x: 0, y: 0, width: 80, height: 80), Scene.red))
            root.addSublayer(container)
            return Scene.render(root)
        }
        let px = try expectGolden(image, "border-above-sublayers")
        expectPixel(px, 22, 60, 0, 255, 0)
        expectPixel(px, 97, 60, 0, 255, 0)
        expectPixel(px, 60, 60, 255, 0, 0)
        expectPixel(px, 18, 60, 255, 255, 255)  // the border lies inside the bounds
    }

    @Test("Group opacity: overlapping sublayers under opacity 0.5 composite as one image (no double blending)")
    func groupOpacity() throws {
        let image = Scene.build { _ in
            let root = Scene.root()
            let group = Scene.layer(CGRect(x: 10, y: 10, width: 100, height: 100))
            group.opacity = 0.5
            group.addSublayer(Scene.layer(CGRect(x: 0, y: 0, width: 60, height: 60), Scene.red))
            group.addSublayer(Scene.layer(CGRect(x: 30, y: 30, width: 60, height: 60), Scene.blue))
            root.addSublayer(group)
            return Scene.render(root)
        }
        let px = try expectGolden(image, "group-opacity")
        expectPixel(px, 55, 55, 128, 128, 255)  // blue at 50 %, no red showing through
        expectPixel(px, 20, 20, 255, 128, 128)
        expectPixel(px, 90, 90, 128, 128, 255)
        expectPixel(px, 5, 5, 255, 255, 255)
    }

    @Test("Opacity multiplies down the tree: a 0.5 leaf inside a 0.5 group shows at 0.25")
    func nestedOpacity() throws {
        let image = Scene.build { _ in
            let root = Scene.root()
            let outer = Scene.layer(CGRect(x: 10, y: 10, width: 100, height: 100))
            outer.opacity = 0.5
            let leaf = Scene.layer(CGRect(x: 10, y: 10, width: 80, height: 80))
            leaf.contents = Scene.quadrants(80, 80)
            leaf.opacity = 0.5
            outer.addSublayer(leaf)
            outer.addSublayer(Scene.layer(CGRect(x: 0, y: 0, width: 10, height: 10), Scene.black))
            root.addSublayer(outer)
            return Scene.render(root)
        }
        let px = try expectGolden(image, "nested-opacity")
        expectPixel(px, 40, 40, 255, 191, 191)  // red at 25 %
        expectPixel(px, 80, 80, 255, 255, 191)  // yellow at 25 %
        expectPixel(px, 15, 15, 128, 128, 128)  // black at 50 %
    }

    @Test("A mask also masks the layer's shadow (iPhone OS draws the shadow as part of the masked layer)")
    func maskClipsShadow() throws {
        let image = Scene.build { _ in
            let root = Scene.root()
            let layer = Scene.layer(CGRect(x: 20, y: 20, width: 60, height: 60), Scene.green)
            layer.shadowOpacity = 1
            layer.shadowOffset = CGSize(width: 15, height: 15)
            layer.shadowRadius = 0
            let mask = Scene.layer(CGRect(x: 0, y: 0, width: 90, height: 70), Scene.black)
            layer.mask = mask
            root.addSublayer(layer)
            return Scene.render(root)
        }
        let px = try expectGolden(image, "mask-clips-shadow")
        expectPixel(px, 50, 50, 0, 255, 0)
        expectPixel(px, 90, 60, 0, 0, 0)  // shadow inside the mask's frame
        expectPixel(px, 90, 92, 255, 255, 255)  // shadow below the mask's frame is masked away
    }
}
