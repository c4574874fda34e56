// SPDX-License-Identifier: Apache-2.0

import Foundation
import QuartzCore

/// The navigation controller's views: the bars' frames, the top controller's frame and safe area, and hiding the
/// bars.
///
/// The bar sits below the top of the view's safe area (below the status bar), at its fitting height (44 points),
/// with `barPosition` `.topAttached` so its background extends up under the status bar; the toolbar sits above the
/// bottom of the safe area. The top controller's view fills the view, except that it starts below an opaque bar
/// (and ends above an opaque toolbar) unless it sets `extendedLayoutIncludesOpaqueBars`, and an edge left out of
/// its `edgesForExtendedLayout` stops at the bar there. Its safe area grows to clear the bars it runs under.
extension UINavigationController {
    package func makeNavigationBar() -> UINavigationBar {
        if let bar = navigationBarStorage { return bar }
        let bar = navigationBarClassStorage == UINavigationBar.self ? UINavigationBar(frame: .zero)
            : ResponderFactory.make(navigationBarClassStorage)
        if UIScreen.main.profile.isClassic { bar.isTranslucent = false }
        bar.managingController = self
        bar.delegate = barDelegateProxy
        bar.onBackButton = { [weak self] in self?.backButtonTapped() }
        navigationBarStorage = bar
        isUpdatingBar = true
        bar.setItems(stack.map(\.navigationItem), animated: false)
        isUpdatingBar = false
        return bar
    }

    package func makeToolbar() -> UIToolbar {
        if let toolbar = toolbarStorage { return toolbar }
        let toolbar = toolbarClassStorage == UIToolbar.self ? UIToolbar(frame: .zero)
            : ResponderFactory.make(toolbarClassStorage)
        if UIScreen.main.profile.isClassic { toolbar.isTranslucent = false }
        toolbar.delegate = barDelegateProxy
        toolbar.isHidden = toolbarHiddenStorage || topHidesBottomBar
        toolbar.setItems(topViewController?.toolbarItems, animated: false)
        toolbarStorage = toolbar
        return toolbar
    }

    /// Builds the view's subviews once the view is made: content, toolbar, bar, the edge swipe, and the top
    /// controller's view.
    package func installViews() {
        let root: UIView = view
        contentView.frame = root.bounds
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        root.addSubview(contentView)
        root.addSubview(toolbar)
        root.addSubview(navigationBar)
        navigationBar.isHidden = navigationBarHiddenStorage
        let pan = UIScreenEdgePanGestureRecognizer(target: self) { [weak self] in self?.handleEdgePan($0) }
        pan.edges = UIRectEdge.left
        root.addGestureRecognizer(pan)
        edgePanStorage = pan
        installBarHidingRecognizers()
        if let top = topViewController {
            contentView.addSubview(top.view)
            top.view.frame = frameForChild(top)
        }
    }

    /// Whether the top controller (or one below it, down to the first pushed) hides the bottom bar.
    package var topHidesBottomBar: Bool { hidesBottomBar(for: stack) }

    package func hidesBottomBar(for stack: [UIViewController]) -> Bool {
        stack.dropFirst().contains { $0.hidesBottomBarWhenPushed }
    }

    /// The bar's height: its fitting height, 44 points when it has none.
    private var barHeight: CGFloat {
        let fitted = navigationBar.sizeThatFits(view.bounds.size).height
        return fitted > 0 && fitted.isFinite ? fitted : 44
    }

    private var toolbarHeight: CGFloat {
        let fitted = toolbar.sizeThatFits(view.bounds.size).height
        return fitted > 0 && fitted.isFinite ? fitted : 44
    }

    /// The frame of the bar when shown, in the view's coordinates.
    package var shownBarFrame: CGRect {
        CGRect(x: 0, y: view.safeAreaInsets.top, width: view.bounds.width, height: barHeight)
    }

    /// The frame of the toolbar when shown.
    package var shownToolbarFrame: CGRect {
        let h = toolbarHeight
        return CGRect(x: 0, y: view.bounds.height - view.safeAreaInsets.bottom - h, width: view.bounds.width, height: h)
    }

    /// Lays out the bars, the content view and the top controller's view (the root view's `layoutSubviews`).
    package func layoutNavigationViews() {
        let root: UIView = view
        applyVerticallyCompactBarHiding()
        if !navigationBar.isHidden, barAnimationCount == 0 { navigationBar.frame = shownBarFrame }
        if !toolbar.isHidden, toolbarAnimationCount == 0 { toolbar.frame = shownToolbarFrame }
        contentView.frame = root.bounds
        updateBarScrollEdges()
        trackScrollingForSearchBar()
        guard runningTransition == nil, let top = topViewController, top.viewIfLoaded?.superview === contentView else {
            return
        }
        let frame = frameForChild(top)
        if top.view.frame != frame { top.view.frame = frame }
        updateSafeArea(of: top)
    }

    /// The frame `child`'s view takes as the top controller, in the content view's coordinates.
    package func frameForChild(_ child: UIViewController, stackShown: [UIViewController]? = nil) -> CGRect {
        let bounds = view.bounds
        var frame = bounds
        let barShown = !navigationBarHiddenStorage
        if barShown {
            let bar = shownBarFrame
            let extendsTop = child.edgesForExtendedLayout.contains(.top)
                && (navigationBar.isTranslucent || child.extendedLayoutIncludesOpaqueBars)
            if !extendsTop { frame.origin.y = bar.maxY; frame.size.height = bounds.maxY - bar.maxY }
        }
        if toolbarShown(for: stackShown ?? stack) {
            let bar = shownToolbarFrame
            let extendsBottom = child.edgesForExtendedLayout.contains(.bottom)
                && (toolbar.isTranslucent || child.extendedLayoutIncludesOpaqueBars)
            if !extendsBottom { frame.size.height = max(0, bar.minY - frame.minY) }
        }
        return frame
    }

    /// Whether the toolbar shows with `stack` on the navigation controller.
    package func toolbarShown(for stack: [UIViewController]) -> Bool {
        !toolbarHiddenStorage && !hidesBottomBar(for: stack)
    }

    /// Sets `child`'s container insets so its safe area clears the bars its view runs under.
    package func updateSafeArea(of child: UIViewController) {
        guard let childView = child.viewIfLoaded else { return }
        let frame = childView.frame
        let navInsets = view.safeAreaInsets
        var coveredTop = navInsets.top
        if !navigationBarHiddenStorage { coveredTop = max(coveredTop, shownBarFrame.maxY) }
        var coveredBottom = navInsets.bottom
        if toolbarShown(for: stack) { coveredBottom = max(coveredBottom, view.bounds.maxY - shownToolbarFrame.minY) }
        let bottomEdge = view.bounds.maxY - frame.maxY
        let inheritedTop = max(0, navInsets.top - frame.minY)
        let inheritedBottom = max(0, navInsets.bottom - bottomEdge)
        let insets = UIEdgeInsets(top: max(0, coveredTop - frame.minY - inheritedTop), left: 0,
                                  bottom: max(0, coveredBottom - bottomEdge - inheritedBottom), right: 0)
        guard child.containerSafeAreaInsets != insets else { return }
        child.containerSafeAreaInsets = insets
        LayerChangeCount.increment()
        childView.setNeedsLayout()
    }

    // MARK: Hiding the bars

    package func updateNavigationBarHidden(_ hidden: Bool, animated: Bool) {
        guard hidden != navigationBarHiddenStorage else { return }
        navigationBarHiddenStorage = hidden
        guard isViewLoaded else { return }
        let bar = navigationBar
        let shown = shownBarFrame
        let offscreen = shown.offsetBy(dx: 0, dy: -shown.maxY)
        let animate = animated && view.window != nil
        if !hidden {
            bar.isHidden = false
            if animate { bar.frame = offscreen }
        }
        let apply = {
            bar.frame = hidden ? offscreen : shown
            self.layoutTopForBars()
        }
        guard animate else {
            apply()
            bar.isHidden = hidden
            return view.setNeedsLayout()
        }
        barAnimationCount += 1
        UIView.animate(withDuration: Double(Self.hideShowBarDuration), delay: 0, options: [.beginFromCurrentState],
                       animations: apply) { _ in
            self.barAnimationCount -= 1
            if self.navigationBarHiddenStorage == hidden { bar.isHidden = hidden }
        }
    }

    package func updateToolbarHidden(_ hidden: Bool, animated: Bool) {
        guard hidden != toolbarHiddenStorage else { return }
        toolbarHiddenStorage = hidden
        guard isViewLoaded else { return }
        applyToolbarVisibility(animated: animated && view.window != nil)
    }

    /// Shows or hides the toolbar to match ``toolbarShown(for:)`` with the current stack.
    package func applyToolbarVisibility(animated: Bool) {
        let bar = toolbar!
        let show = toolbarShown(for: stack)
        guard show == bar.isHidden || toolbarAnimationCount > 0 else { return layoutTopForBars() }
        let shown = shownToolbarFrame
        let offscreen = CGRect(x: shown.minX, y: view.bounds.maxY, width: shown.width, height: shown.height)
        if show {
            bar.isHidden = false
            if animated { bar.frame = offscreen }
        }
        let apply = {
            bar.frame = show ? shown : offscreen
            self.layoutTopForBars()
        }
        guard animated else {
            apply()
            bar.isHidden = !show
            return
        }
        toolbarAnimationCount += 1
        UIView.animate(withDuration: Double(Self.hideShowBarDuration), delay: 0, options: [.beginFromCurrentState],
                       animations: apply) { _ in
            self.toolbarAnimationCount -= 1
            if self.toolbarShown(for: self.stack) != show { return }
            bar.isHidden = !show
        }
    }

    /// Places the top controller's view for the bars' new state (inside a bar animation, it animates along).
    private func layoutTopForBars() {
        guard runningTransition == nil, let top = topViewController, top.viewIfLoaded?.superview === contentView else {
            return
        }
        top.view.frame = frameForChild(top)
        updateSafeArea(of: top)
    }
}

/// The delegate of a navigation controller's bar and toolbar (a separate object, so the controller's own API does
/// not grow Apple's private conformances, which apps sometimes add themselves).
@MainActor
package final class NavigationBarDelegateProxy: UINavigationBarDelegate, UIToolbarDelegate {
    package weak var controller: UINavigationController?

    package init() {}

    /// The navigation bar is attached to the top of the screen (its background extends under the status bar);
    /// the toolbar sits at the bottom.
    package func position(for bar: UIBarPositioning) -> UIBarPosition {
        bar is UINavigationBar ? .topAttached : .bottom
    }

    /// The bar asks before popping: pops the navigation controller makes itself are allowed; a pop from the bar
    /// (its back button) pops the top controller instead, which updates the bar.
    package func navigationBar(_ navigationBar: UINavigationBar, shouldPop item: UINavigationItem) -> Bool {
        guard let controller else { return true }
        return controller.barAsksToPop(item)
    }
}

extension UINavigationController {
    /// The bar's back button: pops the top controller (animated), unless a transition is running.
    package func backButtonTapped() {
        guard stack.count > 1, runningTransition == nil else { return }
        popViewController(animated: true)
    }

    package func barAsksToPop(_ item: UINavigationItem) -> Bool {
        if isUpdatingBar { return true }
        if item === topViewController?.navigationItem, stack.count > 1 { popViewController(animated: true) }
        return false
    }
}
