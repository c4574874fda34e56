// SPDX-License-Identifier: Apache-2.0

import Foundation

/// The column-style API (iOS 14): a view controller per column, showing and hiding columns, and the layout of an
/// expanded interface.
extension UISplitViewController {
    /// ``setViewController(_:for:)``'s work.
    package func setColumn(_ vc: UIViewController?, for column: Column) {
        guard style != .unspecified else {
            return UIKitDiagnostics.log("UISplitViewController: setViewController(_:for:) is only for column-style split view controllers; ignored")
        }
        guard column != .supplementary || style == .tripleColumn else {
            return UIKitDiagnostics.log("UISplitViewController: a double-column split view controller has no supplementary column; ignored")
        }
        if let vc, vc === self || vc === columnControllers[column] { return }
        storeColumn(vc, for: column)
        rebuildInterface()
    }

    /// ``show(_:)``'s work.
    package func showColumn(_ column: Column) {
        guard style != .unspecified else {
            return UIKitDiagnostics.log("UISplitViewController: show(_:) is only for column-style split view controllers; ignored")
        }
        delegate?.splitViewController(self, willShow: column)
        if collapsed { return showCollapsed(column) }
        switch column {
        case .primary, .supplementary:
            if displayMode == .secondaryOnly {
                preferredDisplayMode = style == .tripleColumn ? .twoBesideSecondary : .oneBesideSecondary
            }
        case .secondary, .compact:
            break
        }
    }

    /// ``hide(_:)``'s work.
    package func hideColumn(_ column: Column) {
        guard style != .unspecified else {
            return UIKitDiagnostics.log("UISplitViewController: hide(_:) is only for column-style split view controllers; ignored")
        }
        delegate?.splitViewController(self, willHide: column)
        if collapsed {
            guard let primaryNav = columnWrappers[.primary] else { return }
            let below: Column = column == .secondary && style == .tripleColumn ? .supplementary : .primary
            if let root = below == .primary ? primaryNav.viewControllers.first : columnControllers[.supplementary],
               primaryNav.viewControllers.contains(where: { $0 === root }) {
                primaryNav.popToViewController(root, animated: isOnScreen)
            }
            return
        }
        if column == .primary || column == .supplementary { preferredDisplayMode = .secondaryOnly }
    }

    private func showCollapsed(_ column: Column) {
        guard let primaryNav = columnWrappers[.primary] else { return }
        switch column {
        case .primary:
            primaryNav.popToRootViewController(animated: isOnScreen)
        case .supplementary, .secondary:
            if let root = collapsedColumnRoots[column] ?? columnControllers[column],
               primaryNav.viewControllers.contains(where: { $0 === root }) {
                primaryNav.popToViewController(root, animated: isOnScreen)
                return
            }
            var taken = takeStack(of: column)
            // A column whose controllers were popped off the collapsed stack shows its root controller again.
            if taken.isEmpty, let root = collapsedColumnRoots[column] ?? columnControllers[column],
               !(root is UINavigationController) {
                taken = [root]
            }
            guard !taken.isEmpty else { return }
            primaryNav.setViewControllers(primaryNav.viewControllers + taken, animated: isOnScreen)
        case .compact:
            break
        }
    }

    /// Records `vc` for `column` with its navigation controller.
    package func storeColumn(_ vc: UIViewController?, for column: Column) {
        columnControllers[column] = vc
        guard let vc else {
            columnWrappers[column] = nil
            return
        }
        if let nav = vc as? UINavigationController {
            columnWrappers[column] = nav
        } else {
            columnWrappers[column] = UINavigationController(rootViewController: vc)
        }
    }

    // MARK: Layout

    /// Collapsed: the one child fills the controller's view.
    package func layoutCollapsedChild() {
        guard let view = viewIfLoaded else { return }
        for child in shownChildren {
            child.view.frame = view.bounds
            child.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            child.view.isHidden = false
        }
    }

    /// Expanded: the primary (and supplementary) columns tile beside the secondary, lie over it, or are hidden,
    /// by ``displayMode``; the primary on ``primaryEdge``.
    package func layoutExpandedChildren() {
        guard let view = viewIfLoaded else { return }
        let bounds = view.bounds
        let primary = style == .unspecified ? classicControllers.first : columnWrappers[.primary]
        let supplementary = style == .tripleColumn ? columnWrappers[.supplementary] : nil
        let secondary = style == .unspecified ? classicControllers.dropFirst().first : columnWrappers[.secondary]
        let primaryWidth = resolvedPrimaryWidth(in: bounds.width)
        let supplementaryWidth = supplementary == nil ? 0 : primaryWidth
        let mode = displayMode
        let leadingShown: CGFloat
        let tiles: Bool
        switch mode {
        case .secondaryOnly, .automatic:
            leadingShown = 0
            tiles = true
        case .oneBesideSecondary:
            leadingShown = supplementary == nil ? primaryWidth : supplementaryWidth
            tiles = true
        case .oneOverSecondary:
            leadingShown = supplementary == nil ? primaryWidth : supplementaryWidth
            tiles = false
        case .twoBesideSecondary, .twoDisplaceSecondary:
            leadingShown = primaryWidth + supplementaryWidth
            tiles = true
        case .twoOverSecondary:
            leadingShown = primaryWidth + supplementaryWidth
            tiles = false
        }
        let secondaryX = tiles ? leadingShown : 0
        var frames: [(UIViewController?, CGRect, Bool)] = []
        frames.append((secondary, CGRect(x: secondaryX, y: 0, width: bounds.width - secondaryX, height: bounds.height), true))
        let primaryShown = mode == .twoBesideSecondary || mode == .twoOverSecondary || mode == .twoDisplaceSecondary
            || ((mode == .oneBesideSecondary || mode == .oneOverSecondary) && supplementary == nil)
        let primaryX = primaryShown ? 0 : -primaryWidth
        frames.append((primary, CGRect(x: primaryX, y: 0, width: primaryWidth, height: bounds.height), primaryShown))
        if let supplementary {
            let shown = mode != .secondaryOnly
            let x = shown ? leadingShown - supplementaryWidth : -supplementaryWidth
            frames.append((supplementary, CGRect(x: x, y: 0, width: supplementaryWidth, height: bounds.height), shown))
        }
        for (controller, frame, shown) in frames {
            guard let controller, shownChildren.contains(where: { $0 === controller }) else { continue }
            var placed = frame
            if primaryEdge == .trailing { placed.origin.x = bounds.width - frame.maxX }
            controller.view.autoresizingMask = []
            controller.view.frame = placed
            controller.view.isHidden = !shown
        }
        // Overlaid columns lie above the secondary.
        if !tiles {
            for controller in [primary, supplementary].compactMap({ $0 }) where controller.viewIfLoaded?.superview === view {
                view.bringSubviewToFront(controller.view)
            }
        }
    }
}
