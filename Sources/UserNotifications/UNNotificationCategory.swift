// SPDX-License-Identifier: Apache-2.0
//
// The actions a notification offers, grouped in categories the app registers.

import Foundation

/// How an action behaves.
public struct UNNotificationActionOptions: OptionSet, Sendable, Hashable {
    /// The raw bits, Apple's values.
    public let rawValue: UInt
    /// Options from raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The device must be unlocked.
    public static let authenticationRequired = UNNotificationActionOptions(rawValue: 1 << 0)
    /// Shown in red: it deletes or cancels something.
    public static let destructive = UNNotificationActionOptions(rawValue: 1 << 1)
    /// Opens the app in the foreground.
    public static let foreground = UNNotificationActionOptions(rawValue: 1 << 2)
}

/// An icon beside an action's title.
open class UNNotificationActionIcon: NSObject, NSCopying, @unchecked Sendable {
    /// The SF Symbol or image name.
    let name: String
    /// Whether ``name`` is a system symbol.
    let isSystemImage: Bool

    private init(name: String, system: Bool) {
        self.name = name
        self.isSystemImage = system
        super.init()
    }

    /// An icon from an image in the app's asset catalog.
    public convenience init(templateImageName: String) { self.init(name: templateImageName, system: false) }

    /// An icon from a system symbol.
    public convenience init(systemImageName: String) { self.init(name: systemImageName, system: true) }

    /// Icons are immutable: the copy is the icon.
    open func copy(with zone: NSZone? = nil) -> Any { self }
}

/// A button a notification offers (in its category).
open class UNNotificationAction: NSObject, NSCopying, @unchecked Sendable {
    /// The identifier the response carries.
    public let identifier: String
    /// The button's title.
    public let title: String
    /// How the action behaves.
    public let options: UNNotificationActionOptions
    /// The icon beside the title.
    public let icon: UNNotificationActionIcon?

    /// An action.
    public init(identifier: String, title: String, options: UNNotificationActionOptions = [],
                icon: UNNotificationActionIcon? = nil) {
        self.identifier = identifier
        self.title = title
        self.options = options
        self.icon = icon
        super.init()
    }

    /// An action (the iOS 10 form, without an icon).
    public convenience init(identifier: String, title: String, options: UNNotificationActionOptions = []) {
        self.init(identifier: identifier, title: title, options: options, icon: nil)
    }

    /// Actions are immutable: the copy is the action.
    open func copy(with zone: NSZone? = nil) -> Any { self }
}

/// An action whose button asks for text (a reply).
open class UNTextInputNotificationAction: UNNotificationAction, @unchecked Sendable {
    /// The title of the button that sends the text.
    public let textInputButtonTitle: String
    /// The placeholder in the text field.
    public let textInputPlaceholder: String

    /// A text-input action.
    public init(identifier: String, title: String, options: UNNotificationActionOptions = [],
                icon: UNNotificationActionIcon? = nil, textInputButtonTitle: String, textInputPlaceholder: String) {
        self.textInputButtonTitle = textInputButtonTitle
        self.textInputPlaceholder = textInputPlaceholder
        super.init(identifier: identifier, title: title, options: options, icon: icon)
    }

    /// A text-input action (the iOS 10 form, without an icon).
    public convenience init(identifier: String, title: String, options: UNNotificationActionOptions = [],
                            textInputButtonTitle: String, textInputPlaceholder: String) {
        self.init(identifier: identifier, title: title, options: options, icon: nil,
                  textInputButtonTitle: textInputButtonTitle, textInputPlaceholder: textInputPlaceholder)
    }
}

/// How a category behaves.
public struct UNNotificationCategoryOptions: OptionSet, Sendable, Hashable {
    /// The raw bits, Apple's values.
    public let rawValue: UInt
    /// Options from raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Dismissing the notification sends ``UNNotificationDismissActionIdentifier`` to the delegate.
    public static let customDismissAction = UNNotificationCategoryOptions(rawValue: 1 << 0)
    /// Its actions show in CarPlay.
    public static let allowInCarPlay = UNNotificationCategoryOptions(rawValue: 1 << 1)
    /// The title shows even when previews are hidden.
    public static let hiddenPreviewsShowTitle = UNNotificationCategoryOptions(rawValue: 1 << 2)
    /// The subtitle shows even when previews are hidden.
    public static let hiddenPreviewsShowSubtitle = UNNotificationCategoryOptions(rawValue: 1 << 3)
    /// Siri may announce it (deprecated by Apple).
    public static let allowAnnouncement = UNNotificationCategoryOptions(rawValue: 1 << 4)
}

/// A kind of notification and the actions it offers.
open class UNNotificationCategory: NSObject, NSCopying, @unchecked Sendable {
    /// The identifier content names in `categoryIdentifier`.
    public let identifier: String
    /// The actions, in order.
    public let actions: [UNNotificationAction]
    /// Intent identifiers (Siri).
    public let intentIdentifiers: [String]
    /// How the category behaves.
    public let options: UNNotificationCategoryOptions
    /// The placeholder shown when previews are hidden.
    public let hiddenPreviewsBodyPlaceholder: String
    /// The format of a grouped summary.
    public let categorySummaryFormat: String

    /// A category with every detail.
    public init(identifier: String, actions: [UNNotificationAction], intentIdentifiers: [String],
                hiddenPreviewsBodyPlaceholder: String?, categorySummaryFormat: String?,
                options: UNNotificationCategoryOptions = []) {
        self.identifier = identifier
        self.actions = actions
        self.intentIdentifiers = intentIdentifiers
        self.options = options
        self.hiddenPreviewsBodyPlaceholder = hiddenPreviewsBodyPlaceholder ?? ""
        self.categorySummaryFormat = categorySummaryFormat ?? ""
        super.init()
    }

    /// A category (the iOS 10 form).
    public convenience init(identifier: String, actions: [UNNotificationAction], intentIdentifiers: [String],
                            options: UNNotificationCategoryOptions = []) {
        self.init(identifier: identifier, actions: actions, intentIdentifiers: intentIdentifiers,
                  hiddenPreviewsBodyPlaceholder: nil, categorySummaryFormat: nil, options: options)
    }

    /// A category with a hidden-previews placeholder (the iOS 11 form).
    public convenience init(identifier: String, actions: [UNNotificationAction], intentIdentifiers: [String],
                            hiddenPreviewsBodyPlaceholder: String, options: UNNotificationCategoryOptions = []) {
        self.init(identifier: identifier, actions: actions, intentIdentifiers: intentIdentifiers,
                  hiddenPreviewsBodyPlaceholder: hiddenPreviewsBodyPlaceholder, categorySummaryFormat: nil,
                  options: options)
    }

    /// Categories are immutable: the copy is the category.
    open func copy(with zone: NSZone? = nil) -> Any { self }

    /// Categories are equal when their identifiers are (a set holds one per identifier).
    open override func isEqual(_ object: Any?) -> Bool {
        (object as? UNNotificationCategory)?.identifier == identifier
    }

    /// A hash of the identifier.
    open override var hash: Int { identifier.hashValue }
}
