// SPDX-License-Identifier: Apache-2.0

import Foundation

/// The More tab: with more than five view controllers the bar shows the first four and More, and More shows a
/// list of the rest.
extension UITabBarController {
    /// Whether the view controllers overflow the bar (more than five), so the bar ends with the More tab.
    package var hasMore: Bool { (controllerList?.count ?? 0) > Self.maximumTabCount }

    /// The view controllers with a tab of their own: all of them, or the first four when More shows.
    package var tabControllers: [UIViewController] {
        let list = controllerList ?? []
        return hasMore ? Array(list.prefix(Self.maximumTabCount - 1)) : list
    }

    /// The view controllers listed under More (none without More).
    package var overflowControllers: [UIViewController] {
        hasMore ? Array((controllerList ?? []).dropFirst(Self.maximumTabCount - 1)) : []
    }

    /// Whether `controller` is one of the view controllers listed under More.
    package func isOverflow(_ controller: UIViewController) -> Bool {
        overflowControllers.contains { $0 === controller }
    }

    /// The More tab's item: the system More item.
    package var moreItem: UITabBarItem {
        if let item = moreItemStorage { return item }
        let item = UITabBarItem(tabBarSystemItem: .more, tag: 0)
        moreItemStorage = item
        return item
    }

    /// The list of the controllers under More (made on first use).
    package var moreListController: UIMoreListController {
        if let list = moreListStorage { return list }
        let list = UIMoreListController(tabBarController: self)
        moreListStorage = list
        return list
    }

    /// The More list if it was made.
    package var moreList: UIMoreListController? { moreListStorage }

    /// The controller the content area shows for the More tab: the More navigation controller.
    package var moreContainer: UIViewController { moreNavigation }

    /// The More navigation controller, made on first use with the More list as its root and the More item as
    /// its tab bar item.
    package var moreNavigation: UIMoreNavigationController {
        if let nav = moreNavStorage { return nav }
        let nav = UIMoreNavigationController(list: moreListController)
        nav.tabBarItemStorage = moreItem
        moreNavStorage = nav
        return nav
    }

    /// Whether `controller` is what the content area shows for the More tab.
    package func isMoreContainer(_ controller: UIViewController) -> Bool {
        controller === moreNavStorage
    }

    /// Adds the More container as a child while More shows, and removes it (hiding it) when it no longer does.
    package func updateMoreContainment() {
        if hasMore {
            let container = moreContainer
            guard container.parentStorage !== self else { return }
            addChild(container)
            container.didMove(toParent: self)
        } else if let container = moreNavStorage, container.parentStorage === self {
            if shownController === container { hideShownController() }
            container.willMove(toParent: nil)
            container.viewIfLoaded?.removeFromSuperview()
            container.removeFromParent()
        }
    }

    /// Whether `controller` is on the More navigation controller's stack above the list (pushed from it).
    package func isInMoreStack(_ controller: UIViewController) -> Bool {
        guard let nav = moreNavStorage else { return false }
        return nav.viewControllers.dropFirst().contains { $0 === controller }
    }

    /// Shows `controller` (one of the controllers under More) on the More navigation controller, above the list:
    /// pushed (sliding in when `animated`) while the list is on top, else as the new stack.
    ///
    /// A navigation controller cannot be pushed (iOS moves its controllers onto the More navigation controller;
    /// Touchstone does not): the call is logged and the list stays.
    package func showInMore(_ controller: UIViewController, animated: Bool) {
        let nav = moreNavigation
        let list = moreListController
        if controller is UINavigationController {
            return UIKitDiagnostics.log("UITabBarController: \(controller) is a navigation controller; showing it from the More list is not supported on Touchstone; the list stays")
        }
        let stack = nav.viewControllers
        if stack.count == 2, stack[1] === controller { return }
        if controller.parentStorage === self {
            controller.willMove(toParent: nil)
            controller.removeFromParent()
        }
        if animated, stack.count == 1, stack[0] === list {
            nav.pushViewController(controller, animated: true)
        } else {
            nav.setViewControllers([list, controller], animated: false)
        }
    }

    /// Takes `controller` out of the More navigation controller's stack (it is leaving the overflow).
    package func releaseFromMore(_ controller: UIViewController) {
        guard let nav = moreNavStorage, isInMoreStack(controller) else { return }
        nav.setViewControllers([moreListController], animated: false)
    }

    /// Returns the More navigation controller to its list.
    package func popMoreToRoot(animated: Bool) {
        guard let nav = moreNavStorage, nav.viewControllers.count > 1 else { return }
        nav.popToRootViewController(animated: animated)
        moreStackDidChange()
    }

    /// Returns `controller` to its root when it is a navigation controller (a second tap on its tab).
    package func popToRootIfNavigation(_ controller: UIViewController) {
        guard let nav = controller as? UINavigationController, nav.viewControllers.count > 1 else { return }
        nav.popToRootViewController(animated: true)
    }

    /// The More navigation controller's stack changed (a pop, the back button): view controllers it let go become
    /// children of the tab bar controller again, and with the list on top the More tab itself is the selection.
    package func moreStackDidChange() {
        for controller in controllerList ?? [] where controller.parentStorage == nil {
            addChild(controller)
            controller.didMove(toParent: self)
        }
        if let selection, isOverflow(selection), !isInMoreStack(selection), shownController === moreNavStorage {
            self.selection = moreNavStorage
            updateBarSelection()
        }
    }

    /// The user chose `controller` in the More list: asked and told to the delegate as a tab tap is, then shown
    /// inside the More container.
    package func selectFromMoreList(_ controller: UIViewController) {
        guard isOverflow(controller) else { return }
        userSelect(controller)
    }
}
