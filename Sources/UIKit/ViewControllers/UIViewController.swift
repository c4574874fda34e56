// SPDX-License-Identifier: Apache-2.0

/// Manages a view hierarchy: loads its view lazily and sits in the responder chain after it.
///
/// The view comes from the controller's storyboard scene or nib (`init(nibName:bundle:)`, or the nib named after
/// the class), else from `loadView()`'s plain `UIView` (InterfaceBuilder/UIViewController+InterfaceBuilder.swift).
@preconcurrency @MainActor
open class UIViewController: UIResponder, UIContentContainer {
    private var loadedView: UIView?
    /// The nib name given at creation (nil: the nib named after the class is used if the bundle has one).
    /// Overridable, as on iOS, where a subclass may answer its own nib's name.
    open var nibName: String? { givenNibName }
    /// The bundle given at creation. Overridable, as on iOS.
    open var nibBundle: Bundle? { givenNibBundle }
    private let givenNibName: String?
    private let givenNibBundle: Bundle?
    /// A title for the controller's view, shown by container controllers.
    ///
    /// Setting it also sets the title of the controller's navigation item and tab bar item (when they exist), as
    /// on iOS.
    open var title: String? {
        didSet {
            guard title != oldValue else { return }
            navigationItemStorage?.title = title
            tabBarItemStorage?.title = title
        }
    }

    /// Creates a controller whose view `loadView()` makes on first access: from the nib `nibNameOrNil` in
    /// `nibBundleOrNil` (nil: the main bundle); for a nil name, from the nib named after the class without and then
    /// with its "Controller" suffix (`MyViewController` → `MyView.xib`, `MyViewController.xib`), as on iOS.
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        givenNibName = nibNameOrNil
        givenNibBundle = nibBundleOrNil
        super.init()
        UIApplication.sharedIfPresent?.register(self)
    }

    /// Creates a controller with no nib (`init(nibName: nil, bundle: nil)`).
    public override convenience init() { self.init(nibName: nil, bundle: nil) }

    /// Creates a controller from an archive: a storyboard scene or a nib object decodes its title, view,
    /// navigation and tab bar items and segues from `coder` (an Interface Builder document's coder).
    ///
    /// Designated (and required), as on Apple, so a subclass's `required init?(coder:)` can call
    /// `super.init(coder: coder)`.
    public required init?(coder: NSCoder) {
        givenNibName = nil
        givenNibBundle = (coder as? InterfaceBuilderCoder)?.bundle
        super.init()
        UIApplication.sharedIfPresent?.register(self)
        decodeInterfaceBuilderAttributes(from: coder)
    }

    /// What an Interface Builder document gave this controller (its scene's view until loaded, its storyboard,
    /// its segues); nil for a controller made in code.
    package var interfaceBuilderState: InterfaceBuilderControllerState?

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

    /// Creates the view. The default takes the storyboard scene's or the nib's view (see
    /// ``init(nibName:bundle:)``), else makes a plain view the size of the screen; override to build your own and
    /// assign it to `view` (don't call super then).
    open func loadView() {
        if loadInterfaceBuilderView() { return }
        view = UIView(frame: UIScreen.main.bounds)
    }

    /// Called once after the view is loaded.
    open func viewDidLoad() {}

    // MARK: Appearance (see UIViewController+Appearance.swift)

    /// Called before the view becomes shown: before it enters a visible window, or before its window is shown.
    open func viewWillAppear(_ animated: Bool) {}

    /// Called once each time the view appears, after ``viewWillAppear(_:)`` and before ``viewDidAppear(_:)``
    /// (iOS 13 and later): the view is in its window, and its traits and its frame (laid out by its superview)
    /// are up to date. It comes in the first layout pass after the view entered the window, just before
    /// ``viewWillLayoutSubviews()``, or, when no layout ran, just before ``viewDidAppear(_:)``.
    open func viewIsAppearing(_ animated: Bool) {}

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
    /// Whether the current appearance still owes ``viewIsAppearing(_:)``.
    package var owesViewIsAppearing = false

    /// The next responder after the controller (guide §2.3: view → controller → superview): the view's superview;
    /// for a presented controller whose view fills its own container, the presenting controller.
    open override var next: UIResponder? {
        if let presenting = presentingStorage, loadedView?.superview is PresentationContainerView { return presenting }
        return loadedView?.superview
    }

    // MARK: Containment (UIViewController+Containment.swift)

    /// The child controllers, in the order added.
    open var children: [UIViewController] { childList }
    /// The container controller this controller is a child of, or nil.
    open var parent: UIViewController? { parentStorage }
    /// Adds `childController` as a child (removing it from its old parent first), calling its
    /// ``willMove(toParent:)`` with this controller. Adding the child's view and calling ``didMove(toParent:)`` are
    /// the caller's job, as on iOS.
    open func addChild(_ childController: UIViewController) { addChildController(childController) }
    /// Removes this controller from its parent, then calls ``didMove(toParent:)`` with nil. Call
    /// ``willMove(toParent:)`` with nil before, and remove the view yourself, as on iOS.
    open func removeFromParent() { removeFromParentController() }
    /// Called before the controller is added to or removed from a container (`parent` nil when removed).
    open func willMove(toParent parent: UIViewController?) {}
    /// Called after the controller was added to or removed from a container (`parent` nil when removed).
    open func didMove(toParent parent: UIViewController?) {}
    /// Whether the controller's children get appearance callbacks automatically when their views come and go
    /// (true); a container that answers false calls `beginAppearanceTransition`/`endAppearanceTransition` itself.
    open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }
    /// Whether the controller is being added to a container (true during its appearance callbacks of a push).
    open var isMovingToParent: Bool { movingToParent }
    /// Whether the controller is being removed from a container (true during its disappearance callbacks of a pop).
    open var isMovingFromParent: Bool { movingFromParent }
    /// Shows `vc` in the primary context: the nearest container that shows controllers (a navigation controller
    /// pushes it), else presents it modally.
    open func show(_ vc: UIViewController, sender: Any?) { showInContext(vc, sender: sender, detail: false) }
    /// Shows `vc` as the detail: on iPhone, like ``show(_:sender:)``.
    open func showDetailViewController(_ vc: UIViewController, sender: Any?) {
        showInContext(vc, sender: sender, detail: true)
    }
    /// Whether this controller handles ``show(_:sender:)`` itself (containers that push override this).
    package var showsChildrenInPlace: Bool { false }
    /// Called when `splitViewController` collapses with this controller as its primary, to take in
    /// `secondaryViewController` (iOS 8). The default does nothing (the secondary leaves the interface);
    /// `UINavigationController` pushes it.
    open func collapseSecondaryViewController(_ secondaryViewController: UIViewController,
                                              for splitViewController: UISplitViewController) {}
    /// Called when `splitViewController` expands with this controller as its primary, for the secondary controller
    /// to show again (iOS 8). The default returns nil; `UINavigationController` pops what collapsing pushed.
    open func separateSecondaryViewController(for splitViewController: UISplitViewController) -> UIViewController? {
        nil
    }

    package var childList: [UIViewController] = []
    package weak var parentStorage: UIViewController?
    package var movingToParent = false
    package var movingFromParent = false

    // MARK: Editing and bar items (UIViewController+Editing.swift, UIViewController+BarItems.swift)

    /// Whether the controller's view is in editing mode (false); set through ``setEditing(_:animated:)``.
    open var isEditing: Bool {
        get { editingStorage }
        set { setEditing(newValue, animated: false) }
    }
    /// Turns editing mode on or off; the ``editButtonItem`` follows (Edit/Done). Override to update your views,
    /// calling super (`UITableViewController` passes it to its table).
    open func setEditing(_ editing: Bool, animated: Bool) { updateEditing(editing, animated: animated) }
    /// A bar button item that toggles editing: titled Edit, or Done (bold) while editing.
    open var editButtonItem: UIBarButtonItem { makeEditButtonItem() }
    /// The item a navigation bar shows for this controller, made on first use with the controller's title.
    open var navigationItem: UINavigationItem { makeNavigationItem() }
    /// The item a tab bar shows for this controller, made on first use with the controller's title.
    open var tabBarItem: UITabBarItem! {
        get { makeTabBarItem() }
        set { tabBarItemStorage = newValue; barItemsDidChange() }
    }
    /// The items a navigation controller's toolbar shows while this controller is on top.
    open var toolbarItems: [UIBarButtonItem]? {
        get { toolbarItemsStorage }
        set { setToolbarItems(newValue, animated: false) }
    }
    /// Sets ``toolbarItems``, cross-fading the toolbar when `animated`.
    open func setToolbarItems(_ toolbarItems: [UIBarButtonItem]?, animated: Bool) {
        toolbarItemsStorage = toolbarItems
        barItemsDidChange(animated: animated)
    }
    /// Whether the controller's view extends under a navigation controller's toolbar when it is pushed (false).
    open var hidesBottomBarWhenPushed = false

    /// A child's bar items changed (`tabBarItem`, `toolbarItems`); containers that show them override this.
    package func childBarItemsDidChange(_ child: UIViewController, animated: Bool) {}

    package var editingStorage = false
    /// The key commands added with `addKeyCommand(_:)` (UIViewController+KeyCommands.swift).
    package var addedKeyCommands: [UIKeyCommand] = []
    package var editButtonItemStorage: UIBarButtonItem?
    package var navigationItemStorage: UINavigationItem?
    package var tabBarItemStorage: UITabBarItem?
    package var toolbarItemsStorage: [UIBarButtonItem]?

    // MARK: Presentation (UIViewController+Presentation.swift)

    /// The controller this one presented (or one of its children presented), or nil.
    ///
    /// As Apple documents, the controller that called `present(_:animated:completion:)` has it set, even when an
    /// ancestor (the presentation context) actually presents.
    open var presentedViewController: UIViewController? {
        presentedStorage ?? presentedFromHere.flatMap { asked in
            // Still presented, and by this controller's context (not since re-presented from elsewhere).
            guard let context = asked.presentingStorage, context === self || isDescendantController(of: context)
            else { return nil }
            return asked
        }
    }
    /// The controller that presented this one (or its nearest presented ancestor), or nil.
    open var presentingViewController: UIViewController? {
        presentingStorage ?? parent?.presentingViewController
    }
    /// How the controller is shown when presented (`.automatic`: full screen on the iPhone OS 3 profiles, the
    /// page-sheet card on the modern ones).
    open var modalPresentationStyle: UIModalPresentationStyle = .automatic
    /// The animation of a presentation (`.coverVertical`).
    open var modalTransitionStyle: UIModalTransitionStyle = .coverVertical
    /// The object that supplies a custom presentation's animators and presentation controller.
    open weak var transitioningDelegate: UIViewControllerTransitioningDelegate?
    /// Whether a `.currentContext` presentation from a descendant covers this controller's view (false).
    open var definesPresentationContext = false
    /// Whether this controller's ``modalTransitionStyle`` is used for presentations in its context (false).
    open var providesPresentationContextTransitionStyle = false
    /// Whether the user may not dismiss the presented sheet interactively (false).
    open var isModalInPresentation = false
    /// The size the controller would like for its view when presented in a sheet or popover (`.zero`). Setting
    /// it tells the parent (``preferredContentSizeDidChange(forChildContentContainer:)``).
    open var preferredContentSize: CGSize = .zero {
        didSet {
            guard preferredContentSize != oldValue else { return }
            (parent as UIContentContainer?)?.preferredContentSizeDidChange(forChildContentContainer: self)
        }
    }
    /// Whether the controller is being presented (true during its appearance callbacks of a presentation).
    open var isBeingPresented: Bool { beingPresented }
    /// Whether the controller is being dismissed (true during its disappearance callbacks of a dismissal).
    open var isBeingDismissed: Bool { beingDismissed }
    /// The object managing the controller's presentation: the one that will manage it before it is presented (so
    /// its `delegate` can be set first), a child's presented ancestor's, nil for a `.custom` style not presented.
    open var presentationController: UIPresentationController? { resolvedPresentationController }
    /// Whether this controller, presented other than full screen, decides the status bar's look (false).
    open var modalPresentationCapturesStatusBarAppearance = false
    /// Presents `viewControllerToPresent` modally over this controller's context, animated with its
    /// ``modalTransitionStyle`` when `flag`, then runs `completion`.
    ///
    /// Refused with Apple's log line (the state unchanged) when the controller is already presented, when this
    /// context already presents one, when a transition is running, or when this view is not in a window.
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool,
                      completion: (() -> Void)? = nil) {
        presentController(viewControllerToPresent, animated: flag, completion: completion)
    }
    /// Dismisses the controller this one presented (and any it presented), or, when it presents nothing, this
    /// controller itself from its presenter; then runs `completion`.
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        dismissController(animated: flag, completion: completion)
    }
    /// The coordinator of the presentation or container transition in progress, or nil.
    open var transitionCoordinator: UIViewControllerTransitionCoordinator? {
        activeTransitionCoordinator ?? parent?.transitionCoordinator
    }

    // MARK: UIContentContainer

    /// A child's ``preferredContentSize`` changed; the default does nothing.
    open func preferredContentSizeDidChange(forChildContentContainer container: UIContentContainer) {}
    /// The size a child's view gets in this container of `parentSize`: `parentSize` by default.
    open func size(forChildContentContainer container: UIContentContainer,
                   withParentContainerSize parentSize: CGSize) -> CGSize { parentSize }
    /// The view is about to change to `size` (a rotation, a resize); `coordinator` animates alongside. The default
    /// passes the call to the children (override and call super).
    open func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        for child in children {
            child.viewWillTransition(to: self.size(forChildContentContainer: child, withParentContainerSize: size),
                                     with: coordinator)
        }
    }
    /// The traits are about to change to `newCollection`. The default passes the call to the children.
    open func willTransition(to newCollection: UITraitCollection,
                             with coordinator: UIViewControllerTransitionCoordinator) {
        for child in children { child.willTransition(to: newCollection, with: coordinator) }
    }

    package var presentedStorage: UIViewController?
    /// The controller this one asked to present when an ancestor presents it (the presentation context).
    package weak var presentedFromHere: UIViewController?
    package weak var presentingStorage: UIViewController?
    package var presentationControllerStorage: UIPresentationController?
    package var beingPresented = false
    package var beingDismissed = false
    package var activeTransitionCoordinator: UIViewControllerTransitionCoordinator?

    // MARK: Content unavailable (UIViewController+ContentUnavailable.swift)

    /// What the controller shows over its view while it has no content (iOS 17): a view made from the configuration
    /// covers the view's bounds, above its subviews; nil (the default) shows none. Setting it updates the shown view.
    open var contentUnavailableConfiguration: (any UIContentConfiguration)? {
        didSet { applyContentUnavailableConfiguration() }
    }

    /// The state ``updateContentUnavailableConfiguration(using:)`` gets: the traits and the search bar's text.
    open var contentUnavailableConfigurationState: UIContentUnavailableConfigurationState {
        var state = UIContentUnavailableConfigurationState(traitCollection: traitCollection)
        state.searchText = navigationItem.searchController?.searchBar.text
        return state
    }

    /// Asks for ``updateContentUnavailableConfiguration(using:)`` before the view's next layout.
    open func setNeedsUpdateContentUnavailableConfiguration() {
        needsContentUnavailableUpdate = true
        viewIfLoaded?.setNeedsLayout()
    }

    /// Sets ``contentUnavailableConfiguration`` for `state`: called before the view's first layout and after
    /// ``setNeedsUpdateContentUnavailableConfiguration()``. Does nothing by default; override it to show an empty,
    /// loading or search configuration as the controller's content requires.
    open func updateContentUnavailableConfiguration(using state: UIContentUnavailableConfigurationState) {}

    package var needsContentUnavailableUpdate = true
    package var contentUnavailableView: (any UIView & UIContentView)?

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

    /// Called after a nib or storyboard made the controller, once all its outlets are connected; the default
    /// does nothing.
    open func awakeFromNib() {}

    /// Performs the segue `identifier` of the controller's storyboard scene, with `sender` passed to
    /// ``prepare(for:sender:)``. Unlike a segue a control triggers, ``shouldPerformSegue(withIdentifier:sender:)``
    /// is not asked. An identifier the scene has no segue for is logged (iOS raises).
    open func performSegue(withIdentifier identifier: String, sender: Any?) {
        performStoryboardSegue(withIdentifier: identifier, sender: sender)
    }

    /// Whether the segue `identifier`, triggered by `sender` (a button), should run; true by default.
    open func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool { true }

    /// Called before a segue from this controller runs, once its destination exists; the default does nothing.
    open func prepare(for segue: UIStoryboardSegue, sender: Any?) {}

    // MARK: Safe area (UIView+SafeArea.swift)

    /// Insets added to the safe area of the controller's view (and so of its subviews), in points; `.zero` by
    /// default. Setting it lays the view out again.
    open var additionalSafeAreaInsets: UIEdgeInsets = .zero {
        didSet { viewIfLoaded?.setNeedsLayout() }
    }
    /// The part of the safe area a container's bars cover (a navigation controller's bar and toolbar), added to
    /// ``additionalSafeAreaInsets``; set by the container, not the app.
    package var containerSafeAreaInsets: UIEdgeInsets = .zero
    /// The edges of the view that extend under a container's translucent bars (`.all`); a view whose edge is
    /// left out starts below (or ends above) the bar there.
    open var edgesForExtendedLayout: UIRectEdge = .all {
        didSet { parent?.viewIfLoaded?.setNeedsLayout() }
    }
    /// Whether the view also extends under opaque bars (false: it starts below an opaque navigation bar, as
    /// iPhone OS 3's layout did).
    open var extendedLayoutIncludesOpaqueBars = false {
        didSet { parent?.viewIfLoaded?.setNeedsLayout() }
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
    /// Asks UIKit to read the status bar preferences again (see `applyStatusBarPreferences()`).
    open func setNeedsStatusBarAppearanceUpdate() { applyStatusBarPreferences() }

    // MARK: System gestures and the home indicator (UIViewController+SystemGestures.swift)

    /// Whether this controller would like the home indicator hidden (false). Stored and queried only: the
    /// modern profile's indicator is drawn by the device bezel, which always shows it.
    open var prefersHomeIndicatorAutoHidden: Bool { false }
    /// The child whose ``prefersHomeIndicatorAutoHidden`` is used instead of this controller's (nil: this one's).
    open var childForHomeIndicatorAutoHidden: UIViewController? { nil }
    /// Asks UIKit to read ``prefersHomeIndicatorAutoHidden`` again (see `homeIndicatorAutoHiddenPreference`).
    open func setNeedsUpdateOfHomeIndicatorAutoHidden() { noteSystemGesturePreferencesChanged() }
    /// The screen edges whose system gestures should wait for a second swipe while this controller decides
    /// (none). Stored and queried only: Touchstone's devices have no edge gestures.
    open var preferredScreenEdgesDeferringSystemGestures: UIRectEdge { [] }
    /// The child whose ``preferredScreenEdgesDeferringSystemGestures`` is used instead of this controller's.
    open var childForScreenEdgesDeferringSystemGestures: UIViewController? { nil }
    /// Asks UIKit to read ``preferredScreenEdgesDeferringSystemGestures`` again.
    open func setNeedsUpdateOfScreenEdgesDeferringSystemGestures() { noteSystemGesturePreferencesChanged() }
    /// Asks UIKit to read ``supportedInterfaceOrientations`` again (iOS 16): when the interface's orientation is
    /// no longer supported, it turns to a supported one, as `attemptRotationToDeviceOrientation()` does.
    open func setNeedsUpdateOfSupportedInterfaceOrientations() { UIViewController.attemptRotationToDeviceOrientation() }

    // MARK: Traits (Traits/UIView+Traits.swift)

    /// The collection last reported to ``traitCollectionDidChange(_:)`` (nil: the view has not been in a window).
    package var reportedTraitCollection: UITraitCollection?
    /// The trait-change registrations (`registerForTraitChanges(_:handler:)`), made on the first one.
    package var traitChangeRegistryStorage: TraitChangeRegistry?

    /// The traits of the controller's environment: its view's once loaded, else the main screen's (with
    /// ``overrideUserInterfaceStyle`` applied either way).
    open var traitCollection: UITraitCollection { viewIfLoaded?.traitCollection ?? traitCollectionBeforeViewLoads }
    /// The appearance this controller, its view and its children use whatever their environment's
    /// (`.unspecified`, the default: inherit). Setting it reports the change to the controller and down its view's
    /// subtree.
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified {
        didSet { if overrideUserInterfaceStyle != oldValue { overrideUserInterfaceStyleDidChange() } }
    }
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
