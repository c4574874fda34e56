// SPDX-License-Identifier: Apache-2.0

/// The system's record of one instance of the app's interface: its role, its configuration and, while connected,
/// its scene (iOS 13).
///
/// Touchstone's device shows one scene at a time, so a scene-based app has one session, created at launch and
/// kept (in `UIApplication.openSessions`) until the app terminates; sessions are not persisted across launches,
/// so `application(_:didDiscardSceneSessions:)` is never called.
@preconcurrency @MainActor
open class UISceneSession: NSObject {
    /// The kind of interface a session presents.
    public struct Role: RawRepresentable, Hashable, Sendable {
        /// The Info.plist name of the role (`UIWindowSceneSessionRoleApplication`).
        public let rawValue: String
        /// Creates a role from its Info.plist name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The app's main interactive window on the device's screen: the role Touchstone connects.
        public static let windowApplication = Role(rawValue: "UIWindowSceneSessionRoleApplication")
        /// A non-interactive window on an external display (declared for source compatibility; never connected).
        public static let windowExternalDisplayNonInteractive =
            Role(rawValue: "UIWindowSceneSessionRoleExternalDisplayNonInteractive")
    }

    /// A string that identifies the session uniquely for the app's lifetime (a UUID).
    public let persistentIdentifier: String
    /// The role the session plays.
    public let role: Role
    /// The configuration UIKit used, or will use, to create the session's scene.
    open internal(set) var configuration: UISceneConfiguration
    /// The session's scene while it is connected; nil before it connects and after it disconnects.
    open internal(set) weak var scene: UIScene?
    /// App data kept with the session (Apple persists it; Touchstone keeps it for the app's lifetime).
    open var userInfo: [String: Any]?

    init(role: Role, configuration: UISceneConfiguration) {
        self.persistentIdentifier = UUID().uuidString
        self.role = role
        self.configuration = configuration
    }
}

/// What UIKit needs to create a scene: its class and its delegate's class (iOS 13).
///
/// `init(name:sessionRole:)` fills in the classes from the Info.plist's `UIApplicationSceneManifest` entry with
/// that name and role, as UIKit does: the Xcode template's `application(_:configurationForConnecting:options:)`
/// returns `UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)` and the
/// scene delegate comes from the manifest. An unknown name logs Apple's message and leaves the classes nil.
@preconcurrency @MainActor
open class UISceneConfiguration: NSObject, NSCopying {
    /// The configuration's name (`UISceneConfigurationName`), or nil.
    public let name: String?
    /// The role of the sessions the configuration is for.
    public let role: UISceneSession.Role
    /// The class UIKit instantiates as the scene's delegate (a `UIResponder` subclass adopting `UISceneDelegate`,
    /// created with its `init()`); nil: the scene has no delegate.
    open var delegateClass: AnyClass?
    /// The scene's class; nil means `UIWindowScene` for window roles. Touchstone creates `UIWindowScene` itself
    /// only: another class named here is logged and replaced by `UIWindowScene`.
    open var sceneClass: AnyClass?
    /// The manifest's `UISceneStoryboardFile` (Apple's `storyboard` property has no counterpart: there is no
    /// `UIStoryboard` yet). A name here is logged at connection; the scene delegate must make the window.
    package var storyboardName: String?

    /// Creates a configuration named `name` for `sessionRole`, with the classes the Info.plist's scene manifest
    /// gives that name (none when it has no such entry, which is logged when `name` is not nil).
    public init(name: String?, sessionRole: UISceneSession.Role) {
        self.name = name
        self.role = sessionRole
        super.init()
        guard let manifest = UIApplication.sharedIfPresent?.sceneManifest else { return }
        manifest.fill(self)
    }

    /// A copy with the same name, role and classes. Main thread only, as the configuration is.
    nonisolated open func copy(with zone: NSZone? = nil) -> Any {
        MainActor.assumeIsolated { () -> UISceneConfiguration in
            let copy = UISceneConfiguration(unfilledName: name, role: role)
            copy.delegateClass = delegateClass
            copy.sceneClass = sceneClass
            copy.storyboardName = storyboardName
            return copy
        }
    }

    /// A configuration without the manifest's classes (the manifest parser and copies fill them in themselves).
    init(unfilledName name: String?, role: UISceneSession.Role) {
        self.name = name
        self.role = role
        super.init()
    }
}
