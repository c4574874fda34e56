// SPDX-License-Identifier: Apache-2.0

import Foundation

/// Loads the app's main interface at launch, before the delegate's launch methods, from the Info.plist keys
/// iOS reads (guide §2.1): `NSMainNibFile` (iPhone OS 3's `MainWindow.xib`: File's Owner is the application,
/// whose `delegate` outlet usually points at the app delegate object of the nib) or `UIMainStoryboardFile` (its
/// initial view controller becomes the root of a new window, given to the delegate's `window` and shown).
/// A scene-based app's storyboard is its scene configuration's, not read here.
@MainActor
package enum MainInterface {
    /// The main nib's top-level objects, kept for the life of the app as iOS keeps them.
    package private(set) static var topLevelObjects: [Any] = []

    /// Loads the main nib or storyboard named in `info`, if any, with `application` as the nib's owner.
    package static func load(info: [String: Any], application: UIApplication, bundle: Bundle = AppBundle.main) {
        if let nibName = (info["NSMainNibFile~iphone"] ?? info["NSMainNibFile"]) as? String, !nibName.isEmpty {
            let objects = UINib(nibName: nibName, bundle: bundle).instantiate(withOwner: application)
            topLevelObjects += objects
            if objects.isEmpty { UIKitDiagnostics.log("NSMainNibFile '\(nibName)' gave no objects") }
        }
        guard application.sceneManifest == nil,
              let name = (info["UIMainStoryboardFile~iphone"] ?? info["UIMainStoryboardFile"]) as? String, !name.isEmpty
        else { return }
        let storyboard = UIStoryboard(name: name, bundle: bundle)
        guard let root = storyboard.instantiateInitialViewController() else {
            return UIKitDiagnostics.log("UIMainStoryboardFile '\(name)' has no initial view controller")
        }
        let window = application.delegate?.window.flatMap { $0 } ?? UIWindow(frame: UIScreen.main.bounds)
        application.delegate?.window = window
        window.rootViewController = root
        window.makeKeyAndVisible()
        topLevelObjects.append(window)
    }
}
