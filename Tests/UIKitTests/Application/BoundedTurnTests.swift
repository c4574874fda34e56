// SPDX-License-Identifier: Apache-2.0

import HeadlessHost
import HostInterface
import Testing
import TouchstoneTesting
import UIKit

/// A headless host that records how long each turn was allowed to wait for input.
final class DeadlineRecordingHost: HostBackend {
    let inner = HeadlessBackend()
    var deadlines: [Double] = []
    var clock: HostClock { inner.clock }
    var refreshInterval: Double { inner.refreshInterval }
    func open(_ configuration: HostDisplayConfiguration) throws { try inner.open(configuration) }
    func nextEvents(until deadline: Double) -> [HostEvent] {
        deadlines.append(deadline)
        return inner.nextEvents(until: deadline)
    }
    func present(_ frame: CGImage, damage: [CGRect]) { inner.present(frame, damage: damage) }
    func close() { inner.close() }
}

@MainActor
@Suite("Bounded run-loop turns")
struct BoundedTurnTests {
    private func launched() throws -> (HeadlessDevice, RecordingView) {
        let device = try HeadlessDevice(profile: .iPhone3GS)
        let delegate = TouchAppDelegate()
        try device.launch(delegate: delegate)
        return (device, delegate.target)
    }

    /// Screen point (50, 60) is (30, 20) in the delegate's target view.
    private let inTarget = CGPoint(x: 50, y: 60)

    @Test("A zero-delay perform that performs itself again runs once per turn; touches and frames get through")
    func selfReschedulingPerform() throws {
        let (device, view) = try launched()
        var runs = 0
        var stopped = false
        func performAgain() {
            view.perform(afterDelay: 0) {
                runs += 1
                view.backgroundColor = runs % 2 == 0 ? .red : .blue
                if !stopped { performAgain() }
            }
        }
        performAgain()
        let frames = device.framesPresented
        device.runPendingWork()
        #expect(runs == 1)
        device.touchDown(at: inTarget)
        #expect(view.log == ["began 30,20 tap 1"])
        #expect(runs == 2)
        device.advance(by: 6.0 / 60)
        #expect(runs == 8)
        #expect(device.framesPresented == frames + 8)
        stopped = true
        device.advance(by: 2.0 / 60)
        #expect(runs == 9)
        #expect(DelayedPerforms.count == 0)
    }

    @Test("A repeating timer at Foundation's shortest interval (0.1 ms) fires once per turn")
    func zeroIntervalRepeatingTimer() throws {
        let (device, _) = try launched()
        let ticks = FiringLog()
        // iOS treats an interval of 0 as 0.1 ms; swift-corelibs-foundation makes such a timer one-shot, so the
        // shortest interval is spelled out.
        let timer = Timer.scheduledTimer(withTimeInterval: 0.0001, repeats: true) { _ in
            MainActor.assumeIsolated { ticks.count += 1 }
        }
        device.runPendingWork()
        #expect(ticks.count == 0)
        device.advance(by: 1.0 / 60)
        #expect(ticks.count == 1)
        // No time passed: the next firing is not due; 166 missed firings per frame collapse into one.
        device.runPendingWork()
        #expect(ticks.count == 1)
        device.advance(by: 3.0 / 60)
        #expect(ticks.count == 4)
        timer.invalidate()
    }

    @Test("A flood of 100,000 zero-delay timers runs 1,000 per turn, in order, none lost; touches arrive meanwhile")
    func floodOfTimers() throws {
        let (device, view) = try launched()
        let log = FiringLog()
        log.times.reserveCapacity(100_000)
        for i in 0..<100_000 {
            Timer.scheduledTimer(withTimeInterval: 0, repeats: false) { _ in
                MainActor.assumeIsolated { log.times.append(Double(i)) }
            }
        }
        var order: [Int] { log.times.map { Int($0) } }
        device.runPendingWork()
        #expect(order.count == 1_000)
        device.touchDown(at: inTarget)
        #expect(view.log == ["began 30,20 tap 1"])
        #expect(order.count == 2_000)
        for _ in 0..<97 { device.runPendingWork() }
        #expect(order.count == 99_000)
        device.touchUp(at: inTarget)
        #expect(view.log == ["began 30,20 tap 1", "ended"])
        #expect(order == Array(0..<100_000))
        device.runPendingWork()
        #expect(order.count == 100_000)
    }

    @Test("Work scheduled during a turn waits for the next one, behind older work due at the same time")
    func orderAcrossTurns() throws {
        let (device, view) = try launched()
        var log: [String] = []
        for i in 0..<1_500 {
            view.perform(afterDelay: 0) {
                log.append("\(i)")
                if i == 10 { view.perform(afterDelay: 0) { log.append("follow-up") } }
            }
        }
        device.runPendingWork()
        #expect(log == (0..<1_000).map { "\($0)" })
        device.runPendingWork()
        #expect(log == (0..<1_500).map { "\($0)" } + ["follow-up"])
    }

    @Test("A pass stops once the host clock has used up the time budget; the rest keeps its order, cancels hold")
    func timeBudgetOnTheHostClock() {
        let queue = TimerQueue()
        queue.timeBudget = 0.008
        var clock = 0.0
        var ran: [Int] = []
        var tokens: [Int] = []
        for i in 0..<6 {
            tokens.append(queue.schedule(at: 0) {
                ran.append(i)
                clock += 0.003
                if i == 1 { queue.cancel(tokens[4]) }
            })
        }
        #expect(queue.fireDue(at: 0) { clock })
        #expect(ran == [0, 1, 2])
        #expect(queue.count == 2)
        #expect(!queue.fireDue(at: clock) { clock })
        #expect(ran == [0, 1, 2, 3, 5])
        #expect(queue.count == 0)
    }

    @Test("A turn does not wait for input while UIKit work it carried over is due")
    func noWaitWithCarriedOverWork() throws {
        let host = DeadlineRecordingHost()
        let runtime = AppRuntime(host: host, profile: .iPhone3GS, application: UIApplication())
        runtime.watchdogKillsProcess = false
        try runtime.launch(delegate: TouchAppDelegate())
        let ran = FiringLog()
        for _ in 0..<1_500 {
            Timer.scheduledTimer(withTimeInterval: 0, repeats: false) { _ in MainActor.assumeIsolated { ran.count += 1 } }
        }
        let now = host.clock.now
        let frameEnd = now + host.refreshInterval
        for _ in 0..<3 { runtime.runTurn(waitingUntil: frameEnd) }
        #expect(host.deadlines == [now, now, frameEnd])
        #expect(ran.count == 1_500)
        runtime.terminate()
    }

    // No time limit: the test's clock runs while every other main-actor test of the parallel run takes its turns
    // between this one's awaits, so its duration is about the whole suite's (600 s on CI, over 20 minutes on a loaded
    // 2-core machine), which no fixed limit tracks. What would hang instead — a turn that drains self-requeuing work
    // forever — is ended by the cap on re-queuing: after `requeueCap` runs the block stops, the turn returns, and the
    // expectations below fail rather than hang. Between the other tests' jobs the block runs about 3,200 times a
    // second (2,000,000 runs in CI's 630 s suite), so the cap is far above a whole suite's worth; a turn that drained
    // the work would reach it within a couple of minutes.
    @Test("Main-queue work that queues itself again cannot starve touches or frames")
    func selfRequeuingMainQueueWork() async throws {
        let (device, view) = try launched()
        var runs = 0
        var stopped = false
        let requeueCap = 500_000_000
        func queueAgain() {
            DispatchQueue.main.async {
                runs += 1
                view.backgroundColor = runs % 2 == 0 ? .red : .blue
                if !stopped, runs < requeueCap { queueAgain() }
            }
        }
        queueAgain()
        let frames = device.framesPresented
        await device.settle()
        #expect(runs >= 1)
        device.touchDown(at: inTarget)
        #expect(view.log == ["began 30,20 tap 1"])
        let runsBefore = runs
        await device.settle()
        #expect(runs > runsBefore)
        #expect(device.framesPresented > frames)
        #expect(runs < requeueCap, "the turn kept draining the re-queued work")
        stopped = true
        await device.settle()
        let runsAfterStop = runs
        await device.settle()
        #expect(runs == runsAfterStop)
    }

    @Test("100,000 blocks queued on the main queue all run, in order")
    func floodOfMainQueueBlocks() async throws {
        let (device, _) = try launched()
        var order: [Int] = []
        order.reserveCapacity(100_000)
        for i in 0..<100_000 { DispatchQueue.main.async { order.append(i) } }
        await device.settle()
        #expect(order == Array(0..<100_000))
    }
}
