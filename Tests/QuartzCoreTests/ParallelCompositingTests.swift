// SPDX-License-Identifier: Apache-2.0

import Foundation
import QuartzCore
import Testing
import GoldenImages

/// Parallel compositing (issue 22, `Compositor+Parallel.swift`): frames painted in bands on several threads are
/// byte for byte those of the single-threaded path, and the pieces behind it behave as documented.
@Suite("Parallel compositing", .freshLayerEnvironment)
struct ParallelCompositingTests {
    /// Renders `scene` for 6 frames (a full frame, then 5 changes) with 1 and with `threads` threads; returns the
    /// frames that differ and the band counts of the threaded compositor.
    private static func compare(_ scene: ParallelScene, threads: Int) -> (mismatches: [Int], bands: [Int]) {
        Scene.build { _ in
            let single = scene.build(), parallel = scene.build()
            let one = Compositor(pixelWidth: 640, pixelHeight: 960, scale: 2, rootLayer: single)!
            let many = Compositor(pixelWidth: 640, pixelHeight: 960, scale: 2, rootLayer: parallel)!
            one.renderThreadCount = 1
            many.renderThreadCount = threads
            var mismatches: [Int] = [], bands: [Int] = []
            for frame in 0..<6 {
                if frame > 0 {
                    scene.step(single, frame)
                    scene.step(parallel, frame)
                }
                let a = one.renderFrame(at: Double(frame) / 60)
                let b = many.renderFrame(at: Double(frame) / 60)
                #expect(a.damage == b.damage, "\(scene.name), frame \(frame): damage differs")
                #expect(one.lastFrameBandCount == 0)
                bands.append(many.lastFrameBandCount)
                let x = one.framebufferBytes, y = many.framebufferBytes
                if x != y {
                    mismatches.append(frame)
                    let stride = one.framebuffer.bytesPerRow
                    let rows = Set(x.indices.filter { x[$0] != y[$0] }.map { $0 / stride }).sorted()
                    print("ParallelCompositingTests: \(scene.name) frame \(frame): rows \(rows.first!)...\(rows.last!) (\(rows.count)) bands \(many.lastFrameBands.map { "\($0.minY)-\($0.maxY)" }) damage \(a.damage)")
                }
            }
            return (mismatches, bands)
        }
    }

    @Test("Frames painted on 1 and on N threads are byte-identical", arguments: ParallelScene.all)
    func identicalFrames(_ scene: ParallelScene) {
        for threads in [2, 3, 8] {
            let (mismatches, bands) = Self.compare(scene, threads: threads)
            #expect(mismatches.isEmpty, "\(scene.name), \(threads) threads: frames \(mismatches) differ")
            // The first frame repaints everything: it must have been cut into bands (else the test proves nothing).
            #expect(bands[0] > 1, "\(scene.name), \(threads) threads: the full frame was not split (\(bands))")
        }
    }

    /// A delegate that notes which threads ask whether it draws (UIKit's views answer on the main actor only).
    final class ThreadRecordingDelegate: CALayerDelegate, @unchecked Sendable {
        private let lock = NSLock()
        private var askers: Set<UInt> = []
        var threads: Set<UInt> { lock.withLock { askers } }
        var implementsDraw: Bool {
            lock.withLock { _ = askers.insert(UInt(pthread_self())) }
            return true
        }
    }

    @Test("Layer code (a delegate asked whether it draws) only runs on the compositor's thread, even at a band edge",
)
    func delegateAskedOnCompositorThreadOnly() {
        Scene.build { _ in
            let root = ParallelScene.grid.build()
            let delegate = ThreadRecordingDelegate()
            // An animated layer without contents whose area ends where an even 4-way split would cut (row 240).
            let animated = Scene.layer(CGRect(x: 0, y: 20, width: 320, height: 100), Scene.green)
            animated.delegate = delegate
            root.addSublayer(animated)
            let fade = CABasicAnimation(keyPath: "opacity")
            fade.fromValue = 1
            fade.toValue = 0.5
            fade.duration = 10
            animated.add(fade, forKey: "fade")
            // An image fading over the whole screen, so every band paints it: its delegate draws too (a UIKit
            // image view over a drawing view, say), yet only the snapshot's builder may ask.
            let picture = ParallelScene.imageLayer(CGRect(x: 40, y: 0, width: 200, height: 480),
                                                   ParallelScene.card(200, 480, hue: 0.3))
            picture.delegate = delegate
            root.addSublayer(picture)
            picture.add(fade.copy() as! CAAnimation, forKey: "fade")
            Scene.startAnimations()
            let compositor = Compositor(pixelWidth: 640, pixelHeight: 960, scale: 2, rootLayer: root)!
            compositor.renderThreadCount = 2
            let me = UInt(pthread_self())
            for frame in 0..<4 {
                compositor.setNeedsFullRedraw()
                compositor.renderFrame(at: Double(frame) / 60)
                #expect(compositor.lastFrameBandCount > 1)
            }
            #expect(delegate.threads.isSubset(of: [me]), "asked on \(delegate.threads.count) threads")
        }
    }

    @Test("TOUCHSTONE_RENDER_THREADS: a number, 'all', or every core when unset or unreadable")
    func threadCountSetting() {
        #expect(RenderWorkerPool.threadCount(setting: nil, cores: 2) == 2)
        #expect(RenderWorkerPool.threadCount(setting: nil, cores: 0) == 1)
        #expect(RenderWorkerPool.threadCount(setting: "all", cores: 8) == 8)
        #expect(RenderWorkerPool.threadCount(setting: "1", cores: 8) == 1)
        #expect(RenderWorkerPool.threadCount(setting: " 3 ", cores: 2) == 3)
        #expect(RenderWorkerPool.threadCount(setting: "1000", cores: 2) == RenderWorkerPool.maximumThreads)
        #expect(RenderWorkerPool.threadCount(setting: "all", cores: 500) == RenderWorkerPool.maximumThreads)
        for junk in ["0", "-2", "two", ""] {
            #expect(RenderWorkerPool.threadCount(setting: junk, cores: 4) == 4, "\(junk)")
        }
    }

    @Test("A small repaint stays on one thread")
    func smallDamageSingleThreaded() {
        Scene.build { _ in
            let root = Scene.root(320, 480)
            let dot = Scene.layer(CGRect(x: 10, y: 10, width: 20, height: 20), Scene.red)
            root.addSublayer(dot)
            let compositor = Compositor(pixelWidth: 640, pixelHeight: 960, scale: 2, rootLayer: root)!
            compositor.renderThreadCount = 4
            compositor.renderFrame(at: 0)
            #expect(compositor.lastFrameBandCount > 1)
            dot.position.x += 5
            let result = compositor.renderFrame(at: 0)
            #expect(result.changed)
            #expect(compositor.lastFrameBandCount == 0)
        }
    }

    /// Whether two rectangles share pixels (touching edges do not).
    private static func overlap(_ a: CGRect, _ b: CGRect) -> Bool {
        a.minX < b.maxX && b.minX < a.maxX && a.minY < b.maxY && b.minY < a.maxY
    }

    @Test("Bands cover the damage exactly, never cut an uncuttable area, and mark main-only ones")
    func partitionRules() {
        let damage = [CGRect(x: 0, y: 0, width: 640, height: 960)]
        let rotated = CGRect(x: 100, y: 200, width: 300, height: 300)
        let masked = CGRect(x: 0, y: 800, width: 50, height: 50)
        let p = BandPartition(damage: damage, pieces: 4, uncuttable: [rotated], mainOnly: [masked])
        #expect(p.bands.count >= 3)
        let area = p.bands.reduce(CGFloat(0)) { $0 + $1.rect.width * $1.rect.height }
        #expect(area == CGFloat(640 * 960))
        for (i, a) in p.bands.enumerated() {
            #expect(a.rect.minY.rounded() == a.rect.minY && a.rect.height >= CGFloat(BandPartition.minimumBandRows))
            #expect(!(a.rect.minY > rotated.minY && a.rect.minY < rotated.maxY), "band \(i) cuts the rotated layer")
            #expect(a.mainOnly == a.rect.intersects(masked))
            for b in p.bands[(i + 1)...] { #expect(!Self.overlap(a.rect, b.rect)) }
        }
        // An uncuttable area covering the whole damage leaves one band.
        let whole = BandPartition(damage: damage, pieces: 4, uncuttable: damage, mainOnly: [])
        #expect(whole.bands.map(\.rect) == damage)
    }

    @Test("The worker pool runs each slot once per job, on distinct threads, job after job")
    func poolRunsEverySlot() {
        let pool = RenderWorkerPool.shared
        for participants in [1, 3, 2, 4] {
            let lock = NSLock()
            var slots: [Int] = [], threads = Set<String>()
            pool.run(participants: participants) { slot in
                let name = Thread.isMainThread ? "main" : "\(pthread_self())"
                lock.withLock {
                    slots.append(slot)
                    threads.insert(slot == 0 ? "caller" : name)
                }
            }
            #expect(slots.sorted() == Array(0..<participants))
            #expect(threads.count == participants)
        }
    }

    @Test("A non-positive thread count paints on the calling thread")
    func nonPositiveThreadCount() {
        Scene.build { _ in
            let root = Scene.root(320, 480)
            let compositor = Compositor(pixelWidth: 640, pixelHeight: 960, scale: 2, rootLayer: root)!
            compositor.renderThreadCount = -3
            compositor.renderFrame(at: 0)
            #expect(compositor.lastFrameBandCount == 0)
        }
    }
}
