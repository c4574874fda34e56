// SPDX-License-Identifier: Apache-2.0

import Foundation

/// The device-wide choices the Settings app makes (Appearance, Text Size), kept in `<data root>/Device/Settings.plist`
/// beside the app containers, where a launcher can read them.
///
/// A value: ``load(dataRoot:)`` reads the file (missing or unreadable: the defaults, logged when unreadable),
/// ``save(dataRoot:)`` writes it atomically (``PreferencesFile``).
package struct DeviceSettings: Equatable, Sendable {
    /// The interface style: `Light` or `Dark` (the file's `AppleInterfaceStyle`).
    package var appearance: Appearance = .light
    /// The preferred text size (the file's `UIPreferredContentSizeCategoryName`), a `UIContentSizeCategory` raw
    /// value such as `UICTContentSizeCategoryL`.
    package var textSize: String = UIContentSizeCategory.large.rawValue

    /// Light or dark, as Settings' Display & Brightness offers.
    package enum Appearance: String, CaseIterable, Sendable {
        case light = "Light"
        case dark = "Dark"
    }

    /// The default settings: light, Large text.
    package init() {}

    /// The file under `dataRoot`.
    package static func file(dataRoot: URL) -> URL {
        dataRoot.appendingPathComponent("Device", isDirectory: true).appendingPathComponent("Settings.plist")
    }

    /// The text sizes Settings offers, smallest first (the seven standard categories).
    package static let textSizes: [UIContentSizeCategory] = [
        .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
    ]

    /// The settings stored under `dataRoot` (the defaults when there are none; unknown values keep their default).
    package static func load(dataRoot: URL) -> DeviceSettings {
        var settings = DeviceSettings()
        guard case .values(let values) = PreferencesFile.read(file(dataRoot: dataRoot)) else { return settings }
        if let style = values["AppleInterfaceStyle"] as? String {
            if let appearance = Appearance(rawValue: style) { settings.appearance = appearance } else {
                UIKitDiagnostics.log("device settings: unknown AppleInterfaceStyle '\(style)'; using Light")
            }
        }
        if let size = values["UIPreferredContentSizeCategoryName"] as? String {
            if textSizes.contains(where: { $0.rawValue == size }) { settings.textSize = size } else {
                UIKitDiagnostics.log("device settings: unknown text size '\(size)'; using Large")
            }
        }
        return settings
    }

    /// Writes the settings under `dataRoot`, atomically.
    package func save(dataRoot: URL) throws {
        try PreferencesFile.write(["AppleInterfaceStyle": appearance.rawValue, "UIPreferredContentSizeCategoryName": textSize],
                                  to: DeviceSettings.file(dataRoot: dataRoot))
    }
}
