// SPDX-License-Identifier: Apache-2.0

import Testing
import UIKit

/// Runs the probe app headless for 0.1 s with `extra` in its environment and the `removing` variables taken out.
private func runShortProbe(environment extra: [String: String], removing: [String] = []) throws
    -> (status: Int32, output: String)
{
    try runProbe(environment: ["TOUCHSTONE_SECONDS": "0.1"].merging(extra) { $1 }, removing: removing)
}

@Suite("Process-level behaviour")
struct TerminationWatchdogTests {
    @Test("Asking for the window with no display fails at once with a clear message and exit status 1")
    func windowWithoutDisplay() throws {
        let result = try runShortProbe(environment: ["TOUCHSTONE_HOST": "sdl", "SDL_VIDEODRIVER": "x11"],
                                  removing: ["DISPLAY", "WAYLAND_DISPLAY"])
        #expect(result.status == 1)
        #expect(result.output.contains("cannot open the simulator window"))
        #expect(result.output.contains("TOUCHSTONE_HOST=headless"))
        #expect(!result.output.contains("didFinishLaunching"))
    }

    @Test("A headless app's Foundation clocks, timers and asyncAfter follow the device clock: two runs print the same")
    func deterministicFoundationClocks() throws {
        let first = try runShortProbe(environment: ["PROBE_CLOCKS": "1"])
        let second = try runShortProbe(environment: ["PROBE_CLOCKS": "1"])
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
        let killed = try runShortProbe(environment: ["TOUCHSTONE_TERMINATION_TIMEOUT": "0.3", "PROBE_BLOCK_TERMINATE": "3"])
        #expect(killed.status != 0)
        #expect(killed.output.contains("probe: willTerminate"))
        #expect(!killed.output.contains("terminate-finished"))

        let quick = try runShortProbe(environment: ["TOUCHSTONE_TERMINATION_TIMEOUT": "2", "PROBE_BLOCK_TERMINATE": "0.05"])
        #expect(quick.status == 0)
        #expect(quick.output.contains("terminate-finished"))
    }
}
