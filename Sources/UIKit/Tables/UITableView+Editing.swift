// SPDX-License-Identifier: Apache-2.0

import Foundation

/// Which editing control of a row a touch is on (the cell draws them; the table hit-tests their frames).
package enum TableEditingControlKind { case delete, insert, reorder }

/// Editing mode: the delete and insert controls, the delete confirmation, and reordering by the grip.
extension UITableView {
    package var _isEditing: Bool {
        get { editingStorage }
        set { setEditing(newValue, animated: false) }
    }

    package func _setEditing(_ editing: Bool, animated: Bool) {
        guard editing != editingStorage else { return }
        closeSwipeActions(animated: false)
        editingStorage = editing
        if editing { configureEditingCells() }
        for cell in visibleCellMap.values { cell.setEditing(editing, animated: animated) }
        setNeedsLayout()
    }

    /// The editing style of the row, or `.none` when the data source says it cannot be edited.
    package func editingStyle(for indexPath: IndexPath) -> UITableViewCell.EditingStyle {
        guard dataSource?.tableView(self, canEditRowAt: indexPath) ?? false else { return .none }
        return delegate?.tableView(self, editingStyleForRowAt: indexPath) ?? .delete
    }

    /// Gives every visible cell its editing style (`.none` for rows that cannot be edited) and its reorder control
    /// (rows the data source can move); the cells draw the controls.
    package func configureEditingCells() {
        for (indexPath, cell) in visibleCellMap { configureEditing(cell, at: indexPath) }
    }

    /// Sets `cell`'s editing style and reorder control for the row at `indexPath`.
    package func configureEditing(_ cell: UITableViewCell, at indexPath: IndexPath) {
        cell.setEditingStyle(editingStyle(for: indexPath))
        var movable = false
        if let dataSource, !TableDataSourceCapabilities.lacksMove(dataSource) {
            movable = dataSource.tableView(self, canMoveRowAt: indexPath)
        }
        if cell.showsReorderControl != movable { cell.showsReorderControl = movable }
    }

    /// The row and editing control under `point` (table coordinates, with 8 points of slack around the control).
    package func editingControl(at point: CGPoint) -> (IndexPath, TableEditingControlKind)? {
        guard isEditing else { return nil }
        for (indexPath, cell) in visibleCellMap {
            let local = convert(point, to: cell)
            if let frame = cell.reorderControlFrame, frame.insetBy(dx: -8, dy: -8).contains(local) {
                return (indexPath, .reorder)
            }
            if let frame = cell.editingControlFrame, frame.insetBy(dx: -8, dy: -8).contains(local) {
                return (indexPath, cell.editingStyle == .insert ? .insert : .delete)
            }
        }
        return nil
    }

    /// A tap on a delete circle shows the delete confirmation button; on an insert circle it commits `.insert`.
    package func editingControlTapped(_ indexPath: IndexPath, _ kind: TableEditingControlKind) {
        switch kind {
        case .delete:
            guard let configuration = deleteConfiguration(for: indexPath) else { return }
            openSwipeActions(indexPath, configuration: configuration, towardsLeading: true)
        case .insert:
            dataSource?.tableView(self, commit: .insert, forRowAt: indexPath)
        case .reorder:
            break
        }
    }

    // MARK: Reordering

    /// Moves the dragged row's cell with the finger and returns where it would land.
    package func moveReorderedRow(from source: IndexPath, startFrame: CGRect, translation: CGFloat) -> IndexPath {
        guard let cell = visibleCellMap[source] else { return source }
        cell.frame.origin.y = startFrame.minY + translation
        let probe = CGPoint(x: cell.frame.midX, y: cell.frame.midY)
        guard var proposed = indexPathForRow(at: probe) else { return source }
        if proposed.section != source.section || proposed.row != source.row {
            proposed = delegate?.tableView(self, targetIndexPathForMoveFromRowAt: source,
                                           toProposedIndexPath: proposed) ?? proposed
        }
        return isValid(proposed) ? proposed : source
    }

    /// The finger lifted: the table moves the row and tells the data source (`moveRowAt`), or puts the row back.
    package func finishReorder(from source: IndexPath, to target: IndexPath) {
        guard target != source, let dataSource else {
            setNeedsLayout()
            return
        }
        dataSource.tableView(self, moveRowAt: source, to: target)
        guard !TableDataSourceCapabilities.lacksMove(dataSource) else {
            // The default ran: nothing moved the data, so show it as it is (and no grips from now on).
            return reloadData()
        }
        var batch = TableUpdateBatch()
        batch.movedRows.append((source, target))
        apply(batch, animated: false)
    }
}
