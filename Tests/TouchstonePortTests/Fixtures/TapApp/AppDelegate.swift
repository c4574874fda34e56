// SPDX-License-Identifier: Apache-2.0
//
// Fixture: an iOS app as Xcode's templates and today's tutorials write it. It does not compile on Linux until
// `touchstone-port` has run (scripts/check-port-fixture); keep it in iOS style.

import UIKit

@UIApplicationMain
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplicationLaunchOptionsKey: Any]?) -> Bool {
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = ViewController()
        window?.makeKeyAndVisible()
        return true
    }

    @objc func reportStatus(_ sender: Any?) {
        print("status reported by the app delegate")
    }
}
