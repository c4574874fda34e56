// SPDX-License-Identifier: Apache-2.0

import QuartzCore
import Testing
import GoldenImages

/// Damage tracking: what a frame repaints, and that repainting only that equals repainting everything.
@Suite("Compositor damage", .freshLayerEnvironment)
struct CompositorDamageTests {
    /// A white 120×120 root with a red square at (10, 10) and a blue one at (80, 80), rendered once.
    private static func twoSquares() -> (Compositor, root: CALayer, red: CALayer, blue: CALayer) {
        let root = Scene.root()
        let red = Scene.layer(CGRect(x: 10, y: 10, width: 20, height: 20), Scene.red, name: "red")
        let blue = Scene.layer(CGRect(x: 80, y: 80, width: 20, height: 20), Scene.blue, name: "blue")
        root.addSublayer(red)
        root.addSublayer(blue)
        let compositor = Compositor(pixelWidth: 120, pixelHeight: 120, rootLayer: root)!
        compositor.renderFrame(at: 0)
        return (compositor, root, red, blue)
    }

    /// Applies `change` with implicit animations off.
    private static func change(_ body: () -> Void) {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        body()
        CATransaction.commit()
    }

    @Test("The first frame repaints everything")
    func firstFrameIsFull() {
        Scene.build { _ in
            let root = Scene.root()
            let compositor = Compositor(pixelWidth: 120, pixelHeight: 120, rootLayer: root)!
            let result = compositor.renderFrame(at: 0)
            #expect(result.damage == [CGRect(x: 0, y: 0, width: 120, height: 120)])
            #expect(result.changed)
        }
    }

    @Test("Moving a layer damages its old and new bounds, and nothing else")
    func movedLayer() {
        Scene.build { _ in
            let (compositor, _, red, _) = Self.twoSquares()
            Self.change { red.position.x += 30 }
            let result = compositor.renderFrame(at: 0)
            let old = CGRect(x: 10, y: 10, width: 20, height: 20), new = CGRect(x: 40, y: 10, width: 20, height: 20)
            let bounds = result.damageBounds
            #expect(bounds.contains(old) && bounds.contains(new))
            #expect(old.union(new).insetBy(dx: -1, dy: -1).contains(bounds), "damage \(result.damage)")
            let px = RGBAImage(compositor.image())
            expectPixel(px, 20, 20, 255, 255, 255)
            expectPixel(px, 50, 20, 255, 0, 0)
        }
    }

    @Test("At scale 2 damage is in pixels")
    func damageInPixels() {
        Scene.build { _ in
            let root = Scene.root(60, 60)
            let dot = Scene.layer(CGRect(x: 10, y: 10, width: 10, height: 10), Scene.red)
            root.addSublayer(dot)
            let compositor = Compositor(pixelWidth: 120, pixelHeight: 120, scale: 2, rootLayer: root)!
            compositor.renderFrame(at: 0)
            Self.change { dot.backgroundColor = Scene.blue }
            let result = compositor.renderFrame(at: 0)
            #expect(result.damageBounds.insetBy(dx: 1, dy: 1) == CGRect(x: 20, y: 20, width: 20, height: 20))
        }
    }

    @Test("A frame where nothing changed reports no damage and writes no pixel")
    func unchangedFrame() {
        Scene.build { _ in
            let (compositor, _, _, _) = Self.twoSquares()
            // Mark a pixel behind the compositor's back: an unchanged frame must leave it alone.
            let data = compositor.framebuffer.data!.assumingMemoryBound(to: UInt32.self)
            data[60 * 120 + 60] = 0xFF12_3456
            let before = compositor.framebufferBytes
            let result = compositor.renderFrame(at: 1)
            #expect(!result.changed)
            #expect(result.damage.isEmpty)
            #expect(result.paintedLayerCount == 0)
            #expect(compositor.framebufferBytes == before)
        }
    }

    @Test("Changing a layer that is off screen, or clipped away, damages nothing")
    func offscreenChange() {
        Scene.build { _ in
            let (compositor, root, _, _) = Self.twoSquares()
            let far = Scene.layer(CGRect(x: 200, y: 40, width: 30, height: 30), Scene.green)
            let clip = Scene.layer(CGRect(x: 40, y: 40, width: 20, height: 20))
            clip.masksToBounds = true
            let hiddenByClip = Scene.layer(CGRect(x: 30, y: 0, width: 10, height: 10), Scene.green)
            clip.addSublayer(hiddenByClip)
            root.addSublayer(far)
            root.addSublayer(clip)
            compositor.renderFrame(at: 0)
            Self.change {
                far.backgroundColor = Scene.red
                far.position.x += 10
                hiddenByClip.backgroundColor = Scene.red
            }
            #expect(compositor.renderFrame(at: 0).damage.isEmpty)
        }
    }

    @Test("Adding a layer damages its bounds; removing it damages them again")
    func addAndRemove() {
        Scene.build { _ in
            let (compositor, root, _, _) = Self.twoSquares()
            let added = Scene.layer(CGRect(x: 50, y: 40, width: 10, height: 30), Scene.green)
            Self.change { root.addSublayer(added) }
            let frame = CGRect(x: 50, y: 40, width: 10, height: 30)
            var result = compositor.renderFrame(at: 0)
            #expect(result.damageBounds.contains(frame) && frame.insetBy(dx: -1, dy: -1).contains(result.damageBounds))
            Self.change { added.removeFromSuperlayer() }
            result = compositor.renderFrame(at: 0)
            #expect(result.damageBounds.contains(frame) && frame.insetBy(dx: -1, dy: -1).contains(result.damageBounds))
            expectPixel(RGBAImage(compositor.image()), 55, 55, 255, 255, 255)
        }
    }

    @Test("Reordering siblings (zPosition) damages where they overlap")
    func reorder() {
        Scene.build { _ in
            let (compositor, root, red, _) = Self.twoSquares()
            let over = Scene.layer(CGRect(x: 20, y: 20, width: 20, height: 20), Scene.green)
            Self.change { root.addSublayer(over) }
            compositor.renderFrame(at: 0)
            expectPixel(RGBAImage(compositor.image()), 25, 25, 0, 255, 0)
            Self.change { red.zPosition = 1 }
            let result = compositor.renderFrame(at: 0)
            #expect(result.damageBounds.contains(CGRect(x: 20, y: 20, width: 10, height: 10)))
            expectPixel(RGBAImage(compositor.image()), 25, 25, 255, 0, 0)
        }
    }

    @Test("An animation damages only where the animated layer was and is, and reports itself running until done")
    func animationDamage() {
        Scene.build { clock in
            let (compositor, _, red, _) = Self.twoSquares()
            let move = CABasicAnimation(keyPath: "position.x")
            move.fromValue = 20
            move.toValue = 60
            move.duration = 1
            red.add(move, forKey: "move")
            Scene.startAnimations()
            var previousX: CGFloat = 20
            for step in 1...9 {
                clock.set(to: Double(step) / 10)
                let result = compositor.renderFrame()
                let x = 20 + 4 * CGFloat(step)
                let swept = CGRect(x: previousX - 10, y: 10, width: x - previousX + 20, height: 20)
                #expect(result.damageBounds.contains(swept.insetBy(dx: 0.5, dy: 0.5)), "step \(step): \(result.damage)")
                #expect(swept.insetBy(dx: -2, dy: -2).contains(result.damageBounds), "step \(step): \(result.damage)")
                #expect(result.animationsRunning, "step \(step)")
                #expect(!result.damageBounds.intersects(CGRect(x: 80, y: 80, width: 20, height: 20)))
                previousX = x
            }
            // At the end the animation is removed and the model value (x 20) shows again.
            clock.set(to: 1)
            let last = compositor.renderFrame()
            #expect(!last.animationsRunning)
            #expect(last.damageBounds.contains(CGRect(x: 10, y: 10, width: 56, height: 20)))
            expectPixel(RGBAImage(compositor.image()), 20, 20, 255, 0, 0)
            expectPixel(RGBAImage(compositor.image()), 60, 20, 255, 255, 255)
            #expect(!compositor.renderFrame().changed)
        }
    }

    @Test("A layer's drawn contents are drawn once and reused by later frames")
    func backingStoreIsRetained() {
        final class Painter: CALayerDelegate {
            var draws = 0
            func draw(_ layer: CALayer, in ctx: CGContext) {
                draws += 1
                ctx.setFillColor(Scene.green)
                ctx.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
            }
        }
        Scene.build { clock in
            let (compositor, root, red, _) = Self.twoSquares()
            let painter = Painter()
            let drawn = Scene.layer(CGRect(x: 40, y: 40, width: 20, height: 20))
            drawn.delegate = painter
            drawn.setNeedsDisplay()
            Self.change { root.addSublayer(drawn) }
            compositor.renderFrame(at: 0)
            #expect(painter.draws == 1)
            let image = drawn.contents as? CGImage
            let surface = image?.surface
            for step in 1...5 {
                Self.change { red.position.x += 1 }
                Self.change { drawn.position.y += 1 }
                compositor.renderFrame(at: Double(step))
            }
            #expect(painter.draws == 1)
            #expect((drawn.contents as? CGImage) === image)
            #expect(image?.surface == surface)
            expectPixel(RGBAImage(compositor.image()), 45, 50, 0, 255, 0)
            drawn.setNeedsDisplay()
            compositor.renderFrame(at: 10)
            #expect(painter.draws == 2)
            _ = clock
        }
    }
}
