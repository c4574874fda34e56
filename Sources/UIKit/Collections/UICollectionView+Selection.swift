// SPDX-License-Identifier: Apache-2.0

import Foundation

/// Selection, in code and by touch.
extension UICollectionView {
    /// Whether the user can select items (default true). Turning it off deselects everything.
    public var allowsSelection: Bool {
        get { selectionFlags.allows }
        set {
            selectionFlags.allows = newValue
            if !newValue { clearSelection() }
        }
    }

    /// Whether the user can select several items, each tap toggling one (default false). Turning it off keeps
    /// only the most recently selected item.
    public var allowsMultipleSelection: Bool {
        get { selectionFlags.multiple }
        set {
            selectionFlags.multiple = newValue
            if !newValue, selectedPaths.count > 1 {
                for path in selectedPaths.dropLast() { setSelected(false, at: path) }
            }
        }
    }

    private var selectionFlags: (allows: Bool, multiple: Bool) {
        get { (!selectionOff, multipleSelectionOn) }
        set {
            selectionOff = !newValue.allows
            multipleSelectionOn = newValue.multiple
        }
    }

    /// The selected items, in the order they were selected (nil when none is, as on iOS).
    public var indexPathsForSelectedItems: [IndexPath]? { selectedPaths.isEmpty ? nil : selectedPaths }

    /// Selects the item at `indexPath` (nil: deselects all) and scrolls it to `scrollPosition`; without multiple
    /// selection the previous selection is cleared. The delegate is not told. Out-of-range paths are logged and
    /// ignored; with selection off nothing happens.
    public func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard let indexPath else { return clearSelection() }
        guard allowsSelection, isValidItem(indexPath, "selectItem(at:animated:scrollPosition:)") else { return }
        if !allowsMultipleSelection {
            for path in selectedPaths where path != indexPath { setSelected(false, at: path) }
        }
        setSelected(true, at: indexPath)
        if !scrollPosition.isEmpty { scrollToItem(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// Deselects the item at `indexPath`; the delegate is not told. Out-of-range paths are logged and ignored.
    public func deselectItem(at indexPath: IndexPath, animated: Bool) {
        guard isValidItem(indexPath, "deselectItem(at:animated:)") else { return }
        setSelected(false, at: indexPath)
    }

    package func clearSelection() {
        for path in selectedPaths { setSelected(false, at: path) }
    }

    package func setSelected(_ selected: Bool, at path: IndexPath) {
        if selected {
            if !selectedPaths.contains(path) { selectedPaths.append(path) }
        } else {
            selectedPaths.removeAll { $0 == path }
        }
        visibleCellsByPath[path]?.isSelected = selected
    }

    // MARK: Touch tracking

    package func trackTouchBegan(_ touches: Set<UITouch>) {
        if listSwipe != nil, let touch = touches.first {
            // Swipe actions show: a touch on a button may run it; anywhere else it closes them.
            if let index = listSwipeActionIndex(at: touch.location(in: self)) {
                swipeActionTouch = (touch, index)
            } else {
                closeListSwipeActions(animated: true)
            }
            return
        }
        guard trackingTouch == nil, interactiveMovement == nil, let touch = touches.first, allowsSelection else {
            return
        }
        trackingTouch = touch
        guard let path = indexPathForItem(at: touch.location(in: self)) else { return }
        if delegate?.collectionView(self, shouldHighlightItemAt: path) ?? true {
            highlightedPath = path
            visibleCellsByPath[path]?.isHighlighted = true
            delegate?.collectionView(self, didHighlightItemAt: path)
        }
    }

    package func trackTouchMoved(_ touches: Set<UITouch>) {
        guard let touch = trackingTouch, touches.contains(touch), let path = highlightedPath else { return }
        if indexPathForItem(at: touch.location(in: self)) != path { unhighlight() }
    }

    package func trackTouchEnded(_ touches: Set<UITouch>) {
        if let pending = swipeActionTouch, touches.contains(pending.touch) {
            swipeActionTouch = nil
            if listSwipeActionIndex(at: pending.touch.location(in: self)) == pending.index {
                performListSwipeAction(pending.index)
            }
            return
        }
        guard let touch = trackingTouch, touches.contains(touch) else { return }
        trackingTouch = nil
        guard let path = highlightedPath else { return }
        guard indexPathForItem(at: touch.location(in: self)) == path, isValidItem(path, "touch", log: false) else {
            return unhighlight()
        }
        if let cell = visibleCellsByPath[path] as? UICollectionViewListCell,
           let action = cell.accessoryAction(at: touch.location(in: cell)) {
            unhighlight()
            return action()
        }
        if allowsMultipleSelection, selectedPaths.contains(path) {
            let deselect = delegate?.collectionView(self, shouldDeselectItemAt: path) ?? true
            unhighlight()
            guard deselect else { return }
            setSelected(false, at: path)
            delegate?.collectionView(self, didDeselectItemAt: path)
            return
        }
        let select = delegate?.collectionView(self, shouldSelectItemAt: path) ?? true
        unhighlight()
        guard select else { return }
        if !allowsMultipleSelection {
            for other in selectedPaths where other != path {
                setSelected(false, at: other)
                delegate?.collectionView(self, didDeselectItemAt: other)
            }
        }
        setSelected(true, at: path)
        delegate?.collectionView(self, didSelectItemAt: path)
    }

    package func trackTouchCancelled(_ touches: Set<UITouch>) {
        if let pending = swipeActionTouch, touches.contains(pending.touch) { swipeActionTouch = nil }
        guard let touch = trackingTouch, touches.contains(touch) else { return }
        trackingTouch = nil
        unhighlight()
    }

    private func unhighlight() {
        guard let path = highlightedPath else { return }
        highlightedPath = nil
        visibleCellsByPath[path]?.isHighlighted = false
        delegate?.collectionView(self, didUnhighlightItemAt: path)
    }
}
