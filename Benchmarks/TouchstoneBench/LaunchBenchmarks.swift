// SPDX-License-Identifier: Apache-2.0

import Foundation
import UIKit

/// Cold start to first frame: the probe app (one window) launched as a fresh process that exits right after its
/// first frame, headless and in the simulator window; the baseline is spawning a trivial process (`/bin/true`).
enum LaunchBenchmarks {
    static var rows: [BenchmarkRow] {
        let container = containerRow
        guard let probe = probeBinary else {
            print("launch rows skipped: build probe-app in release mode first (swift build -c release --product probe-app)")
            return [container]
        }
        var rows = [container, row(name: "cold start to first frame, headless", probe: probe, environment: ["TOUCHSTONE_HOST": "headless"])]
        if let display = WindowServer.display {
            rows.append(row(name: "cold start to first frame, window (Xvfb)", probe: probe,
                            environment: ["TOUCHSTONE_HOST": "sdl", "DISPLAY": display], target: 400))
        } else {
            print("window launch row skipped: no DISPLAY and no Xvfb")
        }
        return rows
    }

    private static func row(name: String, probe: URL, environment: [String: String], target: Double = 150) -> BenchmarkRow {
        BenchmarkRow(
            name: name, target: String(format: "≤ %.0f ms", target), meets: { $0.measuredMedian <= target },
            measured: {
                run(probe, environment: environment.merging(
                    ["TOUCHSTONE_EXIT_AFTER_LAUNCH": "1", "TOUCHSTONE_DATA_ROOT": dataRoot.path]) { $1 })
            },
            baseline: { run(URL(fileURLWithPath: "/bin/true"), environment: [:]) })
    }

    /// Where the launched probe apps keep their containers (not the user's home), and the container row's roots.
    private static let dataRoot: URL = {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("touchstone-bench-\(getpid())")
        atexit { try? FileManager.default.removeItem(at: LaunchBenchmarks.dataRoot) }
        return url
    }()
    nonisolated(unsafe) private static var containerRuns = 0

    /// What a launch adds for the app container (docs/ARCHITECTURE.md, "App container and sandbox"): choosing the
    /// container, creating its folders under a fresh data root, the process variables, and building the Landlock
    /// ruleset (enforcing it, one more system call, would confine the benchmark itself). No baseline: the figure is
    /// the added launch time.
    private static var containerRow: BenchmarkRow {
        BenchmarkRow(
            name: "app container at launch (create folders + sandbox ruleset)", target: "≤ 5 ms",
            meets: { $0.measuredMedian <= 5 },
            measured: {
                containerRuns += 1
                let root = dataRoot.appendingPathComponent("run-\(containerRuns)")
                let environment = ProcessInfo.processInfo.environment
                guard let container = AppContainer.forLaunch(bundleIdentifier: "com.example.bench", dataRoot: root.path,
                                                             environment: environment)
                else { return }
                try? container.create()
                _ = container.processEnvironment(from: environment)
                let policy = SandboxPolicy.forApp(container: container, bundle: nil,
                                                  executable: URL(fileURLWithPath: CommandLine.arguments[0]),
                                                  environment: environment)
                _ = AppSandbox.buildWithoutEnforcing(policy)
            },
            baseline: nil)
    }

    /// The release probe app beside this executable.
    private static var probeBinary: URL? {
        let url = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("probe-app")
        return FileManager.default.isExecutableFile(atPath: url.path) ? url : nil
    }

    /// Spawns `binary` and waits for it with `posix_spawn` and `waitpid`. (Foundation's `Process.waitUntilExit`
    /// polls its run loop every 50 ms on Linux, which would quantize every launch time to 50 ms steps.)
    static func run(_ binary: URL, environment: [String: String]) {
        let env = ProcessInfo.processInfo.environment.merging(environment) { $1 }.map { "\($0.key)=\($0.value)" }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv: [UnsafeMutablePointer<CChar>?] = [strdup(binary.path), nil]
        let envp: [UnsafeMutablePointer<CChar>?] = env.map { strdup($0) } + [nil]
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }
        var pid: pid_t = 0
        guard posix_spawn(&pid, binary.path, &actions, nil, argv, envp) == 0 else {
            print("launch benchmark: cannot run \(binary.path)")
            return
        }
        var status: Int32 = 0
        waitpid(pid, &status, 0)
    }
}

/// A display for windowed rows: the session's, or a private Xvfb started for the benchmark run.
enum WindowServer {
    nonisolated(unsafe) private static var xvfb: Process?

    static let display: String? = {
        if let d = ProcessInfo.processInfo.environment["DISPLAY"] { return d }
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/Xvfb") else { return nil }
        let process = Process()
        let name = ":\(150 + Int.random(in: 0..<300))"
        process.executableURL = URL(fileURLWithPath: "/usr/bin/Xvfb")
        process.arguments = [name, "-screen", "0", "800x700x24", "-nolisten", "tcp"]
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { return nil }
        xvfb = process
        for _ in 0..<50 where !FileManager.default.fileExists(atPath: "/tmp/.X11-unix/X\(name.dropFirst())") {
            Thread.sleep(forTimeInterval: 0.1)
        }
        atexit { WindowServer.stop() }
        return name
    }()

    static func stop() { xvfb?.terminate() }
}
