// SPDX-License-Identifier: Apache-2.0

/// An incremental Cassowary solver for linear equalities and inequalities with priorities: the algorithm Apple's
/// Auto Layout engine is built on (Badros, Borning and Stuckey, "The Cassowary Linear Arithmetic Constraint Solving
/// Algorithm", 2001), in the formulation of the Kiwi solver.
///
/// Constraints are `Σ coefficient × variable + constant (<=, ==, >=) 0`, each required or weighted by a strength;
/// required ones hold exactly, and among the solutions the engine picks one minimising the weighted sum of the
/// others' errors. Adding or removing a constraint, suggesting a value for an edit variable or changing a
/// constraint's constant re-solves incrementally from the current solution.
///
/// Determinism: every choice among candidates (pivot columns and rows) takes the lowest symbol id, so the same
/// sequence of calls gives the same solution on every run. Cost: each pivot touches only the rows that contain
/// the symbols involved (the tableau keeps, for every symbol, the rows it appears in).
package final class LayoutEngine {
    /// How a constraint's expression compares with zero.
    package enum Relation: Sendable { case lessThanOrEqual, equal, greaterThanOrEqual }

    /// A variable of the system (a view's minX, a guide's height…).
    package struct Variable: Hashable, Sendable {
        package let id: Int
    }

    /// A constraint added to the engine.
    package struct Constraint: Hashable, Sendable {
        package let id: Int
    }

    /// The strength of a required constraint; anything below is weighted.
    package static let required: Double = 1_001_001_000

    /// What kind of symbol a tableau column stands for.
    enum Kind: UInt8 { case external, slack, error, dummy }

    /// A constraint as given, kept so the engine can rebuild itself.
    struct Definition {
        var terms: [(Variable, Double)]
        var constant: Double
        var relation: Relation
        var strength: Double
        /// Set when the constraint was required but conflicted, and now holds at ``demotedRequired``.
        var wasDemoted = false
    }

    /// A constraint's symbols in the tableau: the marker (slack, error or dummy) and the second error symbol of a
    /// weighted equality; `markerCoefficient` is the marker's coefficient in the constraint's original row.
    struct Tag {
        var marker: Int
        var other: Int?
        var markerCoefficient: Double
    }

    var kinds: [Kind] = []
    var rows: SymbolTable<TableauRow> = [:]
    /// For every symbol, the basic symbols of the tableau rows it appears in.
    var columns: SymbolTable<SymbolSet> = [:]
    var objective = ObjectiveRow()
    var artificial: ObjectiveRow?
    var infeasible: [Int] = []
    var definitions: [Int: Definition] = [:]
    var tags: [Int: Tag] = [:]
    var nextConstraint = 0
    /// The marker symbols of the row a failed required constraint could not be solved into: they name the
    /// constraints it conflicts with (see ``lastConflict``).
    var failedRowSymbols: [Int] = []
    /// The external variables whose value may have changed since ``takeChangedVariables()`` was last called.
    var changedVariables = Set<Int>()
    /// Set when the tableau was rebuilt since ``takeChangedVariables()``: any variable may have changed.
    var valuesWereReset = false
    /// The constraints the last refused required constraint conflicted with (the ones whose markers remained in
    /// its row), for UIKit's "Unable to simultaneously satisfy constraints" log; empty when none was refused.
    package private(set) var lastConflict: [Constraint] = []

    package init() {}

    // MARK: Variables and values

    /// A new variable, initially 0.
    package func makeVariable() -> Variable { Variable(id: makeSymbol(.external)) }

    func makeSymbol(_ kind: Kind) -> Int {
        kinds.append(kind)
        return kinds.count - 1
    }

    /// The variable's value in the current solution.
    package func value(of variable: Variable) -> Double { rows[variable.id]?.constant ?? 0 }

    /// The variables whose value may have changed since the last call (nil: any of them, after a rebuild), so a
    /// caller can update only what moved; clears the record.
    package func takeChangedVariables() -> [Variable]? {
        defer {
            changedVariables = []
            valuesWereReset = false
        }
        return valuesWereReset ? nil : changedVariables.sorted().map(Variable.init)
    }

    /// The number of constraints in the engine.
    package var constraintCount: Int { definitions.count }

    /// Whether `constraint` is in the engine.
    package func contains(_ constraint: Constraint) -> Bool { definitions[constraint.id] != nil }

    // MARK: Adding and removing constraints

    /// Adds `Σ terms + constant (relation) 0` with `strength` (``required`` or less, clamped to it).
    ///
    /// Returns nil, leaving the engine as it was, when a required constraint conflicts with the required ones
    /// already there; the caller decides what to do (UIKit logs and re-adds it just below required). Non-finite
    /// coefficients, constants or strengths return nil too.
    package func add(_ terms: [(Variable, Double)], constant: Double, relation: Relation, strength: Double)
        -> Constraint?
    {
        guard constant.isFinite, strength.isFinite, strength > 0, terms.allSatisfy({ $0.1.isFinite }) else {
            return nil
        }
        let definition = Definition(terms: terms, constant: constant, relation: relation,
                                    strength: min(strength, Self.required))
        let id = nextConstraint
        nextConstraint += 1
        failedRowSymbols = []
        lastConflict = []
        guard insert(definition, id: id) else {
            let markers = Set(failedRowSymbols)
            lastConflict = tags.filter { $0.key != id && (markers.contains($0.value.marker)
                || $0.value.other.map(markers.contains) == true) }.keys.sorted().map(Constraint.init)
            // The failed attempt may have left the constraint's row in the tableau: start again without it.
            rebuild()
            return nil
        }
        definitions[id] = definition
        return Constraint(id: id)
    }

    /// Removes `constraint` (ignored when it is not in the engine).
    package func remove(_ constraint: Constraint) {
        guard let definition = definitions.removeValue(forKey: constraint.id),
            let tag = tags.removeValue(forKey: constraint.id)
        else { return }
        removeErrorEffects(tag, strength: definition.strength)
        if rows[tag.marker] != nil {
            _ = takeRow(tag.marker)
        } else if let leaving = markerLeavingRow(tag.marker) {
            var row = takeRow(leaving)
            row.solve(for: leaving, tag.marker)
            substitute(tag.marker, row)
        } else {
            // The marker vanished from the tableau (cancelled out): nothing is left to pivot; start again.
            return rebuild()
        }
        if !optimize(artificialPhase: false) { rebuild() }
    }

    /// Puts a constraint into the tableau; false when it is a required constraint the others make unsatisfiable.
    func insert(_ definition: Definition, id: Int) -> Bool {
        var tag = Tag(marker: -1, other: nil, markerCoefficient: 0)
        var row = makeRow(definition, tag: &tag)
        tags[id] = tag
        var subject = chooseSubject(row, tag)
        if subject == nil, row.symbols.allSatisfy({ kinds[$0] == .dummy }) {
            guard TableauRow.isNearZero(row.constant) else {
                failedRowSymbols = row.symbols
                tags[id] = nil
                return false
            }
            subject = tag.marker
        }
        if let subject {
            row.solve(for: subject)
            substitute(subject, row)
            insertRow(row, as: subject)
        } else if !addWithArtificialVariable(row) {
            tags[id] = nil
            return false
        }
        return optimize(artificialPhase: false)
    }

    /// The tableau row for `definition`, with its slack, error or dummy symbols, and their weights added to the
    /// objective.
    private func makeRow(_ definition: Definition, tag: inout Tag) -> TableauRow {
        var row = TableauRow(constant: definition.constant)
        for (variable, coefficient) in definition.terms where !TableauRow.isNearZero(coefficient) {
            if let basic = rows[variable.id] {
                row.add(basic, times: coefficient)
            } else {
                row.add(coefficient, to: variable.id)
            }
        }
        let strength = definition.strength
        switch definition.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let sign: Double = definition.relation == .lessThanOrEqual ? 1 : -1
            let slack = makeSymbol(.slack)
            tag = Tag(marker: slack, other: nil, markerCoefficient: sign)
            row.add(sign, to: slack)
            if strength < Self.required {
                let error = makeSymbol(.error)
                tag.other = error
                row.add(-sign, to: error)
                objective.add(strength, to: error)
            }
        case .equal:
            if strength < Self.required {
                let plus = makeSymbol(.error), minus = makeSymbol(.error)
                tag = Tag(marker: plus, other: minus, markerCoefficient: -1)
                row.add(-1, to: plus)
                row.add(1, to: minus)
                objective.add(strength, to: plus)
                objective.add(strength, to: minus)
            } else {
                let dummy = makeSymbol(.dummy)
                tag = Tag(marker: dummy, other: nil, markerCoefficient: 1)
                row.add(1, to: dummy)
            }
        }
        if row.constant < 0 { row.reverseSign() }
        return row
    }

    /// The symbol to solve a new row for: the highest-numbered external variable in no other row (the newest
    /// item's: nothing needs substituting, and a chain's next position is solved for rather than the previous
    /// item's size, which would fill in every row after it); else the lowest-numbered external variable, as
    /// Kiwi; else a marker that can enter the basis with a negative coefficient; nil when none exists.
    private func chooseSubject(_ row: TableauRow, _ tag: Tag) -> Int? {
        let externals = row.symbols.lazy.filter { self.kinds[$0] == .external }
        if let fresh = externals.last(where: { self.columns[$0]?.isEmpty ?? true }) { return fresh }
        if let external = externals.first { return external }
        for symbol in [tag.marker] + (tag.other.map { [$0] } ?? []) {
            let kind = kinds[symbol]
            if kind == .slack || kind == .error, row.coefficient(of: symbol) < 0 { return symbol }
        }
        return nil
    }

    /// Phase one of the simplex for a row without a usable subject: true when the artificial objective reaches 0.
    private func addWithArtificialVariable(_ row: TableauRow) -> Bool {
        let art = makeSymbol(.slack)
        insertRow(row, as: art)
        artificial = ObjectiveRow(row)
        let optimized = optimize(artificialPhase: true)
        let success = optimized && TableauRow.isNearZero(artificial?.constant ?? 1)
        if !success { failedRowSymbols = (artificial.map { Array($0.cells.keys) } ?? []) + (rows[art]?.symbols ?? []) }
        artificial = nil
        if rows[art] != nil {
            var basic = takeRow(art)
            if basic.isEmpty { return success }
            guard let entering = basic.symbols.first(where: { kinds[$0] == .slack || kinds[$0] == .error }) else {
                return false
            }
            basic.solve(for: art, entering)
            substitute(entering, basic)
            insertRow(basic, as: entering)
        }
        for b in columns[art] ?? [] { removeCell(row: b, art) }
        columns[art] = nil
        objective.remove(art)
        return success
    }

    /// Takes the error symbols' weights back out of the objective.
    private func removeErrorEffects(_ tag: Tag, strength: Double) {
        for symbol in [tag.marker] + (tag.other.map { [$0] } ?? []) where kinds[symbol] == .error {
            if let row = rows[symbol] {
                objective.add(row, times: -strength)
            } else {
                objective.add(-strength, to: symbol)
            }
        }
    }

    /// The row to pivot a removed constraint's marker into: Kiwi's choice among rows containing it.
    private func markerLeavingRow(_ marker: Int) -> Int? {
        var first: Int?, second: Int?, third: Int?
        var ratio1 = Double.infinity, ratio2 = Double.infinity
        for b in (columns[marker] ?? []).sorted() {
            guard let row = rows[b] else { continue }
            let c = row.coefficient(of: marker)
            if c == 0 { continue }
            if kinds[b] == .external {
                if third == nil { third = b }
            } else if c < 0 {
                let r = -row.constant / c
                if r < ratio1 { ratio1 = r; first = b }
            } else {
                let r = row.constant / c
                if r < ratio2 { ratio2 = r; second = b }
            }
        }
        return first ?? second ?? third
    }
}
