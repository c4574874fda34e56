// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing
@testable import TouchstoneDevice

@Suite("SimulatedDevice install")
@MainActor
struct InstallTests {
    @Test("install reads the Info.plist: identifier, display name, icons, URL schemes, prerendered icon")
    func readsInfoPlist() throws {
        let fixture = try DeviceFixture()
        let executable = try fixture.makeApp(
            "alpha", bundleIdentifier: "com.example.alpha", displayName: "Alpha", schemes: ["AlphaApp"],
            extraInfo: ["CFBundleName": "alpha-name", "CFBundleIconFile": "Icon.png", "UIPrerenderedIcon": true,
                        "CFBundleIcons": ["CFBundlePrimaryIcon": ["CFBundleIconFiles": ["Icon-57"]]]])
        let device = try fixture.device(FakeLauncher())
        let app = try device.install(appAt: executable)
        #expect(app.bundleIdentifier == "com.example.alpha")
        #expect(app.displayName == "Alpha")
        #expect(app.iconFiles == ["Icon-57", "Icon.png"])
        #expect(app.prerenderedIcon)
        #expect(app.urlSchemes == ["alphaapp"])
        #expect(app.bundleURL.lastPathComponent == "alpha.app")
        #expect(device.installedApps == [app])
        #expect(FileManager.default.fileExists(atPath: fixture.dataRoot.appendingPathComponent(
            "Containers/com.example.alpha/Library/Preferences").path))
    }

    @Test("the display name falls back to CFBundleName, then the executable's name")
    func displayNameFallbacks() throws {
        let fixture = try DeviceFixture()
        let named = try fixture.makeApp("beta", bundleIdentifier: "b", extraInfo: ["CFBundleName": "Beta"])
        let bare = try fixture.makeApp("gamma", bundleIdentifier: "g")
        let device = try fixture.device(FakeLauncher())
        #expect(try device.install(appAt: named).displayName == "Beta")
        #expect(try device.install(appAt: bare).displayName == "gamma")
    }

    @Test("the registry keeps installed apps for the next device on the same data root")
    func registryPersists() throws {
        let fixture = try DeviceFixture()
        let executable = try fixture.makeApp("alpha", bundleIdentifier: "com.example.alpha")
        do {
            let device = try fixture.device(FakeLauncher())
            try device.install(appAt: executable)
        }
        let again = try fixture.device(FakeLauncher())
        #expect(again.installedApps.map(\.bundleIdentifier) == ["com.example.alpha"])
        try again.uninstall(bundleIdentifier: "com.example.alpha")
        #expect(try fixture.device(FakeLauncher()).installedApps.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: fixture.dataRoot.appendingPathComponent(
            "Containers/com.example.alpha").path))
    }

    @Test("a malformed bundle is refused with the reason")
    func refusals() throws {
        let fixture = try DeviceFixture()
        let device = try fixture.device(FakeLauncher())
        func reason(_ url: URL) -> String {
            do {
                try device.install(appAt: url)
                return "installed"
            } catch {
                return "\(error)"
            }
        }
        #expect(reason(fixture.root.appendingPathComponent("nothing")).hasPrefix("no executable at"))
        let noInfo = try fixture.makeApp("noinfo", bundleIdentifier: nil, writeInfo: false)
        #expect(reason(noInfo).hasPrefix("no Info.plist"))
        let noIdentifier = try fixture.makeApp("noid", bundleIdentifier: nil)
        #expect(reason(noIdentifier).contains("has no usable CFBundleIdentifier"))
        let folder = fixture.root.appendingPathComponent("apps/noinfo")
        #expect(reason(folder).contains("is not an executable file"))
        let first = try fixture.makeApp("one", bundleIdentifier: "com.example.same")
        let second = try fixture.makeApp("two", bundleIdentifier: "com.example.same")
        try device.install(appAt: first)
        #expect(reason(second).contains("com.example.same is already installed"))
        #expect(device.installedApps.count == 1)
        #expect(throws: SimulatedDeviceError.self) { try device.uninstall(bundleIdentifier: "com.example.none") }
    }

    @Test("an unknown profile is refused")
    func unknownProfile() throws {
        let fixture = try DeviceFixture()
        #expect(throws: SimulatedDeviceError.self) {
            _ = try SimulatedDevice(profile: "nokia", headless: true, dataRoot: fixture.dataRoot, launcher: FakeLauncher())
        }
    }
}
