// SPDX-License-Identifier: Apache-2.0

import Foundation

extension UIDynamicAnimator {
    /// The layout attributes of the cell at `indexPath` among the animator's items, or nil.
    ///
    /// A layout made with `init(collectionViewLayout:)` returns these from its `layoutAttributesForItem(at:)`, as
    /// on iOS, so the collection view shows where the physics put each cell.
    public func layoutAttributesForCell(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        layoutAttributes { $0.representedElementCategory == .cell && $0.indexPath == indexPath }
    }

    /// The layout attributes of the supplementary view of `kind` at `indexPath` among the animator's items, or nil.
    public func layoutAttributesForSupplementaryView(ofKind kind: String,
                                                     at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        layoutAttributes {
            $0.representedElementCategory == .supplementaryView && $0.representedElementKind == kind
                && $0.indexPath == indexPath
        }
    }

    /// The layout attributes of the decoration view of `decorationViewKind` at `indexPath` among the animator's
    /// items, or nil.
    public func layoutAttributesForDecorationView(ofKind decorationViewKind: String,
                                                  at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        layoutAttributes {
            $0.representedElementCategory == .decorationView && $0.representedElementKind == decorationViewKind
                && $0.indexPath == indexPath
        }
    }

    private func layoutAttributes(where match: (UICollectionViewLayoutAttributes) -> Bool)
        -> UICollectionViewLayoutAttributes? {
        configureIfNeeded()
        for body in world.bodies {
            if let attributes = body.item as? UICollectionViewLayoutAttributes, match(attributes) { return attributes }
        }
        return nil
    }
}

/// Collection view layout attributes are dynamic items (their centre, bounds and transform), so a layout's
/// animator can move them.
extension UICollectionViewLayoutAttributes: UIDynamicItem {}
