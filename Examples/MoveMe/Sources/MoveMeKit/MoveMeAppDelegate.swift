// SPDX-License-Identifier: Apache-2.0
//
// MoveMe's application delegate (moveme-events-views.md §1.3). As in the original, it lives in MainWindow.xib
// (NSMainNibFile), which gives it its window and view controller through outlets; a delegate made in code (tests,
// the benchmark) builds the same objects itself.

import UIKit

/// MoveMe's application delegate: shows the view controller's ``MoveMeView`` in the window. Open so tests can
/// observe the launch.
///
/// Launched through `MainWindow.xib`, the nib connects ``window`` and ``viewController`` (its view a full-screen
/// ``MoveMeView``, dark grey). A delegate the launcher was given without those outlets (made in code, or a launch
/// whose Info.plist names no main nib) builds the same window, controller and view before showing them, so both
/// paths give the same views, frames and pixels.
open class MoveMeAppDelegate: UIResponder, UIApplicationDelegate {
    /// The app's only window (an outlet of MainWindow.xib).
    public var window: UIWindow?
    /// The controller whose view is the ``MoveMeView`` (an outlet of MainWindow.xib).
    public var viewController: UIViewController?

    /// The background colour of MoveMe's view, as MainWindow.xib sets it (the sample set it in Interface Builder
    /// without giving it): dark grey.
    public static let backgroundColor = UIColor(white: 0.25, alpha: 1)

    /// The outlets MainWindow.xib connects: `window` and `viewController` (what `@IBOutlet` gives on iOS; the
    /// `touchstone-port` command generates this override for ported code).
    open override func setValue(_ value: Any?, forKey key: String) {
        switch key {
        case "window": window = value as? UIWindow
        case "viewController": viewController = value as? UIViewController
        default: super.setValue(value, forKey: key)
        }
    }

    /// Adds the view controller's view to the window, then shows the window (S1 Listing 2).
    open func applicationDidFinishLaunching(_ application: UIApplication) {
        if window == nil || viewController == nil { makeInterfaceInCode() }
        guard let window, let viewController else { return }
        window.addSubview(viewController.view)
        window.makeKeyAndVisible()
    }

    /// What MainWindow.xib holds, made in code: a screen-sized window and a plain controller whose view is a
    /// ``MoveMeView`` filling it, with ``backgroundColor``.
    private func makeInterfaceInCode() {
        let window = UIWindow(frame: UIScreen.main.bounds)
        let controller = UIViewController(nibName: nil, bundle: .main)
        let moveMeView = MoveMeView(frame: window.bounds)
        moveMeView.backgroundColor = MoveMeAppDelegate.backgroundColor
        controller.view = moveMeView
        self.window = window
        viewController = controller
    }

    /// The ``MoveMeView`` on screen (nil before launch).
    public var moveMeView: MoveMeView? { viewController?.view as? MoveMeView }
}
