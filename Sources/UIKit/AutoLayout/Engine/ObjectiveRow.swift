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
            if sum < 0 { negatives.insert(symbol) } else { negatives.remove(symbol) }
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
    func entering(where isCandidate: (Int) -> Bool) -> Int? {
        var best: Int?
        for symbol in negatives where isCandidate(symbol) && symbol < (best ?? .max) { best = symbol }
        return best
    }
}
