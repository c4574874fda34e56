// SPDX-License-Identifier: Apache-2.0

import Foundation

/// The abstract base of collection view layouts: it tells the collection view where each element goes
/// (``layoutAttributesForElements(in:)``) and how large the content is (``collectionViewContentSize``).
///
/// The collection view drives a layout as iOS does. After ``invalidateLayout()`` (or when the layout is installed,
/// the data is reloaded or an update is applied) the next layout pass calls ``prepare()`` once, reads
/// ``collectionViewContentSize``, then asks ``layoutAttributesForElements(in:)`` for the visible rectangle (the
/// bounds, in content coordinates) on every pass. When the bounds change it asks
/// ``shouldInvalidateLayout(forBoundsChange:)`` (false by default, so scrolling re-queries but does not
/// re-prepare). Batch updates bracket the animation with ``prepare(forCollectionViewUpdates:)`` and
/// ``finalizeCollectionViewUpdates()`` and animate appearing and disappearing items from
/// ``initialLayoutAttributesForAppearingItem(at:)`` and to ``finalLayoutAttributesForDisappearingItem(at:)``.
/// The base class places nothing: its queries return nil and its content size is zero.
@preconcurrency @MainActor
open class UICollectionViewLayout: NSObject {
    /// The collection view using the layout (held weakly; nil until it is installed).
    open var collectionView: UICollectionView? { collectionViewStorage }
    package weak var collectionViewStorage: UICollectionView?

    /// Whether ``prepare()`` must run before the next query (set by invalidation).
    package var needsPrepare = true
    /// The invalidation contexts gathered since the last prepare.
    package var pendingInvalidations: [UICollectionViewLayoutInvalidationContext] = []
    package var decorationClasses: [String: UICollectionReusableView.Type] = [:]
    /// Whether new cells are asked for their preferred attributes (self-sizing). True for custom layouts, which
    /// decide in `shouldInvalidateLayout(forPreferredLayoutAttributes:withOriginalAttributes:)`; a flow layout
    /// only with an estimated item size.
    package var wantsSelfSizing: Bool { true }
    /// Whether the cell shown for `indexPath` should be measured now although ``wantsSelfSizing`` is false (the
    /// compositional layout's estimated items it has no measurement for).
    package func wantsMeasurement(of indexPath: IndexPath) -> Bool { false }

    /// Creates a layout.
    public override init() {
        super.init()
    }

    /// Creates a layout with default values (nothing is decoded: archives are not read on Touchstone).
    public required init?(coder: NSCoder) {
        super.init()
    }

    // MARK: Subclassing: geometry

    /// The class of the attributes the layout creates; override to return a subclass of
    /// `UICollectionViewLayoutAttributes` (a class that is not one is logged and ignored).
    open class var layoutAttributesClass: AnyClass { UICollectionViewLayoutAttributes.self }

    /// The class of the invalidation contexts the layout creates; override to return a subclass of
    /// ``UICollectionViewLayoutInvalidationContext``.
    open class var invalidationContextClass: AnyClass { UICollectionViewLayoutInvalidationContext.self }

    /// Computes the layout; called once after each invalidation, before any query. `collectionView` is set and its
    /// data source's counts are current. The default does nothing; call super.
    open func prepare() {}

    /// The size of the whole content, in points: the collection view's `contentSize`. The default is zero.
    open var collectionViewContentSize: CGSize { .zero }

    /// The attributes of every element whose frame meets `rect` (content coordinates), in any order; nil or empty
    /// places nothing. The default returns nil.
    open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { nil }

    /// The attributes of the cell at `indexPath` (nil: the item has no cell). The default returns nil.
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// The attributes of the supplementary view of `elementKind` at `indexPath`. The default returns nil.
    open func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath)
        -> UICollectionViewLayoutAttributes? { nil }

    /// The attributes of the decoration view of `elementKind` at `indexPath`. The default returns nil.
    open func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath)
        -> UICollectionViewLayoutAttributes? { nil }

    /// Registers the class the collection view creates (through `init(frame:)`) for decoration views of
    /// `elementKind`; nil unregisters it.
    open func register(_ viewClass: AnyClass?, forDecorationViewOfKind elementKind: String) {
        guard let viewClass else { decorationClasses[elementKind] = nil; return }
        guard let type = viewClass as? UICollectionReusableView.Type else {
            return UIKitDiagnostics.log("UICollectionViewLayout.register: \(viewClass) is not a UICollectionReusableView")
        }
        decorationClasses[elementKind] = type
    }

    /// Where scrolling that was proposed to end at `proposedContentOffset` (moving at `velocity`, points per
    /// millisecond) should stop instead (paging-like snapping). The default returns the proposal.
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint,
                                  withScrollingVelocity velocity: CGPoint) -> CGPoint {
        proposedContentOffset
    }

    /// The offset to show after an update or a layout change, given the offset UIKit proposes. The default
    /// returns the proposal.
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
        proposedContentOffset
    }

    // MARK: Invalidation

    /// Whether a change of the collection view's bounds to `newBounds` (a scroll or a resize) needs a new
    /// ``prepare()``. The default returns false.
    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }

    /// The context for invalidating after a bounds change (an instance of ``invalidationContextClass``).
    open func invalidationContext(forBoundsChange newBounds: CGRect) -> UICollectionViewLayoutInvalidationContext {
        makeInvalidationContext()
    }

    /// Whether a self-sizing cell's preferred attributes (from `preferredLayoutAttributesFitting(_:)`) need a
    /// new layout. The default returns false.
    open func shouldInvalidateLayout(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                     withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes) -> Bool {
        false
    }

    /// The context for invalidating after a self-sizing cell reported `preferredAttributes`.
    open func invalidationContext(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                  withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes)
        -> UICollectionViewLayoutInvalidationContext {
        let context = makeInvalidationContext()
        context.invalidateItems(at: [originalAttributes.indexPath])
        return context
    }

    /// Marks the whole layout invalid: ``prepare()`` runs again at the collection view's next layout pass.
    open func invalidateLayout() {
        let context = makeInvalidationContext()
        context.invalidateEverythingStorage = true
        invalidateLayout(with: context)
    }

    /// Marks the parts of the layout `context` names invalid; the next layout pass calls ``prepare()`` and
    /// applies the context's content offset and size adjustments. Override to drop cached values; call super.
    open func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        pendingInvalidations.append(context)
        needsPrepare = true
        collectionView?.setNeedsLayout()
    }

    // MARK: Interactive movement

    /// Where an item being moved interactively, now shown at `previousIndexPath`, should be shown with its centre at
    /// `position` (content coordinates). The default: the item whose frame contains `position` (the frontmost by
    /// `zIndex`), or `previousIndexPath` over no item.
    open func targetIndexPath(forInteractivelyMovingItem previousIndexPath: IndexPath,
                              withPosition position: CGPoint) -> IndexPath {
        let probe = CGRect(x: position.x - 0.5, y: position.y - 0.5, width: 1, height: 1)
        let hits = (layoutAttributesForElements(in: probe) ?? []).filter {
            $0.representedElementCategory == .cell && !$0.isHidden && $0.frame.contains(position)
        }
        return hits.max { $0.zIndex < $1.zIndex }?.indexPath ?? previousIndexPath
    }

    /// The attributes of an item being moved interactively: its own attributes with the centre at `position` and
    /// drawn above every other item.
    open func layoutAttributesForInteractivelyMovingItem(at indexPath: IndexPath,
                                                         withTargetPosition position: CGPoint)
        -> UICollectionViewLayoutAttributes {
        let attributes = (layoutAttributesForItem(at: indexPath)?.copy() as? UICollectionViewLayoutAttributes)
            ?? makeAttributes(forCellWith: indexPath)
        attributes.center = position
        attributes.zIndex = Int(Int32.max)
        return attributes
    }

    // MARK: Updates

    /// Called before an update's animation with the changes it makes (deletions first, then insertions, as
    /// `UICollectionViewUpdateItem`s). The default does nothing.
    open func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {}

    /// Called inside the update's animation block after the cells have been given their new attributes. The
    /// default does nothing.
    open func finalizeCollectionViewUpdates() {}

    /// Called before an animated bounds change; the default does nothing.
    open func prepare(forAnimatedBoundsChange oldBounds: CGRect) {}

    /// Called after an animated bounds change; the default does nothing.
    open func finalizeAnimatedBoundsChange() {}

    /// Called before the collection view switches from this layout to `newLayout`; the default does nothing.
    open func prepareForTransition(to newLayout: UICollectionViewLayout) {}

    /// Called before the collection view switches to this layout from `oldLayout`; the default does nothing.
    open func prepareForTransition(from oldLayout: UICollectionViewLayout) {}

    /// Called after a layout transition; the default does nothing.
    open func finalizeLayoutTransition() {}

    /// The attributes an inserted (or moved-in) item starts its animation from; nil (the default) means its final
    /// attributes with alpha 0, so it fades in.
    open func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        nil
    }

    /// The attributes a deleted item ends its animation at; nil (the default) means its current attributes with
    /// alpha 0, so it fades out.
    open func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        nil
    }

    /// The attributes an appearing supplementary view starts from (nil: fade in).
    open func initialLayoutAttributesForAppearingSupplementaryElement(ofKind elementKind: String,
                                                                      at elementIndexPath: IndexPath)
        -> UICollectionViewLayoutAttributes? { nil }

    /// The attributes a disappearing supplementary view ends at (nil: fade out).
    open func finalLayoutAttributesForDisappearingSupplementaryElement(ofKind elementKind: String,
                                                                       at elementIndexPath: IndexPath)
        -> UICollectionViewLayoutAttributes? { nil }

    // MARK: Helpers

    /// The attributes class as a `UICollectionViewLayoutAttributes` type (the base class when the override
    /// returns something else, logged).
    package var attributesType: UICollectionViewLayoutAttributes.Type {
        let cls: AnyClass = type(of: self).layoutAttributesClass
        guard let t = cls as? UICollectionViewLayoutAttributes.Type else {
            UIKitDiagnostics.log("\(type(of: self)).layoutAttributesClass \(cls) is not a UICollectionViewLayoutAttributes subclass")
            return UICollectionViewLayoutAttributes.self
        }
        return t
    }

    /// New attributes of ``layoutAttributesClass`` for the cell at `indexPath`.
    package func makeAttributes(forCellWith indexPath: IndexPath) -> UICollectionViewLayoutAttributes {
        let attributes = UICollectionViewLayoutAttributes.makeInstance(of: attributesType)
        attributes.indexPath = indexPath
        return attributes
    }

    /// New attributes of ``layoutAttributesClass`` for a supplementary view.
    package func makeAttributes(forSupplementaryOfKind kind: String, with indexPath: IndexPath)
        -> UICollectionViewLayoutAttributes {
        let attributes = makeAttributes(forCellWith: indexPath)
        attributes.category = .supplementaryView
        attributes.kind = kind
        return attributes
    }

    package func makeInvalidationContext() -> UICollectionViewLayoutInvalidationContext {
        let cls: AnyClass = type(of: self).invalidationContextClass
        guard let t = cls as? UICollectionViewLayoutInvalidationContext.Type else {
            UIKitDiagnostics.log("\(type(of: self)).invalidationContextClass \(cls) is not an invalidation context class")
            return UICollectionViewLayoutInvalidationContext()
        }
        return UICollectionViewLayoutInvalidationContext.makeInstance(of: t)
    }

    /// Runs ``prepare()`` if an invalidation asked for it; returns the contexts that were pending.
    @discardableResult
    package func prepareIfNeeded() -> [UICollectionViewLayoutInvalidationContext] {
        guard needsPrepare else { return [] }
        needsPrepare = false
        let contexts = pendingInvalidations
        pendingInvalidations = []
        prepare()
        return contexts
    }
}
