// SPDX-License-Identifier: Apache-2.0

import Foundation

/// Self-sizing in a vertical compositional layout: items whose height is `.estimated` are laid out at the estimate
/// until their cell has been measured (`preferredLayoutAttributesFitting(_:)`), then at the measured height; a group
/// whose height is estimated grows or shrinks to hold its items, and everything after it moves.
extension CompositionalPlacer {
    /// The frames of one group placed at `origin` with `groupSize`, holding the items from `first` on (at most
    /// `remaining`), with measured heights applied, and the height the group takes along the scrolling axis.
    /// Marks the items whose height is estimated in the layout.
    mutating func placeGroup(_ group: NSCollectionLayoutGroup, origin: CGPoint, groupSize: CGSize,
                             first: IndexPath, remaining: Int) -> (frames: [CGRect], extent: CGFloat) {
        let slots = group.leafSlots(in: CGRect(origin: origin, size: groupSize))
        let groupEstimated = group.layoutSize.heightDimension.isEstimated
        guard vertical, groupEstimated || slots.contains(where: { $0.item.layoutSize.heightDimension.isEstimated })
        else {
            return (slots.map(\.frame), vertical ? groupSize.height : groupSize.width)
        }
        var frames: [CGRect] = []
        var shift: CGFloat = 0
        var bottom = origin.y
        for (offset, slot) in slots.enumerated() {
            var frame = slot.frame
            if group.axis == .vertical { frame.origin.y += shift }
            let dimension = slot.item.layoutSize.heightDimension
            let sizesItself = dimension.isEstimated || (groupEstimated && dimension.isFractionalHeight)
            if offset < remaining, sizesItself {
                let path = IndexPath(item: first.item + offset, section: first.section)
                layout.estimatedHeightPaths.insert(path)
                if let measured = layout.measuredSizes[path] {
                    let delta = measured.height - frame.height
                    frame.size.height = measured.height
                    if group.axis == .vertical { shift += delta }
                }
            }
            if offset < remaining { bottom = max(bottom, frame.maxY + slot.item.contentInsets.bottom) }
            frames.append(frame)
        }
        let extent = groupEstimated ? max(0, bottom - origin.y + group.contentInsets.bottom) : groupSize.height
        return (frames, extent)
    }
}
