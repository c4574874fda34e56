// SPDX-License-Identifier: Apache-2.0

import AudioEngine
import HostInterface
import MotionSensors
import SystemConfiguration

/// Runs one app on one host: the launch sequence, run-loop turns, input, lifecycle and frames.
///
/// Each turn (``runTurn()``): take the host's due input and dispatch it; fire due timers; commit the implicit
/// Core Animation transaction; lay out, display and composite when something changed (or an animation runs);
/// present the frame. Time is the host's clock everywhere. `UIApplicationMain` owns one for the process;
/// `TouchstoneTesting.HeadlessDevice` owns one per test device.
@MainActor
package final class AppRuntime {
    package let host: HostBackend
    package let profile: DeviceProfile
    package let application: UIApplication
    package let environment: LayerEnvironment
    package let screen: UIScreen
    package let timers = TimerQueue()
    /// The device's simulated motion sensor and the clock its updates run on (Runtime/RuntimeMotionClock.swift):
    /// the pose follows the device's orientation, shakes shake it; `UIAccelerometer` and Core Motion read it.
    package let motion: MotionEnvironment
    /// Foundation `Timer`s app code scheduled while this runtime was current (they fire from ``timers``).
    private(set) lazy var foundationTimers = FoundationTimerQueue(timers: timers) { [host] in host.clock.now }
    package var handledURLSchemes: Set<String> = []
    /// The simulated device's services when the host is one (RemoteHost; Runtime/RemoteDevice.swift), else nil.
    package var deviceServices: HostDeviceServices?
    /// The schemes the Info.plist lists under `LSApplicationQueriesSchemes` (canOpenURL on the modern profile).
    package var queryableURLSchemes: Set<String> = []
    /// `open(_:options:completionHandler:)` completions waiting for the device's answer, by request token.
    var deviceURLCompletions: [UInt32: @MainActor (Bool) -> Void] = [:]
    /// Whether the device asked the app to terminate (it answers `lifecycleReached(.terminated)` on its way out).
    var deviceRequestedTermination = false
    /// Device requests read before launch finished that are not the launch URL, handled in the first turn.
    var heldDeviceRequests: [HostDeviceRequest] = []
    let lifecycle: AppLifecycle
    private let touchTranslator = TouchTranslator()
    private let renderer: ScreenRenderer
    /// Turns the interface when the device turns (Runtime/InterfaceRotation.swift).
    package private(set) lazy var rotation = InterfaceRotation(runtime: self)
    /// The on-screen keyboard and the routing of typed text (Keyboard/KeyboardController.swift).
    package private(set) lazy var keyboard = KeyboardController(screen: screen)
    /// Key commands, modifier state and presses of the hardware keyboard (Keyboard/Commands/HardwareKeyRouter.swift).
    package private(set) lazy var hardwareKeys = HardwareKeyRouter()
    /// The device's audio engine, on the host clock: AV Foundation and System Sound Services play through it while
    /// this runtime is current (Runtime/AppRuntime+Audio.swift).
    package let audio: AudioEngine
    /// The device's haptics log and indicator (Haptics/HapticEngine.swift).
    package private(set) lazy var haptics = HapticEngine { [host] in host.clock.now }
    private var strongDelegate: UIApplicationDelegate?
    private var shakeStart: Double?
    private var wakingFingers: Set<Int> = []
    private var isLocked = false
    package private(set) var isTerminated = false
    /// How many commits walked the screen's layer tree (tests: an idle app's turns walk nothing).
    package var commitWalks: Int { renderer.commitWalks }
    /// How many frames were presented (on the main thread, or on the render thread once it presents).
    package var framesRendered: Int { presentedFrames.value }
    private let presentedFrames = FrameCount()
    /// Whether frames are composited and presented on the render server's thread when the host allows it
    /// (``HostBackend/presentsFromRenderThread``: the simulator window), so animations keep running while app
    /// code blocks the main thread. The launcher turns it off with `TOUCHSTONE_RENDER_ON_MAIN_THREAD=1`. Set before
    /// ``launch(delegate:options:info:)``.
    package var rendersOnRenderThread = true
    /// Whether the render thread presents this runtime's frames now.
    package var presentsFromRenderThread: Bool { renderer.presentsFromRenderThread }

    /// Whether the screen is on, dimmed by the idle timer, or off.
    package var screenState: IdleTimer.ScreenState { idleTimer.state(at: host.clock.now) }
    /// The screen's idle timer (dims and turns off the screen after inactivity unless disabled).
    package let idleTimer = IdleTimer()
    /// How long `applicationWillTerminate` may take before the watchdog acts (guide §2.1.2: about 5 s).
    package var terminationTimeout: Double = 5
    /// Whether the watchdog kills the process (the real app) or only reports (in-process test devices).
    package var watchdogKillsProcess = true
    /// Where screenshots taken with the host's screenshot action go.
    package var screenshotDirectory = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    /// The app's container (``AppContainer``; persistent pasteboards live in its `Library/Pasteboards`), set
    /// before launch by the launcher or the headless device; nil keeps nothing on disk.
    package var container: AppContainer?
    /// The network the status bar shows: nil follows ``SimulatedNetwork`` (an app process, where `--network` and
    /// the device settings set it); in-process devices show Wi-Fi unless a test pins another kind, so tests that
    /// change the process-wide network do not reach other tests' screens.
    package var statusBarNetwork: SimulatedNetwork.Kind? = .wifi
    /// The app's defaults in its container (``installPreferences(for:)``); nil until installed.
    package var preferences: AppPreferences?
    /// The app's edit menu (`UIMenuController.shared`).
    package private(set) lazy var menuController = UIMenuController()
    /// The app's pasteboards (`UIPasteboard`), current while this runtime is.
    package private(set) lazy var pasteboards = PasteboardServer(dataDirectory: container?.root) { [clock = host.clock] in
        clock.simulatedStartDate.map { $0.addingTimeInterval(clock.now) } ?? Date()
    }

    package init(host: HostBackend, profile: DeviceProfile, application: UIApplication) {
        self.host = host
        self.profile = profile
        self.application = application
        self.environment = LayerEnvironment(clock: HostMediaClock(host.clock))
        self.screen = UIScreen(profile: profile)
        self.lifecycle = AppLifecycle(application: application)
        self.renderer = ScreenRenderer(profile: profile)
        self.motion = MotionEnvironment(
            sensor: MotionSensor(capabilities: .of(profile), environment: ProcessInfo.processInfo.environment),
            clock: RuntimeMotionClock(hostClock: host.clock, timers: timers))
        self.audio = Self.makeAudioEngine(host: host, profile: profile)
        // UIKit's timer work may take half a frame of host time per turn; the rest is for input and the frame.
        timers.timeBudget = host.refreshInterval / 2
        application.runtime = self
    }

    /// Makes this runtime's app, screen and layer environment the process's current ones.
    package func install() {
        UIApplication.sharedIfPresent = application
        UIScreen.current = screen
        application.startTraitReporting(on: screen)
        LayerEnvironment.installDefault(environment)
        FoundationHooks.makeCurrent(self)
        PasteboardServer.makeCurrent(pasteboards)
        MotionEnvironment.install(motion)
        AudioEngine.makeCurrent(audio)
        UIDevice.current.orientation = rotation.deviceOrientation
    }

    /// Stops this runtime's app, screen and layer environment being the process's current ones, when they still
    /// are (a headless device going away); another runtime installed since keeps its place.
    package func uninstall() {
        if UIApplication.sharedIfPresent === application { DeviceAppearance.current = .light }
        if UIApplication.sharedIfPresent === application { UIApplication.sharedIfPresent = nil }
        if UIScreen.current === screen { UIScreen.current = nil }
        LayerEnvironment.resignDefault(environment)
        FoundationHooks.resign(self)
        PasteboardServer.resign(pasteboards)
        MotionEnvironment.resign(motion)
        AudioEngine.resign(audio)
    }

    /// Opens the host and runs the launch sequence (guide §2.1): delegate launch methods, the scene's connection
    /// and, in a scene-based app, its entering the foreground (iOS 13, see `UISceneDelegate`), then active, then
    /// the first frame. Throws when the host cannot open.
    package func launch(delegate: UIApplicationDelegate?, options: [UIApplication.LaunchOptionsKey: Any]? = nil,
                        info: [String: Any] = [:]) throws
    {
        install()
        synchronizeClipboard()
        let title = (info["CFBundleDisplayName"] ?? info["CFBundleName"]) as? String ?? "Touchstone"
        try host.open(HostDisplayConfiguration(title: title, pointSize: profile.pointSize, scale: profile.scale))
        let options = launchOptionsFromDevice(options)
        strongDelegate = delegate
        application.delegate = delegate
        applyInfoDictionary(info)
        environment.run {
            MainInterface.load(info: info, application: application)  // NSMainNibFile, UIMainStoryboardFile
            keepGivenDelegate(delegate, mainNib: info["NSMainNibFile"] as? String)
            if application.delegate == nil {
                UIKitDiagnostics.log("UIApplicationMain: no application delegate; the app shows nothing")
            }
            // A scene-based app gets the URL to open, the activity to continue and the quick action in its scene's
            // connection options, not here (iOS 13).
            let sceneKeys: Set<UIApplication.LaunchOptionsKey> = [.url, .shortcutItem, .userActivityDictionary]
            let appOptions = application.sceneManifest == nil ? options : options?.filter { !sceneKeys.contains($0.key) }
            let launched = lifecycle.finishLaunching(options: appOptions)
            if !launched {
                UIKitDiagnostics.log("the application delegate declined to finish launching")
            }
            SceneConnection.connect(application, launchOptions: options)
            deviceDidFinishLaunching(options: appOptions, launched: launched)
            deliverLaunchRequests(options: appOptions, launched: launched)
            lifecycle.enterForegroundAtLaunch()
            if application.visibleWindows.isEmpty {
                UIKitDiagnostics.log("launch finished without a visible window; the screen stays black")
            }
            lifecycle.becomeActive()
            PersistentWiFiAlert.presentIfNeeded(info: info, in: application)
            renderFrame(force: true)
        }
        if rendersOnRenderThread && host.presentsFromRenderThread {
            renderer.startPresentingFromRenderThread(on: host) { [presentedFrames] in presentedFrames.increment() }
        }
    }

    /// Puts back the delegate the launcher was given (`UIApplicationMain`'s `delegateClassName`, or the object a
    /// test passes to its headless device) when the main nib's File's Owner `delegate` outlet replaced it. Apple
    /// documents only that `delegateClassName` is nil when the main nib holds the delegate; keeping the one the
    /// caller chose lets a test launch an app with its own delegate while the app's Info.plist names a main nib
    /// (the nib's objects are still created and connected; its delegate is just not the application's). Logged.
    private func keepGivenDelegate(_ given: UIApplicationDelegate?, mainNib: String?) {
        guard let given, application.delegate !== given else { return }
        UIKitDiagnostics.log("NSMainNibFile '\(mainNib ?? "")': the application was launched with a delegate "
                                 + "(\(type(of: given))); the nib's delegate outlet is not used")
        application.delegate = given
    }

    /// Applies the Info.plist keys that shape launch (guide §2.1.4, §2.1.6): `UIStatusBarHidden`,
    /// `UIStatusBarStyle`, `UIViewControllerBasedStatusBarAppearance`, `UIInterfaceOrientation` and
    /// `UISupportedInterfaceOrientations` (the interface starts in the first listed orientation when portrait is
    /// not among them), the URL schemes under `CFBundleURLTypes`, the fonts under `UIAppFonts` (registered from
    /// the main bundle), the scene manifest (`UIApplicationSceneManifest`) and the static quick actions
    /// (`UIApplicationShortcutItems`).
    private func applyInfoDictionary(_ info: [String: Any]) {
        application.sceneManifest = SceneManifest(info: info)
        application.staticShortcutItems = UIApplicationShortcutItem.items(infoPlistValue: info["UIApplicationShortcutItems"])
        AppFonts.register(from: info, in: AppBundle.main)
        application.configureStatusBar(info: info, profile: profile)
        rotation.infoPlistMask = UIInterfaceOrientationMask(infoPlistValue: info["UISupportedInterfaceOrientations"])
        func orientation(named name: String?) -> UIInterfaceOrientation? {
            switch name {
            case "UIInterfaceOrientationPortrait": return .portrait
            case "UIInterfaceOrientationLandscapeLeft": return .landscapeLeft
            case "UIInterfaceOrientationLandscapeRight": return .landscapeRight
            case "UIInterfaceOrientationPortraitUpsideDown": return .portraitUpsideDown
            default: return nil
            }
        }
        var initial = orientation(named: info["UIInterfaceOrientation"] as? String) ?? .portrait
        if let mask = rotation.infoPlistMask, !mask.contains(UIInterfaceOrientationMask(orientation: initial)),
            let listed = info["UISupportedInterfaceOrientations"] as? [String],
            let first = listed.lazy.compactMap(orientation(named:)).first
        {
            initial = first
        }
        rotation.launch(in: initial)
        let types = info["CFBundleURLTypes"] as? [[String: Any]] ?? []
        handledURLSchemes = Set(types.flatMap { ($0["CFBundleURLSchemes"] as? [String]) ?? [] }.map { $0.lowercased() })
        queryableURLSchemes = Set(((info["LSApplicationQueriesSchemes"] as? [String]) ?? []).map { $0.lowercased() })
    }

    /// One run-loop turn at the current host time: input, timers, main-queue work, commit, frame.
    ///
    /// `deadline` (host-clock seconds) is how long the host may wait for input; the turn does not wait when UIKit
    /// timer callbacks are already due. A turn is bounded, so that work which keeps queueing more work cannot hold
    /// input and frames back by more than a turn, as iPhone OS's run loop services its input sources and commits
    /// each iteration even while the main queue is busy:
    /// - **UIKit's timer queue** (Foundation `Timer`s and `dispatch_after` blocks app code scheduled, UIKit's own
    ///   `DeviceTimer`s, `perform(afterDelay:_:)`, view-animation completions deferred to the next turn) runs only
    ///   callbacks that were due and queued when the timer step began, at most
    ///   `TimerQueue.maxCallbacksPerPass` (1,000) of them and for at most half a refresh interval of host-clock time;
    ///   the rest run in the following turns, in order (see ``TimerQueue``). A self-rescheduling zero-delay perform
    ///   or timer runs once per turn.
    /// - **`DispatchQueue.main`, `Task { @MainActor … }`, `RunLoop.main.perform`** (a real app, on the main
    ///   thread): one non-blocking `RunLoop.main` pass. libdispatch runs the blocks that were on the main queue when
    ///   the pass began; blocks queued meanwhile (a block or task that queues itself again) wait for the next turn,
    ///   and `RunLoop.main.perform` blocks get two rounds per pass. **Limit:** libdispatch cannot be stopped part-way
    ///   through that snapshot from outside, so blocks queued *before* the pass all run in this turn however many
    ///   there are (100,000 queued at once delay this turn's frame by their whole running time), and no time budget
    ///   applies to them (`MainThreadTurnTests` checks both on the main thread).
    /// - **In-process test devices** (Swift Testing's main actor is not the main thread, so no `RunLoop` pass):
    ///   main-queue work runs while the test suspends (`HeadlessDevice.settle()`), first in, first out with the
    ///   test's own continuations, so a block that re-queues itself cannot starve the test either.
    package func runTurn(waitingUntil deadline: Double? = nil) {
        environment.run {
            synchronizeClipboard()
            let waitUntil = timers.hasDue(at: host.clock.now) ? host.clock.now : deadline ?? host.clock.now
            for event in host.nextEvents(until: waitUntil) { handle(event) }
            if deviceServices != nil { handleDeviceRequests() }
            timers.fireDue(at: host.clock.now) { host.clock.now }
            audio.pump()
            // A limit in the past makes the pass non-blocking whatever clock Foundation reads.
            if Thread.isMainThread { _ = RunLoop.main.run(mode: .default, before: .distantPast) }
            renderFrame(force: false)
            preferences?.noteTurnEnded(at: host.clock.now)
            deviceServices?.reportBackgroundTaskCount(application.backgroundTasks.count)
            deviceServices?.reportNextTurn(nextTurn(at: host.clock.now))
        }
    }

    /// Bridges the general pasteboard and the desktop clipboard when the host has one (``HostClipboard``).
    private func synchronizeClipboard() {
        if let clipboard = host as? HostClipboard { pasteboards.synchronize(with: clipboard) }
    }

    // MARK: Input

    private func handle(_ event: HostEvent) {
        switch event {
        case .touchDown(let finger, _, let t), .touchMoved(let finger, _, let t), .touchUp(let finger, _, let t),
            .touchCancelled(let finger, let t):
            // A touch on a dimmed or dark screen only wakes it; that finger's touch is not delivered.
            let screenWasOn = idleTimer.state(at: t) == .on
            idleTimer.noteActivity(at: t)
            if case .touchDown = event { keyboard.noteTouch() }
            if case .touchDown = event, !screenWasOn { wakingFingers.insert(finger) }
            if wakingFingers.contains(finger) {
                if case .touchUp = event { wakingFingers.remove(finger) }
                if case .touchCancelled = event { wakingFingers.remove(finger) }
                return
            }
            guard application.applicationState == .active else {
                // Lifts still reach the translator's bookkeeping, so fingers cancelled by the interruption are
                // forgotten (no callbacks: the app is not active).
                if case .touchUp = event { touchTranslator.forgetSwallowedFinger(finger) }
                if case .touchCancelled = event { touchTranslator.forgetSwallowedFinger(finger) }
                return
            }
            let interfaceEvent = interfaceEvent(for: event)
            if let uiEvent = touchTranslator.handle(interfaceEvent, application: application) {
                application.sendEvent(uiEvent)
            }
        case .hardware(let action, let t):
            handle(action, at: t)
        case .quit:
            terminate()
        case .key, .text, .textEditing:
            guard application.applicationState == .active else { return }
            idleTimer.noteActivity(at: event.timestamp)
            if hardwareKeys.handle(event, application: application) { return }
            keyboard.handleHostEvent(event)
        }
    }

    private func handle(_ action: HardwareAction, at t: Double) {
        switch action {
        case .home:
            cancelTouches(at: t)
            if application.applicationState == .background { lifecycle.enterForeground() } else { lifecycle.enterBackground() }
        case .lock:
            isLocked.toggle()
            audio.deviceDidChange(isLocked ? .screenLocked : .screenUnlocked)
            cancelTouches(at: t)
            if isLocked { lifecycle.resignActive() } else { lifecycle.becomeActive() }
        case .incomingCall:
            audio.deviceDidChange(.interruptionBegan)
            cancelTouches(at: t)
            lifecycle.resignActive()
        case .callEnded:
            audio.deviceDidChange(.interruptionEnded)
            lifecycle.becomeActive()
        case .callAnswered:
            // Guide §2.1.5: answering the call terminates the app (it never becomes active again).
            terminate()
        case .memoryWarning:
            lifecycle.receiveMemoryWarning()
        case .shakeBegan:
            shakeStart = t
            motion.sensor.beginShake(at: t)
            sendMotion(.began, at: t)
        case .shakeEnded:
            // Guide §2.3.7: a shake of about a second or less ends; a longer one is cancelled.
            let began = shakeStart ?? t
            shakeStart = nil
            motion.sensor.endShake(at: t)
            sendMotion(t - began <= 1 ? .ended : .cancelled, at: t)
        case .rotateLeft, .rotateRight:
            rotation.turnDevice(left: action == .rotateLeft)
        case .screenshot:
            saveScreenshot()
        case .speakScreen:
            speakScreen()
        case .toggleAppearance:
            application.changeUserInterfaceStyle(to: application.userInterfaceStyleStorage == .dark ? .light : .dark)
        case .toggleSoftwareKeyboard:
            keyboard.toggleSoftwareKeyboard()
        }
    }

    private func sendMotion(_ phase: MotionPhase, at t: Double) {
        guard application.applicationState == .active else { return }
        let event = MotionEvent(type: .motion, subtype: .motionShake, timestamp: t)
        event.phase = phase
        application.sendEvent(event)
    }

    /// `event` with its location in the screen's coordinates: the panel's point turned into the interface's on
    /// the modern profile, whose screen coordinates turn with the interface (see ``InterfaceOrientationGeometry``).
    private func interfaceEvent(for event: HostEvent) -> HostEvent {
        guard profile.hasModernInterface, application.statusBarOrientation != .portrait else { return event }
        func turned(_ p: CGPoint) -> CGPoint {
            guard p.x.isFinite && p.y.isFinite else { return p }
            return InterfaceOrientationGeometry.interfacePoint(fromPanel: p, panel: profile.pointSize,
                                                               orientation: application.statusBarOrientation)
        }
        switch event {
        case .touchDown(let f, let p, let t): return .touchDown(finger: f, location: turned(p), timestamp: t)
        case .touchMoved(let f, let p, let t): return .touchMoved(finger: f, location: turned(p), timestamp: t)
        case .touchUp(let f, let p, let t): return .touchUp(finger: f, location: turned(p), timestamp: t)
        default: return event
        }
    }

    /// Shows the interface in `application.statusBarOrientation` on the panel, turning from `old` over
    /// `duration` seconds (0: at once).
    package func interfaceOrientationDidChange(from old: UIInterfaceOrientation, duration: Double) {
        renderer.setInterfaceOrientation(application.statusBarOrientation, from: old, duration: duration,
                                         at: host.clock.now)
        keyboard.interfaceOrientationDidChange(duration: duration)
    }

    /// The date the device's clock shows now (the status bar's time).
    package var deviceDate: Date {
        host.clock.simulatedStartDate.map { $0.addingTimeInterval(host.clock.now) } ?? Date()
    }

    /// The time zone the status bar's clock is in: UTC on a device whose clock simulates time (a headless device,
    /// so its frames are the same on every machine), the host's otherwise.
    package var deviceTimeZone: TimeZone {
        host.clock.simulatedStartDate == nil ? .current : TimeZone(identifier: "UTC") ?? .current
    }

    /// Cancels every touch in progress (interruptions, home, lock).
    package func cancelTouches(at t: Double) {
        if let event = touchTranslator.cancelAll(at: t) { application.sendEvent(event) }
        hardwareKeys.cancelPresses(at: t, application: application)
    }

    /// Cancels the touches in progress in `window`, which is going away (hidden).
    package func cancelTouches(in window: UIWindow) {
        if let event = touchTranslator.cancelTouches(in: window, at: host.clock.now) { application.sendEvent(event) }
    }

    /// How many fingers the touch translator tracks (zero when none is down): lets tests check memory stays bounded.
    package var trackedFingerCount: Int { touchTranslator.trackedFingerCount }

    package func terminate() {
        guard !isTerminated else { return }
        let watchdog = TerminationWatchdog(seconds: terminationTimeout, killsProcess: watchdogKillsProcess)
        environment.run {
            lifecycle.terminate()
            // What the delegate changed on its way out is committed as at the end of a run-loop turn, so the
            // transaction stack keeps no layers of the finished app.
            CATransaction.flush()
        }
        watchdog.cancel()
        isTerminated = true
        FoundationHooks.resign(self)
        if deviceRequestedTermination { deviceServices?.reportLifecycleReached(.terminated) }
        renderer.stopPresentingFromRenderThread()
        host.close()
    }

    // MARK: Frames

    /// Window and appearance changes reach the screen through the compositor's damage tracking; these hooks
    /// only make sure a frame follows soon.
    package func windowsDidChange() {}
    package func appearanceDidChange() {}

    /// Fires display links, commits, and composites what changed (layout, display and animation bookkeeping
    /// happen in the compositor); presents the frame when anything changed. Once the render thread presents, the
    /// turn only commits: that thread composites and presents at the next refresh.
    package func renderFrame(force: Bool) {
        let now = host.clock.now
        CATransaction.flush()
        environment.displayFrame(timestamp: now, duration: host.refreshInterval)
        CATransaction.flush()
        idleTimer.isDisabled = application.isIdleTimerDisabled
        application.refreshStatusBarFromViewControllers()
        if renderer.orientation != application.statusBarOrientation {
            // Set directly (not by a turn of the device): shown at once.
            renderer.setInterfaceOrientation(application.statusBarOrientation, from: renderer.orientation, duration: 0,
                                             at: now)
        }
        rotation.conformWindows()
        renderer.arrange(windows: application.visibleWindows, statusBar: application,
                         screenState: idleTimer.state(at: now), time: now, date: deviceDate, timeZone: deviceTimeZone,
                         network: statusBarNetwork ?? SimulatedNetwork.current)
        haptics.updateIndicator(in: renderer.overlayLayer, at: now)
        ViewAnimationTracker.stopAnimationsOutsideWindows()
        CATransaction.flush()
        let frame = renderer.renderFrame(at: now)
        environment.transactions.runFinishedCompletions()
        guard let frame else { return }
        presentedFrames.increment()
        host.present(frame.image, damage: frame.damage)
    }

    /// Whether an animation ran on screen in the last frame (the next refresh must render another).
    package var isAnimatingOnScreen: Bool { renderer.animating }

    /// The last composited screen.
    package var screenshot: CGImage? { renderer.lastFrame }

    /// Prints the screen's accessibility elements, one per line, as VoiceOver would read them.
    private func speakScreen() {
        let lines = AccessibilityTree.elements(in: application).map { "VoiceOver: \($0.spokenText)" }
        let text = (lines.isEmpty ? ["VoiceOver: (no accessibility elements)"] : lines).joined(separator: "\n") + "\n"
        FileHandle.standardOutput.write(Data(text.utf8))
    }

    private func saveScreenshot() {
        guard let png = renderer.lastFrame?.pngData() else { return }
        let url = screenshotDirectory.appendingPathComponent("Touchstone-screenshot-\(framesRendered).png")
        do { try png.write(to: url) } catch { UIKitDiagnostics.log("screenshot: cannot write \(url.path): \(error)") }
        NotificationCenter.default.post(name: UIApplication.userDidTakeScreenshotNotification, object: application)
    }
}

/// A count of presented frames, incremented on the main thread or the render thread.
private final class FrameCount: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    var value: Int { lock.withLock { count } }
    func increment() { lock.withLock { count += 1 } }
}
