// SPDX-License-Identifier: Apache-2.0
//
// When a notification is delivered: after an interval, at calendar dates, or (not simulated) on a push or a region.

import CoreLocation
import Foundation

/// The condition that delivers a notification; a request without one is delivered at once.
open class UNNotificationTrigger: NSObject, NSCopying, @unchecked Sendable {
    /// Whether the trigger fires again after it fired.
    public let repeats: Bool

    init(repeats: Bool) {
        self.repeats = repeats
        super.init()
    }

    /// Triggers are immutable: the copy is the trigger.
    open func copy(with zone: NSZone? = nil) -> Any { self }

    /// The first date on or after `now` the trigger fires at, or nil if it never fires on its own (a push or a
    /// region). The notification center asks it when the request is added and after each delivery.
    func nextFireDate(after now: Date, scheduledAt added: Date) -> Date? { nil }

    /// Why the trigger cannot be scheduled, if it cannot.
    var invalidity: UNError? { nil }
}

/// A trigger that fires after a number of seconds, and again every that many seconds if it repeats.
///
/// iOS raises an exception for an interval that is not positive, or under 60 s when repeating; Touchstone logs
/// it and `add(_:withCompletionHandler:)` refuses the request with `UNError.notificationInvalidNoDate`.
open class UNTimeIntervalNotificationTrigger: UNNotificationTrigger, @unchecked Sendable {
    /// The interval in seconds.
    public let timeInterval: TimeInterval
    private let created: Date

    /// A trigger that fires `timeInterval` seconds after the request is added.
    public init(timeInterval: TimeInterval, repeats: Bool) {
        self.timeInterval = timeInterval
        created = Date()
        super.init(repeats: repeats)
        if let invalidity { NotificationDiagnostics.log("UNTimeIntervalNotificationTrigger: \(invalidity.localizedDescription)") }
    }

    /// When the trigger next fires, counted from its creation (as iOS counts before the request is added).
    open func nextTriggerDate() -> Date? {
        guard invalidity == nil else { return nil }
        return nextFireDate(after: Date(), scheduledAt: created)
    }

    override func nextFireDate(after now: Date, scheduledAt added: Date) -> Date? {
        guard invalidity == nil else { return nil }
        var date = added.addingTimeInterval(timeInterval)
        if repeats && date < now {
            let periods = ((now.timeIntervalSince(added)) / timeInterval).rounded(.down)
            date = added.addingTimeInterval((periods + 1) * timeInterval)
        }
        return date
    }

    override var invalidity: UNError? {
        guard timeInterval.isFinite, timeInterval > 0 else {
            return .make(.notificationInvalidNoDate, "time interval must be greater than 0")
        }
        if repeats && timeInterval < 60 {
            return .make(.notificationInvalidNoDate, "time interval must be at least 60 if repeating")
        }
        return nil
    }
}

/// A trigger that fires when the date and time match components (every morning at 8:30, say).
open class UNCalendarNotificationTrigger: UNNotificationTrigger, @unchecked Sendable {
    /// The components to match.
    public let dateComponents: DateComponents

    /// A trigger at the next date matching `dateComponents`, and every matching date after if it repeats.
    public init(dateMatching dateComponents: DateComponents, repeats: Bool) {
        self.dateComponents = dateComponents
        super.init(repeats: repeats)
    }

    /// The next date matching the components, from now.
    open func nextTriggerDate() -> Date? {
        nextFireDate(after: Date(), scheduledAt: Date())
    }

    override func nextFireDate(after now: Date, scheduledAt added: Date) -> Date? {
        let calendar = dateComponents.calendar ?? Calendar.current
        var matching = dateComponents
        matching.calendar = nil
        // The first matching date at or after `now` (nextDate is strictly after its start).
        return calendar.nextDate(after: now.addingTimeInterval(-0.001), matching: matching, matchingPolicy: .nextTime,
                                 direction: .forward)
    }
}

/// A trigger that fires when the device enters or leaves a region. The simulated device does not deliver
/// location-triggered notifications: such requests stay pending (logged when added).
open class UNLocationNotificationTrigger: UNNotificationTrigger, @unchecked Sendable {
    /// The region.
    public let region: CLRegion

    /// A trigger on entering or leaving `region` (its `notifyOnEntry`/`notifyOnExit`).
    public init(region: CLRegion, repeats: Bool) {
        self.region = region
        super.init(repeats: repeats)
    }
}

/// The trigger of a notification a push delivered. Apps never make one; the simulated device has no push service.
open class UNPushNotificationTrigger: UNNotificationTrigger, @unchecked Sendable {}
