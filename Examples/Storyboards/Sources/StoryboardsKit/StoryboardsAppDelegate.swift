// SPDX-License-Identifier: Apache-2.0
//
// The Storyboards example (issue 20): an app whose every screen comes from Main.storyboard (UIMainStoryboardFile),
// written as an iOS developer writes it. UIKit instantiates the storyboard's initial controller (a navigation
// controller over the plant list) and makes it the root of the delegate's window before launch finishes.

import UIKit

/// The app delegate: it only keeps the window UIKit makes for the main storyboard.
open class StoryboardsAppDelegate: UIResponder, UIApplicationDelegate {
    /// The app's window, set by UIKit from `UIMainStoryboardFile` before `didFinishLaunching`.
    public var window: UIWindow?

    /// The navigation controller at the root of the window (the storyboard's initial view controller).
    public var navigationController: UINavigationController? { window?.rootViewController as? UINavigationController }

    /// The plant list, the navigation controller's root.
    public var plantsController: PlantsViewController? {
        navigationController?.viewControllers.first as? PlantsViewController
    }

    open func application(_ application: UIApplication,
                          didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        true
    }
}
