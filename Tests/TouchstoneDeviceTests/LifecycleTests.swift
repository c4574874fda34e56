// SPDX-License-Identifier: Apache-2.0

import CoreGraphics
import DeviceLink
import Foundation
import HostInterface
import Testing
@testable import TouchstoneDevice

/// The BGRA word of a pixel of `image` at pixel `(x, y)`.
func pixel(_ image: CGImage, _ x: Int, _ y: Int) -> UInt32 {
    let bytes = image.dataProvider!.data! as Data
    return bytes.withUnsafeBytes { $0.load(fromByteOffset: y * image.bytesPerRow + x * 4, as: UInt32.self) }
}

@Suite("SimulatedDevice life cycle")
@MainActor
struct LifecycleTests {
    let fixture = try! DeviceFixture()
    let launcher = FakeLauncher()

    func device(_ profile: String = "iphone4") throws -> SimulatedDevice {
        launcher.colors = ["com.example.alpha": 0xFF_F0_20_20, "com.example.beta": 0xFF_20_F0_20]
        return try fixture.device(launcher, installing: ["alpha", "beta"], profile: profile)
    }

    @Test("a launched app handshakes, finishes launching and its frames reach the screen in lockstep")
    func launchAndFrames() throws {
        let device = try device()
        let pid = try device.launch(bundleIdentifier: "com.example.alpha")
        #expect(pid == launcher.process("com.example.alpha")?.processIdentifier)
        #expect(device.foregroundBundleIdentifier == "com.example.alpha")
        device.advance(by: 0.5)
        let session = try #require(device.session(for: "com.example.alpha"))
        #expect(session.launchFinished)
        #expect(session.lastSequence == 30)
        #expect(pixel(device.screenshot(), 320, 480) == 0xFF_F0_20_20)
        // Every tick is a clock message, in order, at the device's time.
        let clocks = launcher.process("com.example.alpha")!.record.messages.compactMap {
            if case .clock(let t) = $0 { return t } else { return nil }
        }
        #expect(clocks.count == 30)
        #expect(clocks == clocks.sorted())
        #expect(abs(clocks.last! - device.now) < 1e-9)
        let log = try String(contentsOf: session.logURL, encoding: .utf8)
        #expect(log.contains("device: launched com.example.alpha"))
    }

    @Test("touches go to the app in front over its link; Home stays with the device")
    func inputRouting() throws {
        let device = try device()
        try device.launch(bundleIdentifier: "com.example.alpha")
        device.advance(by: 0.1)
        device.send(.touchDown(finger: 0, location: CGPoint(x: 10, y: 20), timestamp: device.now))
        device.send(.text("hi", timestamp: device.now))
        device.advance(by: 0.05)
        let inputs = launcher.process("com.example.alpha")!.record.inputs
        #expect(inputs == [.touchDown(finger: 0, location: CGPoint(x: 10, y: 20), timestamp: device.now - 0.05),
                           .text("hi", timestamp: device.now - 0.05)] || inputs.count == 2)
        device.send(.hardware(.home, timestamp: device.now))
        device.advance(by: 0.05)
        #expect(!launcher.process("com.example.alpha")!.record.inputs.contains { if case .hardware = $0 { true } else { false } })
        #expect(device.foregroundBundleIdentifier == nil)
    }

    @Test("iOS 4 and later: Home sends the app to the background, suspended after the allowance, resumed on relaunch")
    func backgroundAndSuspend() throws {
        let device = try device()
        try device.launch(bundleIdentifier: "com.example.alpha")
        device.advance(by: 0.2)
        device.pressHome()
        device.advance(by: 0.1)
        let app = launcher.process("com.example.alpha")!
        #expect(app.record.lifecycle == [.inactive, .background])
        let session = try #require(device.session(for: "com.example.alpha"))
        #expect(session.reachedStates == [.inactive, .background])
        #expect(session.isBackground)
        let ticksBefore = app.record.messages.count
        device.advance(by: device.backgroundAllowance)
        #expect(session.state == .suspended)
        let ticksAtSuspension = app.record.messages.count
        #expect(ticksAtSuspension > ticksBefore)
        device.advance(by: 1)
        #expect(app.record.messages.count == ticksAtSuspension)  // no ticks while suspended
        let pid = try device.launch(bundleIdentifier: "com.example.alpha")
        #expect(pid == app.processIdentifier)
        device.advance(by: 0.1)
        #expect(app.record.lifecycle == [.inactive, .background, .foreground, .active])
        #expect(device.foregroundBundleIdentifier == "com.example.alpha")
        #expect(launcher.processes["com.example.alpha"]?.count == 1)
    }

    @Test("a running background task keeps the app from being suspended")
    func backgroundTasksDelaySuspension() throws {
        let device = try device()
        try device.launch(bundleIdentifier: "com.example.alpha")
        device.advance(by: 0.1)
        launcher.process("com.example.alpha")!.queue(.backgroundTasks(count: 1))
        device.advance(by: 0.1)
        device.pressHome()
        device.advance(by: device.backgroundAllowance + 1)
        let session = try #require(device.session(for: "com.example.alpha"))
        #expect(session.isBackground)
        launcher.process("com.example.alpha")!.queue(.backgroundTasks(count: 0))
        device.advance(by: 0.1)
        #expect(session.state == .suspended)
    }

    @Test("iPhone OS 3: Home terminates the app, which exits")
    func homeTerminatesOnIPhoneOS3() throws {
        let device = try device("iphone3gs")
        #expect(device.era == .iPhoneOS3)
        try device.launch(bundleIdentifier: "com.example.alpha")
        device.advance(by: 0.2)
        device.pressHome()
        let app = launcher.process("com.example.alpha")!
        app.waitUntilFinished()
        device.advance(by: 0.1)
        #expect(app.record.lifecycle == [.terminated])
        #expect(device.session(for: "com.example.alpha") == nil)
        #expect(device.events.contains("com.example.alpha ended: terminated"))
    }

    @Test("launching another app sends the one in front home first")
    func switchingApps() throws {
        let device = try device()
        try device.launch(bundleIdentifier: "com.example.alpha")
        device.advance(by: 0.1)
        try device.launch(bundleIdentifier: "com.example.beta")
        device.advance(by: 0.4)
        #expect(launcher.process("com.example.alpha")!.record.lifecycle == [.inactive, .background])
        #expect(device.foregroundBundleIdentifier == "com.example.beta")
        #expect(pixel(device.screenshot(), 10, 100) == 0xFF_20_F0_20)
    }

    @Test("terminate runs applicationWillTerminate and the app exits; memory pressure reclaims a suspended app")
    func terminateAndMemoryPressure() throws {
        let device = try device()
        try device.launch(bundleIdentifier: "com.example.alpha")
        device.advance(by: 0.1)
        try device.terminate(bundleIdentifier: "com.example.alpha")
        #expect(launcher.process("com.example.alpha")!.record.lifecycle == [.terminated])
        #expect(device.session(for: "com.example.alpha") == nil)
        #expect(throws: SimulatedDeviceError.self) { try device.terminate(bundleIdentifier: "com.example.alpha") }

        try device.launch(bundleIdentifier: "com.example.beta")
        device.advance(by: 0.1)
        device.pressHome()
        device.advance(by: device.backgroundAllowance + 0.1)
        #expect(device.session(for: "com.example.beta")?.state == .suspended)
        device.simulateMemoryPressure()
        #expect(device.session(for: "com.example.beta") == nil)
        #expect(launcher.process("com.example.beta")!.exitStatus() == "signal 9")
        #expect(device.events.contains("com.example.beta ended: terminated under memory pressure"))
    }

    @Test("erase ends the apps and wipes the containers; shutdown ends them too")
    func eraseAndShutdown() throws {
        let device = try device()
        let container = fixture.dataRoot.appendingPathComponent("Containers/com.example.alpha/Documents/file")
        try Data("x".utf8).write(to: container)
        try device.launch(bundleIdentifier: "com.example.alpha")
        try device.erase()
        #expect(!FileManager.default.fileExists(atPath: container.path))
        #expect(device.runningApps.isEmpty)
        #expect(device.installedApps.count == 2)
        try device.launch(bundleIdentifier: "com.example.beta")
        device.shutdown()
        #expect(device.runningApps.isEmpty)
        #expect(throws: SimulatedDeviceError.self) { try device.launch(bundleIdentifier: "com.example.beta") }
    }
}
