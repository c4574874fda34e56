// SPDX-License-Identifier: Apache-2.0

import CoreGraphics
import DeviceLink
import Foundation
import HeadlessHost
import HostInterface
import SDLHost
import UIKit

/// The simulated device (issue 19): installed apps, each running in its own process behind the device link, the
/// home screen, the Home button and URL routing between apps (docs/ARCHITECTURE.md, "The simulated device").
///
/// A headless device runs on a manual clock: ``advance(by:)`` moves it one display refresh at a time and, after
/// each tick, waits for every running app's answer to a ping, so each app's frames for that tick have arrived
/// (lockstep; the same input gives the same screens). A windowed device follows the real clock in ``run(until:)``.
/// The device never goes down with an app: a process that exits, closes its link, breaks the protocol, does not
/// answer within ``watchdogLimit`` or does not finish launching within ``launchLimit`` is killed, its output kept
/// in ``logDirectory``, and the home screen shown.
///
/// Data root layout: `Containers/<bundle id>` (the app containers, as apps lay them out), `Device/Apps.plist` (the
/// installed apps) and `Logs/<bundle id>-<n>.log` (one per launch: the app's standard output and error, its `log`
/// lines and the device's notes about it). Use from one thread (the main actor).
@preconcurrency @MainActor
public final class SimulatedDevice {
    /// The device's screen.
    public let profile: DeviceProfile
    /// What Home does, from the profile.
    public let era: DeviceEra
    /// Whether the device runs on a manual clock without a window.
    public let headless: Bool
    /// The data root.
    public let dataRoot: URL
    /// The folder of the apps' launch logs.
    public var logDirectory: URL { dataRoot.appendingPathComponent("Logs", isDirectory: true) }
    /// The device's clock (manual when headless).
    let clock: HostClock
    let manualClock: ManualHostClock?
    var window: SDLBackend?
    /// Starts app processes (a real spawn unless a test gives another).
    let launcher: AppProcessLauncher

    /// Seconds an app may stay silent after a tick or during its handshake before it counts as hung (5 s, the
    /// guide's watchdog); tests shorten it.
    public var watchdogLimit: Double = 5
    /// Device seconds an app may take from spawn to `launchFinished` (iOS's launch watchdog: 20 s).
    public var launchLimit: Double = 20
    /// Device seconds a background app keeps running before it is suspended, without background tasks.
    public var backgroundAllowance: Double = 5
    /// Device seconds background tasks may keep an app running in the background (iOS 4: 10 minutes).
    public var backgroundTaskLimit: Double = 600
    /// Device seconds `applicationWillTerminate` may take before the app is killed.
    public var terminationLimit: Double = 5

    /// The installed apps, in install order.
    public internal(set) var installedApps: [InstalledApp] = []
    /// Running apps (launched, not yet ended), in launch order.
    var sessions: [AppSession] = []
    /// The app in front, if any (nil: the home screen).
    var foreground: AppSession?
    /// The system alert on screen (a URL confirmation, "no browser"), if any.
    public internal(set) var alert: SystemAlert?
    /// The device's notes, in order: launches, exits, watchdog kills, URL routes (also in each app's log).
    public internal(set) var events: [String] = []
    /// The home screen (icons, pages, dock, status bar).
    let home: HomeScreen
    let renderer = HomeScreenRenderer()
    var launchCounter = 0
    var pingToken: UInt32 = 0
    /// Work that must wait until no app's messages are being read (launching the target of a URL).
    var deferred: [() -> Void] = []
    var isShutDown = false
    /// The device time of the last press of Home (the switcher's double press).
    var lastHomePress: Double?
    /// Whether the app switcher shows (multitasking profiles).
    public internal(set) var isShowingAppSwitcher = false
    /// The device drawn around the screen in the window (nil: `--no-bezel`, the screen alone).
    public let bezel: DeviceBezel?
    /// Whether the window shows the simulator's keys over the screen (F1 toggles it).
    public internal(set) var isShowingSimulatorKeys = false
    /// Fingers pressing a bezel button, and fingers whose touch started on the bezel away from any button.
    /// Whether what the window shows may have changed since the last tick (input, a new frame, an install, a
    /// launch…): the windowed device then ticks and presents at the next refresh.
    var screenNeedsRefresh = true
    /// The device time of the last tick (-∞ before the first): ticks are at least a refresh apart.
    var lastTickTime = -Double.infinity
    /// Real time and device time when ``followRealTime(limit:)`` started following the real clock.
    var realTimeAnchor: (real: ContinuousClock.Instant, device: Double)?
    var pressedBezelButtons: [Int: DeviceBezel.Button] = [:]
    var droppedFingers: Set<Int> = []

    /// A device of `profile` (a profile name such as "iphone4", "iphone3gs", "modern"), headless on a manual clock
    /// or in a simulator window (with the device's bezel around the screen unless `showsBezel` is false), keeping
    /// its apps and containers under `dataRoot` (created if missing; the registry of an earlier session there is
    /// read back).
    public convenience init(profile: String, headless: Bool, dataRoot: URL, showsBezel: Bool = true) throws {
        try self.init(profile: profile, headless: headless, dataRoot: dataRoot, launcher: SpawnedAppLauncher(),
                      showsBezel: showsBezel)
    }

    /// A device whose app processes `launcher` starts (tests attach in-process apps).
    public init(profile: String, headless: Bool, dataRoot: URL, launcher: AppProcessLauncher,
                showsBezel: Bool = true) throws {
        guard let deviceProfile = DeviceProfile.named(profile) else {
            let names = DeviceProfile.all.map(\.name).joined(separator: ", ")
            throw SimulatedDeviceError("unknown device profile \"\(profile)\" (known: \(names))")
        }
        self.profile = deviceProfile
        era = DeviceEra(profile: deviceProfile)
        bezel = showsBezel ? DeviceBezel(profile: deviceProfile) : nil
        self.headless = headless
        self.dataRoot = dataRoot.standardizedFileURL
        self.launcher = launcher
        if headless {
            let manual = ManualHostClock()
            manualClock = manual
            clock = manual
        } else {
            manualClock = nil
            clock = SystemHostClock()
        }
        home = HomeScreen(profile: deviceProfile, era: era)
        home.startDate = clock.simulatedStartDate
        do {
            for folder in ["Containers", "Device", "Logs"] {
                try FileManager.default.createDirectory(
                    at: self.dataRoot.appendingPathComponent(folder, isDirectory: true), withIntermediateDirectories: true)
            }
        } catch {
            throw SimulatedDeviceError("cannot use data root \(self.dataRoot.path): \(error.localizedDescription)")
        }
        loadRegistry()
        if !headless {
            let backend = SDLBackend()
            try backend.open(HostDisplayConfiguration(
                title: deviceProfile.name, pointSize: bezel?.size ?? deviceProfile.pointSize, scale: deviceProfile.scale))
            window = backend
        }
    }

    /// The device's clock reading in seconds.
    public var now: Double { clock.now }

    /// The bundle identifier of the app in front (nil: the home screen).
    public var foregroundBundleIdentifier: String? { foreground?.app.bundleIdentifier }

    /// The sequence number of the last frame the app in front presented: 0 before its first frame, nil on the home
    /// screen (the launch benchmark waits for the first frame with it).
    public var foregroundFrameSequence: UInt64? { foreground?.lastSequence }

    /// The pids of the running apps, by bundle identifier.
    public var runningApps: [String: Int32] {
        Dictionary(sessions.map { ($0.app.bundleIdentifier, $0.process.processIdentifier) }, uniquingKeysWith: { a, _ in a })
    }

    func session(for bundleIdentifier: String) -> AppSession? {
        sessions.first { $0.app.bundleIdentifier == bundleIdentifier }
    }

    /// Notes `line` in ``events`` and, when given, the app's log.
    func note(_ line: String, in session: AppSession? = nil) {
        events.append(line)
        session?.log("device: \(line)")
    }

    /// Ends every app (no callbacks: the device is switching off) and closes the window. Idempotent.
    public func shutdown() {
        guard !isShutDown else { return }
        isShutDown = true
        for session in sessions { session.end() }
        sessions.removeAll()
        foreground = nil
        window?.close()
        window = nil
    }

    /// Ends every app and wipes the containers (and the logs), keeping the installed apps, as `simctl erase` does
    /// for content.
    public func erase() throws {
        screenNeedsRefresh = true
        for session in sessions { session.end() }
        sessions.removeAll()
        foreground = nil
        alert = nil
        for folder in ["Containers", "Logs"] {
            let url = dataRoot.appendingPathComponent(folder, isDirectory: true)
            do {
                if FileManager.default.fileExists(atPath: url.path) { try FileManager.default.removeItem(at: url) }
                try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
            } catch {
                throw SimulatedDeviceError("cannot erase \(url.path): \(error.localizedDescription)")
            }
        }
        note("erased")
    }

    /// Overrides what the status bar shows (`simctl status_bar override`): the time text (e.g. "9:41") and the
    /// battery level in percent (0–100); nil restores the device's own.
    public func overrideStatusBar(time: String?, batteryLevel: Int?) {
        screenNeedsRefresh = true
        home.statusBarTime = time
        home.batteryLevel = batteryLevel.map { min(100, max(0, $0)) }
    }
}
