// SPDX-License-Identifier: Apache-2.0

import CDynamicInit
import Foundation

/// Which parts of a layout an invalidation affects, so a layout can recompute only those, and how the content
/// offset and size should move with it.
@preconcurrency @MainActor
open class UICollectionViewLayoutInvalidationContext: NSObject {
    package var invalidateEverythingStorage = false
    package var invalidateDataSourceCountsStorage = false
    private var items: [IndexPath] = []
    private var supplementary: [String: [IndexPath]] = [:]

    /// Creates a context that invalidates nothing in particular.
    public override init() {
        super.init()
    }

    /// Whether the whole layout is invalid (true for `invalidateLayout()` and after a data reload).
    open var invalidateEverything: Bool { invalidateEverythingStorage }

    /// Whether the number of sections or items changed (true after a reload or an update).
    open var invalidateDataSourceCounts: Bool { invalidateDataSourceCountsStorage || invalidateEverythingStorage }

    /// The items marked invalid with ``invalidateItems(at:)`` (nil: none).
    open var invalidatedItemIndexPaths: [IndexPath]? { items.isEmpty ? nil : items }

    /// The supplementary views marked invalid, by kind (nil: none).
    open var invalidatedSupplementaryIndexPaths: [String: [IndexPath]]? { supplementary.isEmpty ? nil : supplementary }

    /// How far to move the content offset when the invalidation is applied (points; zero by default).
    open var contentOffsetAdjustment: CGPoint = .zero

    /// How much the content size changes with the invalidation (points; zero by default).
    open var contentSizeAdjustment: CGSize = .zero

    /// Marks the items at `indexPaths` invalid.
    open func invalidateItems(at indexPaths: [IndexPath]) { items += indexPaths }

    /// Marks the supplementary views of `elementKind` at `indexPaths` invalid.
    open func invalidateSupplementaryElements(ofKind elementKind: String, at indexPaths: [IndexPath]) {
        supplementary[elementKind, default: []] += indexPaths
    }

    /// A new instance of `type` made by its `init()`.
    package static func makeInstance(of type: UICollectionViewLayoutInvalidationContext.Type)
        -> UICollectionViewLayoutInvalidationContext {
        if type == UICollectionViewLayoutInvalidationContext.self { return UICollectionViewLayoutInvalidationContext() }
        if type == UICollectionViewFlowLayoutInvalidationContext.self { return UICollectionViewFlowLayoutInvalidationContext() }
        let raw = touchstone_make_invalidation_context(unsafeBitCast(type, to: UnsafeMutableRawPointer.self))
        return Unmanaged<UICollectionViewLayoutInvalidationContext>.fromOpaque(raw).takeRetainedValue()
    }
}

extension UICollectionViewLayoutInvalidationContext {
    /// `init()` dispatched to the dynamic class (the entry point ``makeInstance(of:)`` calls).
    @usableFromInline convenience init(_touchstoneFactory: Void) { self.init() }
}

/// A flow layout's invalidation context: whether the delegate's sizes and spacings, or the layout's own
/// attributes, must be read again.
@preconcurrency @MainActor
open class UICollectionViewFlowLayoutInvalidationContext: UICollectionViewLayoutInvalidationContext {
    /// Whether to ask the flow layout delegate for sizes, insets and spacings again (default true).
    open var invalidateFlowLayoutDelegateMetrics = true
    /// Whether to recompute the attributes from the current metrics (default true).
    open var invalidateFlowLayoutAttributes = true
}

/// One change of a batch update, as a layout's ``UICollectionViewLayout/prepare(forCollectionViewUpdates:)``
/// sees it. A section change has an index path of one index (the section).
@preconcurrency @MainActor
open class UICollectionViewUpdateItem: NSObject {
    /// What the change does.
    public enum Action: Int, Sendable {
        case insert, delete, reload, move, none
    }

    /// The item's (or section's) path before the update (nil for insertions).
    open var indexPathBeforeUpdate: IndexPath? { before }
    /// The item's (or section's) path after the update (nil for deletions).
    open var indexPathAfterUpdate: IndexPath? { after }
    /// The change.
    open var updateAction: Action { action }

    private let before: IndexPath?
    private let after: IndexPath?
    private let action: Action

    package init(action: Action, before: IndexPath?, after: IndexPath?) {
        self.action = action
        self.before = before
        self.after = after
        super.init()
    }
}
