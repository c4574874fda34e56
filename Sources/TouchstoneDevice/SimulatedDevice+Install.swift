// SPDX-License-Identifier: Apache-2.0

import Foundation
import UIKit

/// Installing and uninstalling apps, and the registry that keeps them across sessions (`Device/Apps.plist`).
extension SimulatedDevice {
    var registryURL: URL { dataRoot.appendingPathComponent("Device/Apps.plist") }

    /// Installs the app whose executable is `executable` (its `.app` folder beside it) and returns it; refuses,
    /// with the reason as the error's description, an app that has no Info.plist, no executable or a bundle
    /// identifier already installed. Creates the app's container.
    @discardableResult
    public func install(appAt executable: URL) throws -> InstalledApp {
        screenNeedsRefresh = true
        let app = try InstalledApp.read(executable: executable)
        if let existing = installedApps.first(where: { $0.bundleIdentifier == app.bundleIdentifier }) {
            throw SimulatedDeviceError(
                "an app with bundle identifier \(app.bundleIdentifier) is already installed "
                    + "(\(existing.executableURL.path)); uninstall it first")
        }
        do {
            try AppContainer(bundleIdentifier: app.bundleIdentifier, dataRoot: dataRoot).create()
        } catch {
            throw SimulatedDeviceError("cannot create the container of \(app.bundleIdentifier): \(error)")
        }
        installedApps.append(app)
        try saveRegistry()
        home.apps = installedApps
        note("installed \(app.bundleIdentifier)")
        return app
    }

    /// Removes the app (terminating it first if it runs) and its container; throws when none has that identifier or
    /// the app is built in.
    public func uninstall(bundleIdentifier: String) throws {
        screenNeedsRefresh = true
        guard let index = installedApps.firstIndex(where: { $0.bundleIdentifier == bundleIdentifier }) else {
            throw SimulatedDeviceError("no app with bundle identifier \(bundleIdentifier) is installed")
        }
        guard !installedApps[index].isBuiltIn else {
            throw SimulatedDeviceError("\(bundleIdentifier) is built into the device and cannot be uninstalled")
        }
        if let session = session(for: bundleIdentifier) { remove(session, reason: "uninstalled") }
        installedApps.remove(at: index)
        try saveRegistry()
        home.apps = installedApps
        let container = AppContainer(bundleIdentifier: bundleIdentifier, dataRoot: dataRoot).root
        try? FileManager.default.removeItem(at: container)
        note("uninstalled \(bundleIdentifier)")
    }

    func saveRegistry() throws {
        let entries = installedApps.filter { !$0.isBuiltIn }.map(\.registryEntry)
        do {
            let data = try PropertyListSerialization.data(fromPropertyList: entries, format: .xml, options: 0)
            try data.write(to: registryURL, options: .atomic)
        } catch {
            throw SimulatedDeviceError("cannot write \(registryURL.path): \(error.localizedDescription)")
        }
    }

    /// Reads the registry of an earlier session; apps whose executable or bundle went away are dropped (noted).
    func loadRegistry() {
        guard let data = FileManager.default.contents(atPath: registryURL.path) else { return }
        guard let entries = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [[String: Any]]
        else { return note("\(registryURL.path) is not a list of apps; starting with none installed") }
        for entry in entries {
            guard let path = entry["Executable"] as? String else { continue }
            do {
                let app = try InstalledApp.read(executable: URL(fileURLWithPath: path))
                guard !installedApps.contains(where: { $0.bundleIdentifier == app.bundleIdentifier }) else { continue }
                installedApps.append(app)
            } catch {
                note("dropped \(path) from the installed apps: \(error)")
            }
        }
        home.apps = installedApps
    }
}
