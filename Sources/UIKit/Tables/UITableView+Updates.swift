// SPDX-License-Identifier: Apache-2.0

import Foundation

/// The changes recorded between `beginUpdates()` and `endUpdates()`. Deletions and reloads use the index paths
/// before the update, insertions those after; moves give one of each.
package struct TableUpdateBatch {
    package var deletedRows: [IndexPath: UITableView.RowAnimation] = [:]
    package var insertedRows: [IndexPath: UITableView.RowAnimation] = [:]
    package var reloadedRows: [IndexPath: UITableView.RowAnimation] = [:]
    package var movedRows: [(from: IndexPath, to: IndexPath)] = []
    package var deletedSections: [Int: UITableView.RowAnimation] = [:]
    package var insertedSections: [Int: UITableView.RowAnimation] = [:]
    package var reloadedSections: [Int: UITableView.RowAnimation] = [:]
    package var movedSections: [(from: Int, to: Int)] = []

    package var isEmpty: Bool {
        deletedRows.isEmpty && insertedRows.isEmpty && reloadedRows.isEmpty && movedRows.isEmpty
            && deletedSections.isEmpty && insertedSections.isEmpty && reloadedSections.isEmpty && movedSections.isEmpty
    }
}

/// Inserting, deleting, moving and reloading rows and sections, alone or in batches, with Apple's rules: within
/// a batch deletions and reloads name rows as they were before it and insertions as they are after, deletions
/// apply before insertions whatever the call order, and the data source's counts after the batch must equal the
/// counts before plus insertions minus deletions. When they do not, Apple raises "Invalid update"; Touchstone
/// logs the same message and reloads the table instead.
extension UITableView {
    package func _beginUpdates() { updateDepth += 1 }

    package func _endUpdates() {
        guard updateDepth > 0 else {
            return UIKitDiagnostics.log("UITableView.endUpdates() without beginUpdates(); ignored")
        }
        updateDepth -= 1
        guard updateDepth == 0 else { return }
        let batch = pendingUpdates
        pendingUpdates = TableUpdateBatch()
        apply(batch, animated: true)
    }

    package func _performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        beginUpdates()
        updates?()
        updateDepth -= 1
        let batch = pendingUpdates
        pendingUpdates = TableUpdateBatch()
        let duration = apply(batch, animated: true)
        guard let completion else { return }
        if duration > 0 {
            UIView.animate(withDuration: duration, animations: {}, completion: completion)
        } else {
            completion(true)
        }
    }

    package func _insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        record { for path in indexPaths { $0.insertedRows[path] = animation } }
    }

    package func _deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        record { for path in indexPaths { $0.deletedRows[path] = animation } }
    }

    package func _reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        record { for path in indexPaths { $0.reloadedRows[path] = animation } }
    }

    package func _moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        record { $0.movedRows.append((indexPath, newIndexPath)) }
    }

    package func _insertSections(_ sections: IndexSet, with animation: RowAnimation) {
        record { for section in sections { $0.insertedSections[section] = animation } }
    }

    package func _deleteSections(_ sections: IndexSet, with animation: RowAnimation) {
        record { for section in sections { $0.deletedSections[section] = animation } }
    }

    package func _reloadSections(_ sections: IndexSet, with animation: RowAnimation) {
        record { for section in sections { $0.reloadedSections[section] = animation } }
    }

    package func _moveSection(_ section: Int, toSection newSection: Int) {
        record { $0.movedSections.append((section, newSection)) }
    }

    private func record(_ change: (inout TableUpdateBatch) -> Void) {
        if updateDepth > 0 {
            change(&pendingUpdates)
        } else {
            var batch = TableUpdateBatch()
            change(&batch)
            apply(batch, animated: true)
        }
    }

    /// Checks `batch` against the data source and applies it; returns the length of its animation (0: none).
    @discardableResult
    package func apply(_ batch: TableUpdateBatch, animated: Bool) -> TimeInterval {
        guard !batch.isEmpty else { return 0 }
        closeSwipeActions(animated: false)
        guard let old = sectionModels else {
            // Nothing was loaded yet: the next layout asks for everything anyway.
            reloadData()
            return 0
        }
        let new = buildFreshSectionModels()
        let plan = TableUpdatePlan(batch: batch, oldCounts: old.map(\.rows.count), newCounts: new.map(\.rows.count))
        if let problem = plan.problem { return failUpdate(problem) }
        return commit(plan, batch: batch, old: old, new: new, animated: animated)
    }

    private func failUpdate(_ message: String) -> TimeInterval {
        UIKitDiagnostics.log("UITableView: \(message) Reloading the table instead of raising.")
        reloadData()
        return 0
    }

    private func buildFreshSectionModels() -> [TableSectionModel] {
        let saved = sectionModels
        sectionModels = nil
        let fresh = sections
        sectionModels = saved
        return fresh
    }
}
