// SPDX-License-Identifier: Apache-2.0

/// One instance of the app's interface, with its own life cycle (iOS 13): connected, in the foreground (active or
/// inactive), in the background, disconnected.
///
/// A scene-based app (one whose Info.plist has a `UIApplicationSceneManifest`, or whose app delegate's
/// `application(_:configurationForConnecting:options:)` names a scene delegate class) gets its interface
/// life-cycle callbacks on the scene's ``delegate`` instead of the app delegate; see `UISceneDelegate` for the
/// order. An app without one still has a scene, as on iOS 13 and later: a `UIWindowScene` without a delegate that
/// holds the app's windows and posts the scene notifications beside the app delegate's callbacks.
///
/// UIKit creates scenes; apps do not (`init()` is unavailable, as on Apple). The scene's next responder is the
/// application.
@preconcurrency @MainActor
open class UIScene: UIResponder {
    /// Where a scene is in its life cycle.
    public enum ActivationState: Int, Sendable {
        /// Not connected to the app (before `scene(_:willConnectTo:options:)` and after `sceneDidDisconnect`).
        case unattached = -1
        /// On screen and receiving events.
        case foregroundActive = 0
        /// On screen but not receiving events (launching, interrupted by a call, locked).
        case foregroundInactive = 1
        /// Off screen.
        case background = 2
    }

    /// The session the scene belongs to.
    public let session: UISceneSession
    /// The scene's delegate, held strongly (as on Apple): UIKit creates it from the configuration's
    /// `delegateClass` before `scene(_:willConnectTo:options:)`; the app may replace it.
    open var delegate: UISceneDelegate?
    /// Where the scene is in its life cycle.
    open package(set) var activationState: ActivationState = .unattached
    /// The scene's title (shown by app switchers on other platforms; recorded here).
    open var title: String! = ""

    /// Creates a scene for `session`; UIKit calls it when the session connects. The scene is unattached until
    /// then.
    public init(session: UISceneSession, connectionOptions: UIScene.ConnectionOptions) {
        self.session = session
        super.init()
        session.scene = self
    }

    /// The application, after the scene.
    open override var next: UIResponder? { UIApplication.sharedIfPresent }

    /// Posted when a scene connects, after its delegate's `scene(_:willConnectTo:options:)`; the object is the
    /// scene.
    public static let willConnectNotification = Notification.Name("UISceneWillConnectNotification")
    /// Posted when a scene disconnects, after its delegate's `sceneDidDisconnect(_:)`; the object is the scene.
    public static let didDisconnectNotification = Notification.Name("UISceneDidDisconnectNotification")
    /// Posted when a scene became active, after `sceneDidBecomeActive(_:)`; the object is the scene.
    public static let didActivateNotification = Notification.Name("UISceneDidActivateNotification")
    /// Posted when a scene is about to resign active, after `sceneWillResignActive(_:)`; the object is the scene.
    public static let willDeactivateNotification = Notification.Name("UISceneWillDeactivateNotification")
    /// Posted when a scene is about to enter the foreground, after `sceneWillEnterForeground(_:)`; the object is
    /// the scene.
    public static let willEnterForegroundNotification = Notification.Name("UISceneWillEnterForegroundNotification")
    /// Posted when a scene entered the background, after `sceneDidEnterBackground(_:)`; the object is the scene.
    public static let didEnterBackgroundNotification = Notification.Name("UISceneDidEnterBackgroundNotification")
}

extension UIScene {
    /// Why and with what a scene connects: the URLs it should open (iOS 13).
    @preconcurrency @MainActor
    open class ConnectionOptions: NSObject {
        /// The URLs the scene was launched to open (from the launch options' `.url`); empty otherwise.
        public let urlContexts: Set<UIOpenURLContext>
        /// The bundle identifier of the app that asked to open the URLs, when known.
        public let sourceApplication: String?
        /// The type of the activity the scene was launched to continue (Handoff), if any.
        public var handoffUserActivityType: String? { userActivities.first?.activityType }
        /// The activities the scene was launched to continue (from the launch options' `.userActivityDictionary`).
        public let userActivities: Set<NSUserActivity>
        /// The Home Screen quick action the scene was launched to perform (from the launch options'
        /// `.shortcutItem`).
        public let shortcutItem: UIApplicationShortcutItem?

        package init(urlContexts: Set<UIOpenURLContext> = [], sourceApplication: String? = nil,
                     userActivities: Set<NSUserActivity> = [], shortcutItem: UIApplicationShortcutItem? = nil)
        {
            self.urlContexts = urlContexts
            self.sourceApplication = sourceApplication
            self.userActivities = userActivities
            self.shortcutItem = shortcutItem
        }
    }

    /// How a URL handed to a scene should be opened (iOS 13).
    @preconcurrency @MainActor
    open class OpenURLOptions: NSObject {
        /// The bundle identifier of the app that asked to open the URL, when known.
        public let sourceApplication: String?
        /// The annotation the opening app passed (none on Touchstone).
        public let annotation: Any? = nil
        /// Whether the URL must be opened in place (a document); false on Touchstone.
        public let openInPlace = false

        package init(sourceApplication: String?) { self.sourceApplication = sourceApplication }
    }
}

/// A URL for a scene to open and how to open it, handed to `scene(_:openURLContexts:)` and in
/// `UIScene.ConnectionOptions.urlContexts` (iOS 13).
@preconcurrency @MainActor
open class UIOpenURLContext: NSObject {
    /// The URL to open.
    public let url: URL
    /// How to open it.
    public let options: UIScene.OpenURLOptions

    package init(url: URL, options: UIScene.OpenURLOptions) {
        self.url = url
        self.options = options
    }
}
