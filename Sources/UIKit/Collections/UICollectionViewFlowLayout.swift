// SPDX-License-Identifier: Apache-2.0

import Foundation

extension UICollectionView {
    /// The direction a flow layout's content scrolls in.
    public enum ScrollDirection: Int, Sendable {
        /// Lines are rows, stacked top to bottom.
        case vertical
        /// Lines are columns, stacked left to right.
        case horizontal
    }
}

/// A layout that flows items into lines, one section after another, each section with an optional header and
/// footer (guide: "Using the Flow Layout").
///
/// Vertically (the default) lines are rows of the collection view's content width; horizontally they are
/// columns of its content height. A section is: header (its reference size's height — or width, horizontally —
/// across the whole content width), then, if the section has items, `sectionInset.top`, the lines separated by
/// `minimumLineSpacing`, `sectionInset.bottom`, then the footer. (Sections without items get no insets, only
/// header and footer.) A line takes items while they fit with `minimumInteritemSpacing` between them; an item
/// wider than the line gets a line of its own (logged). Items are centred across the line's thickness. Along the
/// line, as iOS does:
/// - a line with several items is justified: the first at the leading inset, the last at the trailing inset, the
///   leftover space shared equally between them;
/// - a line with one item centres it;
/// - the last line of a section that has several lines is left-aligned, spaced like the line before it (its actual,
///   justified spacing), so a grid's columns stay aligned; the minimum spacing if that does not fit.
/// The delegate (when it adopts `UICollectionViewDelegateFlowLayout`) can give each item and section its own
/// values; negative or non-finite sizes and spacings are logged and read as zero.
@preconcurrency @MainActor
open class UICollectionViewFlowLayout: UICollectionViewLayout {
    /// Where section insets are measured from.
    public enum SectionInsetReference: Int, Sendable {
        /// From the content inset (the adjusted content inset): the default.
        case fromContentInset
        /// From the collection view's safe area.
        case fromSafeArea
        /// From the collection view's layout margins.
        case fromLayoutMargins
    }

    /// A value for ``estimatedItemSize`` that asks for self-sizing cells with no estimate (``itemSize`` is used
    /// as the first guess).
    public static let automaticSize = CGSize(width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude)

    /// The size of every item unless the delegate says otherwise (points; default 50 × 50). Negative or
    /// non-finite sizes are logged and ignored.
    open var itemSize = CGSize(width: 50, height: 50) {
        didSet { validate(&itemSize, oldValue, "itemSize") }
    }

    /// An estimate of the items' sizes that turns on self-sizing: cells are first placed at this size, then at
    /// the size their `preferredLayoutAttributesFitting(_:)` returns. Zero (the default) turns self-sizing off;
    /// ``automaticSize`` turns it on with ``itemSize`` as the estimate.
    open var estimatedItemSize: CGSize = .zero {
        didSet { if estimatedItemSize != Self.automaticSize { validate(&estimatedItemSize, oldValue, "estimatedItemSize") } }
    }

    /// The minimum space between lines (points; default 10).
    open var minimumLineSpacing: CGFloat = 10 {
        didSet { validate(&minimumLineSpacing, oldValue, "minimumLineSpacing") }
    }

    /// The minimum space between items of a line (points; default 10). Full lines spread their items further.
    open var minimumInteritemSpacing: CGFloat = 10 {
        didSet { validate(&minimumInteritemSpacing, oldValue, "minimumInteritemSpacing") }
    }

    /// The margins around each section's items (not around headers and footers).
    open var sectionInset: UIEdgeInsets = .zero {
        didSet { invalidateLayout() }
    }

    /// Where ``sectionInset`` is measured from (default `.fromContentInset`).
    open var sectionInsetReference: SectionInsetReference = .fromContentInset {
        didSet { invalidateLayout() }
    }

    /// The size of each section's header: the height counts vertically, the width horizontally (default zero:
    /// no headers).
    open var headerReferenceSize: CGSize = .zero {
        didSet { validate(&headerReferenceSize, oldValue, "headerReferenceSize") }
    }

    /// The size of each section's footer, like ``headerReferenceSize``.
    open var footerReferenceSize: CGSize = .zero {
        didSet { validate(&footerReferenceSize, oldValue, "footerReferenceSize") }
    }

    /// The scroll direction (default `.vertical`).
    open var scrollDirection: UICollectionView.ScrollDirection = .vertical {
        didSet { invalidateLayout() }
    }

    /// Whether a section's header stays at the top of the visible area while the section scrolls under it, until
    /// the section's end pushes it away (default false).
    open var sectionHeadersPinToVisibleBounds = false {
        didSet { invalidateLayout() }
    }

    /// Whether a section's footer stays at the bottom of the visible area while the section is visible (default
    /// false).
    open var sectionFootersPinToVisibleBounds = false {
        didSet { invalidateLayout() }
    }

    /// The computed sections.
    package var sections: [FlowSection] = []
    package var contentSizeStorage: CGSize = .zero
    /// Sizes self-sizing cells asked for, by item.
    package var preferredSizes: [IndexPath: CGSize] = [:]
    /// Whether the next `prepare()` must recompute (false when only the visible bounds moved).
    package var needsRecompute = true
    /// The collection view's bounds size the sections were computed for.
    package var computedBoundsSize: CGSize?

    /// Creates a flow layout with Apple's defaults.
    public override init() {
        super.init()
    }

    /// Creates a flow layout from an archive: Apple's defaults, then what the archive sets (scroll direction,
    /// spacings, sizes, section insets).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        decodeFlowLayoutAttributes(from: coder)
    }

    /// Returns ``UICollectionViewFlowLayoutInvalidationContext``, so invalidations can say whether the delegate's
    /// sizes or the layout's attributes need asking again.
    open override class var invalidationContextClass: AnyClass { UICollectionViewFlowLayoutInvalidationContext.self }

    package override var wantsSelfSizing: Bool { estimatedItemSize != .zero }

    /// Computes every section's frames (only when the invalidation needs it: a scroll that keeps the size does not).
    open override func prepare() {
        super.prepare()
        guard needsRecompute else { return }
        needsRecompute = false
        computeSections()
    }

    /// The size of the content: the collection view's content width (height, horizontally) by the sections'
    /// total extent.
    open override var collectionViewContentSize: CGSize { contentSizeStorage }

    /// Every element meeting `rect`: copies of the cached attributes, with pinned headers and footers moved.
    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        elements(in: rect)
    }

    /// The attributes of the item at `indexPath` (nil for paths outside the computed sections).
    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard indexPath.count == 2, sections.indices.contains(indexPath.section),
              sections[indexPath.section].items.indices.contains(indexPath.item) else { return nil }
        return sections[indexPath.section].items[indexPath.item].copy() as? UICollectionViewLayoutAttributes
    }

    /// The attributes of the header or footer of `indexPath.section` (nil for other kinds or when it has no size).
    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath)
        -> UICollectionViewLayoutAttributes? {
        guard indexPath.count >= 1, sections.indices.contains(indexPath[0]) else { return nil }
        let section = sections[indexPath[0]]
        let attributes: UICollectionViewLayoutAttributes?
        switch elementKind {
        case UICollectionView.elementKindSectionHeader: attributes = section.header
        case UICollectionView.elementKindSectionFooter: attributes = section.footer
        default: attributes = nil
        }
        guard let attributes else { return nil }
        return pinned(attributes.copy() as! UICollectionViewLayoutAttributes, in: section)
    }

    /// True when the size differs from the one the layout was computed for, or when headers or footers pin and
    /// the bounds move.
    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        computedBoundsSize != newBounds.size || sectionHeadersPinToVisibleBounds || sectionFootersPinToVisibleBounds
    }

    /// A flow context that recomputes only when the size changes.
    open override func invalidationContext(forBoundsChange newBounds: CGRect) -> UICollectionViewLayoutInvalidationContext {
        let context = super.invalidationContext(forBoundsChange: newBounds)
        if let flow = context as? UICollectionViewFlowLayoutInvalidationContext, computedBoundsSize == newBounds.size {
            flow.invalidateFlowLayoutDelegateMetrics = false
            flow.invalidateFlowLayoutAttributes = false
        }
        return context
    }

    /// With self-sizing on, records a cell's preferred size and asks for a new layout when it differs.
    open override func shouldInvalidateLayout(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                              withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes) -> Bool {
        guard estimatedItemSize != .zero, originalAttributes.representedElementCategory == .cell else { return false }
        let size = sanitized(preferredAttributes.size, "preferred size of item \(preferredAttributes.indexPath)")
        guard size != originalAttributes.size else { return false }
        preferredSizes[originalAttributes.indexPath] = size
        return true
    }

    /// Records what the invalidation needs recomputed; call super.
    open override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        // A reload forgets self-sized sizes; batch updates carry them over (`remapPreferredSizes`).
        if context.invalidateEverythingStorage && context.invalidateDataSourceCountsStorage { preferredSizes = [:] }
        if let flow = context as? UICollectionViewFlowLayoutInvalidationContext {
            if flow.invalidateEverything || flow.invalidateDataSourceCounts || flow.invalidateFlowLayoutDelegateMetrics
                || flow.invalidateFlowLayoutAttributes { needsRecompute = true }
        } else {
            needsRecompute = true
        }
        super.invalidateLayout(with: context)
    }

    // MARK: Validation

    private func validate(_ value: inout CGSize, _ old: CGSize, _ name: String) {
        guard value.width.isFinite, value.height.isFinite, value.width >= 0, value.height >= 0 else {
            UIKitDiagnostics.log("UICollectionViewFlowLayout.\(name): invalid \(value) ignored")
            value = old
            return
        }
        if value != old { invalidateLayout() }
    }

    private func validate(_ value: inout CGFloat, _ old: CGFloat, _ name: String) {
        guard value.isFinite, value >= 0 else {
            UIKitDiagnostics.log("UICollectionViewFlowLayout.\(name): invalid \(value) ignored")
            value = old
            return
        }
        if value != old { invalidateLayout() }
    }

    /// `size`, or zero (logged) when negative or not finite.
    package func sanitized(_ size: CGSize, _ what: @autoclosure () -> String) -> CGSize {
        guard size.width.isFinite, size.height.isFinite, size.width >= 0, size.height >= 0 else {
            UIKitDiagnostics.log("UICollectionViewFlowLayout: invalid \(what()) \(size); using zero")
            return .zero
        }
        return size
    }

    /// `value`, or zero (logged) when negative or not finite.
    package func sanitized(_ value: CGFloat, _ what: @autoclosure () -> String) -> CGFloat {
        guard value.isFinite, value >= 0 else {
            UIKitDiagnostics.log("UICollectionViewFlowLayout: invalid \(what()) \(value); using zero")
            return 0
        }
        return value
    }
}
