// SPDX-License-Identifier: Apache-2.0

import Foundation
import HostInterface
import SDLHost
import UIKit

/// (b) in the window host: a UIKit app animates a view in the simulator window (SDL, real clock) while its main
/// thread blocks for 300 ms; how many refreshes the window still shows, and the hitch ratio. Run with the render
/// thread presenting (the default) and with `TOUCHSTONE_RENDER_ON_MAIN_THREAD=1`'s main-thread frames. Needs a display:
/// with no `DISPLAY`, it starts a private Xvfb server when one is installed, else it says it was skipped.
@MainActor
enum WindowStallBenchmark {
    static func printStall() {
        let display = VirtualDisplay.startIfNeeded()
        defer { display?.stop() }
        guard display != nil || ProcessInfo.processInfo.environment["DISPLAY"] != nil else {
            return Swift.print("(render b) window-host stall: skipped (no DISPLAY and no Xvfb)")
        }
        for renderThread in [true, false] {
            let label = renderThread ? "window host, render thread" : "window host, main thread (TOUCHSTONE_RENDER_ON_MAIN_THREAD=1)"
            do {
                try run(renderThread: renderThread, label: label)
            } catch {
                Swift.print("(render b) main-thread stall, \(label): cannot open the window (\(error))")
            }
        }
    }

    private static func run(renderThread: Bool, label: String) throws {
        let interval = 1.0 / 60, stall = 0.3
        let host = PresentTimingHost(SDLBackend())
        let runtime = AppRuntime(host: host, profile: .iPhone4, application: UIApplication())
        runtime.watchdogKillsProcess = false
        runtime.rendersOnRenderThread = renderThread
        let delegate = SlidingCardDelegate()
        try runtime.launch(delegate: delegate)
        defer {
            runtime.terminate()
            runtime.uninstall()
        }
        // 256 points in 2 s: over 2 points a refresh, so every frame changes pixels.
        UIView.animate(withDuration: 2, delay: 0, options: [.curveLinear]) { delegate.card.frame.origin.x += 256 }
        func turns(for seconds: Double) {
            let end = host.clock.now + seconds
            while host.clock.now < end { runtime.runTurn(waitingUntil: min(end, host.clock.now + interval)) }
        }
        turns(for: 0.3)
        let stallStart = host.clock.now
        usleep(UInt32(stall * 1e6))  // app code blocking the main thread between two turns
        let stallEnd = host.clock.now
        turns(for: 0.3)
        let frames = host.presentTimes.filter { $0 >= stallStart - 0.25 }
        report(label, frames, from: stallStart, to: stallEnd, interval: interval, expected: Int((stall / interval).rounded()))
    }

    /// Prints the refreshes presented during the stall and the hitch ratio over the run (each refresh with no
    /// frame adds a whole interval: ms of hitch per second).
    private static func report(_ label: String, _ presents: [Double], from: Double, to: Double, interval: Double,
                               expected: Int)
    {
        let refreshes = Set(presents.map { ($0 / interval).rounded(.down) })
        guard let first = refreshes.min(), let last = refreshes.max(), last > first else {
            return Swift.print("(render b) main-thread stall, \(label): no frames presented")
        }
        // The refreshes of the stall: the grid points in it (18 of 300 ms at 60 Hz, give or take one by phase).
        let stallRefreshes = Set(stride(from: (from / interval).rounded(.up), to: to / interval, by: 1))
        let during = stallRefreshes.intersection(refreshes).count
        let total = Int(last - first) + 1
        let seconds = Double(total) * interval
        let hitch = Double(total - refreshes.count) * interval
        Swift.print(String(format: "(render b) main-thread stall of %.0f ms, %@: %d of %d refreshes presented during it "
                           + "(%d expected at 60 Hz); %d of %d over %.2f s; hitch ratio %.1f ms/s (target ≤ 5)",
                           (to - from) * 1000, label, during, stallRefreshes.count, expected, refreshes.count, total,
                           seconds, 1000 * hitch / seconds))
    }
}

/// A white window with a 64-point card at (0, 200).
private final class SlidingCardDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    let card = UIView(frame: CGRect(x: 0, y: 200, width: 64, height: 64))

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool
    {
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.backgroundColor = .white
        card.backgroundColor = .systemRed
        card.layer.cornerRadius = 12
        window.addSubview(card)
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}

/// The simulator window, noting when each frame was presented (host-clock seconds), from whichever thread.
private final class PresentTimingHost: HostBackend, @unchecked Sendable {
    private let window: SDLBackend
    private let lock = NSLock()
    private var times: [Double] = []
    init(_ window: SDLBackend) { self.window = window }

    var presentTimes: [Double] { lock.withLock { times } }
    var clock: HostClock { window.clock }
    var refreshInterval: Double { window.refreshInterval }
    func open(_ configuration: HostDisplayConfiguration) throws { try window.open(configuration) }
    func nextEvents(until deadline: Double) -> [HostEvent] { window.nextEvents(until: deadline) }
    func present(_ frame: CGImage, damage: [CGRect]) {
        window.present(frame, damage: damage)
        let now = window.clock.now
        lock.withLock { times.append(now) }
    }
    func close() { window.close() }
    var presentsFromRenderThread: Bool { window.presentsFromRenderThread }
    func handOverPresentation() { window.handOverPresentation() }
    func renderThreadDidStart() { window.renderThreadDidStart() }
    func renderThreadWillStop() { window.renderThreadWillStop() }
}

/// A private X server (Xvfb) for the window rows when no display is set.
private final class VirtualDisplay {
    private let process: Process

    private init(process: Process) { self.process = process }

    /// Starts Xvfb on a free display number and points `DISPLAY` at it; nil when a display is already set, or
    /// Xvfb is not installed or does not come up within 5 s.
    static func startIfNeeded() -> VirtualDisplay? {
        guard ProcessInfo.processInfo.environment["DISPLAY"] == nil,
              let xvfb = ["/usr/bin/Xvfb", "/usr/local/bin/Xvfb"].first(where: FileManager.default.isExecutableFile)
        else { return nil }
        let number = (200..<400).first { !FileManager.default.fileExists(atPath: "/tmp/.X11-unix/X\($0)") } ?? 399
        let process = Process()
        process.executableURL = URL(fileURLWithPath: xvfb)
        process.arguments = [":\(number)", "-screen", "0", "800x1000x24", "-nolisten", "tcp"]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { return nil }
        for _ in 0..<50 where !FileManager.default.fileExists(atPath: "/tmp/.X11-unix/X\(number)") { usleep(100_000) }
        guard FileManager.default.fileExists(atPath: "/tmp/.X11-unix/X\(number)") else {
            process.terminate()
            return nil
        }
        setenv("DISPLAY", ":\(number)", 1)
        return VirtualDisplay(process: process)
    }

    /// Stops the server and unsets `DISPLAY`.
    func stop() {
        process.terminate()
        process.waitUntilExit()
        unsetenv("DISPLAY")
    }
}
