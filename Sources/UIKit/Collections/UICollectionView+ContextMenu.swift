// SPDX-License-Identifier: Apache-2.0

import Foundation

extension UICollectionViewDelegate {
    /// Default: asks `collectionView(_:contextMenuConfigurationForItemAt:point:)` when the press is on one item;
    /// no menu otherwise.
    public func collectionView(_ collectionView: UICollectionView,
                               contextMenuConfigurationForItemsAt indexPaths: [IndexPath],
                               point: CGPoint) -> UIContextMenuConfiguration?
    {
        guard indexPaths.count == 1 else { return nil }
        return self.collectionView(collectionView, contextMenuConfigurationForItemAt: indexPaths[0], point: point)
    }

    /// Default: no context menu.
    public func collectionView(_ collectionView: UICollectionView,
                               contextMenuConfigurationForItemAt indexPath: IndexPath,
                               point: CGPoint) -> UIContextMenuConfiguration?
    {
        nil
    }
}

extension UICollectionView {
    /// Installs the collection view's context menu interaction: a long press on an item asks the delegate's
    /// `collectionView(_:contextMenuConfigurationForItemsAt:point:)` (which by default asks the older
    /// `contextMenuConfigurationForItemAt`) and, given a configuration, lifts the item's cell and shows the menu.
    /// Presses elsewhere ask with no index paths. Items without a menu keep their touches.
    func installContextMenuInteraction() {
        let source = ListContextMenuSource { [weak self] point in
            guard let self, let delegate = self.delegate else { return nil }
            let indexPaths = self.indexPathForItem(at: point).map { [$0] } ?? []
            guard let configuration = delegate.collectionView(self, contextMenuConfigurationForItemsAt: indexPaths,
                                                              point: point)
            else { return nil }
            return (configuration, indexPaths.first.flatMap { self.cellForItem(at: $0) })
        }
        addInteraction(ListContextMenuInteraction(source: source))
    }
}
