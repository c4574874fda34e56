// SPDX-License-Identifier: Apache-2.0

import DeviceLink
import Foundation
import HostInterface

/// The device's clock and its apps in lockstep (contract items 3–5): a clock message and a ping per refresh, the
/// messages read until the pong, frames blitted as they are read.
extension SimulatedDevice {
    /// Seconds between display refreshes.
    public var refreshInterval: Double { 1.0 / 60.0 }

    /// Runs the headless device for `seconds` of device time, one refresh at a time: each tick sends every
    /// running app the clock and a ping and reads its messages until the pong (an app silent for
    /// ``watchdogLimit`` is hung and killed). Does nothing on a windowed device (see ``run(until:)``).
    public func advance(by seconds: Double) {
        guard let manualClock, seconds.isFinite, seconds > 0, !isShutDown else { return }
        var remaining = seconds
        while remaining > 1e-9 {
            let step = min(refreshInterval, remaining)
            manualClock.advance(by: step)
            remaining -= step
            tick(waitForPongs: true)
        }
    }

    /// Runs the windowed device on the real clock until `date`: one tick per refresh, the window's input routed,
    /// the screen presented. Pongs are not waited for; one later than ``watchdogLimit`` counts as a hang.
    public func run(until date: Date) {
        guard !isShutDown else { return }
        if headless {
            return advance(by: max(0, date.timeIntervalSinceNow))
        }
        var nextTick = now
        while Date() < date, !isShutDown {
            let events = window?.nextEvents(until: nextTick) ?? []
            for event in events { sendWindowEvent(event) }
            guard now >= nextTick else { continue }
            nextTick = now + refreshInterval
            tick(waitForPongs: false)
            window?.present(windowImage(), damage: [])
        }
    }

    /// One refresh: ticks, pings, reads, then the watchdog and deferred work.
    func tick(waitForPongs: Bool) {
        let time = now
        for session in sessions where session.isTicking {
            pingToken &+= 1
            send(.clock(seconds: time), to: session)
            if session.awaitedPong == nil {
                session.awaitedPong = (pingToken, time)
                send(.ping(pingToken), to: session)
            }
        }
        for session in sessions where session.link.isOpen {
            read(session, untilPong: waitForPongs && session.awaitedPong != nil)
            if let (_, since) = session.awaitedPong, now - since > watchdogLimit {
                fail(session, reason: "no answer to a ping within \(watchdogLimit) s")
            }
        }
        checkSessions()
        runDeferred()
    }

    /// Reads `session`'s messages: all that are there, or (lockstep) until its pong, waiting at most
    /// ``watchdogLimit`` of quiet.
    func read(_ session: AppSession, untilPong: Bool) {
        while session.link.isOpen, sessions.contains(where: { $0 === session }) {
            let waiting = untilPong && session.awaitedPong != nil
            do {
                guard let message = try session.link.receive(timeout: waiting ? watchdogLimit : 0) else {
                    if waiting { fail(session, reason: "no answer to a ping within \(watchdogLimit) s") }
                    return
                }
                try handle(message, from: session)
            } catch DeviceLinkConnectionError.closed {
                return
            } catch {
                return fail(session, reason: "\(error)")
            }
        }
    }

    /// Acts on one message from an app; throws (the app is then disconnected) for one it must not send.
    func handle(_ message: DeviceLinkMessage, from session: AppSession) throws {
        switch message {
        case .frameReady(let frame):
            try session.blit(frame)
        case .launchFinished:
            session.launchFinished = true
            note("\(session.app.bundleIdentifier) finished launching", in: session)
        case .lifecycleReached(let state):
            session.reachedStates.append(state)
        case .pong(let token):
            if session.awaitedPong?.token == token { session.awaitedPong = nil }
        case .log(let line):
            session.log(line)
        case .backgroundTasks(let count):
            session.backgroundTaskCount = Int(count)
        case .openURLRequest(let token, let url):
            let opened = openURL(url, from: session.app.bundleIdentifier)
            try session.link.send(.openURLResult(token: token, opened: opened))
        case .canOpenURLRequest(let token, let url):
            try session.link.send(.openURLResult(token: token, opened: canOpenURL(url)))
        case .hello:
            throw SimulatedDeviceError("hello after the handshake")
        case .welcome, .input, .lifecycle, .openURL, .openURLResult, .ping, .clock:
            throw SimulatedDeviceError("a device-to-app message from the app: \(message)")
        }
    }

    func runDeferred() {
        while !deferred.isEmpty {
            let work = deferred.removeFirst()
            work()
        }
    }
}
