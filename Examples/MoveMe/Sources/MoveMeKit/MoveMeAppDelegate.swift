// SPDX-License-Identifier: Apache-2.0
//
// MoveMe's application delegate (moveme-events-views.md §1.3). The original loads MainWindow.xib and
// MoveMeView.xib; Touchstone has no nibs, so the delegate builds the same objects in code.

import UIKit

/// Builds MoveMe's window: a plain view controller whose view is a full-screen ``MoveMeView``. Open so tests
/// can observe the launch.
open class MoveMeAppDelegate: UIResponder, UIApplicationDelegate {
    /// The app's only window.
    public var window: UIWindow?
    /// The controller whose view is the ``MoveMeView``.
    public var viewController: UIViewController?

    /// The background colour of MoveMe's view (set in Interface Builder in the original; not given by the
    /// sample): dark grey.
    public static let backgroundColor = UIColor(white: 0.25, alpha: 1)

    /// The window, the view controller and its ``MoveMeView``, then shows the window.
    open func applicationDidFinishLaunching(_ application: UIApplication) {
        let window = UIWindow(frame: UIScreen.main.bounds)
        let controller = UIViewController(nibName: nil, bundle: .main)
        let moveMeView = MoveMeView(frame: window.bounds)
        moveMeView.backgroundColor = MoveMeAppDelegate.backgroundColor
        controller.view = moveMeView
        viewController = controller
        window.addSubview(controller.view)
        window.makeKeyAndVisible()
        self.window = window
    }

    /// The ``MoveMeView`` on screen (nil before launch).
    public var moveMeView: MoveMeView? { viewController?.view as? MoveMeView }
}
