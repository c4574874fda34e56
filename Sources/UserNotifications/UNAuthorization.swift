// SPDX-License-Identifier: Apache-2.0
//
// What the app asks the user to allow, and what the user allowed.

import Foundation

/// The ways the app asks to interact with the user (`requestAuthorization(options:)`).
public struct UNAuthorizationOptions: OptionSet, Sendable, Hashable {
    /// The raw bits, Apple's values.
    public let rawValue: UInt
    /// Options from raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Update the app's badge.
    public static let badge = UNAuthorizationOptions(rawValue: 1 << 0)
    /// Play sounds.
    public static let sound = UNAuthorizationOptions(rawValue: 1 << 1)
    /// Show alerts.
    public static let alert = UNAuthorizationOptions(rawValue: 1 << 2)
    /// Show notifications in CarPlay.
    public static let carPlay = UNAuthorizationOptions(rawValue: 1 << 3)
    /// Play sounds for critical alerts.
    public static let criticalAlert = UNAuthorizationOptions(rawValue: 1 << 4)
    /// The app has its own notification settings screen.
    public static let providesAppNotificationSettings = UNAuthorizationOptions(rawValue: 1 << 5)
    /// Post quietly, without asking (provisional authorization).
    public static let provisional = UNAuthorizationOptions(rawValue: 1 << 6)
    /// Siri may announce notifications (deprecated by Apple; ignored).
    public static let announcement = UNAuthorizationOptions(rawValue: 1 << 7)
    /// Time-sensitive notifications (deprecated by Apple; ignored).
    public static let timeSensitive = UNAuthorizationOptions(rawValue: 1 << 8)
}

/// Whether the app may post notifications.
public enum UNAuthorizationStatus: Int, Sendable, Equatable {
    /// The user has not been asked yet.
    case notDetermined = 0
    /// The user refused.
    case denied = 1
    /// The user allowed.
    case authorized = 2
    /// Quiet, provisional authorization.
    case provisional = 3
    /// Authorized for a limited time (App Clips).
    case ephemeral = 4
}

/// The state of one notification setting.
public enum UNNotificationSetting: Int, Sendable, Equatable {
    /// The app does not support it.
    case notSupported = 0
    /// The user turned it off.
    case disabled = 1
    /// The user allows it.
    case enabled = 2
}

/// How alerts look.
public enum UNAlertStyle: Int, Sendable, Equatable {
    /// No alerts.
    case none = 0
    /// Banners that go away by themselves.
    case banner = 1
    /// Alerts that stay until dismissed.
    case alert = 2
}

/// When notification previews are shown.
public enum UNShowPreviewsSetting: Int, Sendable, Equatable {
    /// Always.
    case always = 0
    /// Only when the device is unlocked.
    case whenAuthenticated = 1
    /// Never.
    case never = 2
}

/// How a notification is presented while the app is in the foreground (the delegate's answer to
/// `userNotificationCenter(_:willPresent:withCompletionHandler:)`).
public struct UNNotificationPresentationOptions: OptionSet, Sendable, Hashable {
    /// The raw bits, Apple's values.
    public let rawValue: UInt
    /// Options from raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Apply the badge.
    public static let badge = UNNotificationPresentationOptions(rawValue: 1 << 0)
    /// Play the sound.
    public static let sound = UNNotificationPresentationOptions(rawValue: 1 << 1)
    /// Show the alert (deprecated: `.banner` and `.list`).
    public static let alert = UNNotificationPresentationOptions(rawValue: 1 << 2)
    /// Keep it in Notification Center.
    public static let list = UNNotificationPresentationOptions(rawValue: 1 << 3)
    /// Show it as a banner.
    public static let banner = UNNotificationPresentationOptions(rawValue: 1 << 4)
}

/// How much a notification may interrupt.
public enum UNNotificationInterruptionLevel: UInt, Sendable, Equatable {
    /// Added to the list without lighting the screen.
    case passive = 0
    /// Presented immediately (the default).
    case active = 1
    /// Presented through Focus.
    case timeSensitive = 2
    /// Presented with sound even when muted.
    case critical = 3
}
