// SPDX-License-Identifier: Apache-2.0

import Foundation

/// A row or column of items (or of other groups) in a compositional layout; a section repeats its group until its
/// items run out.
///
/// A group made with a list of subitems lays them out in order along its axis, starting again at the first while the
/// next one still fits (so a full-width group of one third-width item holds three); each subitem's cross-axis size
/// resolves against the group, and it sits at the group's top (leading) edge. A group made with a `count` sizes its
/// subitem so exactly `count` fit with the spacing between them, whatever the subitem's own size along the axis.
/// Each leaf item of a group takes the next cell of the section; the last group of a section may be partly filled.
@preconcurrency @MainActor
open class NSCollectionLayoutGroup: NSCollectionLayoutItem {
    package enum Axis { case horizontal, vertical }
    package let axis: Axis
    /// The items (or groups) the group lays out.
    public let subitems: [NSCollectionLayoutItem]
    /// The number of times the single subitem repeats, for groups made with a count.
    package let repeatCount: Int?
    /// The space between neighbouring subitems (nil: none).
    open var interItemSpacing: NSCollectionLayoutSpacing?

    package init(axis: Axis, layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem], count: Int?) {
        self.axis = axis
        self.subitems = subitems
        repeatCount = count
        super.init(layoutSize: layoutSize, supplementaryItems: [])
    }

    private class func make(_ axis: Axis, _ size: NSCollectionLayoutSize, _ item: NSCollectionLayoutItem,
                            _ count: Int) -> NSCollectionLayoutGroup {
        guard count >= 1 else {
            UIKitDiagnostics.log("NSCollectionLayoutGroup: count \(count) must be at least 1, using 1")
            return NSCollectionLayoutGroup(axis: axis, layoutSize: size, subitems: [item], count: 1)
        }
        return NSCollectionLayoutGroup(axis: axis, layoutSize: size, subitems: [item], count: count)
    }

    /// A group of `layoutSize` laying `subitems` out left to right, repeated while they fit.
    open class func horizontal(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem])
        -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(axis: .horizontal, layoutSize: layoutSize, subitems: subitems, count: nil)
    }

    /// A group of `layoutSize` holding exactly `count` copies of `subitem` side by side, sized to fit.
    open class func horizontal(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int)
        -> NSCollectionLayoutGroup {
        make(.horizontal, layoutSize, subitem, count)
    }

    /// A group of `layoutSize` holding exactly `count` copies of `repeatingSubitem` side by side, sized to fit.
    open class func horizontal(layoutSize: NSCollectionLayoutSize, repeatingSubitem: NSCollectionLayoutItem,
                               count: Int) -> NSCollectionLayoutGroup {
        make(.horizontal, layoutSize, repeatingSubitem, count)
    }

    /// A group of `layoutSize` laying `subitems` out top to bottom, repeated while they fit.
    open class func vertical(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem])
        -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(axis: .vertical, layoutSize: layoutSize, subitems: subitems, count: nil)
    }

    /// A group of `layoutSize` holding exactly `count` copies of `subitem` stacked, sized to fit.
    open class func vertical(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int)
        -> NSCollectionLayoutGroup {
        make(.vertical, layoutSize, subitem, count)
    }

    /// A group of `layoutSize` holding exactly `count` copies of `repeatingSubitem` stacked, sized to fit.
    open class func vertical(layoutSize: NSCollectionLayoutSize, repeatingSubitem: NSCollectionLayoutItem,
                             count: Int) -> NSCollectionLayoutGroup {
        make(.vertical, layoutSize, repeatingSubitem, count)
    }

    /// The frames of the group's leaf items, in order, when the group occupies `frame` (its content insets are
    /// taken off here). Each frame already has its item's content insets taken off.
    package func leafFrames(in frame: CGRect) -> [CGRect] { leafSlots(in: frame).map(\.frame) }

    /// The frames of the leaf items placed in `frame`, each with the item it places (nested groups flattened).
    package func leafSlots(in frame: CGRect) -> [(frame: CGRect, item: NSCollectionLayoutItem)] {
        let area = frame.insetBy(contentInsets)
        guard !subitems.isEmpty else { return [] }
        let horizontal = axis == .horizontal
        let extent = horizontal ? area.width : area.height
        let minimumSpacing = interItemSpacing?.spacing ?? 0
        var sizes: [(item: NSCollectionLayoutItem, size: CGSize)] = []
        if let count = repeatCount {
            let along = max(0, (extent - minimumSpacing * CGFloat(count - 1)) / CGFloat(count))
            let natural = subitems[0].layoutSize.resolved(in: area.size)
            let size = horizontal ? CGSize(width: along, height: natural.height)
                                  : CGSize(width: natural.width, height: along)
            sizes = Array(repeating: (subitems[0], size), count: count)
        } else {
            var used: CGFloat = 0
            var index = 0
            while true {
                let item = subitems[index % subitems.count]
                let size = item.layoutSize.resolved(in: area.size)
                let along = horizontal ? size.width : size.height
                let needed = (sizes.isEmpty ? 0 : minimumSpacing) + along
                // Always place the first pass of subitems; repeat only items that add room and still fit.
                if index >= subitems.count && (along <= 0 || used + needed > extent + 0.0001) { break }
                sizes.append((item, size))
                used += needed
                index += 1
                if index >= 10_000 { break }
            }
        }
        var spacing = minimumSpacing
        if interItemSpacing?.isFlexibleSpacing == true, sizes.count > 1 {
            let total = sizes.reduce(0) { $0 + (horizontal ? $1.size.width : $1.size.height) }
            let spare = extent - total - minimumSpacing * CGFloat(sizes.count - 1)
            if spare > 0 { spacing += spare / CGFloat(sizes.count - 1) }
        }
        var frames: [(frame: CGRect, item: NSCollectionLayoutItem)] = []
        var position = horizontal ? area.minX : area.minY
        for (item, size) in sizes {
            let slot = horizontal ? CGRect(x: position, y: area.minY, width: size.width, height: size.height)
                                  : CGRect(x: area.minX, y: position, width: size.width, height: size.height)
            if let group = item as? NSCollectionLayoutGroup {
                frames += group.leafSlots(in: slot)
            } else {
                frames.append((slot.insetBy(item.contentInsets), item))
            }
            position += (horizontal ? size.width : size.height) + spacing
        }
        return frames
    }
}

extension CGRect {
    /// The rectangle with `insets` taken off its sides (leading = left); never narrower or shorter than zero.
    package func insetBy(_ insets: NSDirectionalEdgeInsets) -> CGRect {
        CGRect(x: minX + insets.leading, y: minY + insets.top,
               width: max(0, width - insets.leading - insets.trailing),
               height: max(0, height - insets.top - insets.bottom))
    }
}
