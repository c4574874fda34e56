// SPDX-License-Identifier: Apache-2.0

import CoreGraphics
import Foundation
import Testing
@testable import TouchstoneDevice

@Suite("SimulatedDevice built-in Settings")
@MainActor
struct SettingsTests {
    let fixture = try! DeviceFixture()
    let launcher = FakeLauncher()

    @Test("Settings is built in: in the dock from boot, not in the registry, not uninstallable, told the other apps")
    func builtInSettings() throws {
        let settings = try fixture.makeApp("settings", bundleIdentifier: nil, writeInfo: false)
        let device = try fixture.device(launcher, installing: ["notes"])
        try device.installBuiltInSettings(executable: settings)
        try device.installBuiltInSettings(executable: settings)  // a second call changes nothing
        #expect(device.installedApps.map(\.bundleIdentifier) == ["com.example.notes", "com.apple.Preferences"])
        let icon = try #require(device.home.iconFrames().first { $0.app.bundleIdentifier == "com.apple.Preferences" })
        #expect(icon.app.displayName == "Settings")
        #expect(icon.frame.minY > 390)  // the dock
        #expect(throws: SimulatedDeviceError.self) { try device.uninstall(bundleIdentifier: "com.apple.Preferences") }

        device.tap(at: CGPoint(x: icon.frame.midX, y: icon.frame.midY))
        #expect(device.foregroundBundleIdentifier == "com.apple.Preferences")
        let notes = fixture.root.appendingPathComponent("apps/notes/notes.app").standardizedFileURL.path
        #expect(launcher.requests.last?.environment["TOUCHSTONE_SETTINGS_APPS"] == notes)
        #expect(FileManager.default.fileExists(
            atPath: device.dataRoot.appendingPathComponent("Containers/com.apple.Preferences").path))
        device.shutdown()

        let next = try fixture.device(FakeLauncher())
        #expect(next.installedApps.map(\.bundleIdentifier) == ["com.example.notes"])
        #expect(throws: SimulatedDeviceError.self) {
            try next.installBuiltInSettings(executable: fixture.root.appendingPathComponent("missing"))
        }
    }
}
