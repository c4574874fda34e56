// SPDX-License-Identifier: Apache-2.0

import Foundation

/// What the finger now on a table is doing.
package struct TableTouchTracking {
    package enum Mode {
        /// On a row: highlighted when the row may be selected, until the finger moves or lifts.
        case row(IndexPath, highlighted: Bool)
        /// On an editing control (delete or insert circle).
        case control(IndexPath, TableEditingControlKind)
        /// On a row's info accessory button.
        case accessoryButton(IndexPath)
        /// On the button of a swipe action (the index in the showing configuration).
        case swipeAction(Int)
        /// On the section index bar.
        case sectionIndex
        /// Nothing to do until the finger lifts (a drag, or a tap that closed swipe actions).
        case ignored
    }

    package var start: CGPoint
    package var mode: Mode
}

/// Touches: a tap highlights then selects a row, and while editing the controls at the row's leading edge
/// delete or insert. The scroll view holds a touch from the rows for 150 ms, so a row highlights only once the
/// finger has stayed that long (a quick tap arrives whole on lift); a drag is the pans' (scrolling, swiping, and
/// reordering: UITableView+RowGestures.swift), which cancel the touch. A finger that moves more than 10 points
/// before lifting selects nothing.
extension UITableView {
    /// The distance a finger may move and still tap, in points.
    package static let tapSlop: CGFloat = 10

    package func tableTouchesBegan(_ touches: Set<UITouch>) {
        guard touchTracking == nil, let touch = touches.first else { return }
        let point = touch.location(in: self)
        touchTracking = TableTouchTracking(start: point, mode: beginTracking(at: point))
    }

    package func tableTouchesMoved(_ touches: Set<UITouch>) {
        guard var tracking = touchTracking, let touch = touches.first else { return }
        let point = touch.location(in: self)
        let dx = point.x - tracking.start.x, dy = point.y - tracking.start.y
        switch tracking.mode {
        case .row(let indexPath, let highlighted):
            let moved = abs(dx) > UITableView.tapSlop || abs(dy) > UITableView.tapSlop
            guard moved else { break }
            if highlighted { unhighlight(indexPath) }
            tracking.mode = .ignored
        case .sectionIndex:
            sectionIndexBar?.track(convert(point, to: sectionIndexBar))
        case .control, .accessoryButton, .swipeAction, .ignored:
            break
        }
        touchTracking = tracking
    }

    package func tableTouchesEnded(_ touches: Set<UITouch>) {
        guard let tracking = touchTracking else { return }
        touchTracking = nil
        let point = touches.first?.location(in: self) ?? tracking.start
        switch tracking.mode {
        case .row(let indexPath, let highlighted):
            if highlighted { selectByTouch(indexPath) }
        case .control(let indexPath, let kind):
            if let (lifted, liftedKind) = editingControl(at: point), lifted == indexPath, liftedKind == kind {
                editingControlTapped(indexPath, kind)
            }
        case .accessoryButton(let indexPath):
            if accessoryButton(at: point) == indexPath {
                delegate?.tableView(self, accessoryButtonTappedForRowWith: indexPath)
            }
        case .swipeAction(let index):
            if swipeActionIndex(at: point) == index { performSwipeAction(index) }
        case .sectionIndex:
            sectionIndexBar?.endTracking()
        case .ignored:
            break
        }
    }

    package func tableTouchesCancelled(_ touches: Set<UITouch>) {
        guard let tracking = touchTracking else { return }
        touchTracking = nil
        switch tracking.mode {
        case .row(let indexPath, let highlighted):
            if highlighted { unhighlight(indexPath) }
        case .sectionIndex:
            sectionIndexBar?.endTracking()
        case .control, .accessoryButton, .swipeAction, .ignored:
            break
        }
    }

    private func beginTracking(at point: CGPoint) -> TableTouchTracking.Mode {
        if let bar = sectionIndexBar, bar.superview === self, bar.frame.contains(point) {
            bar.track(convert(point, to: bar))
            return .sectionIndex
        }
        if swipeState != nil {
            if let index = swipeActionIndex(at: point) { return .swipeAction(index) }
            closeSwipeActions(animated: true)
            return .ignored
        }
        if let (indexPath, kind) = editingControl(at: point) {
            // The reorder control's drag belongs to the reorder pan; a touch that never moves does nothing.
            return kind == .reorder ? .ignored : .control(indexPath, kind)
        }
        if let indexPath = accessoryButton(at: point) { return .accessoryButton(indexPath) }
        guard let indexPath = indexPathForRow(at: point) else { return .ignored }
        guard allowsSelectionNow, delegate?.tableView(self, shouldHighlightRowAt: indexPath) ?? true else {
            return .row(indexPath, highlighted: false)
        }
        visibleCellMap[indexPath]?.setHighlighted(true, animated: false)
        delegate?.tableView(self, didHighlightRowAt: indexPath)
        return .row(indexPath, highlighted: true)
    }

    /// The row whose info accessory button (`accessoryButtonFrame`, with 8 points of slack) is under `point`.
    package func accessoryButton(at point: CGPoint) -> IndexPath? {
        for (indexPath, cell) in visibleCellMap {
            guard let frame = cell.accessoryButtonFrame else { continue }
            if frame.insetBy(dx: -8, dy: -8).contains(convert(point, to: cell)) { return indexPath }
        }
        return nil
    }

    private func unhighlight(_ indexPath: IndexPath) {
        visibleCellMap[indexPath]?.setHighlighted(false, animated: false)
        delegate?.tableView(self, didUnhighlightRowAt: indexPath)
    }

    /// A tap lifted on a highlighted row: the delegate may redirect or refuse the selection; in multiple
    /// selection a selected row is deselected instead; in single selection a tap on the selected row keeps it.
    private func selectByTouch(_ indexPath: IndexPath) {
        if allowsMultipleSelectionNow, selectedIndexPaths.contains(indexPath) {
            let target = delegate.map { $0.tableView(self, willDeselectRowAt: indexPath) } ?? indexPath
            unhighlight(indexPath)
            if let target, selectedIndexPaths.contains(target) {
                deselectRow(at: target, animated: false)
                delegate?.tableView(self, didDeselectRowAt: target)
                postSelectionChange()
            }
            return
        }
        let target = delegate.map { $0.tableView(self, willSelectRowAt: indexPath) } ?? indexPath
        guard let target, isValid(target) else {
            if let target { UIKitDiagnostics.log("UITableView: willSelectRowAt returned \(target), out of range") }
            return unhighlight(indexPath)
        }
        if !allowsMultipleSelectionNow {
            for old in selectedIndexPaths where old != target {
                let deselect = delegate.map { $0.tableView(self, willDeselectRowAt: old) } ?? old
                guard let deselect, selectedIndexPaths.contains(deselect) else { continue }
                deselectRow(at: deselect, animated: false)
                delegate?.tableView(self, didDeselectRowAt: deselect)
            }
        }
        unhighlight(indexPath)
        selectRow(at: target, animated: false, scrollPosition: .none)
        delegate?.tableView(self, didSelectRowAt: target)
        postSelectionChange()
        performSelectionSegue(at: target)  // a storyboard cell's segue, after didSelectRowAt as on iOS
    }

    private func postSelectionChange() {
        NotificationCenter.default.post(name: UITableView.selectionDidChangeNotification, object: self)
    }
}
