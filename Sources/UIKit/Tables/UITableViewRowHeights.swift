// SPDX-License-Identifier: Apache-2.0

import Foundation

/// The heights of one section's rows as a prefix sum: every row is `estimate` high until it is measured, and a
/// Fenwick tree of the measured rows' differences from the estimate answers "where does row r start" and "which
/// row is at y" in O(log n).
///
/// Nothing is allocated until the first row is measured, so a section of 10,000 rows costs one count and one
/// estimate until its rows scroll into view.
package struct TableRowHeights {
    /// The height of a row that has not been measured.
    package private(set) var estimate: CGFloat
    /// The number of rows.
    package let count: Int
    private var tree: [CGFloat] = []
    private var measured: [Bool] = []

    package init(count: Int, estimate: CGFloat) {
        self.count = max(0, count)
        self.estimate = estimate
    }

    /// Whether row `row` has its real height.
    package func isMeasured(_ row: Int) -> Bool { !measured.isEmpty && measured[row] }

    /// The total height of rows `0..<row`.
    package func offset(ofRow row: Int) -> CGFloat {
        var sum = CGFloat(row) * estimate
        guard !tree.isEmpty else { return sum }
        var i = row
        while i > 0 {
            sum += tree[i - 1]
            i &= i - 1
        }
        return sum
    }

    /// The height of all rows.
    package var total: CGFloat { offset(ofRow: count) }

    /// The height of row `row`.
    package func height(ofRow row: Int) -> CGFloat { offset(ofRow: row + 1) - offset(ofRow: row) }

    /// Records the real height of row `row`.
    package mutating func setHeight(_ height: CGFloat, ofRow row: Int) {
        if tree.isEmpty {
            tree = Array(repeating: 0, count: count)
            measured = Array(repeating: false, count: count)
        }
        let delta = height - self.height(ofRow: row)
        measured[row] = true
        guard delta != 0 else { return }
        var i = row + 1
        while i <= count {
            tree[i - 1] += delta
            i += i & -i
        }
    }

    /// The rows measured so far and their heights (O(rows)).
    package func measuredRows() -> [(row: Int, height: CGFloat)] {
        measured.indices.compactMap { measured[$0] ? ($0, height(ofRow: $0)) : nil }
    }

    /// The row containing `y` (measured from the first row's top), clamped to the rows; nil when there are none.
    package func row(at y: CGFloat) -> Int? {
        guard count > 0 else { return nil }
        // Binary lifting: the largest `pos` whose rows 0..<pos end at or above y.
        var pos = 0
        var sum: CGFloat = 0
        var step = 1
        while step * 2 <= count { step *= 2 }
        while step > 0 {
            let next = pos + step
            if next <= count {
                let span = CGFloat(step) * estimate + (tree.isEmpty ? 0 : tree[next - 1])
                if sum + span <= y {
                    pos = next
                    sum += span
                }
            }
            step /= 2
        }
        return min(pos, count - 1)
    }
}
