// SPDX-License-Identifier: Apache-2.0

import Foundation

/// Swipe actions on list rows: a sideways drag on a cell of a list section (not while editing) reveals the
/// actions of the list configuration's `trailingSwipeActionsConfigurationProvider` (a drag towards the leading
/// edge) or `leadingSwipeActionsConfigurationProvider` (towards the trailing edge). The buttons, their widths and
/// the open/close/full-swipe rules are the table's (`RowSwipeActions`): a tap on a button runs its handler, whose
/// completion closes the row; letting go past 60 % of the row performs the first action when the configuration
/// allows it; past half the buttons' width they stay open; a touch elsewhere closes them.
extension UICollectionView {
    /// The configuration the list section of `indexPath` gives for that side (nil: none, or no actions).
    package func listSwipeConfiguration(for indexPath: IndexPath, trailing: Bool) -> UISwipeActionsConfiguration? {
        guard let layout = layoutStorage as? UICollectionViewCompositionalLayout,
              let list = layout.resolvedSections[indexPath.section]?.listConfiguration else { return nil }
        let provider = trailing ? list.trailingSwipeActionsConfigurationProvider
            : list.leadingSwipeActionsConfigurationProvider
        guard let configuration = provider?(indexPath), !configuration.actions.isEmpty else { return nil }
        return configuration
    }

    /// Starts a swipe on the item; false when it has no actions on that side or no cell.
    package func beginListSwipe(_ indexPath: IndexPath, towardsLeading: Bool) -> Bool {
        guard visibleCellsByPath[indexPath] != nil,
              let configuration = listSwipeConfiguration(for: indexPath, trailing: towardsLeading) else { return false }
        listSwipe = RowSwipeActions(indexPath: indexPath, configuration: configuration, fromTrailing: towardsLeading)
        return true
    }

    /// Follows the finger: the row moves by `translation` (only towards its actions' side).
    package func updateListSwipe(translation: CGFloat) {
        listSwipe?.follow(translation: translation)
        layoutListSwipeActions()
    }

    /// The finger lifted: perform the first action, leave the buttons open or close them (see the extension).
    package func endListSwipe(translation: CGFloat) {
        guard let state = listSwipe else { return }
        switch state.outcome(translation: translation, rowWidth: bounds.width) {
        case .performFirst:
            state.offset = state.fromTrailing ? -bounds.width : bounds.width
            layoutListSwipeActions()
            performListSwipeAction(0)
        case .open:
            state.offset = state.openOffset
            UIView.animate(withDuration: 0.25) { self.layoutListSwipeActions() }
        case .close:
            closeListSwipeActions(animated: true)
        }
    }

    /// Places the swiped row and its buttons for the current offset (after every layout pass).
    package func layoutListSwipeActions() {
        guard let state = listSwipe else { return }
        guard let cell = visibleCellsByPath[state.indexPath],
              let row = layoutStorage.layoutAttributesForItem(at: state.indexPath)?.frame else {
            return closeListSwipeActions(animated: false)
        }
        state.layout(cell: cell, row: row, in: self)
    }

    /// Hides the buttons and puts the row back.
    package func closeListSwipeActions(animated: Bool) {
        guard let state = listSwipe else { return }
        listSwipe = nil
        let row = layoutStorage.layoutAttributesForItem(at: state.indexPath)?.frame
        state.close(cell: visibleCellsByPath[state.indexPath], rowX: row?.minX ?? 0, animated: animated)
    }

    /// The index of the action button under `point`, or nil.
    package func listSwipeActionIndex(at point: CGPoint) -> Int? {
        listSwipe?.actionIndex(at: point, in: self)
    }

    /// Runs the action's handler; its completion closes the row.
    package func performListSwipeAction(_ index: Int) {
        guard let state = listSwipe else { return }
        state.perform(index) { [weak self] in
            guard let self, self.listSwipe === state else { return }
            self.closeListSwipeActions(animated: true)
        }
    }
}
