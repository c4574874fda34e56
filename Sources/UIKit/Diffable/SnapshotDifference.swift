// SPDX-License-Identifier: Apache-2.0

import Foundation

/// The batch update that turns one list of identified sections and items into another: which sections and items
/// to delete (old indexes), insert (new indexes) and move, in the terms of
/// `UICollectionView.performBatchUpdates(_:completion:)` and `UITableView.performBatchUpdates`.
///
/// Not tied to a view: it takes the sections' identifiers and each section's item identifiers, so any diffable
/// data source can use it. The result is valid for iOS's batch semantics: items that are neither deleted nor
/// moved keep their relative order. Within each section that survives, the items that stay are the longest run
/// that kept its order (a longest increasing subsequence of old positions), so a single move is reported as one
/// move, not as everything between shifting. An item whose old section is deleted or whose new section is
/// inserted (or reloaded) is deleted and inserted with it rather than moved. Reloaded items that stay are
/// reloaded; reloaded items that also move are deleted and inserted. O(n log n) in the number of items.
package struct SnapshotDifference<Section: Hashable, Item: Hashable> {
    package var deletedSections: [Int] = []
    package var insertedSections: [Int] = []
    package var movedSections: [(from: Int, to: Int)] = []
    package var deletedItems: [IndexPath] = []
    package var insertedItems: [IndexPath] = []
    package var movedItems: [(from: IndexPath, to: IndexPath)] = []
    package var reloadedItems: [IndexPath] = []

    /// Whether nothing changes.
    package var isEmpty: Bool {
        deletedSections.isEmpty && insertedSections.isEmpty && movedSections.isEmpty && deletedItems.isEmpty
            && insertedItems.isEmpty && movedItems.isEmpty && reloadedItems.isEmpty
    }

    /// The difference from `old` to `new` (each a list of sections with their items; identifiers unique),
    /// treating `reloadedSections` as replaced and marking `reloadedItems` for reloading.
    package init(from old: [(section: Section, items: [Item])], to new: [(section: Section, items: [Item])],
                 reloadedSections: Set<Section> = [], reloadedItems reloading: Set<Item> = []) {
        var oldSectionIndex: [Section: Int] = [:]
        for (i, s) in old.enumerated() { oldSectionIndex[s.section] = i }
        var newSectionIndex: [Section: Int] = [:]
        for (i, s) in new.enumerated() { newSectionIndex[s.section] = i }

        // Sections: a reloaded section is deleted and inserted; the common ones keep their longest ordered run.
        var commonSections: [(old: Int, new: Int)] = []
        for (i, s) in old.enumerated() where newSectionIndex[s.section] == nil || reloadedSections.contains(s.section) {
            deletedSections.append(i)
        }
        for (n, s) in new.enumerated() {
            if let o = oldSectionIndex[s.section], !reloadedSections.contains(s.section) {
                commonSections.append((o, n))
            } else {
                insertedSections.append(n)
            }
        }
        let stayingSections = Self.longestIncreasingRun(commonSections.map(\.old))
        for (k, pair) in commonSections.enumerated() where !stayingSections.contains(k) {
            movedSections.append((pair.old, pair.new))
        }
        // Which old section becomes which new one (nil: deleted or replaced).
        var survivingSection = [Int?](repeating: nil, count: old.count)
        for pair in commonSections { survivingSection[pair.old] = pair.new }
        let insertedSet = Set(insertedSections)

        var oldLocation: [Item: IndexPath] = [:]
        for (s, section) in old.enumerated() {
            for (i, item) in section.items.enumerated() { oldLocation[item] = IndexPath(item: i, section: s) }
        }
        var newLocation: [Item: IndexPath] = [:]
        for (s, section) in new.enumerated() {
            for (i, item) in section.items.enumerated() { newLocation[item] = IndexPath(item: i, section: s) }
        }
        // Items.
        for (s, section) in old.enumerated() where survivingSection[s] != nil {
            for (i, item) in section.items.enumerated() {
                let from = IndexPath(item: i, section: s)
                guard let to = newLocation[item], !insertedSet.contains(to.section) else {
                    deletedItems.append(from)
                    continue
                }
                if reloading.contains(item), survivingSection[s] != to.section {
                    deletedItems.append(from)
                    insertedItems.append(to)
                } else if survivingSection[s] != to.section {
                    movedItems.append((from, to))
                }
            }
        }
        for (n, section) in new.enumerated() where !insertedSet.contains(n) {
            var candidates: [(old: IndexPath, new: IndexPath, item: Item)] = []
            for (j, item) in section.items.enumerated() {
                let to = IndexPath(item: j, section: n)
                guard let from = oldLocation[item], survivingSection[from.section] != nil else {
                    insertedItems.append(to)
                    continue
                }
                if survivingSection[from.section] == n { candidates.append((from, to, item)) }
            }
            let staying = Self.longestIncreasingRun(candidates.map(\.old.item))
            for (k, candidate) in candidates.enumerated() {
                if staying.contains(k) {
                    if reloading.contains(candidate.item) { reloadedItems.append(candidate.old) }
                } else if reloading.contains(candidate.item) {
                    deletedItems.append(candidate.old)
                    insertedItems.append(candidate.new)
                } else {
                    movedItems.append((candidate.old, candidate.new))
                }
            }
        }
    }

    /// The positions (indexes into `values`) of one longest strictly increasing subsequence.
    package static func longestIncreasingRun(_ values: [Int]) -> Set<Int> {
        guard !values.isEmpty else { return [] }
        var tails: [Int] = []  // index into values of the smallest tail of each length
        var previous = [Int](repeating: -1, count: values.count)
        for (i, value) in values.enumerated() {
            var low = 0
            var high = tails.count
            while low < high {
                let mid = (low + high) / 2
                if values[tails[mid]] < value { low = mid + 1 } else { high = mid }
            }
            if low > 0 { previous[i] = tails[low - 1] }
            if low == tails.count { tails.append(i) } else { tails[low] = i }
        }
        var result = Set<Int>()
        var k = tails.last ?? -1
        while k >= 0 {
            result.insert(k)
            k = previous[k]
        }
        return result
    }
}
