// SPDX-License-Identifier: Apache-2.0

import Foundation
import UserNotifications

/// The app's `UILocalNotification`s by request identifier, and the notification settings it registered.
@preconcurrency @MainActor
package final class LocalNotificationRegistry {
    /// Identifiers of requests made from `UILocalNotification`s start with this.
    static let prefix = "UILocalNotification-"
    /// The notification each request was made from (copies).
    var scheduled: [String: UILocalNotification] = [:]
    /// The settings last registered, once the user answered.
    var settings: UIUserNotificationSettings?
    /// Whether this app is listed in ``applications``.
    var attached = false

    /// The applications that scheduled or registered through this API, held weakly.
    static var applications: [WeakApplication] = []
    /// Whether the process's notification center hands its undelegated deliveries to ``applications``.
    static var handlerInstalled = false

    package init() {}
}

/// An application held weakly.
struct WeakApplication {
    weak var application: UIApplication?
}

extension UIApplication {
    private var notificationCenter: UNUserNotificationCenter { UNUserNotificationCenter.current() }

    /// Asks the user to allow `notificationSettings.types` (iOS 8); the app delegate's
    /// `application(_:didRegister:)` then gets what was allowed (no types when the user declined).
    public func registerUserNotificationSettings(_ notificationSettings: UIUserNotificationSettings) {
        attachToNotificationCenter()
        var options: UNAuthorizationOptions = []
        if notificationSettings.types.contains(.badge) { options.insert(.badge) }
        if notificationSettings.types.contains(.sound) { options.insert(.sound) }
        if notificationSettings.types.contains(.alert) { options.insert(.alert) }
        let requested = SendableBox(notificationSettings)
        notificationCenter.requestAuthorization(options: options) { [weak self] granted, _ in
            DispatchQueue.main.async {
                MainActor.assumeIsolated {
                    guard let self else { return }
                    let answer = granted ? requested.value
                        : UIUserNotificationSettings(types: [], categories: requested.value.categories)
                    self.localNotifications.settings = answer
                    self.delegate?.application(self, didRegister: answer)
                }
            }
        }
    }

    /// The settings the user allowed for the last registration; nil before the user answered one.
    public var currentUserNotificationSettings: UIUserNotificationSettings? { localNotifications.settings }

    /// The notifications scheduled and not yet fired (copies); setting it replaces them all.
    public var scheduledLocalNotifications: [UILocalNotification]? {
        get {
            let pending = Set(notificationCenter.pendingIdentifiers)
            return localNotifications.scheduled.filter { pending.contains($0.key) }.sorted { $0.key < $1.key }
                .map { $0.value.copy() as! UILocalNotification }
        }
        set {
            cancelAllLocalNotifications()
            for notification in newValue ?? [] { scheduleLocalNotification(notification) }
        }
    }

    /// Schedules `notification` (a copy) to fire at its `fireDate` (at once when nil or past), repeating by its
    /// `repeatInterval`. Refused, logged, when the user has not allowed notifications or it shows nothing.
    public func scheduleLocalNotification(_ notification: UILocalNotification) {
        attachToNotificationCenter()
        let identifier = LocalNotificationRegistry.prefix + UUID().uuidString
        let copy = notification.copy() as! UILocalNotification
        localNotifications.scheduled[identifier] = copy
        let request = UNNotificationRequest(identifier: identifier, content: Self.content(of: copy),
                                            trigger: Self.trigger(of: copy))
        notificationCenter.add(request) { error in
            if let error { UIKitDiagnostics.log("scheduleLocalNotification: not scheduled (\(error))") }
        }
    }

    /// Delivers `notification` now, as if it had just fired.
    public func presentLocalNotificationNow(_ notification: UILocalNotification) {
        let now = notification.copy() as! UILocalNotification
        now.fireDate = nil
        now.repeatInterval = []
        scheduleLocalNotification(now)
    }

    /// Cancels the scheduled notification equal to `notification` (the same object, or one returned by
    /// ``scheduledLocalNotifications`` for it).
    public func cancelLocalNotification(_ notification: UILocalNotification) {
        let matches = localNotifications.scheduled.filter { Self.same($0.value, notification) }.map(\.key)
        for identifier in matches { localNotifications.scheduled[identifier] = nil }
        notificationCenter.removePendingNotificationRequests(withIdentifiers: matches)
    }

    /// Cancels every scheduled `UILocalNotification`.
    public func cancelAllLocalNotifications() {
        let identifiers = Array(localNotifications.scheduled.keys)
        localNotifications.scheduled.removeAll()
        notificationCenter.removePendingNotificationRequests(withIdentifiers: identifiers)
    }

    // MARK: Bridging

    /// Routes the center's deliveries without a delegate to the app delegate's `application(_:didReceive:)` of the
    /// application that scheduled them (the center is process-wide; in-process simulated devices may run several
    /// applications, each listed weakly).
    private func attachToNotificationCenter() {
        guard !localNotifications.attached else { return }
        localNotifications.attached = true
        LocalNotificationRegistry.applications.removeAll { $0.application == nil }
        LocalNotificationRegistry.applications.append(WeakApplication(application: self))
        guard !LocalNotificationRegistry.handlerInstalled else { return }
        LocalNotificationRegistry.handlerInstalled = true
        notificationCenter.undelegatedHandler = { notification in
            let identifier = notification.request.identifier
            MainActorDelivery.run {
                for entry in LocalNotificationRegistry.applications {
                    guard let app = entry.application, let local = app.localNotifications.scheduled[identifier]
                    else { continue }
                    if !UNUserNotificationCenter.current().pendingIdentifiers.contains(identifier) {
                        app.localNotifications.scheduled[identifier] = nil
                    }
                    app.delegate?.application(app, didReceive: local.copy() as! UILocalNotification)
                }
            }
        }
    }

    /// Whether two notifications describe the same schedule and content.
    private static func same(_ a: UILocalNotification, _ b: UILocalNotification) -> Bool {
        a === b || (a.fireDate == b.fireDate && a.alertBody == b.alertBody && a.alertTitle == b.alertTitle
            && a.repeatInterval == b.repeatInterval && a.category == b.category && a.soundName == b.soundName
            && a.applicationIconBadgeNumber == b.applicationIconBadgeNumber)
    }

    /// The User Notifications content of `notification`.
    private static func content(of notification: UILocalNotification) -> UNNotificationContent {
        let content = UNMutableNotificationContent()
        content.title = notification.alertTitle ?? ""
        content.body = notification.alertBody ?? ""
        if notification.soundName != nil { content.sound = .default }
        if notification.applicationIconBadgeNumber > 0 {
            content.badge = NSNumber(value: notification.applicationIconBadgeNumber)
        }
        content.userInfo = notification.userInfo ?? [:]
        content.categoryIdentifier = notification.category ?? ""
        return content
    }

    /// The trigger for `notification`'s fire date and repeat interval (nil: at once).
    private static func trigger(of notification: UILocalNotification) -> UNNotificationTrigger? {
        if let region = notification.region {
            return UNLocationNotificationTrigger(region: region, repeats: !notification.regionTriggersOnce)
        }
        let interval = notification.repeatInterval
        guard let fireDate = notification.fireDate else { return nil }
        if interval.isEmpty {
            let delay = fireDate.timeIntervalSinceNow
            return delay > 0 ? UNTimeIntervalNotificationTrigger(timeInterval: delay, repeats: false) : nil
        }
        var calendar = notification.repeatCalendar ?? Calendar.current
        if let zone = notification.timeZone { calendar.timeZone = zone }
        let fields: Set<Calendar.Component>
        if interval.contains(.minute) {
            fields = [.second]
        } else if interval.contains(.hour) {
            fields = [.minute, .second]
        } else if interval.contains(.day) {
            fields = [.hour, .minute, .second]
        } else if interval.contains(.weekOfYear) || interval.contains(.weekday) {
            fields = [.weekday, .hour, .minute, .second]
        } else if interval.contains(.month) {
            fields = [.day, .hour, .minute, .second]
        } else {
            fields = [.month, .day, .hour, .minute, .second]
        }
        return UNCalendarNotificationTrigger(dateMatching: calendar.dateComponents(fields, from: fireDate), repeats: true)
    }
}

/// A value carried across a concurrency boundary whose use stays on one actor (the main one).
private struct SendableBox<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}
