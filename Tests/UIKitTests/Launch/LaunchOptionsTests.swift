// SPDX-License-Identifier: Apache-2.0

import Testing
import UIKit

/// The options `args` and `env` parse to, or nil when the parse does not run the app.
func options(_ args: [String], _ env: [String: String] = [:]) -> LaunchOptions? {
    if case .run(let o) = LaunchOptions.parse(args, environment: env) { return o }
    return nil
}

/// The error message `args` fail with, or nil when they do not fail.
func failure(_ args: [String]) -> String? {
    if case .failure(let message) = LaunchOptions.parse(args, environment: [:]) { return message }
    return nil
}

@Suite("Launch options")
struct LaunchOptionsTests {
    @Test("Every flag is read")
    func flags() throws {
        let o = try #require(options(["--device", "iphone3gs", "--host", "headless", "--zoom", "2", "--seconds", "3.5",
                                      "--replay", "in.json", "--record-input", "out.json", "--record-frames", "frames"]))
        #expect(o.device == .iPhone3GS && o.deviceFromFlag)
        #expect(o.host == .headless && o.zoom == 2 && o.seconds == 3.5)
        #expect(o.replay == "in.json" && o.recordInput == "out.json" && o.recordFrames == "frames")
    }

    @Test("With no flags and no environment: iPhone 4, host chosen at run time, zoom 1, nothing recorded")
    func defaults() throws {
        let o = try #require(options([]))
        #expect(o == LaunchOptions())
        #expect(o.device == .iPhone4 && o.host == nil && o.zoom == 1 && o.seconds == nil && !o.exitAfterLaunch)
    }

    @Test("The TOUCHSTONE_* variables are fallbacks; flags win")
    func environment() throws {
        let env = ["TOUCHSTONE_DEVICE": "modern", "TOUCHSTONE_HOST": "sdl", "TOUCHSTONE_ZOOM": "3",
                   "TOUCHSTONE_SECONDS": "2", "TOUCHSTONE_EXIT_AFTER_LAUNCH": "1"]
        let fromEnv = try #require(options([], env))
        #expect(fromEnv.device == .modernPhone && !fromEnv.deviceFromFlag)
        #expect(fromEnv.host == .window && fromEnv.zoom == 3 && fromEnv.seconds == 2 && fromEnv.exitAfterLaunch)
        let flagged = try #require(options(["--device", "iphone4", "--host", "headless", "--zoom", "1", "--seconds", "0"], env))
        #expect(flagged.device == .iPhone4 && flagged.host == .headless && flagged.zoom == 1 && flagged.seconds == 0)
    }

    @Test("Environment values that do not parse are ignored")
    func badEnvironment() throws {
        let o = try #require(options([], ["TOUCHSTONE_DEVICE": "nokia", "TOUCHSTONE_ZOOM": "-1", "TOUCHSTONE_HOST": "x"]))
        #expect(o.device == .iPhone4 && o.zoom == 1 && o.host == nil)
    }

    @Test("TOUCHSTONE_RENDER_ON_MAIN_THREAD moves the window's frames to the main thread; other values are ignored")
    func renderOnMainThreadVariable() throws {
        #expect(try #require(options([])).renderThread)
        for main in ["1", "on", "Yes", "TRUE"] {
            let o = try #require(options([], ["TOUCHSTONE_RENDER_ON_MAIN_THREAD": main]))
            #expect(!o.renderThread, "\(main)")
        }
        for value in ["0", "off", "no", "false", "sometimes"] {
            let o = try #require(options([], ["TOUCHSTONE_RENDER_ON_MAIN_THREAD": value]))
            #expect(o.renderThread, "\(value)")
        }
    }

    @Test("Arguments after -- belong to the app and are not read")
    func appArguments() throws {
        let o = try #require(options(["--zoom", "2", "--", "--frobnicate", "file.txt"]))
        #expect(o.zoom == 2)
    }

    @Test("Unknown flags and bad values fail with a message naming them")
    func errors() {
        #expect(failure(["--frobnicate"])?.contains("--frobnicate") == true)
        #expect(failure(["stray"])?.contains("stray") == true)
        #expect(failure(["--device", "nokia"]) == "Error: unknown device 'nokia' for '--device' (use iphone3gs, iphone4 or modern)")
        #expect(failure(["--host", "tv"]) == "Error: unknown host 'tv' for '--host' (use window or headless)")
        #expect(failure(["--zoom", "0"]) == "Error: '--zoom' must be above 0 and at most 8")
        #expect(failure(["--seconds=-1"]) == "Error: '--seconds' must be 0 or more")
        #expect(failure(["--zoom"])?.contains("--zoom") == true)
    }

    @Test("--help prints a usage listing every option")
    func help() throws {
        guard case .help(let text) = LaunchOptions.parse(["--help"], environment: [:]) else {
            Issue.record("--help did not ask for help")
            return
        }
        for flag in ["--device", "--host", "--zoom", "--seconds", "--replay", "--record-input", "--record-frames"] {
            #expect(text.contains(flag))
        }
    }

    @Test("Device profiles have the short names scripts and --device use")
    func shortNames() {
        #expect(DeviceProfile.all.map(\.shortName) == ["iphone3gs", "iphone4", "modern"])
        #expect(DeviceProfile.all.allSatisfy { DeviceProfile.named($0.shortName) == $0 })
    }
}
