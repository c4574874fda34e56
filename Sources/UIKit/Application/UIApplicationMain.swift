// SPDX-License-Identifier: Apache-2.0
//
// The launcher: the one UIKit file that names concrete hosts (docs/ARCHITECTURE.md, "The host seam").

import Dispatch
import HeadlessHost
import HostInterface
import RemoteHost
import SDLHost
import SystemConfiguration

/// Creates the application and its delegate, launches the app on a host and runs its event loop; returns when the
/// app terminates (iPhone OS apps never return from it; Touchstone returns the exit status: 0, or 1 when the host
/// could not open or a recording could not be written).
///
/// `principalClassName` names a `UIApplication` subclass (nil: `UIApplication`); `delegateClassName` names the
/// delegate class, module-qualified (`"MyApp.AppDelegate"`); nil means no delegate (logged).
///
/// The launch options come from `CommandLine.arguments` (not `argv`, which Swift fills from the same process
/// arguments): `--device iphone3gs|iphone4|modern`, `--host window|headless`, `--zoom N`, `--seconds S`,
/// `--replay script.json`, `--record-input script.json`, `--record-frames folder`, `--data-root folder`,
/// `--no-sandbox`, `--help`. Flags win over the
/// `TOUCHSTONE_DEVICE`, `TOUCHSTONE_HOST` (`sdl`/`window` or `headless`), `TOUCHSTONE_ZOOM` and
/// `TOUCHSTONE_SECONDS` environment variables. `--help` prints the usage and exits 0; an unknown or malformed flag
/// exits 2, a script that cannot be read (or runs past `--seconds`' limit, one simulated day) exits 65, both before
/// the app is created; a recording path that cannot be written exits 1 before launch (and a recording that fails
/// to be written at termination exits 1 too). Arguments after `--` belong to the app.
/// `TOUCHSTONE_EXIT_AFTER_LAUNCH=1` terminates right after the first frame (the launch benchmark uses it).
/// In the simulator window, frames are composited and presented on a render thread after launch, so animations
/// keep running while app code blocks the main thread; `TOUCHSTONE_RENDER_ON_MAIN_THREAD=1` keeps them on the
/// main thread.
///
/// Before anything else it makes the app's `.app` folder Foundation's `Bundle.main` (see ``AppBundle``); then it
/// creates the app's container, points Foundation's home, temporary and library folders into it and confines the
/// process to it (docs/ARCHITECTURE.md, "App container and sandbox").
@preconcurrency @MainActor
@discardableResult
public func UIApplicationMain(
    _ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>, _ principalClassName: String?,
    _ delegateClassName: String?
) -> Int32 {
    AppBundle.installAsMainBundle()
    let options = ApplicationLauncher.commandLineOptions()
    let (application, delegate) = ApplicationLauncher.makeApplication(
        principalClassName: principalClassName, delegateClassName: delegateClassName)
    return ApplicationLauncher.run(application: application, delegate: delegate, options: options, appProcess: true)
}

extension UIApplicationDelegate where Self: UIResponder {
    /// Lets `@main` mark the app delegate, as on iPhone OS: reads the launch options (see `UIApplicationMain`),
    /// creates the delegate and runs the app; exits with its status. Like `UIApplicationMain`, it first makes the
    /// app's `.app` folder Foundation's `Bundle.main`.
    /// (Delegates must be `UIResponder` subclasses, as Xcode's templates make them: UIKit creates them with
    /// `ResponderFactory`.)
    public static func main() {
        AppBundle.installAsMainBundle()
        let options = ApplicationLauncher.commandLineOptions()
        let status = ApplicationLauncher.run(application: UIApplication(), delegate: ResponderFactory.make(Self.self),
                                             options: options, appProcess: true)
        exit(status)
    }
}

/// Picks the host and runs an app until it terminates.
@MainActor
package enum ApplicationLauncher {
    /// Exit status for a command line Touchstone cannot parse.
    package static let usageExitStatus: Int32 = 2
    /// Exit status for a `--replay` script that cannot be read or does not fit the device (sysexits' EX_DATAERR).
    package static let scriptExitStatus: Int32 = 65

    /// The process's launch options; prints the help and exits 0 for `--help`, prints the error and exits 2 for
    /// a bad command line.
    package static func commandLineOptions() -> LaunchOptions {
        switch LaunchOptions.parse(Array(CommandLine.arguments.dropFirst()), environment: ProcessInfo.processInfo.environment) {
        case .run(let options):
            return options
        case .help(let text):
            print(text)
            exit(0)
        case .failure(let message):
            FileHandle.standardError.write(Data((message + "\n").utf8))
            exit(usageExitStatus)
        }
    }

    /// Creates the application object and the delegate from class names (module-qualified, as Swift reports
    /// them: `"MyApp.AppDelegate"`). Unknown names are logged: the principal class falls back to
    /// `UIApplication`, the delegate to none.
    package static func makeApplication(principalClassName: String?, delegateClassName: String?)
        -> (UIApplication, UIApplicationDelegate?)
    {
        var appType = UIApplication.self
        if let name = principalClassName {
            if let type = NSClassFromString(name) as? UIApplication.Type { appType = type } else {
                UIKitDiagnostics.log("UIApplicationMain: '\(name)' is not a UIApplication subclass; using UIApplication")
            }
        }
        var delegate: UIApplicationDelegate?
        if let name = delegateClassName {
            if let type = NSClassFromString(name) as? UIResponder.Type, let made = ResponderFactory.make(type) as? UIApplicationDelegate {
                delegate = made
            } else {
                UIKitDiagnostics.log("UIApplicationMain: no application delegate class named '\(name)'")
            }
        }
        return (ResponderFactory.make(appType), delegate)
    }

    /// Runs the app with `options` until it terminates and returns the exit status. `headlessHost` lets an
    /// in-process caller (tests) supply the headless host, e.g. with input already queued; the watchdog then only
    /// reports instead of killing the process. `info` is the Info.plist to launch with; nil reads
    /// ``AppBundle/main``'s, as an app process does. In-process callers pass their app's own, so a bundle another
    /// test installed as ``AppBundle/main`` (MoveMe's hides the status bar) cannot change their launch.
    /// `appProcess` (the app's own process: `UIApplicationMain`, `@main`) also creates the app's container, points
    /// Foundation's folders at it and confines the process to it (docs/ARCHITECTURE.md, "App container and
    /// sandbox"); in-process callers keep nothing on disk.
    package static func run(application: UIApplication, delegate: UIApplicationDelegate?, options: LaunchOptions,
                            headlessHost: HeadlessBackend? = nil, info: [String: Any]? = nil,
                            appProcess: Bool = false) -> Int32
    {
        let launchInfo = info ?? AppBundle.launchInfoDictionary()
        let processEnvironment = ProcessInfo.processInfo.environment
        let container = appProcess
            ? AppProcessContainer.prepare(options: options, info: launchInfo, environment: processEnvironment) : nil
        // The Settings app's device-wide choices, beside the containers: read before the sandbox closes them off.
        let device = container?.dataRoot.map { DeviceSettings.load(dataRoot: $0) }.flatMap { $0.isStored ? $0 : nil }
        var script: InputScript?
        var profile = options.device
        if let path = options.replay {
            do {
                let loaded = try InputScript(contentsOf: path)
                if !options.deviceFromFlag, let recorded = DeviceProfile.named(loaded.device) { profile = recorded }
                guard loaded.screenSize == profile.pointSize else {
                    throw InputScriptError("\(path): recorded on a \(Int(loaded.screenSize.width))×\(Int(loaded.screenSize.height)) pt screen; \(profile) differs")
                }
                if let problem = lengthProblem(of: loaded) { throw InputScriptError("\(path): \(problem)") }
                script = loaded
            } catch {
                FileHandle.standardError.write(Data("replay: \(error)\n".utf8))
                return scriptExitStatus
            }
        }
        // On a simulated device (TOUCHSTONE_DEVICE_LINK_FD) the device is the host and its screen the profile.
        let remote: RemoteHostBackend?
        do {
            remote = headlessHost == nil ? try connectToDevice(info: launchInfo, environment: processEnvironment) : nil
            if let screen = remote?.deviceScreen { profile = try deviceProfile(for: screen, preferring: profile) }
        } catch {
            UIKitDiagnostics.log("cannot run on the simulated device: \(error)")
            return 1
        }
        let wantsWindow = headlessHost == nil && remote == nil
            && (options.host ?? (script == nil && SDLBackend.displayAvailable ? .window : .headless)) == .window
        let sdl: SDLBackend?, headless: HeadlessBackend?, base: HostBackend
        if let remote {
            (sdl, headless, base) = (nil, nil, remote)
        } else if wantsWindow {
            let window = SDLBackend()
            window.zoom = options.zoom
            (sdl, headless, base) = (window, nil, window)
        } else {
            let device = headlessHost ?? HeadlessBackend()
            (sdl, headless, base) = (nil, device, device)
        }
        let session: SessionHost?
        var sandboxed = false
        do {
            session = try makeSession(base, options: options, profile: profile, script: script)
        } catch {
            UIKitDiagnostics.log("\(error)")
            return 1
        }
        if let container, case .enforced = AppProcessContainer.confine(container, options: options, environment: processEnvironment) {
            sandboxed = true
        }
        let runtime = AppRuntime(host: session ?? base, profile: profile, application: application)
        runtime.deviceServices = remote
        runtime.container = container
        // An app process's status bar shows the simulated network (`--network`, the device settings).
        if appProcess { runtime.statusBarNetwork = nil }
        // Under the sandbox the launch folder is out of reach: the screenshot action writes to Library/Caches.
        if sandboxed, let container { runtime.screenshotDirectory = container.caches }
        if let timeout = options.terminationTimeout { runtime.terminationTimeout = timeout }
        // An app that ends after its first frame never needs the render thread (the launch benchmark).
        runtime.rendersOnRenderThread = options.renderThread && !options.exitAfterLaunch
        if headlessHost != nil { runtime.watchdogKillsProcess = false }
        // The app's defaults live in its container (Preferences/AppPreferences.swift); loaded before the language,
        // which may come from their `AppleLanguages`.
        if let container {
            // UserDefaults.synchronize() writes the container's file, not Core Foundation's copy outside it.
            AppPreferences.routeFoundationSynchronize(to: runtime.installPreferences(for: container))
        }
        // The app process's languages and network (docs/ARCHITECTURE.md, "Languages", "Network state").
        let language = headlessHost == nil ? AppLanguages.installForLaunch(options, device: device) : options.language
        if let network = options.network ?? device?.network { SimulatedNetwork.set(network) }
        OfflineURLProtocol.install()
        BackupExclusion.install()
        application.applyUserSettings(
            textSize: options.textSize ?? device.map { UIContentSizeCategory(rawValue: $0.textSize) }, language: language,
            appearance: options.appearance ?? device.map { $0.appearance == .dark ? UIUserInterfaceStyle.dark : .light })
        do {
            try runtime.launch(delegate: delegate, info: launchInfo)
        } catch {
            let advice = wantsWindow ? "; run with --host headless (or TOUCHSTONE_HOST=headless)" : ""
            UIKitDiagnostics.log("cannot open the \(wantsWindow ? "simulator window" : "headless device") (\(error))\(advice)")
            return 1
        }
        if options.exitAfterLaunch {
            runtime.terminate()
            return 0
        }
        if let remote {
            // Paced by the device: each turn waits for its next clock tick (or input, or a request).
            while !runtime.isTerminated { runtime.runTurn(waitingUntil: remote.clock.now + remote.refreshInterval) }
            runtime.terminate()
            report(session)
            if let failure = remote.linkFailure, !runtime.deviceRequestedTermination {
                UIKitDiagnostics.log("the simulated device went away (\(failure)); the app terminated")
                return 1
            }
            return session?.recordingFailed == true ? 1 : 0
        } else if let sdl {
            let interrupt = session == nil ? nil : terminateOnInterrupt(runtime)
            while !runtime.isTerminated { runtime.runTurn(waitingUntil: sdl.clock.now + sdl.refreshInterval) }
            interrupt?.cancel()
        } else if let headless {
            let seconds = options.seconds ?? script.map { $0.duration ?? (($0.events.last?.timestamp ?? 0) + 1) } ?? 1
            let frames = Int((seconds / headless.refreshInterval).rounded())
            for _ in 0..<frames where !runtime.isTerminated {
                headless.manualClock.advance(by: headless.refreshInterval)
                runtime.runTurn()
            }
        }
        runtime.terminate()
        report(session)
        return session?.recordingFailed == true ? 1 : 0
    }

    /// The device link the environment names, handshaken (nil: the app runs alone).
    private static func connectToDevice(info: [String: Any], environment: [String: String]) throws -> RemoteHostBackend? {
        guard let remote = try RemoteHostBackend.fromEnvironment(environment) else { return nil }
        // Processes the app starts do not inherit the link (it is close-on-exec), so they must not see its number.
        unsetenv(RemoteHostBackend.environmentVariable)
        let identifier = info["CFBundleIdentifier"] as? String ?? ProcessInfo.processInfo.processName
        try remote.connect(bundleIdentifier: identifier)
        return remote
    }

    /// The profile whose screen is the device's: `preferred` when it fits, else the first that does.
    private static func deviceProfile(for screen: (pointSize: CGSize, scale: Double), preferring preferred: DeviceProfile)
        throws -> DeviceProfile
    {
        let fits = { (profile: DeviceProfile) in profile.pointSize == screen.pointSize && Double(profile.scale) == screen.scale }
        if fits(preferred) { return preferred }
        guard let profile = DeviceProfile.all.first(where: fits) else {
            let size = screen.pointSize
            throw HostError("no device profile has a \(Int(size.width))×\(Int(size.height)) pt screen at @\(screen.scale)x")
        }
        return profile
    }

    /// Why `script` is too long to replay (an event or the duration beyond ``LaunchOptions/maximumSeconds``), or
    /// nil.
    package static func lengthProblem(of script: InputScript) -> String? {
        let limit = "is beyond the longest run (\(Int(LaunchOptions.maximumSeconds)) s)"
        if let i = script.events.firstIndex(where: { $0.timestamp > LaunchOptions.maximumSeconds }) {
            return "events[\(i)].time: \(script.events[i].timestamp) \(limit)"
        }
        if let duration = script.duration, duration > LaunchOptions.maximumSeconds {
            return "duration: \(duration) \(limit)"
        }
        return nil
    }

    private static func makeSession(_ host: HostBackend, options: LaunchOptions, profile: DeviceProfile,
                                    script: InputScript?) throws -> SessionHost?
    {
        guard script != nil || options.recordInput != nil || options.recordFrames != nil else { return nil }
        let inputRecorder = try options.recordInput.map { try InputRecorder(checkingPath: $0) }
        let frameRecorder: FrameRecorder?
        do { frameRecorder = try options.recordFrames.map { try FrameRecorder(directory: $0) } } catch {
            let folder = options.recordFrames ?? ""
            throw RecordingError("record-frames: cannot use \(folder): \(error.localizedDescription)")
        }
        return SessionHost(wrapping: host, device: profile, player: script.map(ScriptPlayer.init),
                           inputRecorder: inputRecorder, frameRecorder: frameRecorder)
    }

    /// While recording in the window, Ctrl+C terminates the app normally, so the recordings are written.
    private static func terminateOnInterrupt(_ runtime: AppRuntime) -> DispatchSourceSignal {
        signal(SIGINT, SIG_IGN)
        let source = DispatchSource.makeSignalSource(signal: SIGINT, queue: .main)
        source.setEventHandler { MainActor.assumeIsolated { runtime.terminate() } }
        source.resume()
        return source
    }

    /// Tells the user where the recordings went.
    private static func report(_ session: SessionHost?) {
        guard let session else { return }
        if let recorder = session.inputRecorder { print("touchstone: input recorded to \(recorder.path)") }
        if let frames = session.frameRecorder {
            print("touchstone: \(frames.frameCount) frames in \(frames.directory.path)")
            if let url = session.animationURL { print("touchstone: animation \(url.path)") }
        }
        fflush(nil)
    }
}
