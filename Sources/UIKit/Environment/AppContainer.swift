// SPDX-License-Identifier: Apache-2.0

import Foundation

/// An app's container: the one folder an iPhone OS app may write, named by its bundle identifier (guide §2.1.2,
/// "The Application Sandbox"; §6.1, "Commonly Used Directories").
///
/// Its layout is iPhone OS's: `Documents/`, `Library/Preferences/` (the app's `UserDefaults` as
/// `<bundle id>.plist`), `Library/Caches/`, `Library/Application Support/` and `tmp/`. Containers live under a
/// data root, `<data root>/Containers/<bundle id>`. A value: creating it on disk is ``create()``.
package struct AppContainer: Equatable, Sendable {
    /// The container folder itself (what `NSHomeDirectory()` answers in the app).
    package let root: URL
    /// The bundle identifier the container belongs to.
    package let bundleIdentifier: String

    /// The container of `bundleIdentifier` under `dataRoot`. A `/` in the identifier becomes `_`, so an identifier
    /// cannot name a folder outside the root.
    package init(bundleIdentifier: String, dataRoot: URL) {
        self.bundleIdentifier = bundleIdentifier
        let safe = bundleIdentifier.replacingOccurrences(of: "/", with: "_")
        let name = safe.isEmpty || safe == "." || safe == ".." ? "_" : safe
        root = dataRoot.appendingPathComponent("Containers", isDirectory: true).appendingPathComponent(name, isDirectory: true)
    }

    /// The data root the container lives under (`<data root>/Containers/<bundle id>`), or nil for a container
    /// named directly (the older `TOUCHSTONE_DATA_DIR`).
    package var dataRoot: URL? {
        let containers = root.deletingLastPathComponent()
        return containers.lastPathComponent == "Containers" ? containers.deletingLastPathComponent() : nil
    }

    /// The default data root: `$XDG_DATA_HOME/touchstone` (`~/.local/share/touchstone` when `XDG_DATA_HOME` is
    /// unset or relative), or nil when the environment names no home folder.
    package static func defaultDataRoot(environment: [String: String]) -> URL? {
        if let xdg = environment["XDG_DATA_HOME"], xdg.hasPrefix("/") {
            return URL(fileURLWithPath: xdg, isDirectory: true).appendingPathComponent("touchstone", isDirectory: true)
        }
        guard let home = environment["HOME"], !home.isEmpty else { return nil }
        return URL(fileURLWithPath: home, isDirectory: true).appendingPathComponent(".local/share/touchstone", isDirectory: true)
    }

    /// `Documents/`: the user's documents, backed up.
    package var documents: URL { root.appendingPathComponent("Documents", isDirectory: true) }
    /// `Library/`.
    package var library: URL { root.appendingPathComponent("Library", isDirectory: true) }
    /// `Library/Preferences/`: where the app's defaults live (see ``preferencesFile``).
    package var preferences: URL { library.appendingPathComponent("Preferences", isDirectory: true) }
    /// `Library/Caches/`: data the app can re-create; not backed up.
    package var caches: URL { library.appendingPathComponent("Caches", isDirectory: true) }
    /// `Library/Application Support/`.
    package var applicationSupport: URL { library.appendingPathComponent("Application Support", isDirectory: true) }
    /// `tmp/`: what `NSTemporaryDirectory()` answers in the app.
    package var temporary: URL { root.appendingPathComponent("tmp", isDirectory: true) }
    /// `Library/Preferences/<bundle id>.plist`: the app's standard user defaults.
    package var preferencesFile: URL { preferences.appendingPathComponent("\(root.lastPathComponent).plist") }

    /// Creates the container's folders that do not exist yet (and the container itself). Throws what
    /// `FileManager` throws when a folder cannot be made.
    package func create() throws {
        for folder in [documents, preferences, caches, applicationSupport, temporary] {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        }
    }
}
