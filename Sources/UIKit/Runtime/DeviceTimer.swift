// SPDX-License-Identifier: Apache-2.0

/// A one-shot or repeating callback on the device's clock, for UIKit's own timing (gesture recognizers' delays,
/// delayed performs): it fires from the running app's timer queue, in order with app timers, so a headless
/// device runs it deterministically. Outside a running app (no `UIApplicationMain` or headless device) it falls
/// back to a Foundation timer on the main run loop.
///
/// Apps use Foundation's `Timer`, which the runtime also fires on the device's clock (``FoundationHooks``).
@MainActor
package final class DeviceTimer {
    /// Seconds between firings of a repeating timer (0 for a one-shot).
    package let timeInterval: TimeInterval
    private let repeats: Bool
    /// What firing does; released when the timer is invalidated.
    private var block: (@MainActor (DeviceTimer) -> Void)?
    private var fireTime: Double
    private var token: Int?
    private var fallback: Foundation.Timer?
    private var valid = true

    /// A timer, not yet scheduled, that fires `interval` seconds after now (and every `interval` seconds after
    /// that when `repeats`). Non-finite intervals fire at once; a repeating timer's interval is at least 0.1 ms.
    package init(timeInterval interval: TimeInterval, repeats: Bool, block: @escaping @MainActor (DeviceTimer) -> Void) {
        self.timeInterval = repeats ? max(0.0001, interval.isFinite ? interval : 0.0001) : 0
        self.repeats = repeats
        self.block = block
        self.fireTime = DeviceTimer.clockNow + max(0, interval.isFinite ? interval : 0)
    }

    /// Creates and schedules a timer.
    @discardableResult
    package static func scheduledTimer(withTimeInterval interval: TimeInterval, repeats: Bool,
                                       block: @escaping @MainActor (DeviceTimer) -> Void) -> DeviceTimer
    {
        let timer = DeviceTimer(timeInterval: interval, repeats: repeats, block: block)
        timer.schedule()
        return timer
    }

    /// Whether the timer will still fire.
    package var isValid: Bool { valid }

    /// Stops the timer from ever firing again.
    package func invalidate() {
        valid = false
        block = nil
        if let token { DeviceTimer.queue?.cancel(token) }
        token = nil
        fallback?.invalidate()
        fallback = nil
    }

    /// Puts the timer on the device's timer queue (or Foundation's run loop when no app runs).
    package func schedule() {
        guard valid else { return }
        if let token { DeviceTimer.queue?.cancel(token) }
        fallback?.invalidate()
        if let queue = DeviceTimer.queue {
            // The queue retains the timer until it fires or is invalidated, as a run loop retains its timers.
            token = queue.schedule(at: fireTime) { self.fireScheduled() }
        } else {
            let delay = max(0, fireTime - DeviceTimer.clockNow)
            fallback = Foundation.Timer.scheduledTimer(withTimeInterval: delay, repeats: false) { _ in
                MainActor.assumeIsolated { self.fireScheduled() }
            }
        }
    }

    private func fireScheduled() {
        token = nil
        fallback = nil
        guard valid else { return }
        block?(self)
        guard valid else { return }
        if repeats {
            // Skip missed firings rather than bursting (Foundation's behaviour).
            let now = DeviceTimer.clockNow
            repeat { fireTime += timeInterval } while fireTime <= now
            schedule()
        } else {
            valid = false
            block = nil
        }
    }

    private static var queue: TimerQueue? { UIApplication.sharedIfPresent?.runtime?.timers }
    private static var clockNow: Double { UIApplication.sharedIfPresent?.runtime?.host.clock.now ?? CACurrentMediaTime() }
}
