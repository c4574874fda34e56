// SPDX-License-Identifier: Apache-2.0
//
// Scheduling requests, firing them, and the pending and delivered lists.

import Dispatch
import Foundation

extension UNUserNotificationCenter {
    /// Schedules `request`, replacing a pending one with its identifier. Fails (on the center's queue) with
    /// `UNError.notificationsNotAllowed` while the app is not authorized, `.notificationInvalidNoContent` for
    /// content with no title, subtitle, body, sound or badge, and `.notificationInvalidNoDate` for a trigger that
    /// never fires (an invalid interval, a calendar match with no next date).
    public func add(_ request: UNNotificationRequest, withCompletionHandler completionHandler: ((Error?) -> Void)? = nil) {
        let error = schedule(request)
        if let error { NotificationDiagnostics.log("add(\(request.identifier)): \(error.localizedDescription)") }
        guard let completionHandler else { return }
        let completion = Handoff(value: completionHandler)
        callbackQueue.async { completion.value(error) }
    }

    /// Schedules `request`; throws what ``add(_:withCompletionHandler:)`` reports.
    public func add(_ request: UNNotificationRequest) async throws {
        if let error = schedule(request) { throw error }
    }

    /// The requests waiting for their triggers, on the center's queue, in the order they were added.
    public func getPendingNotificationRequests(completionHandler: @escaping ([UNNotificationRequest]) -> Void) {
        let requests = lock.withLock { pending.map(\.request) }
        let completion = Handoff(value: completionHandler)
        callbackQueue.async { completion.value(requests) }
    }

    /// The requests waiting for their triggers.
    public func pendingNotificationRequests() async -> [UNNotificationRequest] {
        lock.withLock { pending.map(\.request) }
    }

    /// Unschedules the pending requests with these identifiers.
    public func removePendingNotificationRequests(withIdentifiers identifiers: [String]) {
        let removed = lock.withLock { () -> [PendingRequest] in
            let removed = pending.filter { identifiers.contains($0.request.identifier) }
            pending.removeAll { identifiers.contains($0.request.identifier) }
            return removed
        }
        for entry in removed { entry.alarm?.cancel() }
    }

    /// Unschedules every pending request.
    public func removeAllPendingNotificationRequests() {
        let removed = lock.withLock { () -> [PendingRequest] in
            defer { pending.removeAll() }
            return pending
        }
        for entry in removed { entry.alarm?.cancel() }
    }

    /// The app's notifications in Notification Center, on the center's queue, oldest first.
    public func getDeliveredNotifications(completionHandler: @escaping ([UNNotification]) -> Void) {
        let notifications = lock.withLock { delivered }
        let completion = Handoff(value: completionHandler)
        callbackQueue.async { completion.value(notifications) }
    }

    /// The app's notifications in Notification Center, oldest first.
    public func deliveredNotifications() async -> [UNNotification] {
        lock.withLock { delivered }
    }

    /// Removes delivered notifications from Notification Center.
    public func removeDeliveredNotifications(withIdentifiers identifiers: [String]) {
        lock.withLock { delivered.removeAll { identifiers.contains($0.request.identifier) } }
    }

    /// Removes every delivered notification from Notification Center.
    public func removeAllDeliveredNotifications() {
        lock.withLock { delivered.removeAll() }
    }

    /// The simulated user opens a delivered notification (`actionIdentifier` the default action), dismisses it, or
    /// picks one of its category's actions (`userText` for a text-input action): it leaves Notification Center and
    /// the delegate's `didReceive` runs on the main queue. False when no such notification was delivered.
    @discardableResult
    package func respond(toNotificationWithIdentifier identifier: String,
                         actionIdentifier: String = UNNotificationDefaultActionIdentifier,
                         userText: String? = nil) -> Bool {
        let notification = lock.withLock { () -> UNNotification? in
            guard let index = delivered.lastIndex(where: { $0.request.identifier == identifier }) else { return nil }
            return delivered.remove(at: index)
        }
        guard let notification else { return false }
        let response = userText.map {
            UNTextInputNotificationResponse(notification: notification, actionIdentifier: actionIdentifier, userText: $0)
        } ?? UNNotificationResponse(notification: notification, actionIdentifier: actionIdentifier)
        let call = Handoff(value: (self, response))
        DispatchQueue.main.async {
            let (center, response) = call.value
            if let delegate = center.delegate {
                delegate.userNotificationCenter(center, didReceive: response) {}
            } else {
                center.undelegatedHandler?(response.notification)
            }
        }
        return true
    }

    /// Checks and schedules a request; the reason it was refused, if it was.
    private func schedule(_ request: UNNotificationRequest) -> UNError? {
        if let invalid = request.trigger?.invalidity { return invalid }
        let now = clock.now
        let fireDate: Date?
        if let trigger = request.trigger {
            fireDate = trigger.nextFireDate(after: now, scheduledAt: now)
            if fireDate == nil && !(trigger is UNLocationNotificationTrigger) {
                return .make(.notificationInvalidNoDate, "The trigger has no next date")
            }
            if trigger is UNLocationNotificationTrigger {
                NotificationDiagnostics.log("add(\(request.identifier)): location triggers are not simulated; the request stays pending")
            }
        } else {
            fireDate = now
        }
        let (refusal, replaced, dropped) = lock.withLock { () -> (UNError?, [PendingRequest], [PendingRequest]) in
            guard status == .authorized || status == .provisional || status == .ephemeral else {
                return (.make(.notificationsNotAllowed, "Notifications are not allowed for this application"), [], [])
            }
            guard request.content.values.isUserFacing else {
                return (.make(.notificationInvalidNoContent, "The notification has no user-facing content"), [], [])
            }
            let replaced = pending.filter { $0.request.identifier == request.identifier }
            pending.removeAll { $0.request.identifier == request.identifier }
            pending.append(PendingRequest(request: request, added: now, fireDate: fireDate, alarm: nil))
            return (nil, replaced, trimPending())
        }
        if let refusal { return refusal }
        for entry in replaced + dropped { entry.alarm?.cancel() }
        if let fireDate { arm(request.identifier, at: fireDate) }
        return nil
    }

    /// Keeps the soonest ``pendingLimit`` requests; returns the ones dropped. Call with the lock held.
    private func trimPending() -> [PendingRequest] {
        guard pending.count > Self.pendingLimit else { return [] }
        let order = pending.enumerated().sorted { lhs, rhs in
            (lhs.element.fireDate ?? .distantFuture, lhs.offset) < (rhs.element.fireDate ?? .distantFuture, rhs.offset)
        }
        let kept = Set(order.prefix(Self.pendingLimit).map(\.offset))
        let dropped = pending.enumerated().filter { !kept.contains($0.offset) }.map(\.element)
        pending = pending.enumerated().filter { kept.contains($0.offset) }.map(\.element)
        NotificationDiagnostics.log("more than \(Self.pendingLimit) pending requests: the latest are dropped")
        return dropped
    }

    /// Sets the alarm of the pending request `identifier`.
    private func arm(_ identifier: String, at date: Date) {
        let alarm = clock.schedule(at: date) { [weak self] in self?.fire(identifier) }
        let stale = lock.withLock { () -> Bool in
            guard let index = pending.firstIndex(where: { $0.request.identifier == identifier && $0.alarm == nil }) else {
                return true
            }
            pending[index].alarm = alarm
            return false
        }
        if stale { alarm.cancel() }
    }

    /// The trigger of pending request `identifier` fired (on the main queue): deliver it and, if it repeats,
    /// set its next alarm.
    private func fire(_ identifier: String) {
        let now = clock.now
        let fired = lock.withLock { () -> (UNNotification, Date?)? in
            guard let index = pending.firstIndex(where: { $0.request.identifier == identifier }) else { return nil }
            let entry = pending[index]
            let notification = UNNotification(date: now, request: entry.request)
            var next: Date?
            if let trigger = entry.request.trigger, trigger.repeats {
                next = trigger.nextFireDate(after: now.addingTimeInterval(0.001), scheduledAt: entry.added)
            }
            if let next {
                pending[index].fireDate = next
                pending[index].alarm = nil
            } else {
                pending.remove(at: index)
            }
            return (notification, next)
        }
        guard let (notification, next) = fired else { return }
        if let next { arm(identifier, at: next) }
        deliver(notification)
    }

    /// Presents a notification: in the foreground as the delegate answers, in the background all the way.
    private func deliver(_ notification: UNNotification) {
        let inForeground = lock.withLock { foreground }
        let delegate = self.delegate
        guard inForeground else {
            present(notification, options: [.banner, .list, .sound, .badge], inForeground: false)
            return
        }
        guard let delegate else {
            present(notification, options: [], inForeground: true)
            undelegatedHandler?(notification)
            return
        }
        let call = Handoff(value: (self, notification))
        delegate.userNotificationCenter(self, willPresent: notification) { options in
            let (center, notification) = call.value
            center.present(notification, options: options, inForeground: true)
        }
    }

    /// Records a presentation: Notification Center keeps it (replacing one with its identifier) unless it was
    /// only a sound or badge, and the badge applies when asked for and allowed.
    private func present(_ notification: UNNotification, options: UNNotificationPresentationOptions, inForeground: Bool) {
        let content = notification.request.content
        lock.withLock {
            let allowed = grantedOptions
            var shown = options
            if !allowed.contains(.badge) { shown.remove(.badge) }
            if !allowed.contains(.sound) || content.sound == nil { shown.remove(.sound) }
            if !allowed.contains(.alert) && status != .provisional { shown.subtract([.banner, .alert]) }
            if shown.contains(.badge), let number = content.badge { badge = max(0, number.intValue) }
            if !shown.isDisjoint(with: [.list, .banner, .alert]) || status == .provisional {
                delivered.removeAll { $0.request.identifier == notification.request.identifier }
                delivered.append(notification)
            }
            presentationLog.append(Presentation(identifier: notification.request.identifier, inForeground: inForeground,
                                                options: shown))
        }
    }
}
