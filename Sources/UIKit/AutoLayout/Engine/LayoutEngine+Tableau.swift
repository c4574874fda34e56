// SPDX-License-Identifier: Apache-2.0

// The tableau's bookkeeping (rows and the columns index kept in step) and the two simplex loops.
extension LayoutEngine {
    /// Puts `row` into the tableau as the row of basic symbol `basic`.
    func insertRow(_ row: TableauRow, as basic: Int) {
        for symbol in row.symbols { columns[symbol, default: []].insert(basic) }
        rows[basic] = row
        if kinds[basic] == .external { changedVariables.insert(basic) }
    }

    /// Takes the row of `basic` out of the tableau.
    func takeRow(_ basic: Int) -> TableauRow {
        let row = rows.removeValue(forKey: basic)!
        for symbol in row.symbols { columns[symbol]?.remove(basic) }
        if kinds[basic] == .external { changedVariables.insert(basic) }
        return row
    }

    /// Removes `symbol`'s cell from the row of `basic`; returns its coefficient.
    @discardableResult
    func removeCell(row basic: Int, _ symbol: Int) -> Double {
        let c = rows[basic]!.remove(symbol)
        columns[symbol]?.remove(basic)
        return c
    }

    /// Adds `amount` to `symbol`'s coefficient in the row of `basic`, keeping the columns index in step.
    func addCell(row basic: Int, _ amount: Double, _ symbol: Int) {
        switch rows[basic]!.add(amount, to: symbol) {
        case .inserted: columns[symbol, default: []].insert(basic)
        case .removed: columns[symbol]?.remove(basic)
        case .updated, .unchanged: break
        }
    }

    /// Replaces `symbol` by `row` in every tableau row containing it and in the objectives; rows whose constant
    /// turns negative (and whose basic symbol must stay non-negative) are queued for the dual simplex.
    func substitute(_ symbol: Int, _ row: TableauRow) {
        var inserted: [Int] = [], removed: [Int] = []
        // Every row holding `symbol` loses it (`row` does not hold it): the column goes as a whole.
        if let members = columns.removeValue(forKey: symbol) {
            for b in members.sorted() {
                let c = rows[b]!.remove(symbol)
                let length = rows[b]!.symbols.count
                if row.symbols.count > 2 && length > 8 && 16 * row.symbols.count >= length {
                    // Many cells into a row: one merge instead of an insertion (and a shift of the cells after
                    // it) per cell. A few cells into a long row shift less than a merge copies.
                    inserted.removeAll(keepingCapacity: true)
                    removed.removeAll(keepingCapacity: true)
                    rows[b]!.merge(row, times: c, inserted: &inserted, removed: &removed)
                    for s in inserted { columns[s, default: []].insert(b) }
                    for s in removed { columns[s]?.remove(b) }
                } else {
                    for (s, coefficient) in row.cells { addCell(row: b, c * coefficient, s) }
                    rows[b]!.constant += c * row.constant
                }
                if kinds[b] == .external {
                    changedVariables.insert(b)
                } else if rows[b]!.constant < 0 {
                    infeasible.append(b)
                }
            }
        }
        objective.substitute(symbol, with: row)
        artificial?.substitute(symbol, with: row)
    }

    /// The primal simplex on the objective (or the artificial objective in phase one): false when the objective
    /// is unbounded, which a well-formed system never gives.
    func optimize(artificialPhase: Bool) -> Bool {
        while true {
            let isCandidate = { (symbol: Int) in self.kinds[symbol] != .dummy }
            let next = artificialPhase ? artificial!.entering(where: isCandidate) : objective.entering(where: isCandidate)
            guard let entering = next else { return true }
            guard let leaving = leavingRow(for: entering) else { return false }
            var row = takeRow(leaving)
            row.solve(for: leaving, entering)
            substitute(entering, row)
            insertRow(row, as: entering)
        }
    }

    /// The row whose basic symbol leaves when `entering` enters: the minimum ratio test over rows containing it.
    private func leavingRow(for entering: Int) -> Int? {
        var best: Int?, ratio = Double.infinity
        for b in (columns[entering] ?? []).sorted() where kinds[b] != .external {
            let c = rows[b]!.coefficient(of: entering)
            guard c < 0 else { continue }
            let r = -rows[b]!.constant / c
            if r < ratio {
                ratio = r
                best = b
            }
        }
        return best
    }

    /// The dual simplex: restores feasibility after constants changed (edits), keeping optimality. False when a
    /// row cannot be made feasible (the required constraints conflict).
    func dualOptimize() -> Bool {
        while let leaving = infeasible.popLast() {
            guard let row = rows[leaving], row.constant < 0 else { continue }
            var entering: Int?, ratio = Double.infinity
            for (symbol, c) in row.cells where c > 0 && kinds[symbol] != .dummy {
                let r = objective.coefficient(of: symbol) / c
                if r < ratio {
                    ratio = r
                    entering = symbol
                }
            }
            guard let entering else {
                infeasible.removeAll()
                return false
            }
            var pivot = takeRow(leaving)
            pivot.solve(for: leaving, entering)
            substitute(entering, pivot)
            insertRow(pivot, as: entering)
        }
        return true
    }
}
