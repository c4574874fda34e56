// SPDX-License-Identifier: Apache-2.0

import Foundation
import TouchstoneDevice
import UIKit

/// The simulated device with real app processes (issue 19), on the release example app Opener
/// (Examples/DeviceApps): a tap on its icon to its first frame on a headless device, and an idle device's CPU use.
///
/// The launch row's baseline is the same app started alone as a headless process that exits after its first frame
/// (`TOUCHSTONE_EXIT_AFTER_LAUNCH`): both sides pay the process start, the dynamic linking and UIKit's launch, so
/// the ratio is what the device adds (the icon's hit test, the spawn with its link, the handshake, the shared
/// surface, the lockstep ticks). Spawning `/bin/true` would measure only `posix_spawn` and make the ratio say
/// nothing about the device; an in-process launch would leave out the process start, the largest part of both.
enum DeviceBenchmarks {
    /// The release example apps beside this executable.
    static var opener: URL? {
        let url = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
            .appendingPathComponent("device-opener")
        return FileManager.default.isExecutableFile(atPath: url.path) ? url : nil
    }
    static let openerID = "com.example.touchstone.Opener"

    /// The benchmark devices' data roots (removed at exit).
    private static let dataRoots: URL = {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("touchstone-bench-device-\(getpid())")
        atexit { try? FileManager.default.removeItem(at: DeviceBenchmarks.dataRoots) }
        return url
    }()

    /// The data root named `name`.
    static func dataRoot(_ name: String) -> URL { dataRoots.appendingPathComponent(name) }

    static var rows: [BenchmarkRow] {
        guard let opener else {
            print("device rows skipped: build device-opener in release mode first (swift build -c release --product device-opener)")
            return []
        }
        return Harness.mainActorRows("device") { try [launchRow(opener)] }
    }

    @MainActor
    private static func launchRow(_ opener: URL) throws -> BenchmarkRow {
        let device = try SimulatedDevice(profile: "iphone4", headless: true, dataRoot: dataRoot("launch"))
        try device.install(appAt: opener)
        // The icon's centre: the first icon of the iPhone 4's grid.
        let icon = CGPoint(x: 40, y: 59.5)
        let baselineEnvironment = ["TOUCHSTONE_HOST": "headless", "TOUCHSTONE_EXIT_AFTER_LAUNCH": "1",
                                   "TOUCHSTONE_DATA_ROOT": dataRoot("alone").path]
        return BenchmarkRow(
            name: "device: tap on an icon to the app's first frame, headless, real process", target: "≤ 200 ms",
            meets: { $0.measuredMedian <= 200 },
            measured: {
                MainActor.assumeIsolated {
                    device.tap(at: icon)
                    var ticks = 0
                    while (device.foregroundFrameSequence ?? 0) == 0, ticks < 600 {
                        device.advance(by: device.refreshInterval)
                        ticks += 1
                    }
                    if device.foregroundFrameSequence == nil { print("device launch row: the app did not come up") }
                    // Kill the app (erase ends every app with SIGKILL) so the next tap starts a new process.
                    try? device.erase()
                }
            },
            baseline: { LaunchBenchmarks.run(opener, environment: baselineEnvironment) })
    }

    /// Prints the CPU an idle device uses with Opener in front: the device follows the real clock as
    /// `touchstone boot --headless` runs it (`followRealTime`: it sleeps until it or an app needs a tick), for
    /// `seconds`; device (getrusage) and app (the scheduler's run time of each of its threads, nanoseconds).
    static func printIdleCPU(seconds: Double = 5) {
        guard let opener else { return print("device idle CPU skipped: build device-opener in release mode first") }
        MainActor.assumeIsolated {
            do {
                let device = try SimulatedDevice(profile: "iphone4", headless: true, dataRoot: dataRoot("idle"))
                defer { device.shutdown() }
                try device.install(appAt: opener)
                let pid = try device.launch(bundleIdentifier: openerID)
                device.advance(by: 1)  // launched, zoomed in, settled
                let (deviceStart, appStart) = (processCPU(), appCPU(pid))
                let start = Harness.realMilliseconds()
                var loops = 0
                while Harness.realMilliseconds() - start < seconds * 1000 {
                    let left = seconds - (Harness.realMilliseconds() - start) / 1000
                    device.followRealTime(limit: max(0, min(0.25, left)))
                    _ = RunLoop.main.run(mode: .default, before: .distantPast)
                    loops += 1
                }
                let wall = (Harness.realMilliseconds() - start) / 1000
                let deviceShare = (processCPU() - deviceStart) / wall * 100
                let appShare = (appCPU(pid) - appStart) / wall * 100
                print(String(format: "Idle device with an app in front, real clock, %.1f s: device %.3f%% CPU, app %.3f%% "
                             + "CPU (target ~0, < 0.1%%; %d wakes of the device loop)", wall, deviceShare, appShare, loops))
            } catch {
                print("device idle CPU skipped: \(error)")
            }
        }
    }

    /// This process's user + system CPU seconds.
    private static func processCPU() -> Double {
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        return Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec)
            + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6
    }

    /// Process `pid`'s CPU seconds: the sum over its threads of the scheduler's run time (the first field of
    /// /proc/<pid>/task/<tid>/schedstat, nanoseconds; /proc/<pid>/stat counts 10 ms clock ticks, too coarse for an
    /// idle app).
    private static func appCPU(_ pid: Int32) -> Double {
        let tasks = "/proc/\(pid)/task"
        let threads = (try? FileManager.default.contentsOfDirectory(atPath: tasks)) ?? []
        return threads.reduce(0) { total, thread in
            guard let stat = try? String(contentsOfFile: "\(tasks)/\(thread)/schedstat", encoding: .utf8),
                let first = stat.split(separator: " ").first, let nanoseconds = Double(first)
            else { return total }
            return total + nanoseconds / 1e9
        }
    }
}
