// SPDX-License-Identifier: Apache-2.0

import Foundation
import SystemConfiguration

/// The device-wide choices the Settings app makes (Appearance, Text Size, Language & Region, Airplane Mode, Wi-Fi),
/// kept in `<data root>/Device/Settings.plist` beside the app containers, where each app launch reads them
/// (``LaunchOptions`` flags win over them).
///
/// A value: ``load(dataRoot:)`` reads the file (missing or unreadable: the defaults, logged when unreadable),
/// ``save(dataRoot:)`` writes it atomically (``PreferencesFile``).
package struct DeviceSettings: Equatable, Sendable {
    /// The interface style: `Light` or `Dark` (the file's `AppleInterfaceStyle`).
    package var appearance: Appearance = .light
    /// The preferred text size (the file's `UIPreferredContentSizeCategoryName`), a `UIContentSizeCategory` raw
    /// value such as `UICTContentSizeCategoryL`.
    package var textSize: String = UIContentSizeCategory.large.rawValue
    /// The device's languages, best first (the file's `AppleLanguages`, tags such as `fr` or `pt-BR`); nil: none
    /// chosen (English).
    package var languages: [String]?
    /// The region format (the file's `AppleLocale`, such as `fr_FR`); nil: none chosen (the language's region, else
    /// `US`).
    package var locale: String?
    /// Airplane Mode (the file's `AirplaneMode`): no network at all.
    package var airplaneMode = false
    /// Whether Wi-Fi is on (the file's `WiFiEnabled`); with it off and Airplane Mode off, the device uses cellular
    /// data.
    package var wifiEnabled = true
    /// Whether cellular data is on (the file's `CellularDataEnabled`); with it and Wi-Fi off, no network.
    package var cellularDataEnabled = true
    /// Whether the file was there and read: only then do its values override an app's launch defaults.
    package var isStored = false

    /// The network the switches leave the device: none in Airplane Mode, else Wi-Fi when it is on, else cellular
    /// data when it is on, else none.
    package var network: SimulatedNetwork.Kind {
        if airplaneMode { return SimulatedNetwork.Kind.none }
        if wifiEnabled { return .wifi }
        return cellularDataEnabled ? .cellular : SimulatedNetwork.Kind.none
    }

    /// The device region of ``locale`` (`fr_FR` → `FR`), or nil.
    package var region: String? { locale.flatMap { AppLocale.region(ofLocaleIdentifier: $0) } }

    /// Light or dark, as Settings' Display & Brightness offers.
    package enum Appearance: String, CaseIterable, Sendable {
        case light = "Light"
        case dark = "Dark"
    }

    /// The default settings: light, Large text, no language chosen, Wi-Fi on.
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
        settings.isStored = true
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
        if let list = values["AppleLanguages"] {
            let tags = (list as? [Any] ?? []).compactMap { $0 as? String }.filter { LanguageMatcher.subtags(of: $0).count > 0 }
            if tags.isEmpty { UIKitDiagnostics.log("device settings: AppleLanguages has no language; ignored") } else {
                settings.languages = tags
            }
        }
        if let locale = values["AppleLocale"] as? String {
            if AppLocale.region(ofLocaleIdentifier: locale) != nil { settings.locale = locale } else {
                UIKitDiagnostics.log("device settings: AppleLocale '\(locale)' names no region; ignored")
            }
        }
        if let flag = values["AirplaneMode"] as? Bool { settings.airplaneMode = flag }
        if let flag = values["WiFiEnabled"] as? Bool { settings.wifiEnabled = flag }
        if let flag = values["CellularDataEnabled"] as? Bool { settings.cellularDataEnabled = flag }
        return settings
    }

    /// Writes the settings under `dataRoot`, atomically.
    package func save(dataRoot: URL) throws {
        var values: [String: Any] = [
            "AppleInterfaceStyle": appearance.rawValue, "UIPreferredContentSizeCategoryName": textSize,
            "AirplaneMode": airplaneMode, "WiFiEnabled": wifiEnabled, "CellularDataEnabled": cellularDataEnabled,
        ]
        if let languages { values["AppleLanguages"] = languages }
        if let locale { values["AppleLocale"] = locale }
        try PreferencesFile.write(values, to: DeviceSettings.file(dataRoot: dataRoot))
    }
}
