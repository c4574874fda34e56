// SPDX-License-Identifier: Apache-2.0

import Dispatch
import Foundation
import OpenCombine

/// `DispatchQueue` as a Combine scheduler, as Apple's Combine has it: `.receive(on: DispatchQueue.main)`,
/// `.debounce(for: .milliseconds(300), scheduler: DispatchQueue.main)`, `.delay(for: .seconds(1), scheduler: …)`.
///
/// Written here rather than taken from OpenCombineDispatch because of time: every delayed action, repeating ones
/// included, is an `asyncAfter`, which the process hooks put on a headless device's clock in app code, where
/// OpenCombineDispatch's repeating schedule is a `DispatchSource` timer, which keeps real time (docs/
/// ARCHITECTURE.md, "Combine").
extension DispatchQueue: @retroactive Scheduler {
    /// Quality of service, flags and group for the work the scheduler submits.
    public struct SchedulerOptions {
        /// The quality of service of submitted work.
        public var qos: DispatchQoS
        /// The flags of submitted work.
        public var flags: DispatchWorkItemFlags
        /// The group immediate work joins (delayed work joins none, as with Apple's).
        public var group: DispatchGroup?

        /// Options with the given quality of service, flags and group.
        public init(qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [], group: DispatchGroup? = nil) {
            self.qos = qos
            self.flags = flags
            self.group = group
        }
    }

    /// No tolerance: delayed work runs when due.
    public var minimumTolerance: SchedulerTimeType.Stride { .nanoseconds(0) }

    /// The current dispatch time (the device's in app code on a headless device).
    public var now: SchedulerTimeType { SchedulerTimeType(.now()) }

    /// Submits `action` to run on the queue as soon as possible.
    public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
        let options = options ?? SchedulerOptions()
        let work = UncheckedAction(action)
        async(group: options.group, qos: options.qos, flags: options.flags) { work.run() }
    }

    /// Submits `action` to run on the queue at `date` (the tolerance is not used).
    public func schedule(after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride,
                         options: SchedulerOptions?, _ action: @escaping () -> Void) {
        let options = options ?? SchedulerOptions()
        let work = UncheckedAction(action)
        asyncAfter(deadline: date.dispatchTime, qos: options.qos, flags: options.flags) { work.run() }
    }

    /// Runs `action` on the queue at `date` and then every `interval` until the returned value is cancelled;
    /// firings missed while the queue was busy are skipped, not run in a burst.
    public func schedule(after date: SchedulerTimeType, interval: SchedulerTimeType.Stride,
                         tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
                         _ action: @escaping () -> Void) -> Cancellable {
        let repeating = RepeatingDispatchWork(queue: self, interval: interval, options: options ?? SchedulerOptions(),
                                              action: action)
        repeating.arm(at: date)
        return repeating
    }
}

/// An action handed to dispatch: Combine's scheduler API takes plain closures, and the operators that pass them
/// keep their own state under locks (as Apple's Combine does).
private struct UncheckedAction: @unchecked Sendable {
    let run: () -> Void
    init(_ run: @escaping () -> Void) { self.run = run }
}

/// A repeating action on a dispatch queue, each firing an `asyncAfter` that arms the next.
private final class RepeatingDispatchWork: Cancellable, @unchecked Sendable {
    private let queue: DispatchQueue
    private let interval: DispatchQueue.SchedulerTimeType.Stride
    nonisolated(unsafe) private let options: DispatchQueue.SchedulerOptions
    private let lock = NSLock()
    private var action: (() -> Void)?

    init(queue: DispatchQueue, interval: DispatchQueue.SchedulerTimeType.Stride,
         options: DispatchQueue.SchedulerOptions, action: @escaping () -> Void) {
        self.queue = queue
        // A zero or negative interval would fire without end at one instant; a nanosecond is the least.
        self.interval = interval.magnitude > 0 ? interval : .nanoseconds(1)
        self.options = options
        self.action = action
    }

    func arm(at date: DispatchQueue.SchedulerTimeType) {
        queue.asyncAfter(deadline: date.dispatchTime, qos: options.qos, flags: options.flags) { [self] in
            lock.lock()
            let action = self.action
            lock.unlock()
            guard let action else { return }
            action()
            var next = date.advanced(by: interval)
            let now = queue.now
            if next < now {
                let behind = next.distance(to: now).magnitude
                next = next.advanced(by: .nanoseconds((behind / interval.magnitude + 1) * interval.magnitude))
            }
            arm(at: next)
        }
    }

    func cancel() {
        lock.lock()
        action = nil
        lock.unlock()
    }
}
