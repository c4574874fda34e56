// SPDX-License-Identifier: Apache-2.0

import CoreGraphics
import DeviceLink
import Foundation
import HostInterface
import Testing
@testable import TouchstoneDevice

/// An idle device uses no CPU (issue 19): the device ticks only the apps that need a turn (`nextTurn`) and
/// computes how long its own loop may sleep.
@Suite("SimulatedDevice idle")
@MainActor
struct IdleTests {
    let fixture = try! DeviceFixture()
    let launcher = FakeLauncher()
    let alpha = "com.example.alpha"

    /// A device with alpha launched and running for half a second, then reporting `next` (sent at the next tick).
    func device(reporting next: DeviceLinkMessage.NextTurn, profile: String = "iphone4") throws -> SimulatedDevice {
        let device = try fixture.device(launcher, installing: ["alpha", "beta"], profile: profile)
        try device.launch(bundleIdentifier: alpha)
        device.advance(by: 0.5)
        launcher.process(alpha)!.queue(.nextTurn(next))
        device.advance(by: device.refreshInterval)
        return device
    }

    /// The clock messages alpha received, in order.
    func clocks() -> [Double] {
        launcher.process(alpha)!.record.messages.compactMap { if case .clock(let t) = $0 { t } else { nil } }
    }

    func pings() -> Int {
        launcher.process(alpha)!.record.messages.filter { if case .ping = $0 { true } else { false } }.count
    }

    @Test("an app that needs only input gets no clock and no ping while idle, one tick after a touch")
    func onlyInput() throws {
        let device = try device(reporting: .onInput)
        let (ticks, pinged) = (clocks().count, pings())
        device.advance(by: 10)
        #expect(clocks().count == ticks, "10 s idle: no ticks")
        #expect(pings() == pinged)
        device.send(.touchDown(finger: 0, location: CGPoint(x: 10, y: 10), timestamp: device.now))
        device.advance(by: 1)
        #expect(clocks().count == ticks + 1, "one tick for the touch")
        // The app's clock jumps forward to the device's time, never back.
        #expect(abs(clocks().last! - (device.now - 1 + device.refreshInterval)) < 1e-6)
        #expect(clocks() == clocks().sorted())
        #expect(device.session(for: alpha) != nil)
    }

    @Test("a wake time t: the first tick is the first refresh at or after t, not before")
    func wakeAtTime() throws {
        let device = try fixture.device(launcher, installing: ["alpha"])
        try device.launch(bundleIdentifier: alpha)
        device.advance(by: 0.5)
        let wake = device.now + 2.005
        launcher.process(alpha)!.queue(.nextTurn(.at(wake)))
        device.advance(by: device.refreshInterval)
        let ticks = clocks().count
        #expect(device.nextWakeTime.map { abs($0 - wake) < 1e-9 } == true)
        device.advance(by: 1.98)
        #expect(device.now < wake)
        #expect(clocks().count == ticks, "nothing before t")
        device.advance(by: 0.1)
        let woken = clocks().dropFirst(ticks)
        #expect(woken.count == 6, "t came: the app's wake time stays until it says otherwise")
        #expect(woken.first! >= wake && woken.first! < wake + device.refreshInterval)
    }

    @Test("an app that needs every refresh gets every one until it says it needs only input")
    func everyRefreshUntilIdle() throws {
        let device = try device(reporting: .nextRefresh)
        let ticks = clocks().count
        device.advance(by: 0.5)
        #expect(clocks().count == ticks + 30)
        launcher.process(alpha)!.queue(.nextTurn(.onInput))
        device.advance(by: 0.5)
        #expect(clocks().count == ticks + 31)
    }

    @Test("a life-cycle request, a URL answer and a memory warning each get the idle app a tick")
    func requestsWake() throws {
        let device = try device(reporting: .onInput)
        var ticks = clocks().count
        device.simulateMemoryPressure()
        device.advance(by: 0.5)
        #expect(clocks().count == ticks + 1)
        ticks += 1
        launcher.process(alpha)!.queue(.canOpenURLRequest(token: 5, url: "nope://x"))
        // The request goes out at a tick; make one happen with a touch, then the answer owes the app another.
        device.send(.touchDown(finger: 0, location: .zero, timestamp: device.now))
        device.advance(by: 0.5)
        #expect(clocks().count == ticks + 2)
        ticks += 2
        device.pressHome()
        device.advance(by: 0.5)
        #expect(launcher.process(alpha)!.record.lifecycle == [.inactive, .background])
        #expect(clocks().count == ticks + 1)
    }

    @Test("an idle app that would hang is not killed while it gets no ticks; a touch finds the hang")
    func watchdogMeasuresOnlyFromATick() throws {
        launcher.behaviours[alpha] = .hangs(afterTicks: 31)
        let device = try device(reporting: .onInput)
        device.watchdogLimit = 0.3
        device.advance(by: 5)
        #expect(device.session(for: alpha) != nil, "idle is not hung")
        #expect(!device.events.contains { $0.contains("was stopped") })
        device.send(.touchDown(finger: 0, location: .zero, timestamp: device.now))
        device.advance(by: device.refreshInterval)
        #expect(device.session(for: alpha) == nil)
        #expect(device.events.contains { $0.contains("no answer to a ping") })
    }

    @Test("the device's own sleep: the next wake time of the apps, animations, deadlines and the home clock")
    func nextWakeTime() throws {
        let device = try fixture.device(launcher, installing: ["alpha", "beta"], profile: "iphone4")
        // Home screen, nothing running: the status bar clock's next minute (the manual clock's date is UTC 0:00).
        device.advance(by: device.refreshInterval)
        let minute = try #require(device.nextWakeTime)
        #expect(minute > device.now && minute <= device.now + 60)
        let date = try #require(device.home.startDate).addingTimeInterval(minute)
        #expect(abs(date.timeIntervalSince1970.remainder(dividingBy: 60)) < 1e-6)
        device.overrideStatusBar(time: "9:41", batteryLevel: nil)
        device.advance(by: device.refreshInterval)
        #expect(device.nextWakeTime == nil, "a fixed status bar time: nothing to wake for")

        // Launching zooms: every refresh until the zoom ends.
        try device.launch(bundleIdentifier: alpha)
        #expect(device.nextWakeTime == device.now)
        device.advance(by: 0.5)
        launcher.process(alpha)!.queue(.nextTurn(.onInput))
        device.advance(by: device.refreshInterval)
        #expect(device.nextWakeTime == nil, "the app in front needs only input: sleep until something arrives")
        launcher.process(alpha)!.queue(.nextTurn(.at(device.now + 7)))
        device.send(.touchDown(finger: 0, location: .zero, timestamp: device.now))
        #expect(device.nextWakeTime == device.now, "a touch is owed a tick")
        device.advance(by: device.refreshInterval)
        #expect(device.nextWakeTime.map { abs($0 - (device.now - device.refreshInterval + 7)) < 1e-9 } == true)
        #expect(device.nextTickTime == device.nextWakeTime)

        // Home: the app's background allowance ends at since + 5 s; the zoom animates first.
        launcher.process(alpha)!.queue(.nextTurn(.onInput))
        device.pressHome()
        let since = device.now
        device.advance(by: 1)
        #expect(device.nextWakeTime.map { abs($0 - (since + device.backgroundAllowance)) < 1e-9 } == true)
        device.advance(by: 5)
        #expect(device.session(for: alpha)?.state == .suspended)
        #expect(device.nextWakeTime == nil)
    }

    @Test("a tick is at least a refresh after the last one, whatever the wake time")
    func ticksAreARefreshApart() throws {
        let device = try device(reporting: .nextRefresh)
        let last = device.now
        #expect(device.nextWakeTime == device.now)
        #expect(device.nextTickTime.map { abs($0 - (last + device.refreshInterval)) < 1e-9 } == true)
    }
}
