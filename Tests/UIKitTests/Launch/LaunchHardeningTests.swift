// SPDX-License-Identifier: Apache-2.0

import HeadlessHost
import HostInterface
import Testing
import TouchstoneTesting
import UIKit

/// A delegate that records whether the app launched.
private final class LaunchFlagDelegate: UIResponder, UIApplicationDelegate {
    var launched = false
    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        launched = true
        return true
    }
}

/// Issue 12: run lengths that do not fit the frame count, and recordings that cannot be written, stop the app with
/// the exit status other bad values get (2 for a flag, 65 for a script, 1 for a recording) and the reason.
@MainActor
@Suite("Launch hardening", .serialized)
struct LaunchHardeningTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("touchstone-launch-\(UUID().uuidString)")

    private func path(_ name: String) -> String { folder.appendingPathComponent(name).path }

    /// Runs a headless app through the launcher with `options`; returns the status and whether it launched.
    private func run(_ options: LaunchOptions) -> (status: Int32, launched: Bool) {
        var options = options
        options.host = .headless
        options.device = .iPhone3GS
        let delegate = LaunchFlagDelegate()
        let status = ApplicationLauncher.run(application: UIApplication(), delegate: delegate, options: options,
                                             headlessHost: HeadlessBackend())
        return (status, delegate.launched)
    }

    private func writeScript(_ json: String, named name: String) throws -> String {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(json.utf8).write(to: folder.appendingPathComponent(name))
        return path(name)
    }

    @Test("--seconds beyond one simulated day is a bad flag naming the limit; TOUCHSTONE_SECONDS=1e300 is ignored")
    func secondsLimit() {
        for value in ["1e18", "1e300", "86401"] {
            guard case .failure(let message) = LaunchOptions.parse(["--seconds", value], environment: [:]) else {
                Issue.record("--seconds \(value) was accepted")
                continue
            }
            #expect(message == "Error: '--seconds' must be at most 86400 (one simulated day)")
        }
        guard case .run(let options) = LaunchOptions.parse([], environment: ["TOUCHSTONE_SECONDS": "1e300"]) else {
            Issue.record("TOUCHSTONE_SECONDS=1e300 failed the parse")
            return
        }
        #expect(options.seconds == nil)
        guard case .run(let day) = LaunchOptions.parse(["--seconds", "86400"], environment: [:]) else {
            Issue.record("--seconds 86400 was refused")
            return
        }
        #expect(day.seconds == 86_400)
    }

    @Test("The probe app exits 2 for --seconds 1e18 before launching, and runs 1 s with TOUCHSTONE_SECONDS=1e300")
    func secondsInProcess() throws {
        let flag = try runProbe(["--seconds", "1e18"])
        #expect(flag.status == 2)
        #expect(flag.output.contains("'--seconds' must be at most 86400"))
        #expect(!flag.output.contains("didFinishLaunching"))

        let env = try runProbe([], environment: ["TOUCHSTONE_SECONDS": "1e300"])
        #expect(env.status == 0)
        #expect(env.output.contains("ignoring TOUCHSTONE_SECONDS=1e300"))
    }

    @Test("A script whose event time or duration is 1e300 is refused with exit status 65, naming the field")
    func scriptLength() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let header = #""version": 1, "device": "iphone3gs", "screen": {"width": 320, "height": 480}"#
        let lateEvent = try writeScript(
            #"{\#(header), "events": [{"time": 0, "kind": "touchDown", "finger": 0, "x": 1, "y": 1}, "#
                + #"{"time": 1e300, "kind": "touchUp", "finger": 0, "x": 1, "y": 1}]}"#, named: "late.json")
        let longDuration = try writeScript(#"{\#(header), "duration": 1e300, "events": []}"#, named: "long.json")
        for script in [lateEvent, longDuration] {
            var options = LaunchOptions()
            options.replay = script
            let result = run(options)
            #expect(result.status == ApplicationLauncher.scriptExitStatus)
            #expect(!result.launched)
        }
        let late = try InputScript(contentsOf: lateEvent)
        let limit = "is beyond the longest run (86400 s)"
        #expect(ApplicationLauncher.lengthProblem(of: late) == "events[1].time: 1e+300 \(limit)")
        let long = try InputScript(contentsOf: longDuration)
        #expect(ApplicationLauncher.lengthProblem(of: long) == "duration: 1e+300 \(limit)")
    }

    @Test("--record-input to a path that cannot be written exits 1 before launch, as --record-frames does")
    func unwritableRecordInput() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data("a file".utf8).write(to: folder.appendingPathComponent("blocker"))
        for target in [path("blocker/script.json"), folder.path] {
            var options = LaunchOptions()
            options.recordInput = target
            options.seconds = 0.1
            let result = run(options)
            #expect(result.status == 1)
            #expect(!result.launched)
        }
        #expect(throws: RecordingError.self) { try InputRecorder(checkingPath: path("blocker/script.json")) }

        let process = try runProbe(["--record-input", path("blocker/script.json"), "--seconds", "0.1"])
        #expect(process.status == 1)
        #expect(process.output.contains("record-input: cannot write \(path("blocker/script.json"))"))
        #expect(!process.output.contains("didFinishLaunching"))
    }

    @Test("--record-input to a writable path checks it without leaving a file, then writes the script at the end")
    func writableRecordInput() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        _ = try InputRecorder(checkingPath: path("deep/er/script.json"))
        #expect(!FileManager.default.fileExists(atPath: path("deep/er/script.json")))

        var options = LaunchOptions()
        options.recordInput = path("deep/er/script.json")
        options.seconds = 0.1
        #expect(run(options).status == 0)
        #expect(try InputScript(contentsOf: path("deep/er/script.json")).device == "iphone3gs")
    }

    @Test("A script that cannot be written when the session ends marks the session failed (the launcher exits 1)")
    func failedWriteAtClose() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let inner = HeadlessBackend()
        let session = SessionHost(wrapping: inner, device: .iPhone4, player: nil,
                                  inputRecorder: InputRecorder(path: folder.path), frameRecorder: nil)
        try session.open(HostDisplayConfiguration(title: "t", pointSize: CGSize(width: 320, height: 480), scale: 2))

        session.close()

        #expect(session.recordingFailed)
    }
}
