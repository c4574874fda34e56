// SPDX-License-Identifier: Apache-2.0

import QuartzCore
import Testing
import GoldenImages

/// `shouldRasterize` and its companions (`CALayer+Rasterization.swift`, `LayerRasterizer`): stored like other
/// layer properties, composited from a cached bitmap of the subtree, and group opacity.
@Suite("Layer rasterization", .freshLayerEnvironment)
struct RasterizationTests {
    /// A rounded green card with a red square and a quadrants image inside, at (20, 20).
    private static func card() -> CALayer {
        let card = Scene.layer(CGRect(x: 20, y: 20, width: 80, height: 60), Scene.green)
        card.cornerRadius = 10
        card.borderWidth = 2
        card.borderColor = Scene.black
        card.addSublayer(Scene.layer(CGRect(x: 8, y: 8, width: 30, height: 20), Scene.red))
        let picture = CALayer()
        picture.frame = CGRect(x: 40, y: 24, width: 32, height: 24)
        picture.contents = Scene.quadrants(64, 48)
        picture.contentsScale = 2
        card.addSublayer(picture)
        return card
    }

    private static func change(_ body: () -> Void) {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        body()
        CATransaction.commit()
    }

    @Test("Defaults, key-value coding and presentation copies")
    func properties() {
        withTestEnvironment { _ in
            let layer = CALayer()
            #expect(!layer.shouldRasterize && layer.rasterizationScale == 1 && !layer.drawsAsynchronously)
            #expect(layer.allowsGroupOpacity && !layer.allowsEdgeAntialiasing && layer.minificationFilterBias == 0)
            #expect(!layer.wantsExtendedDynamicRangeContent)
            #expect((layer.value(forKey: "rasterizationScale") as? NSNumber)?.doubleValue == 1)
            #expect((layer.value(forKey: "allowsGroupOpacity") as? NSNumber)?.boolValue == true)
            #expect((CALayer.defaultValue(forKey: "shouldRasterize") as? NSNumber)?.boolValue == false)
            #expect((CALayer.defaultValue(forKey: "edgeAntialiasingMask") as? NSNumber)?.intValue == 15)
            layer.setValue(NSNumber(value: true), forKey: "shouldRasterize")
            layer.setValue(2, forKey: "rasterizationScale")
            layer.allowsGroupOpacity = false
            layer.drawsAsynchronously = true
            #expect(layer.shouldRasterize && layer.rasterizationScale == 2 && !layer.allowsGroupOpacity)
            #expect(layer.drawsAsynchronously)
            let shown = layer.presentation()
            #expect(shown?.shouldRasterize == true && shown?.rasterizationScale == 2)
            #expect(shown?.allowsGroupOpacity == false)
            layer.rasterizationScale = .nan
            #expect(layer.rasterizationScale == 2, "a non-finite scale is ignored")
            #expect(layer.shouldArchiveValue(forKey: "anything"))
        }
    }

    @Test("rasterizationScale animates")
    func scaleAnimates() {
        withTestEnvironment { clock in
            let layer = CALayer()
            addAndCommit(basic("rasterizationScale", from: 1, to: 3), to: layer)
            clock.advance(by: 0.5)
            #expect(close(layer.presentation()?.rasterizationScale ?? 0, 2))
        }
    }

    @Test("contentsAreFlipped counts the geometry-flipped layers from the root")
    func contentsAreFlipped() {
        withTestEnvironment { _ in
            let root = CALayer(), middle = CALayer(), leaf = CALayer()
            root.addSublayer(middle)
            middle.addSublayer(leaf)
            #expect(!leaf.contentsAreFlipped())
            middle.isGeometryFlipped = true
            #expect(leaf.contentsAreFlipped() && middle.contentsAreFlipped() && !root.contentsAreFlipped())
            root.isGeometryFlipped = true
            #expect(!leaf.contentsAreFlipped())
        }
    }

    @Test("At the screen's scale and a whole-pixel place, a rasterized subtree looks as it does unrasterized")
    func sameAsUnrasterized() {
        Scene.build { _ in
            for scale in [1, 2] as [CGFloat] {
                let plain = Scene.root(), rasterized = Scene.root()
                plain.addSublayer(Self.card())
                let card = Self.card()
                card.shouldRasterize = true
                card.rasterizationScale = scale
                rasterized.addSublayer(card)
                let size = Int(120 * scale)
                let a = RGBAImage(Scene.render(plain, width: size, height: size, scale: scale))
                let b = RGBAImage(Scene.render(rasterized, width: size, height: size, scale: scale))
                let largest = zip(a.pixels, b.pixels).map { abs(Int($0) - Int($1)) }.max() ?? 0
                #expect(a.pixels.count == b.pixels.count && largest <= 2,
                        "scale \(scale): channels differ by \(largest)")
                expectPixel(b, Int(30 * scale), Int(32 * scale), 255, 0, 0)
            }
        }
    }

    @Test("The bitmap is kept while only the layer's placement and opacity change, and redrawn when its subtree does")
    func bitmapIsCached() {
        Scene.build { _ in
            let root = Scene.root()
            let card = Self.card()
            card.shouldRasterize = true
            root.addSublayer(card)
            let compositor = Compositor(pixelWidth: 120, pixelHeight: 120, rootLayer: root)!
            compositor.renderFrame(at: 0)
            #expect(compositor.rasterizer.drawCount == 1)
            Self.change { card.position.x += 10 }
            compositor.renderFrame(at: 0.1)
            Self.change { card.opacity = 0.5 }
            compositor.renderFrame(at: 0.2)
            Self.change { card.setAffineTransform(CGAffineTransform(rotationAngle: 0.3)) }
            compositor.renderFrame(at: 0.3)
            #expect(compositor.rasterizer.drawCount == 1, "moving, fading and rotating keep the bitmap")
            Self.change {
                card.setAffineTransform(.identity)
                card.opacity = 1
                card.sublayers?.first?.backgroundColor = Scene.blue
            }
            compositor.renderFrame(at: 0.4)
            #expect(compositor.rasterizer.drawCount == 2, "a sublayer's change redraws it")
            let px = RGBAImage(compositor.image())
            expectPixel(px, 40, 32, 0, 0, 255)
            expectPixel(px, 25, 25, 255, 255, 255, tolerance: 3)
            Self.change { card.shouldRasterize = false }
            compositor.renderFrame(at: 0.5)
            Self.change { card.shouldRasterize = true }
            compositor.renderFrame(at: 0.6)
            #expect(compositor.rasterizer.drawCount == 3, "a bitmap no longer used is dropped")
        }
    }

    @Test("A bitmap at 1× on a 2× screen is resampled: a half-point line is smeared over its neighbours")
    func lowerScaleBlurs() {
        Scene.build { _ in
            func render(_ rasterizationScale: CGFloat?) -> RGBAImage {
                let root = Scene.root(40, 40)
                let holder = Scene.layer(CGRect(x: 10, y: 10, width: 20, height: 20))
                holder.addSublayer(Scene.layer(CGRect(x: 10, y: 0, width: 0.5, height: 20), Scene.black))
                if let rasterizationScale {
                    holder.shouldRasterize = true
                    holder.rasterizationScale = rasterizationScale
                }
                root.addSublayer(holder)
                return RGBAImage(Scene.render(root, width: 80, height: 80, scale: 2))
            }
            let sharp = render(nil), same = render(2), soft = render(1)
            // Device column 40 holds the line; 41 is beside it.
            expectPixel(sharp, 40, 40, 0, 0, 0)
            expectPixel(sharp, 41, 40, 255, 255, 255)
            expectPixel(same, 40, 40, 0, 0, 0)
            expectPixel(same, 41, 40, 255, 255, 255)
            #expect(soft[40, 40].r > 40 && soft[41, 40].r < 215, "1× bitmap: \(soft[40, 40]) \(soft[41, 40])")
        }
    }

    @Test("Rasterizing composites the subtree at the layer's opacity as one group")
    func rasterIsAGroup() {
        Scene.build { _ in
            let root = Scene.root(60, 40)
            let holder = Scene.layer(CGRect(x: 0, y: 0, width: 60, height: 40))
            holder.addSublayer(Scene.layer(CGRect(x: 0, y: 0, width: 40, height: 40), Scene.red))
            holder.addSublayer(Scene.layer(CGRect(x: 20, y: 0, width: 40, height: 40), Scene.blue))
            holder.opacity = 0.5
            holder.shouldRasterize = true
            holder.allowsGroupOpacity = false
            root.addSublayer(holder)
            let px = RGBAImage(Scene.render(root, width: 60, height: 40))
            // Blue at half over white, not over the red beneath it.
            expectPixel(px, 30, 20, 127, 127, 255, tolerance: 3)
        }
    }

    @Test("Without group opacity each sublayer fades on its own, so overlaps show through")
    func groupOpacity() {
        Scene.build { _ in
            func render(group: Bool) -> RGBAImage {
                let root = Scene.root(60, 40)
                let holder = Scene.layer(CGRect(x: 0, y: 0, width: 60, height: 40))
                holder.addSublayer(Scene.layer(CGRect(x: 0, y: 0, width: 40, height: 40), Scene.red))
                let blue = Scene.layer(CGRect(x: 20, y: 0, width: 40, height: 40), Scene.blue)
                blue.opacity = 0.8
                holder.addSublayer(blue)
                holder.opacity = 0.5
                holder.allowsGroupOpacity = group
                root.addSublayer(holder)
                return RGBAImage(Scene.render(root, width: 60, height: 40))
            }
            let grouped = render(group: true), separate = render(group: false)
            // Grouped: (blue 0.8 over red) at half over white = (153, 127, 229).
            expectPixel(grouped, 30, 20, 153, 127, 229, tolerance: 3)
            // Separate: red at 0.5 over white (255, 127, 127), then blue at 0.4 over that = (153, 76, 178).
            expectPixel(separate, 30, 20, 153, 76, 178, tolerance: 3)
            // Where one layer alone shows, both agree.
            expectPixel(grouped, 10, 20, 255, 127, 127, tolerance: 3)
            expectPixel(separate, 10, 20, 255, 127, 127, tolerance: 3)
        }
    }

    @Test("A layer too large to rasterize is drawn unrasterized")
    func tooLarge() {
        Scene.build { _ in
            let root = Scene.root()
            let huge = Scene.layer(CGRect(x: -3000, y: -3000, width: 6000, height: 6000), Scene.blue)
            huge.addSublayer(Scene.layer(CGRect(x: 3010, y: 3010, width: 20, height: 20), Scene.red))
            huge.shouldRasterize = true
            root.addSublayer(huge)
            let compositor = Compositor(pixelWidth: 120, pixelHeight: 120, rootLayer: root)!
            compositor.renderFrame(at: 0)
            #expect(compositor.rasterizer.drawCount == 0)
            let px = RGBAImage(compositor.image())
            expectPixel(px, 60, 60, 0, 0, 255)
            expectPixel(px, 20, 20, 255, 0, 0)
        }
    }

    @Test("Golden: rotated rasterized cards at 2× and 1× with shadows")
    func golden() throws {
        try Scene.build { _ in
            let root = Scene.root()
            for (i, scale) in [2, 1].enumerated() {
                let card = Self.card()
                card.position = CGPoint(x: 34 + CGFloat(i) * 52, y: 40 + CGFloat(i) * 40)
                card.bounds.size = CGSize(width: 80, height: 60)
                card.setAffineTransform(CGAffineTransform(rotationAngle: 0.25).scaledBy(x: 0.6, y: 0.6))
                card.shadowOpacity = 0.6
                card.shadowRadius = 4
                card.shouldRasterize = true
                card.rasterizationScale = CGFloat(scale)
                root.addSublayer(card)
            }
            try expectGolden(Scene.render(root, width: 240, height: 240, scale: 2), "rasterized-cards")
        }
    }
}
