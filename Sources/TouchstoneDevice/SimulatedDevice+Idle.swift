// SPDX-License-Identifier: Apache-2.0

import DeviceLink
import Foundation

/// An idle device sleeps (issue 19, "an idle device uses no CPU"): apps say when they next need a turn
/// (`nextTurn`), the device ticks only the apps that need one, and its own loop sleeps until the earliest time
/// anything needs it — an app's wake time, its own animations, the status bar's next minute, a watchdog or
/// life-cycle deadline — or until an app's link or the main queue (a control request) has something for it.
extension SimulatedDevice {
    /// The device time of the next tick the device needs with no input: `now` while the device animates (the zoom
    /// into or out of an app), its window's screen changed since the last tick (it presents it then) or an app
    /// needs every refresh (or is owed a tick); else the earliest of the ticking apps' wake times, the watchdog's
    /// and life-cycle deadlines (an awaited pong, a launch, the background allowance, a termination) and, while the
    /// home screen shows its own clock, the clock's next minute. Nil: nothing is scheduled, only input, a control
    /// request or an app's message wakes the device.
    public var nextWakeTime: Double? {
        let now = self.now
        if (screenNeedsRefresh && window != nil) || isAnimating(at: now) { return now }
        var wake = Double.infinity
        for session in sessions {
            if let time = session.nextTickTime(after: now) { wake = min(wake, time) }
            if let (_, sentAt) = session.awaitedPong { wake = min(wake, sentAt + watchdogLimit) }
            switch session.state {
            case .foreground where !session.launchFinished:
                wake = min(wake, session.launchedAt + launchLimit)
            case .background(let since):
                let allowance = session.backgroundTaskCount > 0 ? backgroundTaskLimit : backgroundAllowance
                wake = min(wake, since + allowance)
            case .terminating(let since):
                wake = min(wake, since + terminationLimit)
            default:
                break
            }
        }
        if foreground == nil, home.statusBarTime == nil { wake = min(wake, nextStatusBarMinute(after: now)) }
        return wake.isFinite ? max(now, wake) : nil
    }

    /// Whether the device's own screen moves at device time `time`: the zoom into or out of an app (with one more
    /// refresh for its last frame).
    func isAnimating(at time: Double) -> Bool {
        guard let zoom = home.zoom else { return false }
        return time - zoom.start < HomeScreen.Zoom.duration + refreshInterval
    }

    /// The device time at which the home screen's clock (hours and minutes) next changes.
    func nextStatusBarMinute(after time: Double) -> Double {
        let date = (home.startDate ?? Date(timeIntervalSinceNow: -time)).addingTimeInterval(time)
        let seconds = date.timeIntervalSince1970
        return time + ((seconds / 60).rounded(.down) * 60 + 60 - seconds)
    }

    /// The device time of the next tick: ``nextWakeTime``, but at least a refresh after the last tick (nil: none
    /// scheduled).
    public var nextTickTime: Double? {
        nextWakeTime.map { max($0, lastTickTime + refreshInterval) }
    }

    /// Blocks until an app's link has something to read (a message, or the app gone), the main queue has work (a
    /// control request; on the main thread only) or `timeout` real seconds pass. An I/O wait, never a clock read.
    public func waitForActivity(timeout: Double) {
        guard timeout > 0 else { return }
        let links = sessions.map(\.link).filter(\.isOpen)
        let mainQueue = MainQueueWakeup.descriptor.map { [$0] } ?? []
        _ = DeviceLinkConnection.waitForInput(on: links, descriptors: mainQueue, timeout: timeout)
    }

    /// Follows real time on a headless device for at most `limit` real seconds, sleeping while nothing needs the
    /// device (`touchstone boot --headless` without `--manual-clock`, the idle benchmark): waits until the next
    /// tick (``nextTickTime``), an app's message or a control request, then moves the clock by the real time that
    /// passed, ticking at each time a tick is due on the way, and reads what the apps sent. Does nothing on a
    /// windowed device (see ``run(until:)``).
    public func followRealTime(limit: Double) {
        guard let manualClock, !isShutDown, limit.isFinite, limit >= 0 else { return }
        let anchor = realTimeAnchor ?? (ContinuousClock.now, now)
        realTimeAnchor = anchor
        func target() -> Double {
            let elapsed = ContinuousClock.now - anchor.real
            return anchor.device + Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
        }
        let wait = min(limit, (nextTickTime ?? .infinity) - target())
        waitForActivity(timeout: wait)
        let end = target()
        while now < end, !isShutDown {
            guard let due = nextTickTime, due <= end else {
                manualClock.advance(by: end - now)
                break
            }
            manualClock.advance(by: max(0, due - now))
            tick(waitForPongs: true)
        }
        for session in sessions where session.link.isOpen { read(session, untilPong: false) }
        checkSessions()
        runDeferred()
    }
}
