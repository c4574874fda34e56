// SPDX-License-Identifier: Apache-2.0

import Foundation

/// How a section scrolls across the layout's scrolling axis.
public enum UICollectionLayoutSectionOrthogonalScrollingBehavior: Int, Sendable {
    /// The section does not scroll on its own; groups repeat along the layout's axis.
    case none = 0
    /// The section scrolls continuously across the main axis.
    case continuous
    /// The section scrolls and comes to rest at a group's leading edge.
    case continuousGroupLeadingBoundary
    /// The section pages by the collection view's width.
    case paging
    /// The section pages by one group.
    case groupPaging
    /// The section pages by one group, centring it.
    case groupPagingCentered
}

/// One section of a compositional layout: its ``group`` repeated along the scrolling axis until the section's items
/// run out, ``interGroupSpacing`` apart, inside ``contentInsets``, with ``boundarySupplementaryItems`` above and
/// below.
@preconcurrency @MainActor
open class NSCollectionLayoutSection: NSObject {
    /// The group repeated to place the section's items.
    public let group: NSCollectionLayoutGroup
    /// Space around the section's groups, in points. The leading and trailing insets narrow the container the
    /// group's fractions resolve against.
    open var contentInsets: NSDirectionalEdgeInsets = .zero
    /// Space between consecutive groups, in points.
    open var interGroupSpacing: CGFloat = 0
    /// Headers and footers of the section, stacked above (top alignments) and below (bottom alignments) its groups
    /// in the order given. Leading and trailing alignments are not laid out on Touchstone yet (logged).
    open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
    /// Whether the boundary items are narrowed by the section's leading and trailing content insets (true by
    /// default, as on iOS).
    open var supplementariesFollowContentInsets = true
    /// How the section scrolls across the layout's axis (`.none` by default). In a vertical layout any other
    /// value stands the section's groups in one row that scrolls sideways in a nested scroll view: `.paging` pages
    /// by the view's width, the group behaviours come to rest at group edges. Horizontal layouts ignore it.
    open var orthogonalScrollingBehavior: UICollectionLayoutSectionOrthogonalScrollingBehavior = .none
    /// The list this section was made for by `list(using:layoutEnvironment:)` (nil for other sections).
    package var listConfiguration: UICollectionLayoutListConfiguration?

    /// A section that repeats `group`.
    public init(group: NSCollectionLayoutGroup) {
        self.group = group
        super.init()
    }
}

/// The size of the area a compositional layout lays its sections out in.
@preconcurrency @MainActor
public protocol NSCollectionLayoutContainer: NSObjectProtocol {
    /// The container's full size, in points.
    var contentSize: CGSize { get }
    /// The container's size inside its content insets, in points: what fractional dimensions resolve against.
    var effectiveContentSize: CGSize { get }
    /// The insets around the container's content.
    var contentInsets: NSDirectionalEdgeInsets { get }
    /// The insets the layout uses (the same as ``contentInsets`` on Touchstone).
    var effectiveContentInsets: NSDirectionalEdgeInsets { get }
}

/// What a section provider knows when it makes a section: the container's size and the traits.
@preconcurrency @MainActor
public protocol NSCollectionLayoutEnvironment: NSObjectProtocol {
    /// The area the sections are laid out in.
    var container: any NSCollectionLayoutContainer { get }
    /// The collection view's traits.
    var traitCollection: UITraitCollection { get }
}

/// The environment a compositional layout passes to its section provider. The container's content size is the
/// collection view's bounds size less its adjusted content inset; its own insets are zero (the
/// `contentInsetsReference` of iOS 14 is not modelled).
@MainActor
final class CompositionalEnvironment: NSObject, NSCollectionLayoutEnvironment, NSCollectionLayoutContainer {
    let contentSize: CGSize
    let traitCollection: UITraitCollection
    var effectiveContentSize: CGSize { contentSize }
    var contentInsets: NSDirectionalEdgeInsets { .zero }
    var effectiveContentInsets: NSDirectionalEdgeInsets { .zero }
    var container: any NSCollectionLayoutContainer { self }

    init(contentSize: CGSize, traitCollection: UITraitCollection) {
        self.contentSize = contentSize
        self.traitCollection = traitCollection
        super.init()
    }
}
