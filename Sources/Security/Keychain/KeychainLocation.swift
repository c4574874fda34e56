// SPDX-License-Identifier: Apache-2.0

import Foundation
import Logging

/// Where the keychain lives and whose it is.
///
/// The keychain folder sits beside the app containers, outside every one of them (Security cannot import UIKit, so
/// it finds the folder itself). In order:
/// 1. ``override(directory:applicationIdentifier:)``, which Touchstone's launcher and tests call;
/// 2. `TOUCHSTONE_KEYCHAIN_DIR`, a folder;
/// 3. in an app whose home folder (`NSHomeDirectory()`) is its container, `<data root>/Containers/<bundle id>`:
///    `<data root>/Keychain`, so the keychain follows `--data-root` and each test device's temporary root;
/// 4. `TOUCHSTONE_DATA_ROOT`, the containers' data root, plus `/Keychain`;
/// 5. the default data root, `$XDG_DATA_HOME/touchstone/Keychain` (`~/.local/share/touchstone/Keychain`).
///
/// The app is named by its bundle identifier: the override's, else `TOUCHSTONE_BUNDLE_IDENTIFIER`, else its
/// container folder's name (case 3), else `Bundle.main.bundleIdentifier` (the `.app` folder's, in an app launched
/// by Touchstone), else the process name.
/// Inside the folder: `device.key` (the device key, 0600) and `<bundle id>/items.keychain` (one folder per app, so
/// a sandbox can grant an app its own folder and nothing of another's).
package enum KeychainLocation {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var overriddenDirectory: URL?
    nonisolated(unsafe) private static var overriddenIdentifier: String?

    /// Makes the keychain live in `directory` and belong to `applicationIdentifier` (nil for each restores the
    /// lookup above). For Touchstone's launcher and tests; an app never calls it.
    package static func override(directory: URL?, applicationIdentifier: String?) {
        lock.withLock {
            overriddenDirectory = directory
            overriddenIdentifier = applicationIdentifier
        }
    }

    /// The keychain folder for `environment`, or nil when nothing names one (no home folder).
    package static func directory(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL? {
        if let url = lock.withLock({ overriddenDirectory }) { return url }
        if let dir = environment["TOUCHSTONE_KEYCHAIN_DIR"], !dir.isEmpty {
            return URL(fileURLWithPath: dir, isDirectory: true)
        }
        if let container = containerHome() {
            return container.deletingLastPathComponent().deletingLastPathComponent()
                .appendingPathComponent("Keychain", isDirectory: true)
        }
        if let root = environment["TOUCHSTONE_DATA_ROOT"], !root.isEmpty {
            return URL(fileURLWithPath: root, isDirectory: true).appendingPathComponent("Keychain", isDirectory: true)
        }
        if let xdg = environment["XDG_DATA_HOME"], xdg.hasPrefix("/") {
            return URL(fileURLWithPath: xdg, isDirectory: true).appendingPathComponent("touchstone/Keychain",
                                                                                     isDirectory: true)
        }
        guard let home = environment["HOME"], !home.isEmpty else { return nil }
        return URL(fileURLWithPath: home, isDirectory: true)
            .appendingPathComponent(".local/share/touchstone/Keychain", isDirectory: true)
    }

    /// The identifier of the app whose items the calls reach.
    package static func applicationIdentifier(environment: [String: String] = ProcessInfo.processInfo.environment)
        -> String
    {
        if let id = lock.withLock({ overriddenIdentifier }) { return id }
        if let id = environment["TOUCHSTONE_BUNDLE_IDENTIFIER"], !id.isEmpty { return id }
        if let container = containerHome() { return container.lastPathComponent }
        if let id = Bundle.main.bundleIdentifier, !id.isEmpty { return id }
        return ProcessInfo.processInfo.processName
    }

    /// The home folder when it is an app container (`…/Containers/<bundle id>`), else nil.
    static func containerHome() -> URL? {
        let home = URL(fileURLWithPath: NSHomeDirectory(), isDirectory: true).standardizedFileURL
        let parent = home.deletingLastPathComponent()
        return parent.lastPathComponent == "Containers" ? home : nil
    }

    /// The device key's file in `directory`.
    static func deviceKeyFile(in directory: URL) -> URL { directory.appendingPathComponent("device.key") }

    /// The keychain file of `applicationIdentifier` in `directory`. A `/` in the identifier becomes `_`, so an
    /// identifier cannot name a file outside the folder.
    package static func keychainFile(of applicationIdentifier: String, in directory: URL) -> URL {
        let safe = applicationIdentifier.replacingOccurrences(of: "/", with: "_")
        let name = safe.isEmpty || safe == "." || safe == ".." ? "_" : safe
        return directory.appendingPathComponent(name, isDirectory: true).appendingPathComponent("items.keychain")
    }
}

/// Where Security reports a refused call or a damaged file: swift-log, label `Touchstone.Security`.
enum SecurityDiagnostics {
    private static let logger = Logger(label: "Touchstone.Security")

    static func log(_ message: @autoclosure () -> String) {
        logger.warning("\(message())")
    }
}

extension KeychainLocation {
    /// Readies the keychain of the app whose container is `container` (`<data root>/Containers/<name>`) for a
    /// process the sandbox will confine: creates the app's keychain folder and the device key under
    /// `<data root>/Keychain` now, since the confined app may create neither, and returns them — the folder to
    /// open read-write, the key to open read-only — or nil, logged, when they cannot be made.
    package static func prepareForSandbox(container: URL) -> (folder: URL, deviceKey: URL)? {
        let directory = container.deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Keychain", isDirectory: true)
        let folder = keychainFile(of: container.lastPathComponent, in: directory).deletingLastPathComponent()
        do {
            _ = try AtomicFile.deviceKey(in: directory)
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true,
                                                    attributes: [.posixPermissions: 0o700])
        } catch {
            SecurityDiagnostics.log("cannot ready the keychain in \(directory.path) for the sandbox: \(error)")
            return nil
        }
        return (folder, deviceKeyFile(in: directory))
    }
}
