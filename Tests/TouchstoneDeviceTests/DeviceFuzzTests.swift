// SPDX-License-Identifier: Apache-2.0

import DeviceLink
import Foundation
import Testing
@testable import TouchstoneDevice

/// The device's side of the link under random and mutated messages (issue 19: "fuzz the device's side of the
/// protocol for 10⁶ messages"). Each message is framed as an app would write it, often mutated on the way (bits
/// flipped, bytes cut or added, the length field rewritten), cut by a `DeviceLinkFramer` as the device's connection
/// cuts what it reads, and what decodes is handed to the device's `handle` — frames blitted, URLs routed, alerts
/// shown, life-cycle reports noted. A bad frame or a message the device refuses disconnects the app (the device's
/// `fail`), as does a frame left unfinished for 16 messages (the device's watchdog: an app that stops mid-frame
/// never answers its ping), and the next message goes to a freshly launched one; a refresh runs every 64 messages.
/// The device must
/// neither crash nor hang and must still run a well-behaved app afterwards.
///
/// `make test` runs 5,000 messages; `DEVICE_FUZZ_MESSAGES=1000000` runs the issue's million (the time is printed).
@Suite("SimulatedDevice protocol fuzz")
@MainActor
struct DeviceFuzzTests {
    let fixture = try! DeviceFixture()
    let launcher = FakeLauncher()

    static var messageCount: Int {
        ProcessInfo.processInfo.environment["DEVICE_FUZZ_MESSAGES"].flatMap(Int.init) ?? 5_000
    }

    /// The bytes an app would write for `message`, mutated one time in four.
    static func wireBytes(_ message: DeviceLinkMessage, _ g: inout FuzzGenerator) -> [UInt8] {
        var bytes = DeviceLinkFramer.frame(message)
        switch g.next() % 16 {
        case 0:
            let index = Int(g.next() % UInt64(bytes.count))
            bytes[index] ^= UInt8(1 << (g.next() % 8))
        case 1:
            bytes.removeLast(Int(g.next() % UInt64(min(bytes.count, 12))))
        case 2:
            bytes += (0..<(g.next() % 16)).map { _ in UInt8(truncatingIfNeeded: g.next()) }
        case 3:
            bytes[Int(g.next() % 2)] = UInt8(truncatingIfNeeded: g.next())
        default:
            break
        }
        return bytes
    }

    @Test("random and mutated messages are handled or disconnect the app; the device keeps running")
    func fuzzDeviceSide() throws {
        let device = try fixture.device(launcher, installing: ["fuzzed", "good"])
        device.watchdogLimit = 0.5
        var g = FuzzGenerator(seed: 19)
        var framer = DeviceLinkFramer()
        var sequence: UInt64 = 0
        var (handled, refused, launches, stalled) = (0, 0, 0, 0)
        let start = ContinuousClock.now
        for index in 0..<Self.messageCount {
            if device.session(for: "com.example.fuzzed") == nil {
                device.alert = nil
                try device.launch(bundleIdentifier: "com.example.fuzzed")
                launches += 1
                framer = DeviceLinkFramer()
                sequence = device.session(for: "com.example.fuzzed")?.lastSequence ?? 0
            }
            let session = try #require(device.session(for: "com.example.fuzzed"))
            let message = RandomMessage.make(&g, width: 640, height: 960, sequence: &sequence)
            framer.append(Self.wireBytes(message, &g))
            do {
                while let decoded = try framer.next() {
                    try device.handle(decoded, from: session)
                    handled += 1
                    stalled = 0
                }
            } catch {
                refused += 1
                device.fail(session, reason: "\(error)")
            }
            stalled += 1
            if stalled > 16 {
                refused += 1
                stalled = 0
                device.fail(session, reason: "an unfinished frame")
            }
            device.runDeferred()
            if index % 64 == 63 { device.advance(by: device.refreshInterval) }
        }
        let elapsed = ContinuousClock.now - start
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
        print("device fuzz: \(Self.messageCount) messages in \(String(format: "%.1f", seconds)) s: "
              + "\(handled) handled, \(refused) refused (app disconnected), \(launches) launches")
        #expect(handled > Self.messageCount / 4)
        #expect(refused > 0)
        for bundleIdentifier in device.runningApps.keys { try device.terminate(bundleIdentifier: bundleIdentifier) }
        device.alert = nil
        try device.launch(bundleIdentifier: "com.example.good")
        device.advance(by: 0.1)
        #expect(device.session(for: "com.example.good")?.lastSequence == 6)
    }
}
