// SPDX-License-Identifier: Apache-2.0

import Dispatch
import Foundation

/// Where the audio engine reads time, and how it asks to be woken when a sound ends.
///
/// The engine's mixer advances only by this clock, never by wall time: an app's engine reads the host clock the
/// runtime hands it (UIKit's `AppRuntime` binds one per device and renders each run-loop turn), tests drive a
/// ``ManualAudioClock``, and code outside any app gets a ``SystemAudioClock``.
package protocol AudioClock: AnyObject, Sendable {
    /// Seconds on the clock's time base (monotonic, never going back).
    var now: Double { get }
    /// Asks the clock to call `wake` once ``now`` reaches `time`. A clock whose owner renders the engine often
    /// enough (a runtime that pumps it every turn) may ignore the request; stale requests are harmless, because
    /// the engine only renders up to ``now``.
    func requestWakeup(at time: Double, _ wake: @escaping @Sendable () -> Void)
}

/// A clock that moves only when its owner advances it: the engine's time in tests.
///
/// ``advance(by:)`` steps to each requested wakeup in order, setting ``now`` to its time and calling it, so a sound
/// that ends inside the step finishes at its own time.
package final class ManualAudioClock: AudioClock, @unchecked Sendable {
    private let lock = NSLock()
    private var time: Double
    private var wakeups: [(time: Double, wake: @Sendable () -> Void)] = []

    /// A clock reading `start` seconds.
    package init(start: Double = 0) { time = start }

    package var now: Double { lock.withLock { time } }

    package func requestWakeup(at time: Double, _ wake: @escaping @Sendable () -> Void) {
        lock.withLock { wakeups.append((time, wake)) }
    }

    /// Moves the clock forward by `seconds` (ignored unless finite and positive), calling each wakeup due on the
    /// way at its own time.
    package func advance(by seconds: Double) {
        guard seconds.isFinite, seconds > 0 else { return }
        let end = now + seconds
        while true {
            let next: (time: Double, wake: @Sendable () -> Void)? = lock.withLock {
                guard let index = wakeups.indices.min(by: { wakeups[$0].time < wakeups[$1].time }),
                      wakeups[index].time <= end else { return nil }
                let due = wakeups.remove(at: index)
                time = max(time, due.time)
                return due
            }
            guard let next else { break }
            next.wake()
        }
        lock.withLock { time = end }
    }
}

/// The process's clock when no app runtime is bound: `ProcessInfo.systemUptime` (which follows the host clock in
/// app code on a headless device) and wakeups on the main queue with `asyncAfter`.
package final class SystemAudioClock: AudioClock {
    package init() {}

    package var now: Double { ProcessInfo.processInfo.systemUptime }

    package func requestWakeup(at time: Double, _ wake: @escaping @Sendable () -> Void) {
        let delay = max(0, time - now)
        DispatchQueue.main.asyncAfter(deadline: .now() + delay) { wake() }
    }
}

/// A clock read through a closure: the runtime's host clock. The runtime renders the engine every run-loop turn
/// (and counts ``AudioEngine/nextWakeup`` when it decides when it next needs one), so wakeup requests are ignored.
package final class HostBoundAudioClock: AudioClock, @unchecked Sendable {
    private let read: () -> Double

    /// A clock that reads `read`, the host clock's seconds.
    package init(_ read: @escaping () -> Double) { self.read = read }

    package var now: Double { read() }

    package func requestWakeup(at time: Double, _ wake: @escaping @Sendable () -> Void) {}
}
