// SPDX-License-Identifier: Apache-2.0

import Testing
import UIKit

/// Runs the probe app (built beside the test bundle) headless, returning its exit status and output.
private func runProbe(environment extra: [String: String], removing: [String] = []) throws
    -> (status: Int32, output: String)
{
    let binary = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        .appendingPathComponent("probe-app")
    let process = Process()
    process.executableURL = binary
    var env = ProcessInfo.processInfo.environment
    env["TOUCHSTONE_HOST"] = "headless"
    env["TOUCHSTONE_SECONDS"] = "0.1"
    for (k, v) in extra { env[k] = v }
    for k in removing { env[k] = nil }
    process.environment = env
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
}

@Suite("Process-level behaviour")
struct TerminationWatchdogTests {
    @Test("Asking for the window with no display fails at once with a clear message and exit status 1")
    func windowWithoutDisplay() throws {
        let result = try runProbe(environment: ["TOUCHSTONE_HOST": "sdl", "SDL_VIDEODRIVER": "x11"],
                                  removing: ["DISPLAY", "WAYLAND_DISPLAY"])
        #expect(result.status == 1)
        #expect(result.output.contains("cannot open the simulator window"))
        #expect(result.output.contains("TOUCHSTONE_HOST=headless"))
        #expect(!result.output.contains("didFinishLaunching"))
    }

    @Test("A headless app's Foundation clocks, timers and asyncAfter follow the device clock: two runs print the same")
    func deterministicFoundationClocks() throws {
        let first = try runProbe(environment: ["PROBE_CLOCKS": "1"])
        let second = try runProbe(environment: ["PROBE_CLOCKS": "1"])
        let lines = { (output: String) in output.split(separator: "\n").filter { $0.hasPrefix("probe: ") } }
        #expect(first.status == 0)
        #expect(lines(first.output) == lines(second.output))
        #expect(lines(first.output).contains("probe: launch 2026-01-01T09:41:00.000Z"))
        #expect(lines(first.output).contains { $0.hasPrefix("probe: after 2026-01-01T09:41:00.03") })
        #expect(lines(first.output).contains { $0.hasPrefix("probe: timer 2026-01-01T09:41:00.05") })
        let order = lines(first.output).map { $0.split(separator: " ")[1] }
        #expect(order.firstIndex(of: "after") ?? 9 < order.firstIndex(of: "timer") ?? 0)
    }

    @Test("#11: a termination handler running past the limit is killed; code after the deadline never runs")
    func watchdogKills() throws {
        let killed = try runProbe(environment: ["TOUCHSTONE_TERMINATION_TIMEOUT": "0.3", "PROBE_BLOCK_TERMINATE": "3"])
        #expect(killed.status != 0)
        #expect(killed.output.contains("probe: willTerminate"))
        #expect(!killed.output.contains("terminate-finished"))

        let quick = try runProbe(environment: ["TOUCHSTONE_TERMINATION_TIMEOUT": "2", "PROBE_BLOCK_TERMINATE": "0.05"])
        #expect(quick.status == 0)
        #expect(quick.output.contains("terminate-finished"))
    }
}
