// SPDX-License-Identifier: Apache-2.0

import Dispatch
import Foundation

/// Where an audio queue calls its callbacks and property listeners, in the order it asked: on a run loop in a
/// mode (when the loop turns), on a dispatch queue, or on the queue's internal thread (a private serial dispatch
/// queue) when the app passed no run loop, as Apple documents for `AudioQueueNewOutput`.
final class AudioQueueCallbackDelivery: @unchecked Sendable {
    enum Target {
        case runLoop(RunLoop, RunLoop.Mode)
        case dispatchQueue(DispatchQueue)
    }

    let target: Target
    private let lock = NSLock()
    private var pending: [() -> Void] = []

    /// Delivery at `target`, or on a new internal serial queue when it is nil.
    init(_ target: Target?) { self.target = target ?? .dispatchQueue(DispatchQueue(label: "AudioQueue callbacks")) }

    /// Runs `work` at the target after everything delivered before it.
    func deliver(_ work: @escaping () -> Void) {
        lock.withLock { pending.append(work) }
        let drain = CallbackHandoff { [self] in self.drain() }
        switch target {
        case .dispatchQueue(let queue):
            queue.async { drain.body() }
        case .runLoop(let runLoop, _) where runLoop === RunLoop.main:
            // The main queue runs when the main run loop turns; a Foundation timer added there would be moved onto
            // the device's clock by UIKit's process hooks.
            DispatchQueue.main.async { drain.body() }
        case .runLoop(let runLoop, let mode):
            // A timer due now wakes a sleeping run loop (Foundation on Linux has no CFRunLoopWakeUp).
            runLoop.add(Timer(fire: .distantPast, interval: 0, repeats: false) { _ in drain.body() }, forMode: mode)
        }
    }

    /// Runs what is pending, oldest first.
    private func drain() {
        while let work = lock.withLock({ pending.isEmpty ? nil : pending.removeFirst() }) { work() }
    }

    /// Waits until everything delivered so far ran, when the target is a dispatch queue (tests).
    func waitForDispatchQueue() {
        if case .dispatchQueue(let queue) = target { queue.sync {} }
    }
}

/// A closure handed to another thread.
struct CallbackHandoff: @unchecked Sendable {
    let body: () -> Void
    init(_ body: @escaping () -> Void) { self.body = body }
}
