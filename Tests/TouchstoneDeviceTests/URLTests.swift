// SPDX-License-Identifier: Apache-2.0

import DeviceLink
import Foundation
import Testing
@testable import TouchstoneDevice

@Suite("SimulatedDevice URL routing")
@MainActor
struct URLTests {
    let fixture = try! DeviceFixture()
    let launcher = FakeLauncher()

    func device() throws -> SimulatedDevice {
        try fixture.makeApp("opener", bundleIdentifier: "com.example.opener", schemes: ["opener"])
        try fixture.makeApp("target", bundleIdentifier: "com.example.target", schemes: ["Target"])
        return try fixture.device(launcher, installing: ["opener", "target"])
    }

    @Test("an app's openURLRequest launches the app declaring the scheme, with openURL right after welcome")
    func openLaunchesTarget() throws {
        let device = try device()
        try device.launch(bundleIdentifier: "com.example.opener")
        device.advance(by: 0.1)
        launcher.process("com.example.opener")!.queue(.openURLRequest(token: 7, url: "target://item/42"))
        device.advance(by: 0.1)
        #expect(launcher.process("com.example.opener")!.record.messages.contains(.openURLResult(token: 7, opened: true)))
        #expect(device.foregroundBundleIdentifier == "com.example.target")
        device.advance(by: 0.1)
        let target = try #require(launcher.process("com.example.target"))
        #expect(target.record.openedURLs.map(\.url) == ["target://item/42"])
        #expect(target.record.openedURLs.map(\.source) == ["com.example.opener"])
        #expect(launcher.process("com.example.opener")!.record.lifecycle == [.inactive, .background])
    }

    @Test("a URL for a running app resumes it and delivers the URL")
    func openResumesTarget() throws {
        let device = try device()
        try device.launch(bundleIdentifier: "com.example.target")
        device.advance(by: 0.1)
        device.pressHome()
        device.advance(by: device.backgroundAllowance + 0.1)
        #expect(device.session(for: "com.example.target")?.state == .suspended)
        try device.openURL(URL(string: "TARGET:again")!)
        device.advance(by: 0.1)
        let target = launcher.process("com.example.target")!
        #expect(launcher.processes["com.example.target"]?.count == 1)
        #expect(target.record.lifecycle == [.inactive, .background, .foreground, .active])
        #expect(target.record.openedURLs.map(\.url) == ["TARGET:again"])
        #expect(target.record.openedURLs.map(\.source) == [""])
    }

    @Test("canOpenURL: declared schemes and tel/sms/mailto yes; http without a browser and unknown schemes no")
    func canOpen() throws {
        let device = try device()
        try device.launch(bundleIdentifier: "com.example.opener")
        device.advance(by: 0.1)
        let opener = launcher.process("com.example.opener")!
        for (token, url) in ["target://x", "tel:555", "sms:555", "mailto:a@b.c", "https://apple.com", "nope://x", "bad"]
            .enumerated()
        {
            opener.queue(.canOpenURLRequest(token: UInt32(token), url: url))
        }
        device.advance(by: 0.1)
        #expect(opener.record.results == [true, true, true, true, false, false, false])
        #expect(device.alert == nil)
        #expect(device.foregroundBundleIdentifier == "com.example.opener")
    }

    @Test("tel:, sms: and mailto: show the system's confirmation; http shows that no browser is installed")
    func systemAlerts() throws {
        let device = try device()
        try device.openURL(URL(string: "tel:555-1234")!)
        #expect(device.alert == SystemAlert(title: "555-1234", message: "", buttons: ["Cancel", "Call"]))
        device.pressHome()
        #expect(device.alert == nil)
        try device.openURL(URL(string: "mailto:someone@example.com")!)
        #expect(device.alert?.title == "New mail to someone@example.com?")
        device.tap(at: CGPoint(x: 100, y: 100))
        #expect(device.alert == nil)
        try device.openURL(URL(string: "sms:555")!)
        #expect(device.alert?.buttons == ["Cancel", "Message"])
        device.pressHome()
        try device.openURL(URL(string: "https://www.apple.com")!)
        #expect(device.alert?.title == "Cannot Open Page")
        #expect(throws: SimulatedDeviceError.self) { try device.openURL(URL(string: "unknown://thing")!) }
    }

    @Test("an app's openURLRequest for an unknown scheme answers false and launches nothing")
    func unknownScheme() throws {
        let device = try device()
        try device.launch(bundleIdentifier: "com.example.opener")
        device.advance(by: 0.1)
        launcher.process("com.example.opener")!.queue(.openURLRequest(token: 1, url: "nope://x"))
        device.advance(by: 0.1)
        #expect(launcher.process("com.example.opener")!.record.results == [false])
        #expect(device.foregroundBundleIdentifier == "com.example.opener")
        #expect(launcher.process("com.example.target") == nil)
    }
}
