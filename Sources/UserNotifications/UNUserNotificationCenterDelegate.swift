// SPDX-License-Identifier: Apache-2.0
//
// What the app hears about notifications it delivers and the user's answers.

import Foundation

/// The object that decides how a notification shows while the app is in the foreground, and hears what the user
/// did with one. Set it before the app finishes launching (Apple's advice), as the center's ``delegate``.
///
/// Each method is optional, and each has Apple's two Swift forms: with a completion handler, and `async`. The
/// center calls the completion-handler form; its default calls the `async` form, so implementing either works.
/// Calls arrive on the main queue.
public protocol UNUserNotificationCenterDelegate: NSObjectProtocol {
    /// A notification arrives while the app is in the foreground: answer how to present it (the default, `[]`,
    /// keeps it silent and out of Notification Center).
    func userNotificationCenter(_ center: UNUserNotificationCenter, willPresent notification: UNNotification,
                                withCompletionHandler completionHandler: @escaping (UNNotificationPresentationOptions) -> Void)
    /// The `async` form of the foreground-presentation question.
    func userNotificationCenter(_ center: UNUserNotificationCenter,
                                willPresent notification: UNNotification) async -> UNNotificationPresentationOptions
    /// The user opened, dismissed or answered a notification; call the handler when done.
    func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
                                withCompletionHandler completionHandler: @escaping () -> Void)
    /// The `async` form of the response.
    func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse) async
    /// The user asked for the app's own notification settings (apps that asked for
    /// `.providesAppNotificationSettings`).
    func userNotificationCenter(_ center: UNUserNotificationCenter, openSettingsFor notification: UNNotification?)
}

extension UNUserNotificationCenterDelegate {
    /// Asks the `async` form and hands its answer to `completionHandler`.
    public func userNotificationCenter(_ center: UNUserNotificationCenter, willPresent notification: UNNotification,
                                       withCompletionHandler completionHandler: @escaping (UNNotificationPresentationOptions) -> Void) {
        nonisolated(unsafe) let delegate = self
        nonisolated(unsafe) let completion = completionHandler
        Task { @MainActor in
            completion(await delegate.userNotificationCenter(center, willPresent: notification))
        }
    }

    /// Presents nothing.
    public func userNotificationCenter(_ center: UNUserNotificationCenter,
                                       willPresent notification: UNNotification) async -> UNNotificationPresentationOptions {
        []
    }

    /// Runs the `async` form, then calls `completionHandler`.
    public func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
                                       withCompletionHandler completionHandler: @escaping () -> Void) {
        nonisolated(unsafe) let delegate = self
        nonisolated(unsafe) let completion = completionHandler
        Task { @MainActor in
            await delegate.userNotificationCenter(center, didReceive: response)
            completion()
        }
    }

    /// Does nothing.
    public func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse) async {}

    /// Does nothing.
    public func userNotificationCenter(_ center: UNUserNotificationCenter, openSettingsFor notification: UNNotification?) {}
}
