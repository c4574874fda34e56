// SPDX-License-Identifier: Apache-2.0

import CoreGraphics
import Foundation
import Testing
import TouchstoneTesting
@testable import TouchstoneDevice

@Suite("SimulatedDevice app switcher")
@MainActor
struct SwitcherTests {
    let fixture = try! DeviceFixture()
    let launcher = FakeLauncher()

    @Test("a double press of Home shows the running apps, most recent first; a tap resumes one")
    func doublePress() throws {
        let device = try fixture.device(launcher, installing: ["alpha", "beta", "gamma"])
        try device.launch(bundleIdentifier: "com.example.alpha")
        device.advance(by: 0.1)
        try device.launch(bundleIdentifier: "com.example.beta")
        device.advance(by: 0.1)
        device.pressHome()
        device.advance(by: 0.2)
        device.pressHome()
        #expect(device.isShowingAppSwitcher)
        #expect(device.switcherApps.map(\.bundleIdentifier) == ["com.example.beta", "com.example.alpha"])
        try assertGolden(device.screenshot(), named: "switcher", suite: "SwitcherTests")
        let alpha = device.home.switcherFrames(device.switcherApps)[1].frame
        device.tap(at: CGPoint(x: alpha.midX, y: alpha.midY))
        #expect(!device.isShowingAppSwitcher)
        #expect(device.foregroundBundleIdentifier == "com.example.alpha")
        #expect(launcher.processes["com.example.alpha"]?.count == 1)
        // A tick in lockstep: the fake app has read the life-cycle messages sent before its pong.
        device.advance(by: device.refreshInterval)
        #expect(launcher.process("com.example.alpha")!.record.lifecycle == [.inactive, .background, .foreground, .active])
    }

    @Test("Home hides the switcher; presses further apart than the double-press interval do not show it")
    func hideAndSlowPresses() throws {
        let device = try fixture.device(launcher, installing: ["alpha"])
        try device.launch(bundleIdentifier: "com.example.alpha")
        device.advance(by: 0.1)
        device.pressHome()
        device.advance(by: 0.6)
        device.pressHome()
        #expect(!device.isShowingAppSwitcher)
        device.advance(by: 0.1)
        device.pressHome()
        #expect(device.isShowingAppSwitcher)
        device.pressHome()
        #expect(!device.isShowingAppSwitcher)
    }

    @Test("iPhone OS 3 has no switcher")
    func noSwitcherOnIPhoneOS3() throws {
        let device = try fixture.device(launcher, installing: ["alpha"], profile: "iphone3gs")
        device.pressHome()
        device.pressHome()
        #expect(!device.isShowingAppSwitcher)
    }
}
