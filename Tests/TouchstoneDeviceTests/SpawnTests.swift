// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing
@testable import TouchstoneDevice

@Suite("SimulatedDevice real processes")
@MainActor
struct SpawnTests {
    @Test("a spawned app gets the link in TOUCHSTONE_DEVICE_LINK_FD and the data root; its output goes to the log")
    func spawnEnvironmentAndLog() throws {
        let fixture = try DeviceFixture()
        // A process that does not speak the protocol: it reports what it was given and exits with status 3.
        let executable = try fixture.makeApp(
            "reporter", bundleIdentifier: "com.example.reporter",
            script: """
                echo "link=$TOUCHSTONE_DEVICE_LINK_FD data=$TOUCHSTONE_DEVICE_DATA"
                readlink /proc/self/fd/$TOUCHSTONE_DEVICE_LINK_FD
                echo "crash output" >&2
                exit 3
                """)
        let device = try SimulatedDevice(profile: "iphone4", headless: true, dataRoot: fixture.dataRoot)
        device.watchdogLimit = 5
        try device.install(appAt: executable)
        #expect(throws: SimulatedDeviceError.self) { try device.launch(bundleIdentifier: "com.example.reporter") }
        let log = try String(contentsOf: device.logDirectory.appendingPathComponent("com.example.reporter-1.log"),
                             encoding: .utf8)
        #expect(log.contains("link=3 data=\(fixture.dataRoot.standardizedFileURL.path)"))
        #expect(log.contains("socket:["))
        #expect(log.contains("crash output"))
        #expect(log.contains("device: com.example.reporter was stopped"))
        #expect(device.runningApps.isEmpty)
    }
}
