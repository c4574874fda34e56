// SPDX-License-Identifier: Apache-2.0

import Foundation

/// The user's preferred text size (Dynamic Type): seven standard sizes from extra small to extra extra extra
/// large, then five larger accessibility sizes. iOS's default is `.large`; on Touchstone the `--text-size` launch
/// flag (or `TOUCHSTONE_TEXT_SIZE`) chooses it.
///
/// Categories compare by size (`.small < .large`); `.unspecified` sorts before every size.
public struct UIContentSizeCategory: RawRepresentable, Hashable, Comparable, Sendable {
    /// UIKit's name for the category (`"UICTContentSizeCategoryL"`).
    public let rawValue: String
    /// The category named `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The category named `rawValue`.
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// Not specified (a trait collection that says nothing about text size).
    public static let unspecified = UIContentSizeCategory("_UICTContentSizeCategoryUnspecified")
    /// Extra small (xSmall).
    public static let extraSmall = UIContentSizeCategory("UICTContentSizeCategoryXS")
    /// Small.
    public static let small = UIContentSizeCategory("UICTContentSizeCategoryS")
    /// Medium.
    public static let medium = UIContentSizeCategory("UICTContentSizeCategoryM")
    /// Large: iOS's default.
    public static let large = UIContentSizeCategory("UICTContentSizeCategoryL")
    /// Extra large (xLarge).
    public static let extraLarge = UIContentSizeCategory("UICTContentSizeCategoryXL")
    /// Extra extra large (xxLarge).
    public static let extraExtraLarge = UIContentSizeCategory("UICTContentSizeCategoryXXL")
    /// Extra extra extra large (xxxLarge): the largest standard size.
    public static let extraExtraExtraLarge = UIContentSizeCategory("UICTContentSizeCategoryXXXL")
    /// Accessibility medium (AX1).
    public static let accessibilityMedium = UIContentSizeCategory("UICTContentSizeCategoryAccessibilityM")
    /// Accessibility large (AX2).
    public static let accessibilityLarge = UIContentSizeCategory("UICTContentSizeCategoryAccessibilityL")
    /// Accessibility extra large (AX3).
    public static let accessibilityExtraLarge = UIContentSizeCategory("UICTContentSizeCategoryAccessibilityXL")
    /// Accessibility extra extra large (AX4).
    public static let accessibilityExtraExtraLarge = UIContentSizeCategory("UICTContentSizeCategoryAccessibilityXXL")
    /// Accessibility extra extra extra large (AX5): the largest size.
    public static let accessibilityExtraExtraExtraLarge =
        UIContentSizeCategory("UICTContentSizeCategoryAccessibilityXXXL")

    /// Every size, smallest first (without `.unspecified`).
    package static let allSizes: [UIContentSizeCategory] = [
        .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
        .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge,
        .accessibilityExtraExtraExtraLarge,
    ]

    /// The category's place in ``allSizes`` (0 for extra small); nil for `.unspecified` and unknown names.
    package var sizeIndex: Int? { UIContentSizeCategory.allSizes.firstIndex(of: self) }

    /// Whether this is one of the five accessibility sizes (AX1 to AX5).
    public var isAccessibilityCategory: Bool { (sizeIndex ?? 0) >= 7 }

    /// Whether `lhs` is a smaller text size than `rhs` (unspecified and unknown categories are the smallest).
    public static func < (lhs: UIContentSizeCategory, rhs: UIContentSizeCategory) -> Bool {
        (lhs.sizeIndex ?? -1) < (rhs.sizeIndex ?? -1)
    }

    /// Posted (object: the application) after the user's preferred text size changed; the user info holds the
    /// new category under ``newValueUserInfoKey`` (its raw value, as UIKit posts it).
    public static let didChangeNotification = Notification.Name("UIContentSizeCategoryDidChangeNotification")
    /// The user-info key of ``didChangeNotification`` holding the new category's raw value.
    public static let newValueUserInfoKey = "UIContentSizeCategoryNewValueKey"

    /// The category a launch flag names: a case name as Swift spells it (`extraLarge`,
    /// `accessibilityExtraExtraExtraLarge`), UIKit's raw value (`UICTContentSizeCategoryXL`), or its short
    /// form (`XL`, `AccessibilityXL`), in any case; nil for anything else.
    package static func named(_ name: String) -> UIContentSizeCategory? {
        let key = name.lowercased()
        let names = [
            "extraSmall", "small", "medium", "large", "extraLarge", "extraExtraLarge", "extraExtraExtraLarge",
            "accessibilityMedium", "accessibilityLarge", "accessibilityExtraLarge", "accessibilityExtraExtraLarge",
            "accessibilityExtraExtraExtraLarge",
        ]
        for (caseName, category) in zip(names, allSizes) {
            let short = category.rawValue.dropFirst("UICTContentSizeCategory".count)
            if key == caseName.lowercased() || key == category.rawValue.lowercased() || key == short.lowercased() {
                return category
            }
        }
        return nil
    }
}
