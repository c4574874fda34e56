// SPDX-License-Identifier: Apache-2.0

// Explicit constraints in the solver: their attributes as linear expressions in the coordinates of the view they
// are installed on.
extension AutoLayoutHost {
    /// Puts an installed constraint into the solver. A constraint whose items are not under the view it is
    /// installed on (added to a view before its items were) is skipped until the hierarchy changes, with UIKit's
    /// message; a required constraint that conflicts with the others is logged and held just below required.
    package func add(_ constraint: NSLayoutConstraint) {
        guard constraint.invalidReason == nil, let container = constraint.container else { return }
        guard let (terms, constant) = expression(of: constraint, in: container) else {
            hasUnpreparedConstraints = true
            return
        }
        if fitting == nil { constraint.engineConstantOffset = constant + Double(constraint.constant) }
        let relation: LayoutEngine.Relation
        switch constraint.relation {
        case .lessThanOrEqual: relation = .lessThanOrEqual
        case .equal: relation = .equal
        case .greaterThanOrEqual: relation = .greaterThanOrEqual
        }
        let strength = LayoutStrength.weight(constraint.priority)
        var handle = engine.add(terms, constant: constant, relation: relation, strength: strength)
        if handle == nil, strength >= LayoutEngine.required {
            UnsatisfiableConstraintsLog.report(breaking: constraint, host: self)
            handle = engine.add(terms, constant: constant, relation: relation, strength: LayoutEngine.demotedRequired)
        }
        guard let handle else { return }
        explicit[handle.id] = constraint
        // A fitting solver is temporary: the constraint keeps its place in its hierarchy's solver.
        guard fitting == nil else { return }
        constraint.engineConstraint = handle
        constraint.engineHost = self
    }

    /// Takes a constraint out of the solver.
    package func remove(_ constraint: NSLayoutConstraint) {
        guard constraint.engineHost === self, let handle = constraint.engineConstraint else { return }
        engine.remove(handle)
        explicit[handle.id] = nil
        constraint.engineConstraint = nil
        constraint.engineHost = nil
    }

    /// The constraint as `Σ terms + constant (relation) 0`: its first side minus multiplier × its second side
    /// minus its constant, in `container`'s coordinates; nil (logged) when an item is not under `container`.
    private func expression(of constraint: NSLayoutConstraint, in container: UIView)
        -> ([(LayoutEngine.Variable, Double)], Double)?
    {
        var terms: [LayoutEngine.Variable: Double] = [:]
        var constant = -Double(constraint.constant)
        let direction = (constraint.firstItem as? UIView ?? (constraint.firstItem as? UILayoutGuide)?.owningViewStorage)
        let rightToLeft = direction.map(AutoLayoutDirection.isRightToLeft) ?? false
        let sides = [(constraint.first, 1.0)] + (constraint.second.map { [($0, -Double(constraint.multiplier))] } ?? [])
        for (side, factor) in sides {
            for term in side.terms {
                guard let item = term.item,
                    addTerm(
                        item, term.attribute, factor * Double(term.coefficient), container, rightToLeft,
                        &terms, &constant)
                else {
                    UIKitDiagnostics.log(
                        "The view hierarchy is not prepared for the constraint: \(constraint)\n\tWhen added to a view, "
                            + "the constraint's items must be descendants of that view (or the view itself).")
                    return nil
                }
                if fitting == nil, term.attribute == .firstBaseline || term.attribute == .lastBaseline,
                    let view = item as? UIView
                {
                    view.layoutState.baselineConstraints.append(Weak(constraint))
                }
            }
        }
        let ordered = terms.keys.sorted { $0.id < $1.id }.map { ($0, terms[$0]!) }
        return (ordered, constant)
    }

    /// Adds `factor × item.attribute` (in `container`'s coordinates) to the expression; false when the item is not
    /// under `container`.
    private func addTerm(
        _ item: AnyObject, _ attribute: NSLayoutConstraint.Attribute, _ factor: Double,
        _ container: UIView, _ rightToLeft: Bool, _ terms: inout [LayoutEngine.Variable: Double],
        _ constant: inout Double
    ) -> Bool {
        var item = item, attribute = attribute
        if let base = attribute.withoutMargins {
            if let view = item as? UIView { item = view.layoutMarginsGuide }
            attribute = base
        }
        guard let axis = attribute.axis, let variables = variables(for: item) else { return false }
        // The item's origin in the container's coordinates: the origins of the items between them, added.
        var origin: [LayoutEngine.Variable] = []
        var current: AnyObject = item
        while current !== container {
            guard let v = self.variables(for: current) else { return false }
            origin.append(v.origin(axis))
            if let guide = current as? UILayoutGuide {
                guard let owner = guide.owningViewStorage else { return false }
                current = owner
            } else if let view = current as? UIView, let parent = view.superviewStorage, view !== root {
                current = parent
            } else {
                return false
            }
        }
        let size = variables.size(axis)
        func put(_ variable: LayoutEngine.Variable, _ amount: Double) { terms[variable, default: 0] += factor * amount }
        func putOrigin(_ amount: Double) { for v in origin { put(v, amount) } }
        switch attribute {
        case .left, .top:
            putOrigin(1)
        case .right, .bottom:
            putOrigin(1)
            put(size, 1)
        case .centerX, .centerY:
            putOrigin(1)
            put(size, 0.5)
        case .width, .height:
            put(size, 1)
        case .leading:
            // Right to left, positions along the reading direction are negated x: leading is −maxX.
            putOrigin(rightToLeft ? -1 : 1)
            if rightToLeft { put(size, -1) }
        case .trailing:
            putOrigin(rightToLeft ? -1 : 1)
            if !rightToLeft { put(size, 1) }
        case .firstBaseline, .lastBaseline:
            putOrigin(1)
            let view = item as? UIView
            let offsets = view.map { ($0.forFirstBaselineLayout, $0.forLastBaselineLayout) }
            if attribute == .firstBaseline, let top = offsets?.0.layoutBaselineOffsets?.fromTop {
                constant += factor * Double(top + (offsets!.0 === view ? 0 : offsets!.0.frame.minY))
            } else {
                put(size, 1)
                let bottom = offsets?.1.layoutBaselineOffsets?.fromBottom ?? 0
                constant -= factor * Double(bottom)
            }
        default:
            return false
        }
        return true
    }

    /// Puts the constraints on a view's baselines back into the solver, as its font (and so its baseline offsets)
    /// may have changed.
    package func refreshBaselineConstraints(of view: UIView) {
        guard let state = view.autoLayout else { return }
        let constraints = state.baselineConstraints.compactMap(\.object)
        state.baselineConstraints = []
        for constraint in constraints where constraint.engineHost === self {
            remove(constraint)
            add(constraint)
        }
    }
}

extension NSLayoutConstraint.Attribute {
    /// The attribute a margin attribute measures inside the margins (`leadingMargin` → `leading`); nil for
    /// others.
    package var withoutMargins: NSLayoutConstraint.Attribute? {
        switch self {
        case .leftMargin: return .left
        case .rightMargin: return .right
        case .topMargin: return .top
        case .bottomMargin: return .bottom
        case .leadingMargin: return .leading
        case .trailingMargin: return .trailing
        case .centerXWithinMargins: return .centerX
        case .centerYWithinMargins: return .centerY
        default: return nil
        }
    }
}

/// Which way a view's leading and trailing point (consulted when a constraint is put into the solver).
@MainActor
package enum AutoLayoutDirection {
    /// Whether `view` lays out right to left.
    package static func isRightToLeft(_ view: UIView) -> Bool { view.isRightToLeft }
}
