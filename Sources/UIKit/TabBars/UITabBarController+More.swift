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

    /// The controller the content area shows for the More tab.
    package var moreContainer: UIViewController { moreListController }

    /// Whether `controller` is what the content area shows for the More tab.
    package func isMoreContainer(_ controller: UIViewController) -> Bool {
        controller === moreListStorage
    }

    /// Adds the More container as a child while More shows, and removes it (hiding it) when it no longer does.
    package func updateMoreContainment() {
        let container = moreContainer
        if hasMore {
            guard container.parentStorage !== self else { return }
            addChild(container)
            container.didMove(toParent: self)
        } else if container.parentStorage === self {
            if shownController === container { hideShownController() }
            container.willMove(toParent: nil)
            container.viewIfLoaded?.removeFromSuperview()
            container.removeFromParent()
        }
    }

    /// Whether `controller` is shown inside the More container now (pushed from the list).
    package func isInMoreStack(_ controller: UIViewController) -> Bool { false }

    /// Shows `controller` (one of the controllers under More) inside the More container.
    package func showInMore(_ controller: UIViewController) {
        UIKitDiagnostics.log("UITabBarController: the More navigation controller is not available yet; \(controller) is selected but the More list shows")
    }

    /// Takes `controller` out of the More container's stack (it is leaving the view controllers).
    package func releaseFromMore(_ controller: UIViewController) {}

    /// Returns the More container to its list.
    package func popMoreToRoot(animated: Bool) {}

    /// Returns `controller` to its root when it is a navigation controller (a second tap on its tab).
    package func popToRootIfNavigation(_ controller: UIViewController) {}

    /// The user chose `controller` in the More list: asked and told to the delegate as a tab tap is, then shown
    /// inside the More container.
    package func selectFromMoreList(_ controller: UIViewController) {
        guard isOverflow(controller) else { return }
        userSelect(controller)
    }
}
