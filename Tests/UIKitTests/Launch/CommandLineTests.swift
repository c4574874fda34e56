// SPDX-License-Identifier: Apache-2.0

import Testing
import UIKit

/// Runs the probe app (built beside the test bundle) with `arguments`, headless by default; returns its exit status
/// and its standard output and error together.
private func probe(_ arguments: [String]) throws -> (status: Int32, output: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        .appendingPathComponent("probe-app")
    process.arguments = arguments
    process.environment = ProcessInfo.processInfo.environment.merging(["TOUCHSTONE_HOST": "headless"]) { $1 }
    let pipe = Pipe()
    (process.standardOutput, process.standardError) = (pipe, pipe)
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
}

@Suite("Launch options on the command line")
struct CommandLineTests {
    @Test("An unknown flag stops the app before launch with exit status 2 and names the flag")
    func unknownFlag() throws {
        let result = try probe(["--frobnicate"])
        #expect(result.status == 2)
        #expect(result.output.contains("Unknown option '--frobnicate'"))
        #expect(!result.output.contains("didFinishLaunching"))
    }

    @Test("--help prints the options and exits 0 without launching")
    func help() throws {
        let result = try probe(["--help"])
        #expect(result.status == 0)
        #expect(result.output.contains("--record-frames <folder>"))
        #expect(!result.output.contains("didFinishLaunching"))
    }

    @Test("Arguments after -- are the app's; the app runs")
    func appArguments() throws {
        let result = try probe(["--seconds", "0.1", "--", "--app-flag"])
        #expect(result.status == 0)
        #expect(result.output.contains("probe: didFinishLaunching"))
    }

    @Test("A script that cannot be read exits 65 before launch, naming the file")
    func unreadableScript() throws {
        let result = try probe(["--replay", "/nonexistent/session.json"])
        #expect(result.status == 65)
        #expect(result.output.contains("replay: cannot read /nonexistent/session.json"))
        #expect(!result.output.contains("didFinishLaunching"))
    }
}
