// SPDX-License-Identifier: Apache-2.0

import UIKit

/// The Info.plist of a scene-based app whose one configuration names `delegateClassName`.
func sceneManifestInfo(delegateClassName: String = String(reflecting: LoggingSceneDelegate.self),
                       extra: [String: Any] = [:]) -> [String: Any]
{
    let configuration: [String: Any] = [
        "UISceneConfigurationName": "Default Configuration", "UISceneDelegateClassName": delegateClassName,
    ]
    let manifest: [String: Any] = [
        "UIApplicationSupportsMultipleScenes": false,
        "UISceneConfigurations": ["UIWindowSceneSessionRoleApplication": [configuration]],
    ]
    return extra.merging(["UIApplicationSceneManifest": manifest]) { $1 }
}

/// An app delegate of a scene-based app: `LoggingDelegate`'s log (no window of its own) with the scene delegate's
/// callbacks (`scene.…`) and the scene notifications (`N:scene.…`) in it.
final class SceneAppDelegate: LoggingDelegate {
    var launchOptionURL: URL?
    /// Whether `application(_:configurationForConnecting:options:)` returns its own configuration (the template's).
    var chooseConfiguration = true

    init() {
        super.init(observing: [
            (UIScene.willConnectNotification, "N:scene.willConnect"),
            (UIScene.didDisconnectNotification, "N:scene.didDisconnect"),
            (UIScene.didActivateNotification, "N:scene.didActivate"),
            (UIScene.willDeactivateNotification, "N:scene.willDeactivate"),
            (UIScene.willEnterForegroundNotification, "N:scene.willEnterForeground"),
            (UIScene.didEnterBackgroundNotification, "N:scene.didEnterBackground"),
        ])
        makeWindow = false
    }

    override func application(_ application: UIApplication,
                              didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        launchOptionURL = options?[.url] as? URL
        return super.application(application, didFinishLaunchingWithOptions: options)
    }

    override func application(_ application: UIApplication,
                              configurationForConnecting connectingSceneSession: UISceneSession,
                              options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        log.append("configurationForConnecting")
        guard chooseConfiguration else { return connectingSceneSession.configuration }
        return UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
    }

    override func application(_ app: UIApplication, open url: URL,
                              options: [UIApplication.OpenURLOptionsKey: Any]) -> Bool {
        log.append("app.open")
        return true
    }
}

/// A scene delegate that makes a white window with a red root view and logs its callbacks in the app delegate's
/// log (or its own, when the app has no `SceneAppDelegate`).
final class LoggingSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    var ownLog: [String] = []
    var connectionURLs: [URL] = []
    var openedURLs: [URL] = []

    private func record(_ entry: String) {
        if let app = UIApplication.shared.delegate as? SceneAppDelegate {
            app.log.append(entry)
        } else {
            ownLog.append(entry)
        }
    }

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession,
               options connectionOptions: UIScene.ConnectionOptions) {
        record("scene.willConnect")
        connectionURLs = connectionOptions.urlContexts.map(\.url)
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        let root = UIViewController()
        root.view.backgroundColor = .red
        window.rootViewController = root
        window.makeKeyAndVisible()
        self.window = window
    }

    func sceneDidDisconnect(_ scene: UIScene) { record("scene.didDisconnect") }
    func sceneDidBecomeActive(_ scene: UIScene) { record("scene.didBecomeActive") }
    func sceneWillResignActive(_ scene: UIScene) { record("scene.willResignActive") }
    func sceneWillEnterForeground(_ scene: UIScene) { record("scene.willEnterForeground") }
    func sceneDidEnterBackground(_ scene: UIScene) { record("scene.didEnterBackground") }
    func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
        record("scene.openURLContexts")
        openedURLs += URLContexts.map(\.url)
    }
}

/// A scene delegate that implements nothing (every method has a default).
final class EmptySceneDelegate: UIResponder, UIWindowSceneDelegate {}

/// A class that is not a scene delegate, named by a malformed manifest.
final class NotASceneDelegate: UIResponder {}
