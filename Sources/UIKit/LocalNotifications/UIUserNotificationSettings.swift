// SPDX-License-Identifier: Apache-2.0

import Foundation

/// The ways a notification may reach the user (iOS 8): the badge, a sound, an alert.
public struct UIUserNotificationType: OptionSet, Sendable {
    /// The raw bits (Apple's values).
    public let rawValue: UInt
    /// Makes a set from raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The app's icon badge.
    public static let badge = UIUserNotificationType(rawValue: 1 << 0)
    /// A sound.
    public static let sound = UIUserNotificationType(rawValue: 1 << 1)
    /// An alert or banner.
    public static let alert = UIUserNotificationType(rawValue: 1 << 2)
}

/// Whether an action opens the app or runs in the background (iOS 8).
public enum UIUserNotificationActivationMode: UInt, Sendable {
    /// Opens the app.
    case foreground = 0
    /// Runs in the background.
    case background = 1
}

/// How an action asks for input (iOS 9).
public enum UIUserNotificationActionBehavior: UInt, Sendable {
    /// A button.
    case `default` = 0
    /// A button that asks for text.
    case textInput = 1
}

/// Where a category's actions are shown (iOS 8).
public enum UIUserNotificationActionContext: UInt, Sendable {
    /// An alert (up to four actions).
    case `default` = 0
    /// A banner or the lock screen (up to two).
    case minimal = 1
}

/// What the app asked to use for notifications, and the categories of actions its notifications offer (iOS 8).
/// After `registerUserNotificationSettings(_:)` the app delegate is told what the user allowed.
open class UIUserNotificationSettings: NSObject, @unchecked Sendable {
    /// The ways notifications may reach the user.
    public let types: UIUserNotificationType
    /// The categories of actions.
    public let categories: Set<UIUserNotificationCategory>?

    /// Settings asking for `types`, offering `categories`.
    public init(types: UIUserNotificationType, categories: Set<UIUserNotificationCategory>?) {
        self.types = types
        self.categories = categories
        super.init()
    }

    /// Whether both allow the same types and name the same categories.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIUserNotificationSettings else { return false }
        return types == other.types
            && Set(categories?.compactMap(\.identifier) ?? []) == Set(other.categories?.compactMap(\.identifier) ?? [])
    }

    /// A hash agreeing with ``isEqual(_:)``.
    open override var hash: Int { Int(types.rawValue) }
}

/// A group of actions a notification offers, named by its identifier (iOS 8).
open class UIUserNotificationCategory: NSObject, @unchecked Sendable {
    /// The name notifications give in their `category`.
    open internal(set) var identifier: String?
    var actionsByContext: [UIUserNotificationActionContext: [UIUserNotificationAction]] = [:]

    /// An empty category.
    public override init() { super.init() }

    /// The actions shown in `context`.
    open func actions(for context: UIUserNotificationActionContext) -> [UIUserNotificationAction]? {
        actionsByContext[context]
    }

    /// Equal identifiers make equal categories, as a set of them needs.
    open override func isEqual(_ object: Any?) -> Bool {
        (object as? UIUserNotificationCategory)?.identifier == identifier
    }

    /// A hash agreeing with ``isEqual(_:)``.
    open override var hash: Int { identifier?.hashValue ?? 0 }
}

/// A category whose identifier and actions can be set.
open class UIMutableUserNotificationCategory: UIUserNotificationCategory, @unchecked Sendable {
    /// The name notifications give in their `category`.
    open override var identifier: String? {
        get { super.identifier }
        set { super.identifier = newValue }
    }

    /// Sets the actions shown in `context`.
    open func setActions(_ actions: [UIUserNotificationAction]?, for context: UIUserNotificationActionContext) {
        actionsByContext[context] = actions
    }
}

/// A button a notification offers (iOS 8).
open class UIUserNotificationAction: NSObject, @unchecked Sendable {
    /// The name handed to the app when it is chosen.
    open internal(set) var identifier: String?
    /// The button's title.
    open internal(set) var title: String?
    /// Whether it asks for text.
    open internal(set) var behavior: UIUserNotificationActionBehavior = .default
    /// Options for the behaviour (the text input's button title).
    open internal(set) var parameters: [AnyHashable: Any] = [:]
    /// Whether it opens the app.
    open internal(set) var activationMode: UIUserNotificationActivationMode = .foreground
    /// Whether the device must be unlocked first.
    open internal(set) var isAuthenticationRequired = false
    /// Whether it is shown as destructive.
    open internal(set) var isDestructive = false

    /// An action with nothing set.
    public override init() { super.init() }
}

/// An action whose properties can be set.
open class UIMutableUserNotificationAction: UIUserNotificationAction, @unchecked Sendable {
    /// The name handed to the app when it is chosen.
    open override var identifier: String? { get { super.identifier } set { super.identifier = newValue } }
    /// The button's title.
    open override var title: String? { get { super.title } set { super.title = newValue } }
    /// Whether it asks for text.
    open override var behavior: UIUserNotificationActionBehavior {
        get { super.behavior }
        set { super.behavior = newValue }
    }
    /// Options for the behaviour.
    open override var parameters: [AnyHashable: Any] { get { super.parameters } set { super.parameters = newValue } }
    /// Whether it opens the app.
    open override var activationMode: UIUserNotificationActivationMode {
        get { super.activationMode }
        set { super.activationMode = newValue }
    }
    /// Whether the device must be unlocked first.
    open override var isAuthenticationRequired: Bool {
        get { super.isAuthenticationRequired }
        set { super.isAuthenticationRequired = newValue }
    }
    /// Whether it is shown as destructive.
    open override var isDestructive: Bool { get { super.isDestructive } set { super.isDestructive = newValue } }
}
