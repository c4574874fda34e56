// SPDX-License-Identifier: Apache-2.0

/// A one-shot callback on the device's clock, for UIKit's own timing (gesture recognizers' delays, delayed
/// performs): it fires from the running app's timer queue, in order with app timers, so a headless device runs it
/// deterministically. Outside a running app (no `UIApplicationMain` or headless device) it falls back to a
/// Foundation timer on the main run loop.
///
/// Apps use Foundation's `Timer`, which the runtime also fires on the device's clock (``FoundationHooks``).
@MainActor
package final class DeviceTimer {
    /// What firing does; released when the timer fires or is invalidated.
    private var block: (@MainActor (DeviceTimer) -> Void)?
    private let fireTime: Double
    private var token: Int?
    private var fallback: Foundation.Timer?

    /// A timer, not yet scheduled, that fires `interval` seconds after now (at once for non-finite or negative
    /// intervals).
    package init(timeInterval interval: TimeInterval, block: @escaping @MainActor (DeviceTimer) -> Void) {
        self.block = block
        self.fireTime = DeviceTimer.clockNow + max(0, interval.isFinite ? interval : 0)
    }

    /// Creates and schedules a timer.
    @discardableResult
    package static func scheduledTimer(withTimeInterval interval: TimeInterval,
                                       block: @escaping @MainActor (DeviceTimer) -> Void) -> DeviceTimer
    {
        let timer = DeviceTimer(timeInterval: interval, block: block)
        timer.schedule()
        return timer
    }

    /// Stops the timer from ever firing.
    package func invalidate() {
        block = nil
        if let token { DeviceTimer.queue?.cancel(token) }
        token = nil
        fallback?.invalidate()
        fallback = nil
    }

    /// Puts the timer on the device's timer queue (or Foundation's run loop when no app runs).
    package func schedule() {
        guard block != nil else { return }
        if let queue = DeviceTimer.queue {
            // The queue retains the timer until it fires or is invalidated, as a run loop retains its timers.
            token = queue.schedule(at: fireTime) { self.fire() }
        } else {
            let delay = max(0, fireTime - DeviceTimer.clockNow)
            fallback = Foundation.Timer.scheduledTimer(withTimeInterval: delay, repeats: false) { _ in
                MainActor.assumeIsolated { self.fire() }
            }
        }
    }

    private func fire() {
        token = nil
        fallback = nil
        let action = block
        block = nil
        action?(self)
    }

    private static var queue: TimerQueue? { UIApplication.sharedIfPresent?.runtime?.timers }
    private static var clockNow: Double { UIApplication.sharedIfPresent?.runtime?.host.clock.now ?? CACurrentMediaTime() }
}
