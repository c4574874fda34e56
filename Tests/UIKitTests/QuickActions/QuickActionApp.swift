// SPDX-License-Identifier: Apache-2.0

import UIKit

/// An app delegate that logs launch, life cycle, quick actions and continued activities, with a window.
final class QuickActionDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    var log: [String] = []
    var launchShortcut: UIApplicationShortcutItem?
    var launchActivityType: String?
    var performed: [UIApplicationShortcutItem] = []
    var continued: [NSUserActivity] = []
    var finishLaunching = true
    var handlesActions = true
    /// Objects handed to the restoration handler.
    var restorers: [UIResponder] = []

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        log.append("didFinishLaunching")
        launchShortcut = launchOptions?[.shortcutItem] as? UIApplicationShortcutItem
        let activity = launchOptions?[.userActivityDictionary] as? [AnyHashable: Any]
        launchActivityType = activity?[UIApplication.LaunchOptionsKey.userActivityType] as? String
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = UIViewController()
        window.makeKeyAndVisible()
        self.window = window
        return finishLaunching
    }

    func applicationDidBecomeActive(_ application: UIApplication) { log.append("didBecomeActive") }
    func applicationWillEnterForeground(_ application: UIApplication) { log.append("willEnterForeground") }
    func applicationDidEnterBackground(_ application: UIApplication) { log.append("didEnterBackground") }

    func application(_ application: UIApplication, performActionFor shortcutItem: UIApplicationShortcutItem,
                     completionHandler: @escaping (Bool) -> Void) {
        log.append("performActionFor \(shortcutItem.type)")
        performed.append(shortcutItem)
        completionHandler(handlesActions)
    }

    func application(_ application: UIApplication, willContinueUserActivityWithType userActivityType: String) -> Bool {
        log.append("willContinue \(userActivityType)")
        return true
    }

    func application(_ application: UIApplication, continue userActivity: NSUserActivity,
                     restorationHandler: @escaping ([any UIUserActivityRestoring]?) -> Void) -> Bool {
        log.append("continue \(userActivity.activityType)")
        continued.append(userActivity)
        restorationHandler(restorers)
        return true
    }
}

/// A scene delegate that logs quick actions and continued activities, and what its connection options held.
final class QuickActionSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    nonisolated(unsafe) static var last: QuickActionSceneDelegate?
    var log: [String] = []
    var connectionShortcut: UIApplicationShortcutItem?
    var connectionActivities: Set<NSUserActivity> = []
    var connectionHandoffType: String?

    override init() {
        super.init()
        Self.last = self
    }

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession,
               options connectionOptions: UIScene.ConnectionOptions) {
        connectionShortcut = connectionOptions.shortcutItem
        connectionActivities = connectionOptions.userActivities
        connectionHandoffType = connectionOptions.handoffUserActivityType
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = UIViewController()
        window.makeKeyAndVisible()
        self.window = window
    }

    func sceneDidBecomeActive(_ scene: UIScene) { log.append("sceneDidBecomeActive") }
    func sceneWillEnterForeground(_ scene: UIScene) { log.append("sceneWillEnterForeground") }

    func windowScene(_ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem,
                     completionHandler: @escaping (Bool) -> Void) {
        log.append("windowScene.performActionFor \(shortcutItem.type)")
        completionHandler(true)
    }

    func scene(_ scene: UIScene, willContinueUserActivityWithType userActivityType: String) {
        log.append("scene.willContinue \(userActivityType)")
    }

    func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {
        log.append("scene.continue \(userActivity.activityType)")
    }
}

/// An app delegate for the scene-based app (no window of its own).
final class QuickActionSceneAppDelegate: UIResponder, UIApplicationDelegate {
    var performedByApp: [String] = []

    func application(_ application: UIApplication, performActionFor shortcutItem: UIApplicationShortcutItem,
                     completionHandler: @escaping (Bool) -> Void) {
        performedByApp.append(shortcutItem.type)
    }
}

/// A scene-based Info.plist whose configuration names ``QuickActionSceneDelegate``.
func quickActionSceneInfo() -> [String: Any] {
    let configuration: [String: Any] = [
        "UISceneConfigurationName": "Default Configuration",
        "UISceneDelegateClassName": String(reflecting: QuickActionSceneDelegate.self),
    ]
    return ["UIApplicationSceneManifest": [
        "UIApplicationSupportsMultipleScenes": false,
        "UISceneConfigurations": ["UIWindowSceneSessionRoleApplication": [configuration]],
    ] as [String: Any]]
}

/// A shortcut item subclass overriding the short initialiser, which Apple declares designated.
final class TaggedShortcutItem: UIApplicationShortcutItem {
    override init(type: String, localizedTitle: String) {
        super.init(type: "tagged." + type, localizedTitle: localizedTitle)
    }
}
