// SPDX-License-Identifier: Apache-2.0

import CProcessHooks
import HeadlessHost
import HostInterface

/// Puts the clocks and timers an app reads through Foundation and libdispatch on the current device
/// (docs/ARCHITECTURE.md, "Foundation's clocks and names").
///
/// UIKit's own timing already reads the host's clock. App code also reads `Date()`, `ProcessInfo.systemUptime`
/// and `DispatchTime.now()`, schedules Foundation `Timer`s and calls `DispatchQueue.main.asyncAfter`; the
/// `CProcessHooks` target intercepts those calls in the process, and these callbacks answer them for the runtime
/// that is current (``makeCurrent(_:)``), only for calls made from app code (the main thread or the main queue):
/// - **Clocks**, when the device's clock simulates time (a headless device): the monotonic clocks read device time
///   and the wall clock reads the clock's start date plus device time, so a replay prints the same times.
/// - **Foundation timers** go onto the runtime's timer queue (``FoundationTimerQueue``) and fire at their fire
///   date on the device's clock, in order with UIKit's own timers, on every host.
/// - **`dispatch_after` blocks** go onto the timer queue too and run when the device's clock reaches their time.
/// - **Sleeps** (`Thread.sleep`, `usleep`, …) on a manual clock take real time and then move the device's clock on
///   by the time asked for, as a stalled main thread lets time pass on a device.
///
/// Other threads, and every call while no app runs, see the real clocks and Foundation's own run loops.
enum FoundationHooks {
    /// What the clock callback reads: it runs inside `clock_gettime`, so it takes only this lock.
    private struct Current {
        weak var runtime: AppRuntime?
        var clock: HostClock?
        var startDate: Double?
    }

    private static let lock = NSLock()
    nonisolated(unsafe) private static var current = Current()

    /// Installs the process's hooks once (the first time a runtime becomes current).
    private static let installation: Void = {
        var hooks = touchstone_process_hooks(
            device_time: { uptime, wall in FoundationHooks.deviceTime(uptime, wall) },
            take_timer: { timer, fireDate in FoundationHooks.takeTimer(timer, fireDate: fireDate) },
            timer_rescheduled: { timer, fireDate in FoundationHooks.timerRescheduled(timer, fireDate: fireDate) },
            take_dispatch: { block, queue, isMain, delay in
                FoundationHooks.takeDispatch(block, queue: queue, isMainQueue: isMain != 0, delay: delay)
            },
            device_slept: { seconds in FoundationHooks.deviceSlept(seconds) })
        touchstone_install_process_hooks(&hooks)
    }()

    /// Makes `runtime`'s clock and timer queue the ones app code's Foundation calls use.
    @MainActor
    static func makeCurrent(_ runtime: AppRuntime) {
        _ = installation
        let clock = runtime.host.clock
        lock.withLock {
            current = Current(runtime: runtime, clock: clock, startDate: clock.simulatedStartDate?.timeIntervalSince1970)
        }
    }

    /// Hands Foundation's calls back to the real clocks and run loops if `runtime` is the current one (it ended).
    @MainActor
    static func resign(_ runtime: AppRuntime) {
        lock.withLock {
            if current.runtime === runtime || current.runtime == nil { current = Current() }
        }
    }

    /// The current runtime, for the timer callbacks (which run on the main actor: app code called them).
    @MainActor
    private static var currentRuntime: AppRuntime? {
        let runtime = lock.withLock { current.runtime }
        return runtime?.isTerminated == false ? runtime : nil
    }

    // MARK: Callbacks (called from C, on the thread that made the hooked call)

    private static func deviceTime(_ uptime: UnsafeMutablePointer<Double>, _ wall: UnsafeMutablePointer<Double>) -> Int32 {
        let (clock, start) = lock.withLock { current.runtime == nil ? (nil, nil) : (current.clock, current.startDate) }
        guard let clock, let start else { return 0 }
        let now = clock.now
        // Device time is the uptime (as `CACurrentMediaTime()` is on iOS), but never 0: libdispatch reads an
        // uptime of 0 as "no clock" and answers DISPATCH_TIME_FOREVER for `DispatchTime.now()`.
        uptime.pointee = max(now, 1e-6)
        wall.pointee = start + now
        return 1
    }

    private static func deviceSlept(_ seconds: Double) {
        let clock = lock.withLock { current.runtime == nil ? nil : current.clock }
        (clock as? ManualHostClock)?.advance(by: seconds)
    }

    private static func takeTimer(_ cfTimer: UnsafeMutableRawPointer, fireDate: Double) -> Int32 {
        nonisolated(unsafe) let timer = cfTimer  // a CFRunLoopTimer, used only on the main actor from here on
        return MainActor.assumeIsolated {
            guard let runtime = currentRuntime else { return 0 }
            runtime.foundationTimers.take(timer, fireDate: fireDate)
            return 1
        }
    }

    private static func timerRescheduled(_ cfTimer: UnsafeMutableRawPointer, fireDate: Double) {
        nonisolated(unsafe) let timer = cfTimer
        MainActor.assumeIsolated { currentRuntime?.foundationTimers.reschedule(timer, fireDate: fireDate) }
    }

    private static func takeDispatch(_ dispatchBlock: UnsafeMutableRawPointer, queue dispatchQueue: UnsafeMutableRawPointer,
                                     isMainQueue: Bool, delay: Double) -> Int32
    {
        nonisolated(unsafe) let (block, queue) = (dispatchBlock, dispatchQueue)
        return MainActor.assumeIsolated {
            guard let runtime = currentRuntime else { return 0 }
            let work = DelayedDispatch(block: block, queue: queue, isMainQueue: isMainQueue)
            runtime.timers.schedule(at: runtime.host.clock.now + delay) { work.deliver() }
            return 1
        }
    }
}

/// A `dispatch_after` block waiting on the device's clock; released unrun if its device goes away first.
private final class DelayedDispatch {
    private var block: UnsafeMutableRawPointer?
    private let queue: UnsafeMutableRawPointer
    private let isMainQueue: Bool

    init(block: UnsafeMutableRawPointer, queue: UnsafeMutableRawPointer, isMainQueue: Bool) {
        self.block = block
        self.queue = queue
        self.isMainQueue = isMainQueue
    }

    /// Runs the block (in place for the main queue, else on its queue); once.
    func deliver() {
        guard let block else { return }
        self.block = nil
        touchstone_dispatch_deliver(block, queue, isMainQueue ? 1 : 0)
    }

    deinit {
        if let block { touchstone_dispatch_discard(block, queue) }
    }
}
