// SPDX-License-Identifier: Apache-2.0

import Foundation

/// The smallest element of a compositional layout: one cell, of ``layoutSize`` inside its group, shrunk by
/// ``contentInsets`` after it has been sized and placed.
@preconcurrency @MainActor
open class NSCollectionLayoutItem: NSObject {
    /// The item's size; fractions are of the containing group's size (inside the group's content insets).
    public let layoutSize: NSCollectionLayoutSize
    /// Supplementary items anchored to the item (stored; not laid out on Touchstone yet).
    public let supplementaryItems: [NSCollectionLayoutSupplementaryItem]
    /// Space taken off each side of the item's frame after it is sized and placed, in points.
    open var contentInsets: NSDirectionalEdgeInsets = .zero

    /// An item of `layoutSize`.
    public convenience init(layoutSize: NSCollectionLayoutSize) {
        self.init(layoutSize: layoutSize, supplementaryItems: [])
    }

    /// An item of `layoutSize` with `supplementaryItems` anchored to it (stored only on Touchstone).
    public init(layoutSize: NSCollectionLayoutSize, supplementaryItems: [NSCollectionLayoutSupplementaryItem]) {
        self.layoutSize = layoutSize
        self.supplementaryItems = supplementaryItems
        super.init()
    }
}

/// A supplementary view of a compositional layout, named by its element kind.
@preconcurrency @MainActor
open class NSCollectionLayoutSupplementaryItem: NSCollectionLayoutItem {
    /// The element kind the collection view asks its data source for.
    public let elementKind: String
    /// The view's `zIndex` (1 by default, above cells).
    open var zIndex = 1

    package init(layoutSize: NSCollectionLayoutSize, elementKind: String) {
        self.elementKind = elementKind
        super.init(layoutSize: layoutSize, supplementaryItems: [])
    }
}

/// Where a boundary supplementary item sits around its section.
public enum NSRectAlignment: Int, Sendable {
    /// No alignment.
    case none = 0
    /// Above the section.
    case top
    /// Above the section, at its leading edge.
    case topLeading
    /// Beside the section's leading edge (not laid out on Touchstone yet).
    case leading
    /// Below the section, at its leading edge.
    case bottomLeading
    /// Below the section.
    case bottom
    /// Below the section, at its trailing edge.
    case bottomTrailing
    /// Beside the section's trailing edge (not laid out on Touchstone yet).
    case trailing
    /// Above the section, at its trailing edge.
    case topTrailing

    /// Whether the item goes above (true) or below (false) the section's content; nil for the side alignments.
    package var isAbove: Bool? {
        switch self {
        case .top, .topLeading, .topTrailing: true
        case .bottom, .bottomLeading, .bottomTrailing: false
        case .none, .leading, .trailing: nil
        }
    }
}

/// A header or footer of a section (or of the whole layout): a supplementary view above or below the section's
/// items, stacked in the order given. Its width fraction is of the section's width (inside the section's leading and
/// trailing content insets when the section's `supplementariesFollowContentInsets` is true); it is aligned to the
/// leading edge, trailing edge or centre of that width as ``alignment`` says.
@preconcurrency @MainActor
open class NSCollectionLayoutBoundarySupplementaryItem: NSCollectionLayoutSupplementaryItem {
    /// Where the item sits around the section.
    public let alignment: NSRectAlignment
    /// An extra offset applied to the item's frame, in points.
    public let offset: CGPoint
    /// Whether the item stays on screen while any of its section is visible (a pinned header or footer).
    open var pinToVisibleBounds = false
    /// Whether the item adds to the section's extent (always true on Touchstone).
    open var extendsBoundary = true

    /// A boundary item of `layoutSize` for views of `elementKind`, placed at `alignment`.
    public convenience init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment) {
        self.init(layoutSize: layoutSize, elementKind: elementKind, alignment: alignment, absoluteOffset: .zero)
    }

    /// A boundary item of `layoutSize` for views of `elementKind`, placed at `alignment` and moved by
    /// `absoluteOffset` points.
    public init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment,
                absoluteOffset: CGPoint) {
        self.alignment = alignment
        offset = absoluteOffset
        super.init(layoutSize: layoutSize, elementKind: elementKind)
    }
}
