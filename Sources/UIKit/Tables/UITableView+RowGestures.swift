// SPDX-License-Identifier: Apache-2.0

import Foundation

/// The table's own pans, the UIKit way: one slides a row sideways to reveal its swipe actions and begins only for
/// a mostly horizontal drag on a row (the table's vertical scrolling pan refuses those), the other drags a row by
/// its reorder control while editing (the scrolling pan refuses drags that start there). Both cancel the touch in
/// the rows when they begin, so the row under the finger unhighlights and nothing is selected.
extension UITableView {
    package func installRowGestureRecognizers() {
        swipeRecognizer.addTarget(nil) { [unowned self] r in handleSwipePan(r as! UIPanGestureRecognizer) }
        reorderRecognizer.addTarget(nil) { [unowned self] r in handleReorderPan(r as! UIPanGestureRecognizer) }
        addGestureRecognizer(swipeRecognizer)
        addGestureRecognizer(reorderRecognizer)
        installContextMenuInteraction()
    }

    /// Where the pan's finger touched down, in the table's coordinates.
    private func startPoint(of pan: UIPanGestureRecognizer) -> CGPoint {
        let location = pan.location(in: self), t = pan.translation(in: self)
        return CGPoint(x: location.x - t.x, y: location.y - t.y)
    }

    /// Whether `recognizer` may begin: the scrolling pan not from a reorder control; the swipe pan for a mostly
    /// horizontal drag on a row with actions on that side (not while editing); the reorder pan from a reorder
    /// control. Other recognizers are not the table's business.
    package func rowGestureShouldBegin(_ recognizer: UIGestureRecognizer) -> Bool {
        if recognizer === panGestureRecognizer {
            if isEditing, let (_, kind) = editingControl(at: startPoint(of: panGestureRecognizer)), kind == .reorder {
                return false
            }
            return true
        }
        if recognizer === swipeRecognizer {
            let t = swipeRecognizer.translation(in: self)
            guard !isEditing, swipeState == nil, abs(t.x) > abs(t.y) else { return false }
            guard let indexPath = indexPathForRow(at: startPoint(of: swipeRecognizer)) else { return false }
            return beginSwipe(indexPath, towardsLeading: t.x < 0)
        }
        if recognizer === reorderRecognizer {
            guard isEditing, let (indexPath, kind) = editingControl(at: startPoint(of: reorderRecognizer)),
                  kind == .reorder, let cell = visibleCellMap[indexPath] else { return false }
            bringSubviewToFront(cell)
            reorderTracking = (indexPath, indexPath, cell.frame)
            return true
        }
        return true
    }

    private func handleSwipePan(_ pan: UIPanGestureRecognizer) {
        let dx = pan.translation(in: self).x
        switch pan.state {
        case .began, .changed: updateSwipe(translation: dx)
        case .ended: endSwipe(translation: dx)
        case .cancelled, .failed: endSwipe(translation: 0)
        default: break
        }
    }

    private func handleReorderPan(_ pan: UIPanGestureRecognizer) {
        guard let tracking = reorderTracking else { return }
        switch pan.state {
        case .began, .changed:
            let target = moveReorderedRow(from: tracking.source, startFrame: tracking.startFrame,
                                          translation: pan.translation(in: self).y)
            reorderTracking = (tracking.source, target, tracking.startFrame)
        case .ended:
            reorderTracking = nil
            finishReorder(from: tracking.source, to: tracking.target)
        case .cancelled, .failed:
            reorderTracking = nil
            finishReorder(from: tracking.source, to: tracking.source)
        default: break
        }
    }
}
