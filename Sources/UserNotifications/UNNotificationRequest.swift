// SPDX-License-Identifier: Apache-2.0
//
// A scheduled notification, a delivered one, and the user's answer to it.

import Foundation

/// A request to deliver `content` when `trigger` fires (at once when it is nil). Adding a request with the
/// identifier of a pending one replaces it.
open class UNNotificationRequest: NSObject, NSCopying, @unchecked Sendable {
    /// The request's identifier, the app's to choose.
    public let identifier: String
    /// What the notification says.
    public let content: UNNotificationContent
    /// When it is delivered; nil for at once.
    public let trigger: UNNotificationTrigger?

    /// A request; the content is copied, so later changes to a mutable content do not reach it.
    public init(identifier: String, content: UNNotificationContent, trigger: UNNotificationTrigger?) {
        self.identifier = identifier
        self.content = content.copy() as? UNNotificationContent ?? content
        self.trigger = trigger
        super.init()
    }

    /// Requests are immutable: the copy is the request.
    open func copy(with zone: NSZone? = nil) -> Any { self }
}

/// A notification that was delivered: its request and when.
open class UNNotification: NSObject, NSCopying, @unchecked Sendable {
    /// When it was delivered.
    public let date: Date
    /// Its request.
    public let request: UNNotificationRequest

    init(date: Date, request: UNNotificationRequest) {
        self.date = date
        self.request = request
        super.init()
    }

    /// Notifications are immutable: the copy is the notification.
    open func copy(with zone: NSZone? = nil) -> Any { self }
}

/// What the user did with a notification: opened it, dismissed it, or chose one of its category's actions.
open class UNNotificationResponse: NSObject, NSCopying, @unchecked Sendable {
    /// The notification.
    public let notification: UNNotification
    /// ``UNNotificationDefaultActionIdentifier``, ``UNNotificationDismissActionIdentifier`` or an action's
    /// identifier.
    public let actionIdentifier: String

    init(notification: UNNotification, actionIdentifier: String) {
        self.notification = notification
        self.actionIdentifier = actionIdentifier
        super.init()
    }

    /// Responses are immutable: the copy is the response.
    open func copy(with zone: NSZone? = nil) -> Any { self }
}

/// The answer to a text-input action: what the user typed.
open class UNTextInputNotificationResponse: UNNotificationResponse, @unchecked Sendable {
    /// The text the user entered.
    public let userText: String

    init(notification: UNNotification, actionIdentifier: String, userText: String) {
        self.userText = userText
        super.init(notification: notification, actionIdentifier: actionIdentifier)
    }
}

/// The action identifier of a response when the user opened the notification.
public let UNNotificationDefaultActionIdentifier = "com.apple.UNNotificationDefaultActionIdentifier"
/// The action identifier of a response when the user dismissed the notification (categories with
/// `.customDismissAction` only).
public let UNNotificationDismissActionIdentifier = "com.apple.UNNotificationDismissActionIdentifier"
