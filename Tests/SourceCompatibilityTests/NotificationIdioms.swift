// SPDX-License-Identifier: Apache-2.0
//
// Local notifications as iOS apps schedule them (Swift 5 mode): an app delegate that is the notification center's
// delegate, asks permission at launch, schedules a reminder and handles the tap. It compiles unchanged and runs on
// a center with a manual clock.

import Foundation
import Testing
@testable import UserNotifications

class ReminderScheduler: NSObject, UNUserNotificationCenterDelegate {
    let center: UNUserNotificationCenter
    var opened: [String] = []
    var allowed = false

    init(center: UNUserNotificationCenter = UNUserNotificationCenter.current()) {
        self.center = center
        super.init()
        center.delegate = self
    }

    func askPermission(then done: @escaping () -> Void) {
        center.requestAuthorization(options: [.alert, .sound, .badge]) { granted, error in
            if let error = error { print("Authorization failed: \(error.localizedDescription)") }
            DispatchQueue.main.async {
                self.allowed = granted
                done()
            }
        }
    }

    func scheduleReminder(in seconds: TimeInterval, title: String) {
        let content = UNMutableNotificationContent()
        content.title = title
        content.body = NSString.localizedUserNotificationString(forKey: "Time to stretch", arguments: nil)
        content.sound = UNNotificationSound.default
        content.badge = 1
        content.userInfo = ["screen": "stretch"]
        let trigger = UNTimeIntervalNotificationTrigger(timeInterval: seconds, repeats: false)
        let request = UNNotificationRequest(identifier: UUID().uuidString, content: content, trigger: trigger)
        center.add(request) { error in
            if let error = error { print("Could not schedule: \(error)") }
        }
    }

    func userNotificationCenter(_ center: UNUserNotificationCenter, willPresent notification: UNNotification,
                                withCompletionHandler completionHandler: @escaping (UNNotificationPresentationOptions) -> Void) {
        completionHandler([.banner, .sound, .list])
    }

    func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
                                withCompletionHandler completionHandler: @escaping () -> Void) {
        if let screen = response.notification.request.content.userInfo["screen"] as? String {
            opened.append(screen)
        }
        completionHandler()
    }
}

@Suite("Notification idioms")
@MainActor
struct NotificationIdiomsTests {
    @Test("Ask, schedule a reminder in 5 minutes, see it in the foreground, open it")
    func reminder() async throws {
        let clock = ManualNotificationClock()
        let scheduler = ReminderScheduler(center: UNUserNotificationCenter(clock: clock, followsApplicationState: false))
        await withCheckedContinuation { done in scheduler.askPermission { done.resume() } }
        #expect(scheduler.allowed)
        scheduler.scheduleReminder(in: 300, title: "Stretch")
        for _ in 0..<4 { await withCheckedContinuation { done in DispatchQueue.main.async { done.resume() } } }
        #expect(await scheduler.center.pendingNotificationRequests().count == 1)
        clock.advance(by: 300)
        for _ in 0..<4 { await withCheckedContinuation { done in DispatchQueue.main.async { done.resume() } } }
        let delivered = await scheduler.center.deliveredNotifications()
        #expect(delivered.map(\.request.content.title) == ["Stretch"])
        scheduler.center.respond(toNotificationWithIdentifier: delivered[0].request.identifier)
        for _ in 0..<4 { await withCheckedContinuation { done in DispatchQueue.main.async { done.resume() } } }
        #expect(scheduler.opened == ["stretch"])
    }
}
