// SPDX-License-Identifier: Apache-2.0

/// Manages a view hierarchy: loads its view lazily and sits in the responder chain after it.
///
/// Nib loading is not available on Touchstone: `init(nibName:bundle:)` accepts nil names (the view is made by
/// `loadView()`, a plain `UIView` by default); a non-nil nib name is logged and ignored.
@preconcurrency @MainActor
open class UIViewController: UIResponder {
    private var loadedView: UIView?
    /// The nib name given at creation (never loaded on Touchstone).
    public let nibName: String?
    /// The bundle given at creation.
    public let nibBundle: Bundle?
    /// A title for the controller's view, shown by container controllers.
    open var title: String?

    /// Creates a controller whose view `loadView()` makes on first access; a non-nil nib name is logged and
    /// ignored (nibs are not loaded on Touchstone).
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        if let nibNameOrNil {
            UIKitDiagnostics.log("UIViewController: nib '\(nibNameOrNil)' cannot be loaded on Touchstone; using loadView()")
        }
        nibName = nibNameOrNil
        nibBundle = nibBundleOrNil
        super.init()
        UIApplication.sharedIfPresent?.register(self)
    }

    /// Creates a controller with no nib (`init(nibName: nil, bundle: nil)`).
    public override convenience init() { self.init(nibName: nil, bundle: nil) }

    /// Creates a controller with no nib: archives are not read on Touchstone, so nothing is decoded from `coder`.
    ///
    /// Designated (and required), as on Apple, so a subclass's `required init?(coder:)` can call
    /// `super.init(coder: coder)`.
    public required init?(coder: NSCoder) {
        nibName = nil
        nibBundle = nil
        super.init()
        UIApplication.sharedIfPresent?.register(self)
    }

    /// The root view, loaded on first access (`loadView()`, then `viewDidLoad()`).
    open var view: UIView! {
        get {
            MainThreadChecker.check("-[UIViewController view]")
            loadViewIfNeeded()
            return loadedView
        }
        set {
            loadedView?.owningViewController = nil
            loadedView = newValue
            newValue?.owningViewController = self
        }
    }

    /// The view if loaded, without loading it.
    open var viewIfLoaded: UIView? { loadedView }

    /// Whether the view is loaded.
    open var isViewLoaded: Bool { loadedView != nil }

    /// Loads the view now if it is not loaded.
    open func loadViewIfNeeded() {
        guard loadedView == nil else { return }
        loadView()
        if loadedView == nil { view = UIView(frame: UIScreen.main.bounds) }
        viewDidLoad()
    }

    /// Creates the view. The default makes a plain view the size of the screen; override to build your own and
    /// assign it to `view` (don't call super then).
    open func loadView() {
        view = UIView(frame: UIScreen.main.bounds)
    }

    /// Called once after the view is loaded.
    open func viewDidLoad() {}

    // MARK: Appearance (see UIViewController+Appearance.swift)

    /// Called before the view becomes shown: before it enters a visible window, or before its window is shown.
    open func viewWillAppear(_ animated: Bool) {}

    /// Called after the view has become shown.
    open func viewDidAppear(_ animated: Bool) {}

    /// Called before the view stops being shown: before it leaves its window, or before the window is hidden.
    open func viewWillDisappear(_ animated: Bool) {}

    /// Called after the view has stopped being shown.
    open func viewDidDisappear(_ animated: Bool) {}

    /// Called when the application receives a memory warning, whether or not the view is shown (guide §2.1: release
    /// caches you can rebuild). The default does nothing: like iOS 6 and later, and unlike iPhone OS 3, the view is
    /// not unloaded.
    open func didReceiveMemoryWarning() {}

    package var appearanceState = AppearanceState.disappeared
    package var pendingAppearanceAnimated = false

    /// The view's superview's responder, after the controller (guide §2.3: view → controller → superview).
    open override var next: UIResponder? { loadedView?.superview }

    // MARK: Layout

    /// Called before the controller's view lays out its subviews (before its `layoutSubviews()`). Does nothing
    /// by default.
    open func viewWillLayoutSubviews() {}
    /// Called after the controller's view laid out its subviews (after its `layoutSubviews()`): the place to
    /// adjust frames that depend on the view's size or safe area. Does nothing by default.
    open func viewDidLayoutSubviews() {}
    /// Updates the constraints of the controller's view: called in the update-constraints pass instead of the
    /// view's `updateConstraints()`. Override to add or change constraints, calling `super` last; the default
    /// calls the view's `updateConstraints()`.
    open func updateViewConstraints() { viewIfLoaded?.updateConstraints() }

    // MARK: Interface Builder

    /// Called after a nib or storyboard made the controller. Touchstone loads no nibs, so UIKit never calls it;
    /// the default does nothing.
    open func awakeFromNib() {}

    // MARK: Safe area (UIView+SafeArea.swift)

    /// Insets added to the safe area of the controller's view (and so of its subviews), in points; `.zero` by
    /// default. Setting it lays the view out again.
    open var additionalSafeAreaInsets: UIEdgeInsets = .zero {
        didSet { viewIfLoaded?.setNeedsLayout() }
    }
    /// Called when the view's safe area changed. The default does nothing.
    open func viewSafeAreaInsetsDidChange() {}
    /// Called when the view's layout margins changed. The default does nothing.
    open func viewLayoutMarginsDidChange() {}

    // MARK: Status bar (UIViewController+StatusBar.swift)

    /// The status bar style this controller wants while it decides the bar's look (`.default`).
    open var preferredStatusBarStyle: UIApplication.StatusBarStyle { .default }
    /// Whether this controller wants the status bar hidden: false, except in a vertically compact environment on
    /// the modern profile (a phone in landscape), as on iOS 8 and later.
    open var prefersStatusBarHidden: Bool { hidesStatusBarByDefault }
    /// The child whose ``preferredStatusBarStyle`` is used instead of this controller's (nil: this one's).
    open var childForStatusBarStyle: UIViewController? { nil }
    /// The child whose ``prefersStatusBarHidden`` is used instead of this controller's (nil: this one's).
    open var childForStatusBarHidden: UIViewController? { nil }
    /// Asks UIKit to read the status bar preferences again (see ``applyStatusBarPreferences()``).
    open func setNeedsStatusBarAppearanceUpdate() { applyStatusBarPreferences() }

    // MARK: Traits (Traits/UIView+Traits.swift)

    /// The collection last reported to ``traitCollectionDidChange(_:)`` (nil: the view has not been in a window).
    package var reportedTraitCollection: UITraitCollection?

    /// The traits of the controller's environment: its view's once loaded, else the main screen's.
    open var traitCollection: UITraitCollection { viewIfLoaded?.traitCollection ?? UIScreen.main.traitCollection }
    /// Called after the controller's traits changed (a rotation, a new text size) with the previous collection,
    /// before its view is told; ``UITraitCollection/current`` is the new one meanwhile. The default does nothing.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    // MARK: Status bar animation and rotation (UIViewController+Rotation.swift, Runtime/InterfaceRotation.swift)

    /// How the status bar animates when ``setNeedsStatusBarAppearanceUpdate()`` changes its visibility (`.fade`).
    open var preferredStatusBarUpdateAnimation: UIStatusBarAnimation { .fade }
    /// The interface orientations this controller supports when it decides the rotation (a window's root or
    /// the controller it presents; modern profile): `.allButUpsideDown`, the iPhone default. The interface
    /// turns only to orientations also in the app's mask (``UIApplication/supportedInterfaceOrientations(for:)``).
    open var supportedInterfaceOrientations: UIInterfaceOrientationMask { .allButUpsideDown }
    /// Whether the interface may turn when the device does, while this controller decides (true; modern
    /// profile). False keeps the interface where it is.
    open var shouldAutorotate: Bool { true }
    /// The orientation a full-screen presentation of this controller prefers: the current interface orientation.
    open var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation {
        UIApplication.sharedIfPresent?.statusBarOrientation ?? .portrait
    }
    /// Whether the interface may turn to `interfaceOrientation` (iPhone OS 3's question, which decides on the
    /// iPhone OS 3 profiles; iOS 6 and later, so the modern profile, no longer ask it). By default, whether
    /// ``supportedInterfaceOrientations`` contains it (iPhone OS 3 allowed only portrait by default; answering
    /// from the newer property lets controllers written for either system turn as they expect).
    open func shouldAutorotate(to interfaceOrientation: UIInterfaceOrientation) -> Bool {
        supportedInterfaceOrientations.contains(UIInterfaceOrientationMask(orientation: interfaceOrientation))
    }
    /// Called before the interface turns to `toInterfaceOrientation`, outside the animation; `duration` is the
    /// animation's length in seconds (deprecated in iOS 8, still sent). Does nothing by default.
    open func willRotate(to toInterfaceOrientation: UIInterfaceOrientation, duration: TimeInterval) {}
    /// Called inside the rotation's animation block, after the views took their new bounds: changes made here
    /// animate with the rotation. Does nothing by default.
    open func willAnimateRotation(to toInterfaceOrientation: UIInterfaceOrientation, duration: TimeInterval) {}
    /// Called after the rotation's animation ended, with the orientation before it. Does nothing by default.
    open func didRotate(from fromInterfaceOrientation: UIInterfaceOrientation) {}
}
