// SPDX-License-Identifier: Apache-2.0

import Foundation

/// How a batch of updates maps the rows and sections before it to those after it, checked against the data
/// source's counts. Built from the batch and the counts alone, so it can be tested without a table.
package struct TableUpdatePlan {
    /// Apple's exception message for the first inconsistency found, or nil when the batch is consistent.
    package private(set) var problem: String?
    /// For each section before the update, its index after (nil: deleted).
    package private(set) var sectionMap: [Int?] = []
    /// Sections (old indexes) whose contents were reloaded: none of their rows keep their cells.
    package private(set) var replacedSections: Set<Int> = []
    /// Per old section with row changes: each old row's new row (nil: deleted, reloaded or moved out).
    private var rowMaps: [Int: [Int?]] = [:]
    /// Rows moved explicitly: old index path → new.
    private var movedRows: [IndexPath: IndexPath] = [:]

    /// Plans `batch` for a table that had `oldCounts` rows per section and whose data source now has
    /// `newCounts`; ``problem`` says whether it is consistent.
    package init(batch: TableUpdateBatch, oldCounts: [Int], newCounts: [Int]) {
        problem = planSections(batch, oldCounts: oldCounts, newCounts: newCounts)
        if problem == nil { problem = planRows(batch, oldCounts: oldCounts, newCounts: newCounts) }
    }

    /// The row's index path after the update, or nil when its cell does not survive (deleted or reloaded).
    package func newIndexPath(for old: IndexPath) -> IndexPath? {
        guard old.section < sectionMap.count, let section = sectionMap[old.section],
              !replacedSections.contains(old.section) else { return nil }
        if let moved = movedRows[old] { return moved }
        if let map = rowMaps[old.section] {
            guard old.row < map.count, let row = map[old.row] else { return nil }
            return IndexPath(row: row, section: section)
        }
        return IndexPath(row: old.row, section: section)
    }

    private mutating func planSections(_ batch: TableUpdateBatch, oldCounts: [Int], newCounts: [Int]) -> String? {
        let oldCount = oldCounts.count, newCount = newCounts.count
        for section in batch.deletedSections.keys where section < 0 || section >= oldCount {
            return "Invalid update: attempt to delete section \(section), but there are only \(oldCount) sections "
                + "before the update."
        }
        for section in batch.reloadedSections.keys where section < 0 || section >= oldCount {
            return "Invalid update: attempt to reload section \(section), but there are only \(oldCount) sections "
                + "before the update."
        }
        for section in batch.insertedSections.keys where section < 0 || section >= newCount {
            return "Invalid update: attempt to insert section \(section), but there are only \(newCount) sections "
                + "after the update."
        }
        for move in batch.movedSections where move.from < 0 || move.from >= oldCount || move.to < 0 || move.to >= newCount {
            return "Invalid update: attempt to move section \(move.from) to \(move.to), out of range."
        }
        let inserted = batch.insertedSections.count, deleted = batch.deletedSections.count
        if newCount != oldCount + inserted - deleted {
            return "Invalid update: invalid number of sections. The number of sections contained in the table view "
                + "after the update (\(newCount)) must be equal to the number of sections contained in the table "
                + "view before the update (\(oldCount)), plus or minus the number of sections inserted or deleted "
                + "(\(inserted) inserted, \(deleted) deleted)."
        }
        let movedFrom = Set(batch.movedSections.map(\.from)), movedTo = Set(batch.movedSections.map(\.to))
        let survivors = (0..<oldCount).filter { batch.deletedSections[$0] == nil && !movedFrom.contains($0) }
        let slots = (0..<newCount).filter { batch.insertedSections[$0] == nil && !movedTo.contains($0) }
        guard survivors.count == slots.count else {
            return "Invalid update: the sections inserted, deleted and moved do not add up."
        }
        sectionMap = Array(repeating: nil, count: oldCount)
        for (old, new) in zip(survivors, slots) { sectionMap[old] = new }
        for move in batch.movedSections { sectionMap[move.from] = move.to }
        replacedSections = Set(batch.reloadedSections.keys)
        return nil
    }

    private mutating func planRows(_ batch: TableUpdateBatch, oldCounts: [Int], newCounts: [Int]) -> String? {
        let deletedByOld = Dictionary(grouping: batch.deletedRows.keys, by: \.section)
        let reloadedByOld = Dictionary(grouping: batch.reloadedRows.keys, by: \.section)
        let insertedByNew = Dictionary(grouping: batch.insertedRows.keys, by: \.section)
        let movedOutByOld = Dictionary(grouping: batch.movedRows, by: \.from.section)
        let movedInByNew = Dictionary(grouping: batch.movedRows, by: \.to.section)
        for path in batch.deletedRows.keys.sorted() where !rowExists(path, oldCounts) {
            return "Invalid update: attempt to delete row \(path.row) from section \(path.section) which only "
                + "contains \(count(path.section, oldCounts)) rows before the update."
        }
        for path in batch.reloadedRows.keys.sorted() where !rowExists(path, oldCounts) {
            return "Invalid update: attempt to reload row \(path.row) from section \(path.section) which only "
                + "contains \(count(path.section, oldCounts)) rows before the update."
        }
        for path in batch.insertedRows.keys.sorted() where !rowExists(path, newCounts) {
            return "Invalid update: attempt to insert row \(path.row) into section \(path.section), but there are only "
                + "\(count(path.section, newCounts)) rows in section \(path.section) after the update."
        }
        for move in batch.movedRows where !rowExists(move.from, oldCounts) || !rowExists(move.to, newCounts) {
            return "Invalid update: attempt to move row \(move.from) to \(move.to), out of range."
        }
        for move in batch.movedRows { movedRows[move.from] = move.to }
        for (old, mapped) in sectionMap.enumerated() {
            guard let new = mapped, !replacedSections.contains(old) else { continue }
            let deleted = Set((deletedByOld[old] ?? []).map(\.row))
            let reloaded = Set((reloadedByOld[old] ?? []).map(\.row))
            let inserted = Set((insertedByNew[new] ?? []).map(\.row))
            let movedOut = Set((movedOutByOld[old] ?? []).map(\.from.row))
            let movedIn = Set((movedInByNew[new] ?? []).map(\.to.row))
            let before = oldCounts[old], after = newCounts[new]
            if after != before + inserted.count - deleted.count + movedIn.count - movedOut.count {
                return "Invalid update: invalid number of rows in section \(new). The number of rows contained in "
                    + "an existing section after the update (\(after)) must be equal to the number of rows "
                    + "contained in that section before the update (\(before)), plus or minus the number of rows "
                    + "inserted or deleted from that section (\(inserted.count) inserted, \(deleted.count) "
                    + "deleted) and plus or minus the number of rows moved into or out of that section "
                    + "(\(movedIn.count) moved in, \(movedOut.count) moved out)."
            }
            guard !(deleted.isEmpty && reloaded.isEmpty && inserted.isEmpty && movedOut.isEmpty && movedIn.isEmpty) else {
                continue
            }
            var map = [Int?](repeating: nil, count: before)
            var slot = 0
            for row in 0..<before where !deleted.contains(row) && !movedOut.contains(row) {
                while inserted.contains(slot) || movedIn.contains(slot) { slot += 1 }
                map[row] = reloaded.contains(row) ? nil : slot
                slot += 1
            }
            rowMaps[old] = map
        }
        return nil
    }

    private func rowExists(_ path: IndexPath, _ counts: [Int]) -> Bool {
        path.count == 2 && path.section >= 0 && path.section < counts.count && path.row >= 0
            && path.row < counts[path.section]
    }

    private func count(_ section: Int, _ counts: [Int]) -> Int {
        section >= 0 && section < counts.count ? counts[section] : 0
    }
}
