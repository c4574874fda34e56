// SPDX-License-Identifier: Apache-2.0

import Testing
import UIKit

@Suite("Launch options on the command line")
struct CommandLineTests {
    @Test("An unknown flag stops the app before launch with exit status 2 and names the flag")
    func unknownFlag() throws {
        let result = try runProbe(["--frobnicate"])
        #expect(result.status == 2)
        #expect(result.output.contains("Unknown option '--frobnicate'"))
        #expect(!result.output.contains("didFinishLaunching"))
    }

    @Test("--help prints the options and exits 0 without launching")
    func help() throws {
        let result = try runProbe(["--help"])
        #expect(result.status == 0)
        #expect(result.output.contains("--record-frames <folder>"))
        #expect(!result.output.contains("didFinishLaunching"))
    }

    @Test("Arguments after -- are the app's; the app runs")
    func appArguments() throws {
        let result = try runProbe(["--seconds", "0.1", "--", "--app-flag"])
        #expect(result.status == 0)
        #expect(result.output.contains("probe: didFinishLaunching"))
    }

    @Test("A script that cannot be read exits 65 before launch, naming the file")
    func unreadableScript() throws {
        let result = try runProbe(["--replay", "/nonexistent/session.json"])
        #expect(result.status == 65)
        #expect(result.output.contains("replay: cannot read /nonexistent/session.json"))
        #expect(!result.output.contains("didFinishLaunching"))
    }
}
