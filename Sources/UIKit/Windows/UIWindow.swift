// SPDX-License-Identifier: Apache-2.0

/// The root of a view hierarchy on the screen; delivers events to its views.
///
/// An iPhone OS app usually has one window, filling the screen (guide §2.2.1). A window created with `init()`
/// fills the screen. `makeKeyAndVisible()` shows it and makes it the key window, which receives non-touch events.
@preconcurrency @MainActor
open class UIWindow: UIView {
    /// Stacking order of windows: higher levels are in front.
    public struct Level: RawRepresentable, Hashable, Comparable, Sendable {
        /// The level's value; windows at higher values are in front.
        public var rawValue: CGFloat
        /// Creates a level from its value.
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// Creates a level from its value.
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
        /// The level of ordinary app windows, 0.
        public static let normal = Level(0)
        /// The level of the status bar, 1000: windows at this level cover it.
        public static let statusBar = Level(1000)
        /// The level of alerts, 2000, in front of the status bar.
        public static let alert = Level(2000)
        /// Whether `a` is behind `b` (its value is lower).
        public static func < (a: Level, b: Level) -> Bool { a.rawValue < b.rawValue }
    }

    /// The window's stacking level (default `.normal`).
    open var windowLevel: Level = .normal {
        didSet { UIApplication.sharedIfPresent?.windowOrderDidChange() }
    }

    /// The screen the window is on.
    open var screen: UIScreen = .main
    /// Touch delivery to this window's gesture recognizers and views (UIWindow+SendEvent.swift).
    package lazy var gestureArbiter = GestureArbiter(window: self)

    /// The view controller whose view fills the window.
    open var rootViewController: UIViewController? {
        didSet {
            oldValue?.viewIfLoaded?.removeFromSuperview()
            guard let controller = rootViewController else { return }
            let view = controller.view!
            view.frame = bounds
            addSubview(view)
        }
    }

    /// Creates a window with `frame` in screen coordinates (hidden until shown). In a scene-based app it belongs
    /// to no scene until ``windowScene`` is set; `UIWindow(windowScene:)` is the iOS 13 way to make one.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        windowStorage = self
        isHidden = true
        UIApplication.sharedIfPresent?.register(self)
        reportedTraitCollection = traitCollection
    }

    /// Creates a hidden window filling `windowScene`'s screen and attached to it (iOS 13): the window a scene
    /// delegate makes in `scene(_:willConnectTo:options:)`. Designated, as on Apple.
    public init(windowScene: UIWindowScene) {
        super.init(frame: windowScene.screen.bounds)
        windowStorage = self
        isHidden = true
        windowSceneStorage = windowScene
        UIApplication.sharedIfPresent?.register(self)
    }

    /// The scene the window belongs to (iOS 13): the one it was made with or set to; in an app without a scene
    /// manifest, the app's one scene, as on iOS 13 and later. Setting it moves the window to that scene.
    open var windowScene: UIWindowScene? {
        get {
            if let windowSceneStorage { return windowSceneStorage }
            guard let application = UIApplication.sharedIfPresent, !application.usesSceneLifecycle else { return nil }
            return application.sceneList.first as? UIWindowScene
        }
        set { windowSceneStorage = newValue }
    }
    private weak var windowSceneStorage: UIWindowScene?

    /// Creates a hidden window with a zero frame (nothing is decoded: see `UIView.init(coder:)`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        windowStorage = self
        isHidden = true
        UIApplication.sharedIfPresent?.register(self)
        reportedTraitCollection = traitCollection
    }

    /// Whether the window is hidden. Showing or hiding it sends the appearance callbacks to the view controllers
    /// whose views it holds (`viewWillAppear` … `viewDidAppear`, or the disappear pair). Hiding it cancels the
    /// touches tracking in it (`touchesCancelled`; those fingers' later input is dropped).
    open override var isHidden: Bool {
        get { super.isHidden }
        set {
            guard newValue != super.isHidden else { return }
            // A window going away cancels the touches tracking in it (no touchesEnded follows).
            if newValue { UIApplication.sharedIfPresent?.runtime?.cancelTouches(in: self) }
            let controllers = viewControllersInSubtree().filter { $0.isShownForAppearance == newValue }
            for controller in controllers { controller.beginAppearanceTransition(!newValue, animated: false) }
            super.isHidden = newValue
            for controller in controllers { controller.endAppearanceTransition() }
        }
    }

    /// Creates a window the size of the main screen.
    public convenience init() { self.init(frame: UIScreen.main.bounds) }

    /// Delivers an event to the window's views (see `deliver(_:)`). Override to observe every event the window
    /// gets (guide §2.3); call super to deliver it.
    open func sendEvent(_ event: UIEvent) { deliver(event) }

    /// A window is its own window.
    open override var window: UIWindow? { self }

    /// The window's undo manager, created on first use: the one its views' edits use unless a responder on the
    /// way provides its own (`UIResponder.undoManager`).
    open override var undoManager: UndoManager? { windowUndoManager }
    private lazy var windowUndoManager = UndoManager()

    /// The application, after the window (responder chain: view → … → window → application).
    open override var next: UIResponder? { UIApplication.sharedIfPresent }

    /// Whether this is the key window.
    open var isKeyWindow: Bool { UIApplication.sharedIfPresent?.keyWindow === self }

    /// Makes the window key without changing its visibility.
    open func makeKey() { UIApplication.sharedIfPresent?.makeKey(self) }

    /// Shows the window in front of others of its level and makes it key.
    open func makeKeyAndVisible() {
        MainThreadChecker.check("-[UIWindow makeKeyAndVisible]")
        isHidden = false
        UIApplication.sharedIfPresent?.register(self)
        makeKey()
    }

    /// Called when the window becomes key (posts `didBecomeKeyNotification`).
    open func becomeKey() {
        NotificationCenter.default.post(name: UIWindow.didBecomeKeyNotification, object: self)
    }

    /// Called when the window stops being key (posts `didResignKeyNotification`).
    open func resignKey() {
        NotificationCenter.default.post(name: UIWindow.didResignKeyNotification, object: self)
    }

    /// Converts a point from this window's coordinates to `window`'s (nil: the screen's).
    open func convert(_ point: CGPoint, to window: UIWindow?) -> CGPoint {
        let screen = toScreen(point)
        return window?.fromScreen(screen) ?? screen
    }

    /// Converts a point from `window`'s coordinates (nil: the screen's) to this window's.
    open func convert(_ point: CGPoint, from window: UIWindow?) -> CGPoint {
        fromScreen(window?.toScreen(point) ?? point)
    }

    /// Window coordinates → screen coordinates: the window's frame (and transform) place it on the screen.
    package func toScreen(_ p: CGPoint) -> CGPoint {
        Homography(CALayer.transformToParent(layer.props, parent: nil)).apply(p) ?? p
    }

    package func fromScreen(_ p: CGPoint) -> CGPoint {
        Homography(CALayer.transformToParent(layer.props, parent: nil)).inverted()?.apply(p) ?? p
    }

    /// The name of the notification iOS posts when a window becomes visible. Declared for source compatibility:
    /// Touchstone does not post it yet.
    public static let didBecomeVisibleNotification = Notification.Name("UIWindowDidBecomeVisibleNotification")
    /// The name of the notification iOS posts when a window is hidden. Declared for source compatibility: Touchstone
    /// does not post it yet.
    public static let didBecomeHiddenNotification = Notification.Name("UIWindowDidBecomeHiddenNotification")
    /// Posted when a window becomes the key window; the object is the window.
    public static let didBecomeKeyNotification = Notification.Name("UIWindowDidBecomeKeyNotification")
    /// Posted when a window stops being the key window; the object is the window.
    public static let didResignKeyNotification = Notification.Name("UIWindowDidResignKeyNotification")
}
