// SPDX-License-Identifier: Apache-2.0

import Foundation

extension NSCollectionLayoutSection {
    /// The estimated height of a list row, in points, and the least a list cell measures (rows self-size).
    package static let listRowHeight: CGFloat = 44
    /// The side insets of an inset grouped list, in points.
    package static let insetGroupedSideInset: CGFloat = 20
    /// The space above a grouped section that has no header, in points.
    package static let groupedSectionSpacing: CGFloat = 35
    /// The corner radius of an inset grouped section, in points.
    package static let insetGroupedCornerRadius: CGFloat = 10

    /// A section laid out as a list described by `configuration`: full-width rows (estimated at 44 points, then as
    /// tall as their cells need) stacked top to bottom (20 points in from each side in `.insetGrouped` lists), with supplementary headers and footers
    /// (`UICollectionView.elementKindSectionHeader` / `elementKindSectionFooter`) when the configuration's modes
    /// say so: 28 points high in plain lists (pinned to the top while the section shows), 38 in grouped ones.
    /// Grouped sections without a header start 35 points below the previous one.
    public class func list(using configuration: UICollectionLayoutListConfiguration,
                           layoutEnvironment: any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {
        let rowSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                             heightDimension: .estimated(listRowHeight))
        let item = NSCollectionLayoutItem(layoutSize: rowSize)
        let group = NSCollectionLayoutGroup.vertical(layoutSize: rowSize, subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.listConfiguration = configuration
        let grouped = configuration.appearance.isGrouped
        let side = configuration.appearance == .insetGrouped ? insetGroupedSideInset : 0
        let hasHeader = configuration.headerMode == .supplementary
        section.contentInsets = NSDirectionalEdgeInsets(top: grouped && !hasHeader ? groupedSectionSpacing : 0,
                                                        leading: side, bottom: 0, trailing: side)
        let headerHeight: CGFloat = grouped ? 38 : 28
        var boundary: [NSCollectionLayoutBoundarySupplementaryItem] = []
        if hasHeader {
            let header = NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                                   heightDimension: .estimated(headerHeight)),
                elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
            header.pinToVisibleBounds = !grouped
            boundary.append(header)
        }
        if configuration.footerMode == .supplementary {
            boundary.append(NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                                   heightDimension: .estimated(headerHeight)),
                elementKind: UICollectionView.elementKindSectionFooter, alignment: .bottom))
        }
        section.boundarySupplementaryItems = boundary
        return section
    }
}

extension UICollectionViewCompositionalLayout {
    /// A layout whose every section is a list described by `configuration` (see
    /// `NSCollectionLayoutSection.list(using:layoutEnvironment:)`).
    public class func list(using configuration: UICollectionLayoutListConfiguration)
        -> UICollectionViewCompositionalLayout {
        UICollectionViewCompositionalLayout { _, environment in
            .list(using: configuration, layoutEnvironment: environment)
        }
    }
}

extension UICollectionLayoutListConfiguration.Appearance {
    /// Whether rows stand in groups on the grouped background.
    package var isGrouped: Bool { self == .grouped || self == .insetGrouped }
}

extension UICollectionLayoutListConfiguration {
    /// Where item `item` of `count` in section `section` stands and how its separator shows.
    package func placement(ofItem item: Int, count: Int, section: Int) -> ListPlacement {
        var separators = separatorConfiguration
        if let itemSeparatorHandler {
            separators = itemSeparatorHandler(IndexPath(item: item, section: section), separators)
        }
        var placement = ListPlacement(appearance: appearance)
        placement.isFirstInSection = item == 0
        placement.isLastInSection = item == count - 1
        placement.isHeaderItem = headerMode == .firstItemInSection && item == 0
        switch separators.bottomSeparatorVisibility {
        case .visible: placement.showsSeparator = true
        case .hidden: placement.showsSeparator = false
        case .automatic: placement.showsSeparator = showsSeparators && !placement.isLastInSection
        }
        if placement.isHeaderItem { placement.showsSeparator = false }
        placement.separatorColor = separators.color
        if separators.bottomSeparatorInsets != UIListSeparatorConfiguration.automaticInsets {
            placement.separatorInsets = separators.bottomSeparatorInsets
        }
        return placement
    }
}

extension UICollectionView {
    /// Paints the collection view with a list's background colour, unless the app gave it a colour of its own.
    package func adoptListBackground(_ color: UIColor?) {
        guard let color, backgroundColor == nil || backgroundColor == listBackgroundColor else { return }
        listBackgroundColor = color
        if backgroundColor != color { backgroundColor = color }
    }
}
