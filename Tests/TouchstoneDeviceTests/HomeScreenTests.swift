// SPDX-License-Identifier: Apache-2.0

import CoreGraphics
import Foundation
import Testing
import TouchstoneTesting
@testable import TouchstoneDevice

@Suite("SimulatedDevice home screen")
@MainActor
struct HomeScreenTests {
    let fixture = try! DeviceFixture()
    let launcher = FakeLauncher()
    static let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../Examples/MoveMe/Sources/MoveMeKit/MoveMe.app").standardizedFileURL

    /// A device with MoveMe's icon (glossed), the same icon prerendered, two apps without icons, one with a launch
    /// image, and Settings in the dock.
    func device(_ profile: String = "iphone4") throws -> SimulatedDevice {
        func app(_ name: String, _ id: String, _ display: String, _ extra: [String: Any] = [:], files: [String: String] = [:]) throws {
            let executable = try fixture.makeApp(name, bundleIdentifier: id, displayName: display, extraInfo: extra)
            for (target, source) in files {
                try FileManager.default.copyItem(
                    at: Self.examples.appendingPathComponent(source),
                    to: executable.deletingLastPathComponent().appendingPathComponent("\(name).app/\(target)"))
            }
        }
        try app("moveme", "com.example.moveme", "MoveMe", ["CFBundleIconFile": "Icon.png"], files: ["Icon.png": "Icon.png"])
        try app("flat", "com.example.flat", "Flat", ["CFBundleIconFile": "Icon", "UIPrerenderedIcon": true],
                files: ["Icon.png": "Icon.png"])
        try app("notes", "com.example.notes", "Notes With A Long Name")
        try app("launcher", "com.example.launcher", "Placard", files: ["Default@2x.png": "Placard@2x.png"])
        try app("settings", "com.apple.Preferences", "Settings")
        launcher.behaviours["com.example.launcher"] = .noFrames
        let device = try fixture.device(launcher, installing: ["moveme", "flat", "notes", "launcher", "settings"],
                                        profile: profile)
        device.overrideStatusBar(time: nil, batteryLevel: 80)
        return device
    }

    @Test("the home screen: icons in a 4-column grid with names, gloss unless prerendered, dots, dock, status bar")
    func homeScreen() throws {
        let device = try device()
        let image = device.screenshot()
        #expect(image.width == 640 && image.height == 960)
        try assertGolden(image, named: "home-iphone4", suite: "HomeScreenTests")
        let frames = device.home.iconFrames()
        #expect(frames.map(\.app.displayName) == ["MoveMe", "Flat", "Notes With A Long Name", "Placard", "Settings"])
        #expect(frames[0].frame == CGRect(x: 11.5, y: 31, width: 57, height: 57))
        #expect(frames[1].frame.minX == 91.5 && frames[1].frame.minY == 31)
        #expect(frames[4].frame.minY > 390)  // Settings sits in the dock
        // The gloss lightens the top of MoveMe's icon, not of the prerendered copy of the same image.
        let glossed = pixel(image, Int(frames[0].frame.midX * 2), Int(frames[0].frame.minY * 2) + 8)
        let flat = pixel(image, Int(frames[1].frame.midX * 2), Int(frames[1].frame.minY * 2) + 8)
        #expect(glossed != flat)
        #expect(pixel(image, Int(frames[2].frame.midX * 2), Int(frames[2].frame.maxY * 2) - 4) != pixel(image, 4, 300))
    }

    @Test("the modern profile's home screen and the iPhone 3GS's")
    func otherProfiles() throws {
        try assertGolden(device("modern").screenshot(), named: "home-modern", suite: "HomeScreenTests")
        let fixture2 = HomeScreenTests()
        try assertGolden(fixture2.device("iphone3gs").screenshot(), named: "home-iphone3gs", suite: "HomeScreenTests")
    }

    @Test("tapping an icon zooms into the app: its frame grows from the icon, then fills the screen")
    func tapZoomsIn() throws {
        let device = try device()
        let icon = device.home.iconFrame(of: "com.example.moveme")
        device.tap(at: CGPoint(x: icon.midX, y: icon.midY))
        #expect(device.foregroundBundleIdentifier == "com.example.moveme")
        device.advance(by: 0.1)
        let midZoom = device.screenshot()
        try assertGolden(midZoom, named: "launch-mid-zoom", suite: "HomeScreenTests")
        #expect(pixel(midZoom, 4, 300) != 0xFF_20_80_F0)  // the home screen still shows at the edge
        #expect(pixel(midZoom, Int(icon.midX * 2), Int(icon.midY * 2)) == 0xFF_20_80_F0)
        device.advance(by: 0.3)
        #expect(pixel(device.screenshot(), 4, 300) == 0xFF_20_80_F0)
        device.pressHome()
        device.advance(by: 0.1)
        let zoomingOut = device.screenshot()
        #expect(pixel(zoomingOut, 4, 300) != 0xFF_20_80_F0)
        #expect(pixel(zoomingOut, 320, 480) == 0xFF_20_80_F0)  // the app's last frame shrinks towards the icon
        device.advance(by: 0.3)
        #expect(device.screenshot().dataProvider?.data == device.screenshot().dataProvider?.data)
        #expect(pixel(device.screenshot(), 320, 480) != 0xFF_20_80_F0)
    }

    @Test("the launch image shows until the app's first frame")
    func launchImage() throws {
        let device = try device()
        try device.launch(bundleIdentifier: "com.example.launcher")
        device.advance(by: 0.5)
        let image = device.screenshot()
        try assertGolden(image, named: "launch-image", suite: "HomeScreenTests")
        let launchImage = try #require(device.session(for: "com.example.launcher")?.app.launchImageURL(scale: 2))
        #expect(launchImage.lastPathComponent == "Default@2x.png")
        #expect(device.session(for: "com.example.launcher")?.frame == nil)
    }

    @Test("pages: 16 apps a page on the classic profile, a swipe turns the page, a tap there launches")
    func pages() throws {
        for index in 0..<18 { try fixture.makeApp("app\(index)", bundleIdentifier: "com.example.app\(index)") }
        let device = try fixture.device(launcher, installing: (0..<18).map { "app\($0)" })
        #expect(device.home.pageCount == 2)
        #expect(device.home.iconFrames().count == 16)
        device.send(.touchDown(finger: 0, location: CGPoint(x: 250, y: 200), timestamp: device.now))
        device.send(.touchUp(finger: 0, location: CGPoint(x: 80, y: 200), timestamp: device.now))
        #expect(device.home.page == 1)
        #expect(device.home.iconFrames().map(\.app.bundleIdentifier) == ["com.example.app16", "com.example.app17"])
        try assertGolden(device.screenshot(), named: "second-page", suite: "HomeScreenTests")
        let frame = device.home.iconFrame(of: "com.example.app17")
        device.tap(at: CGPoint(x: frame.midX, y: frame.midY))
        #expect(device.foregroundBundleIdentifier == "com.example.app17")
        device.pressHome()
        device.advance(by: 0.6)  // not a double press (that shows the switcher)
        device.pressHome()
        #expect(device.home.page == 0)  // Home on the home screen goes back to the first page
    }

    @Test("the status bar override changes the time and the battery")
    func statusBarOverride() throws {
        let device = try device()
        let before = device.screenshot()
        device.overrideStatusBar(time: "12:34", batteryLevel: 10)
        let after = device.screenshot()
        #expect(device.home.timeText(at: device.now) == "12:34")
        #expect(before.dataProvider?.data != after.dataProvider?.data)
        device.overrideStatusBar(time: nil, batteryLevel: nil)
        #expect(device.home.timeText(at: 0) == "9:41 AM")
        #expect(device.home.timeText(at: 60) == "9:42 AM")
    }
}
