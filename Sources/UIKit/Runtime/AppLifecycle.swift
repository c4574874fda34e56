// SPDX-License-Identifier: Apache-2.0

/// The application's state transitions, in the order iPhone OS uses (guide §2.1; background and foreground from
/// iPhone OS 4; scenes from iOS 13).
///
/// Each transition calls one delegate, then posts the app's scene notification (the object is the scene), then the
/// `UIApplication` notification. The delegate is the scene's in a scene-based app (see `UISceneDelegate` for the
/// order), else the app delegate, as before iOS 13; an app without a scene manifest gets exactly the app-delegate
/// callbacks and `UIApplication` notifications of earlier releases.
@MainActor
package struct AppLifecycle {
    let application: UIApplication

    private var delegate: UIApplicationDelegate? { application.delegate }
    /// The app's one connected scene (nil before launch connects it and after termination disconnects it).
    private var scene: UIScene? { application.sceneList.first }

    private func post(_ name: Notification.Name, object: AnyObject) {
        NotificationCenter.default.post(name: name, object: object)
    }

    /// Calls the scene delegate (scene-based app) or the app delegate, then posts the scene's notification and the
    /// application's.
    private func transition(_ sceneCallback: (UISceneDelegate, UIScene) -> Void,
                            _ appCallback: (UIApplicationDelegate) -> Void,
                            posting sceneNotification: Notification.Name, _ appNotification: Notification.Name)
    {
        if application.usesSceneLifecycle {
            if let scene, let sceneDelegate = scene.delegate { sceneCallback(sceneDelegate, scene) }
        } else if let delegate {
            appCallback(delegate)
        }
        if let scene { post(sceneNotification, object: scene) }
        post(appNotification, object: application)
    }

    /// willFinishLaunching → didFinishLaunching (or applicationDidFinishLaunching) → the notification.
    /// Returns false when the delegate declined to launch.
    package func finishLaunching(options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        guard let delegate else { return true }
        let will = delegate.application(application, willFinishLaunchingWithOptions: options)
        let did = delegate.application(application, didFinishLaunchingWithOptions: options)
        post(UIApplication.didFinishLaunchingNotification, object: application)
        return will && did
    }

    /// The launched scene comes on screen: in a scene-based app `sceneWillEnterForeground` and both
    /// will-enter-foreground notifications (iOS sends them at launch too); in others nothing is sent, as before.
    package func enterForegroundAtLaunch() {
        guard application.usesSceneLifecycle else {
            scene?.activationState = .foregroundInactive
            return
        }
        transition({ $0.sceneWillEnterForeground($1) }, { _ in },
                   posting: UIScene.willEnterForegroundNotification, UIApplication.willEnterForegroundNotification)
        scene?.activationState = .foregroundInactive
    }

    package func becomeActive() {
        guard application.applicationState != .active else { return }
        application.applicationState = .active
        scene?.activationState = .foregroundActive
        transition({ $0.sceneDidBecomeActive($1) }, { $0.applicationDidBecomeActive(application) },
                   posting: UIScene.didActivateNotification, UIApplication.didBecomeActiveNotification)
    }

    package func resignActive() {
        guard application.applicationState == .active else { return }
        application.applicationState = .inactive
        transition({ $0.sceneWillResignActive($1) }, { $0.applicationWillResignActive(application) },
                   posting: UIScene.willDeactivateNotification, UIApplication.willResignActiveNotification)
        scene?.activationState = .foregroundInactive
    }

    package func enterBackground() {
        guard application.applicationState != .background else { return }
        resignActive()
        application.applicationState = .background
        scene?.activationState = .background
        application.startBackgroundTime()
        transition({ $0.sceneDidEnterBackground($1) }, { $0.applicationDidEnterBackground(application) },
                   posting: UIScene.didEnterBackgroundNotification, UIApplication.didEnterBackgroundNotification)
    }

    /// Back from the background: `applicationWillEnterForeground` (or the scene's), then active unless
    /// `activate` is false (a quick action or a continued activity is delivered in between, as on iOS).
    package func enterForeground(activate: Bool = true) {
        guard application.applicationState == .background else { return }
        application.stopBackgroundTime()
        application.applicationState = .inactive
        transition({ $0.sceneWillEnterForeground($1) }, { $0.applicationWillEnterForeground(application) },
                   posting: UIScene.willEnterForegroundNotification, UIApplication.willEnterForegroundNotification)
        scene?.activationState = .foregroundInactive
        if activate { becomeActive() }
    }

    /// Resigns active if needed; in a scene-based app disconnects the scene (`sceneDidDisconnect` and its
    /// notification); then `applicationWillTerminate`. The guide allows about 5 seconds; a delegate that takes
    /// longer is reported (it cannot be interrupted).
    package func terminate() {
        resignActive()
        if application.usesSceneLifecycle, let scene { disconnect(scene) }
        let started = ContinuousClock.now
        delegate?.applicationWillTerminate(application)
        post(UIApplication.willTerminateNotification, object: application)
        if ContinuousClock.now - started > .seconds(5) {
            UIKitDiagnostics.log("applicationWillTerminate took longer than the 5 seconds iPhone OS allows")
        }
    }

    /// `sceneDidDisconnect`, its notification, then the scene leaves `connectedScenes` (its session stays open).
    private func disconnect(_ scene: UIScene) {
        scene.delegate?.sceneDidDisconnect(scene)
        post(UIScene.didDisconnectNotification, object: scene)
        scene.activationState = .unattached
        application.sceneList.removeAll { $0 === scene }
    }

    /// The delegate, then every live view controller's `didReceiveMemoryWarning()`, then the notification.
    package func receiveMemoryWarning() {
        delegate?.applicationDidReceiveMemoryWarning(application)
        for controller in application.viewControllers { controller.didReceiveMemoryWarning() }
        post(UIApplication.didReceiveMemoryWarningNotification, object: application)
    }
}
