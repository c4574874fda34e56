// SPDX-License-Identifier: Apache-2.0

import Foundation

/// The icon of a Home Screen quick action: a system symbol type, a template image from the app's bundle, or an SF
/// Symbol name (iOS 9; the symbol form iOS 13).
open class UIApplicationShortcutIcon: NSObject, @unchecked Sendable {
    /// The system's quick action icons, with Apple's raw values.
    public enum IconType: Int, Sendable {
        case compose = 0, play, pause, add, location, search, share, prohibit, contact, home, markLocation, favorite,
             love, cloud, invitation, confirmation, mail, message, date, time, capturePhoto, captureVideo, task,
             taskCompleted, alarm, bookmark, shuffle, audio, update
    }

    /// The system icon type, when made with ``init(type:)``.
    public let type: IconType?
    /// The image name in the app's bundle, when made with ``init(templateImageName:)``.
    public let templateImageName: String?
    /// The SF Symbol name, when made with ``init(systemImageName:)``.
    public let systemImageName: String?

    /// A system icon.
    public init(type: IconType) {
        self.type = type
        templateImageName = nil
        systemImageName = nil
        super.init()
    }

    /// A template image from the app's bundle (drawn as a mask in the Home Screen's tint).
    public init(templateImageName: String) {
        type = nil
        self.templateImageName = templateImageName
        systemImageName = nil
        super.init()
    }

    /// An SF Symbol (iOS 13).
    public init(systemImageName: String) {
        type = nil
        templateImageName = nil
        self.systemImageName = systemImageName
        super.init()
    }

    /// Whether both name the same icon.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIApplicationShortcutIcon else { return false }
        return type == other.type && templateImageName == other.templateImageName
            && systemImageName == other.systemImageName
    }

    /// A hash agreeing with ``isEqual(_:)``.
    open override var hash: Int {
        var hasher = Hasher()
        hasher.combine(type)
        hasher.combine(templateImageName)
        hasher.combine(systemImageName)
        return hasher.finalize()
    }
}

/// A Home Screen quick action (iOS 9): shown when the user presses the app's icon, and handed to the app
/// delegate's `application(_:performActionFor:completionHandler:)` (or the window scene delegate's
/// `windowScene(_:performActionFor:completionHandler:)`, or the launch options' `.shortcutItem`) when chosen.
///
/// Static items come from the Info.plist's `UIApplicationShortcutItems`; dynamic ones from
/// ``UIApplication/shortcutItems``. Items are immutable; ``UIMutableApplicationShortcutItem`` is the mutable kind.
open class UIApplicationShortcutItem: NSObject, NSCopying, NSMutableCopying, @unchecked Sendable {
    /// The app's own string saying which action this is.
    open internal(set) var type: String
    /// The title shown.
    open internal(set) var localizedTitle: String
    /// The subtitle shown under the title.
    open internal(set) var localizedSubtitle: String?
    /// The icon shown.
    open internal(set) var icon: UIApplicationShortcutIcon?
    /// The app's own information about the action (property-list values).
    open internal(set) var userInfo: [String: any NSSecureCoding]?
    /// The content the action shows, for choosing the scene that performs it (iOS 13).
    open internal(set) var targetContentIdentifier: Any?

    /// An action of `type` titled `localizedTitle`, with an optional subtitle, icon and user info.
    public init(type: String, localizedTitle: String, localizedSubtitle: String?, icon: UIApplicationShortcutIcon?,
                userInfo: [String: any NSSecureCoding]? = nil)
    {
        self.type = type
        self.localizedTitle = localizedTitle
        self.localizedSubtitle = localizedSubtitle
        self.icon = icon
        self.userInfo = userInfo
        super.init()
    }

    /// An action of `type` titled `localizedTitle`, without subtitle, icon or user info. Designated, as Apple's
    /// is, so a subclass may override it.
    public init(type: String, localizedTitle: String) {
        self.type = type
        self.localizedTitle = localizedTitle
        super.init()
    }

    /// An immutable copy.
    open func copy(with zone: NSZone? = nil) -> Any {
        let item = UIApplicationShortcutItem(type: type, localizedTitle: localizedTitle,
                                             localizedSubtitle: localizedSubtitle, icon: icon, userInfo: userInfo)
        item.targetContentIdentifier = targetContentIdentifier
        return item
    }

    /// A mutable copy.
    open func mutableCopy(with zone: NSZone? = nil) -> Any {
        let item = UIMutableApplicationShortcutItem(type: type, localizedTitle: localizedTitle,
                                                    localizedSubtitle: localizedSubtitle, icon: icon,
                                                    userInfo: userInfo)
        item.targetContentIdentifier = targetContentIdentifier
        return item
    }

    /// Whether both have the same type, titles and icon (user info is compared by its keys and descriptions).
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIApplicationShortcutItem else { return false }
        return type == other.type && localizedTitle == other.localizedTitle
            && localizedSubtitle == other.localizedSubtitle && icon == other.icon
            && userInfo?.mapValues { "\($0)" } == other.userInfo?.mapValues { "\($0)" }
    }

    /// A hash agreeing with ``isEqual(_:)``.
    open override var hash: Int {
        var hasher = Hasher()
        hasher.combine(type)
        hasher.combine(localizedTitle)
        hasher.combine(localizedSubtitle)
        return hasher.finalize()
    }

    /// The items of an Info.plist's `UIApplicationShortcutItems` array (`UIApplicationShortcutItemType` and
    /// `…Title` required; `…Subtitle`, `…IconType` (`UIApplicationShortcutIconTypeCompose`…), `…IconFile`,
    /// `…IconSymbolName`, `…UserInfo` optional). Malformed entries are skipped, logged.
    package static func items(infoPlistValue value: Any?) -> [UIApplicationShortcutItem] {
        guard let value else { return [] }
        guard let entries = value as? [Any] else {
            UIKitDiagnostics.log("Info.plist: UIApplicationShortcutItems is not an array; ignored")
            return []
        }
        return entries.compactMap { entry in
            guard let dict = entry as? [String: Any], let type = dict["UIApplicationShortcutItemType"] as? String,
                let title = dict["UIApplicationShortcutItemTitle"] as? String
            else {
                UIKitDiagnostics.log("Info.plist: a UIApplicationShortcutItems entry lacks its type or title; ignored")
                return nil
            }
            var icon: UIApplicationShortcutIcon?
            if let symbol = dict["UIApplicationShortcutItemIconSymbolName"] as? String {
                icon = UIApplicationShortcutIcon(systemImageName: symbol)
            } else if let file = dict["UIApplicationShortcutItemIconFile"] as? String {
                icon = UIApplicationShortcutIcon(templateImageName: file)
            } else if let name = dict["UIApplicationShortcutItemIconType"] as? String {
                icon = iconType(named: name).map { UIApplicationShortcutIcon(type: $0) }
            }
            let info = (dict["UIApplicationShortcutItemUserInfo"] as? [String: Any])?
                .compactMapValues { $0 as? NSObject as? (any NSSecureCoding) }
            return UIApplicationShortcutItem(type: type, localizedTitle: title,
                                             localizedSubtitle: dict["UIApplicationShortcutItemSubtitle"] as? String,
                                             icon: icon, userInfo: info)
        }
    }

    /// The icon type an Info.plist names (`UIApplicationShortcutIconTypeCompose` → `.compose`).
    private static func iconType(named name: String) -> UIApplicationShortcutIcon.IconType? {
        let names = ["Compose", "Play", "Pause", "Add", "Location", "Search", "Share", "Prohibit", "Contact", "Home",
                     "MarkLocation", "Favorite", "Love", "Cloud", "Invitation", "Confirmation", "Mail", "Message",
                     "Date", "Time", "CapturePhoto", "CaptureVideo", "Task", "TaskCompleted", "Alarm", "Bookmark",
                     "Shuffle", "Audio", "Update"]
        guard name.hasPrefix("UIApplicationShortcutIconType"),
            let index = names.firstIndex(of: String(name.dropFirst("UIApplicationShortcutIconType".count)))
        else {
            UIKitDiagnostics.log("Info.plist: unknown UIApplicationShortcutItemIconType \(name); no icon")
            return nil
        }
        return UIApplicationShortcutIcon.IconType(rawValue: index)
    }
}

/// A quick action whose properties can be changed, for building ``UIApplication/shortcutItems``.
open class UIMutableApplicationShortcutItem: UIApplicationShortcutItem, @unchecked Sendable {
    /// The app's own string saying which action this is.
    open override var type: String {
        get { super.type }
        set { super.type = newValue }
    }
    /// The title shown.
    open override var localizedTitle: String {
        get { super.localizedTitle }
        set { super.localizedTitle = newValue }
    }
    /// The subtitle shown under the title.
    open override var localizedSubtitle: String? {
        get { super.localizedSubtitle }
        set { super.localizedSubtitle = newValue }
    }
    /// The icon shown.
    open override var icon: UIApplicationShortcutIcon? {
        get { super.icon }
        set { super.icon = newValue }
    }
    /// The app's own information about the action.
    open override var userInfo: [String: any NSSecureCoding]? {
        get { super.userInfo }
        set { super.userInfo = newValue }
    }
    /// The content the action shows.
    open override var targetContentIdentifier: Any? {
        get { super.targetContentIdentifier }
        set { super.targetContentIdentifier = newValue }
    }
}
