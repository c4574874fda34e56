// SPDX-License-Identifier: Apache-2.0

import Foundation

/// The items containers show for a controller: its navigation item, tab bar item and toolbar items.
extension UIViewController {
    package func makeNavigationItem() -> UINavigationItem {
        if let item = navigationItemStorage { return item }
        let item = UINavigationItem()
        item.title = title
        navigationItemStorage = item
        return item
    }

    package func makeTabBarItem() -> UITabBarItem {
        if let item = tabBarItemStorage { return item }
        let item = UITabBarItem()
        item.title = title
        tabBarItemStorage = item
        return item
    }

    /// Tells the containers showing this controller that its bar items changed (a new tab bar item, new toolbar
    /// items), so they show them.
    package func barItemsDidChange(animated: Bool = false) {
        var current: UIViewController? = parentStorage
        while let container = current {
            container.childBarItemsDidChange(self, animated: animated)
            current = container.parentStorage
        }
    }
}
