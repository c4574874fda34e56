// SPDX-License-Identifier: Apache-2.0

import UIKit

/// The log every remote test app writes into (one app runs at a time: the tests run on the main actor).
@MainActor
enum RemoteLog {
    static var entries: [String] = []
}

/// A view that records its touches and draws a red square on white, or blue once tapped.
final class RemoteTouchView: UIView {
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        let point = touches.first.map { $0.location(in: self) } ?? .zero
        RemoteLog.entries.append("touchesBegan \(Int(point.x)),\(Int(point.y))")
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        RemoteLog.entries.append("touchesEnded")
        backgroundColor = backgroundColor == .blue ? .red : .blue
    }
}

/// An app delegate with a white window holding a ``RemoteTouchView``; it logs its life cycle and URLs.
final class RemoteAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    var square: RemoteTouchView?
    var launchOptions: [UIApplication.LaunchOptionsKey: Any]?

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        launchOptions = options
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.backgroundColor = .white
        let square = RemoteTouchView(frame: CGRect(x: 60, y: 100, width: 100, height: 80))
        square.backgroundColor = .red
        window.addSubview(square)
        window.makeKeyAndVisible()
        self.window = window
        self.square = square
        RemoteLog.entries.append("didFinishLaunching")
        return true
    }

    func applicationDidBecomeActive(_ application: UIApplication) { RemoteLog.entries.append("didBecomeActive") }
    func applicationWillResignActive(_ application: UIApplication) { RemoteLog.entries.append("willResignActive") }
    func applicationDidEnterBackground(_ application: UIApplication) { RemoteLog.entries.append("didEnterBackground") }
    func applicationWillEnterForeground(_ application: UIApplication) { RemoteLog.entries.append("willEnterForeground") }
    func applicationWillTerminate(_ application: UIApplication) { RemoteLog.entries.append("willTerminate") }

    func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any]) -> Bool {
        RemoteLog.entries.append("open \(url.absoluteString) from \(options[.sourceApplication] as? String ?? "-")")
        return true
    }
}

/// An iPhone OS 3 delegate: it opens URLs only through `application(_:handleOpen:)`.
final class OldRemoteAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func applicationDidFinishLaunching(_ application: UIApplication) {
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.backgroundColor = .white
        window.makeKeyAndVisible()
        self.window = window
    }

    func application(_ application: UIApplication, handleOpen url: URL) -> Bool {
        RemoteLog.entries.append("handleOpen \(url.absoluteString)")
        return true
    }
}

/// The app delegate of a scene-based app (its scene delegate makes the window).
final class RemoteSceneAppDelegate: UIResponder, UIApplicationDelegate {
    func applicationWillTerminate(_ application: UIApplication) { RemoteLog.entries.append("willTerminate") }
}

/// A scene delegate logging its callbacks and the URLs it gets.
final class RemoteSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession,
               options connectionOptions: UIScene.ConnectionOptions) {
        let urls = connectionOptions.urlContexts.map { "\($0.url.absoluteString) from \($0.options.sourceApplication ?? "-")" }
        RemoteLog.entries.append("scene.willConnect" + (urls.isEmpty ? "" : " " + urls.joined()))
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        window.backgroundColor = .white
        window.makeKeyAndVisible()
        self.window = window
    }

    func sceneDidDisconnect(_ scene: UIScene) { RemoteLog.entries.append("scene.didDisconnect") }
    func sceneDidBecomeActive(_ scene: UIScene) { RemoteLog.entries.append("scene.didBecomeActive") }
    func sceneWillResignActive(_ scene: UIScene) { RemoteLog.entries.append("scene.willResignActive") }
    func sceneWillEnterForeground(_ scene: UIScene) { RemoteLog.entries.append("scene.willEnterForeground") }
    func sceneDidEnterBackground(_ scene: UIScene) { RemoteLog.entries.append("scene.didEnterBackground") }
    func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
        for context in URLContexts {
            RemoteLog.entries.append("scene.open \(context.url.absoluteString) from \(context.options.sourceApplication ?? "-")")
        }
    }
}

/// The Info.plist of a scene-based app using ``RemoteSceneDelegate``.
func remoteSceneInfo() -> [String: Any] {
    let configuration: [String: Any] = [
        "UISceneConfigurationName": "Default Configuration",
        "UISceneDelegateClassName": String(reflecting: RemoteSceneDelegate.self),
    ]
    return ["UIApplicationSceneManifest": [
        "UIApplicationSupportsMultipleScenes": false,
        "UISceneConfigurations": ["UIWindowSceneSessionRoleApplication": [configuration]],
    ] as [String: Any]]
}
