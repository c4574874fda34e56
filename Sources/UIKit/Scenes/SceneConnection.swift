// SPDX-License-Identifier: Apache-2.0

/// Connects the app's one scene at launch and decides whose life cycle the app follows (iOS 13).
///
/// After `didFinishLaunchingNotification`: a session for the `.windowApplication` role is made with the scene
/// manifest's first configuration for that role; the app delegate's
/// `application(_:configurationForConnecting:options:)` may return another (its default returns the session's,
/// which is how UIKit knows it was not implemented). The app is scene-based when it has a manifest, or the app
/// delegate returned a configuration of its own (the in-code opt-in Apple documents), and the configuration's
/// `delegateClass` yields a scene delegate; the delegate is created (`ResponderFactory`, its `init()`), set on a
/// new `UIWindowScene`, and gets `scene(_:willConnectTo:options:)`, then `UIScene.willConnectNotification` is
/// posted. An app without a manifest, or whose scene delegate cannot be made (logged), keeps the app-delegate life
/// cycle; its windows belong to a scene without a delegate, as on iOS 13 and later.
@MainActor
package enum SceneConnection {
    package static func connect(_ application: UIApplication, launchOptions: [UIApplication.LaunchOptionsKey: Any]?) {
        let role = UISceneSession.Role.windowApplication
        let manifest = application.sceneManifest
        let initial = manifest?.initialConfiguration(for: role) ?? UISceneConfiguration(unfilledName: nil, role: role)
        let session = UISceneSession(role: role, configuration: initial)
        let options = connectionOptions(launchOptions)
        let configuration = application.delegate?.application(
            application, configurationForConnecting: session, options: options) ?? initial
        var sceneDelegate: UISceneDelegate?
        if manifest != nil || configuration !== initial {
            sceneDelegate = makeDelegate(configuration)
            if sceneDelegate == nil {
                UIKitDiagnostics.log("scene configuration \"\(configuration.name ?? "(no name)")\" has no usable scene "
                    + "delegate class; the app keeps the app delegate's life cycle")
            }
        }
        if let sceneClass = configuration.sceneClass, sceneClass != UIWindowScene.self {
            UIKitDiagnostics.log("scene class \(sceneClass) is not supported; the scene is a UIWindowScene")
        }
        if let storyboard = configuration.storyboardName, sceneDelegate != nil {
            UIKitDiagnostics.log("storyboard \"\(storyboard)\" is not loaded (no storyboards on Touchstone); "
                + "the scene delegate must make the window")
        }
        session.configuration = configuration
        let scene = UIWindowScene(session: session, connectionOptions: options)
        application.sessionList = [session]
        application.sceneList = [scene]
        application.usesSceneLifecycle = sceneDelegate != nil
        if let sceneDelegate {
            scene.delegate = sceneDelegate
            sceneDelegate.scene(scene, willConnectTo: session, options: options)
        }
        NotificationCenter.default.post(name: UIScene.willConnectNotification, object: scene)
    }

    /// Why the app was launched, as the scene's connection options: the URL to open (`.url`, with
    /// `.sourceApplication`), the activity to continue (`.userActivityDictionary`), the quick action
    /// (`.shortcutItem`).
    private static func connectionOptions(_ launchOptions: [UIApplication.LaunchOptionsKey: Any]?)
        -> UIScene.ConnectionOptions
    {
        let source = launchOptions?[.sourceApplication] as? String
        let activities = AppRuntime.userActivity(in: launchOptions).map { Set([$0]) } ?? []
        let shortcut = launchOptions?[.shortcutItem] as? UIApplicationShortcutItem
        var contexts: Set<UIOpenURLContext> = []
        if let url = launchOptions?[.url] as? URL {
            contexts.insert(UIOpenURLContext(url: url, options: UIScene.OpenURLOptions(sourceApplication: source)))
        }
        return UIScene.ConnectionOptions(urlContexts: contexts, sourceApplication: source, userActivities: activities,
                                         shortcutItem: shortcut)
    }

    /// An instance of the configuration's delegate class, which must be a `UIResponder` adopting `UISceneDelegate`
    /// (as Xcode's template makes it); nil, logged, otherwise.
    private static func makeDelegate(_ configuration: UISceneConfiguration) -> UISceneDelegate? {
        guard let delegateClass = configuration.delegateClass else { return nil }
        guard let type = delegateClass as? UIResponder.Type, type is UISceneDelegate.Type else {
            UIKitDiagnostics.log("scene delegate class \(delegateClass) is not a UIResponder adopting UISceneDelegate")
            return nil
        }
        return ResponderFactory.make(type) as? UISceneDelegate
    }
}
