// SPDX-License-Identifier: Apache-2.0

/// A scene that shows the app's windows on a screen (iOS 13): the kind of scene Touchstone connects.
///
/// Its windows are the app's windows whose `windowScene` is this scene (`UIWindow(windowScene:)` makes them), back
/// to front. In an app without a scene manifest every window belongs to the app's one scene, as on iOS 13 and
/// later.
@preconcurrency @MainActor
open class UIWindowScene: UIScene {
    /// The windows attached to the scene, back to front (by window level, then order of showing), shown or not.
    open var windows: [UIWindow] {
        (UIApplication.sharedIfPresent?.windows ?? []).filter { $0.windowScene === self }
    }

    /// The scene's key window: the one of its windows that receives keyboard and motion events (iOS 15).
    open var keyWindow: UIWindow? { windows.first { $0.isKeyWindow } }

    /// The screen the scene is on: the device's.
    open var screen: UIScreen { UIApplication.sharedIfPresent?.runtime?.screen ?? .main }

    /// The interface's orientation (follows the device as it rotates, like `statusBarOrientation`).
    open var interfaceOrientation: UIInterfaceOrientation {
        UIApplication.sharedIfPresent?.statusBarOrientation ?? .portrait
    }

    /// The status bar's state for this scene.
    open private(set) lazy var statusBarManager: UIStatusBarManager? = UIStatusBarManager()
}

/// The status bar's state as a scene sees it (iOS 13): read-only views of the application's status bar settings.
@preconcurrency @MainActor
open class UIStatusBarManager: NSObject {
    /// The status bar's look.
    open var statusBarStyle: UIStatusBarStyle { UIApplication.sharedIfPresent?.statusBarStyle ?? .default }
    /// Whether the status bar is hidden.
    open var isStatusBarHidden: Bool { UIApplication.sharedIfPresent?.isStatusBarHidden ?? false }
    /// The status bar's rectangle in screen coordinates (zero when hidden).
    open var statusBarFrame: CGRect { UIApplication.sharedIfPresent?.statusBarFrame ?? .zero }

    override init() { super.init() }
}
