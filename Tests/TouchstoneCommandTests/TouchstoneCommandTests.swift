// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing

/// The `touchstone` command end to end (issue 19): a headless device booted in the background on a manual clock,
/// MoveMe installed and launched as a real app process over the device link, driven verb by verb as a CI script
/// would, then shut down.
@Suite("touchstone command", .serialized)
struct TouchstoneCommandTests {
    /// The built products, beside the test bundle.
    private static let products = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    private static let touchstone = products.appendingPathComponent("touchstone")
    private static let moveMe = "com.yourcompany.MoveMe"

    /// Runs `touchstone arguments…`; returns its status, standard output and standard error.
    @discardableResult
    private static func run(_ arguments: [String]) throws -> (status: Int32, output: String, error: String) {
        let process = Process()
        process.executableURL = touchstone
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.filter { $0.key != "TOUCHSTONE_DEVICE_HOME" }
        let output = Pipe(), error = Pipe()
        (process.standardOutput, process.standardError) = (output, error)
        try process.run()
        let out = output.fileHandleForReading.readDataToEndOfFile()
        let err = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: out, as: UTF8.self), String(decoding: err, as: UTF8.self))
    }

    /// A short device folder (its control socket's path must fit a Unix socket address).
    private static func makeHome() throws -> String {
        let path = "/tmp/ts-cmd-\(getpid())-\(UInt16.random(in: 0...UInt16.max))"
        try? FileManager.default.removeItem(atPath: path)
        return path
    }

    @Test("--help lists the verbs; each verb has its own help; usage errors exit 64")
    func help() throws {
        let top = try Self.run(["--help"])
        #expect(top.status == 0)
        for verb in ["boot", "install", "uninstall", "list", "launch", "terminate", "openurl", "io", "status_bar",
                     "spawn", "erase", "shutdown"] {
            #expect(top.output.contains(verb), "\(verb) missing from --help")
        }
        #expect(try Self.run(["launch", "--help"]).output.contains("bundle identifier"))
        #expect(try Self.run(["io", "screenshot", "--help"]).status == 0)
        #expect(try Self.run(["status_bar", "override", "--batteryLevel", "140", "--home", "/tmp/x"]).status == 64)
        #expect(try Self.run(["teleport"]).status == 64)
    }

    @Test("new writes an app package depending on the checkout; a used folder or a bad name is refused")
    func newProject() throws {
        let folder = try Self.makeHome()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let made = try Self.run(["new", "MyApp", "--path", folder + "/MyApp", "--touchstone", "/opt/touchstone"])
        #expect(made.status == 0, "\(made.error)")
        #expect(made.output.hasPrefix("Created MyApp in \(folder)/MyApp"))
        let manifest = try String(contentsOfFile: folder + "/MyApp/Package.swift", encoding: .utf8)
        #expect(manifest.contains("/opt/touchstone"))
        #expect(FileManager.default.fileExists(atPath: folder + "/MyApp/Makefile"))
        let again = try Self.run(["new", "MyApp", "--path", folder + "/MyApp", "--touchstone", "/opt/touchstone"])
        #expect(again.status == 1)
        #expect(again.error.contains("not empty"))
        #expect(try Self.run(["new", "9 lives", "--path", folder + "/Bad"]).status == 1)
    }

    @Test("Without a booted device every verb says so and exits 3")
    func noDevice() throws {
        let home = try Self.makeHome()
        let list = try Self.run(["list", "--home", home])
        #expect(list.status == 3)
        #expect(list.error.contains("No device is booted at \(home)"))
        #expect(try Self.run(["openurl", "moveme://x", "--home", home]).status == 3)
    }

    @Test("boot, install, list, launch, advance, screenshot, status bar, recordVideo, openurl, terminate, logs, erase, shutdown")
    func wholeSession() throws {
        let home = try Self.makeHome()
        defer {
            _ = try? Self.run(["shutdown", "--home", home])
            try? FileManager.default.removeItem(atPath: home)
        }
        let boot = try Self.run(["boot", "--headless", "--manual-clock", "--home", home])
        #expect(boot.status == 0, "\(boot.error)")
        #expect(boot.output.contains("Booted iphone4 (headless)"))
        #expect(try Self.run(["boot", "--headless", "--home", home]).status == 4)

        let missing = try Self.run(["install", "/nonexistent/app", "--home", home])
        #expect(missing.status == 1)
        #expect(missing.error.contains("/nonexistent/app"))
        let install = try Self.run(["install", Self.products.appendingPathComponent("moveme").path, "--home", home])
        #expect(install.status == 0, "\(install.error)")
        #expect(install.output.contains("Installed \(Self.moveMe)"))
        let list = try Self.run(["list", "--home", home]).output
        #expect(list.contains("\(Self.moveMe)\tMoveMe\tnot running"))
        // The built-in Settings app, installed from beside the command at boot.
        #expect(list.contains("com.apple.Preferences\tSettings\tnot running"), "\(list)")

        let launch = try Self.run(["launch", Self.moveMe, "--home", home])
        #expect(launch.status == 0, "\(launch.error)")
        let pid = Int32(launch.output.split(separator: ":").last.map { $0.trimmingCharacters(in: .whitespacesAndNewlines) } ?? "")
        #expect(pid != nil && pid! > 0, "\(launch.output)")
        #expect(try Self.run(["advance", "2", "--home", home]).status == 0)
        #expect(try Self.run(["list", "--home", home]).output.contains("running (pid \(pid ?? -1))"))

        let shot = home + "/shot.png"
        let screenshot = try Self.run(["io", "screenshot", shot, "--home", home])
        #expect(screenshot.output == "Wrote screenshot to: \(shot)\n", "\(screenshot.error)")
        let png = try #require(FileManager.default.contents(atPath: shot))
        #expect(png.prefix(8) == Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
        // IHDR: the iPhone 4's 640×960 pixels.
        #expect(png[16..<24] == Data([0, 0, 2, 0x80, 0, 0, 3, 0xC0]))

        #expect(try Self.run(["status_bar", "override", "--time", "9:41", "--batteryLevel", "100", "--home", home]).status == 0)
        let video = home + "/session.png"
        let record = try Self.run(["io", "recordVideo", "--seconds", "0.2", video, "--home", home])
        #expect(record.status == 0, "\(record.error)")
        #expect(FileManager.default.contents(atPath: video)?.prefix(4) == Data([0x89, 0x50, 0x4E, 0x47]))

        #expect(try Self.run(["openurl", "not a url", "--home", home]).status == 5)
        #expect(try Self.run(["terminate", "com.example.none", "--home", home]).status == 1)
        #expect(try Self.run(["terminate", Self.moveMe, "--home", home]).status == 0)
        #expect(try Self.run(["advance", "1", "--home", home]).status == 0)
        #expect(try Self.run(["list", "--home", home]).output.contains("not running"))

        let logs = try Self.run(["spawn", "booted", "log", "show", "--home", home])
        #expect(logs.status == 0)
        #expect(logs.output.contains("[device.log]"))
        #expect(logs.output.contains("[\(Self.moveMe)-"))

        #expect(try Self.run(["erase", "--home", home]).status == 0)
        let shutdown = try Self.run(["shutdown", "--home", home])
        #expect(shutdown.status == 0, "\(shutdown.output) \(shutdown.error)")
        // The device process exits and removes its socket.
        let socket = home + "/control.sock"
        for _ in 0..<200 where FileManager.default.fileExists(atPath: socket) { usleep(10_000) }
        #expect(!FileManager.default.fileExists(atPath: socket))
        #expect(try Self.run(["list", "--home", home]).status == 3)
    }
}
