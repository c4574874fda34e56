// SPDX-License-Identifier: Apache-2.0
//
// Settings, the device's Settings app (issue 18; guide chapter 9), written with Touchstone's own UIKit: a
// navigation controller over grouped tables, the device's own sections and one page per installed app with a
// Settings bundle.

import Foundation
import UIKit

/// What the Settings app shows: the installed apps and the device's data root.
public struct SettingsConfiguration {
    /// The apps with a Settings bundle, in the order listed.
    public var apps: [InstalledApp]
    /// The data root: app containers and the device's own settings (`Device/Settings.plist`).
    public var dataRoot: URL
    /// The device's model and system version, for General → About.
    public var model: String
    public var systemVersion: String

    /// A configuration for `appBundles` under `dataRoot` (bundles without a Settings bundle are logged and left
    /// out).
    public init(appBundles: [URL], dataRoot: URL, model: String = "iPhone", systemVersion: String = "3.0") {
        apps = appBundles.compactMap { InstalledApp(bundleURL: $0, dataRoot: dataRoot) }
        self.dataRoot = dataRoot
        self.model = model
        self.systemVersion = systemVersion
    }

    /// The configuration the delegate uses (set by `main.swift` or a test before launch).
    @MainActor public static var current = SettingsConfiguration(appBundles: [], dataRoot: FileManager.default.temporaryDirectory)
}

/// Builds the window: a navigation controller whose root is the ``SettingsRootViewController``.
open class SettingsAppDelegate: UIResponder, UIApplicationDelegate {
    /// The app's window.
    public var window: UIWindow?

    /// The navigation controller at the root of the window.
    public var navigationController: UINavigationController? { window?.rootViewController as? UINavigationController }

    open func application(_ application: UIApplication,
                          didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow(frame: UIScreen.main.bounds)
        let root = SettingsRootViewController(configuration: SettingsConfiguration.current)
        window.rootViewController = UINavigationController(rootViewController: root)
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}

extension SettingsConfiguration {
    /// The default data root (`$XDG_DATA_HOME/touchstone`, `~/.local/share/touchstone`), or the temporary folder
    /// when no home is known.
    public static func defaultDataRoot(environment: [String: String]) -> URL {
        AppContainer.defaultDataRoot(environment: environment)
            ?? FileManager.default.temporaryDirectory.appendingPathComponent("touchstone", isDirectory: true)
    }
}
