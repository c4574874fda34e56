// SPDX-License-Identifier: Apache-2.0

import Foundation

extension UIContentUnavailableConfiguration {
    /// How a content-unavailable configuration draws its image.
    public struct ImageProperties: Hashable, @unchecked Sendable {
        /// The tint of a template image (nil: the secondary label colour).
        public var tintColor: UIColor?
        /// The symbol configuration of a symbol image (nil: a large symbol).
        public var preferredSymbolConfiguration: UIImage.SymbolConfiguration?
        /// The corner radius of the image, in points (0 by default).
        public var cornerRadius: CGFloat = 0
        /// The largest size the image is drawn at (zero: its own size).
        public var maximumSize: CGSize = .zero
        /// Whether Smart Invert leaves the image alone (false by default).
        public var accessibilityIgnoresInvertColors = false

        /// Properties with the defaults.
        public init() {}
    }

    /// How a content-unavailable configuration draws one of its texts.
    public struct TextProperties: Hashable, @unchecked Sendable {
        /// The font.
        public var font: UIFont
        /// The colour.
        public var color: UIColor
        /// How lines break and truncate (`.byTruncatingTail` by default).
        public var lineBreakMode: NSLineBreakMode = .byTruncatingTail
        /// The most lines shown; 0 (the default) means no limit.
        public var numberOfLines = 0
        /// Whether the font shrinks to fit the width (false by default).
        public var adjustsFontSizeToFitWidth = false
        /// The smallest scale the font may shrink to (0 by default).
        public var minimumScaleFactor: CGFloat = 0
        /// Whether letters may tighten before truncating (false by default).
        public var allowsDefaultTighteningForTruncation = false
        /// Whether the font follows the user's text size (true by default).
        public var adjustsFontForContentSizeCategory = true

        init(font: UIFont, color: UIColor) {
            self.font = font
            self.color = color
        }
    }

    /// A content-unavailable configuration's button: its action, menu and state.
    public struct ButtonProperties: Hashable, @unchecked Sendable {
        /// The action a tap runs.
        public var primaryAction: UIAction?
        /// The menu the button shows.
        public var menu: UIMenu?
        /// Whether the button is enabled (true by default).
        public var isEnabled = true
        /// The button's role.
        public var role: UIButton.Role = .normal

        /// Properties with the defaults.
        public init() {}

        /// Equal when they hold the same action and menu objects and the same state.
        public static func == (lhs: ButtonProperties, rhs: ButtonProperties) -> Bool {
            lhs.primaryAction === rhs.primaryAction && lhs.menu === rhs.menu && lhs.isEnabled == rhs.isEnabled
                && lhs.role == rhs.role
        }

        /// Hashes the objects' identities and the state.
        public func hash(into hasher: inout Hasher) {
            hasher.combine(primaryAction.map(ObjectIdentifier.init))
            hasher.combine(menu.map(ObjectIdentifier.init))
            hasher.combine(isEnabled)
            hasher.combine(role)
        }
    }
}

/// The state a content-unavailable configuration is updated for (iOS 17): traits and the search text.
public struct UIContentUnavailableConfigurationState: UIConfigurationState, Hashable, @unchecked Sendable {
    /// The traits of the view controller.
    public var traitCollection: UITraitCollection
    /// The text in the view controller's search bar, if it has one.
    public var searchText: String?
    private var custom: [UIConfigurationStateCustomKey: AnyHashable] = [:]

    /// A state with `traitCollection` and nothing else set.
    public init(traitCollection: UITraitCollection) {
        self.traitCollection = traitCollection
    }

    /// The app's custom state under `key` (nil when not set).
    public subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? {
        get { custom[key] }
        set { custom[key] = newValue }
    }

    /// Equal when traits, search text and custom states are.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.traitCollection == rhs.traitCollection && lhs.searchText == rhs.searchText && lhs.custom == rhs.custom
    }

    /// Hashes the search text and the custom states.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(searchText)
        hasher.combine(custom)
    }
}
