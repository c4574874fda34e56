// SPDX-License-Identifier: Apache-2.0

import Foundation
import UIKit

/// `UserDefaults.set` + `synchronize` on a 1,000-key domain (issue 18): one value changed, then the app's domain
/// written to its container the way Touchstone persists it (snapshot from Foundation, XML property list, temporary
/// file, `fsync`, `rename`, `fsync` of the folder; ``AppPreferences``). Foundation's own `synchronize()` (which on
/// Linux rewrites `~/.config/<process>.plist` in place, with `fsync`) runs in both, and alone is the baseline.
enum PreferencesBenchmarks {
    static var rows: [BenchmarkRow] { Harness.mainActorRows("Preferences", makeRows) }

    @MainActor
    private static func makeRows() throws -> [BenchmarkRow] {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("touchstone-bench-prefs-\(getpid())")
        let container = AppContainer(bundleIdentifier: "com.example.bench", dataRoot: root)
        try container.create()
        let preferences = AppPreferences(container: container)
        preferences.load()
        let defaults = UserDefaults.standard
        for index in 0..<1000 { defaults.set("value \(index)", forKey: "bench_key_\(index)") }
        preferences.synchronize()
        nonisolated(unsafe) let store = preferences
        nonisolated(unsafe) var counter = 0
        return [BenchmarkRow(
            name: "UserDefaults set+synchronize, 1,000-key domain", target: "ratio ≤ 3.00",
            // Both sides fsync; Touchstone's write adds the container file's own fsync, rename and folder fsync.
            meets: { ($0.ratio ?? .infinity) <= 3 },
            measured: {
                counter += 1
                defaults.set(counter, forKey: "bench_key_0")
                defaults.synchronize()
                MainActor.assumeIsolated { _ = store.synchronize() }
            },
            baseline: {
                counter += 1
                defaults.set(counter, forKey: "bench_key_0")
                defaults.synchronize()
            })]
    }
}
