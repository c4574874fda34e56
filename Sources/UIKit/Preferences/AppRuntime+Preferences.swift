// SPDX-License-Identifier: Apache-2.0

import CProcessHooks
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
    /// The preferences `UserDefaults.synchronize()` writes in this process (``routeFoundationSynchronize(to:)``).
    nonisolated(unsafe) private static weak var routed: AppPreferences?

    /// Makes `UserDefaults.synchronize()` (Core Foundation's `CFPreferencesAppSynchronize`) write `preferences` to
    /// the container and answer true, instead of writing Core Foundation's own copy under `~/.config`, which the
    /// sandbox refuses (`CProcessHooks/PreferencesHooks.c`); nil gives the call back to Core Foundation. The launcher
    /// routes an app process's preferences. Called off the main thread, it answers true and leaves the writing to
    /// the end of the main thread's run-loop turn (``noteTurnEnded(at:)``), within a second of device time.
    package static func routeFoundationSynchronize(to preferences: AppPreferences?) {
        routed = preferences
        touchstone_set_preferences_synchronize(preferences == nil ? nil : { AppPreferences.synchronizeRouted() })
    }

    nonisolated private static func synchronizeRouted() -> Int32 {
        guard touchstone_is_main_queue() != 0, Thread.isMainThread else { return 1 }
        MainActor.assumeIsolated { _ = routed?.synchronize() }
        return 1
    }
}
