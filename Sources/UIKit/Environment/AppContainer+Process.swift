// SPDX-License-Identifier: Apache-2.0

import Foundation

/// How an app process's Foundation comes to answer inside its container, as on iPhone OS.
///
/// swift-corelibs-foundation on Linux computes the app's folders from environment variables, read on every call
/// except where noted, so the launcher sets them before the app's code runs (``applyToProcess(environment:)``):
///
/// | Variable | Set to | What follows it |
/// |---|---|---|
/// | `CFFIXED_USER_HOME` | the container | `NSHomeDirectory()`, `FileManager.homeDirectoryForCurrentUser`, `~` in `expandingTildeInPath`, and `.documentDirectory` (`<home>/Documents`). Core Foundation caches `HOME` on first use, but reads `CFFIXED_USER_HOME` each time, so it works even after Foundation ran. |
/// | `HOME` | the container | what child processes and libraries that read `HOME` see |
/// | `TMPDIR` | `tmp/` | `NSTemporaryDirectory()`, `FileManager.temporaryDirectory` |
/// | `XDG_CACHE_HOME` | `Library/Caches` | `.cachesDirectory` |
/// | `XDG_DATA_HOME` | `Library/Application Support` | `.applicationSupportDirectory` |
/// | `XDG_CONFIG_HOME` | `Library/Preferences` | `.documentDirectory` reads `user-dirs.dirs` there (none: `<home>/Documents`), once per process; child processes' configuration. (Core Foundation's own preferences folder, where `UserDefaults` would write, is fixed from the environment the process started with, so it does not follow.) |
/// | `XAUTHORITY` | the user's `~/.Xauthority`, when unset and present | the X server still accepts the window host once `HOME` moved |
///
/// `NSSearchPathForDirectoriesInDomains` answers as `urls(for:in:)` does. **Limits:** Foundation on Linux has no
/// `.libraryDirectory` (`urls(for: .libraryDirectory, in: .userDomainMask)` is empty; build it from
/// `NSHomeDirectory()` + `Library`); `user-dirs.dirs` read before launch keeps its old answer; and Core
/// Foundation's preferences folder comes from the environment at process start, not these variables.
extension AppContainer {
    /// The container at `root` itself (not under a data root), for `TOUCHSTONE_DATA_DIR`, which names the app's
    /// folder directly.
    package init(root: URL, bundleIdentifier: String) {
        self.root = root
        self.bundleIdentifier = bundleIdentifier
    }

    /// The variables ``applyToProcess(environment:)`` sets, given the process's `environment` (see the table above).
    package func processEnvironment(from environment: [String: String]) -> [String: String] {
        var variables = [
            "CFFIXED_USER_HOME": root.path,
            "HOME": root.path,
            "TMPDIR": temporary.path + "/",
            "XDG_CACHE_HOME": caches.path,
            "XDG_DATA_HOME": applicationSupport.path,
            "XDG_CONFIG_HOME": preferences.path,
        ]
        if environment["XAUTHORITY"] == nil, let home = environment["HOME"], home.hasPrefix("/") {
            let file = home + "/.Xauthority"
            if FileManager.default.fileExists(atPath: file) { variables["XAUTHORITY"] = file }
        }
        return variables
    }

    /// Points this process's Foundation at the container (see the table above); `environment` is the process's
    /// environment before.
    package func applyToProcess(environment: [String: String]) {
        for (name, value) in processEnvironment(from: environment) { setenv(name, value, 1) }
    }
}
