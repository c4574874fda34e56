// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing
@testable import TouchstoneDevice

@Suite("SimulatedDevice app icon from the asset catalog")
@MainActor
struct AppIconTests {
    @Test("without CFBundleIconFiles the icon comes from Assets.xcassets/AppIcon.appiconset")
    func iconFromAssetCatalog() throws {
        let fixture = try DeviceFixture()
        let executable = try fixture.makeApp("delta", bundleIdentifier: "com.example.delta")
        let icons = executable.deletingLastPathComponent().appendingPathComponent("delta.app/Assets.xcassets/AppIcon.appiconset")
        try FileManager.default.createDirectory(at: icons, withIntermediateDirectories: true)
        try Data(#"{ "images" : [ { "idiom" : "iphone", "size" : "60x60", "scale" : "2x", "filename" : "i.png" } ] }"#.utf8)
            .write(to: icons.appendingPathComponent("Contents.json"))
        try Data([0x89, 0x50, 0x4E, 0x47]).write(to: icons.appendingPathComponent("i.png"))
        let withFiles = try fixture.makeApp("epsilon", bundleIdentifier: "com.example.epsilon",
                                            extraInfo: ["CFBundleIconFile": "Icon.png"])
        try Data([0x89]).write(to: withFiles.deletingLastPathComponent().appendingPathComponent("epsilon.app/Icon.png"))
        let device = try fixture.device(FakeLauncher())

        let app = try device.install(appAt: executable)
        let other = try device.install(appAt: withFiles)

        #expect(app.iconFiles.isEmpty)
        #expect(app.iconURL(scale: 2)?.lastPathComponent == "i.png")
        #expect(other.iconURL(scale: 2)?.lastPathComponent == "Icon.png", "Info.plist's icon files come first")
    }
}
