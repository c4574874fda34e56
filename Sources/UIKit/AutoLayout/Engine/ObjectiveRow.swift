// SPDX-License-Identifier: Apache-2.0

/// The objective the simplex minimises (and phase one's artificial objective): `constant + Σ weight × symbol`.
///
/// Unlike tableau rows it holds a cell for every weighted constraint's error symbols, thousands on a real screen,
/// and is updated on every pivot; so its cells live in a hash table, and the symbols with a negative coefficient
/// (the candidates to enter the basis) are kept apart, so finding the next one does not scan the objective.
struct ObjectiveRow {
    var constant: Double = 0
    private(set) var cells: [Int: Double] = [:]
    private var negatives = Set<Int>()
    /// The negative symbols again, as a binary min-heap, so the lowest-numbered candidate is found without
    /// scanning them all. Entries go stale when a symbol stops being negative; they are dropped when they reach
    /// the top (a symbol that turns negative again is pushed again).
    private var heap: [Int] = []

    init() {}

    /// An objective equal to `row`.
    init(_ row: TableauRow) { add(row, times: 1) }

    func coefficient(of symbol: Int) -> Double { cells[symbol] ?? 0 }

    mutating func add(_ amount: Double, to symbol: Int) {
        let sum = (cells[symbol] ?? 0) + amount
        if TableauRow.isNearZero(sum) {
            cells[symbol] = nil
            negatives.remove(symbol)
        } else {
            cells[symbol] = sum
            if sum < 0 {
                if negatives.insert(symbol).inserted { push(symbol) }
            } else {
                negatives.remove(symbol)
            }
        }
    }

    mutating func add(_ row: TableauRow, times factor: Double) {
        constant += row.constant * factor
        for (symbol, c) in row.cells { add(c * factor, to: symbol) }
    }

    mutating func remove(_ symbol: Int) {
        cells[symbol] = nil
        negatives.remove(symbol)
    }

    /// Replaces `symbol` by `row` (which gives its value).
    mutating func substitute(_ symbol: Int, with row: TableauRow) {
        guard let c = cells.removeValue(forKey: symbol) else { return }
        negatives.remove(symbol)
        add(row, times: c)
    }

    /// The symbol to enter the basis: the lowest-numbered one with a negative coefficient that `isCandidate`
    /// accepts (dummies never enter); nil at the optimum.
    mutating func entering(where isCandidate: (Int) -> Bool) -> Int? {
        while let top = heap.first {
            if negatives.contains(top) && isCandidate(top) { return top }
            // Stale, or never a candidate (a dummy): a symbol that turns negative again is pushed again.
            if !isCandidate(top) { negatives.remove(top) }
            popTop()
        }
        return nil
    }

    private mutating func push(_ symbol: Int) {
        heap.append(symbol)
        var child = heap.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard heap[child] < heap[parent] else { break }
            heap.swapAt(child, parent)
            child = parent
        }
    }

    private mutating func popTop() {
        heap.swapAt(0, heap.count - 1)
        heap.removeLast()
        var parent = 0
        while true {
            let left = 2 * parent + 1, right = left + 1
            var smallest = parent
            if left < heap.count, heap[left] < heap[smallest] { smallest = left }
            if right < heap.count, heap[right] < heap[smallest] { smallest = right }
            guard smallest != parent else { return }
            heap.swapAt(parent, smallest)
            parent = smallest
        }
    }
}
