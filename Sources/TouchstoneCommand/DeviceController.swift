// SPDX-License-Identifier: Apache-2.0

import CoreGraphics
import DeviceControl
import Foundation
import TouchstoneDevice

/// Adapts a ``SimulatedDevice`` to what the `touchstone` command asks (``ControllableDevice``) and runs its loop:
/// the refreshes on the device's clock, with the control socket's requests answered between them.
@MainActor
final class DeviceController: ControllableDevice {
    let device: SimulatedDevice
    let profileName: String
    private let manualClock: Bool
    private var shutdownRequested = false
    /// The frames recorded since `recordVideo.start` (PNG each, with the device time it showed), or nil.
    private var recording: [(png: Data, time: Double)]?
    /// The most frames a recording keeps (a minute at 60 Hz); later frames are dropped, and said so.
    static let maximumRecordedFrames = 3_600
    private var droppedFrames = 0
    /// Signalled when a control request arrives, so the loop's wait between refreshes ends at once.
    private let wake = DispatchSemaphore(value: 0)
    /// What the control server calls when a request arrives (from a background thread).
    nonisolated var wakeSignal: @Sendable () -> Void { { [wake] in wake.signal() } }

    init(device: SimulatedDevice, profileName: String, manualClock: Bool) {
        self.device = device
        self.profileName = profileName
        self.manualClock = manualClock
    }

    var isHeadless: Bool { device.headless }

    var installedAppList: [DeviceAppInfo] {
        let running = device.runningApps
        return device.installedApps.map { app in
            DeviceAppInfo(bundleIdentifier: app.bundleIdentifier, displayName: app.displayName,
                          executablePath: app.executableURL.path, bundlePath: app.bundleURL.path,
                          processIdentifier: running[app.bundleIdentifier])
        }
    }

    func installApp(at executable: URL) throws -> DeviceAppInfo {
        let app = try device.install(appAt: executable)
        return DeviceAppInfo(bundleIdentifier: app.bundleIdentifier, displayName: app.displayName,
                             executablePath: app.executableURL.path, bundlePath: app.bundleURL.path)
    }

    func uninstallApp(_ bundleIdentifier: String) throws { try device.uninstall(bundleIdentifier: bundleIdentifier) }

    func launchApp(_ bundleIdentifier: String, arguments: [String]) throws -> Int32 {
        try device.launch(bundleIdentifier: bundleIdentifier, arguments: arguments)
    }

    func terminateApp(_ bundleIdentifier: String) throws { try device.terminate(bundleIdentifier: bundleIdentifier) }

    func openURL(_ url: URL) throws { try device.openURL(url) }

    func pressHome() { device.pressHome() }

    func screenshotPNG() throws -> Data {
        guard let png = device.screenshot().pngData() else { throw CommandError("cannot encode the screen as PNG") }
        return png
    }

    func startRecording() throws {
        guard recording == nil else { throw CommandError("already recording") }
        recording = []
        droppedFrames = 0
        recordFrame()
    }

    func stopRecording() throws -> Data {
        guard let frames = recording else { throw CommandError("not recording (run `touchstone io recordVideo`)") }
        recording = nil
        guard !frames.isEmpty else { throw CommandError("no frames recorded") }
        let delays = zip(frames, frames.dropFirst().map(\.time) + [frames[frames.count - 1].time + device.refreshInterval])
            .map { max(1, Int((($1 - $0.time) * 1000).rounded())) }
        let data = try APNGWriter.animatedPNG(zip(frames, delays).map { APNGWriter.Frame(png: $0.png, delayMilliseconds: $1) })
        if droppedFrames > 0 { print("touchstone: the recording kept its first \(frames.count) frames, \(droppedFrames) dropped") }
        return data
    }

    func overrideStatusBar(time: String?, batteryLevel: Int?) throws {
        device.overrideStatusBar(time: time, batteryLevel: batteryLevel)
    }

    func clearStatusBarOverride() { device.overrideStatusBar(time: nil, batteryLevel: nil) }

    func erase() throws { try device.erase() }

    func advanceClock(by seconds: Double) throws {
        guard manualClock else { throw CommandError("the device's clock follows real time (boot it with --manual-clock)") }
        let frames = Int((seconds / device.refreshInterval).rounded(.up))
        for _ in 0..<frames {
            device.advance(by: device.refreshInterval)
            recordFrame()
        }
    }

    func shutdown() { shutdownRequested = true }

    /// Runs the device until `shutdown` or `stop()` says so: a manual-clock device only answers requests (its
    /// clock moves with `advance`); a headless real-time device follows the real clock, sleeping until it next
    /// needs a tick, an app's message or a request (`followRealTime`); a windowed one runs its window loop, which
    /// ticks only when something needs it. Requests are answered between; a stop signal is seen within 0.25 s.
    func run(until stop: () -> Bool) {
        while !shutdownRequested, !stop() {
            if manualClock {
                // Nothing moves until asked: sleep until a request (or a stop signal's next check).
                _ = wake.wait(timeout: .now() + 0.25)
                drainRequests()
                continue
            }
            if device.headless {
                device.followRealTime(limit: 0.25)
            } else {
                device.run(until: Date(timeIntervalSinceNow: SimulatedDevice.windowIdlePoll))
            }
            recordFrame()
            drainRequests()
        }
    }

    /// Answers the control requests queued on the main queue (the run loop's non-blocking pass drains it).
    private func drainRequests() {
        _ = RunLoop.main.run(mode: .default, before: .distantPast)
    }

    private func recordFrame() {
        guard recording != nil else { return }
        guard recording!.count < Self.maximumRecordedFrames else { return droppedFrames += 1 }
        if let png = device.screenshot().pngData() { recording!.append((png, device.now)) }
    }
}

/// A reason a verb failed, printed as is.
struct CommandError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
