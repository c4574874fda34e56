// SPDX-License-Identifier: Apache-2.0

import Foundation

/// Supplies a collection view's sections, items and views. The collection view holds its data source weakly.
///
/// `collectionView(_:numberOfItemsInSection:)` and `collectionView(_:cellForItemAt:)` are required; the rest are
/// optional, with the defaults Apple documents (one section, no supplementary views, items not movable).
@preconcurrency @MainActor
public protocol UICollectionViewDataSource: AnyObject {
    /// The number of items in `section` (negative counts are logged and read as zero).
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
    /// The cell for the item at `indexPath`: one returned by `dequeueReusableCell(withReuseIdentifier:for:)`,
    /// configured for the item.
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    /// The number of sections (default 1; negative counts are logged and read as zero).
    func numberOfSections(in collectionView: UICollectionView) -> Int
    /// The supplementary view of `kind` (e.g. `UICollectionView.elementKindSectionHeader`) at `indexPath`, from
    /// `dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)`. iOS stops the app when the layout asks
    /// for one and the data source does not implement this method; the default here logs and returns an empty view.
    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> UICollectionReusableView
    /// Whether the item at `indexPath` can be moved by the user (default false).
    func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool
    /// The user moved an item from `sourceIndexPath` to `destinationIndexPath`; update the model (default: nothing).
    func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
                        to destinationIndexPath: IndexPath)
    /// The titles of the index shown along the edge (default nil: no index).
    func indexTitles(for collectionView: UICollectionView) -> [String]?
    /// The item an index title scrolls to (default: the first item).
    func collectionView(_ collectionView: UICollectionView, indexPathForIndexTitle title: String,
                        at index: Int) -> IndexPath
}

extension UICollectionViewDataSource {
    /// Returns 1: the collection view has a single section.
    public func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }
    /// Logs that the data source cannot supply the view and returns an empty, zero-sized
    /// ``UICollectionReusableView`` (iOS stops the app instead).
    public func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                               at indexPath: IndexPath) -> UICollectionReusableView {
        UIKitDiagnostics.log("UICollectionView: the data source does not implement "
            + "collectionView(_:viewForSupplementaryElementOfKind:at:) for kind \(kind) at \(indexPath); showing an empty view")
        return UICollectionReusableView(frame: .zero)
    }
    /// True unless the data source relies on the default `collectionView(_:moveItemAt:to:)` (iOS: items can move
    /// when the data source implements that method).
    public func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
        !CollectionDataSourceCapabilities.lacksMove(self)
    }
    /// Notes that the data source cannot reorder: the collection view puts the item back and refuses later moves.
    public func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
                               to destinationIndexPath: IndexPath) {
        CollectionDataSourceCapabilities.noteMissingMove(self)
    }
    /// Returns `nil`: the collection view shows no index.
    public func indexTitles(for collectionView: UICollectionView) -> [String]? { nil }
    /// Returns the first item of the first section, whatever the title.
    public func collectionView(_ collectionView: UICollectionView, indexPathForIndexTitle title: String,
                               at index: Int) -> IndexPath { IndexPath(item: 0, section: 0) }
}

/// What a collection view tells its delegate about highlighting, selection and the elements it shows, besides
/// the scroll view's messages; every method is optional.
///
/// A tap on an item: `shouldHighlightItemAt`, `didHighlightItemAt` as the finger goes down; as it lifts,
/// `shouldSelectItemAt`, `didUnhighlightItemAt`, then (single selection) `didDeselectItemAt` for the item that was
/// selected before and `didSelectItemAt`. With multiple selection a tap on a selected item asks
/// `shouldDeselectItemAt` and sends `didUnhighlightItemAt`, `didDeselectItemAt`. Selecting in code sends none of
/// these. `willDisplay` comes after the cell has its attributes and selection state and before it is shown;
/// `didEndDisplaying` after it left the visible rectangle (or was deleted or reloaded).
@preconcurrency @MainActor
public protocol UICollectionViewDelegate: UIScrollViewDelegate {
    /// Whether the item may be highlighted as a touch goes down on it (default true).
    func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool
    /// The item was highlighted by a touch.
    func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath)
    /// The item's highlight was removed (the touch ended, moved off or was cancelled).
    func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath)
    /// Whether a tap may select the item (default true).
    func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool
    /// Whether a tap may deselect the item (default true).
    func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool
    /// The user selected the item.
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath)
    /// The user's action deselected the item.
    func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath)
    /// The cell is about to be shown for the item at `indexPath`.
    func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell,
                        forItemAt indexPath: IndexPath)
    /// The supplementary view is about to be shown.
    func collectionView(_ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
                        forElementKind elementKind: String, at indexPath: IndexPath)
    /// The cell that showed the item at `indexPath` (its path before any update) was removed.
    func collectionView(_ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
                        forItemAt indexPath: IndexPath)
    /// The supplementary view was removed.
    func collectionView(_ collectionView: UICollectionView,
                        didEndDisplayingSupplementaryView view: UICollectionReusableView,
                        forElementOfKind elementKind: String, at indexPath: IndexPath)
    /// The offset to show after an update or layout change (default: the proposal).
    func collectionView(_ collectionView: UICollectionView,
                        targetContentOffsetForProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint
    /// Where an interactively moving item goes instead of `proposedIndexPath` (iOS 9 form; default: the proposal).
    /// `originalIndexPath` is where the item started.
    func collectionView(_ collectionView: UICollectionView, targetIndexPathForMoveFromItemAt originalIndexPath: IndexPath,
                        toProposedIndexPath proposedIndexPath: IndexPath) -> IndexPath
    /// Where an interactively moving item goes instead of `proposedIndexPath`, knowing where it started
    /// (`originalIndexPath`) and where it is shown now (`currentIndexPath`) (iOS 15). The default asks
    /// `collectionView(_:targetIndexPathForMoveFromItemAt:toProposedIndexPath:)`.
    func collectionView(_ collectionView: UICollectionView,
                        targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
                        atCurrentIndexPath currentIndexPath: IndexPath,
                        toProposedIndexPath proposedIndexPath: IndexPath) -> IndexPath
    /// The context menu for a long press on the items at `indexPaths` (empty: the background; `point` in the
    /// collection view's coordinates), or nil for none (iOS 16). The default asks the older
    /// `contextMenuConfigurationForItemAt` for a single item (Collections/UICollectionView+ContextMenu.swift).
    func collectionView(_ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath],
                        point: CGPoint) -> UIContextMenuConfiguration?
    /// The context menu for a long press on the item at `indexPath`, or nil (the default) for none (iOS 13).
    func collectionView(_ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath,
                        point: CGPoint) -> UIContextMenuConfiguration?
}

extension UICollectionViewDelegate {
    /// Returns `true`: every item highlights under a touch.
    public func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
        true
    }
    /// Does nothing.
    public func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {}
    /// Does nothing.
    public func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) {}
    /// Returns `true`: every item can be selected by a tap.
    public func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        true
    }
    /// Returns `true`: every selected item can be deselected by a tap.
    public func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool {
        true
    }
    /// Does nothing.
    public func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}
    /// Does nothing.
    public func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {}
    /// Does nothing.
    public func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell,
                               forItemAt indexPath: IndexPath) {}
    /// Does nothing.
    public func collectionView(_ collectionView: UICollectionView,
                               willDisplaySupplementaryView view: UICollectionReusableView,
                               forElementKind elementKind: String, at indexPath: IndexPath) {}
    /// Does nothing.
    public func collectionView(_ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
                               forItemAt indexPath: IndexPath) {}
    /// Does nothing.
    public func collectionView(_ collectionView: UICollectionView,
                               didEndDisplayingSupplementaryView view: UICollectionReusableView,
                               forElementOfKind elementKind: String, at indexPath: IndexPath) {}
    /// Returns `proposedContentOffset` unchanged.
    public func collectionView(_ collectionView: UICollectionView,
                               targetContentOffsetForProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
        proposedContentOffset
    }
    /// Returns `proposedIndexPath`: the moving item goes where the user drags it.
    public func collectionView(_ collectionView: UICollectionView,
                               targetIndexPathForMoveFromItemAt originalIndexPath: IndexPath,
                               toProposedIndexPath proposedIndexPath: IndexPath) -> IndexPath { proposedIndexPath }
    /// Asks ``UICollectionViewDelegate/collectionView(_:targetIndexPathForMoveFromItemAt:toProposedIndexPath:)``, the
    /// iOS 9 form, so delegates that implement only that one keep working.
    public func collectionView(_ collectionView: UICollectionView,
                               targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
                               atCurrentIndexPath currentIndexPath: IndexPath,
                               toProposedIndexPath proposedIndexPath: IndexPath) -> IndexPath {
        self.collectionView(collectionView, targetIndexPathForMoveFromItemAt: originalIndexPath,
                            toProposedIndexPath: proposedIndexPath)
    }
}

/// The flow layout's per-section and per-item questions; each optional method's default is the layout's
/// corresponding property (`itemSize`, `sectionInset`, …). The flow layout asks the collection view's delegate
/// when it adopts this protocol. Sizes and spacings that are negative or not finite are logged and read as zero.
@preconcurrency @MainActor
public protocol UICollectionViewDelegateFlowLayout: UICollectionViewDelegate {
    /// The size of the item at `indexPath`, in points (default: the layout's `itemSize`).
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        sizeForItemAt indexPath: IndexPath) -> CGSize
    /// The margins around `section`'s items (default: the layout's `sectionInset`).
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        insetForSectionAt section: Int) -> UIEdgeInsets
    /// The minimum space between lines of `section` (default: the layout's `minimumLineSpacing`).
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        minimumLineSpacingForSectionAt section: Int) -> CGFloat
    /// The minimum space between items of a line in `section` (default: the layout's `minimumInteritemSpacing`).
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        minimumInteritemSpacingForSectionAt section: Int) -> CGFloat
    /// The header's size; only the height (vertical) or width (horizontal) counts (default:
    /// `headerReferenceSize`; zero: no header).
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        referenceSizeForHeaderInSection section: Int) -> CGSize
    /// The footer's size, like the header's (default: `footerReferenceSize`).
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        referenceSizeForFooterInSection section: Int) -> CGSize
}

extension UICollectionViewDelegateFlowLayout {
    /// Returns the flow layout's ``UICollectionViewFlowLayout/itemSize`` (zero for another layout).
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                               sizeForItemAt indexPath: IndexPath) -> CGSize {
        (collectionViewLayout as? UICollectionViewFlowLayout)?.itemSize ?? .zero
    }
    /// Returns the flow layout's ``UICollectionViewFlowLayout/sectionInset`` (zero for another layout).
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                               insetForSectionAt section: Int) -> UIEdgeInsets {
        (collectionViewLayout as? UICollectionViewFlowLayout)?.sectionInset ?? .zero
    }
    /// Returns the flow layout's ``UICollectionViewFlowLayout/minimumLineSpacing`` (0 for another layout).
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                               minimumLineSpacingForSectionAt section: Int) -> CGFloat {
        (collectionViewLayout as? UICollectionViewFlowLayout)?.minimumLineSpacing ?? 0
    }
    /// Returns the flow layout's ``UICollectionViewFlowLayout/minimumInteritemSpacing`` (0 for another layout).
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                               minimumInteritemSpacingForSectionAt section: Int) -> CGFloat {
        (collectionViewLayout as? UICollectionViewFlowLayout)?.minimumInteritemSpacing ?? 0
    }
    /// Returns the flow layout's ``UICollectionViewFlowLayout/headerReferenceSize`` (zero for another layout).
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                               referenceSizeForHeaderInSection section: Int) -> CGSize {
        (collectionViewLayout as? UICollectionViewFlowLayout)?.headerReferenceSize ?? .zero
    }
    /// Returns the flow layout's ``UICollectionViewFlowLayout/footerReferenceSize`` (zero for another layout).
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                               referenceSizeForFooterInSection section: Int) -> CGSize {
        (collectionViewLayout as? UICollectionViewFlowLayout)?.footerReferenceSize ?? .zero
    }
}
