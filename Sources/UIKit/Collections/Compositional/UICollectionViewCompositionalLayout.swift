// SPDX-License-Identifier: Apache-2.0

import Foundation

/// The settings of a compositional layout that apply to all its sections.
@preconcurrency @MainActor
open class UICollectionViewCompositionalLayoutConfiguration: NSObject {
    /// The axis the sections are stacked and scrolled along (vertical by default). Horizontal layouts place groups
    /// left to right; their boundary supplementary items are not laid out on Touchstone yet (logged).
    open var scrollDirection: UICollectionView.ScrollDirection = .vertical
    /// Space between consecutive sections, in points.
    open var interSectionSpacing: CGFloat = 0
    /// Headers and footers of the whole layout (stored only; not laid out on Touchstone yet).
    open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []

    /// A configuration with the defaults: vertical, no spacing between sections.
    public override init() {
        super.init()
    }
}

/// The closure a compositional layout asks for each section's layout: the section index and the environment
/// (container size and traits); nil leaves the section empty (logged).
public typealias UICollectionViewCompositionalLayoutSectionProvider =
    (Int, any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?

/// A layout built from sections of repeating groups of items (iOS 13's compositional layout).
///
/// ``prepare()`` computes every frame once per invalidation: sections are stacked along the scrolling axis,
/// ``UICollectionViewCompositionalLayoutConfiguration/interSectionSpacing`` apart; in each, the top boundary items,
/// the top content inset, the group repeated (``NSCollectionLayoutSection/interGroupSpacing`` apart) until the
/// section's items run out, the bottom inset, then the bottom boundary items. The container is the collection view's
/// bounds less its adjusted content inset, and frames are in content coordinates starting at zero. A change of the
/// collection view's size re-prepares; scrolling only re-queries (pinned boundary items are moved at query time).
/// Boundary supplementary items get index path (index among the section's items of the same kind, section).
@preconcurrency @MainActor
open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
    private let fixedSection: NSCollectionLayoutSection?
    private let sectionProvider: UICollectionViewCompositionalLayoutSectionProvider?

    /// The layout-wide settings; setting them invalidates the layout.
    open var configuration: UICollectionViewCompositionalLayoutConfiguration {
        didSet { invalidateLayout() }
    }

    package var cells: [[UICollectionViewLayoutAttributes]] = []
    package var supplementaries: [String: [IndexPath: UICollectionViewLayoutAttributes]] = [:]
    /// Every element, in the order it was placed (non-decreasing leading edge along the scrolling axis).
    package var elements: [UICollectionViewLayoutAttributes] = []
    /// Pinned boundary items with the range (along the scrolling axis) their section's content covers.
    package var pinned: [(attributes: UICollectionViewLayoutAttributes, above: Bool, start: CGFloat, end: CGFloat)] = []
    package var contentSize: CGSize = .zero
    package var preparedSize: CGSize?
    /// The sections that scroll sideways, by index (see `OrthogonalBand`), and how far each is scrolled.
    package var orthogonalBands: [Int: OrthogonalBand] = [:]
    package var orthogonalOffsets: [Int: CGFloat] = [:]
    /// The items whose height is estimated (self-sizing), found at the last prepare.
    package var estimatedHeightPaths: Set<IndexPath> = []
    /// The heights measured from cells (`preferredLayoutAttributesFitting(_:)`), by item; dropped when the data
    /// or the container's width changes.
    package var measuredSizes: [IndexPath: CGSize] = [:]
    /// The section layouts of the last prepare, by index.
    package var resolvedSections: [Int: NSCollectionLayoutSection] = [:]

    /// A layout whose every section is `section`.
    public convenience init(section: NSCollectionLayoutSection) {
        self.init(section: section, configuration: UICollectionViewCompositionalLayoutConfiguration())
    }

    /// A layout whose every section is `section`, with `configuration`.
    public init(section: NSCollectionLayoutSection, configuration: UICollectionViewCompositionalLayoutConfiguration) {
        fixedSection = section
        sectionProvider = nil
        self.configuration = configuration
        super.init()
    }

    /// A layout that asks `sectionProvider` for each section at every prepare.
    public convenience init(sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider) {
        self.init(sectionProvider: sectionProvider, configuration: UICollectionViewCompositionalLayoutConfiguration())
    }

    /// A layout that asks `sectionProvider` for each section at every prepare, with `configuration`.
    public init(sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider,
                configuration: UICollectionViewCompositionalLayoutConfiguration) {
        fixedSection = nil
        self.sectionProvider = sectionProvider
        self.configuration = configuration
        super.init()
    }

    /// A layout with no sections (nothing is decoded: archives are not read on Touchstone).
    public required init?(coder: NSCoder) {
        fixedSection = nil
        sectionProvider = nil
        configuration = UICollectionViewCompositionalLayoutConfiguration()
        super.init(coder: coder)
    }

    /// Compositional layouts place cells at their computed size; they are not measured (estimated dimensions are
    /// laid out at their value, list rows included).
    package override var wantsSelfSizing: Bool { false }

    // MARK: Geometry

    /// Places every section: asks the section provider (or uses the fixed section) for each section's layout with
    /// the collection view's size less its adjusted content inset, then lays out groups, items, boundary
    /// supplementaries and decorations, and sums the content size. Measured heights are kept unless the width changed.
    open override func prepare() {
        super.prepare()
        cells = []
        supplementaries = [:]
        elements = []
        pinned = []
        orthogonalBands = [:]
        estimatedHeightPaths = []
        resolvedSections = [:]
        contentSize = .zero
        guard let cv = collectionView else { preparedSize = nil; return }
        if let old = preparedSize, old.width != cv.bounds.width { measuredSizes = [:] }
        let inset = cv.adjustedContentInset
        let container = CGSize(width: max(0, cv.bounds.width - inset.left - inset.right),
                               height: max(0, cv.bounds.height - inset.top - inset.bottom))
        preparedSize = cv.bounds.size
        let environment = CompositionalEnvironment(contentSize: container, traitCollection: cv.traitCollection)
        var placer = CompositionalPlacer(layout: self, container: container,
                                         vertical: configuration.scrollDirection == .vertical)
        let spacing = configuration.interSectionSpacing.isFinite ? max(0, configuration.interSectionSpacing) : 0
        for index in 0..<cv.numberOfSections {
            if index > 0 { placer.position += spacing }
            let section = fixedSection ?? sectionProvider?(index, environment)
            guard let section else {
                UIKitDiagnostics.log("UICollectionViewCompositionalLayout: no section layout for section \(index)")
                cells.append([])
                continue
            }
            resolvedSections[index] = section
            if index == 0 { cv.adoptListBackground(section.listConfiguration?.resolvedBackgroundColor) }
            placer.place(section, index: index, count: cv.numberOfItems(inSection: index))
        }
        contentSize = placer.vertical ? CGSize(width: container.width, height: placer.position)
                                      : CGSize(width: placer.position, height: container.height)
    }

    /// The size of everything ``UICollectionViewCompositionalLayout/prepare()`` placed, in points: the container's
    /// width (vertical scrolling) or height (horizontal) by the sections' summed extent and spacing.
    open override var collectionViewContentSize: CGSize { contentSize }

    // MARK: Self-sizing (see CompositionalSelfSizing.swift)

    /// Records the measured height of a cell whose height is estimated; true (a new layout is needed) when it
    /// differs from the height laid out by more than half a point. Other elements and non-estimated items: false.
    open override func shouldInvalidateLayout(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                              withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes) -> Bool {
        let path = originalAttributes.indexPath
        guard originalAttributes.representedElementCategory == .cell, estimatedHeightPaths.contains(path) else {
            return false
        }
        let height = preferredAttributes.size.height
        guard height.isFinite, height > 0 else {
            UIKitDiagnostics.log("UICollectionViewCompositionalLayout: preferred height \(height) of item \(path) is invalid; ignored")
            return false
        }
        measuredSizes[path] = CGSize(width: originalAttributes.size.width, height: height)
        return abs(height - originalAttributes.size.height) > 0.5
    }

    /// Drops the measured heights when the data changes (they are measured again from the cells shown), then
    /// invalidates as usual.
    open override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        if context.invalidateDataSourceCounts { measuredSizes = [:] }
        super.invalidateLayout(with: context)
    }

    package override func wantsMeasurement(of indexPath: IndexPath) -> Bool {
        estimatedHeightPaths.contains(indexPath) && measuredSizes[indexPath] == nil
    }

    /// Copies of the attributes of every element whose frame meets `rect`, as shown on screen: moved by their
    /// section's orthogonal scroll, and pinned headers and footers moved to stay in view.
    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        let pinnedSet = Set(pinned.map { ObjectIdentifier($0.attributes) })
        var result: [UICollectionViewLayoutAttributes] = []
        for element in elements where !pinnedSet.contains(ObjectIdentifier(element)) {
            let shown = scrolledForOrthogonalSection(element)
            if shown.frame.overlapsForCollection(rect) { result.append(shown.copy() as! UICollectionViewLayoutAttributes) }
        }
        for entry in pinned {
            let attributes = placePinned(entry)
            if attributes.frame.overlapsForCollection(rect) { result.append(attributes) }
        }
        return result
    }

    /// A copy of the item's attributes as shown (moved by its section's orthogonal scroll), or `nil` when the index
    /// path names no item.
    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard indexPath.count == 2, cells.indices.contains(indexPath.section),
              cells[indexPath.section].indices.contains(indexPath.item) else { return nil }
        return scrolledForOrthogonalSection(cells[indexPath.section][indexPath.item]).copy()
            as? UICollectionViewLayoutAttributes
    }

    /// A copy of the attributes of the supplementary view of `elementKind` at `indexPath` (a pinned one at its
    /// pinned place), or `nil` when the layout has none there.
    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath)
        -> UICollectionViewLayoutAttributes? {
        guard let attributes = supplementaries[elementKind]?[indexPath] else { return nil }
        if let entry = pinned.first(where: { $0.attributes === attributes }) { return placePinned(entry) }
        return attributes.copy() as? UICollectionViewLayoutAttributes
    }

    /// True when the collection view's size changes (the container the fractions resolve against).
    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        newBounds.size != preparedSize
    }

    /// A copy of a pinned item moved to stay inside the visible area while its section's content is: a header no
    /// higher than the visible top and no lower than its section's end less its height; a footer the reverse.
    private func placePinned(_ entry: (attributes: UICollectionViewLayoutAttributes, above: Bool, start: CGFloat,
                                       end: CGFloat)) -> UICollectionViewLayoutAttributes {
        let attributes = entry.attributes.copy() as! UICollectionViewLayoutAttributes
        guard let cv = collectionView else { return attributes }
        let inset = cv.adjustedContentInset
        var frame = attributes.frame
        let natural = frame.minY
        if entry.above {
            frame.origin.y = max(natural, min(cv.bounds.minY + inset.top, entry.end - frame.height))
        } else {
            frame.origin.y = min(natural, max(cv.bounds.maxY - inset.bottom - frame.height, entry.start))
        }
        attributes.frame = frame
        if frame.minY != natural { attributes.zIndex = max(attributes.zIndex, 1024) }
        return attributes
    }
}
