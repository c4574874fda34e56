// SPDX-License-Identifier: Apache-2.0

import Foundation
import UIKit

/// An app Settings shows a page for: its bundle, its Settings bundle and the container holding its defaults
/// (guide §2.9.2: at launch, Settings checks every installed app for a Settings bundle).
public struct InstalledApp {
    /// The `.app` folder.
    public let bundleURL: URL
    /// `CFBundleIdentifier` (the folder's name without `.app` when missing).
    public let bundleIdentifier: String
    /// The name Settings lists: `CFBundleDisplayName`, else `CFBundleName`, else the folder's name.
    public let displayName: String
    /// The app's `Settings.bundle`.
    let settingsBundle: SettingsBundle
    /// The app's container under the device's data root.
    let container: AppContainer

    /// The app at `bundleURL`, its container under `dataRoot`; nil (logged) when it has no Settings bundle.
    public init?(bundleURL: URL, dataRoot: URL) {
        guard let settings = SettingsBundle(appBundle: bundleURL) else {
            UIKitDiagnostics.log("Settings: \(bundleURL.lastPathComponent) has no Settings.bundle; not listed")
            return nil
        }
        let info = NSDictionary(contentsOf: bundleURL.appendingPathComponent("Info.plist")) as? [String: Any] ?? [:]
        let folderName = bundleURL.deletingPathExtension().lastPathComponent
        self.bundleURL = bundleURL
        bundleIdentifier = info["CFBundleIdentifier"] as? String ?? folderName
        displayName = info["CFBundleDisplayName"] as? String ?? info["CFBundleName"] as? String ?? folderName
        settingsBundle = settings
        container = AppContainer(bundleIdentifier: bundleIdentifier, dataRoot: dataRoot)
    }

    /// The icon Settings shows: `Icon-Settings.png` (29×29), else the app icon `Icon.png` scaled (guide §2.9.2).
    var icon: UIImage? {
        for name in ["Icon-Settings.png", "Icon.png"] {
            let url = bundleURL.appendingPathComponent(name)
            if FileManager.default.fileExists(atPath: url.path), let image = UIImage(contentsOfFile: url.path) { return image }
        }
        return nil
    }
}

/// The values of one app's preferences file, as Settings reads and writes them: every change is written to the
/// app's `Library/Preferences/<bundle id>.plist` at once, atomically; the app takes it in when it next comes to
/// the foreground (``AppPreferences/reloadExternalChanges()``).
public final class PreferencesEditor {
    /// The file edited.
    public let file: URL
    private var values: [String: Any]

    /// An editor of `file` (empty when missing; a corrupt file is moved aside, as the app would).
    public init(file: URL) {
        self.file = file
        if case .values(let stored) = PreferencesFile.read(file) { values = stored } else { values = [:] }
    }

    /// The stored value for `key`, or nil.
    public func value(forKey key: String) -> Any? { values[key] }

    /// The value Settings shows for `specifier`: the stored one, else its `DefaultValue`.
    func displayedValue(for specifier: SettingsSpecifier) -> Any? {
        specifier.key.flatMap { values[$0] } ?? specifier.defaultValue
    }

    /// Stores `value` under `key` and writes the file; a failed write is logged.
    public func set(_ value: Any?, forKey key: String) {
        values[key] = value
        do {
            try PreferencesFile.write(values, to: file)
        } catch {
            UIKitDiagnostics.log("Settings: cannot write \(file.path): \(error)")
        }
    }
}
