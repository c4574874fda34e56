// SPDX-License-Identifier: Apache-2.0

import HostInterface

/// When the app next needs a run-loop turn, which an app on a simulated device reports after each turn so that an
/// idle app and its device sleep (issue 19; docs/ARCHITECTURE.md, "The device link"), as iOS's render server wakes
/// an app only for events, timers, display links and running animations.
extension AppRuntime {
    /// What the app needs after the turn that just ran, at host time `now`:
    /// - ``HostNextTurn/nextRefresh`` while an animation runs on screen (Core Animation, view animations, the
    ///   status bar's fade or slide, a rotation), a `CADisplayLink` is registered and not paused, or timer
    ///   callbacks a budgeted pass carried over are due;
    /// - ``HostNextTurn/at(_:)`` the earliest of the timer queue's next callback (Foundation `Timer`s,
    ///   `dispatch_after`, `DeviceTimer`s, delayed performs), the idle timer's next dimming step and, while the
    ///   status bar shows, the next minute of its clock (and the next step of iPhone OS 3's network activity
    ///   spinner while it shows), and when the audio engine next needs rendering (a sound ends);
    /// - ``HostNextTurn/onInput`` when none of these is pending (or the app has terminated).
    package func nextTurn(at now: Double) -> HostNextTurn {
        guard !isTerminated else { return .onInput }
        if isAnimatingOnScreen || timers.hasDue(at: now) { return .nextRefresh }
        if environment.displayLinks.all.contains(where: { !$0.isPaused && $0.isRegistered(forMode: .default) }) {
            return .nextRefresh
        }
        var wake = timers.nextFireTime ?? .infinity
        if let change = idleTimer.nextChange(after: now) { wake = min(wake, change) }
        if let sound = audio.nextWakeup { wake = min(wake, sound) }  // a sound ends; a recording's duration
        if application.isStatusBarShownOnScreen {
            wake = min(wake, nextStatusBarMinute(after: now))
            // iPhone OS 3's network activity spinner turns a step at a time (StatusBarLayer).
            if application.isNetworkActivityIndicatorVisible && !profile.hasModernInterface {
                let steps = StatusBarLayer.spinnerStepsPerSecond
                wake = min(wake, ((now * steps).rounded(.down) + 1) / steps)
            }
        }
        return wake.isFinite ? .at(max(now, wake)) : .onInput
    }

    /// The host time at which the status bar's clock (the device date, minutes) next changes.
    private func nextStatusBarMinute(after now: Double) -> Double {
        let seconds = deviceDate.timeIntervalSince1970
        let minute = (seconds / 60).rounded(.down) * 60 + 60
        return now + (minute - seconds)
    }
}

extension IdleTimer {
    /// The host time after `time` at which the screen next dims or turns off; nil when it will not (disabled, or
    /// already off).
    package func nextChange(after time: Double) -> Double? {
        switch state(at: time) {
        case .on: return isDisabled ? nil : lastActivityTime + dimDelay
        case .dimmed: return lastActivityTime + offDelay
        case .off: return nil
        }
    }
}
