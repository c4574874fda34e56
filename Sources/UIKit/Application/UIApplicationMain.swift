// SPDX-License-Identifier: Apache-2.0
//
// The launcher: the one UIKit file that names concrete hosts (docs/ARCHITECTURE.md, "The host seam").

import HeadlessHost
import HostInterface
import SDLHost

/// Creates the application and its delegate, launches the app on a host and runs its event loop; returns when the
/// app terminates (iPhone OS apps never return from it; Touchstone returns the exit status 0).
///
/// `principalClassName` names a `UIApplication` subclass (nil: `UIApplication`); `delegateClassName` names the
/// delegate class, module-qualified (`"MyApp.AppDelegate"`); nil means no delegate (logged). The host comes from
/// `TOUCHSTONE_HOST` (`sdl` or `headless`; default: the simulator window when a display exists), the device from
/// `TOUCHSTONE_DEVICE` (`iphone3gs`, `iphone4` — the default — or `modern`), the window zoom from
/// `TOUCHSTONE_ZOOM`, and a headless run lasts `TOUCHSTONE_SECONDS` seconds of simulated time (default 1).
/// `TOUCHSTONE_EXIT_AFTER_LAUNCH=1` terminates right after the first frame (the launch benchmark uses it).
@MainActor
@discardableResult
public func UIApplicationMain(
    _ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>, _ principalClassName: String?,
    _ delegateClassName: String?
) -> Int32 {
    let (application, delegate) = ApplicationLauncher.makeApplication(
        principalClassName: principalClassName, delegateClassName: delegateClassName)
    return ApplicationLauncher.run(application: application, delegate: delegate)
}

extension UIApplicationDelegate where Self: UIResponder {
    /// Lets `@main` mark the app delegate, as on iPhone OS: creates it and calls `UIApplicationMain`.
    /// (Delegates must be `UIResponder` subclasses, as Xcode's templates make them, so Swift can create them.)
    public static func main() {
        let status = ApplicationLauncher.run(application: UIApplication(), delegate: Self())
        exit(status)
    }
}

/// Picks the host and runs an app until it terminates.
@MainActor
package enum ApplicationLauncher {
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
            if let type = NSClassFromString(name) as? UIResponder.Type, let made = type.init() as? UIApplicationDelegate {
                delegate = made
            } else {
                UIKitDiagnostics.log("UIApplicationMain: no application delegate class named '\(name)'")
            }
        }
        return (appType.init(), delegate)
    }

    package static func run(application: UIApplication, delegate: UIApplicationDelegate?) -> Int32 {
        let env = ProcessInfo.processInfo.environment
        let profile = env["TOUCHSTONE_DEVICE"].flatMap(DeviceProfile.named) ?? .iPhone4
        let wantsWindow: Bool
        switch env["TOUCHSTONE_HOST"]?.lowercased() {
        case "headless": wantsWindow = false
        case "sdl": wantsWindow = true
        default: wantsWindow = SDLBackend.displayAvailable
        }
        let info = Bundle.main.infoDictionary ?? [:]
        if wantsWindow {
            let host = SDLBackend()
            host.zoom = env["TOUCHSTONE_ZOOM"].flatMap(Double.init).map { CGFloat($0) } ?? 1
            let runtime = AppRuntime(host: host, profile: profile, application: application)
            do {
                try runtime.launch(delegate: delegate, info: info)
            } catch {
                UIKitDiagnostics.log("cannot open the simulator window (\(error)); set TOUCHSTONE_HOST=headless")
                return 1
            }
            if env["TOUCHSTONE_EXIT_AFTER_LAUNCH"] == "1" {
                runtime.terminate()
                return 0
            }
            while !runtime.isTerminated {
                runtime.runTurn(waitingUntil: host.clock.now + host.refreshInterval)
            }
            return 0
        }
        let host = HeadlessBackend()
        let runtime = AppRuntime(host: host, profile: profile, application: application)
        if let timeout = env["TOUCHSTONE_TERMINATION_TIMEOUT"].flatMap(Double.init) { runtime.terminationTimeout = timeout }
        do {
            try runtime.launch(delegate: delegate, info: info)
        } catch {
            UIKitDiagnostics.log("cannot start the headless device: \(error)")
            return 1
        }
        if env["TOUCHSTONE_EXIT_AFTER_LAUNCH"] == "1" {
            runtime.terminate()
            return 0
        }
        let seconds = env["TOUCHSTONE_SECONDS"].flatMap(Double.init) ?? 1
        let frames = Int((max(0, seconds) / host.refreshInterval).rounded())
        for _ in 0..<frames where !runtime.isTerminated {
            host.manualClock.advance(by: host.refreshInterval)
            runtime.runTurn()
        }
        runtime.terminate()
        return 0
    }
}
