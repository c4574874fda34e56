// SPDX-License-Identifier: Apache-2.0
//
// What the user allows the app's notifications to do.

import Foundation

/// The app's notification settings, as the user set them (`getNotificationSettings(completionHandler:)`).
///
/// On the simulated device the settings follow the authorization: once authorized (or provisional), each
/// interaction the app asked for (alert, badge, sound, critical alert, CarPlay) is `.enabled` and the rest
/// `.notSupported`; denied, every setting the app asked for is `.disabled`; not determined, all are
/// `.notSupported`. Notification Center and the lock screen follow the alert setting, alerts are banners, and
/// previews always show.
open class UNNotificationSettings: NSObject, NSCopying, @unchecked Sendable {
    /// Whether the app may post notifications.
    public let authorizationStatus: UNAuthorizationStatus
    /// Whether sounds play.
    public let soundSetting: UNNotificationSetting
    /// Whether the badge updates.
    public let badgeSetting: UNNotificationSetting
    /// Whether alerts show.
    public let alertSetting: UNNotificationSetting
    /// Whether notifications stay in Notification Center.
    public let notificationCenterSetting: UNNotificationSetting
    /// Whether notifications show on the lock screen.
    public let lockScreenSetting: UNNotificationSetting
    /// Whether notifications show in CarPlay.
    public let carPlaySetting: UNNotificationSetting
    /// How alerts look.
    public let alertStyle: UNAlertStyle
    /// When previews show.
    public let showPreviewsSetting: UNShowPreviewsSetting
    /// Whether critical alerts play.
    public let criticalAlertSetting: UNNotificationSetting
    /// Whether the app has its own notification settings screen.
    public let providesAppNotificationSettings: Bool
    /// Whether Siri announces notifications.
    public let announcementSetting: UNNotificationSetting
    /// Whether time-sensitive notifications break through Focus.
    public let timeSensitiveSetting: UNNotificationSetting
    /// Whether notifications wait for the scheduled summary.
    public let scheduledDeliverySetting: UNNotificationSetting
    /// Whether direct messages break through Focus.
    public let directMessagesSetting: UNNotificationSetting

    init(status: UNAuthorizationStatus, options: UNAuthorizationOptions) {
        authorizationStatus = status
        func setting(_ option: UNAuthorizationOptions) -> UNNotificationSetting {
            switch status {
            case .notDetermined: return .notSupported
            case .denied: return options.contains(option) ? .disabled : .notSupported
            case .authorized, .provisional, .ephemeral: return options.contains(option) ? .enabled : .notSupported
            }
        }
        soundSetting = setting(.sound)
        badgeSetting = setting(.badge)
        alertSetting = setting(.alert)
        // Provisional notifications go quietly to Notification Center only.
        let listed: UNNotificationSetting = status == .provisional ? .enabled : alertSetting
        notificationCenterSetting = listed
        lockScreenSetting = status == .provisional ? .disabled : alertSetting
        carPlaySetting = setting(.carPlay)
        criticalAlertSetting = setting(.criticalAlert)
        alertStyle = alertSetting == .enabled && status != .provisional ? .banner : .none
        showPreviewsSetting = .always
        providesAppNotificationSettings = options.contains(.providesAppNotificationSettings)
        announcementSetting = .notSupported
        timeSensitiveSetting = .notSupported
        scheduledDeliverySetting = .notSupported
        directMessagesSetting = .notSupported
        super.init()
    }

    /// Settings are immutable: the copy is the settings.
    open func copy(with zone: NSZone? = nil) -> Any { self }
}
