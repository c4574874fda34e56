// SPDX-License-Identifier: Apache-2.0

/// The app's central coordinator: its windows, its delegate, event routing and app-wide state (guide §2.1).
///
/// There is one per app (`shared`), created by `UIApplicationMain`. It coordinates; it does not poll devices or
/// own the compositor — the runtime behind it does (see docs/ARCHITECTURE.md, "Application runtime").
@preconcurrency @MainActor
open class UIApplication: UIResponder {
    /// The app's state.
    public enum State: Int, Sendable {
        case active, inactive, background
    }

    /// Keys of the launch options dictionary.
    public struct LaunchOptionsKey: RawRepresentable, Hashable, Sendable {
        /// The key's name, as UIKit spells it (`UIApplicationLaunchOptionsURLKey`, …).
        public let rawValue: String
        /// Creates a key from its name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The `URL` the app was launched to open (when the host asks for one); a scene-based app gets it as the
        /// scene's `urlContexts` instead.
        public static let url = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsURLKey")
        /// The bundle identifier (`String`) of the app that asked to open ``UIApplication/LaunchOptionsKey/url``.
        public static let sourceApplication = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsSourceApplicationKey")
        /// The Home Screen quick action (`UIApplicationShortcutItem`) the app was launched to perform (iOS 9); a
        /// scene-based app gets it in its connection options' `shortcutItem` instead.
        public static let shortcutItem = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsShortcutItemKey")
        /// The activity the app was launched to continue (iOS 8): a dictionary holding the activity type under
        /// ``userActivityType`` and the `NSUserActivity` under `"UIApplicationLaunchOptionsUserActivityKey"`.
        public static let userActivityDictionary =
            LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsUserActivityDictionaryKey")
        /// The type (`String`) of the activity the app was launched to continue (inside
        /// ``userActivityDictionary``).
        public static let userActivityType = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsUserActivityTypeKey")
        /// The `UILocalNotification` whose alert the user opened to launch the app (iOS 4).
        public static let localNotification = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsLocalNotificationKey")
    }

    /// Keys of the open-URL options dictionary.
    public struct OpenURLOptionsKey: RawRepresentable, Hashable, Sendable {
        /// The key's name, as UIKit spells it (`UIApplicationOpenURLOptionsSourceApplicationKey`, …).
        public let rawValue: String
        /// Creates a key from its name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The bundle identifier (`String`) of the app that asked to open the URL, when the host tells it.
        public static let sourceApplication = OpenURLOptionsKey(rawValue: "UIApplicationOpenURLOptionsSourceApplicationKey")
    }

    package static var sharedIfPresent: UIApplication?

    /// The app's application object. Before `UIApplicationMain` runs there is none: a detached one is created
    /// (logged) so the call is safe, but it has no host and shows nothing. Main thread only: from another thread it
    /// prints the Main Thread Checker's report and stops the process (see `MainThreadChecker`).
    public static var shared: UIApplication {
        MainThreadChecker.check("+[UIApplication sharedApplication]")
        if let app = sharedIfPresent { return app }
        UIKitDiagnostics.log("UIApplication.shared used before UIApplicationMain; creating a detached application")
        let app = UIApplication()
        sharedIfPresent = app
        return app
    }

    /// The app delegate (held strongly by the runtime, weakly here, as on Apple).
    open weak var delegate: UIApplicationDelegate?

    /// Whether the app is active, inactive (launching, interrupted, locked) or in the background.
    open package(set) var applicationState: State = .inactive
    /// The app's windows, held weakly: as on iPhone OS the app keeps its windows (the delegate's `window`), and a
    /// window nobody keeps goes away.
    private var windowRefs: [WeakWindow] = []
    private var windowList: [UIWindow] { windowRefs.compactMap(\.window) }
    /// Windows UIKit itself keeps alive while they show (the Undo/Redo alert); they are listed in ``windows``
    /// like the app's.
    package var systemWindows: [UIWindow] = []
    private weak var keyWindowStorage: UIWindow?
    private var ignoreCount = 0
    /// The responder that gets motion and editing events.
    package weak var firstResponder: UIResponder?
    /// The runtime running this app (nil for a detached application).
    package weak var runtime: AppRuntime?
    private var viewControllerList: [WeakViewController] = []
    /// The Info.plist's scene manifest (nil: the app has none); read by `UISceneConfiguration(name:sessionRole:)`.
    package var sceneManifest: SceneManifest?
    /// The connected scenes (`connectedScenes`) and the open sessions (`openSessions`): one each after launch.
    package var sceneList: [UIScene] = []
    package var sessionList: [UISceneSession] = []
    /// Whether the scene delegate, not the app delegate, gets the interface life cycle (see `SceneConnection`).
    package var usesSceneLifecycle = false
    /// The notifications scheduled as `UILocalNotification`s and the registered settings (iOS 4 and 8 API).
    package let localNotifications = LocalNotificationRegistry()
    /// The Info.plist's `UIApplicationShortcutItems` (the static quick actions).
    package var staticShortcutItems: [UIApplicationShortcutItem] = []

    /// The app's dynamic Home Screen quick actions (iOS 9), shown after the static ones from the Info.plist's
    /// `UIApplicationShortcutItems`. The items are copied in and out, as on iOS.
    open var shortcutItems: [UIApplicationShortcutItem]? {
        get { dynamicShortcutItems?.map { $0.copy() as! UIApplicationShortcutItem } }
        set { dynamicShortcutItems = newValue?.map { $0.copy() as! UIApplicationShortcutItem } }
    }
    private var dynamicShortcutItems: [UIApplicationShortcutItem]?

    /// Every quick action the Home Screen offers: the static ones, then the dynamic ones.
    package var homeScreenShortcutItems: [UIApplicationShortcutItem] { staticShortcutItems + (dynamicShortcutItems ?? []) }

    /// Creates an application object; `UIApplicationMain` makes the one an app uses (a subclass may be named).
    public override init() {
        super.init()
    }

    // MARK: Windows

    /// The app's visible and hidden windows, back to front (by window level, then order of showing), as Apple
    /// documents it: every window the app created, shown or not. System windows (the status bar) are not listed.
    open var windows: [UIWindow] { windowList }

    /// The shown windows, back to front: the ones drawn and hit-tested.
    package var visibleWindows: [UIWindow] { windowList.filter { !$0.isHidden } }

    /// The window receiving keyboard and motion events.
    open var keyWindow: UIWindow? { keyWindowStorage }

    package func register(_ window: UIWindow) {
        windowRefs.removeAll { $0.window == nil || $0.window === window }
        windowRefs.append(WeakWindow(window: window))
        windowOrderDidChange()
    }

    /// Remembers `controller` (weakly) so memory warnings reach it.
    package func register(_ controller: UIViewController) {
        viewControllerList.removeAll { $0.controller == nil }
        viewControllerList.append(WeakViewController(controller: controller))
    }

    /// The live view controllers, in order of creation.
    package var viewControllers: [UIViewController] { viewControllerList.compactMap(\.controller) }

    package func windowOrderDidChange() {
        windowRefs = windowList.enumerated().sorted {
            ($0.element.windowLevel.rawValue, $0.offset) < ($1.element.windowLevel.rawValue, $1.offset)
        }.map { WeakWindow(window: $0.element) }
        runtime?.windowsDidChange()
    }

    package func makeKey(_ window: UIWindow) {
        guard keyWindowStorage !== window else { return }
        let old = keyWindowStorage
        keyWindowStorage = window
        old?.resignKey()
        window.becomeKey()
    }

    /// Forgets `window` (a dismissed system window such as the Undo/Redo alert).
    package func unregister(_ window: UIWindow) {
        windowRefs.removeAll { $0.window == nil || $0.window === window }
        systemWindows.removeAll { $0 === window }
        windowOrderDidChange()
    }

    // MARK: Events

    /// Dispatches an event to the windows (touches: to each touch's window; motion: the key window).
    /// Override to observe every event; call super to deliver it.
    open func sendEvent(_ event: UIEvent) {
        switch event.type {
        case .touches:
            for window in event.touchWindows { window.sendEvent(event) }
        default:
            keyWindow?.sendEvent(event)
        }
    }

    /// Stops touch delivery until the matching `endIgnoringInteractionEvents()` (calls nest).
    open func beginIgnoringInteractionEvents() { ignoreCount += 1 }

    /// Ends one `beginIgnoringInteractionEvents()`; unbalanced calls are ignored (logged).
    open func endIgnoringInteractionEvents() {
        guard ignoreCount > 0 else {
            return UIKitDiagnostics.log("endIgnoringInteractionEvents without begin; ignored")
        }
        ignoreCount -= 1
    }

    /// Whether touches are being ignored.
    open var isIgnoringInteractionEvents: Bool { ignoreCount > 0 }

    /// Whether a shake that no responder handles shows the Undo/Redo alert for the first responder's undo manager
    /// (guide §2.3.7, "Motion Events"). False by default, the guide's default for iPhone OS 3; iOS 6 and later
    /// default to true. The alert appears only when that undo manager can undo or redo.
    open var applicationSupportsShakeToEdit = false

    /// The app delegate when it is a responder other than the application itself (then the chain ends here).
    open override var next: UIResponder? {
        guard let responder = delegate as? UIResponder, responder !== self else { return nil }
        return responder
    }

    // MARK: App-wide state

    /// Whether the idle timer (screen dimming) is off. Recorded; the simulator never dims.
    open var isIdleTimerDisabled = false
    /// The number on the app's icon (recorded; there is no home screen to show it on).
    open var applicationIconBadgeNumber = 0
    /// The status bar's style, visibility and who decides them (see ``StatusBarState``; the API is in
    /// UIApplication+StatusBar.swift).
    package let statusBarState = StatusBarState()
    /// Whether the status bar is hidden (the `UIStatusBarHidden` Info.plist key sets the initial value). Setting
    /// it hides or shows the bar at once; with view controller-based status bar appearance (see
    /// `StatusBarState`) the controllers decide and setting it is ignored (logged).
    open var isStatusBarHidden: Bool {
        get { statusBarState.isHidden }
        set { setStatusBarHidden(newValue, with: .none) }
    }
    /// The status bar's look; the screen redraws the bar when it changes. With view controller-based status bar
    /// appearance the controllers decide and setting it is ignored (logged).
    open var statusBarStyle: StatusBarStyle {
        get { statusBarState.style }
        set { setStatusBarStyle(newValue, animated: false) }
    }
    /// Whether the network activity spinner shows (and spins) in the status bar (iPhone OS 3 profiles; like iOS 13
    /// on phones with a sensor housing, the modern profile does not show it).
    open var isNetworkActivityIndicatorVisible = false { didSet { runtime?.appearanceDidChange() } }
    /// Every `UIAccessibility.post(notification:argument:)` while this application ran, oldest first.
    package var accessibilityPostLog: [AccessibilityPost] = []
    /// The interface orientation (changed by rotating the device). A change changes the size classes: the screen,
    /// the windows, their view controllers and views get `traitCollectionDidChange(_:)`.
    open package(set) var statusBarOrientation: UIInterfaceOrientation = .portrait {
        didSet {
            guard statusBarOrientation != oldValue else { return }
            traitEnvironmentDidChange()
            safeAreaDidChange()
        }
    }

    /// Sets the status bar's visibility (iPhone OS 2's form): `animated` fades it.
    open func setStatusBarHidden(_ hidden: Bool, animated: Bool) {
        setStatusBarHidden(hidden, with: animated ? .fade : .none)
    }

    /// The status bar's rectangle in screen coordinates (zero when hidden); see `statusBarFrameNow`.
    open var statusBarFrame: CGRect { statusBarFrameNow }

    // MARK: Remote notifications

    /// Asks for a device token for remote (push) notifications. Touchstone's devices have no push service, so
    /// registration fails as in the iOS Simulator without one: on the next run-loop turn the delegate's
    /// ``UIApplicationDelegate/application(_:didFailToRegisterForRemoteNotificationsWithError:)`` gets
    /// `RemoteNotificationRegistration.unsupportedError` (Cocoa error 3010), and
    /// ``isRegisteredForRemoteNotifications`` stays false.
    open func registerForRemoteNotifications() { failRemoteNotificationRegistration() }

    /// Gives up remote notifications; nothing to undo on Touchstone, where registration never succeeds.
    open func unregisterForRemoteNotifications() {}

    /// Whether the app holds a device token for remote notifications: always false on Touchstone (see
    /// ``registerForRemoteNotifications()``).
    open var isRegisteredForRemoteNotifications: Bool { false }

    // MARK: URLs

    /// Whether some app can open `url`. On a simulated device (issue 19) the device answers: an installed app
    /// declaring the scheme, or a scheme the system handles (`http`, `https`, `tel`, `sms`, `mailto`); the call
    /// waits for the answer (false after about a second). On the modern profile, as since iOS 9, a scheme missing
    /// from the Info.plist's `LSApplicationQueriesSchemes` is refused without asking (logged). An app running
    /// alone answers for itself: true when its Info.plist declares the scheme under `CFBundleURLTypes`.
    open func canOpenURL(_ url: URL) -> Bool {
        guard let scheme = url.scheme?.lowercased() else { return false }
        guard let runtime, let device = runtime.deviceServices else {
            return runtime?.handledURLSchemes.contains(scheme) ?? false
        }
        guard runtime.mayQueryURLScheme(scheme) else {
            UIKitDiagnostics.log("-canOpenURL: failed for URL: \"\(url.absoluteString)\" - error: \"This app is not allowed "
                + "to query for scheme \(scheme)\" (list it under LSApplicationQueriesSchemes in the Info.plist)")
            return false
        }
        return device.canOpenURL(url.absoluteString)
    }

    /// Opens `url`. On a simulated device the device opens it in the app that declares its scheme (launching or
    /// resuming it) or in the system's handler, and `completion` gets its answer on the main queue later. An app
    /// running alone opens only URLs it declares itself: before this returns, they go to its scene delegate's
    /// `scene(_:openURLContexts:)` in a scene-based app (and `completion` gets true), else to its app delegate's
    /// `application(_:open:options:)` (and `completion` gets its answer); anything else reports failure.
    @preconcurrency open func open(_ url: URL, options: [OpenURLOptionsKey: Any] = [:],
                   completionHandler completion: (@MainActor (Bool) -> Void)? = nil)
    {
        if let runtime, runtime.deviceServices != nil {
            runtime.openOnDevice(url, completion: completion)
            return
        }
        if usesSceneLifecycle, canOpenURL(url), let scene = sceneList.first {
            let source = options[.sourceApplication] as? String
            let context = UIOpenURLContext(url: url, options: UIScene.OpenURLOptions(sourceApplication: source))
            scene.delegate?.scene(scene, openURLContexts: [context])
            completion?(true)
            return
        }
        guard canOpenURL(url), let delegate else {
            UIKitDiagnostics.log("open(_:): no app on this device handles \(url.absoluteString)")
            completion?(false)
            return
        }
        let handled = delegate.application(self, open: url, options: options)
        completion?(handled)
    }

    /// Opens `url` and returns whether it could be opened (iPhone OS 2's form, deprecated in iOS 10 for
    /// ``open(_:options:completionHandler:)``). On a simulated device it waits for the device's answer (false
    /// after about a second); an app running alone opens only URLs it declares, as ``open(_:options:completionHandler:)``.
    @available(iOS, deprecated: 10.0, message: "Use open(_:options:completionHandler:) instead")
    open func openURL(_ url: URL) -> Bool {
        if let device = runtime?.deviceServices { return device.openURLAndWait(url.absoluteString) }
        var opened = false
        open(url) { opened = $0 }
        return opened
    }

    /// The background tasks begun and the background allowance (UIApplication+BackgroundTasks.swift).
    nonisolated package let backgroundTasks = BackgroundTaskRegistry()

    // MARK: Traits (Traits/UIApplication+Traits.swift)

    package var preferredContentSizeCategoryStorage = UIContentSizeCategory.large
    package var userInterfaceLayoutDirectionStorage = UIUserInterfaceLayoutDirection.leftToRight
    /// The device's appearance, light or dark (`--appearance`; Traits/UIApplication+Traits.swift).
    package var userInterfaceStyleStorage = UIUserInterfaceStyle.light

    /// The user's preferred text size: `.large` unless the app was launched with `--text-size` (or
    /// `TOUCHSTONE_TEXT_SIZE`). A change posts `UIContentSizeCategory.didChangeNotification`.
    open var preferredContentSizeCategory: UIContentSizeCategory { preferredContentSizeCategoryStorage }
    /// The direction of the app's interface: right to left when launched with `--language` (or
    /// `TOUCHSTONE_LANGUAGE`) naming a right-to-left language (Arabic, Hebrew, Persian, Urdu, …), else left to right.
    open var userInterfaceLayoutDirection: UIUserInterfaceLayoutDirection { userInterfaceLayoutDirectionStorage }

    // MARK: Notifications

    /// Posted (object: the application) after the user took a screenshot: on Touchstone, after the simulator's
    /// screenshot action saved the screen.
    public static let userDidTakeScreenshotNotification = Notification.Name("UIApplicationUserDidTakeScreenshotNotification")
    /// Posted (object: the application) when the time changes significantly: a new day at midnight, a carrier
    /// time update or a daylight saving change. Touchstone's device clock never jumps so, so it is declared only.
    public static let significantTimeChangeNotification = Notification.Name("UIApplicationSignificantTimeChangeNotification")
    /// Posted once launch has finished, after the delegate's `application(_:didFinishLaunchingWithOptions:)`; the
    /// object is the application.
    public static let didFinishLaunchingNotification = Notification.Name("UIApplicationDidFinishLaunchingNotification")
    /// Posted each time the app becomes active, after the delegate's `applicationDidBecomeActive(_:)` (in a
    /// scene-based app, after the scene delegate's `sceneDidBecomeActive(_:)` and the scene's notification).
    public static let didBecomeActiveNotification = Notification.Name("UIApplicationDidBecomeActiveNotification")
    /// Posted after the delegate's `applicationWillResignActive(_:)` (in a scene-based app, the scene delegate's
    /// `sceneWillResignActive(_:)`) when the app stops being active: an interruption, or on the way to the
    /// background.
    public static let willResignActiveNotification = Notification.Name("UIApplicationWillResignActiveNotification")
    /// Posted after the delegate's `applicationDidEnterBackground(_:)` (in a scene-based app, the scene
    /// delegate's `sceneDidEnterBackground(_:)`); the app has resigned active first.
    public static let didEnterBackgroundNotification = Notification.Name("UIApplicationDidEnterBackgroundNotification")
    /// Posted after the delegate's `applicationWillEnterForeground(_:)` (in a scene-based app, the scene
    /// delegate's `sceneWillEnterForeground(_:)`), before the app becomes active again.
    public static let willEnterForegroundNotification = Notification.Name("UIApplicationWillEnterForegroundNotification")
    /// Posted after the delegate's `applicationWillTerminate(_:)`, the last lifecycle event of a run.
    public static let willTerminateNotification = Notification.Name("UIApplicationWillTerminateNotification")
    /// Posted when the host simulates memory pressure, after the delegate and every live view controller's
    /// ``UIViewController/didReceiveMemoryWarning()`` have been told.
    public static let didReceiveMemoryWarningNotification =
        Notification.Name("UIApplicationDidReceiveMemoryWarningNotification")
}

/// The interface's orientation.
public enum UIInterfaceOrientation: Int, Sendable {
    case unknown = 0, portrait = 1, portraitUpsideDown = 2, landscapeLeft = 4, landscapeRight = 3

    /// Whether the orientation is portrait or upside-down portrait.
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    /// Whether the orientation is landscape left or right.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}

/// A weak reference to a view controller.
@MainActor
private struct WeakWindow {
    weak var window: UIWindow?
}

private struct WeakViewController {
    weak var controller: UIViewController?
}
