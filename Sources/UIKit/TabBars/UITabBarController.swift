// SPDX-License-Identifier: Apache-2.0

import Foundation

/// A container that shows one of its view controllers at a time, chosen with a tab bar at the bottom of its view.
///
/// Each child's ``UIViewController/tabBarItem`` is its tab. The selected child's view fills the controller's view:
/// under the translucent bar on the modern profile (the child's safe area then ends above the bar), above the
/// opaque bar on the iPhone OS 3 profiles. Only the selected child's view is in the hierarchy; every child in
/// ``viewControllers`` is a child of the controller.
///
/// With more than five view controllers the bar shows the first four and a More tab; More shows
/// ``moreNavigationController``, whose list offers the rest. Selecting by code (``selectedIndex``,
/// ``selectedViewController``) never asks or tells the ``delegate``; a tap on the bar does both (see
/// ``UITabBarControllerDelegate``).
///
/// Appearance callbacks of a switch, in the order iOS sends them: the new child's `viewWillAppear`, the old
/// child's `viewWillDisappear`, the views swap (or the delegate's animator runs), the old child's
/// `viewDidDisappear`, the new child's `viewDidAppear`.
@preconcurrency @MainActor
open class UITabBarController: UIViewController, UITabBarDelegate {
    /// The object told about the user's selections and customising (weak).
    open weak var delegate: UITabBarControllerDelegate?

    /// The controller's tab bar; the controller is its delegate and sets its items. Configure its look (tint,
    /// background) freely, but not its items, delegate or frame.
    open var tabBar: UITabBar { bar }

    /// The view controllers of the tabs, left to right (nil: none). Setting it replaces them at once (see
    /// ``setViewControllers(_:animated:)``).
    open var viewControllers: [UIViewController]? {
        get { controllerList }
        set { setViewControllers(newValue, animated: false) }
    }

    /// The view controllers the user may move with the customising sheet (opened by More's Edit button).
    /// Setting ``viewControllers`` resets it to the same array, as on iOS; nil or empty hides the Edit button.
    open var customizableViewControllers: [UIViewController]? {
        didSet { moreList?.refreshEditButton() }
    }

    /// The view controller whose tab is selected: one of ``viewControllers``, or ``moreNavigationController``
    /// while the More list itself shows (nil when there are no view controllers).
    ///
    /// Setting it selects that controller's tab (the More tab for a controller listed under More, which is then
    /// shown in the More navigation controller), without asking or telling the delegate. A controller that is
    /// not one of ``viewControllers`` (nor the More navigation controller while More shows) is logged and ignored.
    open var selectedViewController: UIViewController? {
        get { selection }
        set { selectByCode(newValue) }
    }

    /// The index in ``viewControllers`` of the selected view controller: `NSNotFound` while the More list itself
    /// is selected or there are no view controllers.
    ///
    /// Setting it selects that tab as ``selectedViewController`` does; an index outside ``viewControllers`` is
    /// logged and ignored.
    open var selectedIndex: Int {
        get {
            guard let selection, let index = (controllerList ?? []).firstIndex(where: { $0 === selection }) else {
                return NSNotFound
            }
            return index
        }
        set {
            let list = controllerList ?? []
            guard list.indices.contains(newValue) else {
                return UIKitDiagnostics.log("UITabBarController: selectedIndex \(newValue) is outside the \(list.count) view controllers; ignored")
            }
            selectByCode(list[newValue])
        }
    }

    package let bar: UITabBar
    package var controllerList: [UIViewController]?
    package var selection: UIViewController?
    /// The controller whose view is in the content area now: the selection, or the More container when the
    /// selection is the More list or one of the controllers under More.
    package var shownController: UIViewController?
    /// The switch animating now (the delegate's animator), if any.
    package var runningTransition: ViewControllerTransitionContext?
    package var moreItemStorage: UITabBarItem?
    package var moreListStorage: UIMoreListController?
    package var moreNavStorage: UIMoreNavigationController?
    /// The customising sheet while it shows.
    package var customizeSheet: TabBarCustomizeView?

    /// The navigation controller the More tab shows: its root is the list of the view controllers the bar has no
    /// room for, and choosing one pushes it. It always exists, even without a More tab; never put it in
    /// ``viewControllers`` (it is not listed there), but compare ``selectedViewController`` with it or select it.
    open var moreNavigationController: UINavigationController { moreNavigation }

    /// The most tabs the bar shows; with more view controllers, the last place is the More tab.
    package static let maximumTabCount = 5

    /// Creates a tab bar controller with no view controllers; a non-nil nib name is logged and ignored (see
    /// `UIViewController.init(nibName:bundle:)`).
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        bar = UITabBar(frame: .zero)
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        bar.delegate = self
    }

    /// Creates a tab bar controller with no view controllers (archives are not read on Touchstone).
    public required init?(coder: NSCoder) {
        bar = UITabBar(frame: .zero)
        super.init(coder: coder)
        bar.delegate = self
    }

    /// Makes the controller's view: a content area holding the selected child's view, and the tab bar along the
    /// bottom edge.
    open override func loadView() {
        let container = TabBarControllerView(frame: UIScreen.main.bounds)
        container.controller = self
        container.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view = container
        container.addSubview(container.transitionView)
        container.addSubview(bar)
        layoutTabBarContent()
        if let shown = shownController {
            shownController = nil
            showController(shown)
        }
    }

    // MARK: Setting the view controllers

    /// Replaces the view controllers (nil or empty: none), each becoming a child and its `tabBarItem` a tab.
    ///
    /// The selection is kept when the selected controller remains; otherwise the controller at the old selected
    /// index is selected, else the first. ``customizableViewControllers`` becomes the new array. An array holding
    /// the same controller twice is logged and ignored (iOS raises). `animated` cross-fades the bar's items.
    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
        let list = viewControllers ?? []
        for (index, controller) in list.enumerated()
        where list[..<index].contains(where: { $0 === controller }) {
            return UIKitDiagnostics.log("UITabBarController: setViewControllers: \(controller) appears more than once; ignored")
        }
        if list.contains(where: { $0 === self || isDescendantController(of: $0) }) {
            return UIKitDiagnostics.log("UITabBarController: setViewControllers: the list holds this controller or one of its ancestors; ignored")
        }
        if runningTransition != nil { finishRunningTransition() }
        if customizeSheet != nil { endCustomizing(changed: false) }
        let oldIndex = selectedIndex
        let oldSelection = selection
        let old = controllerList ?? []
        let moreWasShown = shownController.map { isMoreContainer($0) } ?? false

        // Removing: the shown view goes first (so the removed controller disappears), then the containment.
        for controller in old where !list.contains(where: { $0 === controller }) {
            if shownController === controller { hideShownController() }
            releaseFromMore(controller)
            guard controller.parentStorage === self else { continue }
            controller.willMove(toParent: nil)
            if controller.viewIfLoaded?.superview === contentView { controller.viewIfLoaded?.removeFromSuperview() }
            controller.removeFromParent()
            updateSafeArea(of: controller)
        }
        controllerList = viewControllers.map { _ in list }
        customizableViewControllers = viewControllers.map { _ in list }
        // A controller pushed from the More list that now has a tab of its own goes back to the tab bar controller.
        if let nav = moreNavStorage, nav.viewControllers.count > 1, !nav.viewControllers.dropFirst().contains(where: isOverflow) {
            nav.setViewControllers([moreListController], animated: false)
        }
        for controller in list where controller.parentStorage !== self && !isInMoreStack(controller) {
            addChild(controller)
            controller.didMove(toParent: self)
        }

        var next: UIViewController?
        if let oldSelection, list.contains(where: { $0 === oldSelection }) {
            next = oldSelection
        } else if oldIndex != NSNotFound, list.indices.contains(oldIndex) {
            next = list[oldIndex]
        } else if moreWasShown, hasMore {
            next = moreContainer
        } else {
            next = list.first
        }
        selection = nil
        updateMoreContainment()
        refreshBarItems(animated: animated)
        moreList?.reloadList()
        if let next { select(next, animated: false) } else { hideShownController(); updateBarSelection() }
    }

    // MARK: Layout

    /// The height of the bar's tab area, without the bottom safe area: 49 points, 32 in a compact-height (landscape)
    /// modern interface, as iOS's compact tab bar.
    package var tabAreaHeight: CGFloat {
        if !UIScreen.main.profile.isClassic, traitCollection.verticalSizeClass == .compact { return 32 }
        return 49
    }

    /// Whether the bar hides what is under it: always on the iPhone OS 3 profiles, else when not translucent.
    package var barIsOpaque: Bool { UIScreen.main.profile.isClassic || !bar.isTranslucent }

    /// Whether `child`'s view extends under the bar: a translucent bar over a child whose
    /// ``UIViewController/edgesForExtendedLayout`` include the bottom edge, or an opaque one when the child also
    /// sets ``UIViewController/extendedLayoutIncludesOpaqueBars``.
    package func extendsUnderBar(_ child: UIViewController) -> Bool {
        guard child.edgesForExtendedLayout.contains(.bottom) else { return false }
        return !barIsOpaque || child.extendedLayoutIncludesOpaqueBars
    }

    /// The content area: the view holding the shown child's view (the whole controller's view).
    package var contentView: UIView? { (viewIfLoaded as? TabBarControllerView)?.transitionView }

    /// The frame of `child`'s view in the content area: all of it, or the part above the bar.
    package func frameForChild(_ child: UIViewController) -> CGRect {
        guard let contentView else { return .zero }
        let bounds = contentView.bounds
        guard !extendsUnderBar(child), !bar.isHidden else { return bounds }
        return CGRect(x: bounds.minX, y: bounds.minY, width: bounds.width,
                      height: max(0, min(bounds.height, bar.frame.minY - contentView.frame.minY)))
    }

    /// Places the bar along the bottom (its tab area plus the view's bottom safe area on the modern profile), the
    /// content area over the whole view, and the shown child's view over all of it (under the bar) or the part
    /// above the bar; then tells the children how much of them the bar covers.
    package func layoutTabBarContent() {
        guard let container = viewIfLoaded as? TabBarControllerView else { return }
        let bounds = container.bounds
        let bottomSafe = UIScreen.main.profile.isClassic ? 0 : container.safeAreaInsets.bottom
        let barHeight = tabAreaHeight + bottomSafe
        let barFrame = CGRect(x: bounds.minX, y: bounds.maxY - barHeight, width: bounds.width, height: barHeight)
        if bar.frame != barFrame { bar.frame = barFrame }
        if container.transitionView.frame != bounds { container.transitionView.frame = bounds }
        if let shown = shownController?.viewIfLoaded, shown.superview === container.transitionView,
            runningTransition == nil
        {
            let frame = frameForChild(shownController!)
            if shown.frame != frame { shown.frame = frame }
        }
        for child in children { updateSafeArea(of: child) }
        updateTabBarScrollEdge()
    }

    /// Sets `child`'s container insets so its safe area ends at the bar's top edge when its view runs under the
    /// bar (what the view's geometry already gives, the home indicator area, is not counted twice).
    package func updateSafeArea(of child: UIViewController) {
        var insets = UIEdgeInsets.zero
        if let childView = child.viewIfLoaded, let container = viewIfLoaded, !bar.isHidden, extendsUnderBar(child),
            childView.superview === contentView
        {
            let frame = childView.frame
            let bottomEdge = container.bounds.maxY - frame.maxY
            let covered = container.bounds.maxY - bar.frame.minY
            let inherited = max(0, container.safeAreaInsets.bottom - bottomEdge)
            insets.bottom = max(0, covered - bottomEdge - inherited)
        }
        guard child.containerSafeAreaInsets != insets else { return }
        child.containerSafeAreaInsets = insets
        LayerChangeCount.increment()
        child.viewIfLoaded?.setNeedsLayout()
    }

    // MARK: UITabBarDelegate

    /// The user tapped `item` on the controller's bar: asks the delegate's `shouldSelect` (a refusal puts the
    /// bar's selection back), selects the tab — tapping the selected tab again returns a navigation controller
    /// (or the More tab) to its root — then tells the delegate's `didSelect`. Override calling super.
    open func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {
        guard tabBar === bar else { return }
        guard let target = controller(forItem: item) else { return updateBarSelection() }
        userSelect(target)
    }

    /// The bar is about to show its customising sheet; nothing to do here (the controller's own sheet tells the
    /// delegate). Override calling super.
    open func tabBar(_ tabBar: UITabBar, willBeginCustomizing items: [UITabBarItem]) {}
    /// The bar's customising sheet opened.
    open func tabBar(_ tabBar: UITabBar, didBeginCustomizing items: [UITabBarItem]) {}
    /// The bar's customising sheet is about to close.
    open func tabBar(_ tabBar: UITabBar, willEndCustomizing items: [UITabBarItem], changed: Bool) {}
    /// The bar's customising sheet closed.
    open func tabBar(_ tabBar: UITabBar, didEndCustomizing items: [UITabBarItem], changed: Bool) {}

    // MARK: Children's bar items

    /// A child's ``tabBarItem`` was replaced: the bar (and the More list) show the new items.
    package override func childBarItemsDidChange(_ child: UIViewController, animated: Bool) {
        guard (controllerList ?? []).contains(where: { $0 === child }) else { return }
        refreshBarItems(animated: animated)
        moreList?.reloadList()
    }

    /// Whether ``show(_:sender:)`` is handled here: no, a tab bar controller passes it up (iOS presents).
    package override var showsChildrenInPlace: Bool { false }
}

/// The view of a ``UITabBarController``: lays its content area and tab bar out whenever it lays out.
@MainActor
package final class TabBarControllerView: UIView {
    package weak var controller: UITabBarController?
    /// The view the shown child's view lives in, and the container of the delegate's switch animations.
    package let transitionView = UIView(frame: .zero)

    package override func layoutSubviews() {
        super.layoutSubviews()
        controller?.layoutTabBarContent()
    }
}

/// A tab bar controller's children's root scroll views adjust their insets vertically with `.automatic`.
extension UITabBarController: ContentInsetAdjustingContainer {}
