// SPDX-License-Identifier: Apache-2.0

import Foundation

/// Answers the `touchstone` command's requests by calling a ``ControllableDevice`` (the device process's side of
/// each verb).
///
/// The verbs: `status`, `list`, `install <executable>`, `uninstall <bundle id>`, `launch <bundle id> [args…]`,
/// `terminate <bundle id>`, `openurl <url>`, `home`, `screenshot <png path>`, `recordVideo.start`,
/// `recordVideo.stop <png path>`, `status_bar.override` (options `time`, `batteryLevel`), `status_bar.clear`,
/// `erase`, `advance <seconds>`, `shutdown`. Paths are absolute. Errors come back as the response's status and
/// message; nothing a client sends can stop the device except `shutdown`.
@MainActor
public struct DeviceCommandRouter {
    private let device: ControllableDevice

    /// A router for `device`.
    public init(device: ControllableDevice) { self.device = device }

    /// Performs `request` and says how it went.
    public func handle(_ request: ControlRequest) -> ControlResponse {
        do {
            return try perform(request)
        } catch let error as RequestError {
            return .failure(.badRequest, error.message)
        } catch {
            return .failure(.failure, "\(request.verb): \(error)")
        }
    }

    private struct RequestError: Error { let message: String }

    private func argument(_ request: ControlRequest, _ index: Int, _ name: String) throws -> String {
        guard index < request.arguments.count, !request.arguments[index].isEmpty else {
            throw RequestError(message: "\(request.verb): missing \(name)")
        }
        return request.arguments[index]
    }

    private func absoluteFile(_ request: ControlRequest, _ index: Int) throws -> URL {
        let path = try argument(request, index, "file path")
        guard path.hasPrefix("/") else { throw RequestError(message: "\(request.verb): \(path) is not an absolute path") }
        return URL(fileURLWithPath: path)
    }

    private func perform(_ request: ControlRequest) throws -> ControlResponse {
        switch request.verb {
        case "status":
            return .success("booted \(device.profileName)\(device.isHeadless ? " (headless)" : "")\n")
        case "list":
            return .success(Self.listing(device.installedAppList))
        case "install":
            let app = try device.installApp(at: try absoluteFile(request, 0))
            return .success("Installed \(app.bundleIdentifier) (\(app.displayName))\n")
        case "uninstall":
            try device.uninstallApp(try argument(request, 0, "bundle identifier"))
            return .success()
        case "launch":
            let identifier = try argument(request, 0, "bundle identifier")
            let pid = try device.launchApp(identifier, arguments: Array(request.arguments.dropFirst()))
            return .success("\(identifier): \(pid)\n")
        case "terminate":
            try device.terminateApp(try argument(request, 0, "bundle identifier"))
            return .success()
        case "openurl":
            let text = try argument(request, 0, "URL")
            guard let url = URL(string: text), url.scheme != nil else {
                throw RequestError(message: "openurl: \(text) is not a URL with a scheme")
            }
            try device.openURL(url)
            return .success()
        case "home":
            device.pressHome()
            return .success()
        case "screenshot":
            let file = try absoluteFile(request, 0)
            try device.screenshotPNG().write(to: file, options: .atomic)
            return .success("Wrote screenshot to: \(file.path)\n")
        case "recordVideo.start":
            try device.startRecording()
            return .success()
        case "recordVideo.stop":
            let file = try absoluteFile(request, 0)
            try device.stopRecording().write(to: file, options: .atomic)
            return .success("Wrote video to: \(file.path)\n")
        case "status_bar.override":
            let battery = try request.options["batteryLevel"].map { text -> Int in
                guard let level = Int(text), (0...100).contains(level) else {
                    throw RequestError(message: "status_bar override: --batteryLevel \(text) is not 0–100")
                }
                return level
            }
            let time = request.options["time"]
            guard time != nil || battery != nil else {
                throw RequestError(message: "status_bar override: give --time or --batteryLevel")
            }
            try device.overrideStatusBar(time: time, batteryLevel: battery)
            return .success()
        case "status_bar.clear":
            device.clearStatusBarOverride()
            return .success()
        case "erase":
            try device.erase()
            return .success()
        case "advance":
            let text = try argument(request, 0, "seconds")
            guard let seconds = Double(text), seconds.isFinite, seconds >= 0, seconds <= 3600 else {
                throw RequestError(message: "advance: \(text) is not a number of seconds from 0 to 3600")
            }
            try device.advanceClock(by: seconds)
            return .success()
        case "shutdown":
            device.shutdown()
            return .success()
        default:
            throw RequestError(message: "unknown verb \(request.verb) (the device and the command differ in version?)")
        }
    }

    /// One app a line: bundle identifier, name, state, executable.
    static func listing(_ apps: [DeviceAppInfo]) -> String {
        guard !apps.isEmpty else { return "No apps installed.\n" }
        return apps.map { app in
            let state = app.processIdentifier.map { "running (pid \($0))" } ?? "not running"
            return "\(app.bundleIdentifier)\t\(app.displayName)\t\(state)\t\(app.executablePath)"
        }.joined(separator: "\n") + "\n"
    }
}
