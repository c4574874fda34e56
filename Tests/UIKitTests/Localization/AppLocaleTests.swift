// SPDX-License-Identifier: Apache-2.0

import Foundation
import SystemConfiguration
import Testing
@testable import UIKit

/// The app locale's parts that need no app process: identifiers, the region options, the device settings file
/// (docs/ARCHITECTURE.md, "Languages").
@Suite("App locale")
struct AppLocaleTests {
    @Test("A language and a region make ICU's identifier; the tag's own region, else US, fills a missing region")
    func identifiers() {
        #expect(AppLocale.identifier(language: "fr", region: "FR") == "fr_FR")
        #expect(AppLocale.identifier(language: "fr", region: nil) == "fr_US")
        #expect(AppLocale.identifier(language: "fr-CA", region: nil) == "fr_CA")
        #expect(AppLocale.identifier(language: "fr-CA", region: "be") == "fr_BE")
        #expect(AppLocale.identifier(language: "zh-Hans", region: "CN") == "zh_Hans_CN")
        #expect(AppLocale.identifier(language: "es", region: "419") == "es_419")
        #expect(AppLocale.identifier(language: "en", region: "not a region") == "en_US")
        #expect(AppLocale.identifier(language: "1x", region: "FR") == nil)
        #expect(AppLocale.region(ofLocaleIdentifier: "de_AT") == "AT")
        #expect(AppLocale.region(ofLocaleIdentifier: "en_GB@calendar=gregorian") == "GB")
        #expect(AppLocale.region(ofLocaleIdentifier: "fr") == nil)
    }

    @Test("--region, TOUCHSTONE_REGION and -AppleLocale choose the region; bad values fail or are ignored")
    func regionOptions() {
        guard case .run(let flag) = LaunchOptions.parse(["--region", "gb"], environment: ["TOUCHSTONE_REGION": "FR"]),
              case .run(let env) = LaunchOptions.parse([], environment: ["TOUCHSTONE_REGION": "FR"]),
              case .run(let badEnv) = LaunchOptions.parse([], environment: ["TOUCHSTONE_REGION": "France"]),
              case .run(let apple) = LaunchOptions.parse(["-AppleLocale", "de_AT", "--seconds", "1"], environment: [:])
        else {
            Issue.record("a valid region was rejected")
            return
        }
        #expect(flag.region == "GB")
        #expect(env.region == "FR")
        #expect(badEnv.region == nil)
        #expect(apple.region == "AT" && apple.seconds == 1)
        guard case .failure(let message) = LaunchOptions.parse(["--region", "France"], environment: [:]) else {
            Issue.record("a bad --region was accepted")
            return
        }
        #expect(message.contains("--region"))
        #expect(LaunchOptions.helpText.contains("--region"))
    }

    @Test("The device settings keep languages, region, Airplane Mode and Wi-Fi; the network follows the switches")
    func deviceSettingsRoundTrip() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("device-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(!DeviceSettings.load(dataRoot: root).isStored)
        #expect(DeviceSettings.load(dataRoot: root).network == .wifi)
        var settings = DeviceSettings()
        settings.languages = ["pt-BR", "en"]
        settings.locale = "pt_BR"
        settings.wifiEnabled = false
        try settings.save(dataRoot: root)
        let loaded = DeviceSettings.load(dataRoot: root)
        #expect(loaded.isStored)
        #expect(loaded.languages == ["pt-BR", "en"])
        #expect(loaded.region == "BR")
        #expect(loaded.network == .cellular)
        settings.airplaneMode = true
        #expect(settings.network == SimulatedNetwork.Kind.none)
    }

    @Test("Bad values in the device settings are logged and ignored")
    func badDeviceSettings() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("device-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        try PreferencesFile.write(["AppleLanguages": [42, "??"], "AppleLocale": "nowhere", "AirplaneMode": "yes"],
                                  to: DeviceSettings.file(dataRoot: root))
        let loaded = DeviceSettings.load(dataRoot: root)
        #expect(loaded.languages == nil)
        #expect(loaded.locale == nil)
        #expect(!loaded.airplaneMode)
    }

    @Test("A container under a data root knows the root; one named directly has none")
    func containerDataRoot() {
        let root = URL(fileURLWithPath: "/data/root", isDirectory: true)
        #expect(AppContainer(bundleIdentifier: "com.example.App", dataRoot: root).dataRoot?.path == root.path)
        #expect(AppContainer(root: URL(fileURLWithPath: "/data/app"), bundleIdentifier: "x").dataRoot == nil)
    }
}
