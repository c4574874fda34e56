// SPDX-License-Identifier: Apache-2.0

import HostInterface

/// The app side of a simulated device (issue 19): what the device asks of the app through its host's
/// ``HostDeviceServices`` and how UIKit answers (docs/ARCHITECTURE.md, "The device link").
///
/// - **Launch**: a URL the device sent before launch becomes the launch options' `.url` and `.sourceApplication`
///   (a scene-based app gets it in its connection options' `urlContexts`); after
///   `application(_:didFinishLaunchingWithOptions:)` the device hears `launchFinished`, then an app that
///   returned true is asked to open the URL (`application(_:open:options:)`), as iOS does.
/// - **Life cycle**: `.active` → becomeActive, `.inactive` → resignActive, `.background` → enterBackground,
///   `.foreground` → enterForeground (which ends active, as on iOS), `.terminated` → `applicationWillTerminate`
///   and the app's end; each answered with `lifecycleReached` once the app's callbacks have run.
/// - **URLs**: a URL another app opens goes to the scene delegate's `scene(_:openURLContexts:)`, else the app
///   delegate's `application(_:open:options:)` (whose default calls iPhone OS 2's `application(_:handleOpen:)`),
///   with `.sourceApplication`.
extension AppRuntime {
    /// `options` plus the launch URL the device sent with its welcome; other early requests wait for the first
    /// turn.
    func launchOptionsFromDevice(_ options: [UIApplication.LaunchOptionsKey: Any]?)
        -> [UIApplication.LaunchOptionsKey: Any]?
    {
        guard let deviceServices else { return options }
        var result = options
        for request in deviceServices.takeDeviceRequests() {
            if case .openURL(let string, let source) = request, result?[.url] == nil, let url = URL(string: string) {
                var merged = result ?? [:]
                merged[.url] = url
                if !source.isEmpty { merged[.sourceApplication] = source }
                result = merged
            } else {
                heldDeviceRequests.append(request)
            }
        }
        return result
    }

    /// Tells the device launch finished; then an app delegate launched by URL that returned true is asked to open
    /// it (a scene-based app got it in its connection options instead).
    func deviceDidFinishLaunching(options: [UIApplication.LaunchOptionsKey: Any]?, launched: Bool) {
        guard let deviceServices else { return }
        deviceServices.reportLaunchFinished()
        guard launched, !application.usesSceneLifecycle, let url = options?[.url] as? URL,
              let delegate = application.delegate else { return }
        var openOptions: [UIApplication.OpenURLOptionsKey: Any] = [:]
        if let source = options?[.sourceApplication] as? String { openOptions[.sourceApplication] = source }
        _ = delegate.application(application, open: url, options: openOptions)
    }

    /// Performs the device's requests, in the order it sent them.
    func handleDeviceRequests() {
        guard let deviceServices else { return }
        let requests = heldDeviceRequests + deviceServices.takeDeviceRequests()
        heldDeviceRequests = []
        for request in requests where !isTerminated {
            switch request {
            case .lifecycle(let state):
                perform(state)
            case .openURL(let string, let source):
                guard let url = URL(string: string) else {
                    UIKitDiagnostics.log("device: cannot open \(string.debugDescription): not a URL")
                    continue
                }
                deliverOpenedURL(url, sourceApplication: source.isEmpty ? nil : source)
            case .openURLAnswered(let token, let opened):
                deviceURLCompletions.removeValue(forKey: token)?(opened)
            }
        }
    }

    /// Moves the app to `state` through ``AppLifecycle`` and tells the device.
    private func perform(_ state: HostLifecycleState) {
        let now = host.clock.now
        switch state {
        case .active:
            lifecycle.becomeActive()
        case .inactive:
            cancelTouches(at: now)
            lifecycle.resignActive()
        case .background:
            cancelTouches(at: now)
            lifecycle.enterBackground()
        case .foreground:
            lifecycle.enterForeground()
        case .terminated:
            cancelTouches(at: now)
            deviceRequestedTermination = true
            terminate()
            return
        }
        // Tasks begun in the callbacks are known to the device before it decides to suspend the app.
        deviceServices?.reportBackgroundTaskCount(application.backgroundTasks.count)
        deviceServices?.reportLifecycleReached(state)
    }

    /// Hands a URL another app opened to the scene delegate or the app delegate.
    private func deliverOpenedURL(_ url: URL, sourceApplication source: String?) {
        if application.usesSceneLifecycle, let scene = application.sceneList.first {
            let context = UIOpenURLContext(url: url, options: UIScene.OpenURLOptions(sourceApplication: source))
            scene.delegate?.scene(scene, openURLContexts: [context])
            return
        }
        guard let delegate = application.delegate else { return }
        var options: [UIApplication.OpenURLOptionsKey: Any] = [:]
        if let source { options[.sourceApplication] = source }
        _ = delegate.application(application, open: url, options: options)
    }

    /// `UIApplication.open` on a device: the request goes to the device; `completion` runs with its answer
    /// (false at once when the link is gone).
    func openOnDevice(_ url: URL, completion: (@MainActor (Bool) -> Void)?) {
        guard let token = deviceServices?.requestOpenURL(url.absoluteString) else {
            UIKitDiagnostics.log("open(_:): the device did not take \(url.absoluteString)")
            completion?(false)
            return
        }
        if let completion { deviceURLCompletions[token] = completion }
    }

    /// Whether `canOpenURL` may ask about `scheme`: always before iOS 9 (the iPhone OS 3 and 4 profiles); on the
    /// modern profile only for schemes listed under `LSApplicationQueriesSchemes`.
    func mayQueryURLScheme(_ scheme: String) -> Bool {
        !profile.hasModernInterface || queryableURLSchemes.contains(scheme)
    }
}
