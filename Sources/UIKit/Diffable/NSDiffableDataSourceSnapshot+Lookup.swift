// SPDX-License-Identifier: Apache-2.0

import Foundation

/// The lookups both diffable data sources answer from the snapshot they show: index paths are
/// `[section, item-or-row]`, and anything out of range is nil (or 0 items), never a trap.
extension NSDiffableDataSourceSnapshot {
    /// The item at `indexPath` (nil when out of range or not a two-index path).
    package func item(at indexPath: IndexPath) -> ItemIdentifierType? {
        guard indexPath.count == 2, itemsBySection.indices.contains(indexPath[0]),
              itemsBySection[indexPath[0]].indices.contains(indexPath[1]) else { return nil }
        return itemsBySection[indexPath[0]][indexPath[1]]
    }

    /// The two-index path of `identifier` (nil when absent).
    package func indexPath(of identifier: ItemIdentifierType) -> IndexPath? {
        guard let location = location(of: identifier) else { return nil }
        return IndexPath(indexes: [location.section, location.item])
    }

    /// The section identifier at `index` (nil when out of range).
    package func section(at index: Int) -> SectionIdentifierType? {
        sectionIDs.indices.contains(index) ? sectionIDs[index] : nil
    }

    /// The number of items in the section at `index` (0 when out of range).
    package func itemCount(inSectionAt index: Int) -> Int {
        itemsBySection.indices.contains(index) ? itemsBySection[index].count : 0
    }

    /// The difference that turns this snapshot into `next`, with `next`'s reload marks.
    package func difference(to next: Self) -> SnapshotDifference<SectionIdentifierType, ItemIdentifierType> {
        SnapshotDifference(from: Array(zip(sectionIDs, itemsBySection)).map { (section: $0.0, items: $0.1) },
                           to: Array(zip(next.sectionIDs, next.itemsBySection)).map { (section: $0.0, items: $0.1) },
                           reloadedSections: Set(next.reloadedSections), reloadedItems: Set(next.reloadedItems))
    }
}
