// SPDX-License-Identifier: Apache-2.0
//
// Where User Notifications reports refused requests and bad settings.

import Logging

/// User Notifications' log: swift-log, label `Touchstone.UserNotifications`.
enum NotificationDiagnostics {
    private static let logger = Logger(label: "Touchstone.UserNotifications")

    /// Logs a warning: a malformed setting that was ignored, or a request the center refused.
    static func log(_ message: @autoclosure () -> String) {
        logger.warning("\(message())")
    }
}

/// A value handed to another queue; the objects in it are used there or under their own locks.
struct Handoff<Value>: @unchecked Sendable {
    let value: Value
}
