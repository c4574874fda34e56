// SPDX-License-Identifier: Apache-2.0

import Foundation

/// Places the sections of a compositional layout one after another along the scrolling axis, writing the
/// attributes into the layout's caches.
@MainActor
struct CompositionalPlacer {
    let layout: UICollectionViewCompositionalLayout
    /// The layout container's size, in points.
    let container: CGSize
    /// Whether sections stack top to bottom (false: left to right).
    let vertical: Bool
    /// Where the next section starts along the scrolling axis.
    var position: CGFloat = 0

    init(layout: UICollectionViewCompositionalLayout, container: CGSize, vertical: Bool) {
        self.layout = layout
        self.container = container
        self.vertical = vertical
    }

    /// Lays out section `index` of `count` items with `section`'s group, insets and boundary items.
    mutating func place(_ section: NSCollectionLayoutSection, index: Int, count: Int) {
        let insets = section.contentInsets
        let inner = CGSize(width: max(0, container.width - insets.leading - insets.trailing),
                           height: max(0, container.height - insets.top - insets.bottom))
        var kindCounts: [String: Int] = [:]
        let boundary = section.boundarySupplementaryItems
        if !vertical, !boundary.isEmpty {
            UIKitDiagnostics.log("UICollectionViewCompositionalLayout: boundary supplementary items of horizontal layouts are not laid out yet")
        }
        let above = vertical ? boundary.filter { $0.alignment.isAbove == true } : []
        let below = vertical ? boundary.filter { $0.alignment.isAbove == false } : []
        for item in boundary where item.alignment.isAbove == nil {
            UIKitDiagnostics.log("UICollectionViewCompositionalLayout: boundary alignment \(item.alignment) is not laid out yet")
        }
        var placedBoundary: [(UICollectionViewLayoutAttributes, NSCollectionLayoutBoundarySupplementaryItem)] = []
        if !above.isEmpty, let padding = section.listConfiguration?.headerTopPadding, padding.isFinite {
            position += max(0, padding)
        }
        for item in above {
            placedBoundary.append((placeBoundary(item, section: section, index: index, counts: &kindCounts), item))
        }
        let contentStart = position
        position += vertical ? insets.top : insets.leading

        var cells: [UICollectionViewLayoutAttributes] = []
        let spacing = section.interGroupSpacing.isFinite ? max(0, section.interGroupSpacing) : 0
        let groupSize = section.group.layoutSize.resolved(in: inner)
        if vertical, section.orthogonalScrollingBehavior != .none {
            cells = placeOrthogonally(section, index: index, count: count, groupSize: groupSize, spacing: spacing,
                                      bandTop: contentStart)
        }
        while cells.count < count {
            if !cells.isEmpty { position += spacing }
            let origin = vertical ? CGPoint(x: insets.leading, y: position) : CGPoint(x: position, y: insets.top)
            let placed = placeGroup(section.group, origin: origin, groupSize: groupSize,
                                    first: IndexPath(item: cells.count, section: index), remaining: count - cells.count)
            let frames = placed.frames
            guard !frames.isEmpty else {
                UIKitDiagnostics.log("UICollectionViewCompositionalLayout: section \(index)'s group has no items; \(count - cells.count) items are not placed")
                break
            }
            for frame in frames where cells.count < count {
                let attributes = layout.makeAttributes(forCellWith: IndexPath(item: cells.count, section: index))
                attributes.frame = frame
                attributes.listPlacement = section.listConfiguration?.placement(ofItem: cells.count, count: count,
                                                                                section: index)
                cells.append(attributes)
                layout.elements.append(attributes)
            }
            position += placed.extent
        }
        position += vertical ? insets.bottom : insets.trailing
        let contentEnd = position
        layout.cells.append(cells)
        for item in below {
            placedBoundary.append((placeBoundary(item, section: section, index: index, counts: &kindCounts), item))
        }
        for (attributes, item) in placedBoundary where item.pinToVisibleBounds {
            layout.pinned.append((attributes, item.alignment.isAbove == true, contentStart, contentEnd))
        }
    }

    /// Places a top or bottom boundary item at the current position (vertical layouts) and moves past it.
    private mutating func placeBoundary(_ item: NSCollectionLayoutBoundarySupplementaryItem,
                                        section: NSCollectionLayoutSection, index: Int,
                                        counts: inout [String: Int]) -> UICollectionViewLayoutAttributes {
        let insets = section.contentInsets
        let follow = section.supplementariesFollowContentInsets
        let minX = follow ? insets.leading : 0
        let width = follow ? max(0, container.width - insets.leading - insets.trailing) : container.width
        let size = item.layoutSize.resolved(in: CGSize(width: width, height: container.height))
        let x: CGFloat
        switch item.alignment {
        case .topLeading, .bottomLeading: x = minX
        case .topTrailing, .bottomTrailing: x = minX + width - size.width
        default: x = minX + (width - size.width) / 2
        }
        let number = counts[item.elementKind, default: 0]
        counts[item.elementKind] = number + 1
        let path = IndexPath(item: number, section: index)
        let attributes = layout.makeAttributes(forSupplementaryOfKind: item.elementKind, with: path)
        attributes.frame = CGRect(x: x + item.offset.x, y: position + item.offset.y,
                                  width: size.width, height: size.height)
        attributes.zIndex = item.zIndex
        attributes.listPlacement = section.listConfiguration.map { ListPlacement(appearance: $0.appearance) }
        position += size.height
        layout.supplementaries[item.elementKind, default: [:]][path] = attributes
        layout.elements.append(attributes)
        return attributes
    }
}
