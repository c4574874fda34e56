// SPDX-License-Identifier: Apache-2.0

import Foundation
import QuartzCore
import Testing
import GoldenImages

/// The render server (issue 22, `Sources/QuartzCore/RenderServer/`): the main thread commits its layer tree and a
/// mirror of it is composited — on the calling thread or a render thread — frame for frame as the tree itself
/// would be, animating by itself between commits.
@Suite("Render server", .freshLayerEnvironment)
struct RenderServerTests {
    /// An animated scene: a layer sliding across the screen, a fading image, a group turning, a transition.
    static let animated = ParallelScene(name: "animations", build: {
        let root = ParallelScene.makeRoot()
        let slider = Scene.layer(CGRect(x: 0, y: 40, width: 80, height: 80), Scene.red, name: "slider")
        root.addSublayer(slider)
        let move = CABasicAnimation(keyPath: "position.x")
        move.fromValue = 40
        move.toValue = 280
        move.duration = 0.1
        slider.add(move, forKey: "move")
        let picture = ParallelScene.imageLayer(CGRect(x: 20, y: 160, width: 200, height: 120),
                                               ParallelScene.card(200, 120, hue: 0.7))
        root.addSublayer(picture)
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 1
        fade.toValue = 0.2
        fade.duration = 0.05
        fade.fillMode = .forwards
        fade.isRemovedOnCompletion = false
        picture.add(fade, forKey: "fade")
        let group = Scene.layer(CGRect(x: 100, y: 300, width: 120, height: 120), Scene.blue)
        group.addSublayer(Scene.layer(CGRect(x: 10, y: 10, width: 40, height: 40), Scene.yellow))
        root.addSublayer(group)
        let turn = CAKeyframeAnimation(keyPath: "transform.rotation.z")
        turn.values = [0, 0.5, 1.5]
        turn.duration = 0.08
        group.add(turn, forKey: "turn")
        Scene.startAnimations()
        return root
    }, step: { root, n in
        // A model change now and then, besides the animations.
        if n == 3, let last = root.sublayers?.last { last.backgroundColor = Scene.green }
        if n == 4 {
            let fade = CATransition()
            fade.type = .fade
            fade.duration = 0.05
            root.sublayers?.first?.add(fade, forKey: "transition")
            root.sublayers?.first?.backgroundColor = Scene.yellow
            Scene.startAnimations()
        }
    })

    /// Renders `scene` for 8 frames directly and through a render server (on a render thread when `threaded`);
    /// returns the frames whose damage or pixels differ.
    private static func compare(_ scene: ParallelScene, threaded: Bool) -> [Int] {
        Scene.build { _ in
            let direct = scene.build(), committed = scene.build()
            let one = Compositor(pixelWidth: 640, pixelHeight: 960, scale: 2, rootLayer: direct)!
            let server = RenderServer(pixelWidth: 640, pixelHeight: 960, scale: 2, rootLayer: committed)!
            if threaded { server.startRenderThread() }
            defer { server.stopRenderThread() }
            var mismatches: [Int] = []
            for frame in 0..<8 {
                if frame > 0 {
                    scene.step(direct, frame)
                    scene.step(committed, frame)
                }
                let time = Double(frame) / 60
                let a = one.renderFrame(at: time)
                let b = server.commitAndRender(at: time)
                let same = server.withCompositor { $0.framebufferBytes == one.framebufferBytes && $0.dump() == one.dump() }
                if a.damage != b.damage || a.animationsRunning != b.animationsRunning || !same {
                    mismatches.append(frame)
                }
            }
            return mismatches
        }
    }

    @Test("A committed tree composites to the same frames as the tree itself", arguments: ParallelScene.all + [animated])
    func mirrorMatchesModel(_ scene: ParallelScene) {
        let mismatches = Self.compare(scene, threaded: false)
        #expect(mismatches.isEmpty, "\(scene.name): frames \(mismatches) differ")
    }

    @Test("On a render thread, the frames asked for are the calling thread's, byte for byte",
          arguments: [ParallelScene.screen, ParallelScene.masks, animated])
    func renderThreadMatches(_ scene: ParallelScene) {
        let mismatches = Self.compare(scene, threaded: true)
        #expect(mismatches.isEmpty, "\(scene.name): frames \(mismatches) differ")
    }

    @Test("A commit carries only the layers that changed")
    func commitsCarryChanges() {
        Scene.build { _ in
            let root = ParallelScene.screen.build()
            let mirrors = LayerTreeMirror()
            let count = 1 + (root.sublayers?.count ?? 0)
            #expect(mirrors.commit(root, at: 0).updates.count >= count)
            #expect(mirrors.commit(root, at: 0).updates.count == 0)
            root.sublayers?[3].position.y += 1
            #expect(mirrors.commit(root, at: 0).updates.count == 1)
            root.sublayers?[2].removeFromSuperlayer()
            // The parent's sublayer list changed; the removed layer is simply not sent.
            #expect(mirrors.commit(root, at: 0).updates.count == 1)
            #expect(mirrors.commit(root, at: 0).updates.count == 0)
        }
    }

    @Test("An unchanged, settled tree is not walked; a change, a new root or an attached animation walks it")
    func unchangedTreeIsNotWalked() {
        Scene.build { _ in
            let root = ParallelScene.screen.build()
            // The process-wide count moves with every test running beside this one: the test keeps its own.
            var count = 0
            let mirrors = LayerTreeMirror(changeCount: { count })
            _ = mirrors.commit(root, at: 0)
            #expect(mirrors.walks == 1)
            for _ in 0..<5 { #expect(mirrors.commit(root, at: 0).updates.isEmpty) }
            #expect(mirrors.walks == 1)
            let layer = root.sublayers![3]
            layer.opacity = 0.5
            count += 1
            #expect(mirrors.commit(root, at: 0).updates.count == 1)
            #expect(mirrors.walks == 2)
            // Another root walks.
            let other = ParallelScene.screen.build()
            #expect(!mirrors.commit(other, at: 0).updates.isEmpty)
            #expect(mirrors.walks == 3)
            // While an animation is attached, every commit walks (its begin time and redraws are not noted).
            layer.add(CABasicAnimation(keyPath: "opacity"), forKey: "fade")
            count += 1
            for t in [0, 0.1, 0.2] { _ = mirrors.commit(root, at: t) }
            #expect(mirrors.walks == 6)
            layer.removeAnimation(forKey: "fade")
            count += 1
            _ = mirrors.commit(root, at: 0.3)
            _ = mirrors.commit(root, at: 0.4)
            #expect(mirrors.walks == 7)
        }
    }

    @Test("Every layer property a commit carries notes a change, the timing properties and the name included")
    func everyCarriedPropertyNotesAChange() {
        let changes: [(String, (CALayer) -> Void)] = [
            ("duration", { $0.duration = 2 }), ("repeatCount", { $0.repeatCount = 2 }),
            ("repeatDuration", { $0.repeatDuration = 2 }), ("autoreverses", { $0.autoreverses = true }),
            ("fillMode", { $0.fillMode = .both }), ("name", { $0.name = "renamed" }),
            ("beginTime", { $0.beginTime = 1 }), ("speed", { $0.speed = 0 }), ("timeOffset", { $0.timeOffset = 1 }),
            ("opacity", { $0.opacity = 0.5 }), ("contents", { $0.contents = Scene.image(4, 4) { _ in } }),
            ("sublayers", { $0.addSublayer(CALayer()) }), ("mask", { $0.mask = CALayer() }),
            ("animations", { $0.add(CABasicAnimation(keyPath: "opacity"), forKey: "fade") }),
        ]
        for (name, change) in changes {
            Scene.build { _ in
                let layer = CALayer()
                Scene.startAnimations()
                let transactions = LayerEnvironment.current.transactions
                #expect(transactions.changedLayers.isEmpty)
                change(layer)
                #expect(transactions.changedLayers[ObjectIdentifier(layer)] === layer, "\(name)")
            }
        }
    }

    @Test("A property set to the value it has takes part in the transaction but is not counted as a change")
    func equalValuesAreNoChange() {
        #expect(PropertyValueEquality.same(CGFloat(1), CGFloat(1)))
        #expect(!PropertyValueEquality.same(CGFloat(1), CGFloat(2)))
        #expect(PropertyValueEquality.same(CATransform3DIdentity, CATransform3DIdentity))
        #expect(PropertyValueEquality.same(CGColor?.none, CGColor?.none))
        #expect(!PropertyValueEquality.same(CGColor(gray: 0, alpha: 1) as CGColor?, nil))
        // Values of a type that is not Equatable are always a change; contents compare by what they hold.
        struct Opaque {}
        #expect(!PropertyValueEquality.same(Opaque() as Any?, Opaque() as Any?))
        #expect(PropertyValueEquality.same(1 as Any?, 1 as Any?))
        Scene.build { _ in
            let layer = CALayer()
            layer.opacity = 0.5
            Scene.startAnimations()
            let transactions = LayerEnvironment.current.transactions
            layer.opacity = 0.5
            layer.isHidden = false
            layer.frame = layer.frame
            #expect(transactions.changedLayers[ObjectIdentifier(layer)] === layer)
            // The layer's own count (the process-wide one also moves with the tests running beside this one):
            // 100 sets of the same values leave it alone (each set counted before the fix).
            let before = layer.changeCount
            for _ in 0..<100 {
                layer.opacity = 0.5
                layer.position = layer.position
            }
            #expect(layer.changeCount == before)
            layer.opacity = 0.25
            #expect(layer.changeCount == before + 1)
        }
    }

    @Test("A commit that changes nothing is not handed over, so an idle main thread does not wake the render thread")
    func emptyCommitsStayHome() {
        Scene.build { _ in
            let root = ParallelScene.screen.build()
            let server = RenderServer(pixelWidth: 320, pixelHeight: 480, rootLayer: root)!
            server.commit(at: 0)
            #expect(server.commitsHandedOver == 1)
            for t in 1...10 { server.commit(at: Double(t) / 60) }
            #expect(server.commitsHandedOver == 1)
            root.sublayers?[3].position.y += 1
            server.commit(at: 0.5)
            #expect(server.commitsHandedOver == 2)
            // Another root is a change even when its tree is the same.
            server.rootLayer = nil
            server.commit(at: 0.6)
            #expect(server.commitsHandedOver == 3)
            server.commit(at: 0.7)
            #expect(server.commitsHandedOver == 3)
            // The frames still follow: the moved layer shows.
            server.rootLayer = root
            let frame = server.commitAndRender(at: 0.8)
            #expect(frame.changed)
            #expect(server.commitsHandedOver == 4)
        }
    }

    @Test("Applying a commit notes nothing in a transaction: mirrors share no transaction state with the main thread")
    func mirrorsNoteNoChanges() {
        Scene.build { _ in
            let root = ParallelScene.screen.build()
            let server = RenderServer(pixelWidth: 320, pixelHeight: 480, rootLayer: root)!
            server.commitAndRender(at: 0)
            // Timing changes (pausing a layer: speed 0, a time offset) reach the mirror through its setters.
            let layer = root.sublayers![3]
            layer.speed = 0
            layer.timeOffset = 0.25
            layer.beginTime = 0.5
            layer.name = "paused"
            server.commit(at: 1 / 60)
            Scene.startAnimations()  // commits the scene's transaction: nothing is noted any more
            let transactions = LayerEnvironment.current.transactions
            #expect(transactions.changedLayers.isEmpty)
            server.renderFrame(at: 1 / 60)
            #expect(!transactions.changedLayers.values.contains { $0.isRenderMirror })
            #expect(server.withCompositor { $0.rootLayer?.sublayers?[3].speed } == 0)
        }
    }

    /// A white 100×100-point root with a 10-point red dot sliding along x from 5 to 95 over `duration` seconds
    /// (1.5 points a refresh over 1 s, so every frame changes pixels; an unchanged frame is not presented).
    private static func slidingDot(duration: CFTimeInterval = 1) -> (root: CALayer, dot: CALayer) {
        let root = Scene.root(100, 100)
        let dot = Scene.layer(CGRect(x: 0, y: 0, width: 10, height: 10), Scene.red, name: "dot")
        root.addSublayer(dot)
        let move = CABasicAnimation(keyPath: "position.x")
        move.fromValue = 5
        move.toValue = 95
        move.duration = duration
        dot.add(move, forKey: "move")
        Scene.startAnimations()
        return (root, dot)
    }

    @Test("Animations advance between commits; model changes show only once committed")
    func animatesWithoutCommits() {
        Scene.build { _ in
            let (root, dot) = Self.slidingDot()
            let server = RenderServer(pixelWidth: 100, pixelHeight: 100, rootLayer: root)!
            server.startRenderThread()
            defer { server.stopRenderThread() }
            #expect(server.commitAndRender(at: 0).animationsRunning)
            // The main thread is "busy": it changes its model but does not commit.
            dot.backgroundColor = Scene.blue
            var positions: [String] = []
            for t in [0.25, 0.5, 0.75] {
                let frame = server.renderFrame(at: t)
                #expect(frame.changed && frame.animationsRunning)
                positions.append(server.withCompositor { $0.dump() })
            }
            #expect(Set(positions).count == 3, "each frame shows the dot further on")
            // At 0.75 s the dot is centred on x = 72.5.
            // The uncommitted blue is not shown; once committed, it is.
            expectPixel(RGBAImage(server.withCompositor { $0.image() }), 72, 5, 255, 0, 0)
            server.commitAndRender(at: 0.5)
            expectPixel(RGBAImage(server.withCompositor { $0.image() }), 50, 5, 0, 0, 255)
            let end = server.renderFrame(at: 2)
            #expect(!end.animationsRunning)
        }
    }

    /// An animation delegate noting each callback and the thread it came on.
    private final class Recorder: NSObject, CAAnimationDelegate, @unchecked Sendable {
        let lock = NSLock()
        var events: [String] = []
        var threads: Set<UInt> = []
        func animationDidStart(_ anim: CAAnimation) { note("start") }
        func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { note("stop \(flag)") }
        private func note(_ event: String) {
            lock.withLock {
                events.append(event)
                threads.insert(UInt(pthread_self()))
            }
        }
    }

    @Test("Callbacks, removal and completion blocks stay with the committing thread, in order")
    func callbacksOnCommittingThread() {
        Scene.build { _ in
            let root = Scene.root(100, 100)
            let dot = Scene.layer(CGRect(x: 0, y: 0, width: 10, height: 10), Scene.red)
            root.addSublayer(dot)
            let recorder = Recorder()
            var completed = false
            CATransaction.begin()
            CATransaction.setCompletionBlock { completed = true }
            let move = CABasicAnimation(keyPath: "position.y")
            move.toValue = 90
            move.duration = 0.5
            move.delegate = recorder
            dot.add(move, forKey: "move")
            CATransaction.commit()
            Scene.startAnimations()
            let server = RenderServer(pixelWidth: 100, pixelHeight: 100, rootLayer: root)!
            server.startRenderThread()
            defer { server.stopRenderThread() }
            server.commitAndRender(at: 0)
            // Frames past the end on the render thread call nothing back.
            server.renderFrame(at: 0.6)
            server.renderFrame(at: 0.7)
            #expect(recorder.events == ["start"])
            #expect(!completed)
            server.commitAndRender(at: 0.8)
            #expect(recorder.events == ["start", "stop true"])
            #expect(recorder.threads == [UInt(pthread_self())])
            #expect(completed)
            #expect(dot.animationKeys() == nil)
        }
    }

    /// A layer drawing a bar as long as its `progress`, which animations redraw it for.
    private final class ProgressLayer: CALayer, @unchecked Sendable {
        nonisolated(unsafe) static var drawingThreads: Set<UInt> = []
        @NSManaged var progress: CGFloat
        override class func needsDisplay(forKey key: String) -> Bool { key == "progress" || super.needsDisplay(forKey: key) }
        override func draw(in ctx: CGContext) {
            Self.drawingThreads.insert(UInt(pthread_self()))
            let p = (value(forKey: "progress") as? NSNumber).map { CGFloat($0.doubleValue) } ?? 0
            ctx.setFillColor(Scene.green)
            ctx.fill(CGRect(x: 0, y: 0, width: bounds.width * p, height: bounds.height))
        }
    }

    @Test("Contents an animation redraws are drawn by the committing thread, matching the direct frames")
    func redrawnContents() {
        Scene.build { _ in
            func make() -> (CALayer, CALayer) {
                let root = Scene.root(200, 100)
                let bar = ProgressLayer()
                bar.frame = CGRect(x: 0, y: 0, width: 200, height: 50)
                bar.setValue(0, forKey: "progress")
                bar.setNeedsDisplay()
                root.addSublayer(bar)
                let grow = CABasicAnimation(keyPath: "progress")
                grow.fromValue = 0
                grow.toValue = 1
                grow.duration = 1
                bar.add(grow, forKey: "grow")
                return (root, bar)
            }
            let (direct, _) = make(), (committed, _) = make()
            Scene.startAnimations()
            let one = Compositor(pixelWidth: 200, pixelHeight: 100, rootLayer: direct)!
            let server = RenderServer(pixelWidth: 200, pixelHeight: 100, rootLayer: committed)!
            server.startRenderThread()
            defer { server.stopRenderThread() }
            ProgressLayer.drawingThreads = []
            for t in [0, 0.3, 0.6] {
                one.renderFrame(at: t)
                server.commitAndRender(at: t)
                #expect(server.withCompositor { $0.framebufferBytes } == one.framebufferBytes, "t = \(t)")
            }
            #expect(ProgressLayer.drawingThreads == [UInt(pthread_self())])
        }
    }

    @Test("A paced render thread presents every refresh while the main thread commits nothing")
    func pacedFramesDuringStall() {
        Scene.build { _ in
            let (root, _) = Self.slidingDot()
            let clock = ManualMediaClock()
            let presented = PresentedFrames()
            let server = RenderServer(pixelWidth: 100, pixelHeight: 100, rootLayer: root)!
            server.commit(at: 0)
            server.startRenderThread(pacing: .init(refreshInterval: 1.0 / 60, clock: { clock.now }) { _, frame in
                presented.add(frame.time)
            })
            defer { server.stopRenderThread() }
            #expect(presented.wait(for: 1), "the commit's frame")
            // A 300 ms stall: 18 refreshes go by with no commit.
            for k in 1...18 {
                clock.set(to: Double(k) / 60 + 0.001)
                server.clockDidAdvance()
                #expect(presented.wait(for: k + 1), "refresh \(k)")
            }
            let times = presented.times
            #expect(times.count == 19)
            for (k, t) in times.enumerated() { #expect(abs(t - Double(k) / 60) < 1e-9, "frame \(k) at \(t)") }
        }
    }

    /// Frame times a paced render thread presented, with a wait for the next one (bounded, never a sleep).
    private final class PresentedFrames: @unchecked Sendable {
        private let condition = NSCondition()
        private var list: [CFTimeInterval] = []
        var times: [CFTimeInterval] { condition.withLock { list } }
        func add(_ time: CFTimeInterval) {
            condition.withLock {
                list.append(time)
                condition.broadcast()
            }
        }
        /// Waits (up to 10 s) until `count` frames have been presented.
        func wait(for count: Int) -> Bool {
            let limit = Date(timeIntervalSinceNow: 10)
            return condition.withLock {
                while list.count < count { if !condition.wait(until: limit) { break } }
                return list.count >= count
            }
        }
    }

    @Test("Unusable animations never stall the render thread")
    func badAnimations() {
        Scene.build { _ in
            let root = Scene.root(100, 100)
            for (k, duration) in [0, -1, .nan, .infinity, 1e300].enumerated() {
                let layer = Scene.layer(CGRect(x: 10 * k, y: 0, width: 10, height: 10), Scene.red)
                root.addSublayer(layer)
                let move = CABasicAnimation(keyPath: "position")
                move.fromValue = CGPoint(x: Double.nan, y: 0)
                move.toValue = CGPoint(x: Double.infinity, y: -Double.infinity)
                move.duration = duration
                layer.add(move, forKey: "move")
                let fade = CABasicAnimation(keyPath: "opacity")
                fade.toValue = Float.nan
                fade.duration = duration
                fade.speed = k == 2 ? .nan : 1
                layer.add(fade, forKey: "fade")
            }
            Scene.startAnimations()
            let server = RenderServer(pixelWidth: 100, pixelHeight: 100, rootLayer: root)!
            server.startRenderThread()
            defer { server.stopRenderThread() }
            for t in [0, 0.1, 1, 1e6] { server.commitAndRender(at: t) }
            server.renderFrame(at: .nan)
            server.renderFrame(at: .infinity)
            #expect(server.commitAndRender(at: 2e6).time == 2e6)
        }
    }

    @Test("100,000 layers and a 10,000-level tree commit and render on the render thread")
    func hugeTrees() {
        Scene.build { _ in
            let wide = Scene.root(100, 100)
            for k in 0..<100_000 {
                wide.addSublayer(Scene.layer(CGRect(x: k % 100, y: (k / 100) % 100, width: 1, height: 1), Scene.red))
            }
            let deep = Scene.root(100, 100)
            var parent = deep
            for _ in 0..<10_000 {
                let child = Scene.layer(CGRect(x: 0, y: 0, width: 100, height: 100))
                parent.addSublayer(child)
                parent = child
            }
            parent.backgroundColor = Scene.blue
            for root in [wide, deep] {
                let server = RenderServer(pixelWidth: 100, pixelHeight: 100, rootLayer: root)!
                server.startRenderThread()
                let frame = server.commitAndRender(at: 0)
                #expect(frame.changed)
                server.stopRenderThread()
            }
        }
    }
}
