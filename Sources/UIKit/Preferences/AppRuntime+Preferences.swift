// SPDX-License-Identifier: Apache-2.0

import Foundation

extension AppRuntime {
    /// Makes `container` hold this app's defaults (``AppPreferences``): loads its `Library/Preferences` files into
    /// `UserDefaults.standard` and its suites, and keeps them written while the app runs. The launcher calls it
    /// once the container exists, before the app delegate runs; calling it again replaces the previous container's.
    @discardableResult
    package func installPreferences(for container: AppContainer) -> AppPreferences {
        preferences?.synchronize()
        preferences?.stopObserving()
        let store = AppPreferences(container: container)
        store.load()
        store.observe(application)
        preferences = store
        return store
    }
}

extension AppPreferences {
    /// The container of the app this process launches: the app bundle's identifier (the executable's name when it
    /// has none) under `$TOUCHSTONE_DATA_ROOT` or ``AppContainer/defaultDataRoot(environment:)``; nil when no data
    /// root is known. Creates its folders; logs and answers nil when it cannot.
    package static func launchContainer(environment: [String: String] = ProcessInfo.processInfo.environment) -> AppContainer? {
        let root: URL
        if let explicit = environment["TOUCHSTONE_DATA_ROOT"], !explicit.isEmpty {
            root = URL(fileURLWithPath: explicit, isDirectory: true)
        } else if let standard = AppContainer.defaultDataRoot(environment: environment) {
            root = standard
        } else {
            return nil
        }
        let identifier = AppBundle.main.bundleIdentifier ?? ProcessInfo.processInfo.processName
        let container = AppContainer(bundleIdentifier: identifier, dataRoot: root)
        do {
            try container.create()
        } catch {
            UIKitDiagnostics.log("preferences: cannot create the container \(container.root.path): \(error)")
            return nil
        }
        return container
    }
}
