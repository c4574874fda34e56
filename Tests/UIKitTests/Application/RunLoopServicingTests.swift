// SPDX-License-Identifier: Apache-2.0

import Foundation
import HeadlessHost
import Testing
import TouchstoneTesting
import UIKit

/// What timer blocks record. Foundation's timer blocks are `@Sendable` and not main-actor isolated (as on
/// Apple's SDK), so Swift 6 code records through a main-actor object and `MainActor.assumeIsolated`.
@MainActor
final class FiringLog {
    var times: [Double] = []
    var count = 0
    var labels: [String] = []
}

@MainActor
@Suite("Run-loop servicing")
struct RunLoopServicingTests {
    private func launched() throws -> HeadlessDevice {
        let device = try HeadlessDevice()
        try device.launch(delegate: LoggingDelegate())
        return device
    }

    @Test("Foundation timers fire on the device clock: a one-shot once, a repeating one every interval")
    func timersFollowTheClock() throws {
        let device = try launched()
        let oneShot = FiringLog(), repeating = FiringLog()
        let once = Timer.scheduledTimer(withTimeInterval: 0.5, repeats: false) { _ in
            MainActor.assumeIsolated { oneShot.times.append(CACurrentMediaTime()) }
        }
        let ticker = Timer.scheduledTimer(withTimeInterval: 0.25, repeats: true) { _ in
            MainActor.assumeIsolated { repeating.count += 1 }
        }
        device.advance(by: 0.4)
        #expect(oneShot.times.isEmpty)
        #expect(repeating.count == 1)
        device.advance(by: 0.2)
        try #require(oneShot.times.count == 1)
        #expect(abs(oneShot.times[0] - 0.5) < 1.0 / 60 + 1e-9)
        #expect(!once.isValid)
        device.advance(by: 0.4)
        #expect(repeating.count == 4)
        ticker.invalidate()
        device.advance(by: 1)
        #expect(repeating.count == 4)
        #expect(!ticker.isValid)
    }

    @Test("RunLoop.main.add schedules a Foundation timer on the device clock; fire() fires at once")
    func runLoopAdd() throws {
        let device = try launched()
        let log = FiringLog()
        // (`Timer(timeInterval:repeats:block:)` would do on iOS; swift-corelibs-foundation's dates that one
        // "now" instead of an interval on, so this spells the fire date out.)
        let timer = Timer(fire: Date(timeIntervalSinceNow: 0.1), interval: 0, repeats: false) { _ in
            MainActor.assumeIsolated { log.count += 1 }
        }
        RunLoop.main.add(timer, forMode: .common)
        device.advance(by: 0.05)
        #expect(log.count == 0)
        device.advance(by: 0.1)
        #expect(log.count == 1)
        let manual = Timer(timeInterval: 10, repeats: false) { _ in MainActor.assumeIsolated { log.count += 1 } }
        manual.fire()
        #expect(log.count == 2 && !manual.isValid)
    }

    @Test("Setting a scheduled timer's fireDate moves it on the device clock; a repeating timer's date moves on")
    func fireDateAndMissedRepeats() throws {
        let device = try launched()
        let log = FiringLog()
        let timer = Timer.scheduledTimer(withTimeInterval: 10, repeats: false) { _ in
            MainActor.assumeIsolated { log.times.append(CACurrentMediaTime()) }
        }
        timer.fireDate = Date(timeIntervalSinceNow: 0.5)
        device.advance(by: 0.6)
        #expect(log.times.count == 1)
        #expect(abs((log.times.first ?? 0) - 0.5) < 1.0 / 60 + 1e-9)

        let ticks = FiringLog()
        let scheduled = Date()
        let ticker = Timer.scheduledTimer(withTimeInterval: 0.1, repeats: true) { _ in
            MainActor.assumeIsolated { ticks.count += 1 }
        }
        device.advance(by: 0.11)
        #expect(ticks.count == 1)
        // After firing, a repeating timer's next fire date is one interval on, on the device's calendar.
        #expect(abs(ticker.fireDate.timeIntervalSince(scheduled) - 0.2) < 1e-6)
        ticker.invalidate()
    }

    @Test("Date(), ProcessInfo.systemUptime and DispatchTime follow the device clock, from a fixed start date")
    func foundationClocksFollowTheDevice() throws {
        let device = try launched()
        let start = Date()
        let uptime = ProcessInfo.processInfo.systemUptime
        let dispatchNow = DispatchTime.now().uptimeNanoseconds
        #expect(abs(start.timeIntervalSince1970 - (ManualHostClock.defaultStartDate.timeIntervalSince1970 + device.now)) < 1e-3)
        #expect(abs(uptime - device.now) < 1e-3)
        device.advance(by: 2.5)
        #expect(abs(Date().timeIntervalSince(start) - 2.5) < 1e-3)
        #expect(abs(ProcessInfo.processInfo.systemUptime - uptime - 2.5) < 1e-3)
        #expect(abs(Double(DispatchTime.now().uptimeNanoseconds - dispatchNow) / 1e9 - 2.5) < 1e-3)
        #expect(abs(CFAbsoluteTimeGetCurrent() - Date().timeIntervalSinceReferenceDate) < 1e-3)
    }

    @Test("DispatchQueue.main.asyncAfter runs on the device clock, in order with timers; other queues get it on time")
    func asyncAfterFollowsTheDevice() throws {
        let device = try launched()
        let log = FiringLog()
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.3) { MainActor.assumeIsolated { log.labels.append("after 0.3") } }
        Timer.scheduledTimer(withTimeInterval: 0.2, repeats: false) { _ in
            MainActor.assumeIsolated { log.labels.append("timer 0.2") }
        }
        DispatchQueue.main.asyncAfter(wallDeadline: .now() + 0.25) {
            MainActor.assumeIsolated { log.labels.append("wall 0.25") }
        }
        device.advance(by: 0.15)
        #expect(log.labels.isEmpty)
        device.advance(by: 0.2)
        #expect(log.labels == ["timer 0.2", "wall 0.25", "after 0.3"])

        let background = DispatchSemaphore(value: 0)
        // A private serial queue: libdispatch gives those a thread whenever they have work (overcommit). A global
        // queue's pool on Linux is as many threads as cores, and in the parallel suite on a 2-core machine other
        // tests' blocking work can hold both for longer than the wait below (it once waited over 30 s).
        DispatchQueue(label: "RunLoopServicingTests.background").asyncAfter(deadline: .now() + 0.5) {
            background.signal()
        }
        #expect(background.wait(timeout: .now()) == .timedOut)
        device.advance(by: 0.5)
        // The block is on its queue now; wait for it on another thread, where the clocks are real (on the main
        // thread `.now() + 30` is device time, which the kernel's timed wait would take as long past).
        final class Outcome: @unchecked Sendable { var value = DispatchTimeoutResult.timedOut }
        let result = Outcome()
        let waited = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            result.value = background.wait(timeout: .now() + 30)
            waited.signal()
        }
        waited.wait()
        #expect(result.value == .success)
    }

    @Test("Thread.sleep in app code returns, and the device's clock moves on by the time slept")
    func sleepingMovesTheDeviceClock() throws {
        let device = try launched()
        let before = device.now
        let date = Date()
        Thread.sleep(forTimeInterval: 0.05)
        #expect(abs(device.now - before - 0.05) < 1e-5)  // to a few microseconds: see note_slept
        #expect(abs(Date().timeIntervalSince(date) - 0.05) < 1e-5)
        usleep(20_000)
        #expect(abs(device.now - before - 0.07) < 1e-5)
    }

    @Test("Main-queue blocks and main-actor tasks queued by the app run when the test yields")
    func mainQueueAndTasks() async throws {
        let device = try launched()
        var ran: [String] = []
        DispatchQueue.main.async { ran.append("main queue") }
        Task { @MainActor in ran.append("task") }
        await device.settle()
        #expect(ran.sorted() == ["main queue", "task"])
    }

    @Test("With no device running, Foundation's clocks and timers are the real ones")
    func realClocksWithoutADevice() throws {
        let device = try launched()
        device.terminate()
        let wall = Date().timeIntervalSince1970
        #expect(abs(wall - ManualHostClock.defaultStartDate.timeIntervalSince1970) > 3600)
        let timer = Timer(timeInterval: 1, repeats: false) { _ in }
        #expect(timer.isValid)
        timer.invalidate()
    }
}
