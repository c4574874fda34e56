// SPDX-License-Identifier: Apache-2.0

import ArgumentParser
import DeviceControl
import Foundation
import TouchstoneDevice

/// `touchstone serve` (hidden): the device process `boot` starts. Runs a simulated device and answers the control
/// socket until `shutdown` (or SIGTERM / Ctrl+C).
struct Serve: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Run a device in this process (what `boot` starts in the background).", shouldDisplay: false)
    @Option(help: "The device folder.") var home: String
    @Option(name: .customLong("device"), help: "The device profile.") var profile = "iphone4"
    @Flag(help: "Run without a window.") var headless = false
    @Flag(help: "Headless only: the clock moves only with `touchstone advance`.") var manualClock = false
    @Flag(help: "Hide the drawn device bezel.") var noBezel = false

    func run() throws {
        let folder = DeviceFolder(path: home)
        let status = MainActor.assumeIsolated { () -> Int32 in
            let device: SimulatedDevice
            do {
                device = try SimulatedDevice(profile: profile, headless: headless,
                                             dataRoot: URL(fileURLWithPath: folder.dataPath, isDirectory: true),
                                             showsBezel: !noBezel)
            } catch {
                printError("touchstone serve: \(error)")
                return 1
            }
            installSettings(on: device)
            let controller = DeviceController(device: device, profileName: profile, manualClock: manualClock)
            let router = DeviceCommandRouter(device: controller)
            let server: ControlServer
            do {
                server = try ControlServer(path: folder.socketPath, queue: .main,
                                           requestArrived: controller.wakeSignal) { request in
                    MainActor.assumeIsolated { router.handle(request) }
                }
            } catch {
                printError("touchstone serve: \(error)")
                device.shutdown()
                return error as? ControlSocketError == .inUse(folder.socketPath) ? ControlExitCode.alreadyBooted.rawValue : 1
            }
            print("touchstone: device \(profile)\(headless ? " (headless)" : "") serving \(folder.socketPath)")
            fflush(nil)
            let stop = StopSignals()
            controller.run(until: { stop.requested })
            server.stop()
            device.shutdown()
            print("touchstone: device shut down")
            return 0
        }
        if status != 0 { throw ExitCode(status) }
    }
}

/// SIGTERM and SIGINT ask the device loop to shut down.
/// Installs the built-in Settings app when its executable, `settings`, is beside this one (as `swift build` leaves
/// them); a device without it boots all the same.
@MainActor
private func installSettings(on device: SimulatedDevice) {
    let me = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
        .map { URL(fileURLWithPath: $0) } ?? URL(fileURLWithPath: CommandLine.arguments[0]).standardizedFileURL
    let settings = me.deletingLastPathComponent().appendingPathComponent("settings")
    guard FileManager.default.isExecutableFile(atPath: settings.path) else { return }
    do {
        try device.installBuiltInSettings(executable: settings)
    } catch {
        printError("touchstone serve: the built-in Settings app was not installed: \(error)")
    }
}

private final class StopSignals: @unchecked Sendable {
    private let lock = NSLock()
    private var stopped = false
    private var sources: [DispatchSourceSignal] = []

    init() {
        for number in [SIGTERM, SIGINT] {
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler { [weak self] in self?.request() }
            source.resume()
            sources.append(source)
        }
    }

    var requested: Bool {
        lock.lock()
        defer { lock.unlock() }
        return stopped
    }

    private func request() {
        lock.lock()
        stopped = true
        lock.unlock()
    }
}
