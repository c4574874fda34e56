// SPDX-License-Identifier: Apache-2.0

import Foundation

/// Interactive movement: the app (or the standard long-press gesture, or a list cell's reorder accessory) drags an
/// item; the others make room as it passes, and the data source hears of the move once when it ends.
///
/// While the movement lasts, the collection view shows the items in the moved order but the data source keeps the
/// old one: cells are asked of the data source by their data-source path, while every other query
/// (`cellForItem(at:)`, `indexPathForItem(at:)`, the layout's) speaks of the shown path, as on iOS.
extension UICollectionView {
    /// Starts moving the item at `indexPath` interactively. Returns false, changing nothing, when a movement is
    /// already under way, the path is out of range (logged) or the data source's `collectionView(_:canMoveItemAt:)`
    /// says no.
    @discardableResult
    public func beginInteractiveMovementForItem(at indexPath: IndexPath) -> Bool {
        guard interactiveMovement == nil else { return false }
        guard isValidItem(indexPath, "beginInteractiveMovementForItem(at:)") else { return false }
        guard let dataSource, dataSource.collectionView(self, canMoveItemAt: indexPath) else { return false }
        layoutIfNeeded()
        let center = layoutStorage.layoutAttributesForItem(at: indexPath)?.center
            ?? visibleCellsByPath[indexPath]?.center ?? .zero
        if let path = highlightedPath {
            highlightedPath = nil
            visibleCellsByPath[path]?.isHighlighted = false
            delegate?.collectionView(self, didUnhighlightItemAt: path)
        }
        trackingTouch = nil
        interactiveMovement = InteractiveMovement(original: indexPath, position: center, counts: counts)
        setNeedsLayout()
        layoutIfNeeded()
        return true
    }

    /// Moves the dragged item's centre to `targetPosition` (the collection view's content coordinates). When the
    /// layout's ``UICollectionViewLayout/targetIndexPath(forInteractivelyMovingItem:withPosition:)``, as the
    /// delegate amends it, names another place, the item is shown there and the others make room (animated).
    /// Without a movement, or with a non-finite position, nothing happens.
    public func updateInteractiveMovementTargetPosition(_ targetPosition: CGPoint) {
        guard let movement = interactiveMovement else { return }
        guard targetPosition.x.isFinite, targetPosition.y.isFinite else {
            UIKitDiagnostics.log("UICollectionView.updateInteractiveMovementTargetPosition: \(targetPosition) is not finite; ignored")
            return
        }
        movement.position = targetPosition
        let proposed = layoutStorage.targetIndexPath(forInteractivelyMovingItem: movement.current,
                                                     withPosition: targetPosition)
        var target = proposed
        if proposed != movement.current, movement.accepts(proposed) {
            target = delegate?.collectionView(self, targetIndexPathForMoveOfItemFromOriginalIndexPath: movement.original,
                                              atCurrentIndexPath: movement.current,
                                              toProposedIndexPath: proposed) ?? proposed
        }
        guard target != movement.current, movement.accepts(target) else {
            setNeedsLayout()
            layoutIfNeeded()
            return
        }
        let before = shownToData()
        movement.move(to: target)
        rekeyShown(from: before)
        sectionCounts = movement.shownCounts
        rearrange()
    }

    /// Ends the movement: the item settles at its shown place and, when that differs from where it started, the
    /// data source hears `collectionView(_:moveItemAt:to:)` once.
    public func endInteractiveMovement() {
        guard let movement = interactiveMovement else { return }
        interactiveMovement = nil
        if movement.current != movement.original {
            dataSource?.collectionView(self, moveItemAt: movement.original, to: movement.current)
            if CollectionDataSourceCapabilities.lacksMove(dataSource) {
                // No moveItemAt: iOS ignores the reordering, so the item goes back.
                restoreDataOrder(movement)
            }
        }
        rearrange()
    }

    /// Cancels the movement: every item goes back where it was and the data source hears nothing.
    public func cancelInteractiveMovement() {
        guard let movement = interactiveMovement else { return }
        interactiveMovement = nil
        restoreDataOrder(movement)
        rearrange()
    }

    // MARK: Internals

    /// The data-source path of each shown cell and selected item, before a change of order.
    private func shownToData() -> (cells: [(IndexPath, UICollectionViewCell)], selected: [IndexPath]) {
        guard let movement = interactiveMovement else { return ([], selectedPaths) }
        return (visibleCellsByPath.map { (movement.dataPath(forShown: $0.key), $0.value) },
                selectedPaths.map { movement.dataPath(forShown: $0) })
    }

    /// Files the shown cells and the selection under their shown paths in the new order.
    private func rekeyShown(from before: (cells: [(IndexPath, UICollectionViewCell)], selected: [IndexPath])) {
        guard let movement = interactiveMovement else { return }
        let shown = movement.shownPaths
        var cells: [IndexPath: UICollectionViewCell] = [:]
        for (data, cell) in before.cells { cells[shown[data] ?? data] = cell }
        visibleCellsByPath = cells
        selectedPaths = before.selected.map { shown[$0] ?? $0 }
    }

    /// Puts the shown cells and the selection back under their data-source paths.
    private func restoreDataOrder(_ movement: InteractiveMovement) {
        var cells: [IndexPath: UICollectionViewCell] = [:]
        for (path, cell) in visibleCellsByPath { cells[movement.dataPath(forShown: path)] = cell }
        visibleCellsByPath = cells
        selectedPaths = selectedPaths.map { movement.dataPath(forShown: $0) }
        sectionCounts = movement.dataCounts
    }

    /// Invalidates the layout for the counts shown and moves the cells to their new places.
    private func rearrange() {
        let context = layoutStorage.makeInvalidationContext()
        context.invalidateDataSourceCountsStorage = true
        layoutStorage.invalidateLayout(with: context)
        animateRearrangement()
    }

    /// Moves the cells to their places with a quarter-second animation (the dragged one follows the finger at
    /// once).
    private func animateRearrangement() {
        setNeedsLayout()
        guard window != nil, UIView.areAnimationsEnabled else { return layoutIfNeeded() }
        UIView.animate(withDuration: 0.25, delay: 0, options: [.beginFromCurrentState, .allowUserInteraction],
                       animations: { self.layoutIfNeeded() })
    }

    /// Places the dragged item's cell at the movement's position, in front of the others (after each layout pass).
    package func placeInteractivelyMovingItem() {
        guard let movement = interactiveMovement, let cell = visibleCellsByPath[movement.current] else { return }
        let attributes = layoutStorage.layoutAttributesForInteractivelyMovingItem(at: movement.current,
                                                                                  withTargetPosition: movement.position)
        UIView.performWithoutAnimation {
            cell.applyLayoutAttributes(attributes)
            if let scroller = cell.superview as? OrthogonalSectionScroller, let band = scroller.band {
                cell.center = CGPoint(x: attributes.center.x + scroller.contentOffset.x,
                                      y: attributes.center.y - band.minY)
            }
        }
        cell.superview?.bringSubviewToFront(cell)
    }

    /// The data-source path of the item shown at `path` (the path itself outside a movement).
    package func dataSourcePath(forShown path: IndexPath) -> IndexPath {
        interactiveMovement?.dataPath(forShown: path) ?? path
    }
}

/// Which data sources rely on the protocol's default `collectionView(_:moveItemAt:to:)` (by class): their moves
/// are undone, since iOS ignores reordering for them.
@MainActor
package enum CollectionDataSourceCapabilities {
    private static var withoutMove: Set<ObjectIdentifier> = []

    static func noteMissingMove(_ source: AnyObject) {
        if withoutMove.insert(ObjectIdentifier(type(of: source))).inserted {
            UIKitDiagnostics.log("UICollectionView: \(type(of: source)) does not implement "
                + "collectionView(_:moveItemAt:to:); its items cannot be reordered")
        }
    }

    package static func lacksMove(_ source: AnyObject?) -> Bool {
        guard let source else { return true }
        return withoutMove.contains(ObjectIdentifier(type(of: source)))
    }
}
