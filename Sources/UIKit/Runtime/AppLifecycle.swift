// SPDX-License-Identifier: Apache-2.0

/// The application's state transitions, each calling the delegate and then posting the notification, in the
/// order iPhone OS uses (guide §2.1; background and foreground from iPhone OS 4).
@MainActor
package struct AppLifecycle {
    let application: UIApplication

    private var delegate: UIApplicationDelegate? { application.delegate }

    private func post(_ name: Notification.Name) {
        NotificationCenter.default.post(name: name, object: application)
    }

    /// willFinishLaunching → didFinishLaunching (or applicationDidFinishLaunching) → the notification.
    /// Returns false when the delegate declined to launch.
    package func finishLaunching(options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        guard let delegate else { return true }
        let will = delegate.application(application, willFinishLaunchingWithOptions: options)
        let did = delegate.application(application, didFinishLaunchingWithOptions: options)
        post(UIApplication.didFinishLaunchingNotification)
        return will && did
    }

    package func becomeActive() {
        guard application.applicationState != .active else { return }
        application.applicationState = .active
        delegate?.applicationDidBecomeActive(application)
        post(UIApplication.didBecomeActiveNotification)
    }

    package func resignActive() {
        guard application.applicationState == .active else { return }
        application.applicationState = .inactive
        delegate?.applicationWillResignActive(application)
        post(UIApplication.willResignActiveNotification)
    }

    package func enterBackground() {
        guard application.applicationState != .background else { return }
        resignActive()
        application.applicationState = .background
        delegate?.applicationDidEnterBackground(application)
        post(UIApplication.didEnterBackgroundNotification)
    }

    package func enterForeground() {
        guard application.applicationState == .background else { return }
        application.applicationState = .inactive
        delegate?.applicationWillEnterForeground(application)
        post(UIApplication.willEnterForegroundNotification)
        becomeActive()
    }

    /// Resigns active if needed, then `applicationWillTerminate`. The guide allows about 5 seconds; a delegate
    /// that takes longer is reported (it cannot be interrupted).
    package func terminate() {
        resignActive()
        let started = ContinuousClock.now
        delegate?.applicationWillTerminate(application)
        post(UIApplication.willTerminateNotification)
        if ContinuousClock.now - started > .seconds(5) {
            UIKitDiagnostics.log("applicationWillTerminate took longer than the 5 seconds iPhone OS allows")
        }
    }

    /// The delegate, then every live view controller's `didReceiveMemoryWarning()`, then the notification.
    package func receiveMemoryWarning() {
        delegate?.applicationDidReceiveMemoryWarning(application)
        for controller in application.viewControllers { controller.didReceiveMemoryWarning() }
        post(UIApplication.didReceiveMemoryWarningNotification)
    }
}
