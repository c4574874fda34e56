// SPDX-License-Identifier: Apache-2.0

/// The screen's auto-lock (guide §2.1.2): with no touches for ``dimDelay`` seconds the screen dims, and after
/// ``offDelay`` it turns off, unless `UIApplication.isIdleTimerDisabled`. A touch wakes the screen (that touch is
/// not delivered, as on a device). Times are host-clock seconds.
@MainActor
package final class IdleTimer {
    package enum ScreenState: Equatable, Sendable { case on, dimmed, off }

    /// Seconds of inactivity before dimming (iPhone OS's one-minute auto-lock, less its dimming period).
    package var dimDelay: Double = 50
    /// Seconds of inactivity before the screen turns off.
    package var offDelay: Double = 60
    package var isDisabled = false
    private var lastActivity: Double = 0
    /// The host time of the last touch (0 before any).
    package var lastActivityTime: Double { lastActivity }

    /// The screen state at `time`.
    package func state(at time: Double) -> ScreenState {
        if isDisabled { return .on }
        let idle = time - lastActivity
        return idle >= offDelay ? .off : idle >= dimDelay ? .dimmed : .on
    }

    /// Records a touch at `time` (which wakes a dimmed or dark screen).
    package func noteActivity(at time: Double) { lastActivity = max(lastActivity, time) }
}
