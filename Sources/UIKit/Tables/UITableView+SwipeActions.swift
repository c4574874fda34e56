// SPDX-License-Identifier: Apache-2.0

import Foundation

/// Swipe actions: a sideways drag on a row (not while editing) reveals its trailing actions (a drag towards the
/// leading edge) or leading actions (towards the trailing edge). Without a trailing configuration from the
/// delegate, an editable row with the `.delete` editing style gets a red Delete action that commits `.delete`.
extension UITableView {
    /// The trailing configuration for the row: the delegate's, else the standard Delete action.
    package func trailingConfiguration(for indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        if let custom = delegate?.tableView(self, trailingSwipeActionsConfigurationForRowAt: indexPath) {
            return custom.actions.isEmpty ? nil : custom
        }
        return deleteConfiguration(for: indexPath)
    }

    /// The standard Delete action for the row, when it can be deleted and the data source handles `commit`.
    package func deleteConfiguration(for indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        guard editingStyle(for: indexPath) == .delete, !TableDataSourceCapabilities.lacksCommit(dataSource) else {
            return nil
        }
        let title = delegate?.tableView(self, titleForDeleteConfirmationButtonForRowAt: indexPath) ?? "Delete"
        let action = UIContextualAction(style: .destructive, title: title) { [weak self] _, _, completion in
            guard let self else { return completion(false) }
            self.closeSwipeActions(animated: false)
            self.dataSource?.tableView(self, commit: .delete, forRowAt: indexPath)
            completion(true)
        }
        return UISwipeActionsConfiguration(actions: [action])
    }

    /// Starts a swipe on the row; false when it has no actions on that side.
    package func beginSwipe(_ indexPath: IndexPath, towardsLeading: Bool) -> Bool {
        let configuration = towardsLeading ? trailingConfiguration(for: indexPath)
            : delegate?.tableView(self, leadingSwipeActionsConfigurationForRowAt: indexPath)
        guard let configuration, !configuration.actions.isEmpty, visibleCellMap[indexPath] != nil else { return false }
        let state = RowSwipeActions(indexPath: indexPath, configuration: configuration, fromTrailing: towardsLeading)
        swipeState = state
        addSubview(state.container)
        delegate?.tableView(self, willBeginEditingRowAt: indexPath)
        visibleCellMap[indexPath]?.setShowingDeleteConfirmation(true)
        return true
    }

    /// Follows the finger: the row moves by `translation` (only towards its actions' side).
    package func updateSwipe(translation: CGFloat) {
        guard let state = swipeState else { return }
        state.follow(translation: translation)
        layoutSwipeActions()
    }

    /// The finger lifted: a swipe past 60 % of the row performs the first action when the configuration allows
    /// it; past half the buttons' width the actions stay open; otherwise they close.
    package func endSwipe(translation: CGFloat) {
        guard let state = swipeState else { return }
        switch state.outcome(translation: translation, rowWidth: bounds.width) {
        case .performFirst: performSwipeAction(0)
        case .open: setSwipeOffset(state.openOffset, animated: true)
        case .close: closeSwipeActions(animated: true)
        }
    }

    /// Shows `configuration`'s actions fully open on the row (the delete confirmation of editing mode).
    package func openSwipeActions(_ indexPath: IndexPath, configuration: UISwipeActionsConfiguration,
                                  towardsLeading: Bool) {
        closeSwipeActions(animated: false)
        guard visibleCellMap[indexPath] != nil else { return }
        let state = RowSwipeActions(indexPath: indexPath, configuration: configuration, fromTrailing: towardsLeading)
        swipeState = state
        addSubview(state.container)
        delegate?.tableView(self, willBeginEditingRowAt: indexPath)
        visibleCellMap[indexPath]?.setShowingDeleteConfirmation(true)
        setSwipeOffset(state.openOffset, animated: false)
    }

    private func setSwipeOffset(_ offset: CGFloat, animated: Bool) {
        guard let state = swipeState else { return }
        state.offset = offset
        if animated {
            UIView.animate(withDuration: 0.25) { self.layoutSwipeActions() }
        } else {
            layoutSwipeActions()
        }
    }

    /// Hides the swipe actions and puts the row back.
    package func closeSwipeActions(animated: Bool) {
        guard let state = swipeState else { return }
        swipeState = nil
        let cell = visibleCellMap[state.indexPath]
        cell?.setShowingDeleteConfirmation(false)
        state.close(cell: cell, rowX: rowFrameX.x, animated: animated)
        delegate?.tableView(self, didEndEditingRowAt: state.indexPath)
    }

    /// Places the swiped row and its buttons for the current offset.
    package func layoutSwipeActions() {
        guard let state = swipeState else { return }
        guard let cell = visibleCellMap[state.indexPath] else {
            return closeSwipeActions(animated: false)
        }
        state.layout(cell: cell, row: rowRect(state.indexPath), in: self)
    }

    /// The index of the action button under `point`, or nil.
    package func swipeActionIndex(at point: CGPoint) -> Int? {
        swipeState?.actionIndex(at: point, in: self)
    }

    /// Runs the action's handler; its completion closes the actions.
    package func performSwipeAction(_ index: Int) {
        guard let state = swipeState else { return }
        state.perform(index) { [weak self] in
            guard let self, self.swipeState === state else { return }
            self.closeSwipeActions(animated: true)
        }
    }
}
