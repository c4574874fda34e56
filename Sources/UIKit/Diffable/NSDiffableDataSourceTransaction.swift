// SPDX-License-Identifier: Apache-2.0

import Foundation

/// What a user's reordering did to a diffable data source's data: the snapshots before and after, and the
/// difference between their items, so the app can update its own store (`reorderingHandlers.didReorder`).
public struct NSDiffableDataSourceTransaction<SectionIdentifierType: Hashable & Sendable,
                                              ItemIdentifierType: Hashable & Sendable>: Sendable {
    /// The snapshot before the reordering.
    public let initialSnapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    /// The snapshot after it (the one the data source now shows).
    public let finalSnapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    /// The change from the initial snapshot's `itemIdentifiers` to the final one's (moves inferred), which
    /// `Array.applying(_:)` replays on a copy of the items.
    public let difference: CollectionDifference<ItemIdentifierType>
    /// One transaction per section whose items changed, in section order.
    public let sectionTransactions: [NSDiffableDataSourceSectionTransaction<SectionIdentifierType, ItemIdentifierType>]
}

/// What a reordering did to one section: its items before and after as section snapshots, and their difference.
public struct NSDiffableDataSourceSectionTransaction<SectionIdentifierType: Hashable & Sendable,
                                                     ItemIdentifierType: Hashable & Sendable>: @unchecked Sendable {
    /// The section.
    public let sectionIdentifier: SectionIdentifierType
    /// The section's items before the reordering.
    public let initialSnapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>
    /// The section's items after it.
    public let finalSnapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>
    /// The change from the initial items to the final ones (moves inferred).
    public let difference: CollectionDifference<ItemIdentifierType>
}

extension NSDiffableDataSourceTransaction {
    /// The transaction from `initial` to `final`.
    package init(from initial: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                 to final: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>) {
        initialSnapshot = initial
        finalSnapshot = final
        difference = final.itemIdentifiers.difference(from: initial.itemIdentifiers).inferringMoves()
        sectionTransactions = final.sectionIdentifiers.compactMap { section in
            let before = initial.indexOfSection(section) == nil ? [] : initial.itemIdentifiers(inSection: section)
            let after = final.itemIdentifiers(inSection: section)
            guard before != after else { return nil }
            var first = NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>()
            first.append(before)
            var last = NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>()
            last.append(after)
            return NSDiffableDataSourceSectionTransaction(
                sectionIdentifier: section, initialSnapshot: first, finalSnapshot: last,
                difference: after.difference(from: before).inferringMoves())
        }
    }
}
