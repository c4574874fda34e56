// SPDX-License-Identifier: Apache-2.0

import Foundation

/// The folder where an app keeps what must survive its next launch (the part of iPhone OS's app container that
/// Touchstone uses so far: persistent pasteboards in `Library/Pasteboards`).
///
/// A real launch (`UIApplicationMain`) uses `$TOUCHSTONE_DATA_DIR` when set, else
/// `$XDG_DATA_HOME/touchstone/<bundle identifier>` (`~/.local/share/…` when `XDG_DATA_HOME` is unset), the
/// identifier being the app bundle's `CFBundleIdentifier` or the executable's name. A headless test device has
/// none unless its test gives one (`HeadlessDevice.dataDirectory`), so tests write nothing to disk by default.
package enum AppDataFolder {
    /// The data folder of the app this process runs, or nil when no home folder is known.
    package static func forCurrentProcess() -> URL? {
        let environment = ProcessInfo.processInfo.environment
        if let explicit = environment["TOUCHSTONE_DATA_DIR"], !explicit.isEmpty {
            return URL(fileURLWithPath: explicit, isDirectory: true)
        }
        let base: URL
        if let xdg = environment["XDG_DATA_HOME"], xdg.hasPrefix("/") {
            base = URL(fileURLWithPath: xdg, isDirectory: true)
        } else if let home = environment["HOME"], !home.isEmpty {
            base = URL(fileURLWithPath: home, isDirectory: true).appendingPathComponent(".local/share")
        } else {
            return nil
        }
        let identifier = AppBundle.main.bundleIdentifier ?? ProcessInfo.processInfo.processName
        let safe = identifier.replacingOccurrences(of: "/", with: "_")
        return base.appendingPathComponent("touchstone", isDirectory: true).appendingPathComponent(safe)
    }
}
