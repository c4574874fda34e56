// SPDX-License-Identifier: Apache-2.0

/// One row of the simplex tableau: `constant + Σ coefficient × symbol`, its cells kept sorted by symbol id so every
/// walk over them (and so every pivot choice) is deterministic.
struct TableauRow: Equatable {
    /// How a cell changed when a coefficient was added to it.
    enum CellChange { case inserted, removed, updated, unchanged }

    /// Coefficients closer to zero than this are treated as zero (and their cells removed).
    static let epsilon = 1e-8

    var constant: Double
    private(set) var symbols: [Int] = []
    private(set) var coefficients: [Double] = []

    init(constant: Double = 0) { self.constant = constant }

    var isEmpty: Bool { symbols.isEmpty }

    static func isNearZero(_ value: Double) -> Bool { abs(value) < epsilon }

    /// The position of `symbol` among the cells, or where it would be inserted.
    private func position(of symbol: Int) -> (index: Int, found: Bool) {
        var low = 0, high = symbols.count
        while low < high {
            let mid = (low + high) / 2
            if symbols[mid] < symbol { low = mid + 1 } else { high = mid }
        }
        return (low, low < symbols.count && symbols[low] == symbol)
    }

    /// The coefficient of `symbol` (0 when the row has no such cell).
    func coefficient(of symbol: Int) -> Double {
        let (i, found) = position(of: symbol)
        return found ? coefficients[i] : 0
    }

    /// Adds `amount` to `symbol`'s coefficient, removing the cell when the sum is (near) zero.
    @discardableResult
    mutating func add(_ amount: Double, to symbol: Int) -> CellChange {
        let (i, found) = position(of: symbol)
        if found {
            let sum = coefficients[i] + amount
            if Self.isNearZero(sum) {
                symbols.remove(at: i)
                coefficients.remove(at: i)
                return .removed
            }
            coefficients[i] = sum
            return .updated
        }
        guard !Self.isNearZero(amount) else { return .unchanged }
        symbols.insert(symbol, at: i)
        coefficients.insert(amount, at: i)
        return .inserted
    }

    /// Removes `symbol`'s cell; returns its coefficient (0 when there was none).
    @discardableResult
    mutating func remove(_ symbol: Int) -> Double {
        let (i, found) = position(of: symbol)
        guard found else { return 0 }
        symbols.remove(at: i)
        return coefficients.remove(at: i)
    }

    /// Multiplies the row by −1.
    mutating func reverseSign() {
        constant = -constant
        for i in coefficients.indices { coefficients[i] = -coefficients[i] }
    }

    /// Rewrites `0 = row` as `symbol = row'`: removes `symbol`'s cell and divides the rest by its negated
    /// coefficient. `symbol` must be in the row.
    mutating func solve(for symbol: Int) {
        let factor = -1 / remove(symbol)
        constant *= factor
        for i in coefficients.indices { coefficients[i] *= factor }
    }

    /// Rewrites `lhs = row` (where `lhs` is not in the row) as `rhs = row'`.
    mutating func solve(for lhs: Int, _ rhs: Int) {
        add(-1, to: lhs)
        solve(for: rhs)
    }

    /// Adds `other × factor` to this row (constant included), without cell-change reports: for rows outside the
    /// tableau (the objectives, rows being built).
    mutating func add(_ other: TableauRow, times factor: Double) {
        constant += other.constant * factor
        for i in other.symbols.indices { add(other.coefficients[i] * factor, to: other.symbols[i]) }
    }

    /// Adds `other × factor` to this row (constant included) in one merge of the two sorted cell lists, the
    /// same sums as adding cell by cell; appends to `inserted` and `removed` the symbols whose cells were created
    /// or cancelled, so the caller can keep the column index in step.
    mutating func merge(
        _ other: TableauRow, times factor: Double, inserted: inout [Int], removed: inout [Int]
    ) {
        constant += other.constant * factor
        let count = symbols.count, otherCount = other.symbols.count
        var newSymbols: [Int] = [], newCoefficients: [Double] = []
        newSymbols.reserveCapacity(count + otherCount)
        newCoefficients.reserveCapacity(count + otherCount)
        var i = 0, j = 0
        while i < count || j < otherCount {
            let a = i < count ? symbols[i] : Int.max
            let b = j < otherCount ? other.symbols[j] : Int.max
            if a < b {
                newSymbols.append(a)
                newCoefficients.append(coefficients[i])
                i += 1
            } else if b < a {
                let amount = other.coefficients[j] * factor
                j += 1
                guard !Self.isNearZero(amount) else { continue }
                newSymbols.append(b)
                newCoefficients.append(amount)
                inserted.append(b)
            } else {
                let sum = coefficients[i] + other.coefficients[j] * factor
                i += 1
                j += 1
                if Self.isNearZero(sum) {
                    removed.append(a)
                } else {
                    newSymbols.append(a)
                    newCoefficients.append(sum)
                }
            }
        }
        symbols = newSymbols
        coefficients = newCoefficients
    }

    /// Replaces `symbol` by `row` (which gives `symbol`'s value), for rows outside the tableau.
    mutating func substitute(_ symbol: Int, with row: TableauRow) {
        let c = remove(symbol)
        if c != 0 { add(row, times: c) }
    }

    /// The cells in symbol order.
    var cells: Zip2Sequence<[Int], [Double]> { zip(symbols, coefficients) }
}

