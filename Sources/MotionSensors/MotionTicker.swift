// SPDX-License-Identifier: Apache-2.0
//
// Periodic motion updates on the host clock (docs/ARCHITECTURE.md, "Motion").

/// Calls its action every ``interval`` seconds of host time on a ``MotionClock``, from one interval after
/// ``start()`` until ``stop()``.
///
/// Firing times are the start plus whole multiples of the interval (no drift); changing the interval restarts the
/// count from the last firing. Each call receives the firing's host time, not the time the clock ran it: when the
/// clock runs a callback late (UIKit's timer queue runs each timer at most once per run-loop turn, 60 a second),
/// the ticker catches up with every firing due by then, so 100 Hz updates come 100 times a simulated second.
/// After a stall of more than ``maxCatchUp`` firings the rest are skipped, as a repeating timer skips missed
/// firings.
@MainActor
package final class MotionTicker {
    /// The shortest interval, seconds (100 Hz, the guide's hardware limit).
    nonisolated package static let minimumInterval = 0.01
    /// The most firings one late callback makes up for.
    nonisolated package static let maxCatchUp = 100
    /// How far past a firing's time counts as due.
    private static let slack = 1e-9

    private let clock: any MotionClock
    private let action: @MainActor (Double) -> Void
    private var anchor = 0.0
    private var count = 0
    private var token: Int?
    private var running = false

    /// Seconds between calls (at least ``minimumInterval``; NaN and infinite values are ignored); takes effect
    /// from the next call.
    package var interval: Double {
        didSet {
            interval = Self.clamped(interval, keeping: oldValue)
            guard running, interval != oldValue else { return }
            anchor += Double(count) * oldValue
            count = 0
            reschedule()
        }
    }

    /// A stopped ticker calling `action` every `interval` seconds on `clock`.
    package init(clock: any MotionClock, interval: Double, action: @escaping @MainActor (Double) -> Void) {
        self.clock = clock
        self.interval = Self.clamped(interval, keeping: Self.minimumInterval)
        self.action = action
    }

    /// `interval` raised to ``minimumInterval`` when shorter (zero and negative included); `fallback` when it is
    /// NaN or infinite.
    nonisolated package static func clamped(_ interval: Double, keeping fallback: Double) -> Double {
        guard interval.isFinite else { return fallback }
        return max(minimumInterval, interval)
    }

    /// Whether the ticker runs.
    package var isRunning: Bool { running }

    /// Starts calling the action, first one interval from now (a running ticker goes on as it was).
    package func start() {
        guard !running else { return }
        running = true
        anchor = clock.now
        count = 0
        reschedule()
    }

    /// Stops the calls.
    package func stop() {
        running = false
        if let token { clock.cancel(token) }
        token = nil
    }

    private var nextTime: Double { anchor + Double(count + 1) * interval }

    private func reschedule() {
        if let token { clock.cancel(token) }
        token = clock.schedule(at: nextTime) { [weak self] in self?.fire() }
    }

    private func fire() {
        token = nil
        var made = 0
        repeat {
            let time = nextTime
            count += 1
            made += 1
            action(time)
        } while running && token == nil && made < Self.maxCatchUp && nextTime <= clock.now + Self.slack
        guard running, token == nil else { return }
        if nextTime <= clock.now + Self.slack {
            count = max(count, Int(((clock.now + Self.slack - anchor) / interval).rounded(.down)))
        }
        reschedule()
    }
}
