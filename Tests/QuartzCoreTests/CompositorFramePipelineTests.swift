// SPDX-License-Identifier: Apache-2.0

import QuartzCore
import Testing
import GoldenImages

/// The per-frame shortcuts of the compositor (local times carried down the tree, reused snapshot storage) give
/// exactly what the straightforward computations give.
@Suite("Compositor frame pipeline", .freshLayerEnvironment)
struct CompositorFramePipelineTests {
    /// The snapshot node of `layer` in the compositor's last frame.
    private static func node(of layer: CALayer, in compositor: Compositor) -> RenderNode? {
        compositor.snapshot.first { $0.layer === layer }
    }

    @Test("Animated layers under ancestors with their own timing are snapshotted at the local time mediaToLocal gives")
    func timedAncestors() {
        Scene.build { clock in
            let holder = Scene.layer(CGRect(x: 0, y: 0, width: 100, height: 100))
            holder.speed = 0.5
            holder.timeOffset = 0.25
            let root = Scene.root(100, 100)
            holder.addSublayer(root)
            let mid = Scene.layer(CGRect(x: 0, y: 0, width: 100, height: 100))
            mid.speed = 2
            mid.beginTime = 0.1
            let leaf = Scene.layer(CGRect(x: 0, y: 0, width: 10, height: 10), Scene.red)
            leaf.timeOffset = 0.3
            let plain = Scene.layer(CGRect(x: 0, y: 50, width: 10, height: 10), Scene.blue)
            root.addSublayer(mid)
            mid.addSublayer(leaf)
            root.addSublayer(plain)
            for layer in [leaf, plain] { layer.add(basic("position.x", from: 5, to: 95, duration: 4), forKey: "move") }
            Scene.startAnimations()
            let compositor = Compositor(pixelWidth: 100, pixelHeight: 100, rootLayer: root)!
            for t in [0.0, 0.35, 1.2, 2.75] {
                clock.set(to: t)
                compositor.renderFrame()
                for layer in [leaf, plain] {
                    let expected = layer.presentedProperties(at: t).position
                    #expect(Self.node(of: layer, in: compositor)?.props.position == expected, "t \(t)")
                }
            }
            // The timing really differs between the two layers, so the check above compares distinct times.
            #expect(Self.node(of: leaf, in: compositor)?.props.position.x
                != Self.node(of: plain, in: compositor)?.props.position.x)
        }
    }

    @Test("A delegate callback that slows an ancestor mid-frame is seen by the layers processed after it")
    func callbackChangesTiming() {
        Scene.build { clock in
            let root = Scene.root(100, 100)
            let first = Scene.layer(CGRect(x: 0, y: 0, width: 10, height: 10), Scene.red)
            let parent = Scene.layer(CGRect(x: 0, y: 0, width: 100, height: 100))
            let second = Scene.layer(CGRect(x: 0, y: 50, width: 10, height: 10), Scene.blue)
            root.addSublayer(first)
            root.addSublayer(parent)
            parent.addSublayer(second)
            let slower = RecordingDelegate()
            slower.onStop = { _, _ in parent.speed = 0.25 }
            let watcher = RecordingDelegate()
            let short = basic("position.x", from: 5, to: 50, duration: 0.5)
            short.delegate = slower
            first.add(short, forKey: "short")
            let long = basic("position.x", from: 5, to: 50, duration: 1)
            long.delegate = watcher
            second.add(long, forKey: "long")
            Scene.startAnimations()
            let compositor = Compositor(pixelWidth: 100, pixelHeight: 100, rootLayer: root)!
            // At 1.2 s the short animation ends and its delegate slows `parent` to a quarter: `second` is then at
            // local time 0.3 s, a third of the way through, not finished.
            clock.set(to: 1.2)
            let result = compositor.renderFrame()
            #expect(slower.events == ["start", "stop:true"])
            #expect(watcher.events == ["start"])
            #expect(result.animationsRunning)
            #expect(close(Self.node(of: second, in: compositor)?.props.position.x ?? 0, 18.5, 1e-9))
        }
    }

    @Test("A layer removed from the tree is released by the first frame that no longer shows it")
    func removedLayerIsReleased() {
        Scene.build { _ in
            let root = Scene.root(100, 100)
            let compositor = Compositor(pixelWidth: 100, pixelHeight: 100, rootLayer: root)!
            weak var gone: CALayer?
            do {
                let layer = Scene.layer(CGRect(x: 10, y: 10, width: 20, height: 20), Scene.red)
                gone = layer
                root.addSublayer(layer)
                compositor.renderFrame(at: 0)
                compositor.renderFrame(at: 0.1)
                layer.removeFromSuperlayer()
            }
            // Committing releases the transaction's own record of the changed layer.
            Scene.startAnimations()
            #expect(gone != nil, "still in the last frame's snapshot")
            compositor.renderFrame(at: 0.2)
            #expect(gone == nil)
            #expect(compositor.snapshot.count == 1)
        }
    }

    @Test("Frames built into recycled node storage match a fresh compositor's, frame after frame")
    func recycledStorageMatchesFresh() {
        Scene.build { clock in
            let root = Scene.root(120, 120)
            var layers: [CALayer] = []
            for i in 0..<12 {
                let layer = Scene.layer(
                    CGRect(x: CGFloat(i * 9), y: CGFloat(i * 7), width: 20, height: 20),
                    i.isMultiple(of: 2) ? Scene.red : Scene.blue)
                root.addSublayer(layer)
                layers.append(layer)
            }
            let move = basic("position.y", from: 10, to: 100, duration: 1)
            layers[3].add(move, forKey: "move")
            Scene.startAnimations()
            let compositor = Compositor(pixelWidth: 120, pixelHeight: 120, rootLayer: root)!
            let changes: [() -> Void] = [
                {}, { layers[5].removeFromSuperlayer() },
                { root.addSublayer(Scene.layer(CGRect(x: 50, y: 50, width: 30, height: 30), Scene.green)) },
                { layers[0].zPosition = 2 }, { layers[7].isHidden = true }, {},
            ]
            for (step, change) in changes.enumerated() {
                change()
                clock.set(to: 0.15 * Double(step))
                compositor.renderFrame()
                let fresh = Compositor(pixelWidth: 120, pixelHeight: 120, rootLayer: root)!
                fresh.renderFrame()
                #expect(compositor.dump() == fresh.dump(), "step \(step)")
                #expect(RGBAImage(compositor.image()).pixels == RGBAImage(fresh.image()).pixels, "step \(step)")
            }
        }
    }

    @Test("Animation values with a NaN or infinite component are not finite; finite ones are")
    func animationValueFiniteness() {
        #expect(AnimationValue.scalar(1).isFinite)
        #expect(!AnimationValue.scalar(.nan).isFinite)
        #expect(AnimationValue.point(CGPoint(x: 1, y: 2)).isFinite)
        #expect(!AnimationValue.point(CGPoint(x: 1, y: CGFloat.infinity)).isFinite)
        #expect(!AnimationValue.size(CGSize(width: CGFloat.nan, height: 2)).isFinite)
        #expect(AnimationValue.rect(CGRect(x: 1, y: 2, width: 3, height: 4)).isFinite)
        #expect(!AnimationValue.rect(CGRect(x: 1, y: 2, width: 3, height: -CGFloat.infinity)).isFinite)
        #expect(!AnimationValue.transform(CATransform3DMakeTranslation(CGFloat.nan, 0, 0)).isFinite)
        #expect(AnimationValue.color(CGColor(gray: 0.5, alpha: 1)).isFinite)
    }
}
