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

    /// Runs the windowed device on the real clock until `date`: the window's input routed, a tick (and the screen
    /// presented) at each refresh something needs one (``nextTickTime``); between them the loop waits on the
    /// window's events, at most ``windowIdlePoll`` seconds at a time so that apps' messages are read. Pongs are not
    /// waited for; one later than ``watchdogLimit`` counts as a hang.
    public func run(until date: Date) {
        guard !isShutDown else { return }
        if headless {
            return advance(by: max(0, date.timeIntervalSinceNow))
        }
        while Date() < date, !isShutDown {
            let due = nextTickTime ?? .infinity
            let deadline = min(due, now + Self.windowIdlePoll, now + max(0, date.timeIntervalSinceNow))
            let events = window?.nextEvents(until: deadline) ?? []
            for event in events { sendWindowEvent(event) }
            guard let next = nextTickTime, now >= next else {
                for session in sessions where session.link.isOpen { read(session, untilPong: false) }
                checkSessions()
                runDeferred()
                continue
            }
            tick(waitForPongs: false)
            window?.present(windowImage(), damage: [])
        }
    }

    /// The longest the windowed device waits on its window's events between reads of its apps' links, in seconds.
    public static let windowIdlePoll = 0.1

    /// One refresh: ticks and pings the apps that want a tick (``AppSession/wantsTick(at:)``), reads every app,
    /// then the watchdog and deferred work.
    func tick(waitForPongs: Bool) {
        let time = now
        lastTickTime = time
        screenNeedsRefresh = false
        for session in sessions where session.isTicking && session.wantsTick(at: time) {
            session.owesTick = false
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
            screenNeedsRefresh = true
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
        case .nextTurn(let next):
            session.nextTurn = next
        case .openURLRequest(let token, let url):
            let opened = openURL(url, from: session.app.bundleIdentifier)
            try session.link.send(.openURLResult(token: token, opened: opened))
            session.owesTick = true
        case .canOpenURLRequest(let token, let url):
            try session.link.send(.openURLResult(token: token, opened: canOpenURL(url)))
            session.owesTick = true
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
