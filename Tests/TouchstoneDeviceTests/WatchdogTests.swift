// SPDX-License-Identifier: Apache-2.0

import DeviceLink
import Foundation
import HostInterface
import Testing
@testable import TouchstoneDevice

@Suite("SimulatedDevice watchdog and bad input")
@MainActor
struct WatchdogTests {
    let fixture = try! DeviceFixture()
    let launcher = FakeLauncher()

    /// A device with the bad app behaving as `behaviour`, watchdog shortened.
    func device(_ behaviour: FakeBehaviour) throws -> SimulatedDevice {
        launcher.behaviours["com.example.bad"] = behaviour
        let device = try fixture.device(launcher, installing: ["bad", "good"])
        device.watchdogLimit = 0.3
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

    /// Runs the bad app as `behaviour` for `seconds` (launch refused when `seconds` is nil) and checks the reason
    /// the device gave contains `reason`, then that the device still runs the good app.
    func expectDropped(_ behaviour: FakeBehaviour, after seconds: Double?, because reason: String,
                       launchLimit: Double = 20) throws {
        let device = try device(behaviour)
        device.launchLimit = launchLimit
        if let seconds {
            try device.launch(bundleIdentifier: "com.example.bad")
            device.advance(by: seconds)
        } else {
            #expect(throws: SimulatedDeviceError.self) { try device.launch(bundleIdentifier: "com.example.bad") }
        }
        #expect(failure(device)?.contains(reason) == true, "\(failure(device) ?? "no failure")")
        if seconds != nil, case .hangs = behaviour {
            #expect(launcher.process("com.example.bad")!.exitStatus() == "signal 9")
        }
        try expectDeviceKeepsRunning(device)
    }

    @Test("an app that never says hello is refused at launch")
    func silent() throws { try expectDropped(.silent, after: nil, because: "no hello within") }

    @Test("an app speaking another protocol version is disconnected")
    func wrongVersion() throws { try expectDropped(.wrongVersion, after: nil, because: "protocol version 99") }

    @Test("garbage on the link disconnects the app")
    func garbage() throws { try expectDropped(.garbage, after: 0.1, because: "protocol violation") }

    @Test("an oversized frame disconnects the app")
    func oversized() throws { try expectDropped(.oversized, after: 0.1, because: "protocol violation") }

    @Test("a frame of the wrong size disconnects the app")
    func wrongSurfaceSize() throws { try expectDropped(.wrongSurfaceSize, after: 0.1, because: "frame of 641×960") }

    @Test("a hung app (no pong) is killed and the home screen shown")
    func hung() throws {
        try expectDropped(.hangs(afterTicks: 3), after: 0.2, because: "no answer to a ping within 0.3 s")
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
        try expectDropped(.neverFinishesLaunching, after: 1.2, because: "did not finish launching within 1.0 s",
                          launchLimit: 1)
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

    @Test("a fuzzing app's random messages are handled or get it disconnected; the device keeps running",
          arguments: [1, 2, 3, 4, 5, 6, 7, 8] as [UInt64])
    func fuzz(seed: UInt64) throws {
        let device = try device(.randomMessages(seed: seed, perTick: 50))
        try device.launch(bundleIdentifier: "com.example.bad")
        device.advance(by: 0.5)
        if device.session(for: "com.example.bad") != nil { try device.terminate(bundleIdentifier: "com.example.bad") }
        device.pressHome()
        device.runDeferred()
        if let front = device.foregroundBundleIdentifier { try device.terminate(bundleIdentifier: front) }
        #expect(device.session(for: "com.example.bad") == nil)
        device.alert = nil
        try expectDeviceKeepsRunning(device)
    }
}
