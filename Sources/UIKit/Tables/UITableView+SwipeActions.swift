// SPDX-License-Identifier: Apache-2.0

import Foundation

/// The row whose swipe actions (or delete confirmation) are showing.
@MainActor
package final class TableSwipeState {
    package let indexPath: IndexPath
    package let configuration: UISwipeActionsConfiguration
    /// True when the actions come from the trailing edge (the row moves towards the leading edge).
    package let fromTrailing: Bool
    /// The buttons, one per action, in a container beside the row.
    package let container = UIView()
    package var buttons: [UIView] = []
    package var widths: [CGFloat] = []
    /// How far the row has moved: negative towards the leading edge.
    package var offset: CGFloat = 0

    package init(indexPath: IndexPath, configuration: UISwipeActionsConfiguration, fromTrailing: Bool) {
        self.indexPath = indexPath
        self.configuration = configuration
        self.fromTrailing = fromTrailing
        container.clipsToBounds = true
        for action in configuration.actions {
            let button = UIView()
            button.backgroundColor = action.backgroundColor
            let label = UILabel()
            label.text = action.title
            label.textColor = .white
            label.font = .systemFont(ofSize: 15)
            label.textAlignment = .center
            button.addSubview(label)
            let textWidth = label.sizeThatFits(CGSize(width: 0, height: 0)).width
            widths.append(max(74, textWidth + 30))
            container.addSubview(button)
            buttons.append(button)
        }
    }

    /// The width all the buttons need.
    package var openWidth: CGFloat { widths.reduce(0, +) }
}

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
        let state = TableSwipeState(indexPath: indexPath, configuration: configuration, fromTrailing: towardsLeading)
        swipeState = state
        addSubview(state.container)
        delegate?.tableView(self, willBeginEditingRowAt: indexPath)
        visibleCellMap[indexPath]?.setShowingDeleteConfirmation(true)
        return true
    }

    /// Follows the finger: the row moves by `translation` (only towards its actions' side).
    package func updateSwipe(translation: CGFloat) {
        guard let state = swipeState else { return }
        state.offset = state.fromTrailing ? min(0, translation) : max(0, translation)
        layoutSwipeActions()
    }

    /// The finger lifted: a swipe past 60 % of the row performs the first action when the configuration allows
    /// it; past half the buttons' width the actions stay open; otherwise they close.
    package func endSwipe(translation: CGFloat) {
        guard let state = swipeState else { return }
        let distance = abs(translation)
        if state.configuration.performsFirstActionWithFullSwipe, distance > bounds.width * 0.6 {
            performSwipeAction(0)
        } else if distance > state.openWidth / 2 {
            setSwipeOffset(state.fromTrailing ? -state.openWidth : state.openWidth, animated: true)
        } else {
            closeSwipeActions(animated: true)
        }
    }

    /// Shows `configuration`'s actions fully open on the row (the delete confirmation of editing mode).
    package func openSwipeActions(_ indexPath: IndexPath, configuration: UISwipeActionsConfiguration,
                                  towardsLeading: Bool) {
        closeSwipeActions(animated: false)
        guard visibleCellMap[indexPath] != nil else { return }
        let state = TableSwipeState(indexPath: indexPath, configuration: configuration, fromTrailing: towardsLeading)
        swipeState = state
        addSubview(state.container)
        delegate?.tableView(self, willBeginEditingRowAt: indexPath)
        visibleCellMap[indexPath]?.setShowingDeleteConfirmation(true)
        setSwipeOffset(towardsLeading ? -state.openWidth : state.openWidth, animated: false)
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
        let rowX = rowFrameX.x
        let finish = {
            state.container.removeFromSuperview()
        }
        if animated, let cell {
            UIView.animate(withDuration: 0.25, animations: {
                cell.frame.origin.x = rowX
                state.container.frame.size.width = 0
                if !state.fromTrailing { return }
                state.container.frame.origin.x = cell.frame.maxX
            }, completion: { _ in finish() })
        } else {
            cell?.frame.origin.x = rowX
            finish()
        }
        delegate?.tableView(self, didEndEditingRowAt: state.indexPath)
    }

    /// Places the swiped row and its buttons for the current offset.
    package func layoutSwipeActions() {
        guard let state = swipeState else { return }
        guard let cell = visibleCellMap[state.indexPath] else {
            return closeSwipeActions(animated: false)
        }
        let row = rowRect(state.indexPath)
        cell.frame.origin.x = row.minX + state.offset
        let revealed = abs(state.offset)
        state.container.frame = state.fromTrailing
            ? CGRect(x: row.maxX - revealed, y: row.minY, width: revealed, height: row.height)
            : CGRect(x: row.minX, y: row.minY, width: revealed, height: row.height)
        // Buttons share the revealed width in proportion to their natural widths; the first is at the edge.
        let scale = state.openWidth > 0 ? revealed / state.openWidth : 0
        var x: CGFloat = 0
        let ordered = state.fromTrailing ? Array(zip(state.buttons, state.widths).reversed())
            : Array(zip(state.buttons, state.widths))
        for (button, width) in ordered {
            let w = width * max(1, scale)
            button.frame = CGRect(x: x, y: 0, width: w, height: row.height)
            button.subviews.first?.frame = button.bounds
            x += w
        }
        bringSubviewToFront(state.container)
    }

    /// The index of the action button under `point`, or nil.
    package func swipeActionIndex(at point: CGPoint) -> Int? {
        guard let state = swipeState else { return nil }
        let local = convert(point, to: state.container)
        guard state.container.bounds.contains(local) else { return nil }
        return state.buttons.firstIndex { $0.frame.contains(local) }
    }

    /// Runs the action's handler; its completion closes the actions.
    package func performSwipeAction(_ index: Int) {
        guard let state = swipeState, index < state.configuration.actions.count else { return }
        let action = state.configuration.actions[index]
        action.handler(action, state.buttons[index]) { [weak self] _ in
            guard let self, self.swipeState === state else { return }
            self.closeSwipeActions(animated: true)
        }
    }
}
