// SPDX-License-Identifier: Apache-2.0

/// A scene's life-cycle callbacks (iOS 13). Every method is optional.
///
/// UIKit creates the delegate from the scene configuration's `delegateClass` (the Info.plist's
/// `UISceneDelegateClassName`; a `UIResponder` subclass, made with its `init()`) and calls, on Touchstone's one
/// scene, each method and then posts the matching `UIScene` notification and then the `UIApplication` one:
/// - launch: the app delegate's `willFinishLaunching` and `didFinishLaunching` and `didFinishLaunchingNotification`,
///   `application(_:configurationForConnecting:options:)`, the delegate created,
///   `scene(_:willConnectTo:options:)` (+ `willConnectNotification`), `sceneWillEnterForeground(_:)`
///   (+ both `willEnterForegroundNotification`s), `sceneDidBecomeActive(_:)` (+ `didActivateNotification`,
///   `didBecomeActiveNotification`), the first frame;
/// - home button: `sceneWillResignActive(_:)`, `sceneDidEnterBackground(_:)`; again: `sceneWillEnterForeground(_:)`,
///   `sceneDidBecomeActive(_:)`;
/// - lock, incoming call: `sceneWillResignActive(_:)`; unlock, call ended: `sceneDidBecomeActive(_:)`;
/// - termination: `sceneWillResignActive(_:)` if active, `sceneDidDisconnect(_:)` (+ `didDisconnectNotification`),
///   then the app delegate's `applicationWillTerminate(_:)`, the order iOS sends when the user closes a foreground
///   app in the app switcher (Apple documents that the system disconnects a scene it closes).
///
/// The app delegate's `applicationDidBecomeActive`, `applicationWillResignActive`,
/// `applicationDidEnterBackground` and `applicationWillEnterForeground` are not called in a scene-based app, as
/// Apple documents; the `UIApplication` notifications still are.
@preconcurrency @MainActor
public protocol UISceneDelegate: AnyObject {
    /// The scene is connecting to the app: configure its windows here (`UIWindow(windowScene:)`).
    func scene(_ scene: UIScene, willConnectTo session: UISceneSession,
               options connectionOptions: UIScene.ConnectionOptions)
    /// UIKit removed the scene from the app; release what it used.
    func sceneDidDisconnect(_ scene: UIScene)
    /// The scene became active and receives events.
    func sceneDidBecomeActive(_ scene: UIScene)
    /// The scene is about to stop receiving events (home button, lock, incoming call, termination).
    func sceneWillResignActive(_ scene: UIScene)
    /// The scene is about to come on screen (at launch, and back from the background).
    func sceneWillEnterForeground(_ scene: UIScene)
    /// The scene went off screen.
    func sceneDidEnterBackground(_ scene: UIScene)
    /// Asked to open URLs addressed to the app (`UIApplication.open(_:options:completionHandler:)` with a scheme
    /// the app declares under `CFBundleURLTypes`), instead of the app delegate's `application(_:open:options:)`.
    func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>)
    /// An activity of `userActivityType` is about to be continued in the running scene.
    func scene(_ scene: UIScene, willContinueUserActivityWithType userActivityType: String)
    /// Continue `userActivity` (Handoff, a search result, a universal link) in the running scene; at launch the
    /// activity comes in the connection options' `userActivities` instead.
    func scene(_ scene: UIScene, continue userActivity: NSUserActivity)
    /// An activity of `userActivityType` could not be continued.
    func scene(_ scene: UIScene, didFailToContinueUserActivityWithType userActivityType: String, error: any Error)
    /// The activity that restores the scene's state later (kept in its session's `stateRestorationActivity` when
    /// the scene goes to the background). The default returns nil.
    func stateRestorationActivity(for scene: UIScene) -> NSUserActivity?
    /// `userActivity` was updated.
    func scene(_ scene: UIScene, didUpdate userActivity: NSUserActivity)
}

extension UISceneDelegate {
    /// Does nothing.
    public func scene(_ scene: UIScene, willConnectTo session: UISceneSession,
                      options connectionOptions: UIScene.ConnectionOptions) {}
    /// Does nothing.
    public func sceneDidDisconnect(_ scene: UIScene) {}
    /// Does nothing.
    public func sceneDidBecomeActive(_ scene: UIScene) {}
    /// Does nothing.
    public func sceneWillResignActive(_ scene: UIScene) {}
    /// Does nothing.
    public func sceneWillEnterForeground(_ scene: UIScene) {}
    /// Does nothing.
    public func sceneDidEnterBackground(_ scene: UIScene) {}
    /// Does nothing: the URLs are not opened.
    public func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {}
    /// Does nothing.
    public func scene(_ scene: UIScene, willContinueUserActivityWithType userActivityType: String) {}
    /// Does nothing: the activity is not continued.
    public func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {}
    /// Does nothing.
    public func scene(_ scene: UIScene, didFailToContinueUserActivityWithType userActivityType: String,
                      error: any Error) {}
    /// Returns nil: nothing to restore.
    public func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? { nil }
    /// Does nothing.
    public func scene(_ scene: UIScene, didUpdate userActivity: NSUserActivity) {}
}

/// A window scene's delegate (iOS 13): the scene callbacks plus the window UIKit shows for the scene. Every member
/// is optional.
@preconcurrency @MainActor
public protocol UIWindowSceneDelegate: UISceneDelegate {
    /// The scene's main window, when the delegate keeps one (Xcode's template declares `var window: UIWindow?`).
    var window: UIWindow? { get set }
    /// The user chose one of the app's Home Screen quick actions while the scene ran (at launch it comes in the
    /// connection options' `shortcutItem` instead); call `completionHandler` with whether it was handled.
    func windowScene(_ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem,
                     completionHandler: @escaping (Bool) -> Void)
}

extension UIWindowSceneDelegate {
    /// Always `nil`, and setting it does nothing: a delegate that wants UIKit to show its window declares its own
    /// `var window`.
    public var window: UIWindow? {
        get { nil }
        set {}
    }

    /// Does nothing: the action is not performed.
    public func windowScene(_ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem,
                            completionHandler: @escaping (Bool) -> Void) {}
}
