// SPDX-License-Identifier: Apache-2.0

// Combine's time-based operators on the main queue and the main run loop, in an app on a headless device: they
// follow the device's clock, as the app's other timers do (docs/ARCHITECTURE.md, "Combine"). No test sleeps.
import Combine
import Foundation
import Testing
import TouchstoneTesting
import UIKit

/// An app that does nothing: the tests only need a runtime on the device's clock.
final class IdleAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
}

@MainActor
@Suite("Combine schedulers on the device clock")
struct SchedulerClockTests {
    @Test("Timer.publish(every:on: .main, in: .common).autoconnect() ticks with the device clock")
    func timerPublisher() throws {
        let device = try HeadlessDevice()
        try device.launch(delegate: IdleAppDelegate())
        defer { device.terminate() }
        let start = Date()
        var ticks: [TimeInterval] = []
        let subscription = Timer.publish(every: 1, on: .main, in: .common)
            .autoconnect()
            .sink { date in ticks.append(date.timeIntervalSince(start)) }
        device.advance(by: 3.05)
        let afterThree = ticks
        // swift-corelibs-foundation's Timer(timeInterval:repeats:block:), which OpenCombine's TimerPublisher uses,
        // fires once at once (iOS waits an interval); then once a second on the device's clock.
        #expect(afterThree.filter { $0 > 0.5 }.map { ($0 * 10).rounded() / 10 } == [1, 2, 3])
        subscription.cancel()
        device.advance(by: 2)
        #expect(ticks == afterThree)
    }

    @Test("debounce on RunLoop.main and DispatchQueue.main waits device time, not wall time")
    func debounce() throws {
        let device = try HeadlessDevice()
        try device.launch(delegate: IdleAppDelegate())
        defer { device.terminate() }
        let query = PassthroughSubject<String, Never>()
        var onRunLoop: [String] = []
        var onQueue: [String] = []
        let first = query.debounce(for: .milliseconds(300), scheduler: RunLoop.main).sink { onRunLoop.append($0) }
        let second = query.debounce(for: .milliseconds(300), scheduler: DispatchQueue.main).sink { onQueue.append($0) }
        query.send("s")
        device.advance(by: 0.1)
        query.send("sw")
        device.advance(by: 0.1)
        query.send("swi")
        device.advance(by: 0.2)
        #expect(onRunLoop.isEmpty && onQueue.isEmpty)
        device.advance(by: 0.2)
        #expect(onRunLoop == ["swi"])
        #expect(onQueue == ["swi"])
        _ = (first, second)
    }

    @Test("delay(for: .seconds(1), scheduler: DispatchQueue.main) delivers after a device second")
    func delay() throws {
        let device = try HeadlessDevice()
        try device.launch(delegate: IdleAppDelegate())
        defer { device.terminate() }
        var received: [Int] = []
        let subscription = Just(7).delay(for: .seconds(1), scheduler: DispatchQueue.main).sink { received.append($0) }
        device.advance(by: 0.9)
        #expect(received.isEmpty)
        device.advance(by: 0.2)
        #expect(received == [7])
        _ = subscription
    }

    @Test("DispatchQueue.main's repeating schedule fires each interval on the device clock until cancelled")
    func repeatingSchedule() throws {
        let device = try HeadlessDevice()
        try device.launch(delegate: IdleAppDelegate())
        defer { device.terminate() }
        let start = device.now
        var fired: [Double] = []
        let queue = DispatchQueue.main
        let repeating = queue.schedule(after: queue.now.advanced(by: .milliseconds(500)), interval: .seconds(1)) {
            fired.append(((device.now - start) * 10).rounded() / 10)
        }
        device.advance(by: 2.6)
        #expect(fired == [0.5, 1.5, 2.5])
        repeating.cancel()
        device.advance(by: 2)
        #expect(fired.count == 3)
    }

    @Test("receive(on: DispatchQueue.main) delivers on the main queue once the test yields")
    func receiveOnMain() async throws {
        let device = try HeadlessDevice()
        try device.launch(delegate: IdleAppDelegate())
        defer { device.terminate() }
        var received: [Int] = []
        nonisolated(unsafe) let subject = PassthroughSubject<Int, Never>()
        let subscription = subject.receive(on: DispatchQueue.main).sink { received.append($0) }
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            DispatchQueue.global().async {
                subject.send(1)
                subject.send(2)
                done.resume()
            }
        }
        await device.settle()
        #expect(received == [1, 2])
        _ = subscription
    }

    @Test("Scheduler time types have Apple's names and strides")
    func schedulerTypes() {
        let queueTime: DispatchQueue.SchedulerTimeType = DispatchQueue.main.now
        let later = queueTime.advanced(by: .milliseconds(300))
        #expect(queueTime.distance(to: later) == .milliseconds(300))
        let loopStride: RunLoop.SchedulerTimeType.Stride = .seconds(2)
        #expect(loopStride.timeInterval == 2)
        let operationStride: OperationQueue.SchedulerTimeType.Stride = .milliseconds(500)
        #expect(operationStride.timeInterval == 0.5)
    }
}
