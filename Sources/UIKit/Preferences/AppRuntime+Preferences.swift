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
