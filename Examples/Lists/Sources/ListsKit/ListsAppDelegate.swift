// SPDX-License-Identifier: Apache-2.0
//
// Lists, the second sample app (issue 14): a 10,000-row table, a 1,000-photo grid and two pickers in the tabs of
// a tab bar controller, each tab a navigation controller, written as an iOS developer writes it (it compiles for
// iOS unchanged).

import UIKit

/// Builds the window: a tab bar controller whose three tabs are navigation controllers over Contacts (the table,
/// pushing a contact's detail on tap), Photos (the grid) and Pickers. Open so tests can observe the launch.
open class ListsAppDelegate: UIResponder, UIApplicationDelegate {
    /// The app's only window.
    public var window: UIWindow?

    /// The tab bar controller at the root of the window.
    public var tabBarController: UITabBarController? { window?.rootViewController as? UITabBarController }

    /// The Contacts tab's table controller, the Photos tab's grid and the Pickers tab's screen.
    public let contacts = ContactsViewController(style: .plain)
    public let photos = PhotoGridViewController()
    public let pickers = PickersViewController()

    open func application(_ application: UIApplication,
                          didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow(frame: UIScreen.main.bounds)
        let tabs = UITabBarController()
        tabs.viewControllers = [
            navigationController(contacts, item: UITabBarItem(tabBarSystemItem: .contacts, tag: 0)),
            navigationController(photos, item: UITabBarItem(title: "Photos", image: TabIcons.photos, tag: 1)),
            navigationController(pickers, item: UITabBarItem(title: "Pickers", image: TabIcons.pickers, tag: 2)),
        ]
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        self.window = window
        return true
    }

    /// A navigation controller over `root`, whose tab is `item`.
    private func navigationController(_ root: UIViewController, item: UITabBarItem) -> UINavigationController {
        let navigation = UINavigationController(rootViewController: root)
        navigation.tabBarItem = item
        return navigation
    }
}
