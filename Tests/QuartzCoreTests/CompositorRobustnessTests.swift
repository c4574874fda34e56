// SPDX-License-Identifier: Apache-2.0

import QuartzCore
import Testing
import GoldenImages

/// Bad input: the compositor renders what it can, logs what it refuses, and never traps or runs away.
@Suite("Compositor bad input", .freshLayerEnvironment)
struct CompositorRobustnessTests {
    @Test("A 10,000-deep layer tree renders without exhausting the stack, clips and groups included")
    func deepTree() {
        Scene.build { _ in
            // Built from the bottom up: insertSublayer checks the new parent's ancestors for cycles, so adding
            // to the bottom of a deep chain costs its depth each time.
            let deepest = Scene.layer(CGRect(x: 0.005, y: 0.005, width: 100, height: 100), Scene.red)
            var top = deepest
            for level in (0..<9_999).reversed() {
                let layer = Scene.layer(CGRect(x: level == 0 ? 10 : 0.005, y: level == 0 ? 10 : 0.005, width: 100,
                                               height: 100))
                layer.masksToBounds = level % 100 == 0
                if level % 1_000 == 999 { layer.opacity = 0.999 }
                layer.addSublayer(top)
                top = layer
            }
            let root = Scene.root()
            root.addSublayer(top)
            let compositor = Compositor(pixelWidth: 120, pixelHeight: 120, rootLayer: root)!
            let result = compositor.renderFrame(at: 0)
            #expect(result.paintedLayerCount == 10_001)
            // The deepest layer sits 10 + 9,999 × 0.005 ≈ 60 points in.
            let px = RGBAImage(compositor.image())
            expectPixel(px, 90, 90, 255, 0, 0, tolerance: 4)
            expectPixel(px, 40, 40, 255, 255, 255)
            #expect(compositor.dump().split(separator: "\n").count == 10_001)
            // The same through CALayer.render(in:).
            let ctx = CGContext(
                data: nil, width: 120, height: 120, bitsPerComponent: 8, bytesPerRow: 0,
                space: CGColorSpaceCreateDeviceRGB(),
                bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue)!
            ctx.translateBy(x: 0, y: 120)
            ctx.scaleBy(x: 1, y: -1)
            root.render(in: ctx)
            expectPixel(RGBAImage(ctx.makeImage()!), 90, 90, 255, 0, 0, tolerance: 4)
        }
    }

    @Test("Huge layers cost bounded work and still paint their visible part")
    func hugeLayers() {
        Scene.build { _ in
            let root = Scene.root()
            let huge = Scene.layer(CGRect(x: -5e8, y: -5e8, width: 1e9, height: 1e9), Scene.green)
            huge.cornerRadius = 1e7
            huge.borderWidth = 1e6
            huge.borderColor = Scene.blue
            huge.shadowOpacity = 1
            huge.masksToBounds = true
            huge.mask = Scene.layer(CGRect(x: 0, y: 0, width: 1e9, height: 1e9), Scene.black)
            huge.addSublayer(Scene.layer(CGRect(x: 5e8 + 40, y: 5e8 + 40, width: 1e9, height: 20), Scene.red))
            let wide = Scene.layer(CGRect(x: -1e12, y: 100, width: 2e12, height: 10), Scene.black)
            root.addSublayer(huge)
            root.addSublayer(wide)
            let compositor = Compositor(pixelWidth: 120, pixelHeight: 120, rootLayer: root)!
            let start = ContinuousClock.now
            compositor.renderFrame(at: 0)
            #expect(ContinuousClock.now - start < .seconds(5))
            let px = RGBAImage(compositor.image())
            expectPixel(px, 20, 20, 0, 255, 0)
            expectPixel(px, 60, 50, 255, 0, 0)
            expectPixel(px, 60, 105, 0, 0, 0)
        }
    }

    @Test("Zero-size layers draw nothing themselves, but their sublayers still draw")
    func zeroSize() {
        Scene.build { _ in
            let root = Scene.root()
            let empty = Scene.layer(CGRect(x: 30, y: 30, width: 0, height: 0), Scene.red)
            empty.borderWidth = 3
            empty.cornerRadius = 5
            empty.shadowOpacity = 1
            empty.contents = Scene.quadrants(4, 4)
            empty.addSublayer(Scene.layer(CGRect(x: 10, y: 10, width: 20, height: 20), Scene.blue))
            let flat = Scene.layer(CGRect(x: 80, y: 10, width: 0, height: 50), Scene.red)
            flat.masksToBounds = true
            flat.addSublayer(Scene.layer(CGRect(x: 0, y: 0, width: 20, height: 20), Scene.green))
            root.addSublayer(empty)
            root.addSublayer(flat)
            let px = RGBAImage(Scene.render(root))
            expectPixel(px, 30, 30, 255, 255, 255)
            expectPixel(px, 50, 50, 0, 0, 255)
            expectPixel(px, 85, 15, 255, 255, 255)  // clipped to nothing
        }
    }

    @Test("A layer masked by itself or by an ancestor renders finitely (the cyclic mask is ignored)")
    func maskCycles() {
        Scene.build { _ in
            let root = Scene.root()
            let selfMasked = Scene.layer(CGRect(x: 10, y: 10, width: 40, height: 40), Scene.red)
            let container = Scene.layer(CGRect(x: 60, y: 10, width: 50, height: 50), Scene.green)
            let inner = Scene.layer(CGRect(x: 10, y: 10, width: 20, height: 20), Scene.blue)
            container.addSublayer(inner)
            root.addSublayer(selfMasked)
            root.addSublayer(container)
            selfMasked.mask = selfMasked
            inner.mask = container
            let compositor = Compositor(pixelWidth: 120, pixelHeight: 120, rootLayer: root)!
            compositor.renderFrame(at: 0)
            // The root itself masked by a descendant's ancestor chain: still finite.
            inner.mask = root
            compositor.rootLayer = root
            compositor.renderFrame(at: 0)
            _ = LayerTreeDump.dump(root)
            // `mask` is a strong reference, as on Apple: break the cycles the test made.
            selfMasked.mask = nil
            inner.mask = nil
        }
    }

    @Test("Non-finite values from an animation are ignored (the model value shows) instead of trapping")
    func nonFiniteAnimation() {
        Scene.build { clock in
            let root = Scene.root()
            let layer = Scene.layer(CGRect(x: 10, y: 10, width: 30, height: 30), Scene.red)
            root.addSublayer(layer)
            let bad = CABasicAnimation(keyPath: "position.x")
            bad.fromValue = CGFloat.nan
            bad.toValue = CGFloat.infinity
            bad.duration = 1
            layer.add(bad, forKey: "bad")
            let spin = CABasicAnimation(keyPath: "transform")
            spin.toValue = CATransform3DMakeScale(.nan, 1, 1)
            spin.duration = 1
            root.add(spin, forKey: "spin")
            Scene.startAnimations()
            let compositor = Compositor(pixelWidth: 120, pixelHeight: 120, rootLayer: root)!
            clock.advance(by: 0.5)
            let result = compositor.renderFrame()
            #expect(result.animationsRunning)
            // NaN and infinite animation values count as absent: the layer stays at its model place.
            expectPixel(RGBAImage(compositor.image()), 25, 25, 255, 0, 0)
            #expect(!compositor.renderFrame(at: .nan).changed)
            clock.advance(by: 1)
            compositor.renderFrame()
            expectPixel(RGBAImage(compositor.image()), 25, 25, 255, 0, 0)
        }
    }

    @Test("Impossible framebuffers are refused with nil")
    func impossibleFramebuffers() {
        #expect(Compositor(pixelWidth: 0, pixelHeight: 10) == nil)
        #expect(Compositor(pixelWidth: 10, pixelHeight: 10, scale: 0) == nil)
        #expect(Compositor(pixelWidth: 10, pixelHeight: 10, scale: .nan) == nil)
        #expect(Compositor(pixelWidth: 100_000, pixelHeight: 10) == nil)
    }

    @Test("Without a root layer the framebuffer is cleared once, then left alone")
    func noRoot() {
        Scene.build { _ in
            let compositor = Compositor(pixelWidth: 20, pixelHeight: 20)!
            #expect(compositor.renderFrame(at: 0).changed)
            #expect(!compositor.renderFrame(at: 1).changed)
            compositor.backgroundColor = Scene.blue
            compositor.renderFrame(at: 2)
            expectPixel(RGBAImage(compositor.image()), 5, 5, 0, 0, 255)
        }
    }
}
