// SPDX-License-Identifier: Apache-2.0

import Foundation

extension UIViewController {
    /// The nearest split view controller among this controller's ancestors, or nil.
    public var splitViewController: UISplitViewController? {
        nearestAncestor(ofType: UISplitViewController.self)
    }
}

extension UINavigationController {
    /// ``collapseSecondaryViewController(_:for:)``'s work: the secondary (or a secondary navigation controller's
    /// controllers, taken out of it) pushed onto this stack without animation.
    package func collapseSplitSecondary(_ secondary: UIViewController, for split: UISplitViewController) {
        if let nav = secondary as? UINavigationController {
            let moved = nav.viewControllers
            nav.setViewControllers([], animated: false)
            split.collapsedSecondaryNavigation = (nav, moved.first)
            setViewControllers(viewControllers + moved, animated: false)
        } else {
            split.collapsedSecondaryNavigation = nil
            setViewControllers(viewControllers + [secondary], animated: false)
        }
    }

    /// ``separateSecondaryViewController(for:)``'s work.
    package func separateSplitSecondary(for split: UISplitViewController) -> UIViewController? {
        let stack = viewControllers
        guard stack.count > 1 else { return nil }
        if let (nav, root) = split.collapsedSecondaryNavigation, let root,
           let index = stack.firstIndex(where: { $0 === root }), index > 0 {
            split.collapsedSecondaryNavigation = nil
            setViewControllers(Array(stack[..<index]), animated: false)
            nav.setViewControllers(Array(stack[index...]), animated: false)
            return nav
        }
        setViewControllers(Array(stack.dropLast()), animated: false)
        return stack.last
    }
}
