// SPDX-License-Identifier: Apache-2.0

import Testing
import TouchstoneTesting
import UIKit

@MainActor
@Suite("Run-loop servicing")
struct RunLoopServicingTests {
    private func launched() throws -> HeadlessDevice {
        let device = try HeadlessDevice()
        try device.launch(delegate: LoggingDelegate())
        return device
    }

    @Test("Timers fire on the device clock: a one-shot once, a repeating one every interval")
    func timersFollowTheClock() throws {
        let device = try launched()
        var fired: [Double] = []
        var ticks = 0
        Timer.scheduledTimer(withTimeInterval: 0.5, repeats: false) { _ in fired.append(device.now) }
        let repeating = Timer.scheduledTimer(withTimeInterval: 0.25, repeats: true) { _ in ticks += 1 }
        device.advance(by: 0.4)
        #expect(fired.isEmpty)
        #expect(ticks == 1)
        device.advance(by: 0.2)
        try #require(fired.count == 1)
        #expect(abs(fired[0] - 0.5) < 1.0 / 60 + 1e-9)
        device.advance(by: 0.4)
        #expect(ticks == 4)
        repeating.invalidate()
        device.advance(by: 1)
        #expect(ticks == 4)
        #expect(!repeating.isValid)
    }

    @Test("RunLoop.main.add schedules a device-clock timer; fire() fires at once")
    func runLoopAdd() throws {
        let device = try launched()
        var count = 0
        let timer = Timer(timeInterval: 0.1, repeats: false) { _ in count += 1 }
        RunLoop.main.add(timer, forMode: .common)
        device.advance(by: 0.2)
        #expect(count == 1)
        let manual = Timer(timeInterval: 10, repeats: false) { _ in count += 1 }
        manual.fire()
        #expect(count == 2 && !manual.isValid)
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

    @Test("Foundation's Timer is still reachable by its full name")
    func foundationTimerStillAvailable() {
        let timer = Foundation.Timer(timeInterval: 1, repeats: false) { _ in }
        #expect(timer.isValid)
        timer.invalidate()
    }
}
