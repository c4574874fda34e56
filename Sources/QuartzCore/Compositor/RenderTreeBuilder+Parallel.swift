// SPDX-License-Identifier: Apache-2.0

import Foundation

/// Building a snapshot on several threads: the subtrees under a layer with many sublayers (a screen of moving
/// sprites, a long list) are cut into runs of consecutive siblings, each built by whichever thread of
/// ``RenderWorkerPool`` is free into a buffer of its own, then appended in drawing order — the same nodes, in the
/// same order, as one thread builds.
///
/// **What a worker reads.** A subtree's nodes depend only on its layers and the parent's node, which each buffer
/// starts with a copy of. The compositor's thread waits in the job meanwhile, so nobody changes the tree. A worker
/// visits only plain `CALayer`s with neither a mask nor a delegate: evaluating their animations reads only the
/// layer and its own animation copies. Anything else — layer subclasses (their class methods and content hooks
/// may be app code), masks, a layer whose delegate (a view) would be asked whether it draws — makes the worker give
/// up on that run, which the compositor's thread then builds itself, in order. A render server's mirror layers
/// have no delegates, so there only subclasses and masks fall back.
extension RenderTreeBuilder {
    /// A layer needs at least this many sublayers before its subtrees are split across threads: below it, waking
    /// the workers costs more than they save (measured with `touchstone-bench`'s ramp; see docs/ARCHITECTURE.md).
    package static var minimumSplitSublayers: Int { 96 }
    /// The fewest sublayers a worker takes at once.
    static var minimumRunLength: Int { 24 }

    /// Whether the `count` sublayers of the layer with `node` are built on several threads: enough of them, and a
    /// parent whose sublayers are placed the ordinary way (not flattened, replicated or under a transform layer).
    static func splits(_ count: Int, under node: RenderNode) -> Bool {
        count >= minimumSplitSublayers && node.role == .plain && node.transformLayer == nil
    }

    /// Whether a render worker may build `layer`'s node: see the type's notes.
    static func isWorkerSafe(_ layer: CALayer) -> Bool {
        type(of: layer) == CALayer.self && layer.mask == nil && layer.delegate == nil
    }

    /// Builds the subtrees of `children` (sublayers of node `parent`, in stack order: the front-most first) and
    /// appends their nodes to `nodes` in drawing order, on up to ``threads`` threads.
    func buildInParallel(_ children: [Pending], parent: Int, into nodes: inout [RenderNode], root: RootPlacement) {
        let ordered = Array(children.reversed())
        let runCount = max(1, min(threads * 4, ordered.count / Self.minimumRunLength))
        let runs = (0..<runCount).map { k in (ordered.count * k / runCount)..<(ordered.count * (k + 1) / runCount) }
        let parentNode = nodes[parent]
        let results = RunResults(count: runCount)
        let queue = WorkQueue(next: 0, end: runCount)
        var worker = self
        worker.threads = 1
        RenderWorkerPool.shared.run(participants: min(threads, runCount)) { _ in
            while let k = queue.take() {
                // Local index 0 is the parent's copy; the run's layers hang from it.
                var local = [parentNode]
                local.reserveCapacity(runs[k].count + 1)
                var stack = runs[k].reversed().map { i in
                    var item = ordered[i]
                    item.parent = 0
                    return item
                }
                if worker.visit(&stack, into: &local, root: root, rootProps: nil, mode: .worker) {
                    results.store(local, at: k)
                }
            }
        }
        for k in 0..<runCount {
            guard let local = results.take(k) else {
                // A layer a worker may not visit: this run is built here.
                statistics?.fallbackRuns += 1
                var stack = Array(ordered[runs[k]].reversed())
                visit(&stack, into: &nodes, root: root, rootProps: nil, mode: .serial)
                continue
            }
            statistics?.workerRuns += 1
            if local[0].hasVisibleSublayers { nodes[parent].hasVisibleSublayers = true }
            // Local index j lands at `offset + j`.
            let offset = nodes.count - 1
            nodes.append(contentsOf: local[1...])
            for j in (offset + 1)..<nodes.count {
                nodes[j].parent = nodes[j].parent == 0 ? parent : nodes[j].parent + offset
            }
        }
    }
}

extension Array {
    /// Makes room for `count` more elements at once, growing geometrically: pushing a layer's thousand sublayers
    /// one by one reallocated the stack ten times a frame.
    mutating func reserveRoom(for count: Int) {
        guard count > 8, capacity < self.count + count else { return }
        reserveCapacity(Swift.max(2 * capacity, self.count + count))
    }
}

/// What a snapshot build did, for tests and statistics (filled on the building thread).
package final class SnapshotBuildStatistics {
    /// Runs of sibling subtrees built by render workers (see `RenderTreeBuilder+Parallel.swift`).
    package var workerRuns = 0
    /// Runs a worker gave up on, built by the compositor's thread instead.
    package var fallbackRuns = 0

    package init() {}
}

/// The node buffers of a parallel build's runs, filled by whichever threads built them.
private final class RunResults: @unchecked Sendable {
    private let lock = NSLock()
    private var buffers: [[RenderNode]?]

    init(count: Int) { buffers = Array(repeating: nil, count: count) }

    func store(_ nodes: [RenderNode], at k: Int) {
        lock.lock()
        buffers[k] = nodes
        lock.unlock()
    }

    /// Run `k`'s nodes, handed over (nil when its worker gave up).
    func take(_ k: Int) -> [RenderNode]? {
        lock.lock()
        defer { lock.unlock() }
        return buffers[k].take()
    }
}
