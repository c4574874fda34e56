// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing
@testable import UserNotifications

/// Triggers firing on the clock, the pending and delivered lists, and presentation in the foreground and the
/// background.
@Suite("Notification scheduling")
@MainActor
struct SchedulingTests {
    @Test("A 10 s trigger fires after 10 s of clock, not before; the delegate's options decide the presentation")
    func timeInterval() async throws {
        let (center, clock) = await makeCenter()
        let delegate = RecordingDelegate(options: [.banner, .list, .badge])
        center.delegate = delegate
        let trigger = UNTimeIntervalNotificationTrigger(timeInterval: 10, repeats: false)
        try await center.add(UNNotificationRequest(identifier: "tea", content: content("Tea", badge: 3), trigger: trigger))
        #expect(await center.pendingNotificationRequests().map(\.identifier) == ["tea"])
        clock.advance(by: 9.9)
        await drainMainQueue()
        #expect(delegate.willPresent.isEmpty)
        clock.advance(by: 0.1)
        await drainMainQueue()
        #expect(delegate.willPresent == ["tea"])
        #expect(await center.pendingNotificationRequests().isEmpty)
        let delivered = await center.deliveredNotifications()
        #expect(delivered.map(\.request.identifier) == ["tea"] && delivered.first?.request.content.title == "Tea")
        #expect(delivered.first?.date == clock.now)
        #expect(center.badgeCount == 3)
        #expect(center.presentations == [.init(identifier: "tea", inForeground: true, options: [.banner, .list, .badge])])
    }

    @Test("In the foreground without a delegate nothing is shown; in the background it is listed and badged")
    func foregroundAndBackground() async throws {
        // The center follows UIKit's notifications on a notification center of the test's own: the default one carries
        // the app states of every device other tests run in this process.
        let events = NotificationCenter()
        let (center, clock) = await makeCenter(followsApplicationState: true, applicationEvents: events)
        try await center.add(UNNotificationRequest(identifier: "quiet", content: content("Quiet", badge: 1), trigger: nil))
        await drainMainQueue()
        #expect(await center.deliveredNotifications().isEmpty && center.badgeCount == 0)
        #expect(center.presentations.map(\.options) == [[]])
        events.post(name: Notification.Name("UIApplicationDidEnterBackgroundNotification"), object: nil)
        try await center.add(UNNotificationRequest(identifier: "loud", content: content("Loud", badge: 5),
                                                   trigger: UNTimeIntervalNotificationTrigger(timeInterval: 1, repeats: false)))
        clock.advance(by: 1)
        await drainMainQueue()
        #expect(await center.deliveredNotifications().map(\.request.identifier) == ["loud"])
        #expect(center.badgeCount == 5)
        #expect(center.presentations.last == .init(identifier: "loud", inForeground: false, options: [.banner, .list, .badge]),
                "no sound: the content has none")
        events.post(name: Notification.Name("UIApplicationWillEnterForegroundNotification"), object: nil)
    }

    @Test("A repeating 60 s trigger fires every minute and stays pending; removing it stops it")
    func repeating() async throws {
        let (center, clock) = await makeCenter()
        let delegate = RecordingDelegate(options: [.list])
        center.delegate = delegate
        try await center.add(UNNotificationRequest(identifier: "tick", content: content("Tick"),
                                                   trigger: UNTimeIntervalNotificationTrigger(timeInterval: 60, repeats: true)))
        for _ in 0..<3 {
            clock.advance(by: 60)
            await drainMainQueue()
        }
        #expect(delegate.willPresent == ["tick", "tick", "tick"])
        #expect(await center.pendingNotificationRequests().count == 1)
        #expect(await center.deliveredNotifications().count == 1, "one entry per identifier in Notification Center")
        center.removePendingNotificationRequests(withIdentifiers: ["tick"])
        clock.advance(by: 120)
        await drainMainQueue()
        #expect(delegate.willPresent.count == 3 && clock.scheduledCount == 0)
    }

    @Test("Invalid intervals and content are refused with Apple's codes")
    func refused() async throws {
        let (center, _) = await makeCenter()
        for (interval, repeats) in [(0.0, false), (-5, false), (.nan, false), (.infinity, false), (30, true)] {
            let trigger = UNTimeIntervalNotificationTrigger(timeInterval: interval, repeats: repeats)
            #expect(trigger.nextTriggerDate() == nil)
            await #expect(throws: UNError(.notificationInvalidNoDate)) {
                try await center.add(UNNotificationRequest(identifier: "bad", content: content("Bad"), trigger: trigger))
            }
        }
        await #expect(throws: UNError(.notificationInvalidNoContent)) {
            try await center.add(UNNotificationRequest(identifier: "empty", content: UNMutableNotificationContent(), trigger: nil))
        }
        var past = DateComponents()
        (past.year, past.month, past.day, past.hour, past.minute) = (2001, 1, 1, 0, 0)
        await #expect(throws: UNError(.notificationInvalidNoDate)) {
            try await center.add(UNNotificationRequest(identifier: "past", content: content("Past"),
                                                       trigger: UNCalendarNotificationTrigger(dateMatching: past, repeats: false)))
        }
        #expect(await center.pendingNotificationRequests().isEmpty)
        await #expect(throws: UNError(.badgeInputInvalid)) { try await center.setBadgeCount(-1) }
    }

    @Test("A calendar trigger fires at the next matching time of day, every day when it repeats")
    func calendar() async throws {
        let (center, clock) = await makeCenter()
        let delegate = RecordingDelegate(options: [.banner])
        center.delegate = delegate
        var utc = Calendar(identifier: .gregorian)
        utc.timeZone = TimeZone(identifier: "UTC")!
        let start = utc.dateComponents([.hour, .minute], from: clock.now)
        var components = DateComponents()
        components.calendar = utc
        components.hour = ((start.hour ?? 0) + 1) % 24
        components.minute = 30
        let trigger = UNCalendarNotificationTrigger(dateMatching: components, repeats: true)
        try await center.add(UNNotificationRequest(identifier: "daily", content: content("Daily"), trigger: trigger))
        let minutesToGo = Double(60 - (start.minute ?? 0) + 30)
        clock.advance(by: minutesToGo * 60 - 1)
        await drainMainQueue()
        #expect(delegate.willPresent.isEmpty)
        clock.advance(by: 1)
        await drainMainQueue()
        #expect(delegate.willPresent == ["daily"])
        clock.advance(by: 86_400)
        await drainMainQueue()
        #expect(delegate.willPresent == ["daily", "daily"])
    }

    @Test("The same identifier replaces a pending request; the request keeps the content it was given")
    func replace() async throws {
        let (center, clock) = await makeCenter()
        let delegate = RecordingDelegate(options: [.list])
        center.delegate = delegate
        let mutable = content("First")
        try await center.add(UNNotificationRequest(identifier: "x", content: mutable,
                                                   trigger: UNTimeIntervalNotificationTrigger(timeInterval: 5, repeats: false)))
        mutable.title = "Changed after adding"
        try await center.add(UNNotificationRequest(identifier: "x", content: content("Second"),
                                                   trigger: UNTimeIntervalNotificationTrigger(timeInterval: 10, repeats: false)))
        #expect(await center.pendingNotificationRequests().map(\.content.title) == ["Second"])
        clock.advance(by: 5)
        await drainMainQueue()
        #expect(delegate.willPresent.isEmpty)
        clock.advance(by: 5)
        await drainMainQueue()
        #expect(await center.deliveredNotifications().map(\.request.content.title) == ["Second"])
        let kept = UNNotificationRequest(identifier: "y", content: mutable, trigger: nil)
        mutable.title = "Later"
        #expect(kept.content.title == "Changed after adding" && !(kept.content is UNMutableNotificationContent))
    }

    @Test("At most 64 requests stay pending: the soonest")
    func pendingLimit() async throws {
        let (center, _) = await makeCenter()
        for index in (1...70).reversed() {
            try await center.add(UNNotificationRequest(
                identifier: "r\(index)", content: content("R"),
                trigger: UNTimeIntervalNotificationTrigger(timeInterval: Double(index) * 100, repeats: false)))
        }
        let kept = Set(await center.pendingNotificationRequests().map(\.identifier))
        #expect(kept.count == 64 && kept.contains("r1") && kept.contains("r64") && !kept.contains("r65"))
    }

    @Test("The user opens, dismisses or answers a delivered notification: the delegate hears it, once")
    func responses() async throws {
        let (center, _) = await makeCenter()
        let delegate = RecordingDelegate(options: [.banner, .list])
        center.delegate = delegate
        let reply = UNTextInputNotificationAction(identifier: "reply", title: "Reply", options: [],
                                                  textInputButtonTitle: "Send", textInputPlaceholder: "Message")
        center.setNotificationCategories([UNNotificationCategory(identifier: "chat", actions: [reply], intentIdentifiers: [])])
        #expect(await center.notificationCategories().map(\.identifier) == ["chat"])
        let message = content("Message")
        message.categoryIdentifier = "chat"
        try await center.add(UNNotificationRequest(identifier: "m1", content: message, trigger: nil))
        try await center.add(UNNotificationRequest(identifier: "m2", content: content("Other"), trigger: nil))
        await drainMainQueue()
        #expect(center.respond(toNotificationWithIdentifier: "m1", actionIdentifier: "reply", userText: "On my way"))
        #expect(center.respond(toNotificationWithIdentifier: "m2"))
        #expect(!center.respond(toNotificationWithIdentifier: "m2"), "opening removed it")
        await drainMainQueue()
        #expect(delegate.received.map(\.identifier) == ["m1", "m2"])
        #expect(delegate.received[0].action == "reply" && delegate.received[0].text == "On my way")
        #expect(delegate.received[1].action == UNNotificationDefaultActionIdentifier && delegate.received[1].text == nil)
        #expect(await center.deliveredNotifications().isEmpty)
    }

    @Test("A delegate with only the async methods is asked through them")
    func asyncDelegate() async throws {
        final class AsyncDelegate: NSObject, UNUserNotificationCenterDelegate, @unchecked Sendable {
            var asked: [String] = []
            var opened: [String] = []
            func userNotificationCenter(_ center: UNUserNotificationCenter,
                                        willPresent notification: UNNotification) async -> UNNotificationPresentationOptions {
                asked.append(notification.request.identifier)
                return [.list]
            }
            func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse) async {
                opened.append(response.notification.request.identifier)
            }
        }
        let (center, _) = await makeCenter()
        let delegate = AsyncDelegate()
        center.delegate = delegate
        try await center.add(UNNotificationRequest(identifier: "a", content: content("A"), trigger: nil))
        await drainMainQueue()
        #expect(delegate.asked == ["a"])
        #expect(await center.deliveredNotifications().count == 1)
        center.respond(toNotificationWithIdentifier: "a")
        await drainMainQueue()
        #expect(delegate.opened == ["a"])
    }
}
