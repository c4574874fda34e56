// SPDX-License-Identifier: Apache-2.0
//
// Catalog, the third sample app (issue 15), in the spirit of Apple's UICatalog: a navigation controller over a
// table of sections, each pushing a screen that shows one family of UIKit's views and controllers. It is written
// as an iOS developer writes it and compiles for iOS unchanged.

import UIKit

/// Builds the window: a navigation controller whose root is the ``CatalogViewController``.
open class CatalogAppDelegate: UIResponder, UIApplicationDelegate {
    /// The app's window.
    public var window: UIWindow?

    /// The navigation controller at the root of the window.
    public var navigationController: UINavigationController? { window?.rootViewController as? UINavigationController }

    open func application(_ application: UIApplication,
                          didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow(frame: UIScreen.main.bounds)
        let navigation = UINavigationController(rootViewController: CatalogViewController(style: .grouped))
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}
