// SPDX-License-Identifier: Apache-2.0

import DeviceLink
import Foundation
import HostInterface
import RemoteHost
import Testing
@testable import QuartzCore
@testable import UIKit

/// An app on the remote backend tells the device when it next needs a turn (issue 19, an idle device uses no
/// CPU): the next refresh while something moves, the earliest scheduled time, or only on input.
@Suite("Remote app: next turn") @MainActor
struct RemoteNextTurnTests {
    /// A launched app without status bar or idle timer (nothing else on the screen changes with time).
    private func quietApp() throws -> (FakeDevice, RemoteAppDelegate) {
        let device = try FakeDevice()
        let delegate = RemoteAppDelegate()
        try device.launch(delegate, info: ["UIStatusBarHidden": true])
        UIApplication.shared.isIdleTimerDisabled = true
        device.tick()
        device.drain()
        return (device, delegate)
    }

    /// The app's last report after one more tick.
    private func report(_ device: FakeDevice, after seconds: Double = 1.0 / 60.0) -> DeviceLinkMessage.NextTurn? {
        device.tick(seconds)
        device.drain()
        return FakeDevice.lastNextTurn(device.received)
    }

    @Test("A still screen with nothing scheduled: only on input, said once")
    func idleAppNeedsOnlyInput() throws {
        let (device, _) = try quietApp()
        defer { device.finish() }
        #expect(report(device) == .onInput)
        for _ in 0..<30 { device.tick() }
        device.drain()
        let reports = device.received.filter { if case .nextTurn = $0 { true } else { false } }
        #expect(reports.count == 1, "reported only when it changes: \(reports)")
    }

    @Test("A timer at t: the app asks for t, and for nothing once it fired")
    func timerWakesAtItsTime() throws {
        let (device, _) = try quietApp()
        defer { device.finish() }
        var fired = false
        let at = device.now + 2
        device.runtime?.timers.schedule(at: at) { fired = true }
        #expect(report(device) == .at(at))
        device.tick(2)
        #expect(fired)
        #expect(report(device) == .onInput)
    }

    @Test("The idle timer's dimming and the status bar's clock are wake times")
    func idleTimerAndStatusBarClock() throws {
        let device = try FakeDevice()
        defer { device.finish() }
        try device.launch(RemoteAppDelegate(), info: ["UIStatusBarHidden": true])
        device.tick()
        // No status bar: the screen dims 50 s after the last touch (none: time 0).
        #expect(report(device) == .at(50))
        let withBar = try FakeDevice()
        defer { withBar.finish() }
        try withBar.launch(RemoteAppDelegate())
        UIApplication.shared.isIdleTimerDisabled = true
        withBar.tick()
        guard case .at(let wake)? = report(withBar) else {
            Issue.record("no wake time with the status bar's clock showing")
            return
        }
        let date = withBar.runtime!.deviceDate.addingTimeInterval(wake - withBar.now)
        #expect(wake > withBar.now && wake <= withBar.now + 60)
        // The device date is the real calendar here: allow for the time between the turn and this check.
        #expect(abs(date.timeIntervalSince1970.remainder(dividingBy: 60)) < 0.5, "on a minute")
    }

    @Test("iPhone OS 3's network activity spinner wakes the app at each of its steps")
    func networkSpinnerSteps() throws {
        let device = try FakeDevice()
        defer { device.finish() }
        try device.launch(RemoteAppDelegate())
        UIApplication.shared.isIdleTimerDisabled = true
        UIApplication.shared.isNetworkActivityIndicatorVisible = true
        let spinning = report(device, after: 0.2)
        #expect(spinning == .at(((device.now * 12).rounded(.down) + 1) / 12))
        UIApplication.shared.isNetworkActivityIndicatorVisible = false
        guard case .at(let wake)? = report(device) else {
            Issue.record("no wake time")
            return
        }
        let date = device.runtime!.deviceDate.addingTimeInterval(wake - device.now)
        #expect(abs(date.timeIntervalSince1970.remainder(dividingBy: 60)) < 0.5, "back to the clock's next minute")
    }

    @Test("A view animation keeps the app ticking until it ends")
    func animationNeedsEveryRefresh() throws {
        let (device, delegate) = try quietApp()
        defer { device.finish() }
        #expect(report(device) == .onInput)
        UIView.animate(withDuration: 0.5) { delegate.square?.alpha = 0.2 }
        var refreshes = 0
        while report(device) == .nextRefresh, refreshes < 120 { refreshes += 1 }
        #expect((25...35).contains(refreshes), "about 0.5 s of refreshes: \(refreshes)")
        #expect(FakeDevice.lastNextTurn(device.received) == .onInput)
    }

    @Test("A display link keeps the app ticking until paused, again when resumed, not after invalidate")
    func displayLinkNeedsEveryRefresh() throws {
        let (device, _) = try quietApp()
        defer { device.finish() }
        var fired = 0
        let link = CADisplayLink(handler: { _ in fired += 1 })
        link.add(to: .main, forMode: .default)
        #expect(report(device) == .nextRefresh)
        #expect(report(device) == .nextRefresh)
        #expect(fired >= 2)
        link.isPaused = true
        #expect(report(device) == .onInput)
        link.isPaused = false
        #expect(report(device) == .nextRefresh)
        link.invalidate()
        #expect(report(device) == .onInput)
    }

    @Test("The backend sends a report only when it changes and maps bad times")
    func backendReports() throws {
        let (deviceEnd, appEnd) = try DeviceLinkConnection.pair()
        let backend = RemoteHostBackend(connection: appEnd)
        backend.reportNextTurn(.onInput)
        backend.reportNextTurn(.onInput)
        backend.reportNextTurn(.at(.infinity))
        backend.reportNextTurn(.at(3))
        backend.reportNextTurn(.at(-2))
        backend.reportNextTurn(.nextRefresh)
        var messages: [DeviceLinkMessage] = []
        while let message = try deviceEnd.receive(timeout: 0) { messages.append(message) }
        #expect(messages == [.nextTurn(.onInput), .nextTurn(.at(3)), .nextTurn(.at(0)), .nextTurn(.nextRefresh)])
    }
}
