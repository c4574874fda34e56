// SPDX-License-Identifier: Apache-2.0

import Foundation
import UIKit

/// The built-in Settings app (issue 19: "the built-in Settings app among them"): Examples/Settings' `settings`
/// executable, installed by the device itself at boot rather than by the user.
extension SimulatedDevice {
    /// The bundle identifier of the built-in Settings app, as on iOS.
    public static let settingsBundleIdentifier = "com.apple.Preferences"

    /// Installs the Settings app whose executable is `executable` as a built-in app: it sits in the dock from boot,
    /// cannot be uninstalled, is not written to the registry (the `touchstone` command installs it at every boot
    /// from beside itself), and each launch lists the other installed apps' bundles in `TOUCHSTONE_SETTINGS_APPS`,
    /// so Settings shows their pages. Does nothing when an app with Settings' identifier is installed; throws when
    /// `executable` is not an executable file.
    public func installBuiltInSettings(executable: URL) throws {
        guard !installedApps.contains(where: { $0.bundleIdentifier == Self.settingsBundleIdentifier }) else { return }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: executable.path, isDirectory: &isDirectory), !isDirectory.boolValue,
            FileManager.default.isExecutableFile(atPath: executable.path)
        else { throw SimulatedDeviceError("no Settings executable at \(executable.path)") }
        let app = InstalledApp(
            bundleIdentifier: Self.settingsBundleIdentifier, displayName: "Settings",
            executableURL: executable.standardizedFileURL,
            bundleURL: executable.deletingLastPathComponent().standardizedFileURL, iconFiles: [],
            prerenderedIcon: false, urlSchemes: [], isBuiltIn: true)
        do {
            try AppContainer(bundleIdentifier: app.bundleIdentifier, dataRoot: dataRoot).create()
        } catch {
            throw SimulatedDeviceError("cannot create the container of \(app.bundleIdentifier): \(error)")
        }
        installedApps.append(app)
        home.apps = installedApps
        note("installed the built-in Settings (\(executable.path))")
    }

    /// What Settings gets in its environment: the other installed apps' bundles, separated by `:`.
    func settingsEnvironment(for app: InstalledApp) -> [String: String] {
        guard app.isBuiltIn, app.bundleIdentifier == Self.settingsBundleIdentifier else { return [:] }
        let bundles = installedApps.filter { !$0.isBuiltIn }.map(\.bundleURL.path)
        return ["TOUCHSTONE_SETTINGS_APPS": bundles.joined(separator: ":")]
    }
}
