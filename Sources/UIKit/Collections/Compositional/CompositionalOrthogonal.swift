// SPDX-License-Identifier: Apache-2.0

import Foundation

/// A section of a vertical compositional layout that scrolls sideways (`orthogonalScrollingBehavior`): its groups
/// stand in one row, and the collection view scrolls that row in a nested horizontal scroll view.
package struct OrthogonalBand {
    /// The section's top and height in the layout's content, in points (content insets included).
    package var minY: CGFloat
    package var height: CGFloat
    /// The row's full width, from the leading content inset to the trailing one.
    package var contentWidth: CGFloat
    package var behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior
    /// The distance from one group's leading edge to the next one's.
    package var groupStride: CGFloat
    package var leadingInset: CGFloat
    package var groupWidth: CGFloat
}

extension CompositionalPlacer {
    /// Places the section's groups side by side from the leading content inset (`spacing` apart) and records the
    /// band the nested scroll view covers; the frames are unscrolled (the layout shifts them by the band's offset
    /// when asked).
    mutating func placeOrthogonally(_ section: NSCollectionLayoutSection, index: Int, count: Int, groupSize: CGSize,
                                    spacing: CGFloat, bandTop: CGFloat) -> [UICollectionViewLayoutAttributes] {
        let insets = section.contentInsets
        var cells: [UICollectionViewLayoutAttributes] = []
        var x = insets.leading
        while cells.count < count {
            if !cells.isEmpty { x += spacing }
            let frames = section.group.leafFrames(in: CGRect(origin: CGPoint(x: x, y: position), size: groupSize))
            guard !frames.isEmpty else { break }
            for frame in frames where cells.count < count {
                let attributes = layout.makeAttributes(forCellWith: IndexPath(item: cells.count, section: index))
                attributes.frame = frame
                cells.append(attributes)
                layout.elements.append(attributes)
            }
            x += groupSize.width
        }
        if !cells.isEmpty { position += groupSize.height }
        let height = position + insets.bottom - bandTop
        layout.orthogonalBands[index] = OrthogonalBand(
            minY: bandTop, height: height, contentWidth: x + insets.trailing,
            behavior: section.orthogonalScrollingBehavior, groupStride: groupSize.width + spacing,
            leadingInset: insets.leading, groupWidth: groupSize.width)
        return cells
    }
}

extension UICollectionViewCompositionalLayout {
    /// `attributes` as they stand on screen: a copy moved left by its section's sideways scroll when the section
    /// scrolls orthogonally, otherwise the attributes themselves.
    package func scrolledForOrthogonalSection(_ attributes: UICollectionViewLayoutAttributes)
        -> UICollectionViewLayoutAttributes {
        guard attributes.representedElementCategory == .cell,
              orthogonalBands[attributes.indexPath.section] != nil,
              let offset = orthogonalOffsets[attributes.indexPath.section], offset != 0 else { return attributes }
        let copy = attributes.copy() as! UICollectionViewLayoutAttributes
        copy.frame = attributes.frame.offsetBy(dx: -offset, dy: 0)
        return copy
    }
}

/// The horizontal scroll view of an orthogonally scrolling section; the section's cells are its subviews.
package final class OrthogonalSectionScroller: UIScrollView, UIScrollViewDelegate {
    package var section = 0
    package var band: OrthogonalBand?
    package weak var collectionView: UICollectionView?

    package convenience init(section: Int) {
        self.init(frame: .zero)
        self.section = section
        showsHorizontalScrollIndicator = false
        showsVerticalScrollIndicator = false
        alwaysBounceVertical = false
        alwaysBounceHorizontal = true
        backgroundColor = nil
        delegate = self
    }

    package func scrollViewDidScroll(_ scrollView: UIScrollView) {
        guard let collectionView,
              let layout = collectionView.collectionViewLayout as? UICollectionViewCompositionalLayout else { return }
        layout.orthogonalOffsets[section] = contentOffset.x
        collectionView.setNeedsLayout()
    }

    /// Group paging: the drag comes to rest at a group's leading edge (the nearest in the flick's direction; at
    /// most one group away for `.groupPaging`, centred for `.groupPagingCentered`).
    package func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                           targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        guard let band, band.groupStride > 0 else { return }
        let maximum = max(0, contentSize.width - bounds.width)
        // Resting on group k puts its leading edge where the first group starts (or centres it).
        let base = band.behavior == .groupPagingCentered
            ? band.leadingInset + band.groupWidth / 2 - bounds.width / 2 : 0
        var index: CGFloat
        switch band.behavior {
        case .groupPaging, .groupPagingCentered:
            let current = ((contentOffset.x - base) / band.groupStride).rounded()
            let step: CGFloat = velocity.x > 0.3 ? 1 : velocity.x < -0.3 ? -1 : 0
            index = current + step
        case .continuousGroupLeadingBoundary:
            index = ((targetContentOffset.pointee.x - base) / band.groupStride).rounded()
        default: return
        }
        targetContentOffset.pointee.x = min(max(0, base + max(0, index) * band.groupStride), maximum)
    }
}

extension UICollectionView {
    /// Puts a nested scroll view over each orthogonally scrolling section of a compositional layout and moves the
    /// section's visible cells into it (at their unscrolled place in its content); removes the scroll views of
    /// sections that no longer scroll sideways.
    package func syncOrthogonalScrollers() {
        let bands = (layoutStorage as? UICollectionViewCompositionalLayout)?.orthogonalBands ?? [:]
        for (section, scroller) in orthogonalScrollers where bands[section] == nil {
            scroller.removeFromSuperview()
            orthogonalScrollers[section] = nil
        }
        for (section, band) in bands {
            let scroller = orthogonalScrollers[section] ?? OrthogonalSectionScroller(section: section)
            if orthogonalScrollers[section] == nil {
                scroller.collectionView = self
                orthogonalScrollers[section] = scroller
                insertSubview(scroller, at: backgroundView == nil ? 0 : 1)
            }
            scroller.band = band
            scroller.isPagingEnabled = band.behavior == .paging
            let frame = CGRect(x: 0, y: band.minY, width: contentSize.width, height: band.height)
            if scroller.frame != frame { scroller.frame = frame }
            let size = CGSize(width: band.contentWidth, height: band.height)
            if scroller.contentSize != size { scroller.contentSize = size }
        }
        for (path, cell) in visibleCellsByPath {
            guard let scroller = orthogonalScrollers[path.section], let band = scroller.band,
                  let attributes = cell.layoutAttributesStorage else { continue }
            if cell.superview !== scroller { scroller.addSubview(cell) }
            let offset = scroller.contentOffset.x
            cell.center = CGPoint(x: attributes.center.x + offset, y: attributes.center.y - band.minY)
        }
    }
}
