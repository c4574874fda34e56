// SPDX-License-Identifier: Apache-2.0
//
// Lists, the second sample app (issue 14): a 10,000-row table, a 1,000-photo grid and two pickers, written as an
// iOS developer writes them (it compiles for iOS unchanged).

import UIKit

/// Builds the window with a ``ListsRootViewController``. Open so tests can observe the launch.
open class ListsAppDelegate: UIResponder, UIApplicationDelegate {
    /// The app's only window.
    public var window: UIWindow?

    /// The root controller: the screen switcher.
    public var rootViewController: ListsRootViewController? { window?.rootViewController as? ListsRootViewController }

    open func application(_ application: UIApplication,
                          didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = ListsRootViewController()
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}
