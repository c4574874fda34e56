// SPDX-License-Identifier: Apache-2.0

extension UIApplication {
    /// The scenes connected to the app (iOS 13): its one `UIWindowScene` once launch connected it, whether or not
    /// the app is scene-based; empty before launch and, in a scene-based app, after termination disconnected it.
    public var connectedScenes: Set<UIScene> { Set(sceneList) }

    /// The app's sessions, connected or not (iOS 13): the one session made at launch.
    public var openSessions: Set<UISceneSession> { Set(sessionList) }

    /// Whether the app declares support for several scenes (`UIApplicationSupportsMultipleScenes`). Touchstone's
    /// device shows one scene either way.
    public var supportsMultipleScenes: Bool { sceneManifest?.supportsMultipleScenes ?? false }
}
