// SPDX-License-Identifier: Apache-2.0

import CProcessHooks

/// Foundation `Timer`s that app code scheduled while this runtime was current: they fire from the runtime's timer
/// queue at their fire dates on the device's clock (``FoundationHooks``), instead of from the thread's run loop.
///
/// Apple's run-loop rules are kept: a one-shot timer fires once and is invalidated; a repeating timer fires at
/// its fire date, then at the next multiple of its interval after now (missed firings are skipped, not burst);
/// `invalidate()` stops it; setting `fireDate` moves it; adding it to a run loop again while scheduled changes
/// nothing else. The run-loop mode is not modelled: a timer added for any mode fires.
///
/// Unusable intervals follow Foundation's documented floor: an interval of 0, negative or NaN counts as 0.1 ms (a
/// NaN interval's NaN fire date means 0.1 ms from scheduling); an infinite interval or fire date never fires (the
/// timer stays valid until invalidated).
@MainActor
final class FoundationTimerQueue {
    /// One taken timer (a retained `CFRunLoopTimer`) and its place on the timer queue.
    private final class Entry {
        let timer: UnsafeMutableRawPointer
        var token: Int?

        init(_ timer: UnsafeMutableRawPointer) {
            self.timer = timer
            touchstone_timer_retain(timer)
        }

        deinit { touchstone_timer_release(timer) }
    }

    private let timers: TimerQueue
    private let clock: () -> Double
    private var entries: [UnsafeMutableRawPointer: Entry] = [:]

    /// Timers fire from `timers`; `clock` is the device's clock (host seconds).
    init(timers: TimerQueue, clock: @escaping () -> Double) {
        self.timers = timers
        self.clock = clock
    }

    /// How many Foundation timers are scheduled on the device.
    var count: Int { entries.count }

    /// Schedules `timer` (a Foundation timer's `CFRunLoopTimer`) for `fireDate` (seconds since 2001 on the
    /// clock app code reads); a timer already scheduled keeps one place, at its new date.
    func take(_ timer: UnsafeMutableRawPointer, fireDate: Double) {
        let entry = entries[timer] ?? Entry(timer)
        entries[timer] = entry
        schedule(entry, at: fireDate)
    }

    /// Moves a scheduled timer to `fireDate`; timers this queue does not hold are ignored.
    func reschedule(_ timer: UnsafeMutableRawPointer, fireDate: Double) {
        guard let entry = entries[timer] else { return }
        schedule(entry, at: fireDate)
    }

    /// Foundation's shortest timer interval (`scheduledTimer(withTimeInterval:…)`: "0.1 milliseconds").
    static let minimumInterval = 0.0001

    /// A repeating timer's interval as it fires: at least ``minimumInterval``, which NaN also becomes; infinity
    /// stays (the timer never fires again).
    static func repeatInterval(_ interval: Double) -> Double {
        interval.isNaN ? minimumInterval : max(interval, minimumInterval)
    }

    private func schedule(_ entry: Entry, at fireDate: Double) {
        if let token = entry.token { timers.cancel(token) }
        entry.token = nil
        let now = Date().timeIntervalSinceReferenceDate
        // A NaN fire date comes from a NaN interval (now + NaN): 0.1 ms from now, as for any interval below that.
        let date = fireDate.isNaN ? now + Self.minimumInterval : fireDate
        let hostTime = clock() + (date - now)
        // A timer whose date is infinitely far (an infinite interval) stays scheduled but never fires.
        guard hostTime.isFinite else { return }
        entry.token = timers.schedule(at: hostTime) { [weak self, entry] in
            self?.fire(entry)
        }
    }

    private func fire(_ entry: Entry) {
        entry.token = nil
        let timer = entry.timer
        guard touchstone_timer_is_valid(timer) != 0, let owner = touchstone_timer_owner(timer) else {
            return drop(entry)
        }
        let fireDate = touchstone_timer_fire_date(timer)
        let now = Date().timeIntervalSinceReferenceDate
        // A fire date moved later behind our back (the timer was created with a date in the future, then
        // rescheduled elsewhere) waits for that date.
        if fireDate > now + 1e-6 { return schedule(entry, at: fireDate) }
        let foundationTimer = Unmanaged<Timer>.fromOpaque(owner).takeUnretainedValue()
        foundationTimer.fire()  // one-shot timers invalidate themselves
        guard touchstone_timer_is_valid(timer) != 0 else { return drop(entry) }
        let interval = Self.repeatInterval(touchstone_timer_interval(timer))
        // The block may have set a new fire date (the reschedule hook has placed it); otherwise skip to the next
        // multiple of the interval after now.
        guard entry.token == nil else { return }
        guard interval.isFinite else {
            return touchstone_timer_set_fire_date_quietly(timer, Date.distantFuture.timeIntervalSinceReferenceDate)
        }
        var next = (fireDate.isNaN ? now : fireDate) + interval
        if next <= now { next += ((now - next) / interval).rounded(.down) * interval + interval }
        touchstone_timer_set_fire_date_quietly(timer, next)
        schedule(entry, at: next)
    }

    private func drop(_ entry: Entry) {
        if let token = entry.token { timers.cancel(token) }
        entries[entry.timer] = nil
    }
}
