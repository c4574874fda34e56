// SPDX-License-Identifier: Apache-2.0

/// The backing stores of `drawsAsynchronously` layers drawn during one display pass: their `draw(in:)` calls are
/// recorded on the pass's thread, then the recordings are played into pixels on the render workers at once, and
/// each layer gets its new contents before the frame is snapshotted.
///
/// This is how Touchstone draws backing stores in parallel while app drawing code keeps to the thread that runs
/// the display pass (UIKit's main thread): the calls into the app (`draw(in:)`, a view's `draw(_:)`) happen there,
/// in the usual order; only the rasterising moves. The pixels are those of drawing directly (a recording plays the
/// same Cairo operations), and a frame shows the new contents exactly when it would have without the flag. Layers
/// are given their images in the order they were drawn.
///
/// A display outside a pass (an app calling `display()` itself) draws directly, as if the flag were off.
///
/// A pass is used only by the thread that runs it (a task-local value), hence `@unchecked Sendable`.
package final class DeferredDisplay: @unchecked Sendable {
    /// The pass being collected on this thread, if any.
    @TaskLocal package static var current: DeferredDisplay?

    private var recorded: [(layer: CALayer, context: CGContext)] = []

    private init() {}

    /// Runs `body` (a display pass) collecting the recordings of the layers it displays, then plays them on up
    /// to `threads` threads and hands each layer its image. Returns how many layers were drawn this way.
    @discardableResult
    package static func collect(threads: Int, _ body: () -> Void) -> Int {
        let pass = DeferredDisplay()
        $current.withValue(pass) { body() }
        pass.finish(threads: threads)
        return pass.recorded.count
    }

    /// Takes `context`, a recording of `layer`'s drawing, for the end of the pass.
    package func add(_ layer: CALayer, _ context: CGContext) {
        recorded.append((layer, context))
    }

    private func finish(threads: Int) {
        guard !recorded.isEmpty else { return }
        let images = ImageSlots(count: recorded.count)
        let participants = min(max(1, threads), recorded.count, RenderWorkerPool.maximumThreads)
        let queue = WorkQueue(next: 0, end: recorded.count)
        let contexts = recorded.map(\.context)
        RenderWorkerPool.shared.run(participants: participants) { _ in
            while let k = queue.take() { images.set(k, contexts[k].playRecording()) }
        }
        for (k, entry) in recorded.enumerated() { entry.layer.finishDisplay(with: images.get(k)) }
    }
}

/// One image per recording, each slot written by exactly one thread; read after the job has returned (the worker
/// pool's lock orders the writes before the reads).
private final class ImageSlots: @unchecked Sendable {
    private let slots: UnsafeMutablePointer<CGImage?>
    private let count: Int

    init(count: Int) {
        self.count = count
        slots = .allocate(capacity: count)
        slots.initialize(repeating: nil, count: count)
    }

    deinit {
        slots.deinitialize(count: count)
        slots.deallocate()
    }

    func set(_ k: Int, _ image: CGImage?) { slots[k] = image }

    func get(_ k: Int) -> CGImage? { slots[k] }
}
