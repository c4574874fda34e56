// SPDX-License-Identifier: Apache-2.0

import Foundation

/// An interactive movement in progress: the item being dragged and the order the collection view shows while the
/// data source still has the old one.
@MainActor
package final class InteractiveMovement {
    /// Where the item was when the movement began (a data-source path).
    package let original: IndexPath
    /// Where the item is shown now.
    package var current: IndexPath
    /// The moving item's centre, in the collection view's content coordinates.
    package var position: CGPoint
    /// For each shown section, the data-source paths of its items in the order they are shown.
    package var order: [[IndexPath]]
    /// The item counts of the data source when the movement began.
    package let dataCounts: [Int]

    package init(original: IndexPath, position: CGPoint, counts: [Int]) {
        self.original = original
        current = original
        self.position = position
        dataCounts = counts
        order = counts.enumerated().map { section, count in
            (0..<count).map { IndexPath(item: $0, section: section) }
        }
    }

    /// The data-source path of the item shown at `shown` (the path itself when out of range).
    package func dataPath(forShown shown: IndexPath) -> IndexPath {
        guard shown.count == 2, shown.section >= 0, shown.section < order.count,
              shown.item >= 0, shown.item < order[shown.section].count else { return shown }
        return order[shown.section][shown.item]
    }

    /// The shown path of each data-source path.
    package var shownPaths: [IndexPath: IndexPath] {
        var result: [IndexPath: IndexPath] = [:]
        for (section, paths) in order.enumerated() {
            for (item, path) in paths.enumerated() { result[path] = IndexPath(item: item, section: section) }
        }
        return result
    }

    /// The counts the collection view shows.
    package var shownCounts: [Int] { order.map(\.count) }

    /// Whether `target` is a place the item can be shown at: an existing section, and an item index up to the
    /// section's count (its own section's count less one).
    package func accepts(_ target: IndexPath) -> Bool {
        guard target.count == 2, target.section >= 0, target.section < order.count, target.item >= 0 else {
            return false
        }
        let limit = order[target.section].count - (target.section == current.section ? 1 : 0)
        return target.item <= limit
    }

    /// Shows the item at `target` instead of `current`.
    package func move(to target: IndexPath) {
        let path = order[current.section].remove(at: current.item)
        order[target.section].insert(path, at: target.item)
        current = target
    }
}
