// SPDX-License-Identifier: Apache-2.0

import Foundation

/// Reordering by the user (interactive movement, the standard long-press gesture or a list cell's reorder
/// accessory) through ``UICollectionViewDiffableDataSource/reorderingHandlers``.
extension UICollectionViewDiffableDataSource {
    /// Closures that decide which items the user may reorder and hear each reordering; all nil by default (no
    /// item can be reordered).
    public struct ReorderingHandlers {
        /// Whether the user may move `item` (nil: no item can move).
        public var canReorderItem: ((ItemIdentifierType) -> Bool)?
        /// Called before the data source takes the new order, with the transaction it is about to commit.
        public var willReorder: ((NSDiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>) -> Void)?
        /// Called after the data source took the new order (its `snapshot()` is the transaction's final one):
        /// update the app's own store here.
        public var didReorder: ((NSDiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>) -> Void)?
        /// Handlers that are all nil.
        public init() {}
    }

    /// The snapshot with the item at `source` moved to `destination` (data-source paths, the destination counted
    /// after the removal), committed between the handlers.
    package func commitReorder(from source: IndexPath, to destination: IndexPath) {
        let initial = current
        guard let item = initial.item(at: source),
              let targetSection = initial.section(at: destination.section) else {
            UIKitDiagnostics.log("UICollectionViewDiffableDataSource: cannot move \(source) to \(destination); ignored")
            return
        }
        var final = initial
        final.deleteItems([item])
        let remaining = final.itemIdentifiers(inSection: targetSection)
        if destination.item < remaining.count {
            final.insertItems([item], beforeItem: remaining[max(0, destination.item)])
        } else {
            final.appendItems([item], toSection: targetSection)
        }
        let transaction = NSDiffableDataSourceTransaction(from: initial, to: final)
        reorderingHandlers.willReorder?(transaction)
        current = final
        sectionSnapshots = sectionSnapshots.filter { section, _ in
            transaction.sectionTransactions.allSatisfy { $0.sectionIdentifier != section }
        }
        reorderingHandlers.didReorder?(transaction)
    }
}
