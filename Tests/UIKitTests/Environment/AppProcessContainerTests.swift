// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing
@testable import UIKit

/// The probe app's own process (`--host headless`): its container, Foundation's folders inside it, and the
/// Landlock sandbox around it. Process-wide settings cannot be tested in-process, so these spawn the app.
@Suite("App process container and sandbox", .serialized)
struct AppProcessContainerTests {
    private let root = FileManager.default.temporaryDirectory.appendingPathComponent("app-root-\(UUID().uuidString)")
    private var container: String { root.appendingPathComponent("Containers/probe-app").path }

    /// Runs the probe app under `root`, exiting after launch, with `appArguments` after `--`.
    private func probe(_ flags: [String] = [], _ appArguments: [String]) throws -> (status: Int32, output: String) {
        try runProbe(["--data-root", root.path] + flags + ["--"] + appArguments,
                     environment: ["TOUCHSTONE_EXIT_AFTER_LAUNCH": "1"])
    }

    @Test("An app process answers NSHomeDirectory, NSTemporaryDirectory, urls(for:in:) and the search paths inside its container, and writes every container folder")
    func foundationFolders() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try probe([], ["--probe-container"])
        #expect(result.status == 0, "\(result.output)")
        let lines = Set(result.output.split(separator: "\n").map(String.init))
        let expected = [
            "probe: home \(container)",
            "probe: tmp \(container)/tmp/",
            "probe: temporaryDirectory \(container)/tmp",
            "probe: urls documents \(container)/Documents",
            "probe: searchPath documents \(container)/Documents",
            "probe: urls caches \(container)/Library/Caches",
            "probe: searchPath caches \(container)/Library/Caches",
            "probe: urls applicationSupport \(container)/Library/Application Support",
            "probe: searchPath applicationSupport \(container)/Library/Application Support",
            "probe: write Documents ok", "probe: write Library/Preferences ok", "probe: write Library/Caches ok",
            "probe: write Library/Application Support ok", "probe: write tmp ok",
        ]
        for line in expected { #expect(lines.contains(line), "missing \(line) in \(result.output)") }
        for folder in ["Documents", "Library/Preferences", "Library/Caches", "Library/Application Support", "tmp"] {
            #expect(FileManager.default.fileExists(atPath: "\(container)/\(folder)/probe.txt"), "\(folder)")
        }
    }

    @Test("Sandboxed, UserDefaults.synchronize() writes the container's preferences file at once and answers true")
    func defaultsSynchronize() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try probe([], ["--probe-defaults-sync", "written"])
        #expect(result.status == 0, "\(result.output)")
        #expect(result.output.contains("probe: defaults-sync true written\n"), "\(result.output)")
    }

    @Test("TOUCHSTONE_DATA_ROOT names the data root when there is no --data-root")
    func environmentRoot() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try runProbe(["--", "--probe-container"],
                                  environment: ["TOUCHSTONE_EXIT_AFTER_LAUNCH": "1", "TOUCHSTONE_DATA_ROOT": root.path])
        #expect(result.output.contains("probe: home \(container)\n"), "\(result.output)")
    }

    @Test("A data root that cannot hold containers is logged; the app still launches, keeping nothing")
    func unusableRoot() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("root-file-\(UUID().uuidString)")
        try Data("x".utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let result = try runProbe(["--data-root", file.path], environment: ["TOUCHSTONE_EXIT_AFTER_LAUNCH": "1"])
        #expect(result.status == 0)
        #expect(result.output.contains("cannot create the app container"), "\(result.output)")
        #expect(result.output.contains("probe: didFinishLaunching"))
    }

    /// Another app's container (a file in its Documents) and the user's home, as the sandbox must refuse them.
    private func forbiddenPaths() throws -> [String] {
        let other = root.appendingPathComponent("Containers/com.example.other/Documents")
        try FileManager.default.createDirectory(at: other, withIntermediateDirectories: true)
        try Data("secret".utf8).write(to: other.appendingPathComponent("secret.txt"))
        var paths = [other.appendingPathComponent("secret.txt").path, other.path]
        if let home = ProcessInfo.processInfo.environment["HOME"], FileManager.default.fileExists(atPath: home) {
            paths.append(home)
        }
        return paths
    }

    @Test("Sandboxed, the app cannot open another app's container or the user's home (EACCES), even from another thread, nor create files outside its container; its own container stays writable")
    func sandboxRefuses() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let forbidden = try forbiddenPaths()
        let outside = root.appendingPathComponent("outside.txt").path
        let arguments = ["--probe-container"] + forbidden.flatMap { ["--probe-open", $0] }
            + ["--probe-open-global", forbidden[0], "--probe-create", outside]
        let result = try probe([], arguments)
        #expect(result.status == 0, "\(result.output)")
        #expect(result.output.contains("probe: write Documents ok"), "\(result.output)")
        #expect(!result.output.contains("stay unrestricted"), "threads escaped the sandbox: \(result.output)")
        // The kernel check: only a kernel without Landlock (ENOSYS/EOPNOTSUPP) leaves the sandbox advisory.
        if AppSandbox.kernelLandlockABI != nil {
            for path in forbidden { #expect(result.output.contains("probe: open \(path) errno=\(EACCES)"), "\(result.output)") }
            #expect(result.output.contains("probe: open-global \(forbidden[0]) errno=\(EACCES)"), "\(result.output)")
            #expect(result.output.contains("probe: create \(outside) errno=\(EACCES)"), "\(result.output)")
            #expect(!FileManager.default.fileExists(atPath: outside))
        } else {
            // This kernel has no Landlock: the refusal cannot be checked here; the advisory line must be logged.
            #expect(result.output.contains("the app sandbox is advisory"), "\(result.output)")
        }
    }

    @Test("Sandboxed, the app's keychain still works: its folder and the device key are readied before confinement, and a second launch reads the item back")
    func sandboxedKeychain() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let first = try probe([], ["--probe-keychain", "s3cret"])
        #expect(first.output.contains("probe: keychain read s3cret"), "\(first.output)")
        let second = try probe([], ["--probe-keychain", "changed"])
        #expect(second.output.contains("probe: keychain read changed"), "\(second.output)")
        let keychain = root.appendingPathComponent("Keychain")
        #expect(FileManager.default.fileExists(atPath: keychain.appendingPathComponent("device.key").path))
        let folders = try FileManager.default.contentsOfDirectory(atPath: keychain.path).filter { $0 != "device.key" }
        #expect(folders.count == 1, "one app, one keychain folder: \(folders)")
    }

    @Test("With --no-sandbox the same opens and the create succeed")
    func noSandboxAllows() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let forbidden = try forbiddenPaths()
        let outside = root.appendingPathComponent("outside.txt").path
        let result = try probe(["--no-sandbox"], forbidden.flatMap { ["--probe-open", $0] } + ["--probe-create", outside])
        for path in forbidden { #expect(result.output.contains("probe: open \(path) ok"), "\(result.output)") }
        #expect(result.output.contains("probe: create \(outside) ok"), "\(result.output)")
        #expect(!result.output.contains("advisory"))
    }
}
