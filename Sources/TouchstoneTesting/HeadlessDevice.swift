// SPDX-License-Identifier: Apache-2.0

import HeadlessHost
import HostInterface
import UIKit

/// A simulated iPhone for tests: launches an app in-process on the headless host and drives it with a manual
/// clock and scripted input. Deterministic: the same script gives the same frames, bit for bit.
///
/// ```swift
/// let device = try HeadlessDevice(profile: .iPhone4)
/// try device.launch(AppDelegate.self)   // returns after the first frame
/// device.tap(at: CGPoint(x: 160, y: 240))
/// device.advance(by: 0.5)               // timers, animations and frames on the manual clock
/// let image = device.screenshot()
/// ```
///
/// Use it from the main actor (`@MainActor` tests). Work the app queues with `DispatchQueue.main.async` or
/// `Task { @MainActor in … }` runs when the test awaits (`await device.settle()`), since the test itself occupies
/// the main actor.
@preconcurrency @MainActor
public final class HeadlessDevice {
    /// The simulated device.
    public let profile: DeviceProfile
    private let backend: HeadlessBackend
    private var runtime: AppRuntime?
    /// A VoiceOver-like screen reader over the app's accessibility elements (see ``VoiceOver``).
    public private(set) lazy var voiceOver = VoiceOver(device: self)

    /// Creates a device; nothing runs until `launch(_:)`. App code on it reads `Date()` as `startDate` plus the
    /// device's time (by default 1 January 2026, 09:41 UTC, so runs are repeatable; docs/ARCHITECTURE.md,
    /// "Foundation's clocks and names").
    public init(profile: DeviceProfile = .iPhone4, startDate: Date = ManualHostClock.defaultStartDate) throws {
        self.profile = profile
        self.backend = HeadlessBackend(clock: ManualHostClock(startDate: startDate))
    }

    /// A device that goes away stops being the process's current one (its application, screen and clocks), so
    /// what it was launched with — a right-to-left language, a text size, an orientation — does not reach views
    /// that later tests make outside any window.
    /// (Needs Swift 6.2's isolated deinit; with an older compiler the device simply stays current until the next
    /// launch, as before.)
    #if compiler(>=6.2)
    isolated deinit {
        runtime?.uninstall()
    }
    #endif

    /// The user's preferred text size (`.large` by default). Set before launch, the app starts with it, as with
    /// `--text-size`; set after launch, it changes as when the user picks a size in Settings: trait environments
    /// get `traitCollectionDidChange(_:)`, adjusting labels re-size their fonts, and
    /// `UIContentSizeCategory.didChangeNotification` is posted.
    public var preferredContentSizeCategory: UIContentSizeCategory = .large {
        didSet {
            guard let runtime, !runtime.isTerminated else { return }
            runtime.install()
            runtime.application.changePreferredContentSizeCategory(to: preferredContentSizeCategory)
        }
    }

    /// The device's appearance, `.light` (the default) or `.dark`. Set before launch, the app starts with it, as
    /// with `--appearance`; set after launch, it changes as when the user switches Dark Mode in Control Center:
    /// trait environments whose style changes get `traitCollectionDidChange(_:)`, dynamic colours re-resolve and
    /// views that draw redisplay (on the next frame). `.unspecified` is logged and ignored.
    public var userInterfaceStyle: UIUserInterfaceStyle = .light {
        didSet {
            guard userInterfaceStyle != .unspecified else {
                userInterfaceStyle = oldValue
                return UIKitDiagnostics.log("HeadlessDevice.userInterfaceStyle: .unspecified ignored")
            }
            guard let runtime, !runtime.isTerminated else { return }
            runtime.install()
            runtime.application.changeUserInterfaceStyle(to: userInterfaceStyle)
        }
    }

    /// Switches the device's appearance (``userInterfaceStyle``), as the Dark Mode switch in Control Center does.
    public func setAppearance(_ style: UIUserInterfaceStyle) { userInterfaceStyle = style }

    /// The language the app launches in, as with `--language` (`"ar"` lays the interface out right to left); nil
    /// (the default) is English. Read at launch.
    public var language: String?

    /// The folder holding the app's container, `<data root>/Containers/<bundle id>` (as `--data-root`), where
    /// what outlives a launch is kept (persistent pasteboards). Nil (the default): a fresh temporary root made at
    /// launch and removed when the device terminates or goes away. Give two devices (or two launches) the same
    /// root to test what survives relaunching. Read at launch. (See ``containerURL``.)
    public var dataRoot: URL?
    /// The temporary data root made at launch when the test named none (removed with it).
    var temporaryDataRoot: TemporaryDataRoot?

    /// The launched application (nil before launch).
    public var application: UIApplication? { runtime?.application }

    /// The current host time in seconds.
    public var now: Double { backend.manualClock.now }

    /// How many frames the app has presented.
    public var framesPresented: Int { backend.presentedFrameCount }

    /// Launches the app whose delegate class is `delegateType` (a `UIResponder` subclass, as Xcode makes them):
    /// runs the launch sequence and returns after the first frame.
    /// `info` stands in for the app's Info.plist (`UIStatusBarHidden`, `UIInterfaceOrientation`,
    /// `CFBundleURLTypes`, …).
    public func launch<Delegate: UIResponder & UIApplicationDelegate>(
        _ delegateType: Delegate.Type, application: UIApplication.Type = UIApplication.self,
        info: [String: Any] = [:]
    ) throws {
        try launch(delegate: ResponderFactory.make(delegateType), application: ResponderFactory.make(application), info: info)
    }

    /// Launches with an existing delegate object. `options` are the launch options the delegate's
    /// `didFinishLaunching` gets (`.url`: a URL to open; an app with a scene manifest gets it in its scene's
    /// connection options instead, as on iOS 13).
    public func launch(delegate: UIApplicationDelegate?, application: UIApplication = UIApplication(),
                       info: [String: Any] = [:], options: [UIApplication.LaunchOptionsKey: Any]? = nil) throws
    {
        application.applyUserSettings(
            textSize: preferredContentSizeCategory, language: language, appearance: userInterfaceStyle)
        let runtime = AppRuntime(host: backend, profile: profile, application: application)
        // In-process devices must not end the test process; the watchdog only reports.
        runtime.watchdogKillsProcess = false
        runtime.container = try makeContainer(info: info)
        self.runtime = runtime
        try runtime.launch(delegate: delegate, options: options, info: info)
    }

    /// Whether the screen is on, dimmed or off (the idle timer, guide §2.1.2).
    public var screenState: ScreenState {
        switch runtime?.screenState ?? .on {
        case .on: return .on
        case .dimmed: return .dimmed
        case .off: return .off
        }
    }

    /// The screen's backlight state.
    public enum ScreenState: Equatable, Sendable { case on, dimmed, off }

    /// Answers a simulated incoming call: the app resigns active and terminates (guide §2.1.5).
    public func answerIncomingCall() { inject(.hardware(.callAnswered, timestamp: now)) }

    /// Runs the app for `seconds` of device time in 1/60 s frames: input due in that time is delivered, timers
    /// fire, animations advance and frames are composited — all on the manual clock.
    public func advance(by seconds: Double) {
        guard let runtime, seconds.isFinite, seconds > 0 else { return }
        let step = backend.refreshInterval
        var remaining = seconds
        while remaining > 1e-12 && !runtime.isTerminated {
            let dt = min(step, remaining)
            backend.manualClock.advance(by: dt)
            remaining -= dt
            runtime.install()
            runtime.runTurn()
        }
    }

    /// Runs one turn at the current time (deliver due input, commit, render if needed) without moving the clock.
    public func runPendingWork() {
        guard let runtime, !runtime.isTerminated else { return }
        runtime.install()
        runtime.runTurn()
    }

    /// Lets work queued on the main actor run (the test suspends), then runs a turn.
    public func settle() async {
        for _ in 0..<3 { await Task.yield() }
        runPendingWork()
    }

    // MARK: Touches (screen points)

    // Points are the portrait panel's, as the framebuffer and the screenshot are: in landscape on the modern profile
    // UIKit turns them into the interface's coordinates (see `InterfaceOrientationGeometry`).

    /// Puts `finger` down at `point` now and delivers it.
    public func touchDown(at point: CGPoint, finger: Int = 0) { inject(.touchDown(finger: finger, location: point, timestamp: now)) }

    /// Moves `finger` to `point` now.
    public func touchMove(to point: CGPoint, finger: Int = 0) { inject(.touchMoved(finger: finger, location: point, timestamp: now)) }

    /// Lifts `finger` where it is (or at `point`).
    public func touchUp(finger: Int = 0, at point: CGPoint? = nil) {
        let location = point ?? lastLocation[finger] ?? .zero
        inject(.touchUp(finger: finger, location: location, timestamp: now))
    }

    /// Taps `count` times at `point` (0.1 s between taps, each 0.05 s long).
    public func tap(at point: CGPoint, count: Int = 1, finger: Int = 0) {
        for i in 0..<max(1, count) {
            if i > 0 { advance(by: 0.1) }
            touchDown(at: point, finger: finger)
            advance(by: 0.05)
            touchUp(finger: finger, at: point)
        }
    }

    /// Drags `finger` from `start` to `end` over `duration` seconds, one move per frame.
    public func drag(from start: CGPoint, to end: CGPoint, duration: Double = 0.3, finger: Int = 0) {
        touchDown(at: start, finger: finger)
        let frames = max(1, Int((duration / backend.refreshInterval).rounded()))
        for i in 1...frames {
            advance(by: duration / Double(frames))
            let t = CGFloat(i) / CGFloat(frames)
            touchMove(to: CGPoint(x: start.x + (end.x - start.x) * t, y: start.y + (end.y - start.y) * t), finger: finger)
        }
        touchUp(finger: finger, at: end)
    }

    private var lastLocation: [Int: CGPoint] = [:]

    /// Queues raw host events (screen points, each with its own host timestamp) and runs one turn, which delivers
    /// those already due, in order; later ones arrive as ``advance(by:)`` reaches them. For scripted bursts,
    /// floods and malformed input (fingers that never went down, timestamps out of order). An event with a NaN or
    /// infinite timestamp is refused (logged) and holds up none of the others.
    public func inject(_ events: [HostEvent]) {
        recordedInput?.append(contentsOf: events)
        for event in events { backend.enqueue(event) }
        runPendingWork()
    }

    /// Every host event handed to the app from now on, in order, while non-nil: set it to `[]` to record what a
    /// test's touches, typing and hardware actions sent (for an `InputScript`).
    public var recordedInput: [HostEvent]?

    /// Whether queued input is still waiting for its time.
    public var hasPendingInput: Bool { backend.hasPendingInput }

    /// How many fingers the app's touch handling is tracking: zero once every finger has lifted.
    public var trackedFingerCount: Int { runtime?.trackedFingerCount ?? 0 }

    private func inject(_ event: HostEvent) {
        switch event {
        case .touchDown(let f, let p, _), .touchMoved(let f, let p, _): lastLocation[f] = p
        case .touchUp(let f, _, _): lastLocation[f] = nil
        default: break
        }
        recordedInput?.append(event)
        backend.enqueue(event)
        runPendingWork()
    }

    // MARK: Hardware

    /// Shakes the device for `duration` seconds (≤ about 1 s ends the motion; longer cancels it, guide §2.3.7).
    public func shake(duration: Double = 0.3) {
        inject(.hardware(.shakeBegan, timestamp: now))
        advance(by: duration)
        inject(.hardware(.shakeEnded, timestamp: now))
    }

    /// Turns the device a quarter turn left (anticlockwise, as the simulator's rotate-left key does) or right.
    /// The interface follows if the app allows the new orientation (see `InterfaceRotation`), animating over
    /// 0.3 s of device time from now (the model values change at once).
    public func rotate(left: Bool) { inject(.hardware(left ? .rotateLeft : .rotateRight, timestamp: now)) }

    /// Turns the device straight to the position that shows the interface in `orientation` upright (interface
    /// landscape left is the device's landscape right: home button on the left). The interface follows if the
    /// app allows it; otherwise it stays, as on a device.
    public func rotate(to orientation: UIInterfaceOrientation) {
        guard orientation != .unknown else { return }
        rotateDevice(to: orientation.deviceOrientation)
    }

    /// Holds the device in `orientation` (flat orientations leave the interface as it is).
    public func rotateDevice(to orientation: UIDeviceOrientation) {
        guard let runtime, !runtime.isTerminated else { return }
        runtime.install()
        runtime.environment.run { runtime.rotation.setDeviceOrientation(orientation) }
        runPendingWork()
    }

    /// Sends a memory warning.
    public func simulateMemoryWarning() { inject(.hardware(.memoryWarning, timestamp: now)) }

    /// Presses the home button (to the background; again: back to the foreground).
    public func pressHome() { inject(.hardware(.home, timestamp: now)) }

    /// Presses the lock button (resign active; again: active).
    public func pressLock() { inject(.hardware(.lock, timestamp: now)) }

    /// Simulates an incoming call (the app resigns active and its touches are cancelled) or its end.
    public func simulateIncomingCall(ended: Bool = false) {
        inject(.hardware(ended ? .callEnded : .incomingCall, timestamp: now))
    }

    // MARK: Quick actions and user activities

    /// The quick actions the Home Screen offers for the app: the Info.plist's `UIApplicationShortcutItems`, then
    /// the app's `shortcutItems`.
    public var quickActions: [UIApplicationShortcutItem] { application?.homeScreenShortcutItems ?? [] }

    /// The user chooses `item` from the app icon's quick actions while the app runs (in the background it first
    /// comes to the foreground); `completion` gets the delegate's answer. To launch the app with one, pass
    /// `options: [.shortcutItem: item]` to ``launch(delegate:application:info:options:)``.
    public func performQuickAction(_ item: UIApplicationShortcutItem, completion: ((Bool) -> Void)? = nil) {
        runtime?.performQuickAction(item, completion: completion)
    }

    /// Another device hands `activity` off to the running app (or the user picks it in search); in the background
    /// the app first comes to the foreground. To launch the app with one, pass ``launchOptions(continuing:)``.
    public func continueUserActivity(_ activity: NSUserActivity) { runtime?.continueUserActivity(activity) }

    /// Launch options that continue `activity` (`.userActivityDictionary`), as iOS passes them.
    public static func launchOptions(continuing activity: NSUserActivity) -> [UIApplication.LaunchOptionsKey: Any] {
        AppRuntime.launchOptions(continuing: activity)
    }

    /// Quits the app (`applicationWillTerminate`); a temporary data root (``dataRoot`` nil) is removed.
    public func terminate() {
        runtime?.terminate()
        temporaryDataRoot = nil
    }

    // MARK: Output

    /// The composited screen (status bar included) of the last frame; renders one first if something changed.
    public func screenshot() -> CGImage {
        runPendingWork()
        return runtime?.screenshot ?? CGContext(
            data: nil, width: 1, height: 1, bitsPerComponent: 8, bytesPerRow: 0, space: CGColorSpaceCreateDeviceRGB(),
            bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue)!
            .makeImage()!
    }
}
