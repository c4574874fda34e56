// SPDX-License-Identifier: Apache-2.0

import ArgumentParser
import DeviceControl
import Foundation

/// `touchstone spawn booted log show|stream`: the device's logs (its own and each app launch's output), read from
/// the device folder.
struct Spawn: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Run a tool in the device's environment: `spawn booted log show` prints the logs, `log stream` follows them.")
    @OptionGroup var device: DeviceFolderOptions
    @Argument(help: "The device: `booted`.") var target: String
    @Argument(help: "The tool: `log`.") var tool: String
    @Argument(help: "`show` or `stream`.") var action: String
    @Option(name: .customLong("bundle-id"), help: "Only this app's logs.") var bundleIdentifier: String?

    func validate() throws {
        guard target == "booted" else { throw ValidationError("spawn: the device is `booted` (one device per folder)") }
        guard tool == "log" else { throw ValidationError("spawn: the only tool is `log`") }
        guard action == "show" || action == "stream" else { throw ValidationError("spawn log: `show` or `stream`") }
    }

    func run() throws {
        let folder = device.folder
        guard FileManager.default.fileExists(atPath: folder.path) else {
            printError("No device logs at \(folder.logsPath) (run `touchstone boot`).")
            throw ExitCode(ControlExitCode.notBooted.rawValue)
        }
        var offsets: [String: UInt64] = [:]
        repeat {
            let deviceLog = bundleIdentifier == nil && FileManager.default.fileExists(atPath: folder.deviceLogPath)
            for file in (deviceLog ? [folder.deviceLogPath] : []) + logFiles(in: folder.logsPath) {
                guard let handle = FileHandle(forReadingAtPath: file) else { continue }
                let start = offsets[file] ?? 0
                try? handle.seek(toOffset: start)
                let data = handle.readDataToEndOfFile()
                try? handle.close()
                offsets[file] = start + UInt64(data.count)
                guard !data.isEmpty else { continue }
                let name = (file as NSString).lastPathComponent
                for line in String(decoding: data, as: UTF8.self).split(separator: "\n") { print("[\(name)] \(line)") }
            }
            fflush(nil)
            if action == "stream" { usleep(200_000) }
        } while action == "stream"
    }

    /// The log files, oldest first; only the app's when `--bundle-id` is given.
    private func logFiles(in folder: String) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return names.filter { $0.hasSuffix(".log") }
            .filter { bundleIdentifier == nil || $0.hasPrefix(bundleIdentifier! + "-") || $0 == bundleIdentifier! + ".log" }
            .map { folder + "/" + $0 }
            .sorted { modificationDate($0) < modificationDate($1) }
    }

    private func modificationDate(_ path: String) -> Date {
        ((try? FileManager.default.attributesOfItem(atPath: path))?[.modificationDate] as? Date) ?? .distantPast
    }
}
