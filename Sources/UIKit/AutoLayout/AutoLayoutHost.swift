// SPDX-License-Identifier: Apache-2.0

/// The Auto Layout solver of one view hierarchy, owned by its root view (a window, or the top of a hierarchy in
/// no window): the variables of the views and guides that take part, the constraints in the solver, and what
/// must be brought up to date before the next layout pass.
///
/// Coordinates: each item's variables are its alignment rectangle's origin in its superview's coordinates (a
/// guide's: its owning view's) and its size, as in UIKit's engine; a constraint's attributes are expressed in the
/// coordinates of the view it is installed on, adding the origins of the views in between. A view whose
/// `translatesAutoresizingMaskIntoConstraints` is true is held to its frame and autoresizing mask by constraints
/// UIKit makes; at the root, the size is held to the bounds. The solver is incremental: activating, deactivating
/// and changing a constant edit it; moving views between hierarchies rebuilds it at the next pass.
@MainActor
package final class AutoLayoutHost {
    /// What an item's variables and UIKit-made constraints are, in this solver.
    package final class ItemRecord {
        package weak var item: AnyObject?
        package let variables: LayoutVariables
        /// Autoresizing-mask constraints (the root: its size), a guide's constraints to its region.
        package var frameConstraints: [LayoutEngine.Constraint] = []
        /// Content hugging and compression resistance constraints.
        package var intrinsicConstraints: [LayoutEngine.Constraint] = []
        /// What the frame constraints were made from (a frame and superview size, or a guide's insets).
        package var frameSource: [CGFloat] = []
        /// The intrinsic size and priorities the intrinsic constraints were made from.
        package var intrinsicSource: [CGFloat] = []

        init(item: AnyObject, variables: LayoutVariables) {
            self.item = item
            self.variables = variables
        }
    }

    /// A size the root is held to instead of its bounds (`systemLayoutSizeFitting`), with its priorities.
    package struct FittingTarget {
        package var size: CGSize
        package var priorities: [UILayoutPriority]
    }

    package unowned let root: UIView
    package private(set) var engine = LayoutEngine()
    package var records: [ObjectIdentifier: ItemRecord] = [:]
    /// The record of each variable, by variable id (to find what moved from the solver's changed variables).
    package var variableOwners: [Int: ItemRecord] = [:]
    /// The records of the system guides, whose regions are checked before each pass.
    package var systemGuideRecords: [ItemRecord] = []
    /// The explicit constraints in the solver, by solver id.
    package var explicit: [Int: NSLayoutConstraint] = [:]
    /// For a fitting solver: the root's target size, replacing its frame.
    package let fitting: FittingTarget?

    /// Set when the solver must be made again from the hierarchy's installed constraints.
    package var needsRebuild = true
    /// Set when views may need `updateConstraints()` before the next solve.
    package var needsUpdatePass = true
    /// Views whose frame, mask or intrinsic size changed since their constraints were made.
    package var staleViews: [Weak<UIView>] = []
    /// Set when a constraint could not be put in the solver because its items were not (yet) under the view it
    /// is installed on; any later hierarchy change rebuilds.
    package var hasUnpreparedConstraints = false
    private var isPreparing = false
    /// While the solver is rebuilt: the items whose intrinsic constraints wait until every installed constraint
    /// is in (see ``rebuild()``).
    package var deferredIntrinsic: [(Weak<UIView>, ItemRecord)]?
    /// The preferences `exerciseAmbiguityInLayout()` added (dropped with the solver).
    package var exerciseConstraints: [LayoutEngine.Constraint] = []
    /// The last "Unable to simultaneously satisfy constraints" report for this hierarchy (see
    /// ``UnsatisfiableConstraintsLog``).
    package var lastUnsatisfiableReport: String?

    package init(root: UIView, fitting: FittingTarget? = nil) {
        self.root = root
        self.fitting = fitting
    }

    /// The host of `view`'s hierarchy, made if it has none.
    package static func host(for view: UIView) -> AutoLayoutHost {
        let root = view.layoutRoot
        if let host = root.autoLayoutHostStorage { return host }
        let host = AutoLayoutHost(root: root)
        root.autoLayoutHostStorage = host
        return host
    }

    /// Asks for a layout pass of the hierarchy (the root's layout runs ``prepare(layingOut:)``).
    package func markNeedsLayout() {
        guard fitting == nil else { return }
        root.layer.setNeedsLayout()
    }

    /// Forgets the solver and every item's variables; the next pass rebuilds.
    package func reset() {
        for record in records.values {
            if let view = record.item as? UIView, view.autoLayout?.host === self {
                view.autoLayout?.host = nil
                view.autoLayout?.baselineConstraints = []
            }
        }
        for constraint in explicit.values where constraint.engineHost === self {
            constraint.engineConstraint = nil
            constraint.engineHost = nil
        }
        records = [:]
        exerciseConstraints = []
        variableOwners = [:]
        systemGuideRecords = []
        explicit = [:]
        staleViews = []
        engine = LayoutEngine()
        needsRebuild = true
        hasUnpreparedConstraints = false
    }

    /// Makes the solver again from the constraints installed in the hierarchy, superviews' before subviews'.
    ///
    /// The intrinsic-size constraints (weighted) go in after all the installed ones: made as each view's
    /// variables are, they would put its size in the basis first, and every required constraint on sizes after
    /// them (a stack's equal widths, its last view's trailing edge) would find no free variable to solve for
    /// and need the simplex's artificial phase, filling rows in; with them last, such constraints solve for a
    /// size that is still free, and the intrinsic ones for their own error symbols.
    package func rebuild() {
        reset()
        needsRebuild = false
        deferredIntrinsic = []
        var stack: [UIView] = [root]
        while let view = stack.popLast() {
            for constraint in view.autoLayout?.installed ?? [] { add(constraint) }
            stack.append(contentsOf: view.subviewList.reversed())
        }
        addDeferredIntrinsicConstraints()
    }

    // MARK: Bringing the solver up to date

    /// Brings the solution up to date before a layout pass: runs the update-constraints pass when views need it,
    /// rebuilds or refreshes UIKit's own constraints, and marks the superview of every view whose solved frame
    /// differs from its frame for layout (except `current`, which is being laid out). Re-entrant calls (from
    /// `updateConstraints()`, say) return at once.
    package func prepare(layingOut current: UIView? = nil) {
        guard !isPreparing else { return }
        isPreparing = true
        defer { isPreparing = false }
        if needsUpdatePass { runUpdatePass() }
        if needsRebuild { rebuild() }
        refreshStaleViews()
        refreshGuides()
        guard fitting == nil else { return }
        markMovedViews(except: current)
    }

    /// Marks for layout the superview of each view whose solved frame differs from its frame, looking only at
    /// the items whose variables the solver changed since the last pass (every item after a rebuild).
    private func markMovedViews(except current: UIView?) {
        let moved: [ItemRecord]
        if let changed = engine.takeChangedVariables() {
            var seen = Set<ObjectIdentifier>()
            moved = changed.compactMap { variableOwners[$0.id] }.filter { seen.insert(ObjectIdentifier($0)).inserted }
        } else {
            moved = Array(records.values)
        }
        for record in moved {
            guard let view = record.item as? UIView, let superview = view.superviewStorage, superview !== current,
                view.autoLayout?.translatesAutoresizing == false
            else { continue }
            if solvedFrame(of: view, record.variables) != view.untransformedFrame { superview.setNeedsLayout() }
        }
    }

    /// Calls `updateConstraints()` (a view controller's root view: `updateViewConstraints()`) on every view that
    /// needs it, subviews before their superviews, as UIKit's update pass runs bottom up; repeated while views ask
    /// again, at most 10 times.
    private func runUpdatePass() {
        for _ in 0..<10 {
            needsUpdatePass = false
            var order: [UIView] = []
            var stack: [UIView] = [root]
            while let view = stack.popLast() {
                order.append(view)
                stack.append(contentsOf: view.subviewList)
            }
            var any = false
            for view in order.reversed() where view.needsConstraintUpdateFlag {
                any = true
                view.needsConstraintUpdateFlag = false
                if let controller = view.owningViewController {
                    controller.updateViewConstraints()
                } else {
                    view.updateConstraints()
                }
            }
            if !any || !needsUpdatePass { return }
        }
        UIKitDiagnostics.log("The update-constraints pass kept asking for another pass; stopped after 10")
    }

    // MARK: Reading the solution

    /// The frame the solution gives `view` (its alignment rectangle outset by `alignmentRectInsets`), with each
    /// edge rounded to the view's pixel grid as UIKit rounds frames from the engine.
    package func solvedFrame(of view: UIView, _ variables: LayoutVariables) -> CGRect {
        let insets = view.alignmentRectInsets
        let scale = max(1, view.layer.contentsScale)
        func snap(_ v: Double) -> CGFloat { CGFloat((v * scale).rounded() / scale) }
        let x = engine.value(of: variables.minX) - insets.left
        let y = engine.value(of: variables.minY) - insets.top
        let maxX = engine.value(of: variables.minX) + engine.value(of: variables.width) + insets.right
        let maxY = engine.value(of: variables.minY) + engine.value(of: variables.height) + insets.bottom
        return CGRect(x: snap(x), y: snap(y), width: max(0, snap(maxX) - snap(x)), height: max(0, snap(maxY) - snap(y)))
    }

    /// The solved frame of `item` in its parent's coordinates (unrounded for guides), or nil when it has no
    /// variables here.
    package func solvedRect(of item: AnyObject) -> CGRect? {
        guard let record = records[ObjectIdentifier(item)], record.item === item else { return nil }
        if let view = item as? UIView { return solvedFrame(of: view, record.variables) }
        let v = record.variables
        return CGRect(
            x: engine.value(of: v.minX), y: engine.value(of: v.minY), width: engine.value(of: v.width),
            height: engine.value(of: v.height))
    }
}

extension UIView {
    /// The top of the view's hierarchy: its window, or the outermost superview.
    package var layoutRoot: UIView {
        var view = self
        while let parent = view.superviewStorage { view = parent }
        return view
    }

    /// The view's Auto Layout state, made on first use.
    package var layoutState: ViewLayoutState {
        if let state = autoLayout { return state }
        let state = ViewLayoutState()
        autoLayout = state
        return state
    }
}
