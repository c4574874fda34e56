// SPDX-License-Identifier: Apache-2.0

import ArgumentParser
import DeviceControl
import Foundation

/// `touchstone io screenshot|recordVideo`.
struct IO: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "io", abstract: "Capture the screen.", subcommands: [Screenshot.self, RecordVideo.self])

    /// `touchstone io screenshot <file>`.
    struct Screenshot: DeviceVerb {
        static let configuration = CommandConfiguration(abstract: "Write the screen as a PNG file.")
        @OptionGroup var device: DeviceFolderOptions
        @Argument(help: "The PNG file to write.") var file: String

        var request: ControlRequest { ControlRequest(verb: "screenshot", arguments: [absolutePath(file)]) }
    }

    /// `touchstone io recordVideo <file>`: records until Ctrl+C (or `--seconds`).
    struct RecordVideo: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "recordVideo",
            abstract: "Record the screen as an animated PNG until Ctrl+C, or for --seconds of real time.")
        @OptionGroup var device: DeviceFolderOptions
        @Option(help: "Stop after this many seconds instead of waiting for Ctrl+C.") var seconds: Double?
        @Argument(help: "The animated PNG file to write.") var file: String

        func validate() throws {
            if let seconds, !(seconds > 0 && seconds <= 3600) {
                throw ValidationError("--seconds must be more than 0 and at most 3600")
            }
        }

        func run() throws {
            let path = absolutePath(file)
            try device.send(ControlRequest(verb: "recordVideo.start"))
            print("Recording… (Ctrl+C to stop)")
            Self.waitForInterrupt(orSeconds: seconds)
            try device.send(ControlRequest(verb: "recordVideo.stop", arguments: [path]))
        }

        /// Blocks until SIGINT (or `seconds` of real time pass).
        private static func waitForInterrupt(orSeconds seconds: Double?) {
            let done = DispatchSemaphore(value: 0)
            signal(SIGINT, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: SIGINT, queue: .global())
            source.setEventHandler { done.signal() }
            source.resume()
            if let seconds { _ = done.wait(timeout: .now() + seconds) } else { done.wait() }
            source.cancel()
            signal(SIGINT, SIG_DFL)
        }
    }
}

/// `touchstone status_bar override|clear`.
struct StatusBar: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "status_bar", abstract: "Override what the status bar shows (for screenshots).",
        subcommands: [Override.self, Clear.self])

    /// `touchstone status_bar override --time 9:41 --batteryLevel 100`.
    struct Override: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Show a fixed time and/or battery level.")
        @OptionGroup var device: DeviceFolderOptions
        @Option(help: "The time to show, e.g. 9:41.") var time: String?
        @Option(name: .customLong("batteryLevel"), help: "The battery level to show, 0–100.") var batteryLevel: Int?

        func validate() throws {
            guard time != nil || batteryLevel != nil else { throw ValidationError("give --time or --batteryLevel") }
            if let batteryLevel, !(0...100).contains(batteryLevel) {
                throw ValidationError("--batteryLevel must be 0 to 100")
            }
        }

        func run() throws {
            var options: [String: String] = [:]
            options["time"] = time
            options["batteryLevel"] = batteryLevel.map(String.init)
            try device.send(ControlRequest(verb: "status_bar.override", options: options))
        }
    }

    /// `touchstone status_bar clear`.
    struct Clear: DeviceVerb {
        static let configuration = CommandConfiguration(abstract: "Show the real time and battery again.")
        @OptionGroup var device: DeviceFolderOptions

        var request: ControlRequest { ControlRequest(verb: "status_bar.clear") }
    }
}
