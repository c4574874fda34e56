// SPDX-License-Identifier: Apache-2.0

import Foundation

/// The changes recorded by one `performBatchUpdates(_:completion:)` (or one update call outside a batch), and
/// their meaning as iOS defines it: deletions and reloads name index paths before the update, insertions after
/// it, moves one of each. Items that are neither deleted nor moved keep their order and fill the slots of their
/// section that insertions and moves leave free.
package struct CollectionUpdateBatch {
    package var deletedSections = Set<Int>()
    package var insertedSections = Set<Int>()
    package var movedSections: [(from: Int, to: Int)] = []
    package var deletedItems = Set<IndexPath>()
    package var insertedItems = Set<IndexPath>()
    package var movedItems: [(from: IndexPath, to: IndexPath)] = []
    package var reloadedItems = Set<IndexPath>()
    package var completions: [(Bool) -> Void] = []

    package init() {}

    package var isEmpty: Bool {
        deletedSections.isEmpty && insertedSections.isEmpty && movedSections.isEmpty && deletedItems.isEmpty
            && insertedItems.isEmpty && movedItems.isEmpty && reloadedItems.isEmpty
    }

    /// Where old sections and items go.
    package struct Mapping {
        /// New section of each old section (nil: deleted).
        package var sections: [Int?]
        /// New path of each old item that survives (deleted items are absent).
        package var items: [IndexPath: IndexPath]
    }

    /// The mapping from `old` counts to `new` counts, or Apple's message for an inconsistent update.
    package func mapping(old: [Int], new: [Int]) -> Result<Mapping, UpdateError> {
        let expectedSections = old.count - deletedSections.count + insertedSections.count
        guard new.count == expectedSections else {
            return .failure(UpdateError("Invalid update: invalid number of sections. The number of sections contained "
                + "in the collection view after the update (\(new.count)) must be equal to the number of sections "
                + "contained in the collection view before the update (\(old.count)), plus or minus the number of "
                + "sections inserted or deleted (\(insertedSections.count) inserted, \(deletedSections.count) deleted)."))
        }
        let movedFrom = Set(movedSections.map(\.from))
        let movedTo = Set(movedSections.map(\.to))
        for s in deletedSections.union(movedFrom) where s < 0 || s >= old.count {
            return .failure(UpdateError("attempt to delete or move section \(s), but there are only \(old.count) sections before the update"))
        }
        for s in insertedSections.union(movedTo) where s < 0 || s >= new.count {
            return .failure(UpdateError("attempt to insert or move to section \(s), but there are only \(new.count) sections after the update"))
        }
        guard movedFrom.count == movedSections.count, movedTo.count == movedSections.count,
              movedFrom.isDisjoint(with: deletedSections), movedTo.isDisjoint(with: insertedSections) else {
            return .failure(UpdateError("Invalid update: a section is moved twice, or moved and inserted or deleted"))
        }
        // Sections.
        var newToOld = [Int?](repeating: nil, count: new.count)
        for move in movedSections { newToOld[move.to] = move.from }
        var remaining = (0..<old.count).filter { !deletedSections.contains($0) && !movedFrom.contains($0) }.makeIterator()
        for n in 0..<new.count where !insertedSections.contains(n) && !movedTo.contains(n) {
            newToOld[n] = remaining.next()
        }
        var oldToNew = [Int?](repeating: nil, count: old.count)
        for (n, o) in newToOld.enumerated() { if let o { oldToNew[o] = n } }
        // Items.
        for path in deletedItems.union(reloadedItems).union(movedItems.map(\.from)) {
            guard path.count == 2, path.section >= 0, path.section < old.count else {
                return .failure(UpdateError("attempt to delete, reload or move item \(path) from a section that does not exist before the update"))
            }
            guard path.item >= 0, path.item < old[path.section] else {
                return .failure(UpdateError("attempt to delete item \(path.item) from section \(path.section) which only "
                    + "contains \(old[path.section]) items before the update"))
            }
        }
        for path in insertedItems.union(movedItems.map(\.to)) {
            guard path.count == 2, path.section >= 0, path.section < new.count else {
                return .failure(UpdateError("attempt to insert or move item \(path) into a section that does not exist after the update"))
            }
            guard path.item >= 0, path.item < new[path.section] else {
                return .failure(UpdateError("attempt to insert item \(path.item) into section \(path.section), but there "
                    + "are only \(new[path.section]) items in section \(path.section) after the update"))
            }
        }
        let itemsMovedFrom = Set(movedItems.map(\.from))
        let itemsMovedTo = Set(movedItems.map(\.to))
        guard itemsMovedFrom.count == movedItems.count, itemsMovedTo.count == movedItems.count,
              itemsMovedFrom.isDisjoint(with: deletedItems), itemsMovedTo.isDisjoint(with: insertedItems),
              itemsMovedFrom.isDisjoint(with: reloadedItems), deletedItems.isDisjoint(with: reloadedItems) else {
            return .failure(UpdateError("Invalid update: an index path is used by more than one update"))
        }
        for move in movedItems where oldToNew[move.from.section] == nil || newToOld[move.to.section] == nil {
            return .failure(UpdateError("Invalid update: item moved from \(move.from) to \(move.to) leaves a deleted or enters an inserted section"))
        }
        var items: [IndexPath: IndexPath] = [:]
        for move in movedItems { items[move.from] = move.to }
        for (n, o) in newToOld.enumerated() {
            guard let o else { continue }
            let deleted = deletedItems.filter { $0.section == o }.count
            let movedOut = itemsMovedFrom.filter { $0.section == o }.count
            let inserted = insertedItems.filter { $0.section == n }.count
            let movedIn = itemsMovedTo.filter { $0.section == n }.count
            guard new[n] == old[o] - deleted - movedOut + inserted + movedIn else {
                return .failure(UpdateError("Invalid update: invalid number of items in section \(n). The number of "
                    + "items contained in an existing section after the update (\(new[n])) must be equal to the number "
                    + "of items contained in that section before the update (\(old[o])), plus or minus the number of "
                    + "items inserted or deleted from that section (\(inserted) inserted, \(deleted) deleted) and plus "
                    + "or minus the number of items moved into or out of that section (\(movedIn) moved in, "
                    + "\(movedOut) moved out)."))
            }
            var stay = (0..<old[o]).lazy.map { IndexPath(item: $0, section: o) }
                .filter { !deletedItems.contains($0) && !itemsMovedFrom.contains($0) }.makeIterator()
            for j in 0..<new[n] {
                let target = IndexPath(item: j, section: n)
                guard !insertedItems.contains(target), !itemsMovedTo.contains(target) else { continue }
                if let source = stay.next() { items[source] = target }
            }
        }
        return .success(Mapping(sections: oldToNew, items: items))
    }

    /// The changes as update items for the layout: deletions, then insertions, then moves and reloads.
    @MainActor
    package func updateItems() -> [UICollectionViewUpdateItem] {
        func section(_ s: Int) -> IndexPath { IndexPath(item: NSNotFound, section: s) }
        var result: [UICollectionViewUpdateItem] = []
        result += deletedSections.sorted().map { UICollectionViewUpdateItem(action: .delete, before: section($0), after: nil) }
        result += deletedItems.sorted().map { UICollectionViewUpdateItem(action: .delete, before: $0, after: nil) }
        result += insertedSections.sorted().map { UICollectionViewUpdateItem(action: .insert, before: nil, after: section($0)) }
        result += insertedItems.sorted().map { UICollectionViewUpdateItem(action: .insert, before: nil, after: $0) }
        result += movedSections.map { UICollectionViewUpdateItem(action: .move, before: section($0.from), after: section($0.to)) }
        result += movedItems.map { UICollectionViewUpdateItem(action: .move, before: $0.from, after: $0.to) }
        result += reloadedItems.sorted().map { UICollectionViewUpdateItem(action: .reload, before: $0, after: $0) }
        return result
    }
}

/// Why an update was refused (Apple's exception message, logged here).
package struct UpdateError: Error {
    package var message: String
    package init(_ message: String) { self.message = message }
}
