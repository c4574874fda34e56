// SPDX-License-Identifier: Apache-2.0

import Foundation

/// Told which items will soon need cells, so their data can be loaded before they scroll in (iOS 10).
@preconcurrency @MainActor
public protocol UICollectionViewDataSourcePrefetching: AnyObject {
    /// The items at `indexPaths` are about to scroll into view: start loading what their cells will show.
    func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath])
    /// The items at `indexPaths` are no longer expected soon: cancel their loading (default: nothing).
    func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath])
}

extension UICollectionViewDataSourcePrefetching {
    /// Does nothing: items whose prefetch is cancelled simply are not loaded early.
    public func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]) {}
}

extension UICollectionView {
    /// After a layout pass: the items the layout places within one screenful before or after the bounds, along
    /// the scrolling axis, that have no cell are announced once (in index-path order); announced items that left
    /// that range without getting a cell are cancelled.
    package func updateItemPrefetching() {
        guard isPrefetchingEnabled, let source = prefetchDataSource else { return }
        let horizontal = contentSize.width > bounds.width && contentSize.height <= bounds.height
        let step = horizontal ? CGPoint(x: bounds.width, y: 0) : CGPoint(x: 0, y: bounds.height)
        var upcoming = Set<IndexPath>()
        for sign in [-1.0, 1.0] as [CGFloat] {
            let rect = bounds.offsetBy(dx: sign * step.x, dy: sign * step.y)
            for attributes in layoutStorage.layoutAttributesForElements(in: rect) ?? []
            where attributes.representedElementCategory == .cell && !attributes.isHidden
                && visibleCellsByPath[attributes.indexPath] == nil
                && isValidItem(attributes.indexPath, "prefetching", log: false) {
                upcoming.insert(attributes.indexPath)
            }
        }
        let dropped = prefetchedItems.filter { !upcoming.contains($0) && visibleCellsByPath[$0] == nil }
        let announced = upcoming.subtracting(prefetchedItems)
        prefetchedItems = upcoming
        if !dropped.isEmpty { source.collectionView(self, cancelPrefetchingForItemsAt: dropped.sorted()) }
        if !announced.isEmpty { source.collectionView(self, prefetchItemsAt: announced.sorted()) }
    }
}
