// SPDX-License-Identifier: Apache-2.0

import Foundation

/// A container that shows a stack of view controllers one at a time, with a navigation bar at the top (the top
/// controller's navigation item, and a back button) and an optional toolbar at the bottom.
///
/// Pushing a controller slides its view in from the right over 0.35 s; popping slides it back out (see
/// `NavigationTransitionAnimator`); the bar's items follow. Every controller on the stack is a child; only the top
/// one's view is in the hierarchy. A swipe from the left edge pops interactively
/// (``interactivePopGestureRecognizer``). Requests made while a transition runs wait until it ends, then run in
/// order. Bad requests (pushing a controller already on the stack, pushing a navigation controller, popping to a
/// controller that is not on the stack, setting a stack with duplicates) are logged with Apple's text and ignored.
///
/// The view holds a content view for the top controller's view, the bar and the toolbar. A child's view fills the
/// navigation controller's view and extends under translucent bars, with its safe area reduced by them; under an
/// opaque bar (the iPhone OS 3 profiles' default) it starts below the bar, unless the child sets
/// ``UIViewController/extendedLayoutIncludesOpaqueBars``.
@preconcurrency @MainActor
open class UINavigationController: UIViewController, _NavigationControllerDelegateHolding {
    /// The kind of transition a delegate's animator is asked for.
    public enum Operation: Int, Sendable {
        /// No transition.
        case none = 0
        /// A controller is pushed.
        case push = 1
        /// A controller is popped.
        case pop = 2
    }

    /// How long showing or hiding the bars takes when animated, seconds (Apple's
    /// `UINavigationControllerHideShowBarDuration`).
    public static let hideShowBarDuration: CGFloat = 0.2

    /// The controllers on the stack, root first; the last is on top. Setting it replaces the stack without
    /// animation (see ``setViewControllers(_:animated:)``).
    open var viewControllers: [UIViewController] {
        get { stack }
        set { setViewControllers(newValue, animated: false) }
    }
    /// The controller on top of the stack.
    open var topViewController: UIViewController? { stack.last }
    /// The controller whose view is visible: one presented modally over the navigation controller (or its top
    /// controller), else the top controller.
    open var visibleViewController: UIViewController? {
        var presented = presentedViewController ?? topViewController?.presentedViewController
        while let next = presented?.presentedViewController { presented = next }
        return presented ?? topViewController
    }

    /// The delegate, held weakly; ``UIImagePickerController`` reads the same storage with its own protocol.
    public weak var _navigationDelegateStorage: AnyObject?

    /// The bar at the top: it shows the top controller's navigation item. Manage it through the navigation
    /// controller (pushing items on it directly is refused).
    open var navigationBar: UINavigationBar { makeNavigationBar() }
    /// Whether the navigation bar is hidden (false); setting it hides or shows it without animation.
    open var isNavigationBarHidden: Bool {
        get { navigationBarHiddenStorage }
        set { setNavigationBarHidden(newValue, animated: false) }
    }
    /// Hides or shows the navigation bar, sliding it up (or down) over ``hideShowBarDuration`` when `animated`.
    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) { updateNavigationBarHidden(hidden, animated: animated) }

    /// The toolbar at the bottom, showing the top controller's `toolbarItems` while ``isToolbarHidden`` is false.
    open var toolbar: UIToolbar! { makeToolbar() }
    /// Whether the toolbar is hidden (true); setting it hides or shows it without animation.
    open var isToolbarHidden: Bool {
        get { toolbarHiddenStorage }
        set { setToolbarHidden(newValue, animated: false) }
    }
    /// Hides or shows the toolbar, sliding it down (or up) over ``hideShowBarDuration`` when `animated`.
    open func setToolbarHidden(_ hidden: Bool, animated: Bool) { updateToolbarHidden(hidden, animated: animated) }

    /// The recognizer of the swipe from the left edge that pops the top controller interactively: a
    /// ``UIScreenEdgePanGestureRecognizer`` on the navigation controller's view, enabled while more than one
    /// controller is on the stack. Set its delegate or disable it to turn the swipe off.
    open var interactivePopGestureRecognizer: UIGestureRecognizer? { loadViewIfNeeded(); return edgePanStorage }

    /// Whether a tap on the content hides or shows the bars (iOS 8; false). See
    /// `UINavigationController+HidesBars.swift`.
    open var hidesBarsOnTap = false { didSet { updateBarHidingRecognizers() } }
    /// Whether an upward swipe hides the bars and a downward one shows them (iOS 8; false).
    open var hidesBarsOnSwipe = false { didSet { updateBarHidingRecognizers() } }
    /// Whether the bars hide when the keyboard appears (iOS 8; false). Stored only: Touchstone has no software
    /// keyboard yet.
    open var hidesBarsWhenKeyboardAppears = false
    /// Whether the bars hide in a vertically compact environment (a phone in landscape) (iOS 8; false).
    open var hidesBarsWhenVerticallyCompact = false { didSet { if isViewLoaded { view.setNeedsLayout() } } }

    // MARK: Initialisers

    /// Creates a navigation controller whose bar and toolbar are instances of the given classes (nil: the
    /// system's); a class that is not a `UINavigationBar` (or `UIToolbar`) subclass is logged and replaced.
    public init(navigationBarClass: AnyClass?, toolbarClass: AnyClass?) {
        super.init(nibName: nil, bundle: nil)
        if let navigationBarClass {
            if let type = navigationBarClass as? UINavigationBar.Type { navigationBarClassStorage = type } else {
                UIKitDiagnostics.log("UINavigationController: \(navigationBarClass) is not a UINavigationBar subclass; using UINavigationBar")
            }
        }
        if let toolbarClass {
            if let type = toolbarClass as? UIToolbar.Type { toolbarClassStorage = type } else {
                UIKitDiagnostics.log("UINavigationController: \(toolbarClass) is not a UIToolbar subclass; using UIToolbar")
            }
        }
    }

    /// Creates a navigation controller with `rootViewController` at the bottom of its stack (pushed without
    /// animation).
    public init(rootViewController: UIViewController) {
        super.init(nibName: nil, bundle: nil)
        pushViewController(rootViewController, animated: false)
    }

    /// Creates an empty navigation controller; a non-nil nib name is logged and ignored.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// Creates an empty navigation controller; archives are not read on Touchstone.
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    // MARK: Stack (UINavigationController+Stack.swift)

    /// Pushes `viewController` on top of the stack and shows it, sliding it in from the right when `animated`.
    ///
    /// A controller already on the stack, or a navigation controller, is logged and ignored (Apple raises).
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        requestPush(viewController, animated: animated)
    }

    /// Pops the top controller and returns it; nil when only the root is left (or the request waits for a
    /// running transition).
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? { requestPop(animated: animated) }

    /// Pops every controller above the root and returns them, bottom first (nil when there are none).
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        guard let root = stack.first else { return nil }
        return requestPop(to: root, animated: animated)
    }

    /// Pops the controllers above `viewController` and returns them, bottom first; nil (logged) when
    /// `viewController` is not on the stack.
    @discardableResult
    open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        requestPop(to: viewController, animated: animated)
    }

    /// Replaces the stack with `viewControllers`: a new top controller is shown as a push when `animated` (as a pop
    /// when it was already on the stack). Duplicates and navigation controllers are logged and the call ignored.
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        requestSet(viewControllers, animated: animated)
    }

    /// Pushes `vc` (a navigation controller shows controllers in place).
    open override func show(_ vc: UIViewController, sender: Any?) { pushViewController(vc, animated: true) }

    // MARK: Overrides

    /// Makes the navigation controller's view: a content view, the toolbar and the navigation bar.
    open override func loadView() {
        view = NavigationControllerView(frame: UIScreen.main.bounds)
        installViews()
    }

    /// The top controller decides whether the status bar hides.
    open override var childForStatusBarHidden: UIViewController? { topViewController }
    /// The top controller decides the status bar's style while the bar is hidden; the bar decides it otherwise.
    open override var childForStatusBarStyle: UIViewController? { isNavigationBarHidden ? topViewController : nil }

    /// Shows the top controller's new toolbar items.
    override package func childBarItemsDidChange(_ child: UIViewController, animated: Bool) {
        guard child === topViewController, isViewLoaded else { return }
        toolbar.setItems(child.toolbarItems, animated: animated)
    }

    override package var showsChildrenInPlace: Bool { true }

    /// Pushes the split view controller's secondary onto this stack when the split collapses (without animation);
    /// a secondary navigation controller gives its controllers, which separating gives back.
    open override func collapseSecondaryViewController(_ secondaryViewController: UIViewController,
                                                       for splitViewController: UISplitViewController) {
        collapseSplitSecondary(secondaryViewController, for: splitViewController)
    }

    /// Pops what collapsing pushed and returns it (the secondary navigation controller holding its controllers
    /// again, when there was one); nil when only the root is on the stack.
    open override func separateSecondaryViewController(for splitViewController: UISplitViewController)
        -> UIViewController?
    {
        separateSplitSecondary(for: splitViewController)
    }

    // MARK: Storage

    package var stack: [UIViewController] = []
    package var navigationBarClassStorage: UINavigationBar.Type = UINavigationBar.self
    package var toolbarClassStorage: UIToolbar.Type = UIToolbar.self
    package var navigationBarStorage: UINavigationBar?
    package var toolbarStorage: UIToolbar?
    package var navigationBarHiddenStorage = false
    package var toolbarHiddenStorage = true
    package var edgePanStorage: UIScreenEdgePanGestureRecognizer?
    /// The view holding the top controller's view (the transitions' container).
    package let contentView = UIView()
    /// The transition running now, if any.
    package var runningTransition: ViewControllerTransitionContext?
    /// Requests made while a transition ran, run in order when it ends.
    package var deferredRequests: [() -> Void] = []
    /// Whether the controller itself is changing the bar's items (so the bar's delegate calls are ours).
    package var isUpdatingBar = false
    /// The interaction controller of the edge swipe, while it drives a pop.
    package var edgePanInteraction: UIPercentDrivenInteractiveTransition?
    /// The bar's side of the edge swipe, driven with the same progress.
    package var edgePanBarPop: NavigationBarInteractivePop?
    /// Running hide/show animations of the bar and the toolbar (layout leaves their frames alone meanwhile).
    package var barAnimationCount = 0
    package var toolbarAnimationCount = 0
    /// The condensing bars' recognizers and state.
    package lazy var barHiding = BarHidingState(controller: self)
    /// The bar's and toolbar's delegate.
    package lazy var barDelegateProxy: NavigationBarDelegateProxy = {
        let proxy = NavigationBarDelegateProxy()
        proxy.controller = self
        return proxy
    }()
}

/// The navigation controller's root view: lays out the bar, the toolbar and the content.
@MainActor
final class NavigationControllerView: UIView {
    override func layoutSubviews() {
        super.layoutSubviews()
        (owningViewController as? UINavigationController)?.layoutNavigationViews()
    }

    /// The edge swipe begins only while the navigation controller can pop.
    override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if let controller = owningViewController as? UINavigationController,
           gestureRecognizer === controller.edgePanStorage {
            return controller.interactivePopCanBegin
        }
        return super.gestureRecognizerShouldBegin(gestureRecognizer)
    }
}

extension UIViewController {
    /// The nearest ancestor navigation controller, or nil.
    public var navigationController: UINavigationController? { nearestAncestor(ofType: UINavigationController.self) }
}

/// A navigation controller's children's root scroll views adjust their insets vertically with `.automatic`.
extension UINavigationController: ContentInsetAdjustingContainer {}

/// Lets ``UINavigationController``'s subclasses declare `delegate` with a narrower type, as Apple's headers do
/// (`UIImagePickerController.delegate: (UIImagePickerControllerDelegate & UINavigationControllerDelegate)?`).
///
/// Swift cannot override a property with a narrower type, so ``UINavigationController/delegate`` lives in this
/// protocol's extension and a subclass's own `delegate` shadows it; both read and write the same weak storage (the
/// same arrangement as `_ScrollViewDelegateHolding`). Not API.
@MainActor
public protocol _NavigationControllerDelegateHolding: AnyObject {
    /// The delegate, stored once for the navigation controller and its subclasses' typed `delegate` properties.
    var _navigationDelegateStorage: AnyObject? { get set }
}

extension _NavigationControllerDelegateHolding where Self: UINavigationController {
    /// The object told about the controllers shown and asked for custom animators (weak).
    public var delegate: UINavigationControllerDelegate? {
        get { _navigationDelegateStorage as? UINavigationControllerDelegate }
        set { _navigationDelegateStorage = newValue }
    }
}
