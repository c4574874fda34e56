// SPDX-License-Identifier: Apache-2.0

import Foundation

/// A table view data source that shows snapshots: apply a new ``NSDiffableDataSourceSnapshot`` and it works out
/// the sections and rows to insert, delete, move and reload from the one shown before, and updates the table in
/// one batch with ``defaultRowAnimation``.
///
/// It becomes the table view's `dataSource` when created; the table holds it weakly, so keep a reference, as on
/// iOS. Rows come from the cell provider, given the item's identifier. Rows are not editable or movable unless a
/// subclass overrides `tableView(_:canEditRowAt:)` / `tableView(_:canMoveRowAt:)` (Apple's defaults), and
/// section titles come from overriding `tableView(_:titleForHeaderInSection:)`. Items a snapshot marks for
/// reconfiguring keep their cells (`UITableView.reconfigureRows(at:)`); items marked for reloading get new ones.
@preconcurrency @MainActor
open class UITableViewDiffableDataSource<SectionIdentifierType: Hashable & Sendable,
                                         ItemIdentifierType: Hashable & Sendable>: NSObject, UITableViewDataSource {
    /// Makes the cell for a row: usually `dequeueReusableCell(withIdentifier:for:)`. Returning nil is an error
    /// (iOS stops the app); here it is logged and an empty cell is shown.
    public typealias CellProvider = (UITableView, IndexPath, ItemIdentifierType) -> UITableViewCell?

    private weak var tableView: UITableView?
    private let cellProvider: CellProvider
    private var current = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()

    /// The animation of rows and sections that apply inserts, deletes and reloads (`.automatic` by default).
    public var defaultRowAnimation: UITableView.RowAnimation = .automatic

    /// Creates a data source for `tableView` and makes itself its `dataSource`.
    public init(tableView: UITableView, cellProvider: @escaping CellProvider) {
        self.tableView = tableView
        self.cellProvider = cellProvider
        super.init()
        tableView.dataSource = self
    }

    // MARK: Snapshots

    /// A copy of the snapshot shown (without reload or reconfigure marks).
    open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> { current }

    /// Shows `snapshot`: the difference from the current one is applied as one batch update, animated with
    /// ``defaultRowAnimation`` when `animatingDifferences` (items the snapshot marks for reloading or
    /// reconfiguring get new cells). `completion` runs when the update finished.
    open func apply(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                    animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        guard let tableView else {
            current = snapshot.clearingMarks()
            completion?()
            return
        }
        let difference = current.difference(to: snapshot)
        let animation = animatingDifferences ? defaultRowAnimation : .none
        let update = {
            tableView.performBatchUpdates({
                self.current = snapshot.clearingMarks()
                guard !difference.isEmpty else { return }
                tableView.deleteSections(IndexSet(difference.deletedSections), with: animation)
                tableView.insertSections(IndexSet(difference.insertedSections), with: animation)
                for move in difference.movedSections { tableView.moveSection(move.from, toSection: move.to) }
                tableView.deleteRows(at: difference.deletedItems, with: animation)
                tableView.insertRows(at: difference.insertedItems, with: animation)
                for move in difference.movedItems { tableView.moveRow(at: move.from, to: move.to) }
                tableView.reloadRows(at: difference.reloadedItems, with: animation)
            }, completion: { _ in completion?() })
            let reconfigured = snapshot.reconfiguredItems.compactMap { self.indexPath(for: $0) }
            if !reconfigured.isEmpty { tableView.reconfigureRows(at: reconfigured) }
        }
        if animatingDifferences { update() } else { UIView.performWithoutAnimation(update) }
    }

    /// Shows `snapshot`, animated when `animatingDifferences`; returns when the update finished.
    open func apply(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                    animatingDifferences: Bool = true) async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            apply(snapshot, animatingDifferences: animatingDifferences) { continuation.resume() }
        }
    }

    /// Shows `snapshot` by reloading the table's data: no difference is computed and nothing animates.
    open func applySnapshotUsingReloadData(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                                           completion: (() -> Void)? = nil) {
        current = snapshot.clearingMarks()
        tableView?.reloadData()
        tableView?.layoutIfNeeded()
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

    // MARK: UITableViewDataSource

    /// The snapshot's number of sections.
    open func numberOfSections(in tableView: UITableView) -> Int { current.numberOfSections }

    /// The snapshot's number of items in `section`.
    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { current.itemCount(inSectionAt: section) }

    /// The cell provider's cell for the row at `indexPath`.
    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        if let item = itemIdentifier(for: indexPath), let cell = cellProvider(tableView, indexPath, item) {
            return cell
        }
        UIKitDiagnostics.log("UITableViewDiffableDataSource: the cell provider returned nil for \(indexPath); showing an empty cell")
        return UITableViewCell(style: .default, reuseIdentifier: nil)
    }

    /// No header titles unless a subclass overrides this.
    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }

    /// No footer titles unless a subclass overrides this.
    open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }

    /// Rows are not editable unless a subclass overrides this (Apple's default for diffable data sources).
    open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { false }

    /// Rows are not movable unless a subclass overrides this.
    open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }

    /// Does nothing: a subclass that makes rows editable commits the edit by applying a new snapshot.
    open func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
                        forRowAt indexPath: IndexPath) {}

    /// Moves the item in the snapshot shown, as the table already shows it moved.
    open func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        guard let item = itemIdentifier(for: sourceIndexPath), sourceIndexPath != destinationIndexPath else { return }
        var moved = current
        moved.deleteItems([item])
        let section = moved.sectionIDs.indices.contains(destinationIndexPath.section) ? destinationIndexPath.section : 0
        guard moved.sectionIDs.indices.contains(section) else { return }
        let items = moved.itemsBySection[section]
        if destinationIndexPath.row < items.count {
            moved.insertItems([item], beforeItem: items[destinationIndexPath.row])
        } else {
            moved.appendItems([item], toSection: moved.sectionIDs[section])
        }
        current = moved.clearingMarks()
    }

    /// No section index unless a subclass overrides this.
    open func sectionIndexTitles(for tableView: UITableView) -> [String]? { nil }

    /// The section a section-index title scrolls to: its position, unless a subclass overrides this.
    open func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int { index }

}
