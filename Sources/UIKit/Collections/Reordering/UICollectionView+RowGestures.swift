// SPDX-License-Identifier: Apache-2.0

import Foundation

/// The collection view's own pans besides scrolling, the UIKit way: one slides a list row sideways to reveal its
/// swipe actions and begins only for a mostly horizontal drag on a row of a list section with actions on that
/// side (not while editing); the other drags a list row by its reorder accessory (an interactive movement), and
/// the scrolling pan refuses drags that start there. Both cancel the touch in the cells when they begin, so the
/// item under the finger unhighlights and nothing is selected.
extension UICollectionView {
    package func installRowGestureRecognizers() {
        listSwipeRecognizer.addTarget(nil) { [unowned self] r in handleListSwipe(r as! UIPanGestureRecognizer) }
        reorderAccessoryRecognizer.addTarget(nil) { [unowned self] r in
            handleReorderAccessoryPan(r as! UIPanGestureRecognizer)
        }
        addGestureRecognizer(listSwipeRecognizer)
        addGestureRecognizer(reorderAccessoryRecognizer)
        installContextMenuInteraction()
    }

    /// Where the pan's finger touched down, in the collection view's coordinates.
    private func startPoint(of pan: UIPanGestureRecognizer) -> CGPoint {
        let location = pan.location(in: self), t = pan.translation(in: self)
        return CGPoint(x: location.x - t.x, y: location.y - t.y)
    }

    /// The item whose list cell shows a reorder accessory under `point`.
    package func reorderAccessoryItem(at point: CGPoint) -> IndexPath? {
        for (path, cell) in visibleCellsByPath {
            guard let list = cell as? UICollectionViewListCell else { continue }
            if list.isOnReorderAccessory(convert(point, to: list)) { return path }
        }
        return nil
    }

    /// Whether `recognizer` may begin (see the extension's discussion); other recognizers are not the collection
    /// view's business.
    package func rowGestureShouldBegin(_ recognizer: UIGestureRecognizer) -> Bool {
        if recognizer === panGestureRecognizer {
            return interactiveMovement == nil && reorderAccessoryItem(at: startPoint(of: panGestureRecognizer)) == nil
        }
        if recognizer === listSwipeRecognizer {
            let t = listSwipeRecognizer.translation(in: self)
            guard !isEditing, listSwipe == nil, interactiveMovement == nil, abs(t.x) > abs(t.y),
                  let path = indexPathForItem(at: startPoint(of: listSwipeRecognizer)) else { return false }
            return beginListSwipe(path, towardsLeading: t.x < 0)
        }
        if recognizer === reorderAccessoryRecognizer {
            guard interactiveMovement == nil,
                  let path = reorderAccessoryItem(at: startPoint(of: reorderAccessoryRecognizer)) else { return false }
            return beginInteractiveMovementForItem(at: path)
        }
        return true
    }

    private func handleListSwipe(_ pan: UIPanGestureRecognizer) {
        let dx = pan.translation(in: self).x
        switch pan.state {
        case .began, .changed: updateListSwipe(translation: dx)
        case .ended: endListSwipe(translation: dx)
        case .cancelled, .failed: endListSwipe(translation: 0)
        default: break
        }
    }

    /// The row follows the finger up and down (its centre keeps its x).
    private func handleReorderAccessoryPan(_ pan: UIPanGestureRecognizer) {
        guard let movement = interactiveMovement else { return }
        switch pan.state {
        case .began, .changed:
            let start = layoutStorage.layoutAttributesForItem(at: movement.original)?.center ?? movement.position
            let origin = reorderStartCenter ?? start
            if reorderStartCenter == nil { reorderStartCenter = origin }
            let t = pan.translation(in: self)
            updateInteractiveMovementTargetPosition(CGPoint(x: origin.x, y: origin.y + t.y))
        case .ended:
            reorderStartCenter = nil
            endInteractiveMovement()
        case .cancelled, .failed:
            reorderStartCenter = nil
            cancelInteractiveMovement()
        default:
            break
        }
    }
}
