// SPDX-License-Identifier: Apache-2.0

// Whether the solution pins a variable down, for UIKit's `hasAmbiguousLayout`.
extension LayoutEngine {
    /// Whether `variable` could take another value without breaking a required constraint or making the weighted
    /// errors worse: it is not in the basis (nothing determines it), or its row depends on a symbol that is free
    /// to move (an external variable, or a slack or error symbol that costs nothing in the objective). Dummy
    /// symbols are fixed at zero and do not count.
    package func isAmbiguous(_ variable: Variable) -> Bool {
        guard let row = rows[variable.id] else { return true }
        for symbol in row.symbols {
            switch kinds[symbol] {
            case .dummy: continue
            case .external: return true
            case .slack, .error:
                if TableauRow.isNearZero(objective.coefficient(of: symbol)) { return true }
            }
        }
        return false
    }
}
