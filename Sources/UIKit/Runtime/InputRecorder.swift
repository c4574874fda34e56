// SPDX-License-Identifier: Apache-2.0

import HostInterface

/// Records the input a host delivers, timed from launch, and writes it as an ``InputScript`` (`--record-input`).
///
/// The launcher makes one with ``init(checkingPath:)`` before the app launches, so a path that cannot be written
/// (its folder cannot be made, it names a folder, no permission) stops the app at once with exit status 1, as
/// `--record-frames` does; a write that still fails at termination is logged and also exits 1.
package final class InputRecorder {
    /// Where ``write(device:duration:)`` puts the script.
    package let path: String
    /// The events so far, timed from launch.
    package private(set) var events: [HostEvent] = []

    package init(path: String) { self.path = path }

    /// A recorder for `path`, after checking that the script can be written there: creates its folder and opens
    /// the file for writing (a file that did not exist is removed again). Throws an error naming the path.
    package convenience init(checkingPath path: String) throws {
        let url = URL(fileURLWithPath: path)
        func failure(_ reason: String) -> RecordingError {
            RecordingError("record-input: cannot write \(path): \(reason)")
        }
        let folder = url.deletingLastPathComponent()
        do { try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true) } catch {
            throw failure(error.localizedDescription)
        }
        let existed = FileManager.default.fileExists(atPath: path)
        let fd = open(path, O_WRONLY | O_CREAT, 0o644)
        guard fd >= 0 else { throw failure(String(cString: strerror(errno))) }
        close(fd)
        if !existed { unlink(path) }
        self.init(path: path)
    }

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

/// Why a recording cannot be made: one line naming the option, the path and the reason.
package struct RecordingError: Error, CustomStringConvertible {
    package let description: String
    package init(_ description: String) { self.description = description }
}
