// SPDX-License-Identifier: Apache-2.0

import Foundation

/// The app's delegate: told about launch, activation, interruptions, backgrounding, memory pressure and
/// termination (guide §2.1). Every method is optional.
///
/// Launch calls `application(_:willFinishLaunchingWithOptions:)` then
/// `application(_:didFinishLaunchingWithOptions:)`; an app that implements only the iPhone OS 2 method
/// `applicationDidFinishLaunching(_:)` gets that instead (the default of the newer method calls it).
@preconcurrency @MainActor
public protocol UIApplicationDelegate: AnyObject {
    /// The app's window, when the delegate keeps one (optional, as on Apple).
    var window: UIWindow? { get set }

    /// Launch has begun (iOS 6): the first code the app runs. Return false when the app cannot handle the URL in
    /// `launchOptions`: it is then not opened with ``UIApplicationDelegate/application(_:open:options:)`` (launch
    /// goes on, logged).
    func application(_ application: UIApplication,
                     willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool
    /// Launch is almost done: set up the window and its root view controller here. The launch options say why the
    /// app launched (a URL to open, …); return false, as for the method above, when the app cannot handle that URL.
    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool
    /// Launch finished (iPhone OS 2); called by the default of
    /// ``UIApplicationDelegate/application(_:didFinishLaunchingWithOptions:)``.
    func applicationDidFinishLaunching(_ application: UIApplication)
    /// The app became active: restart what ``UIApplicationDelegate/applicationWillResignActive(_:)`` paused.
    func applicationDidBecomeActive(_ application: UIApplication)
    /// The app is about to stop being active (an interruption such as a call or alert, or on the way to the
    /// background): pause ongoing work and timers.
    func applicationWillResignActive(_ application: UIApplication)
    /// The app is in the background: save data and release what can be recreated.
    func applicationDidEnterBackground(_ application: UIApplication)
    /// The app is about to come back to the foreground; it becomes active next.
    func applicationWillEnterForeground(_ application: UIApplication)
    /// The app is about to end: save data. A delegate that takes longer than about 5 seconds is reported.
    func applicationWillTerminate(_ application: UIApplication)
    /// The host simulated memory pressure: free caches and what can be recreated (view controllers are told too).
    func applicationDidReceiveMemoryWarning(_ application: UIApplication)
    /// Asked to open a URL addressed to this app; return whether it was handled. The default calls the iPhone OS 2
    /// method ``application(_:handleOpen:)``, as UIKit does for a delegate that implements only that.
    func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any]) -> Bool
    /// Asked to open a URL addressed to this app (iPhone OS 2 and 3; deprecated in iOS 9 for
    /// ``application(_:open:options:)``); return whether it was handled. The default returns false.
    func application(_ application: UIApplication, handleOpen url: URL) -> Bool
    /// Asked, after launch, for the configuration of the scene about to connect (iOS 13). The default returns the
    /// session's `configuration`, the scene manifest's first for the session's role, as UIKit does when the method
    /// is not implemented; return another (`UISceneConfiguration(name:sessionRole:)` fills its classes from the
    /// manifest entry of that name, or set `delegateClass`) to choose. See `SceneConnection`.
    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                     options: UIScene.ConnectionOptions) -> UISceneConfiguration
    /// Told that the user discarded scene sessions (iOS 13). Touchstone never discards its one session, so this is
    /// never called.
    func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>)
    /// The interface orientations the app allows in `window` (iOS 6); the interface turns only to orientations
    /// both this and the deciding controller allow. The default is the Info.plist's
    /// `UISupportedInterfaceOrientations` (all four without it).
    func application(_ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?)
        -> UIInterfaceOrientationMask
    /// Registration for remote notifications succeeded with `deviceToken` (never on Touchstone, which has no push
    /// service: see ``UIApplication/registerForRemoteNotifications()``).
    func application(_ application: UIApplication, didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data)
    /// Registration for remote notifications failed: on Touchstone always, on the next run-loop turn after
    /// ``UIApplication/registerForRemoteNotifications()``, with Cocoa error 3010 ("remote notifications are not
    /// supported in the simulator").
    func application(_ application: UIApplication, didFailToRegisterForRemoteNotificationsWithError error: any Error)
    /// A remote notification arrived; call `completionHandler` with the result of fetching its content (never
    /// called on Touchstone, which receives no remote notifications).
    func application(_ application: UIApplication, didReceiveRemoteNotification userInfo: [AnyHashable: Any],
                     fetchCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void)
    /// The user chose one of the app's Home Screen quick actions (iOS 9) while it ran, or it launched the app and
    /// `application(_:didFinishLaunchingWithOptions:)` returned true; call `completionHandler` with whether it was
    /// handled. A scene-based app gets it through its window scene delegate instead.
    func application(_ application: UIApplication, performActionFor shortcutItem: UIApplicationShortcutItem,
                     completionHandler: @escaping (Bool) -> Void)
    /// An activity of `userActivityType` is about to be continued (iOS 8): return true when the app tells the user
    /// itself that it is coming, false to let the system do so (the default).
    func application(_ application: UIApplication, willContinueUserActivityWithType userActivityType: String) -> Bool
    /// Continue `userActivity` (Handoff, a search result, a universal link); return whether the app did. Objects
    /// passed to `restorationHandler` get `restoreUserActivityState(_:)`. The default returns false.
    func application(_ application: UIApplication, continue userActivity: NSUserActivity,
                     restorationHandler: @escaping ([any UIUserActivityRestoring]?) -> Void) -> Bool
    /// An activity of `userActivityType` could not be continued.
    func application(_ application: UIApplication, didFailToContinueUserActivityWithType userActivityType: String,
                     error: any Error)
    /// `userActivity` was updated (its `userActivityWillSave(_:)` ran).
    func application(_ application: UIApplication, didUpdate userActivity: NSUserActivity)
    /// A `UILocalNotification` fired while the app was in the foreground (it is not shown), or the user opened
    /// it (iOS 4; deprecated in iOS 10 for User Notifications, which take precedence when the center has a
    /// delegate).
    func application(_ application: UIApplication, didReceive notification: UILocalNotification)
    /// The user answered `registerUserNotificationSettings(_:)`: `notificationSettings` holds what was allowed
    /// (iOS 8).
    func application(_ application: UIApplication, didRegister notificationSettings: UIUserNotificationSettings)
    /// The user chose action `identifier` of `notification` (iOS 8); call `completionHandler` when done.
    func application(_ application: UIApplication, handleActionWithIdentifier identifier: String?,
                     for notification: UILocalNotification, completionHandler: @escaping () -> Void)
}

/// The outcome of fetching content in the background for a remote notification or background fetch.
public enum UIBackgroundFetchResult: UInt, Sendable {
    /// New data was downloaded.
    case newData = 0
    /// There was no new data.
    case noData = 1
    /// The fetch failed.
    case failed = 2
}

extension UIApplicationDelegate {
    /// Always `nil`, and setting it does nothing: a delegate that wants a window declares its own `var window`.
    public var window: UIWindow? {
        get { nil }
        set {}
    }

    /// Returns `true`: launch goes on.
    public func application(_ application: UIApplication,
                            willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?)
        -> Bool
    { true }

    /// Calls ``UIApplicationDelegate/applicationDidFinishLaunching(_:)`` (for iPhone OS 2 delegates) and returns
    /// `true`.
    public func application(_ application: UIApplication,
                            didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?)
        -> Bool
    {
        applicationDidFinishLaunching(application)
        return true
    }

    /// Does nothing.
    public func applicationDidFinishLaunching(_ application: UIApplication) {}
    /// Does nothing.
    public func applicationDidBecomeActive(_ application: UIApplication) {}
    /// Does nothing.
    public func applicationWillResignActive(_ application: UIApplication) {}
    /// Does nothing.
    public func applicationDidEnterBackground(_ application: UIApplication) {}
    /// Does nothing.
    public func applicationWillEnterForeground(_ application: UIApplication) {}
    /// Does nothing.
    public func applicationWillTerminate(_ application: UIApplication) {}
    /// Does nothing (view controllers are still told, and the notification is still posted).
    public func applicationDidReceiveMemoryWarning(_ application: UIApplication) {}
    /// Calls ``UIApplicationDelegate/application(_:handleOpen:)``, whose own default returns `false`.
    public func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any]) -> Bool {
        application(app, handleOpen: url)
    }
    /// Not handled by default.
    public func application(_ application: UIApplication, handleOpen url: URL) -> Bool { false }
    /// Returns the session's ``UISceneSession/configuration``, the manifest's first configuration for its role.
    public func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                            options: UIScene.ConnectionOptions) -> UISceneConfiguration
    {
        connectingSceneSession.configuration
    }
    /// Does nothing (the action is not performed, as when iOS finds the method unimplemented).
    public func application(_ application: UIApplication, performActionFor shortcutItem: UIApplicationShortcutItem,
                            completionHandler: @escaping (Bool) -> Void) {}
    /// Returns false: the system tells the user.
    public func application(_ application: UIApplication, willContinueUserActivityWithType userActivityType: String)
        -> Bool
    { false }
    /// Returns false: the activity was not continued.
    public func application(_ application: UIApplication, continue userActivity: NSUserActivity,
                            restorationHandler: @escaping ([any UIUserActivityRestoring]?) -> Void) -> Bool
    { false }
    /// Does nothing.
    public func application(_ application: UIApplication, didFailToContinueUserActivityWithType userActivityType: String,
                            error: any Error) {}
    /// Does nothing.
    public func application(_ application: UIApplication, didUpdate userActivity: NSUserActivity) {}
    /// Does nothing.
    public func application(_ application: UIApplication, didReceive notification: UILocalNotification) {}
    /// Does nothing.
    public func application(_ application: UIApplication, didRegister notificationSettings: UIUserNotificationSettings) {}
    /// Calls `completionHandler`.
    public func application(_ application: UIApplication, handleActionWithIdentifier identifier: String?,
                            for notification: UILocalNotification, completionHandler: @escaping () -> Void) {
        completionHandler()
    }
    /// Does nothing.
    public func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {}
    /// Returns the Info.plist's `UISupportedInterfaceOrientations` (all four orientations without it).
    public func application(_ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?)
        -> UIInterfaceOrientationMask
    {
        application.infoPlistInterfaceOrientations
    }
    /// Does nothing.
    public func application(_ application: UIApplication,
                            didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data) {}
    /// Does nothing.
    public func application(_ application: UIApplication,
                            didFailToRegisterForRemoteNotificationsWithError error: any Error) {}
    /// Does nothing (the handler is not called).
    public func application(_ application: UIApplication, didReceiveRemoteNotification userInfo: [AnyHashable: Any],
                            fetchCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void) {}
}
