// SPDX-License-Identifier: Apache-2.0

import Foundation

/// Selection and scrolling to rows, as app code asks for them (touches are in UITableView+Touches.swift).
extension UITableView {
    package var _indexPathForSelectedRow: IndexPath? { selectedIndexPaths.min() }

    package var _indexPathsForSelectedRows: [IndexPath]? {
        selectedIndexPaths.isEmpty ? nil : selectedIndexPaths.sorted()
    }

    /// Whether the current mode (editing or not) allows several selected rows.
    package var allowsMultipleSelectionNow: Bool {
        isEditing ? allowsMultipleSelectionDuringEditing : allowsMultipleSelection
    }

    /// Whether touches select rows in the current mode.
    package var allowsSelectionNow: Bool { isEditing ? allowsSelectionDuringEditing : allowsSelection }

    package func _selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard let indexPath else {
            for selected in selectedIndexPaths { deselectRow(at: selected, animated: animated) }
            return
        }
        guard isValid(indexPath) else {
            return UIKitDiagnostics.log("UITableView.selectRow(at:): \(indexPath) out of range; ignored")
        }
        if !allowsMultipleSelectionNow {
            for selected in selectedIndexPaths where selected != indexPath { deselectRow(at: selected, animated: animated) }
        }
        if !selectedIndexPaths.contains(indexPath) { selectedIndexPaths.append(indexPath) }
        visibleCellMap[indexPath]?.setSelected(true, animated: animated)
        if scrollPosition != .none { scrollToRow(at: indexPath, at: scrollPosition, animated: animated) }
    }

    package func _deselectRow(at indexPath: IndexPath, animated: Bool) {
        guard let index = selectedIndexPaths.firstIndex(of: indexPath) else { return }
        selectedIndexPaths.remove(at: index)
        visibleCellMap[indexPath]?.setSelected(false, animated: animated)
    }

    package func _scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        guard isValid(indexPath) else {
            return UIKitDiagnostics.log("UITableView.scrollToRow(at:): \(indexPath) out of range; ignored")
        }
        // Rows above may have been estimated: measure around the target until its position settles.
        var target = offsetShowing(indexPath, at: scrollPosition)
        if !animated {
            for _ in 0..<4 {
                guard let y = target else { return }
                contentOffset = CGPoint(x: contentOffset.x, y: y)
                layoutIfNeeded()
                target = offsetShowing(indexPath, at: scrollPosition)
                if target == nil || target == y { return }
            }
        }
        if let y = target { scrollTable(to: CGPoint(x: contentOffset.x, y: y), animated: animated) }
    }

    package func _scrollToNearestSelectedRow(at scrollPosition: ScrollPosition, animated: Bool) {
        guard let selected = indexPathForSelectedRow else { return }
        scrollToRow(at: selected, at: scrollPosition, animated: animated)
    }

    /// The offset y that puts the row at `position`, clamped to the content; nil when no scroll is needed.
    private func offsetShowing(_ indexPath: IndexPath, at position: ScrollPosition) -> CGFloat? {
        let rect = rowRect(indexPath)
        let inset = adjustedContentInset
        let pinned = style == .plain ? sections[indexPath.section].headerHeight : 0
        let top = rect.minY - inset.top - pinned
        let bottom = rect.maxY - bounds.height + inset.bottom
        var y: CGFloat
        switch position {
        case .top: y = top
        case .bottom: y = bottom
        case .middle: y = rect.midY - inset.top - (bounds.height - inset.top - inset.bottom) / 2
        case .none:
            if rect.minY - pinned < bounds.minY + inset.top { y = top }
            else if rect.maxY > bounds.maxY - inset.bottom { y = bottom }
            else { return nil }
        }
        let maxY = max(-inset.top, totalContentHeight - bounds.height + inset.bottom)
        y = min(max(y, -inset.top), maxY)
        return y == contentOffset.y ? nil : y
    }

    /// Moves the content offset, through the scroll view's `setContentOffset(_:animated:)` (animated: 0.3 s on the
    /// device clock, then `scrollViewDidEndScrollingAnimation(_:)`).
    package func scrollTable(to offset: CGPoint, animated: Bool) {
        // The scroll view's animated scroll: 0.3 s frame by frame, then scrollViewDidEndScrollingAnimation.
        setContentOffset(offset, animated: animated)
    }
}
