// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing
import TouchstoneTesting
import UIKit
import UserNotifications

/// An iOS 8-style app delegate: registers settings, records what it is told.
final class ReminderDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    var registered: [UIUserNotificationSettings] = []
    var received: [UILocalNotification] = []

    func application(_ application: UIApplication, didRegister notificationSettings: UIUserNotificationSettings) {
        registered.append(notificationSettings)
    }

    func application(_ application: UIApplication, didReceive notification: UILocalNotification) {
        received.append(notification)
    }
}

@MainActor
@Suite("Local notifications (iOS 4 and 8 API)")
struct LocalNotificationTests {
    private func launched() throws -> (HeadlessDevice, ReminderDelegate, UIApplication) {
        let device = try HeadlessDevice()
        let delegate = ReminderDelegate()
        try device.launch(delegate: delegate)
        return (device, delegate, try #require(device.application))
    }

    /// Registers for alerts, badges and sounds and waits for the answer (the simulated user allows).
    private func register(_ app: UIApplication, _ device: HeadlessDevice, _ delegate: ReminderDelegate) async {
        let category = UIMutableUserNotificationCategory()
        category.identifier = "REMINDER"
        let snooze = UIMutableUserNotificationAction()
        snooze.identifier = "SNOOZE"
        snooze.title = "Snooze"
        snooze.activationMode = .background
        category.setActions([snooze], for: .default)
        app.registerUserNotificationSettings(UIUserNotificationSettings(types: [.alert, .badge, .sound],
                                                                        categories: [category]))
        for _ in 0..<50 where delegate.registered.isEmpty { await device.settle() }
    }

    @Test("Registering settings asks the user; the delegate hears what was allowed, and it becomes current")
    func registration() async throws {
        let (device, delegate, app) = try launched()
        await register(app, device, delegate)
        let settings = try #require(delegate.registered.first)
        #expect(settings.types == [.alert, .badge, .sound])
        #expect(settings.categories?.first?.identifier == "REMINDER")
        #expect(settings.categories?.first?.actions(for: .default)?.first?.title == "Snooze")
        #expect(app.currentUserNotificationSettings == settings)
    }

    @Test("Scheduled notifications are listed (copies) until cancelled; they are the center's pending requests")
    func scheduling() async throws {
        let (device, delegate, app) = try launched()
        await register(app, device, delegate)
        let reminder = UILocalNotification()
        reminder.fireDate = Date().addingTimeInterval(3_600)
        reminder.alertBody = "Water the plants \(UUID())"
        reminder.userInfo = ["plant": "fern"]
        app.scheduleLocalNotification(reminder)
        let daily = UILocalNotification()
        daily.fireDate = Date().addingTimeInterval(7_200)
        daily.alertBody = "Daily \(UUID())"
        daily.repeatInterval = .day
        app.scheduleLocalNotification(daily)
        let listed = try #require(app.scheduledLocalNotifications)
        #expect(Set(listed.compactMap(\.alertBody)) == [reminder.alertBody!, daily.alertBody!])
        #expect(!listed.contains { $0 === reminder }, "the application keeps copies")
        let pendingBodies = await UNUserNotificationCenter.current().pendingNotificationRequests()
            .map(\.content.body)
        #expect(pendingBodies.contains(reminder.alertBody!) && pendingBodies.contains(daily.alertBody!))
        app.cancelLocalNotification(reminder)
        #expect(app.scheduledLocalNotifications?.map(\.alertBody) == [daily.alertBody])
        app.cancelAllLocalNotifications()
        #expect(app.scheduledLocalNotifications?.isEmpty == true)
        let remaining = await UNUserNotificationCenter.current().pendingNotificationRequests().map(\.content.body)
        #expect(!remaining.contains(daily.alertBody!), "cancelling removes the center's request")
    }

    @Test("A notification presented in the foreground (or opened from the background) reaches application(_:didReceive:)")
    func foregroundDelivery() async throws {
        let (device, delegate, app) = try launched()
        await register(app, device, delegate)
        let now = UILocalNotification()
        now.alertBody = "Now \(UUID())"
        now.userInfo = ["id": 7]
        let center = UNUserNotificationCenter.current()
        center.setForeground(true)
        app.presentLocalNotificationNow(now)
        for _ in 0..<50 where delegate.received.isEmpty { await device.settle() }
        if delegate.received.isEmpty {
            // The process-wide center follows every test's app-state notifications: if another test's app went to
            // the background meanwhile, the notification was shown instead; opening it reaches the delegate too.
            let shown = await center.deliveredNotifications().first { $0.request.content.body == now.alertBody }
            #expect(center.presentations.contains { $0.identifier == shown?.request.identifier && !$0.inForeground })
            center.respond(toNotificationWithIdentifier: try #require(shown).request.identifier)
            for _ in 0..<50 where delegate.received.isEmpty { await device.settle() }
        }
        let received = try #require(delegate.received.first)
        #expect(received.alertBody == now.alertBody && received.userInfo?["id"] as? Int == 7)
        #expect(app.scheduledLocalNotifications?.contains { $0.alertBody == now.alertBody } != true)
    }

    @Test("Copies keep every property; the types and enums have Apple's raw values")
    func values() {
        let n = UILocalNotification()
        n.fireDate = Date(timeIntervalSinceReferenceDate: 1_000)
        n.timeZone = TimeZone(identifier: "Europe/Paris")
        n.repeatInterval = .weekOfYear
        n.alertTitle = "T"
        n.alertBody = "B"
        n.alertAction = "open"
        n.soundName = UILocalNotificationDefaultSoundName
        n.applicationIconBadgeNumber = 3
        n.category = "C"
        let copy = n.copy() as! UILocalNotification
        #expect(copy !== n && copy.fireDate == n.fireDate && copy.timeZone == n.timeZone)
        #expect(copy.repeatInterval == .weekOfYear && copy.alertTitle == "T" && copy.alertBody == "B")
        #expect(copy.alertAction == "open" && copy.soundName == UILocalNotificationDefaultSoundName)
        #expect(copy.applicationIconBadgeNumber == 3 && copy.category == "C" && copy.hasAction)
        #expect(UIUserNotificationType.alert.rawValue == 4 && UIUserNotificationType.sound.rawValue == 2)
        #expect(UIUserNotificationActivationMode.background.rawValue == 1)
        #expect(UIApplication.LaunchOptionsKey.localNotification.rawValue == "UIApplicationLaunchOptionsLocalNotificationKey")
    }
}
