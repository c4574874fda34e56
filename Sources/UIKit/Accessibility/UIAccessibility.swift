// SPDX-License-Identifier: Apache-2.0

import Foundation

/// What an accessibility element is and does, as assistive technologies (VoiceOver) describe it.
public struct UIAccessibilityTraits: OptionSet, Hashable, Sendable {
    /// The traits' bits, with Apple's values.
    public let rawValue: UInt64
    /// Creates traits from their bits.
    public init(rawValue: UInt64) { self.rawValue = rawValue }

    /// No traits.
    public static let none = UIAccessibilityTraits([])
    /// Activating the element acts like a button.
    public static let button = UIAccessibilityTraits(rawValue: 1 << 0)
    /// Activating the element opens a link.
    public static let link = UIAccessibilityTraits(rawValue: 1 << 1)
    /// The element is a picture.
    public static let image = UIAccessibilityTraits(rawValue: 1 << 2)
    /// The element is selected (a selected tab, a checked row).
    public static let selected = UIAccessibilityTraits(rawValue: 1 << 3)
    /// Activating the element plays a sound.
    public static let playsSound = UIAccessibilityTraits(rawValue: 1 << 4)
    /// The element is a keyboard key.
    public static let keyboardKey = UIAccessibilityTraits(rawValue: 1 << 5)
    /// The element is text that cannot change.
    public static let staticText = UIAccessibilityTraits(rawValue: 1 << 6)
    /// The element summarises the app's state when it starts.
    public static let summaryElement = UIAccessibilityTraits(rawValue: 1 << 7)
    /// The element is disabled.
    public static let notEnabled = UIAccessibilityTraits(rawValue: 1 << 8)
    /// The element's value changes often.
    public static let updatesFrequently = UIAccessibilityTraits(rawValue: 1 << 9)
    /// The element is a search field.
    public static let searchField = UIAccessibilityTraits(rawValue: 1 << 10)
    /// Activating the element starts a media session.
    public static let startsMediaSession = UIAccessibilityTraits(rawValue: 1 << 11)
    /// The element's value is adjusted with increment and decrement.
    public static let adjustable = UIAccessibilityTraits(rawValue: 1 << 12)
    /// Touches pass through to the element (a drawing surface).
    public static let allowsDirectInteraction = UIAccessibilityTraits(rawValue: 1 << 13)
    /// The element turns the page when reading reaches its end.
    public static let causesPageTurn = UIAccessibilityTraits(rawValue: 1 << 14)
    /// The element is a tab bar.
    public static let tabBar = UIAccessibilityTraits(rawValue: 1 << 15)
    /// The element is a heading.
    public static let header = UIAccessibilityTraits(rawValue: 1 << 16)
}

/// Accessibility notifications, settings and announcements: Apple's `UIAccessibility` namespace.
@preconcurrency @MainActor
public enum UIAccessibility {
    /// A notification posted to assistive technologies with ``post(notification:argument:)``.
    public struct Notification: RawRepresentable, Hashable, Sendable {
        /// The notification's number, as UIKit's constants have them.
        public let rawValue: UInt32
        /// Creates a notification from its number.
        public init(rawValue: UInt32) { self.rawValue = rawValue }

        /// Much of the screen changed (a new view controller); the argument is the element to move to, or nil.
        public static let screenChanged = Notification(rawValue: 1000)
        /// Part of the screen's layout changed; the argument is the element to move to, or nil.
        public static let layoutChanged = Notification(rawValue: 1001)
        /// Speak the argument, a `String` (or `NSAttributedString`).
        public static let announcement = Notification(rawValue: 1008)
        /// A scroll finished; the argument is a string describing the new position.
        public static let pageScrolled = Notification(rawValue: 1009)
    }

    /// Tells assistive technologies that `notification` happened, with its `argument`.
    ///
    /// Touchstone has no VoiceOver: the post is recorded on the running application so tests can read it
    /// (`HeadlessDevice.accessibilityPosts`); with no application running it is ignored.
    public static func post(notification: Notification, argument: Any?) {
        UIApplication.sharedIfPresent?.accessibilityPostLog.append(AccessibilityPost(notification: notification,
                                                                                        argument: argument))
    }

    /// Whether VoiceOver is on: never on Touchstone.
    public static var isVoiceOverRunning: Bool { false }
    /// Whether Switch Control is on: never on Touchstone.
    public static var isSwitchControlRunning: Bool { false }
    /// Whether the user asked for less motion: false on Touchstone.
    public static var isReduceMotionEnabled: Bool { false }
    /// Whether the user asked for less transparency: false on Touchstone.
    public static var isReduceTransparencyEnabled: Bool { false }
    /// Whether the user asked for bold text: false on Touchstone.
    public static var isBoldTextEnabled: Bool { false }
    /// Whether the user asked for darker system colours: false on Touchstone.
    public static var isDarkerSystemColorsEnabled: Bool { false }
    /// Whether the user inverted the screen's colours: false on Touchstone.
    public static var isInvertColorsEnabled: Bool { false }
    /// Whether the screen shows greyscale: false on Touchstone.
    public static var isGrayscaleEnabled: Bool { false }

    /// Posted when VoiceOver is turned on or off.
    public static let voiceOverStatusDidChangeNotification = Foundation.Notification.Name(
        "UIAccessibilityVoiceOverStatusDidChangeNotification")
    /// Posted when the Reduce Motion setting changes.
    public static let reduceMotionStatusDidChangeNotification = Foundation.Notification.Name(
        "UIAccessibilityReduceMotionStatusDidChangeNotification")
}

/// One ``UIAccessibility/post(notification:argument:)`` call, as the application recorded it.
public struct AccessibilityPost {
    /// What was posted.
    public let notification: UIAccessibility.Notification
    /// The argument it was posted with (an announcement's string, an element to focus, or nil).
    public let argument: Any?
}
