// SPDX-License-Identifier: Apache-2.0

import Foundation

/// A control the table shows over an editing row: the red delete circle or green insert circle at the leading
/// edge, or the reorder grip at the trailing edge.
@MainActor
package final class TableEditingControl: UIView {
    package enum Kind { case delete, insert, reorder }

    package let kind: Kind

    package init(kind: Kind) {
        self.kind = kind
        super.init(frame: CGRect(x: 0, y: 0, width: 22, height: 22))
        switch kind {
        case .delete, .insert:
            backgroundColor = kind == .delete ? .systemRed : .systemGreen
            layer.cornerRadius = 11
            addBar(CGRect(x: 5, y: 10, width: 12, height: 2))
            if kind == .insert { addBar(CGRect(x: 10, y: 5, width: 2, height: 12)) }
        case .reorder:
            frame.size = CGSize(width: 22, height: 16)
            for y in [3, 7, 11] as [CGFloat] { addBar(CGRect(x: 2, y: y, width: 18, height: 1.5), color: .systemGray) }
        }
    }

    required init?(coder: NSCoder) {
        kind = .delete
        super.init(coder: coder)
    }

    private func addBar(_ frame: CGRect, color: UIColor = .white) {
        let bar = UIView(frame: frame)
        bar.backgroundColor = color
        bar.isUserInteractionEnabled = false
        addSubview(bar)
    }
}

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
        for cell in visibleCellMap.values { cell.setEditing(editing, animated: animated) }
        if !editing { removeEditingControls() }
        setNeedsLayout()
    }

    /// The editing style of the row, or `.none` when the data source says it cannot be edited.
    package func editingStyle(for indexPath: IndexPath) -> UITableViewCell.EditingStyle {
        guard dataSource?.tableView(self, canEditRowAt: indexPath) ?? false else { return .none }
        return delegate?.tableView(self, editingStyleForRowAt: indexPath) ?? .delete
    }

    package func removeEditingControls() {
        for control in editingControls.values { control.removeFromSuperview() }
        editingControls = [:]
    }

    /// Places the controls of the editing rows on screen (leading circles keyed by index path; reorder grips by
    /// the index path with a negative section offset, see ``reorderKey(_:)``).
    package func layoutEditingControls() {
        guard isEditing else { return }
        var wanted: Set<IndexPath> = []
        for (indexPath, cell) in visibleCellMap {
            let frame = cell.frame
            let style = editingStyle(for: indexPath)
            if style != .none {
                let control = editingControl(indexPath, kind: style == .delete ? .delete : .insert, above: cell)
                control.frame.origin = CGPoint(x: frame.minX + 12, y: (frame.midY - 11).rounded())
                wanted.insert(indexPath)
            }
            if let dataSource, dataSource.tableView(self, canMoveRowAt: indexPath),
               !TableDataSourceCapabilities.lacksMove(dataSource) {
                let key = reorderKey(indexPath)
                let grip = editingControl(key, kind: .reorder, above: cell)
                let indexWidth = sectionIndexBar?.superview === self ? TableSectionIndexBar.width : 0
                grip.frame.origin = CGPoint(x: frame.maxX - 38 - indexWidth, y: (frame.midY - 8).rounded())
                wanted.insert(key)
            }
        }
        for (key, control) in editingControls where !wanted.contains(key) {
            control.removeFromSuperview()
            editingControls[key] = nil
        }
    }

    /// The key of a row's reorder grip in ``editingControls`` (distinct from its leading control's).
    package func reorderKey(_ indexPath: IndexPath) -> IndexPath { IndexPath(indexes: [-1 - indexPath.section, indexPath.row]) }

    /// The control for `key`, made if needed, just above `cell` (so pinned headers and swipe actions stay
    /// above it).
    private func editingControl(_ key: IndexPath, kind: TableEditingControl.Kind,
                                above cell: UITableViewCell) -> TableEditingControl {
        let control: TableEditingControl
        if let existing = editingControls[key], existing.kind == kind {
            control = existing
        } else {
            editingControls[key]?.removeFromSuperview()
            control = TableEditingControl(kind: kind)
            editingControls[key] = control
        }
        insertSubview(control, aboveSubview: cell)
        return control
    }

    /// The row and control under `point` (with 8 points of slack around the control).
    package func editingControl(at point: CGPoint) -> (IndexPath, TableEditingControl)? {
        for (key, control) in editingControls where control.frame.insetBy(dx: -8, dy: -8).contains(point) {
            let indexPath = key.section < 0 ? IndexPath(row: key.row, section: -1 - key.section) : key
            return (indexPath, control)
        }
        return nil
    }

    /// A tap on a delete circle shows the delete confirmation button; on an insert circle it commits `.insert`.
    package func editingControlTapped(_ indexPath: IndexPath, _ kind: TableEditingControl.Kind) {
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
        editingControls[reorderKey(source)]?.frame.origin.y = (cell.frame.midY - 8).rounded()
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
