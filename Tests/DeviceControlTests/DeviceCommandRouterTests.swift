// SPDX-License-Identifier: Apache-2.0

import DeviceControl
import Foundation
import Testing

/// The device side of each `touchstone` verb: what it asks of the device and what the command prints (issue 19).
@Suite("Device command router")
@MainActor
struct DeviceCommandRouterTests {
    /// A device that records what it is asked.
    private final class FakeDevice: ControllableDevice {
        struct Refusal: Error, CustomStringConvertible { let description: String }
        var calls: [String] = []
        var apps: [DeviceAppInfo] = []
        var clockIsManual = true
        let profileName = "iphone4"
        let isHeadless = true
        var installedAppList: [DeviceAppInfo] { apps }

        func installApp(at executable: URL) throws -> DeviceAppInfo {
            calls.append("install \(executable.path)")
            guard executable.lastPathComponent != "broken" else {
                throw Refusal(description: "\(executable.path): no Info.plist in Broken.app")
            }
            let app = DeviceAppInfo(bundleIdentifier: "com.example.\(executable.lastPathComponent)",
                                    displayName: "Example", executablePath: executable.path, bundlePath: executable.path + ".app")
            apps.append(app)
            return app
        }
        func uninstallApp(_ bundleIdentifier: String) throws { calls.append("uninstall \(bundleIdentifier)") }
        func launchApp(_ bundleIdentifier: String, arguments: [String]) throws -> Int32 {
            calls.append("launch \(bundleIdentifier) \(arguments)")
            guard apps.contains(where: { $0.bundleIdentifier == bundleIdentifier }) else {
                throw Refusal(description: "no app \(bundleIdentifier) is installed")
            }
            return 4242
        }
        func terminateApp(_ bundleIdentifier: String) throws { calls.append("terminate \(bundleIdentifier)") }
        func openURL(_ url: URL) throws { calls.append("openurl \(url.absoluteString)") }
        func pressHome() { calls.append("home") }
        func screenshotPNG() throws -> Data { calls.append("screenshot"); return Data([0x89, 0x50, 0x4E, 0x47]) }
        func startRecording() throws { calls.append("record") }
        func stopRecording() throws -> Data { calls.append("stop"); return Data([1, 2, 3]) }
        func overrideStatusBar(time: String?, batteryLevel: Int?) throws {
            calls.append("status \(time ?? "-") \(batteryLevel.map(String.init) ?? "-")")
        }
        func clearStatusBarOverride() { calls.append("clear") }
        func erase() throws { calls.append("erase") }
        func advanceClock(by seconds: Double) throws {
            guard clockIsManual else { throw Refusal(description: "the clock follows real time") }
            calls.append("advance \(seconds)")
        }
        func shutdown() { calls.append("shutdown") }
    }

    @Test("Install, list, launch, terminate, openurl, home, erase, shutdown call the device and print as simctl does")
    func appVerbs() {
        let device = FakeDevice()
        let router = DeviceCommandRouter(device: device)
        #expect(router.handle(ControlRequest(verb: "list")) == .success("No apps installed.\n"))
        #expect(router.handle(ControlRequest(verb: "install", arguments: ["/apps/hello"]))
                == .success("Installed com.example.hello (Example)\n"))
        #expect(router.handle(ControlRequest(verb: "list")).output
                == "com.example.hello\tExample\tnot running\t/apps/hello\n")
        #expect(router.handle(ControlRequest(verb: "launch", arguments: ["com.example.hello", "--flag", "x"]))
                == .success("com.example.hello: 4242\n"))
        for request in [ControlRequest(verb: "terminate", arguments: ["com.example.hello"]),
                        ControlRequest(verb: "openurl", arguments: ["hello://greet?name=Ada"]),
                        ControlRequest(verb: "home"), ControlRequest(verb: "erase"), ControlRequest(verb: "shutdown"),
                        ControlRequest(verb: "uninstall", arguments: ["com.example.hello"])] {
            #expect(router.handle(request) == .success(), "\(request.verb)")
        }
        #expect(device.calls == ["install /apps/hello", "launch com.example.hello [\"--flag\", \"x\"]",
                                 "terminate com.example.hello", "openurl hello://greet?name=Ada", "home", "erase",
                                 "shutdown", "uninstall com.example.hello"])
    }

    @Test("The device's refusals come back as status 1 with the reason; malformed requests as status 5")
    func refusals() {
        let device = FakeDevice()
        device.clockIsManual = false
        let router = DeviceCommandRouter(device: device)
        let refused = router.handle(ControlRequest(verb: "install", arguments: ["/apps/broken"]))
        #expect(refused.status == ControlExitCode.failure.rawValue)
        #expect(refused.error == "install: /apps/broken: no Info.plist in Broken.app")
        #expect(router.handle(ControlRequest(verb: "launch", arguments: ["com.example.none"])).error
                == "launch: no app com.example.none is installed")
        #expect(router.handle(ControlRequest(verb: "advance", arguments: ["1"])).status == 1)
        let bad: [ControlRequest] = [
            ControlRequest(verb: "launch"), ControlRequest(verb: "install", arguments: ["relative/path"]),
            ControlRequest(verb: "openurl", arguments: ["no scheme here"]), ControlRequest(verb: "teleport"),
            ControlRequest(verb: "advance", arguments: ["nan"]), ControlRequest(verb: "advance", arguments: ["-1"]),
            ControlRequest(verb: "status_bar.override"),
            ControlRequest(verb: "status_bar.override", options: ["batteryLevel": "140"]),
            ControlRequest(verb: "screenshot", arguments: [""]),
        ]
        for request in bad {
            #expect(router.handle(request).status == ControlExitCode.badRequest.rawValue, "\(request)")
        }
        #expect(device.calls == ["install /apps/broken", "launch com.example.none []"])
    }

    @Test("Screenshots and recordings are written to the absolute path given; status bar overrides pass their values")
    func files() throws {
        let device = FakeDevice()
        let router = DeviceCommandRouter(device: device)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("router-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let shot = folder.appendingPathComponent("shot.png").path
        #expect(router.handle(ControlRequest(verb: "screenshot", arguments: [shot])) == .success("Wrote screenshot to: \(shot)\n"))
        #expect(FileManager.default.contents(atPath: shot) == Data([0x89, 0x50, 0x4E, 0x47]))
        let video = folder.appendingPathComponent("session.png").path
        #expect(router.handle(ControlRequest(verb: "recordVideo.start")) == .success())
        #expect(router.handle(ControlRequest(verb: "recordVideo.stop", arguments: [video])).status == 0)
        #expect(FileManager.default.contents(atPath: video) == Data([1, 2, 3]))
        #expect(router.handle(ControlRequest(verb: "status_bar.override", options: ["time": "9:41", "batteryLevel": "100"]))
                == .success())
        #expect(router.handle(ControlRequest(verb: "status_bar.clear")) == .success())
        #expect(router.handle(ControlRequest(verb: "advance", arguments: ["0.5"])) == .success())
        #expect(device.calls == ["screenshot", "record", "stop", "status 9:41 100", "clear", "advance 0.5"])
        let unwritable = router.handle(ControlRequest(verb: "screenshot", arguments: ["/nonexistent-folder/x.png"]))
        #expect(unwritable.status == ControlExitCode.failure.rawValue)
    }
}
