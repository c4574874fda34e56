// SPDX-License-Identifier: Apache-2.0

import Foundation

/// The description of a list section of a compositional layout (iOS 14): its appearance, separators, background,
/// headers and footers, and swipe actions. Pass it to `UICollectionViewCompositionalLayout.list(using:)` or
/// `NSCollectionLayoutSection.list(using:layoutEnvironment:)`.
///
/// Rows are full width (inset by 20 points each side in `.insetGrouped` lists) and laid out at their estimated
/// height of 44 points: Touchstone's compositional layout does not self-size (docs/ARCHITECTURE.md, "Modern
/// collection views").
public struct UICollectionLayoutListConfiguration: @unchecked Sendable {
    /// The overall look of a list.
    public enum Appearance: Int, Sendable {
        /// Edge-to-edge rows on the system background (Contacts).
        case plain = 0
        /// Edge-to-edge rows in groups on the grouped background.
        case grouped
        /// Groups inset from the sides with rounded corners (Settings).
        case insetGrouped
        /// A sidebar on the grouped background; rows have no separators.
        case sidebar
        /// A sidebar on the system background.
        case sidebarPlain
    }

    /// Where section headers come from.
    public enum HeaderMode: Int, Sendable {
        /// No headers.
        case none = 0
        /// A supplementary view of kind `UICollectionView.elementKindSectionHeader` above each section.
        case supplementary
        /// The section's first item is its header (styled as one by the app's configuration).
        case firstItemInSection
    }

    /// Where section footers come from.
    public enum FooterMode: Int, Sendable {
        /// No footers.
        case none = 0
        /// A supplementary view of kind `UICollectionView.elementKindSectionFooter` below each section.
        case supplementary
    }

    /// The closure that gives the swipe actions of the row at an index path (nil: none).
    public typealias SwipeActionsConfigurationProvider = (IndexPath) -> UISwipeActionsConfiguration?
    /// The closure that adjusts the separators of the row at an index path.
    public typealias ItemSeparatorHandler = (IndexPath, UIListSeparatorConfiguration) -> UIListSeparatorConfiguration

    /// The list's look, fixed at creation.
    public let appearance: Appearance
    /// Whether rows show separators (true by default, false for sidebars).
    public var showsSeparators: Bool
    /// How separators are drawn (the appearance's defaults).
    public var separatorConfiguration: UIListSeparatorConfiguration
    /// A closure that adjusts each row's separators (nil by default).
    public var itemSeparatorHandler: ItemSeparatorHandler?
    /// The list's background colour; nil (the default) means the appearance's: the system background for
    /// `.plain` and `.sidebarPlain`, the grouped background otherwise. The layout paints the collection view
    /// with it unless the app gave the collection view a background colour of its own.
    public var backgroundColor: UIColor?
    /// The swipe actions a drag towards the trailing edge reveals on a row (asked when the drag begins; nil or
    /// no actions: the row does not swipe that way).
    public var leadingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?
    /// The swipe actions a drag towards the leading edge reveals on a row (asked when the drag begins; nil or no
    /// actions: the row does not swipe that way). The first action is at the trailing edge.
    public var trailingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?
    /// Where section headers come from (`.none` by default).
    public var headerMode: HeaderMode = .none
    /// Where section footers come from (`.none` by default).
    public var footerMode: FooterMode = .none
    /// Extra space above each section header, in points (nil: none). Negative or non-finite values count as 0.
    public var headerTopPadding: CGFloat?

    /// A list configuration of `appearance`, with its defaults.
    public init(appearance: Appearance) {
        self.appearance = appearance
        showsSeparators = appearance != .sidebar && appearance != .sidebarPlain
        separatorConfiguration = UIListSeparatorConfiguration(listAppearance: appearance)
    }

    /// The background colour used: ``backgroundColor`` or the appearance's.
    package var resolvedBackgroundColor: UIColor {
        if let backgroundColor { return backgroundColor }
        switch appearance {
        case .plain, .sidebarPlain: return .systemBackground
        case .grouped, .insetGrouped, .sidebar: return .systemGroupedBackground
        }
    }
}

/// How a list row's separators look (iOS 14.5): visibility above and below the row, insets, colour.
public struct UIListSeparatorConfiguration: Hashable, @unchecked Sendable {
    /// Whether a separator shows.
    public enum Visibility: Int, Sendable {
        /// The list decides (the bottom separator shows between rows).
        case automatic = 0
        /// Always shown.
        case visible
        /// Never shown.
        case hidden
    }

    /// The insets meaning "from the row's content": the bottom separator starts at the text's leading edge.
    public static let automaticInsets = NSDirectionalEdgeInsets(top: .greatestFiniteMagnitude,
                                                                leading: .greatestFiniteMagnitude,
                                                                bottom: .greatestFiniteMagnitude,
                                                                trailing: .greatestFiniteMagnitude)

    /// Whether the separator above the row shows (`.automatic`: hidden).
    public var topSeparatorVisibility: Visibility = .automatic
    /// Whether the separator below the row shows (`.automatic`: shown, except below a grouped section's last row).
    public var bottomSeparatorVisibility: Visibility = .automatic
    /// The top separator's insets (leading and trailing are used).
    public var topSeparatorInsets: NSDirectionalEdgeInsets = Self.automaticInsets
    /// The bottom separator's insets (leading and trailing are used).
    public var bottomSeparatorInsets: NSDirectionalEdgeInsets = Self.automaticInsets
    /// The separators' colour (`separator` grey).
    public var color: UIColor = .separator
    /// The colour while the list selects several rows (the same grey by default).
    public var multipleSelectionColor: UIColor = .separator

    /// The separator configuration of a list of `listAppearance`.
    public init(listAppearance: UICollectionLayoutListConfiguration.Appearance) {}
}
