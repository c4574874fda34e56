// SPDX-License-Identifier: Apache-2.0
//
// A whole Touchstone app: the same code builds for iOS with Xcode.

import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.backgroundColor = .white
        let label = UILabel(frame: window.bounds.insetBy(dx: 20, dy: 20))
        label.text = NSLocalizedString("greeting", comment: "The text in the middle of the screen")
        label.font = .systemFont(ofSize: 32)
        label.textAlignment = .center
        label.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        window.addSubview(label)
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}
