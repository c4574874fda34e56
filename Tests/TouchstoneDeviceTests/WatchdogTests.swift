// SPDX-License-Identifier: Apache-2.0

import DeviceLink
import Foundation
import HostInterface
import Testing
@testable import TouchstoneDevice

@Suite("SimulatedDevice watchdog and bad input")
@MainActor
struct WatchdogTests {
    let fixture: DeviceFixture
    let launcher = FakeLauncher()

    init() throws {
        fixture = try DeviceFixture()
        try fixture.makeApp("bad", bundleIdentifier: "com.example.bad")
        try fixture.makeApp("good", bundleIdentifier: "com.example.good")
    }

    /// A device with the bad app behaving as `behaviour`, watchdog shortened.
    func device(_ behaviour: FakeBehaviour) throws -> SimulatedDevice {
        launcher.behaviours["com.example.bad"] = behaviour
        let device = try fixture.device(launcher)
        device.watchdogLimit = 0.3
        for name in ["bad", "good"] { try device.install(appAt: fixture.root.appendingPathComponent("apps/\(name)/\(name)")) }
        return device
    }

    /// After the bad app went, the device still launches and runs the good one.
    func expectDeviceKeepsRunning(_ device: SimulatedDevice) throws {
        #expect(device.session(for: "com.example.bad") == nil)
        #expect(device.foregroundBundleIdentifier == nil)
        try device.launch(bundleIdentifier: "com.example.good")
        device.advance(by: 0.1)
        #expect(device.session(for: "com.example.good")?.lastSequence == 6)
    }

    func failure(_ device: SimulatedDevice) -> String? {
        device.events.first { $0.hasPrefix("com.example.bad was stopped: ") }
    }

    @Test("an app that never says hello is refused at launch")
    func silent() throws {
        let device = try device(.silent)
        #expect(throws: SimulatedDeviceError.self) { try device.launch(bundleIdentifier: "com.example.bad") }
        #expect(failure(device)?.contains("no hello within") == true)
        try expectDeviceKeepsRunning(device)
    }

    @Test("an app speaking another protocol version is disconnected")
    func wrongVersion() throws {
        let device = try device(.wrongVersion)
        #expect(throws: SimulatedDeviceError.self) { try device.launch(bundleIdentifier: "com.example.bad") }
        #expect(failure(device)?.contains("protocol version 99") == true)
        try expectDeviceKeepsRunning(device)
    }

    @Test("garbage on the link disconnects the app")
    func garbage() throws {
        let device = try device(.garbage)
        try device.launch(bundleIdentifier: "com.example.bad")
        device.advance(by: 0.1)
        #expect(failure(device)?.contains("protocol violation") == true)
        try expectDeviceKeepsRunning(device)
    }

    @Test("an oversized frame disconnects the app")
    func oversized() throws {
        let device = try device(.oversized)
        try device.launch(bundleIdentifier: "com.example.bad")
        device.advance(by: 0.1)
        #expect(failure(device)?.contains("protocol violation") == true)
        try expectDeviceKeepsRunning(device)
    }

    @Test("a frame of the wrong size disconnects the app")
    func wrongSurfaceSize() throws {
        let device = try device(.wrongSurfaceSize)
        try device.launch(bundleIdentifier: "com.example.bad")
        device.advance(by: 0.1)
        #expect(failure(device)?.contains("frame of 641×960") == true)
        try expectDeviceKeepsRunning(device)
    }

    @Test("a hung app (no pong) is killed and the home screen shown")
    func hung() throws {
        let device = try device(.hangs(afterTicks: 3))
        try device.launch(bundleIdentifier: "com.example.bad")
        device.advance(by: 0.2)
        #expect(failure(device)?.contains("no answer to a ping within 0.3 s") == true)
        #expect(launcher.process("com.example.bad")!.exitStatus() == "signal 9")
        try expectDeviceKeepsRunning(device)
    }

    @Test("a crashing app's output stays in the device's log folder")
    func crash() throws {
        let device = try device(.crashes(afterTicks: 3))
        try device.launch(bundleIdentifier: "com.example.bad")
        device.advance(by: 0.2)
        #expect(failure(device) != nil)
        let logs = try FileManager.default.contentsOfDirectory(atPath: device.logDirectory.path)
        let log = try String(contentsOf: device.logDirectory.appendingPathComponent(
            try #require(logs.first { $0.hasPrefix("com.example.bad") })), encoding: .utf8)
        #expect(log.contains("fatal error: the fake app crashed"))
        #expect(log.contains("device: com.example.bad was stopped"))
        try expectDeviceKeepsRunning(device)
    }

    @Test("an app that does not finish launching within the limit is killed")
    func launchLimit() throws {
        let device = try device(.neverFinishesLaunching)
        device.launchLimit = 1
        try device.launch(bundleIdentifier: "com.example.bad")
        device.advance(by: 1.2)
        #expect(failure(device)?.contains("did not finish launching within 1.0 s") == true)
        try expectDeviceKeepsRunning(device)
    }

    @Test("an app that sends device-to-app messages or a second hello is disconnected")
    func wrongDirection() throws {
        let device = try device(.wellBehaved)
        try device.launch(bundleIdentifier: "com.example.bad")
        launcher.process("com.example.bad")!.queue(.clock(seconds: 3))
        device.advance(by: 0.1)
        #expect(failure(device)?.contains("a device-to-app message from the app") == true)
        try expectDeviceKeepsRunning(device)
    }
}
