// SPDX-License-Identifier: Apache-2.0

import QuartzCore
import Testing
import GoldenImages

/// Golden images of layer geometry: 3-D transforms with perspective, double-sidedness, z ordering, hiding,
/// anchor points, affine transforms, scale 2.
@Suite("Rendering goldens: geometry", .freshLayerEnvironment)
struct RenderingGoldenTestsGeometry {
    /// A 1/d perspective (viewer at distance d).
    private static func perspective(_ d: CGFloat) -> CATransform3D {
        var t = CATransform3DIdentity
        t.m34 = -1 / d
        return t
    }

    @Test("sublayerTransform.m34 gives sublayers perspective: a card turned about y has its near edge taller")
    func sublayerPerspective() throws {
        let image = Scene.build { _ in
            let root = Scene.root()
            root.sublayerTransform = Self.perspective(150)
            let card = Scene.layer(CGRect(x: 20, y: 20, width: 80, height: 80))
            card.contents = Scene.quadrants(80, 80)
            card.transform = CATransform3DMakeRotation(.pi / 4, 0, 1, 0)
            root.addSublayer(card)
            return Scene.render(root)
        }
        let px = try expectGolden(image, "perspective-sublayer-transform")
        expectPixel(px, 60, 60, 255, 255, 0, tolerance: 40)  // the centre stays put (yellow quadrant meets there)
        // Rotating +45° about y brings the left edge (x < 0 side) towards the viewer: it is taller.
        expectPixel(px, 40, 17, 255, 0, 0, tolerance: 40)
        expectPixel(px, 80, 17, 255, 255, 255, tolerance: 10)
        expectPixel(px, 15, 60, 255, 255, 255, tolerance: 10)  // foreshortened: narrower than 80 pt
    }

    @Test("A layer's own transform with m34 turns it in perspective about its anchor point")
    func layerTransformPerspective() throws {
        let image = Scene.build { _ in
            let root = Scene.root()
            let card = Scene.layer(CGRect(x: 20, y: 20, width: 80, height: 80), Scene.blue)
            card.borderWidth = 4
            card.borderColor = Scene.red
            card.transform = CATransform3DConcat(CATransform3DMakeRotation(-.pi / 3, 1, 0, 0), Self.perspective(200))
            root.addSublayer(card)
            return Scene.render(root)
        }
        let px = try expectGolden(image, "perspective-layer-transform")
        expectPixel(px, 60, 60, 0, 0, 255, tolerance: 10)
        // Turned -60° about x: squashed vertically. Its top half swings towards the viewer (+z), so the top edge
        // is wider than the bottom one.
        expectPixel(px, 60, 25, 255, 255, 255, tolerance: 10)
        let topRow = (0..<120).filter { px[$0, 45].b > 200 && px[$0, 45].r < 80 }.count
        let bottomRow = (0..<120).filter { px[$0, 70].b > 200 && px[$0, 70].r < 80 }.count
        #expect(topRow > bottomRow + 10, "top row \(topRow) px wide, bottom row \(bottomRow)")
    }

    @Test("isDoubleSided false hides a layer turned away from the viewer; a double-sided one shows mirrored")
    func doubleSided() throws {
        let image = Scene.build { _ in
            let root = Scene.root()
            root.sublayerTransform = Self.perspective(300)
            let front = Scene.layer(CGRect(x: 5, y: 30, width: 50, height: 50))
            front.contents = Scene.quadrants(50, 50)
            front.transform = CATransform3DMakeRotation(.pi, 0, 1, 0)
            let hidden = Scene.layer(CGRect(x: 65, y: 30, width: 50, height: 50))
            hidden.contents = Scene.quadrants(50, 50)
            hidden.transform = CATransform3DMakeRotation(.pi, 0, 1, 0)
            hidden.isDoubleSided = false
            let flat = Scene.layer(CGRect(x: 65, y: 90, width: 50, height: 20))
            flat.contents = Scene.quadrants(50, 20)
            flat.isDoubleSided = false
            root.addSublayer(front)
            root.addSublayer(hidden)
            root.addSublayer(flat)
            return Scene.render(root)
        }
        let px = try expectGolden(image, "double-sided")
        expectPixel(px, 45, 40, 255, 0, 0, tolerance: 10)  // mirrored: red is now on the right
        expectPixel(px, 15, 40, 0, 255, 0, tolerance: 10)
        expectPixel(px, 90, 55, 255, 255, 255)  // the single-sided back face is not drawn
        expectPixel(px, 75, 95, 255, 0, 0)  // facing the viewer: drawn
    }

    @Test("zPosition orders siblings: higher in front, regardless of the order they were added")
    func zPositionOrdering() throws {
        let image = Scene.build { _ in
            let root = Scene.root()
            let a = Scene.layer(CGRect(x: 10, y: 10, width: 60, height: 60), Scene.red)
            a.zPosition = 2
            let b = Scene.layer(CGRect(x: 30, y: 30, width: 60, height: 60), Scene.green)
            let c = Scene.layer(CGRect(x: 50, y: 50, width: 60, height: 60), Scene.blue)
            c.zPosition = 1
            for layer in [a, b, c] { root.addSublayer(layer) }
            return Scene.render(root)
        }
        let px = try expectGolden(image, "zposition-ordering")
        expectPixel(px, 60, 60, 255, 0, 0)  // a (z 2) over all
        expectPixel(px, 80, 80, 0, 0, 255)  // c (z 1) over b
        expectPixel(px, 40, 80, 0, 255, 0)
    }

    @Test("A hidden layer draws nothing, nor do its sublayers; its siblings still draw")
    func hidden() throws {
        let image = Scene.build { _ in
            let root = Scene.root()
            let hidden = Scene.layer(CGRect(x: 10, y: 10, width: 50, height: 50), Scene.red)
            hidden.addSublayer(Scene.layer(CGRect(x: 20, y: 20, width: 60, height: 60), Scene.blue))
            hidden.isHidden = true
            root.addSublayer(hidden)
            root.addSublayer(Scene.layer(CGRect(x: 70, y: 70, width: 40, height: 40), Scene.green))
            return Scene.render(root)
        }
        let px = try expectGolden(image, "hidden")
        expectPixel(px, 20, 20, 255, 255, 255)
        expectPixel(px, 50, 50, 255, 255, 255)
        expectPixel(px, 90, 90, 0, 255, 0)
    }

    @Test("anchorPoint decides which point of the bounds sits at position, and what a rotation turns about")
    func anchorPoint() throws {
        let image = Scene.build { _ in
            let root = Scene.root()
            let topLeft = CALayer()
            topLeft.bounds = CGRect(x: 0, y: 0, width: 40, height: 30)
            topLeft.anchorPoint = .zero
            topLeft.position = CGPoint(x: 10, y: 10)
            topLeft.backgroundColor = Scene.red
            let turned = CALayer()
            turned.bounds = CGRect(x: 0, y: 0, width: 50, height: 20)
            turned.anchorPoint = CGPoint(x: 0, y: 1)
            turned.position = CGPoint(x: 60, y: 100)
            turned.transform = CATransform3DMakeRotation(-.pi / 2, 0, 0, 1)
            turned.backgroundColor = Scene.blue
            root.addSublayer(topLeft)
            root.addSublayer(turned)
            return Scene.render(root)
        }
        let px = try expectGolden(image, "anchor-point")
        expectPixel(px, 12, 12, 255, 0, 0)
        expectPixel(px, 48, 38, 255, 0, 0)
        expectPixel(px, 52, 42, 255, 255, 255)
        // Turned -90° about its bottom-left corner at (60, 100): it now stands upright, x 40…60, y 50…100.
        expectPixel(px, 50, 60, 0, 0, 255)
        expectPixel(px, 50, 45, 255, 255, 255)
        expectPixel(px, 65, 90, 255, 255, 255)
    }

    @Test("An affine rotation turns a rounded, bordered layer and its sublayers about the anchor")
    func affineRotation() throws {
        let image = Scene.build { _ in
            let root = Scene.root()
            let card = Scene.layer(CGRect(x: 25, y: 35, width: 70, height: 50), Scene.yellow)
            card.cornerRadius = 10
            card.borderWidth = 3
            card.borderColor = Scene.black
            card.addSublayer(Scene.layer(CGRect(x: 10, y: 10, width: 20, height: 20), Scene.red))
            card.setAffineTransform(CGAffineTransform(rotationAngle: .pi / 6))
            root.addSublayer(card)
            return Scene.render(root)
        }
        let px = try expectGolden(image, "affine-rotation")
        expectPixel(px, 60, 60, 255, 255, 0)
        expectPixel(px, 28, 37, 255, 255, 255)  // the unrotated top-left corner is empty
        // The red square's centre (20, 20) in the card: rotated 30° about the card's centre (60, 60).
        let dx = -15.0, dy = -5.0
        let x = 60 + dx * cos(Double.pi / 6) - dy * sin(Double.pi / 6)
        let y = 60 + dx * sin(Double.pi / 6) + dy * cos(Double.pi / 6)
        expectPixel(px, Int(x.rounded()), Int(y.rounded()), 255, 0, 0, tolerance: 10)
    }

    @Test("masksToBounds without corner radius clips a rotated sublayer to the rectangle")
    func masksToBoundsClipsRotatedChild() throws {
        let image = Scene.build { _ in
            let root = Scene.root()
            let clip = Scene.layer(CGRect(x: 30, y: 30, width: 60, height: 60), Scene.green)
            clip.masksToBounds = true
            let child = Scene.layer(CGRect(x: 0, y: 20, width: 90, height: 20), Scene.red)
            child.setAffineTransform(CGAffineTransform(rotationAngle: .pi / 4))
            clip.addSublayer(child)
            root.addSublayer(clip)
            return Scene.render(root)
        }
        let px = try expectGolden(image, "masks-to-bounds-rotated-child")
        expectPixel(px, 75, 60, 255, 0, 0)  // the bar's centre
        expectPixel(px, 88, 74, 255, 0, 0)  // the bar runs out to the clip's right edge (x = 90) at y = 75…
        expectPixel(px, 93, 78, 255, 255, 255)  // …and is cut there
        expectPixel(px, 25, 25, 255, 255, 255)
        expectPixel(px, 35, 85, 0, 255, 0)
    }

    @Test("sublayerTransform scales every sublayer about the layer's anchor point")
    func sublayerTransformScale() throws {
        let image = Scene.build { _ in
            let root = Scene.root()
            let container = Scene.layer(CGRect(x: 0, y: 0, width: 120, height: 120))
            container.sublayerTransform = CATransform3DMakeScale(0.5, 0.5, 1)
            container.addSublayer(Scene.layer(CGRect(x: 0, y: 0, width: 60, height: 60), Scene.red))
            container.addSublayer(Scene.layer(CGRect(x: 60, y: 60, width: 60, height: 60), Scene.blue))
            root.addSublayer(container)
            return Scene.render(root)
        }
        let px = try expectGolden(image, "sublayer-transform-scale")
        // Scaled by 0.5 about (60, 60): the red square covers 30…60, the blue 60…90.
        expectPixel(px, 45, 45, 255, 0, 0)
        expectPixel(px, 75, 75, 0, 0, 255)
        expectPixel(px, 25, 25, 255, 255, 255)
        expectPixel(px, 95, 95, 255, 255, 255)
    }

    @Test("At scale 2 the framebuffer has two pixels per point: corners and borders are drawn at full resolution")
    func scale2() throws {
        let image = Scene.build { _ in
            let root = Scene.root(60, 60)
            let card = Scene.layer(CGRect(x: 10, y: 10, width: 40, height: 40), Scene.blue)
            card.cornerRadius = 10
            card.borderWidth = 0.5
            card.borderColor = Scene.red
            root.addSublayer(card)
            return Scene.render(root, width: 120, height: 120, scale: 2)
        }
        let px = try expectGolden(image, "scale-2-corners-border")
        expectPixel(px, 60, 20, 255, 0, 0)  // a half-point border is exactly one pixel at y = 20
        expectPixel(px, 60, 21, 0, 0, 255)
        expectPixel(px, 60, 19, 255, 255, 255)
        expectPixel(px, 22, 22, 255, 255, 255)  // outside the 20-pixel corner arc
    }
}
