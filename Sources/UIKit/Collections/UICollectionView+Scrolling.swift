// SPDX-License-Identifier: Apache-2.0

import Foundation

/// Scrolling to items.
extension UICollectionView {
    /// Scrolls so the item at `indexPath` sits at `scrollPosition` (one vertical and/or one horizontal position;
    /// an empty position scrolls only as far as needed to show it), clamped to the scrollable range. Animated, the
    /// scroll view's animated scroll moves there in 0.3 s and then calls `scrollViewDidEndScrollingAnimation(_:)`;
    /// otherwise the offset jumps, calling `scrollViewDidScroll(_:)` once. Out-of-range paths are logged and ignored.
    public func scrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        guard isValidItem(indexPath, "scrollToItem(at:at:animated:)") else { return }
        prepareLayoutIfNeeded()
        guard let frame = layoutStorage.layoutAttributesForItem(at: indexPath)?.frame else { return }
        let inset = adjustedContentInset
        let visible = bounds.inset(by: inset)
        var offset = contentOffset
        if scrollPosition.contains(.top) {
            offset.y = frame.minY - inset.top
        } else if scrollPosition.contains(.centeredVertically) {
            offset.y = frame.midY - inset.top - visible.height / 2
        } else if scrollPosition.contains(.bottom) {
            offset.y = frame.maxY - inset.top - visible.height
        } else if scrollPosition.isDisjoint(with: [.left, .centeredHorizontally, .right]) || scrollPosition.isEmpty {
            if frame.minY < visible.minY { offset.y = frame.minY - inset.top }
            else if frame.maxY > visible.maxY { offset.y = frame.maxY - inset.top - visible.height }
        }
        if scrollPosition.contains(.left) {
            offset.x = frame.minX - inset.left
        } else if scrollPosition.contains(.centeredHorizontally) {
            offset.x = frame.midX - inset.left - visible.width / 2
        } else if scrollPosition.contains(.right) {
            offset.x = frame.maxX - inset.left - visible.width
        } else if scrollPosition.isDisjoint(with: [.top, .centeredVertically, .bottom]) || scrollPosition.isEmpty {
            if frame.minX < visible.minX { offset.x = frame.minX - inset.left }
            else if frame.maxX > visible.maxX { offset.x = frame.maxX - inset.left - visible.width }
        }
        offset.x = clamp(offset.x, -inset.left, contentSize.width + inset.right - bounds.width)
        offset.y = clamp(offset.y, -inset.top, contentSize.height + inset.bottom - bounds.height)
        if offset != contentOffset { setContentOffset(offset, animated: animated) }
    }

    /// `value` within `low…high` (`low` when the range is empty); keeps the sign of zero `value` has.
    private func clamp(_ value: CGFloat, _ low: CGFloat, _ high: CGFloat) -> CGFloat {
        if value < low { return low }
        if value > max(low, high) { return max(low, high) }
        return value
    }
}
