// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing
@testable import UIKit

/// Where a launch puts the app's container, and what it tells Foundation (docs/ARCHITECTURE.md, "App container
/// and sandbox").
@Suite("App container at launch")
struct AppContainerLaunchTests {
    private func options(_ arguments: [String], environment: [String: String] = [:]) -> LaunchOptions? {
        if case .run(let options) = LaunchOptions.parse(arguments, environment: environment) { return options }
        return nil
    }

    @Test("--data-root and --no-sandbox parse; the flag wins over TOUCHSTONE_DATA_ROOT; an empty root is refused")
    func flags() {
        #expect(options([])?.dataRoot == nil)
        #expect(options([])?.sandbox == true)
        #expect(options(["--data-root", "/srv/apps"])?.dataRoot == "/srv/apps")
        #expect(options(["--no-sandbox"])?.sandbox == false)
        #expect(options([], environment: ["TOUCHSTONE_NO_SANDBOX": "1"])?.sandbox == false)
        #expect(options([], environment: ["TOUCHSTONE_DATA_ROOT": "/env/root"])?.dataRoot == "/env/root")
        #expect(options(["--data-root", "/flag"], environment: ["TOUCHSTONE_DATA_ROOT": "/env"])?.dataRoot == "/flag")
        // After `--` the arguments are the app's.
        #expect(options(["--", "--data-root", "/app"])?.dataRoot == nil)
        guard case .failure(let message) = LaunchOptions.parse(["--data-root", ""], environment: [:]) else {
            Issue.record("an empty --data-root parsed")
            return
        }
        #expect(message.contains("--data-root"))
        #expect(LaunchOptions.helpText.contains("--data-root") && LaunchOptions.helpText.contains("--no-sandbox"))
    }

    @Test("The container is <data root>/Containers/<bundle id>; TOUCHSTONE_DATA_DIR still names the app's folder; else $XDG_DATA_HOME/touchstone")
    func containerLocation() {
        let flagged = AppContainer.forLaunch(bundleIdentifier: "com.example.App", dataRoot: "/srv/data",
                                             environment: ["TOUCHSTONE_DATA_DIR": "/old", "HOME": "/home/u"])
        #expect(flagged?.root.path == "/srv/data/Containers/com.example.App")
        let legacy = AppContainer.forLaunch(bundleIdentifier: "com.example.App", dataRoot: nil,
                                            environment: ["TOUCHSTONE_DATA_DIR": "/old/app", "HOME": "/home/u"])
        #expect(legacy?.root.path == "/old/app")
        #expect(legacy?.documents.path == "/old/app/Documents")
        let xdg = AppContainer.forLaunch(bundleIdentifier: "com.example.App", dataRoot: nil,
                                         environment: ["XDG_DATA_HOME": "/xdg", "HOME": "/home/u"])
        #expect(xdg?.root.path == "/xdg/touchstone/Containers/com.example.App")
        let home = AppContainer.forLaunch(bundleIdentifier: "a/b", dataRoot: nil, environment: ["HOME": "/home/u"])
        #expect(home?.root.path == "/home/u/.local/share/touchstone/Containers/a_b")
        #expect(AppContainer.forLaunch(bundleIdentifier: "x", dataRoot: nil, environment: [:]) == nil)
        // A relative root is taken from the working folder.
        let relative = AppContainer.forLaunch(bundleIdentifier: "x", dataRoot: "rel", environment: [:])
        #expect(relative?.root.path.hasPrefix(FileManager.default.currentDirectoryPath) == true)
    }

    @Test("The process variables point home, tmp, Caches, Application Support and the defaults into the container")
    func processEnvironment() throws {
        let container = AppContainer(bundleIdentifier: "com.example.App", dataRoot: URL(fileURLWithPath: "/d"))
        let root = "/d/Containers/com.example.App"
        let variables = container.processEnvironment(from: ["HOME": "/nonexistent-home"])
        #expect(variables == [
            "CFFIXED_USER_HOME": root, "HOME": root, "TMPDIR": root + "/tmp/",
            "XDG_CACHE_HOME": root + "/Library/Caches", "XDG_DATA_HOME": root + "/Library/Application Support",
            "XDG_CONFIG_HOME": root + "/Library/Preferences",
        ])
        // The user's X authority file stays findable once HOME moves (the window host).
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("xauth-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: home) }
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        try Data().write(to: home.appendingPathComponent(".Xauthority"))
        #expect(container.processEnvironment(from: ["HOME": home.path])["XAUTHORITY"] == home.path + "/.Xauthority")
        #expect(container.processEnvironment(from: ["HOME": home.path, "XAUTHORITY": "/x"])["XAUTHORITY"] == nil)
    }

    @Test("create() makes every container folder, and again is harmless")
    func createFolders() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("container-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let container = AppContainer(bundleIdentifier: "com.example.App", dataRoot: root)
        try container.create()
        try container.create()
        for folder in [container.documents, container.preferences, container.caches, container.applicationSupport,
                       container.temporary]
        {
            var isFolder: ObjCBool = false
            #expect(FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder) && isFolder.boolValue)
        }
    }

    @Test("The sandbox policy: the container read-write; the executable's folder, libraries and system read-only; never the home")
    func policy() {
        let container = AppContainer(bundleIdentifier: "com.example.App", dataRoot: URL(fileURLWithPath: "/d"))
        let executable = URL(fileURLWithPath: CommandLine.arguments[0])
        let policy = SandboxPolicy.forApp(container: container, bundle: URL(fileURLWithPath: "/apps/App.app"),
                                          executable: executable, environment: ["HOME": "/home/u"])
        #expect(policy.readWrite.contains(container.root.path))
        #expect(policy.readOnly.contains("/apps/App.app"))
        #expect(policy.readOnly.contains(executable.deletingLastPathComponent().path))
        #expect(policy.readOnly.contains("/usr") && policy.readOnly.contains("/etc"))
        // The Swift runtime's folder, wherever the toolchain is.
        let maps = FileHandle(forReadingAtPath: "/proc/self/maps").map { String(decoding: $0.readDataToEndOfFile(), as: UTF8.self) } ?? ""
        let core = maps.split(separator: "\n").first { $0.hasSuffix("/libswiftCore.so") }
        let coreFolder = core.flatMap { line in line.firstIndex(of: "/").map { String(line[$0...]) } }
            .map { ($0 as NSString).deletingLastPathComponent }
        #expect(coreFolder.map(policy.readOnly.contains) == true)
        #expect(!(policy.readWrite + policy.readOnly).contains("/home/u"))
        #expect(!(policy.readWrite + policy.readOnly).contains("/d"))
        #expect(!(policy.readWrite + policy.readOnly).contains("/"))
    }
}

/// The app process's policy: what the command line and system apps add to the container's.
@MainActor
@Suite("App process sandbox policy")
struct AppProcessPolicyTests {
    @Test("Recordings the command line asks for stay reachable; a system app's additional paths are added")
    func recordingsAndAdditions() {
        let container = AppContainer(bundleIdentifier: "com.example.App", dataRoot: URL(fileURLWithPath: "/d"))
        var options = LaunchOptions()
        options.recordFrames = "/out/frames"
        options.recordInput = "/out/input/script.json"
        options.replay = "/in/script.json"
        let saved = AppProcessContainer.additionalPolicy
        defer { AppProcessContainer.additionalPolicy = saved }
        let plain = AppProcessContainer.policy(for: container, options: options, environment: [:])
        #expect(plain.readWrite.contains("/out/frames") && plain.readWrite.contains("/out/input"))
        #expect(plain.readOnly.contains("/in/script.json"))
        #expect(!plain.readWrite.contains("/d"))
        AppProcessContainer.additionalPolicy = SandboxPolicy(readWrite: ["/d"], readOnly: ["/apps"])
        let settings = AppProcessContainer.policy(for: container, options: options, environment: [:])
        #expect(settings.readWrite.contains("/d") && settings.readOnly.contains("/apps"))
    }
}
