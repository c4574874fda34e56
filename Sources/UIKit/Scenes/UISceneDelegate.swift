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
}

/// A window scene's delegate (iOS 13): the scene callbacks plus the window UIKit shows for the scene. Every member
/// is optional.
@preconcurrency @MainActor
public protocol UIWindowSceneDelegate: UISceneDelegate {
    /// The scene's main window, when the delegate keeps one (Xcode's template declares `var window: UIWindow?`).
    var window: UIWindow? { get set }
}

extension UIWindowSceneDelegate {
    /// Always `nil`, and setting it does nothing: a delegate that wants UIKit to show its window declares its own
    /// `var window`.
    public var window: UIWindow? {
        get { nil }
        set {}
    }
}
