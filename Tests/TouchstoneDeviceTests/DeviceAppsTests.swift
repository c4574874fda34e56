// SPDX-License-Identifier: Apache-2.0

import CoreGraphics
import Foundation
import Testing
import TouchstoneTesting
@testable import TouchstoneDevice

/// The device end to end with real app processes (issue 19): the example apps of Examples/DeviceApps — Opener,
/// which opens Target by its URL scheme, and Crasher, which crashes on a tap — spawned by a headless device,
/// their screens, life-cycle callbacks (each app prints them; the device keeps the output in its log), URL
/// delivery, a crash the device survives, and the apps' containers.
@Suite("SimulatedDevice example apps", .serialized)
@MainActor
struct DeviceAppsTests {
    /// The built products (the example apps' executables and their resource folders), beside the test bundle.
    static let products = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    static let opener = "com.example.touchstone.Opener"
    static let target = "com.example.touchstone.Target"
    static let crasher = "com.example.touchstone.Crasher"

    let fixture = try! DeviceFixture()

    /// A headless device (real processes) with the example apps installed.
    func device(_ profile: String = "iphone4") throws -> SimulatedDevice {
        let device = try SimulatedDevice(profile: profile, headless: true, dataRoot: fixture.dataRoot)
        for name in ["device-opener", "device-target", "device-crasher"] {
            try device.install(appAt: Self.products.appendingPathComponent(name))
        }
        device.overrideStatusBar(time: "9:41", batteryLevel: 100)
        return device
    }

    /// Taps the icon of `bundleIdentifier` on the home screen.
    func tapIcon(_ bundleIdentifier: String, on device: SimulatedDevice) throws {
        let icon = try #require(device.home.iconFrames().first { $0.app.bundleIdentifier == bundleIdentifier })
        device.tap(at: CGPoint(x: icon.frame.midX, y: icon.frame.midY))
    }

    /// The `callback: …` lines of the app's launch log `n`.
    func callbacks(_ bundleIdentifier: String, launch n: Int, on device: SimulatedDevice) throws -> [String] {
        try log(bundleIdentifier, launch: n, on: device).split(separator: "\n")
            .filter { $0.hasPrefix("callback: ") }.map { String($0.dropFirst("callback: ".count)) }
    }

    func log(_ bundleIdentifier: String, launch n: Int, on device: SimulatedDevice) throws -> String {
        try String(contentsOf: device.logDirectory.appendingPathComponent("\(bundleIdentifier)-\(n).log"), encoding: .utf8)
    }

    @Test("a tap on Opener's icon launches it; its tap opens Target by URL with the source; Home and back")
    func openerOpensTarget() throws {
        let device = try device()
        defer { device.shutdown() }
        try tapIcon(Self.opener, on: device)
        #expect(device.foregroundBundleIdentifier == Self.opener)
        device.advance(by: 0.5)
        let openerScreen = device.screenshot()
        try assertGolden(openerScreen, named: "opener", suite: "DeviceAppsTests")
        #expect(pixel(openerScreen, 20, 20) == pixel(openerScreen, 620, 940))

        device.tap(at: CGPoint(x: 160, y: 100))
        device.advance(by: 0.5)
        #expect(device.foregroundBundleIdentifier == Self.target)
        #expect(device.runningApps.keys.sorted() == [Self.opener, Self.target])
        try assertGolden(device.screenshot(), named: "target-opened", suite: "DeviceAppsTests")
        let url = "target://greeting?from=opener"
        let targetLog = try log(Self.target, launch: 2, on: device)
        #expect(try callbacks(Self.target, launch: 2, on: device) == [
            "didFinishLaunching url=\(url)", "openURL \(url) source=\(Self.opener)", "didBecomeActive",
        ], "\(targetLog)")
        #expect(try log(Self.opener, launch: 1, on: device).contains("opener: opened=true"))

        device.pressHome()
        device.advance(by: 0.5)
        #expect(device.foregroundBundleIdentifier == nil)
        try tapIcon(Self.opener, on: device)
        device.advance(by: 0.1)
        #expect(device.foregroundBundleIdentifier == Self.opener)
        #expect(try callbacks(Self.opener, launch: 1, on: device) == [
            "didFinishLaunching", "didBecomeActive", "willResignActive", "didEnterBackground",
            "willEnterForeground", "didBecomeActive",
        ])
        #expect(try callbacks(Self.target, launch: 2, on: device).suffix(2) == ["willResignActive", "didEnterBackground"])
    }

    @Test("on iPhone OS 3 Home terminates the app: applicationWillTerminate, the process exits")
    func homeTerminatesOnIPhoneOS3() throws {
        let device = try device("iphone3gs")
        defer { device.shutdown() }
        try device.launch(bundleIdentifier: Self.target)
        device.advance(by: 0.2)
        device.pressHome()
        device.advance(by: 0.2)
        #expect(device.runningApps.isEmpty)
        // As an accepted interruption does (the guide, §2.1.5): resign active, then terminate.
        #expect(try callbacks(Self.target, launch: 1, on: device) == [
            "didFinishLaunching", "didBecomeActive", "willResignActive", "willTerminate",
        ])
        #expect(device.events.contains("\(Self.target) ended: terminated"))
    }

    @Test("a crashing app does not take the device down: home screen shown, crash output kept, next launch works")
    func crash() throws {
        let device = try device()
        defer { device.shutdown() }
        let home = device.screenshot()
        try device.launch(bundleIdentifier: Self.crasher)
        device.advance(by: 0.5)
        try assertGolden(device.screenshot(), named: "crasher", suite: "DeviceAppsTests")
        device.tap(at: CGPoint(x: 160, y: 240))
        device.advance(by: 0.1)
        #expect(device.foregroundBundleIdentifier == nil)
        #expect(device.runningApps.isEmpty)
        #expect(device.events.contains { $0.hasPrefix("\(Self.crasher) was stopped: ") })
        #expect(RGBAImage(device.screenshot()) == RGBAImage(home))
        let log = try log(Self.crasher, launch: 1, on: device)
        #expect(log.contains("crasher: crashing on purpose"))
        #expect(log.contains("Crasher crashed on purpose"))
        #expect(log.contains("device: \(Self.crasher) was stopped"))
        try device.launch(bundleIdentifier: Self.opener)
        device.advance(by: 0.1)
        #expect(device.foregroundBundleIdentifier == Self.opener)
    }

    @Test("each app writes into its own container's Documents; erase wipes them")
    func containers() throws {
        let device = try device()
        defer { device.shutdown() }
        try device.launch(bundleIdentifier: Self.opener)
        device.advance(by: 0.1)
        try device.launch(bundleIdentifier: Self.target)
        device.advance(by: 0.1)
        let containers = fixture.dataRoot.standardizedFileURL.appendingPathComponent("Containers")
        let openerFile = containers.appendingPathComponent("\(Self.opener)/Documents/Opener.txt")
        let targetFile = containers.appendingPathComponent("\(Self.target)/Documents/Target.txt")
        #expect(try String(contentsOf: openerFile, encoding: .utf8) == "written by Opener\n")
        #expect(try String(contentsOf: targetFile, encoding: .utf8) == "written by Target\n")
        #expect(!FileManager.default.fileExists(
            atPath: containers.appendingPathComponent("\(Self.target)/Documents/Opener.txt").path))
        #expect(try log(Self.opener, launch: 1, on: device).contains("documents: wrote \(openerFile.path)"))
        try device.erase()
        #expect(device.runningApps.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: openerFile.path))
        #expect(!FileManager.default.fileExists(atPath: targetFile.path))
        #expect(device.installedApps.count == 3)
    }
}
