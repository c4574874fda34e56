// SPDX-License-Identifier: Apache-2.0
//
// How a session's streams tell their delegate what happened: on the run loop they are scheduled in.

import Dispatch
import Foundation

/// Delivers a stream's events to its delegate on the run loop the app scheduled the stream in, later, never
/// inside the call that caused them (as `NSStream` does; guide listing 8-1 schedules both streams in the current
/// run loop).
///
/// A stream scheduled in the main run loop gets its events on the main queue (which the main run loop serves, in
/// apps and in tests alike); one scheduled in another thread's run loop gets them there, in the mode it named. An
/// unscheduled stream delivers nothing: the app polls it. Each event kind waits at most once: a second
/// `hasBytesAvailable` before the first is delivered is the same news. Thread-safe.
final class StreamEventDelivery: @unchecked Sendable {
    private struct Scheduling {
        let runLoop: RunLoop
        let mode: RunLoop.Mode
    }

    /// A value handed to another thread; its objects are only used there or under their own locks.
    private struct Handoff: @unchecked Sendable {
        let body: () -> Void
    }

    private let lock = NSLock()
    private var schedulings: [Scheduling] = []
    private var waiting: Set<UInt> = []

    /// Adds `runLoop` in `mode` to where events go.
    func schedule(in runLoop: RunLoop, forMode mode: RunLoop.Mode) {
        lock.withLock {
            if !schedulings.contains(where: { $0.runLoop === runLoop && $0.mode == mode }) {
                schedulings.append(Scheduling(runLoop: runLoop, mode: mode))
            }
        }
    }

    /// Removes `runLoop` in `mode`.
    func remove(from runLoop: RunLoop, forMode mode: RunLoop.Mode) {
        lock.withLock { schedulings.removeAll { $0.runLoop === runLoop && $0.mode == mode } }
    }

    /// Whether `event` waits to be delivered.
    func isWaiting(_ event: Stream.Event) -> Bool {
        lock.withLock { waiting.contains(event.rawValue) }
    }

    /// Queues `event` for `stream`'s delegate, unless the same event already waits or the stream is not
    /// scheduled. `stillWanted` is asked on delivery (a stream closed meanwhile delivers nothing more).
    func post(_ event: Stream.Event, for stream: Stream, stillWanted: @escaping () -> Bool) {
        let target = lock.withLock { () -> Scheduling? in
            guard let first = schedulings.first, !waiting.contains(event.rawValue) else { return nil }
            waiting.insert(event.rawValue)
            return first
        }
        guard let target else { return }
        let delivery = Handoff { [weak stream] in
            self.lock.withLock { _ = self.waiting.remove(event.rawValue) }
            guard let stream, stillWanted() else { return }
            stream.delegate?.stream(stream, handle: event)
        }
        if target.runLoop === RunLoop.main {
            DispatchQueue.main.async { delivery.body() }
        } else {
            // A timer due now wakes a sleeping run loop (Foundation on Linux has no CFRunLoopWakeUp, and a
            // `perform` block waits for the loop's next pass). It is added from a global queue: added from the
            // app's main thread, UIKit's process hooks would move a Foundation timer onto the device's clock.
            let runLoop = Handoff { [target] in
                let timer = Timer(fire: Date(), interval: 0, repeats: false) { _ in delivery.body() }
                target.runLoop.add(timer, forMode: target.mode)
            }
            DispatchQueue.global().async { runLoop.body() }
        }
    }
}
