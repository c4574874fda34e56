// SPDX-License-Identifier: Apache-2.0

import DeviceLink
import Foundation
import HostInterface

/// The Home button, termination, suspension and the watchdog's verdicts (contract item 7).
extension SimulatedDevice {
    /// Presses Home: dismisses a system alert if one shows; else the app in front goes home — terminated on
    /// iPhone OS 3, to the background later — and the home screen zooms back out.
    public func pressHome() {
        screenNeedsRefresh = true
        if alert != nil {
            alert = nil
            return
        }
        guard let current = foreground else {
            if !handleSwitcherPress() { home.page = 0 }
            return
        }
        lastHomePress = now
        home.zoom = HomeScreen.Zoom(
            bundleIdentifier: current.app.bundleIdentifier, start: now, opening: false, image: current.frame)
        sendForegroundHome()
    }

    /// Moves the app in front out of the way (Home, or another app coming to the front).
    func sendForegroundHome() {
        guard let current = foreground else { return }
        foreground = nil
        switch era {
        case .iPhoneOS3:
            beginTermination(current)
        case .multitasking:
            send(.lifecycle(.inactive), to: current)
            send(.lifecycle(.background), to: current)
            if current.link.isOpen {
                current.state = .background(since: now)
                note("\(current.app.bundleIdentifier) entered the background", in: current)
            }
        }
    }

    /// Terminates the app: `applicationWillTerminate` (the app exits within ``terminationLimit``, or is killed).
    /// A suspended app is killed at once, as iOS does. Waits for the exit on the link. Throws when it does not run.
    public func terminate(bundleIdentifier: String) throws {
        screenNeedsRefresh = true
        guard let session = session(for: bundleIdentifier) else {
            throw SimulatedDeviceError("\(bundleIdentifier) is not running")
        }
        if foreground === session {
            foreground = nil
            home.zoom = HomeScreen.Zoom(bundleIdentifier: bundleIdentifier, start: now, opening: false)
        }
        if case .suspended = session.state { return remove(session, reason: "terminated while suspended") }
        beginTermination(session)
        // Read what the app still says until it closes the link; a real clock's limit is real seconds.
        while session.link.isOpen {
            do {
                guard let message = try session.link.receive(timeout: terminationLimit) else {
                    return fail(session, reason: "applicationWillTerminate did not finish within \(terminationLimit) s")
                }
                try handle(message, from: session)
            } catch {
                break
            }
        }
        if sessions.contains(where: { $0 === session }) { remove(session, reason: "terminated") }
    }

    func beginTermination(_ session: AppSession) {
        send(.lifecycle(.terminated), to: session)
        if session.link.isOpen { session.state = .terminating(since: now) }
    }

    /// Ends `session` normally (no crash report) and forgets it.
    func remove(_ session: AppSession, reason: String) {
        screenNeedsRefresh = true
        guard sessions.contains(where: { $0 === session }) else { return }
        note("\(session.app.bundleIdentifier) ended: \(reason)", in: session)
        session.end()
        forget(session)
    }

    /// Ends `session` because something went wrong: killed, its output kept in its log, the home screen shown.
    func fail(_ session: AppSession, reason: String) {
        screenNeedsRefresh = true
        guard sessions.contains(where: { $0 === session }) else { return }
        session.failure = reason
        note("\(session.app.bundleIdentifier) was stopped: \(reason)", in: session)
        session.end()
        forget(session)
    }

    private func forget(_ session: AppSession) {
        sessions.removeAll { $0 === session }
        if foreground === session {
            foreground = nil
            home.zoom = nil
        }
    }

    /// Simulates memory pressure: running apps get a memory warning and suspended apps are terminated without
    /// callbacks, as iOS reclaims them.
    public func simulateMemoryPressure() {
        for session in sessions {
            switch session.state {
            case .suspended: remove(session, reason: "terminated under memory pressure")
            case .foreground, .background: send(.input(.hardware(.memoryWarning, timestamp: now)), to: session)
            case .connecting, .terminating: break
            }
        }
    }

    /// The watchdog and the life-cycle timers, once per tick: exited processes, closed links, launches past
    /// ``launchLimit``, terminations past ``terminationLimit``, background apps due for suspension.
    func checkSessions() {
        for session in sessions {
            let name = session.app.bundleIdentifier
            if case .terminating(let since) = session.state {
                if !session.link.isOpen || session.process.exitStatus() != nil {
                    remove(session, reason: "terminated")
                } else if now - since > terminationLimit {
                    fail(session, reason: "applicationWillTerminate did not finish within \(terminationLimit) s")
                }
                continue
            }
            if let status = session.process.exitStatus() {
                fail(session, reason: "the process ended (\(status))")
            } else if !session.link.isOpen {
                fail(session, reason: "the link closed")
            } else if !session.launchFinished, now - session.launchedAt > launchLimit {
                fail(session, reason: "\(name) did not finish launching within \(launchLimit) s")
            } else if case .background(let since) = session.state {
                let allowance = session.backgroundTaskCount > 0 ? backgroundTaskLimit : backgroundAllowance
                if now - since >= allowance {
                    session.process.send(signal: SIGSTOP)
                    session.state = .suspended
                    note("\(name) suspended", in: session)
                }
            }
        }
    }
}
