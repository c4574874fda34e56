// SPDX-License-Identifier: Apache-2.0

import HostInterface

/// Records the input a host delivers, timed from launch, and writes it as an ``InputScript`` (`--record-input`).
package final class InputRecorder {
    /// Where ``write(device:screenSize:duration:)`` puts the script.
    package let path: String
    /// The events so far, timed from launch.
    package private(set) var events: [HostEvent] = []

    package init(path: String) { self.path = path }

    /// Records `events` (host-clock timestamps) as times since `launchTime`.
    package func record(_ events: [HostEvent], launchTime: Double) {
        self.events += events.map { $0.shifted(by: -launchTime) }
    }

    /// The script of the session so far.
    package func script(device: DeviceProfile, duration: Double) -> InputScript {
        InputScript(device: device.shortName, screenSize: device.pointSize, duration: duration, events: events)
    }

    /// Writes the script, creating the folder it goes in; failures are logged and returned as false.
    @discardableResult
    package func write(device: DeviceProfile, duration: Double) -> Bool {
        let url = URL(fileURLWithPath: path)
        do {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try script(device: device, duration: duration).jsonData().write(to: url)
            return true
        } catch {
            UIKitDiagnostics.log("record-input: cannot write \(path): \(error.localizedDescription)")
            return false
        }
    }
}
