// SPDX-License-Identifier: Apache-2.0

import Foundation
import QuartzCore
import Testing
import GoldenImages

/// Building a snapshot on several threads (`RenderTreeBuilder+Parallel.swift`): the nodes are those one thread
/// builds, in the same order; runs holding layers a worker may not visit are built by the calling thread; and no
/// layer code runs anywhere else.
@Suite("Parallel snapshot building", .freshLayerEnvironment)
struct ParallelSnapshotBuildTests {
    static let viewport = CGRect(x: 0, y: 0, width: 640, height: 960)

    /// Everything the painter and the damage tracker read of a node, as text.
    private static func describe(_ n: RenderNode) -> String {
        let layer = ObjectIdentifier(n.layer).hashValue, image = n.image.map { ObjectIdentifier($0).hashValue }
        return "\(layer) depth \(n.depth) parent \(n.parent) end \(n.end) \(n.role) t \(n.transform) "
            + "exact \(n.exactTransform) visible \(n.isVisible) subs \(n.hasVisibleSublayers) clip \(n.clip) "
            + "footprint \(n.footprint) cull \(n.cull) child \(n.childClip) outer \(n.outerClip) "
            + "shadows \(n.shadows) blit \(String(describing: n.blit)) image \(String(describing: image)) "
            + "position \(n.props.position) opacity \(n.props.opacity) z \(n.props.zPosition) "
            + "animated \(n.drawsWhileAnimated) opaque \(n.hasOpaqueAnimation)"
    }

    /// The snapshot of `root` at `time`, built on `threads` threads.
    private static func snapshot(_ root: CALayer, at time: CFTimeInterval, threads: Int,
                                 statistics: SnapshotBuildStatistics? = nil) -> [RenderNode]
    {
        var builder = RenderTreeBuilder(time: time, viewport: viewport, snapScale: 2)
        builder.threads = threads
        builder.statistics = statistics
        return builder.build(root, placement: .inParent(nil), base: CGAffineTransform(scaleX: 2, y: 2))
    }

    @Test("A snapshot built on N threads is node for node the one built on one thread")
    func sameNodes() {
        Scene.build { _ in
            let root = ParallelScene.sprites.build()
            for time in [0, 0.1, 0.37] {
                let one = Self.snapshot(root, at: time, threads: 1).map(Self.describe)
                #expect(one.count > 300)
                for threads in [2, 3, 8] {
                    let statistics = SnapshotBuildStatistics()
                    let many = Self.snapshot(root, at: time, threads: threads, statistics: statistics)
                    #expect(many.map(Self.describe) == one, "\(threads) threads at \(time)")
                    // Without runs built by workers the comparison proves nothing; the shape layer, the masked
                    // layer and the animated layer with a drawing delegate each send their run back.
                    #expect(statistics.workerRuns > 0, "\(threads) threads")
                    #expect(statistics.fallbackRuns == 3, "\(threads) threads")
                }
            }
        }
    }

    @Test("One thread, or a layer with few sublayers, builds everything on the calling thread")
    func smallTreesStayOnOneThread() {
        Scene.build { _ in
            let root = Scene.root(320, 480)
            for i in 0..<(RenderTreeBuilder.minimumSplitSublayers - 1) {
                root.addSublayer(Scene.layer(CGRect(x: i, y: i, width: 10, height: 10), Scene.red))
            }
            let statistics = SnapshotBuildStatistics()
            _ = Self.snapshot(root, at: 0, threads: 4, statistics: statistics)
            #expect(statistics.workerRuns == 0 && statistics.fallbackRuns == 0)
            root.addSublayer(Scene.layer(CGRect(x: 0, y: 0, width: 10, height: 10), Scene.red))
            _ = Self.snapshot(root, at: 0, threads: 1, statistics: statistics)
            #expect(statistics.workerRuns == 0 && statistics.fallbackRuns == 0)
            _ = Self.snapshot(root, at: 0, threads: 4, statistics: statistics)
            #expect(statistics.workerRuns > 0)
        }
    }

    /// A layer class with app code the build may call: the default value of an animated custom key.
    private final class ProgressLayer: CALayer, @unchecked Sendable {
        nonisolated(unsafe) static var askers: Set<UInt> = []
        static let lock = NSLock()
        override class func defaultValue(forKey key: String) -> Any? {
            if key == "progress" { lock.withLock { _ = askers.insert(UInt(pthread_self())) } }
            return super.defaultValue(forKey: key)
        }
    }

    @Test("Layer code the build calls (layer classes, delegates) runs only on the calling thread")
    func layerCodeStaysOnCallingThread() {
        Scene.build { _ in
            let root = Scene.root(320, 480)
            let delegate = ParallelCompositingTests.ThreadRecordingDelegate()
            for i in 0..<400 {
                let frame = CGRect(x: i % 300, y: i % 460, width: 12, height: 12)
                let layer = i % 50 == 7 ? ProgressLayer() : Scene.layer(frame, Scene.blue)
                layer.frame = frame
                let animation = CABasicAnimation(keyPath: i % 50 == 7 ? "progress" : "opacity")
                animation.fromValue = 0.2
                animation.toValue = 1
                animation.duration = 1
                // A view-like layer asked whether it draws: animated, or a plain colour with no contents.
                // (Sparse: the runs between them are built by workers.)
                if i % 100 != 33 { layer.add(animation, forKey: "a") }
                if i % 100 == 3 || i % 100 == 33 { layer.delegate = delegate }
                root.addSublayer(layer)
            }
            Scene.startAnimations()
            let me = UInt(pthread_self())
            let statistics = SnapshotBuildStatistics()
            for frame in 0..<3 { _ = Self.snapshot(root, at: Double(frame) / 10, threads: 4, statistics: statistics) }
            #expect(statistics.workerRuns > 0)
            #expect(!delegate.threads.isEmpty && delegate.threads.isSubset(of: [me]))
            let askers = ProgressLayer.lock.withLock { ProgressLayer.askers }
            #expect(!askers.isEmpty && askers.isSubset(of: [me]))
        }
    }
}
