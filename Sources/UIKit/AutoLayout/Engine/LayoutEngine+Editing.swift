// SPDX-License-Identifier: Apache-2.0

// Changing a constraint's constant in place (Cassowary's edit: the dual simplex from the current solution), and
// rebuilding the tableau when an incremental step cannot go on.
extension LayoutEngine {
    /// The strength a required constraint is demoted to when the required constraints conflict: above every
    /// weighted constraint UIKit makes, below required.
    package static let demotedRequired: Double = 1_000_000_000

    /// Sets the constant of `constraint` (its expression becomes `Σ terms + constant`) and re-solves
    /// incrementally. Returns false when the change made required constraints conflict: the engine then demotes
    /// the conflicting constraint (see ``demotedConstraints``) and solves again from scratch.
    @discardableResult
    package func setConstant(_ constraint: Constraint, to constant: Double) -> Bool {
        guard constant.isFinite, let definition = definitions[constraint.id], let tag = tags[constraint.id] else {
            return false
        }
        let change = constant - definition.constant
        guard change != 0 else { return true }
        definitions[constraint.id]!.constant = constant
        // Renaming the marker s to s + change / m (m its coefficient in the original row) absorbs the change.
        let shift = change / tag.markerCoefficient
        if kinds[tag.marker] == .dummy, rows[tag.marker] != nil {
            // A basic dummy must stay 0: no renaming can absorb the change.
            return rebuildReportingConflicts()
        }
        if rows[tag.marker] != nil {
            rows[tag.marker]!.constant -= shift
            if rows[tag.marker]!.constant < 0 { infeasible.append(tag.marker) }
        } else if let other = tag.other, kinds[tag.marker] == .error, rows[other] != nil {
            // A weighted equality's two error symbols appear only as (minus − plus): rename the basic one.
            rows[other]!.constant += shift
            if rows[other]!.constant < 0 { infeasible.append(other) }
        } else {
            for b in (columns[tag.marker] ?? []).sorted() {
                let c = rows[b]!.coefficient(of: tag.marker)
                rows[b]!.constant += c * shift
                if kinds[b] == .external {
                    changedVariables.insert(b)
                } else if rows[b]!.constant < 0 {
                    infeasible.append(b)
                }
            }
        }
        return dualOptimize() ? true : rebuildReportingConflicts()
    }

    /// Constraints added as required that conflicted with the others and now hold at ``demotedRequired``.
    package var demotedConstraints: [Constraint] {
        definitions.filter { $0.value.wasDemoted }.keys.sorted().map(Constraint.init)
    }

    private func rebuildReportingConflicts() -> Bool {
        let before = definitions.values.filter(\.wasDemoted).count
        rebuild()
        return definitions.values.filter(\.wasDemoted).count == before
    }

    /// Solves again from the constraint definitions: the way out when an incremental step finds the tableau
    /// unusable. A required constraint that conflicts with those before it (in the order they were added) is
    /// demoted to ``demotedRequired``.
    func rebuild() {
        valuesWereReset = true
        while true {
            rows = [:]
            columns = [:]
            objective = ObjectiveRow()
            artificial = nil
            infeasible = []
            tags = [:]
            var failed: Int?
            for id in definitions.keys.sorted() where !insert(definitions[id]!, id: id) {
                failed = id
                break
            }
            guard let failed else { return }
            definitions[failed]!.strength = Self.demotedRequired
            definitions[failed]!.wasDemoted = true
        }
    }
}
