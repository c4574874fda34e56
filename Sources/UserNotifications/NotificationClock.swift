// SPDX-License-Identifier: Apache-2.0
//
// Where the notification center reads time and sets its alarms (docs/ARCHITECTURE.md, "User notifications").

import Dispatch
import Foundation

/// A scheduled alarm; cancelling it keeps its body from running.
package final class NotificationAlarm: @unchecked Sendable {
    private let lock = NSLock()
    private var cancelled = false

    package init() {}

    /// Keeps the body from running, if it has not run yet.
    package func cancel() { lock.withLock { cancelled = true } }

    /// Whether ``cancel()`` was called.
    package var isCancelled: Bool { lock.withLock { cancelled } }
}

/// The notification center's time: what time it is and when to wake it up. Alarms run on the main queue.
package protocol NotificationClock: AnyObject, Sendable {
    /// The current date.
    var now: Date { get }
    /// Runs `body` on the main queue at `date` (soon, when it has passed) unless the alarm is cancelled first.
    func schedule(at date: Date, _ body: @escaping @Sendable () -> Void) -> NotificationAlarm
}

/// The clock of a running app: `Date()` and `DispatchQueue.main.asyncAfter`, which in an app follow the device's
/// clock (UIKit's process hooks move main-queue `dispatch_after` onto the device clock; on a headless device
/// `Date()` is simulated too). Alarms are set from the main queue so that the hooks see them.
package final class MainQueueNotificationClock: NotificationClock {
    package init() {}

    package var now: Date { Date() }

    package func schedule(at date: Date, _ body: @escaping @Sendable () -> Void) -> NotificationAlarm {
        let alarm = NotificationAlarm()
        DispatchQueue.main.async {
            let delay = date.timeIntervalSince(Date())
            // Due already (a request without a trigger): now, without a timer.
            guard delay > 0 else {
                if !alarm.isCancelled { body() }
                return
            }
            DispatchQueue.main.asyncAfter(deadline: .now() + delay) {
                if !alarm.isCancelled { body() }
            }
        }
        return alarm
    }
}

/// A clock that moves only when a test advances it; due alarms are queued on the main queue in date order.
package final class ManualNotificationClock: NotificationClock, @unchecked Sendable {
    private struct Pending {
        let date: Date
        let order: Int
        let alarm: NotificationAlarm
        let body: @Sendable () -> Void
    }

    private let lock = NSLock()
    private var current: Date
    private var pending: [Pending] = []
    private var counter = 0

    /// A clock reading `start`.
    package init(start: Date = Date(timeIntervalSinceReferenceDate: 788_953_260)) {
        current = start
    }

    package var now: Date { lock.withLock { current } }

    package func schedule(at date: Date, _ body: @escaping @Sendable () -> Void) -> NotificationAlarm {
        let alarm = NotificationAlarm()
        let due = lock.withLock { () -> Bool in
            counter += 1
            pending.append(Pending(date: date, order: counter, alarm: alarm, body: body))
            return date <= current
        }
        if due { fireDue() }
        return alarm
    }

    /// Moves the clock `seconds` forward and queues every alarm that came due, earliest first.
    package func advance(by seconds: TimeInterval) {
        lock.withLock { current = current.addingTimeInterval(seconds) }
        fireDue()
    }

    /// The alarms not yet run or cancelled.
    package var scheduledCount: Int { lock.withLock { pending.filter { !$0.alarm.isCancelled }.count } }

    private func fireDue() {
        let due = lock.withLock { () -> [Pending] in
            let due = pending.filter { $0.date <= current }.sorted { ($0.date, $0.order) < ($1.date, $1.order) }
            pending.removeAll { $0.date <= current }
            return due
        }
        for entry in due where !entry.alarm.isCancelled {
            let body = entry.body
            DispatchQueue.main.async { body() }
        }
    }
}
