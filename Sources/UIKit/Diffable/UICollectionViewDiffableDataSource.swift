// SPDX-License-Identifier: Apache-2.0

import Foundation

/// A collection view data source that shows snapshots: apply a new ``NSDiffableDataSourceSnapshot`` and it works
/// out the sections and items to insert, delete, move and reload from the one shown before, and updates the
/// collection view in one batch.
///
/// It becomes the collection view's `dataSource` when created; the collection view holds it weakly, so keep a
/// reference, as on iOS. Cells come from the cell provider, given the item's identifier.
@preconcurrency @MainActor
open class UICollectionViewDiffableDataSource<SectionIdentifierType: Hashable & Sendable,
                                              ItemIdentifierType: Hashable & Sendable>: NSObject, UICollectionViewDataSource {
    /// Makes the cell for an item: usually `dequeueConfiguredReusableCell(using:for:item:)`. Returning nil is an
    /// error (iOS stops the app); here it is logged and an empty cell is shown.
    public typealias CellProvider = (UICollectionView, IndexPath, ItemIdentifierType) -> UICollectionViewCell?
    /// Makes a supplementary view of a kind at an index path (nil: logged, an empty view is shown).
    public typealias SupplementaryViewProvider = (UICollectionView, String, IndexPath) -> UICollectionReusableView?

    private weak var collectionView: UICollectionView?
    private let cellProvider: CellProvider
    package var current = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()

    /// Makes the supplementary views (headers, footers); nil by default.
    public var supplementaryViewProvider: SupplementaryViewProvider?

    /// The section snapshots applied with ``apply(_:to:animatingDifferences:completion:)``, by section.
    package var sectionSnapshots: [SectionIdentifierType: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>] = [:]

    /// What the data source asks and tells when the user expands or collapses an outline item (an
    /// `outlineDisclosure` accessory tap).
    public var sectionSnapshotHandlers = SectionSnapshotHandlers<ItemIdentifierType>()

    /// What the data source asks and tells when the user reorders items (see ``ReorderingHandlers``).
    public var reorderingHandlers = ReorderingHandlers()

    /// Closures run around the user expanding and collapsing outline items; each is nil by default (allowed).
    public struct SectionSnapshotHandlers<Item: Hashable & Sendable> {
        /// Whether `item` may expand (nil: yes).
        public var shouldExpandItem: ((Item) -> Bool)?
        /// Called before `item` expands.
        public var willExpandItem: ((Item) -> Void)?
        /// Whether `item` may collapse (nil: yes).
        public var shouldCollapseItem: ((Item) -> Bool)?
        /// Called before `item` collapses.
        public var willCollapseItem: ((Item) -> Void)?
        /// The children to show under a parent about to expand, given its current subtree (nil: the subtree).
        public var snapshotForExpandingParentItem: ((Item, NSDiffableDataSourceSectionSnapshot<Item>)
            -> NSDiffableDataSourceSectionSnapshot<Item>)?
        /// Handlers that are all nil.
        public init() {}
    }

    /// Creates a data source for `collectionView` and makes itself its `dataSource`.
    public init(collectionView: UICollectionView, cellProvider: @escaping CellProvider) {
        self.collectionView = collectionView
        self.cellProvider = cellProvider
        super.init()
        collectionView.dataSource = self
    }

    // MARK: Snapshots

    /// A copy of the snapshot shown (without reload or reconfigure marks).
    open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> { current }

    /// Shows `snapshot`: the difference from the current one is applied as one batch update, animated when
    /// `animatingDifferences` (items the snapshot marks for reloading get new cells, the ones marked for
    /// reconfiguring are configured again in their cells). `completion` runs when the update finished.
    open func apply(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                    animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        guard let collectionView else {
            current = snapshot.clearingMarks()
            completion?()
            return
        }
        dropStaleSectionSnapshots(for: snapshot)
        let difference = current.difference(to: snapshot)
        let reconfigured = snapshot.reconfiguredItems
        let update = {
            collectionView.performBatchUpdates({
                self.current = snapshot.clearingMarks()
                guard !difference.isEmpty else { return }
                collectionView.deleteSections(IndexSet(difference.deletedSections))
                collectionView.insertSections(IndexSet(difference.insertedSections))
                for move in difference.movedSections { collectionView.moveSection(move.from, toSection: move.to) }
                collectionView.deleteItems(at: difference.deletedItems)
                collectionView.insertItems(at: difference.insertedItems)
                for move in difference.movedItems { collectionView.moveItem(at: move.from, to: move.to) }
                collectionView.reloadItems(at: difference.reloadedItems)
            }, completion: { _ in completion?() })
            let paths = reconfigured.compactMap { self.indexPath(for: $0) }
            if !paths.isEmpty { collectionView.reconfigureItems(at: paths) }
        }
        if animatingDifferences { update() } else { UIView.performWithoutAnimation(update) }
    }

    /// Shows `snapshot` as section `section`'s items (its visible items), appending the section when it is not
    /// shown yet, and keeps it for ``snapshot(for:)``; the rest of the collection view is left as it is. The
    /// update is one batch, as ``apply(_:animatingDifferences:completion:)``.
    open func apply(_ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>,
                    to section: SectionIdentifierType, animatingDifferences: Bool = true,
                    completion: (() -> Void)? = nil) {
        var full = current
        if full.indexOfSection(section) == nil { full.appendSections([section]) }
        full.deleteItems(full.itemIdentifiers(inSection: section))
        full.appendItems(snapshot.visibleItems, toSection: section)
        sectionSnapshots[section] = snapshot
        apply(full, animatingDifferences: animatingDifferences, completion: completion)
        collectionView?.refreshOutlineState()
    }

    /// The section snapshot of `section`: the one applied to it, or its items as roots (empty for an unknown
    /// section).
    open func snapshot(for section: SectionIdentifierType) -> NSDiffableDataSourceSectionSnapshot<ItemIdentifierType> {
        if let stored = sectionSnapshots[section] { return stored }
        var flat = NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>()
        if current.indexOfSection(section) != nil { flat.append(current.itemIdentifiers(inSection: section)) }
        return flat
    }

    /// Shows `snapshot`, animated when `animatingDifferences`; returns when the update finished.
    open func apply(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                    animatingDifferences: Bool = true) async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            apply(snapshot, animatingDifferences: animatingDifferences) { continuation.resume() }
        }
    }

    /// Shows `snapshot` by reloading the collection view's data: no difference is computed and nothing animates.
    open func applySnapshotUsingReloadData(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                                           completion: (() -> Void)? = nil) {
        current = snapshot.clearingMarks()
        collectionView?.reloadData()
        collectionView?.layoutIfNeeded()
        completion?()
    }

    /// Shows `snapshot` by reloading the data; returns when done.
    open func applySnapshotUsingReloadData(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>) async {
        applySnapshotUsingReloadData(snapshot, completion: nil)
    }

    // MARK: Identifiers and index paths

    /// The identifier of the item at `indexPath` in the snapshot shown (nil when out of range).
    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? { current.item(at: indexPath) }

    /// The index path of the item `itemIdentifier` in the snapshot shown (nil when absent).
    open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? { current.indexPath(of: itemIdentifier) }

    /// The identifier of the section at `index` (nil when out of range).
    open func sectionIdentifier(for index: Int) -> SectionIdentifierType? { current.section(at: index) }

    /// The index of the section `identifier` (nil when absent).
    open func index(for sectionIdentifier: SectionIdentifierType) -> Int? { current.indexOfSection(sectionIdentifier) }

    // MARK: UICollectionViewDataSource

    /// The snapshot's number of sections.
    open func numberOfSections(in collectionView: UICollectionView) -> Int { current.numberOfSections }

    /// The snapshot's number of items in `section`.
    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { current.itemCount(inSectionAt: section) }

    /// The cell provider's cell for the item at `indexPath`; in outline sections, with the item's expansion in
    /// its configuration state and its level as a list cell's indentation.
    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        if let item = itemIdentifier(for: indexPath), let cell = cellProvider(collectionView, indexPath, item) {
            applyOutlineState(to: cell, item: item, section: indexPath.section)
            return cell
        }
        UIKitDiagnostics.log("UICollectionViewDiffableDataSource: the cell provider returned nil for \(indexPath); showing an empty cell")
        let identifier = "_UICollectionViewDiffableDataSourceEmptyCell"
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: identifier)
        return collectionView.dequeueReusableCell(withReuseIdentifier: identifier, for: indexPath)
    }

    /// The supplementary view provider's view (an empty view, logged, without one).
    open func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                             at indexPath: IndexPath) -> UICollectionReusableView {
        if let view = supplementaryViewProvider?(collectionView, kind, indexPath) { return view }
        UIKitDiagnostics.log("UICollectionViewDiffableDataSource: no supplementary view for \(kind) at \(indexPath); showing an empty view")
        return UICollectionReusableView(frame: .zero)
    }

    /// Whether the user can move the item: the ``reorderingHandlers``' `canReorderItem` answer (nil: no).
    open func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
        guard let handler = reorderingHandlers.canReorderItem, let item = itemIdentifier(for: indexPath) else {
            return false
        }
        return handler(item)
    }

    /// The user moved an item: the snapshot takes the new order (the collection view already shows it) between
    /// the ``reorderingHandlers``' `willReorder` and `didReorder`, which get the transaction.
    open func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
                             to destinationIndexPath: IndexPath) {
        commitReorder(from: sourceIndexPath, to: destinationIndexPath)
    }

}
