// SPDX-License-Identifier: Apache-2.0

import QuartzCore
import Testing
import GoldenImages

/// Golden images of layer contents: gravity, contentsRect, contentsCenter, contentsScale, filters.
@Suite("Rendering goldens: contents", .freshLayerEnvironment)
struct RenderingGoldenTestsContents {
    static let gravities: [CALayerContentsGravity] = [
        .center, .top, .bottom, .left, .right, .topLeft, .topRight, .bottomLeft, .bottomRight, .resize,
        .resizeAspect, .resizeAspectFill,
    ]

    @Test("contentsGravity, all 12 modes: a 20×10 image in 36×36 clipping cells (vertical names are y-up, as on iOS)")
    func gravityGrid() throws {
        let image = Scene.build { _ in
            let root = Scene.root(160, 120)
            let picture = Scene.quadrants(20, 10)
            for (i, gravity) in Self.gravities.enumerated() {
                let cell = Scene.layer(CGRect(x: 4 + CGFloat(i % 4) * 39, y: 4 + CGFloat(i / 4) * 39, width: 36,
                                              height: 36), CGColor(gray: 0.85, alpha: 1))
                cell.contents = picture
                cell.contentsGravity = gravity
                cell.masksToBounds = true
                cell.name = gravity.rawValue
                root.addSublayer(cell)
            }
            return Scene.render(root, width: 160, height: 120)
        }
        let px = try expectGolden(image, "contents-gravity-grid")
        let red = (255, 0, 0), yellow = (255, 255, 0), grey = (217, 217, 217), paper = (255, 255, 255)
        // (cell, x, y in the cell, colour)
        let probes: [(Int, Int, Int, (Int, Int, Int))] = [
            (0, 12, 15, red),  // center: the image's middle at the cell's middle
            (1, 12, 28, red), (1, 12, 5, grey),  // top is maxY: on screen the image sits at the bottom
            (2, 12, 2, red),  // bottom: at the top on screen
            (3, 2, 15, red), (4, 34, 20, yellow),  // left / right: vertically centred at the edges
            (5, 2, 28, red), (8, 34, 8, yellow),  // topLeft: bottom-left on screen; bottomRight: top-right
            (9, 2, 2, red), (9, 33, 33, yellow),  // resize: stretched over the whole cell
            (10, 18, 4, grey), (10, 2, 11, red),  // resizeAspect: 36×18, centred vertically
            (11, 10, 2, red), (11, 25, 33, yellow), (11, 37, 2, paper),  // resizeAspectFill: 72×36, cut to the cell
        ]
        for (i, x, y, c) in probes {
            expectPixel(px, 4 + (i % 4) * 39 + x, 4 + (i / 4) * 39 + y, c.0, c.1, c.2)
        }
    }

    @Test("contentsRect shows a unit-rectangle part of the image, stretched over the bounds (origin top-left)")
    func contentsRect() throws {
        let image = Scene.build { _ in
            let root = Scene.root()
            let layer = Scene.layer(CGRect(x: 10, y: 10, width: 100, height: 100))
            layer.contents = Scene.quadrants(40, 40)
            layer.contentsRect = CGRect(x: 0.5, y: 0, width: 0.5, height: 1)
            root.addSublayer(layer)
            return Scene.render(root)
        }
        let px = try expectGolden(image, "contents-rect")
        expectPixel(px, 15, 15, 0, 255, 0)  // the right half: green above, yellow below, both full width
        expectPixel(px, 105, 40, 0, 255, 0)
        expectPixel(px, 15, 100, 255, 255, 0)
    }

    @Test("contentsCenter: nine-part stretching keeps the corners at their size and stretches the middle")
    func contentsCenter() throws {
        let image = Scene.build { _ in
            let root = Scene.root()
            let picture = Scene.image(30, 30) { ctx in
                ctx.setFillColor(Scene.red)
                ctx.fill(CGRect(x: 0, y: 0, width: 30, height: 30))
                ctx.setFillColor(Scene.blue)
                ctx.fill(CGRect(x: 10, y: 10, width: 10, height: 10))
                ctx.setFillColor(Scene.green)
                ctx.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
            }
            let layer = Scene.layer(CGRect(x: 10, y: 20, width: 100, height: 60))
            layer.contents = picture
            layer.contentsCenter = CGRect(x: 1.0 / 3, y: 1.0 / 3, width: 1.0 / 3, height: 1.0 / 3)
            root.addSublayer(layer)
            return Scene.render(root)
        }
        let px = try expectGolden(image, "contents-center-nine-part")
        expectPixel(px, 15, 25, 0, 255, 0)  // the top-left corner keeps its 10×10 size
        expectPixel(px, 22, 25, 255, 0, 0)
        expectPixel(px, 15, 32, 255, 0, 0)
        expectPixel(px, 60, 50, 0, 0, 255)  // the centre stretches to 80×40
        expectPixel(px, 21, 31, 0, 0, 255)
        expectPixel(px, 98, 68, 0, 0, 255)
        expectPixel(px, 60, 75, 255, 0, 0)  // bottom edge band, 10 tall
    }

    @Test("contentsScale 2 on a scale-2 framebuffer maps image pixels 1:1 (a 1-pixel checkerboard stays sharp)")
    func contentsScale2() throws {
        let image = Scene.build { _ in
            let root = Scene.root(60, 60)
            let checker = Scene.image(40, 40) { ctx in
                ctx.setFillColor(Scene.black)
                for y in 0..<40 {
                    for x in 0..<40 where (x + y) % 2 == 0 { ctx.fill(CGRect(x: x, y: y, width: 1, height: 1)) }
                }
            }
            let sharp = Scene.layer(CGRect(x: 5, y: 5, width: 20, height: 20))
            sharp.contents = checker
            sharp.contentsScale = 2
            sharp.contentsGravity = .center
            let coarse = Scene.layer(CGRect(x: 30, y: 5, width: 20, height: 20))
            coarse.contents = checker
            coarse.contentsScale = 1
            coarse.contentsGravity = .center
            coarse.masksToBounds = true
            coarse.magnificationFilter = .nearest
            root.addSublayer(sharp)
            root.addSublayer(coarse)
            return Scene.render(root, width: 120, height: 120, scale: 2)
        }
        let px = try expectGolden(image, "contents-scale-2")
        expectPixel(px, 10, 10, 0, 0, 0)  // 1:1: alternating pixels
        expectPixel(px, 11, 10, 255, 255, 255)
        expectPixel(px, 10, 11, 255, 255, 255)
        // contentsScale 1 (and nearest filtering): each image pixel covers 2×2 device pixels.
        expectPixel(px, 60, 10, 0, 0, 0)
        expectPixel(px, 61, 11, 0, 0, 0)
        expectPixel(px, 62, 10, 255, 255, 255)
    }

    @Test("magnificationFilter nearest enlarges pixels as blocks; linear blends them")
    func magnificationFilter() throws {
        let image = Scene.build { _ in
            let root = Scene.root()
            let tiny = Scene.quadrants(2, 2)
            let nearest = Scene.layer(CGRect(x: 5, y: 20, width: 50, height: 50))
            nearest.contents = tiny
            nearest.magnificationFilter = .nearest
            let linear = Scene.layer(CGRect(x: 65, y: 20, width: 50, height: 50))
            linear.contents = tiny
            root.addSublayer(nearest)
            root.addSublayer(linear)
            return Scene.render(root)
        }
        let px = try expectGolden(image, "magnification-filter")
        expectPixel(px, 29, 25, 255, 0, 0)
        expectPixel(px, 31, 25, 0, 255, 0)
        let blend = px[90, 45]
        #expect(blend.r > 60 && blend.g > 60 && blend.b > 60, "linear filtering blends the quadrants: \(blend)")
    }

    @Test("A translucent leaf image at a fractional position is snapped to whole pixels and blended at its opacity")
    func snappedTranslucentLeaf() throws {
        let image = Scene.build { _ in
            let root = Scene.root()
            let leaf = Scene.layer(CGRect(x: 20.3, y: 30.6, width: 40, height: 40))
            leaf.contents = Scene.quadrants(40, 40)
            leaf.opacity = 0.5
            root.addSublayer(leaf)
            return Scene.render(root)
        }
        let px = try expectGolden(image, "snapped-translucent-leaf")
        expectPixel(px, 20, 31, 255, 128, 128)  // x 20.3 → 20, y 30.6 → 31: crisp edges
        expectPixel(px, 19, 40, 255, 255, 255)
        expectPixel(px, 40, 40, 128, 255, 128)
        expectPixel(px, 40, 30, 255, 255, 255)
    }
}
