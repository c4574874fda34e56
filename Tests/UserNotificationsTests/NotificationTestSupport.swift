// SPDX-License-Identifier: Apache-2.0

import Dispatch
import Foundation
@testable import UserNotifications

/// Lets the main queue run what the center queued on it (alarms, delegate calls, tasks on the main actor). No
/// sleeping.
@MainActor
func drainMainQueue(hops: Int = 6) async {
    for _ in 0..<hops {
        await withCheckedContinuation { done in DispatchQueue.main.async { done.resume() } }
        await Task.yield()
    }
}

/// A center on a manual clock, already authorized for `options` unless `authorize` is false.
@MainActor
func makeCenter(answer: Bool = true, authorize options: UNAuthorizationOptions? = [.alert, .badge, .sound],
                followsApplicationState: Bool = false, applicationEvents: NotificationCenter = .default) async
    -> (UNUserNotificationCenter, ManualNotificationClock)
{
    let clock = ManualNotificationClock()
    let center = UNUserNotificationCenter(clock: clock, answer: answer, followsApplicationState: followsApplicationState,
                                          applicationEvents: applicationEvents)
    if let options { _ = try? await center.requestAuthorization(options: options) }
    return (center, clock)
}

/// Content with a title and body (and a badge, if given).
func content(_ title: String, badge: Int? = nil) -> UNMutableNotificationContent {
    let content = UNMutableNotificationContent()
    content.title = title
    content.body = "Body of \(title)"
    if let badge { content.badge = NSNumber(value: badge) }
    return content
}

/// A delegate that records what it is asked and answers with `options`.
final class RecordingDelegate: NSObject, UNUserNotificationCenterDelegate, @unchecked Sendable {
    private let lock = NSLock()
    private var presented: [String] = []
    private var responses: [(String, String, String?)] = []
    var options: UNNotificationPresentationOptions

    init(options: UNNotificationPresentationOptions) {
        self.options = options
    }

    var willPresent: [String] { lock.withLock { presented } }
    var received: [(identifier: String, action: String, text: String?)] { lock.withLock { responses } }

    func userNotificationCenter(_ center: UNUserNotificationCenter, willPresent notification: UNNotification,
                                withCompletionHandler completionHandler: @escaping (UNNotificationPresentationOptions) -> Void) {
        lock.withLock { presented.append(notification.request.identifier) }
        completionHandler(options)
    }

    func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
                                withCompletionHandler completionHandler: @escaping () -> Void) {
        let text = (response as? UNTextInputNotificationResponse)?.userText
        lock.withLock { responses.append((response.notification.request.identifier, response.actionIdentifier, text)) }
        completionHandler()
    }
}
