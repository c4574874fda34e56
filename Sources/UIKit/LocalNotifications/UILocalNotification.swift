// SPDX-License-Identifier: Apache-2.0

import CoreLocation
import Foundation

/// The sound name that plays the system's default notification sound.
public let UILocalNotificationDefaultSoundName = "UILocalNotificationDefaultSoundName"

/// A notification the app schedules for the system to deliver later (iOS 4; deprecated in iOS 10 for User
/// Notifications, and still how many apps schedule reminders).
///
/// Touchstone schedules it through `UNUserNotificationCenter.current()` (docs/ARCHITECTURE.md, "Local
/// notifications (iOS 4)"), so both APIs see the same pending and delivered notifications and the same permission.
/// A notification that fires while the app is in the foreground and the center has no delegate reaches the app
/// delegate's `application(_:didReceive:)` without being shown, as on iOS 4–9.
open class UILocalNotification: NSObject, NSCopying, @unchecked Sendable {
    /// When the notification fires; nil fires it at once. Interpreted in ``timeZone`` when that is set (wall-clock
    /// time), else as an absolute date.
    open var fireDate: Date?
    /// The time zone ``fireDate`` is read in; nil makes it absolute.
    open var timeZone: TimeZone?
    /// How often it repeats (`.minute`, `.hour`, `.day`, `.weekOfYear`, `.month`, `.year`); empty: once.
    open var repeatInterval: NSCalendar.Unit = []
    /// The calendar repeats are counted in (the current one when nil).
    open var repeatCalendar: Calendar?
    /// A region whose boundary fires the notification (iOS 8; location triggers are not simulated: it stays
    /// pending, logged).
    open var region: CLRegion?
    /// Whether a region fires it once only.
    open var regionTriggersOnce = true
    /// The message shown.
    open var alertBody: String?
    /// Whether the alert offers its action (the slider's "slide to" text).
    open var hasAction = true
    /// The action button's or slider's title.
    open var alertAction: String?
    /// The launch image shown when the action opens the app.
    open var alertLaunchImage: String?
    /// A short title shown above the body (iOS 8.2).
    open var alertTitle: String?
    /// The sound: a file in the app's bundle or ``UILocalNotificationDefaultSoundName``.
    open var soundName: String?
    /// The number set on the app's icon when it fires (0 leaves the badge unchanged).
    open var applicationIconBadgeNumber = 0
    /// The app's own information, handed back when the notification is delivered.
    open var userInfo: [AnyHashable: Any]?
    /// The identifier of a category registered with `UIUserNotificationSettings` (iOS 8).
    open var category: String?

    /// A notification with nothing set (fires at once, shows nothing until given a body).
    public override init() { super.init() }

    /// A copy with the same properties.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = UILocalNotification()
        copy.fireDate = fireDate
        copy.timeZone = timeZone
        copy.repeatInterval = repeatInterval
        copy.repeatCalendar = repeatCalendar
        copy.region = region
        copy.regionTriggersOnce = regionTriggersOnce
        copy.alertBody = alertBody
        copy.hasAction = hasAction
        copy.alertAction = alertAction
        copy.alertLaunchImage = alertLaunchImage
        copy.alertTitle = alertTitle
        copy.soundName = soundName
        copy.applicationIconBadgeNumber = applicationIconBadgeNumber
        copy.userInfo = userInfo
        copy.category = category
        return copy
    }
}
