// SPDX-License-Identifier: Apache-2.0

// What constraints, views and hierarchy edits tell the solver.
extension AutoLayoutHost {
    /// Installs `constraint` on its items' nearest common ancestor (``NSLayoutConstraint/isActive``).
    package static func activate(_ constraint: NSLayoutConstraint) {
        guard constraint.container == nil else { return }
        if let reason = constraint.invalidReason {
            return UIKitDiagnostics.log("Unable to activate constraint \(constraint): \(reason)")
        }
        guard let container = commonAncestor(of: constraint) else {
            let anchors = [constraint.first.text] + (constraint.second.map { [$0.text] } ?? [])
            return UIKitDiagnostics.log(
                "Unable to activate constraint with anchors \(anchors.map { "<\($0)>" }.joined(separator: " and ")) "
                    + "because they have no common ancestor. Does the constraint or its anchors reference items in "
                    + "different view hierarchies? That's illegal.")
        }
        install(constraint, on: container)
    }

    /// Installs `constraint` on `view` (`addConstraint(_:)`; ``activate(_:)`` chooses the view).
    package static func install(_ constraint: NSLayoutConstraint, on view: UIView) {
        guard constraint.container == nil else { return }
        if let reason = constraint.invalidReason {
            return UIKitDiagnostics.log("Unable to install constraint on view \(constraint): \(reason)")
        }
        view.layoutState.installed.append(constraint)
        constraint.container = view
        let host = host(for: view)
        if !host.needsRebuild { host.add(constraint) }
        host.markNeedsLayout()
    }

    /// Removes `constraint` from the view it is installed on and from the solver.
    package static func deactivate(_ constraint: NSLayoutConstraint) {
        guard let container = constraint.container else { return }
        if let state = container.autoLayout, let index = state.installed.firstIndex(where: { $0 === constraint }) {
            state.installed.remove(at: index)
        }
        constraint.container = nil
        constraint.engineHost?.remove(constraint)
        host(for: container).markNeedsLayout()
    }

    /// Re-solves for a constraint's new constant (an incremental edit of the solver).
    package static func constantDidChange(_ constraint: NSLayoutConstraint) {
        guard let host = constraint.engineHost, let handle = constraint.engineConstraint else {
            if let container = constraint.container { host(for: container).markNeedsLayout() }
            return
        }
        // The solver's constant is the rest of the expression's constant minus the constraint's.
        if !host.engine.setConstant(handle, to: constraint.engineConstantOffset - Double(constraint.constant)) {
            UnsatisfiableConstraintsLog.report(breaking: constraint, host: host)
        }
        host.markNeedsLayout()
    }

    /// Re-solves for a constraint's new (optional) priority.
    package static func priorityDidChange(_ constraint: NSLayoutConstraint) {
        guard let host = constraint.engineHost else { return }
        host.remove(constraint)
        host.add(constraint)
        host.markNeedsLayout()
    }

    /// The nearest view that is an ancestor of (or is) every item's view; nil when there is none.
    package static func commonAncestor(of constraint: NSLayoutConstraint) -> UIView? {
        var views: [UIView] = []
        for term in constraint.first.terms + (constraint.second?.terms ?? []) {
            if let view = term.item as? UIView {
                views.append(view)
            } else if let guide = term.item as? UILayoutGuide, let owner = guide.owningViewStorage {
                views.append(owner)
            } else {
                return nil
            }
        }
        guard var candidate = views.first else { return nil }
        for view in views.dropFirst() {
            guard let common = commonAncestor(candidate, view) else { return nil }
            candidate = common
        }
        return candidate
    }

    /// The nearest common ancestor of two views, found by walking up from the deeper one: O(depth), with the
    /// usual cases (the same view, a view and its superview, siblings) answered at once.
    private static func commonAncestor(_ a: UIView, _ b: UIView) -> UIView? {
        if a === b || b.superviewStorage === a { return a }
        if a.superviewStorage === b { return b }
        if let parent = a.superviewStorage, parent === b.superviewStorage { return parent }
        func depth(_ view: UIView) -> Int {
            var count = 0
            var current = view
            while let parent = current.superviewStorage {
                count += 1
                current = parent
            }
            return count
        }
        var (x, y) = (a, b)
        var (dx, dy) = (depth(a), depth(b))
        while dx > dy, let parent = x.superviewStorage { (x, dx) = (parent, dx - 1) }
        while dy > dx, let parent = y.superviewStorage { (y, dy) = (parent, dy - 1) }
        while x !== y {
            guard let px = x.superviewStorage, let py = y.superviewStorage else { return nil }
            (x, y) = (px, py)
        }
        return x
    }

    // MARK: Views

    /// A view's frame, bounds, mask or intrinsic size changed: its UIKit-made constraints follow at the next pass.
    package static func viewDidChange(_ view: UIView) {
        guard let host = view.autoLayout?.host, host.isRoot(view) || view.translatesAutoresizingMaskIntoConstraints
        else { return }
        host.staleViews.append(Weak(view))
        host.markNeedsLayout()
    }

    /// `view` was added to a hierarchy: a solver it had as a root is dropped, and the new hierarchy's is rebuilt;
    /// a plain view joining under a view that takes part in Auto Layout asks for the update-constraints pass.
    /// Plain views joining plain views cost nothing here (no walk to the root), so building deep hierarchies
    /// stays linear.
    package static func viewDidJoin(_ view: UIView) {
        let previous = view.autoLayoutHostStorage
        let parent = view.superviewStorage
        guard previous != nil || parent?.autoLayout?.host != nil || parent?.autoLayoutHostStorage != nil else { return }
        if let previous {
            previous.reset()
            view.autoLayoutHostStorage = nil
        }
        let host = host(for: view)
        if previous != nil || host.hasUnpreparedConstraints { host.reset() }
        host.needsUpdatePass = true
        host.markNeedsLayout()
    }

    /// `view` is about to leave its superview: the constraints installed above it that refer to views inside it
    /// are deactivated (as UIKit does), the old hierarchy's solver is rebuilt, and the view becomes the root of
    /// a hierarchy with its own. A stack view superview stops arranging it.
    package static func viewWillLeave(_ view: UIView) {
        (view.superviewStorage as? UIStackView)?.subviewWillLeave(view)  // an arranged view stops being arranged
        guard let parent = view.superviewStorage, let host = parent.layoutRoot.autoLayoutHostStorage else { return }
        var ancestor: UIView? = parent
        while let current = ancestor {
            for constraint in current.autoLayout?.installed ?? [] where refers(constraint, into: view) {
                deactivate(constraint)
            }
            ancestor = current.superviewStorage
        }
        host.reset()
        host.markNeedsLayout()
        let own = AutoLayoutHost(root: view)
        view.autoLayoutHostStorage = own
    }

    private static func refers(_ constraint: NSLayoutConstraint, into subtree: UIView) -> Bool {
        for term in constraint.first.terms + (constraint.second?.terms ?? []) {
            let view = term.item as? UIView ?? (term.item as? UILayoutGuide)?.owningViewStorage
            if view?.isDescendant(of: subtree) == true { return true }
        }
        return false
    }

    // MARK: Reading

    /// The solved frame of a guide in its owning view's coordinates, after bringing the solver up to date.
    package static func solvedFrame(of guide: UILayoutGuide) -> CGRect? {
        guard let owner = guide.owningViewStorage else { return nil }
        let host = host(for: owner)
        host.prepare()
        _ = host.variables(for: guide)
        return host.solvedRect(of: guide)
    }

    /// The constraints affecting `item` on `axis`: the explicit constraints in its solver that mention it.
    package static func constraintsAffecting(_ item: AnyObject, axis: NSLayoutConstraint.Axis?) -> [NSLayoutConstraint]
    {
        let view = item as? UIView ?? (item as? UILayoutGuide)?.owningViewStorage
        guard let view else { return [] }
        let host = host(for: view)
        host.prepare()
        return host.explicit.keys.sorted().compactMap { host.explicit[$0] }.filter { constraint in
            (constraint.first.terms + (constraint.second?.terms ?? [])).contains {
                $0.item === item && (axis == nil || $0.attribute.axis == axis)
            }
        }
    }

    /// Whether the solution leaves `item`'s position or size on `axis` (both axes when nil) undetermined; only
    /// its size when `sizeOnly`.
    package static func isAmbiguous(_ item: AnyObject, axis: NSLayoutConstraint.Axis?, sizeOnly: Bool = false) -> Bool {
        let view = item as? UIView ?? (item as? UILayoutGuide)?.owningViewStorage
        guard let view else { return false }
        let host = host(for: view)
        host.prepare()
        guard let record = host.records[ObjectIdentifier(item)], record.item === item else { return false }
        let axes: [NSLayoutConstraint.Axis] = axis.map { [$0] } ?? [.horizontal, .vertical]
        return axes.contains {
            (!sizeOnly && host.engine.isAmbiguous(record.variables.origin($0)))
                || host.engine.isAmbiguous(record.variables.size($0))
        }
    }
}
