// SPDX-License-Identifier: Apache-2.0

import Foundation

/// Collapsing the interface into one child in a compact width, and expanding it again in a regular one.
extension UISplitViewController {
    /// Decides collapsing from the horizontal size class (the first time, or when it changed) and lays the
    /// children out. Called from the view's layout.
    package func arrangeChildren() {
        guard viewIfLoaded != nil else { return }
        let compact = traitCollection.horizontalSizeClass != .regular
        if !collapseDecided || compact != collapsed {
            let initial = !collapseDecided
            collapseDecided = true
            if compact { collapseInterface(initial: initial) } else { expandInterface(initial: initial) }
        }
        if collapsed { layoutCollapsedChild() } else { layoutExpandedChildren() }
    }

    /// The app changed the controllers: the interface is built again from them.
    package func rebuildInterface() {
        guard viewIfLoaded != nil, collapseDecided else { return }
        if style != .unspecified { resetColumnStacks() }
        collapseDecided = false
        showChildren([])
        arrangeChildren()
    }

    /// The classic setter of ``viewControllers``.
    package func replaceViewControllers(_ controllers: [UIViewController]) {
        for (index, controller) in controllers.enumerated()
        where controllers[..<index].contains(where: { $0 === controller }) || controller === self {
            return UIKitDiagnostics.log("UISplitViewController: setViewControllers: \(controller) is given twice or is the split view controller; ignored")
        }
        guard style == .unspecified else {
            let columns: [Column] = style == .tripleColumn ? [.primary, .supplementary, .secondary] : [.primary, .secondary]
            for (column, controller) in zip(columns, controllers) { storeColumn(controller, for: column) }
            return rebuildInterface()
        }
        if controllers.count > 2 {
            UIKitDiagnostics.log("UISplitViewController: a classic split view controller shows two view controllers; the other \(controllers.count - 2) are ignored")
        }
        classicControllers = Array(controllers.prefix(2))
        collapsedSecondary = nil
        rebuildInterface()
    }

    // MARK: Collapsing

    private func collapseInterface(initial: Bool) {
        collapsed = true
        if style == .unspecified { collapseClassic() } else { collapseColumns() }
        if style != .unspecified { delegate?.splitViewControllerDidCollapse(self) }
    }

    private func collapseClassic() {
        guard let primary = classicControllers.first else { return showChildren([]) }
        let target = delegate?.primaryViewController(forCollapsing: self) ?? primary
        if let secondary = classicControllers.dropFirst().first, secondary !== target {
            collapsedSecondary = secondary
            showChildren([])
            let handled = delegate?.splitViewController(self, collapseSecondary: secondary, onto: target) ?? false
            if !handled { target.collapseSecondaryViewController(secondary, for: self) }
        }
        showChildren([target])
    }

    private func collapseColumns() {
        if let compact = columnWrappers[.compact] { return showChildren([compact]) }
        guard let primaryNav = columnWrappers[.primary] else { return showChildren([]) }
        let top = delegate?.splitViewController(self, topColumnForCollapsingToProposedTopColumn: .secondary) ?? .secondary
        showChildren([])
        var stack = primaryNav.viewControllers
        if style == .tripleColumn, top != .primary { stack += takeStack(of: .supplementary) }
        if top == .secondary { stack += takeStack(of: .secondary) }
        primaryNav.setViewControllers(stack, animated: false)
        showChildren([primaryNav])
    }

    /// Moves the controllers of `column`'s navigation controller out of it (for the collapsed stack), remembering
    /// which controller was its root so that expanding can give them back.
    package func takeStack(of column: Column) -> [UIViewController] {
        guard let nav = columnWrappers[column] else { return [] }
        let taken = nav.viewControllers
        if let root = taken.first { collapsedColumnRoots[column] = root }
        nav.setViewControllers([], animated: false)
        return taken
    }

    // MARK: Expanding

    private func expandInterface(initial: Bool) {
        collapsed = false
        if !initial {
            let proposed = resolveExpandedDisplayMode()
            let chosen = delegate?.splitViewController(self, displayModeForExpandingToProposedDisplayMode: proposed) ?? proposed
            if chosen != .automatic, chosen != displayModeStorage {
                delegate?.splitViewController(self, willChangeTo: chosen)
                displayModeStorage = chosen
            }
        } else {
            displayModeStorage = resolveExpandedDisplayMode()
        }
        if style == .unspecified { expandClassic(initial: initial) } else { expandColumns() }
        if style != .unspecified, !initial { delegate?.splitViewControllerDidExpand(self) }
    }

    private func resolveExpandedDisplayMode() -> DisplayMode {
        switch preferredDisplayMode {
        case .automatic: style == .tripleColumn ? .twoBesideSecondary : .oneBesideSecondary
        default: preferredDisplayMode
        }
    }

    private func expandClassic(initial: Bool) {
        guard let current = shownChildren.first ?? classicControllers.first else { return showChildren([]) }
        if initial {
            return showChildren(classicControllers)
        }
        let primary = delegate?.primaryViewController(forExpanding: self) ?? current
        let separated = delegate?.splitViewController(self, separateSecondaryFrom: primary)
            ?? primary.separateSecondaryViewController(for: self)
        let secondary = separated ?? collapsedSecondary
        collapsedSecondary = nil
        classicControllers = [primary] + (secondary.map { [$0] } ?? [])
        showChildren([])
        showChildren(classicControllers)
    }

    private func expandColumns() {
        showChildren([])
        if let primaryNav = columnWrappers[.primary] {
            var stack = primaryNav.viewControllers
            for column in [Column.secondary, .supplementary] {
                guard let root = collapsedColumnRoots[column], let index = stack.firstIndex(where: { $0 === root }),
                      let nav = columnWrappers[column] else { continue }
                let moved = Array(stack[index...])
                stack.removeSubrange(index...)
                primaryNav.setViewControllers(stack, animated: false)
                nav.setViewControllers(moved, animated: false)
            }
            primaryNav.setViewControllers(stack, animated: false)
        }
        // Columns whose stacks were not moved into the primary (the primary was on top) get theirs back as well.
        for column in [Column.supplementary, .secondary] {
            if let nav = columnWrappers[column], nav.viewControllers.isEmpty, let root = columnControllers[column],
               !(root is UINavigationController) {
                nav.setViewControllers([root], animated: false)
            }
        }
        collapsedColumnRoots = [:]
        let order: [Column] = style == .tripleColumn ? [.primary, .supplementary, .secondary] : [.primary, .secondary]
        showChildren(order.compactMap { columnWrappers[$0] })
    }

    /// Puts each column's navigation controller back to its own root controller (the controllers pushed on it
    /// are dropped), undoing a collapse, before the interface is built again.
    package func resetColumnStacks() {
        for (column, nav) in columnWrappers {
            guard let root = columnControllers[column], root !== nav else { continue }
            nav.setViewControllers([root], animated: false)
        }
        collapsedColumnRoots = [:]
    }

    // MARK: Children

    /// Makes `list` the shown children: the others leave (views and children), the new ones come in.
    package func showChildren(_ list: [UIViewController]) {
        let leaving = shownChildren.filter { old in !list.contains { $0 === old } }
        let arriving = list.filter { new in !shownChildren.contains { $0 === new } }
        for child in leaving {
            child.willMove(toParent: nil)
            child.viewIfLoaded?.removeFromSuperview()
            child.removeFromParent()
        }
        shownChildren = list
        guard let view = viewIfLoaded else { return }
        for child in arriving {
            addChild(child)
            view.addSubview(child.view)
            child.didMove(toParent: self)
        }
    }
}
