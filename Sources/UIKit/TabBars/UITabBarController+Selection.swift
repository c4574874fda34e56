// SPDX-License-Identifier: Apache-2.0

import Foundation

/// Selecting a tab: by code (no delegate calls) or by the user through the bar (the delegate is asked and told),
/// and swapping the shown child's view with iOS's appearance order, animated by the delegate's animator if it
/// gives one.
extension UITabBarController {
    // MARK: Selection (package)

    /// The controller whose tab `item` is: a view controller on the bar, or the More container for the More item.
    package func controller(forItem item: UITabBarItem) -> UIViewController? {
        if item === moreItemStorage, hasMore { return moreContainer }
        return tabControllers.first { $0.tabBarItem === item }
    }

    /// A selection the user made (a tab, or a row of the More list): asks the delegate, selects, tells it.
    package func userSelect(_ target: UIViewController) {
        guard runningTransition == nil else {
            updateBarSelection()
            return UIKitDiagnostics.log("UITabBarController: a tab was chosen while a tab switch is animating; ignored")
        }
        if let delegate, !delegate.tabBarController(self, shouldSelect: target) { return updateBarSelection() }
        if target === selection || (isMoreContainer(target) && shownController === target) {
            reselect(target)
        } else {
            select(target, animated: true)
        }
        delegate?.tabBarController(self, didSelect: target)
    }

    /// The user tapped the tab that was already selected: a navigation controller goes back to its root (the
    /// More tab to its list), as iOS does.
    package func reselect(_ target: UIViewController) {
        if isMoreContainer(target) {
            popMoreToRoot(animated: true)
            selection = target
        } else {
            popToRootIfNavigation(target)
        }
        updateBarSelection()
    }

    /// `selectedViewController`'s setter: selects `target` without the delegate, or logs why not.
    package func selectByCode(_ target: UIViewController?) {
        guard let target else {
            return UIKitDiagnostics.log("UITabBarController: selectedViewController cannot be set to nil; ignored")
        }
        let listed = (controllerList ?? []).contains { $0 === target }
        guard listed || (isMoreContainer(target) && hasMore) else {
            return UIKitDiagnostics.log("UITabBarController: \(target) is not one of the tab bar controller's view controllers; ignored")
        }
        guard runningTransition == nil else {
            return UIKitDiagnostics.log("UITabBarController: cannot select \(target) while a tab switch is animating; ignored")
        }
        if target === selection { return }
        select(target, animated: false)
    }

    /// Makes `target` the selection and shows it: a controller listed under More is shown inside the More
    /// container, which the content area then shows.
    package func select(_ target: UIViewController, animated: Bool) {
        let shown: UIViewController
        var selected = target
        if isMoreContainer(target) {
            shown = target
            // The More tab shows what it showed last: a controller pushed from the list stays the selection.
            if let top = moreNavStorage?.topViewController, isOverflow(top) { selected = top }
        } else if isOverflow(target) {
            shown = moreContainer
            showInMore(target, animated: animated && shownController === moreContainer)
        } else {
            shown = target
        }
        let previous = selection
        selection = selected
        updateBarSelection()
        showController(shown, previousSelection: previous)
    }

    /// Puts `controller`'s view in the content area in place of the shown one, with iOS's appearance order when
    /// the controller's view is on screen. The delegate's animator, if it gives one, plays the swap; a cancelled
    /// (interactive) swap puts the old controller and selection back.
    package func showController(_ controller: UIViewController, previousSelection: UIViewController? = nil) {
        guard controller !== shownController else { return }
        let old = shownController
        shownController = controller
        guard let contentView else { return }
        let newView: UIView = controller.view
        newView.frame = frameForChild(controller)
        newView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        let onScreen = viewIfLoaded?.window.map { !$0.isHidden } ?? false
        let oldView = old?.viewIfLoaded.flatMap { $0.superview === contentView ? $0 : nil }
        let animator = onScreen && old != nil && oldView != nil
            ? delegate?.tabBarController(self, animationControllerForTransitionFrom: old!, to: controller) : nil
        let animated = animator != nil
        // The controllers whose views come and go with the swap, outermost first (a navigation controller and
        // its top controller): the automatic window path then leaves them to this controller.
        let appearing = onScreen ? newView.viewControllersInSubtree() : []
        let disappearing = onScreen ? (oldView?.viewControllersInSubtree() ?? []).filter(\.isShownForAppearance) : []
        for party in appearing { party.beginAppearanceTransition(true, animated: animated) }
        for party in disappearing { party.beginAppearanceTransition(false, animated: animated) }
        guard let animator, let old, let oldView else {
            contentView.addSubview(newView)
            oldView?.removeFromSuperview()
            layoutTabBarContent()
            for party in disappearing { party.endAppearanceTransition() }
            for party in appearing { party.endAppearanceTransition() }
            return
        }
        let interaction = delegate?.tabBarController(self, interactionControllerFor: animator)
        let context = ViewControllerTransitionContext(
            container: contentView, from: old, to: controller, fromView: oldView, toView: newView,
            animated: true, interactive: interaction != nil, style: .none)
        context.initialFrames[ObjectIdentifier(old)] = oldView.frame
        context.finalFrames[ObjectIdentifier(controller)] = newView.frame
        runningTransition = context
        for party in [self, old, controller] { party.activeTransitionCoordinator = context }
        context.onComplete = { [weak self, weak old, weak controller] completed in
            guard let self, let old, let controller else { return }
            self.runningTransition = nil
            for party in [self, old, controller] { party.activeTransitionCoordinator = nil }
            if completed {
                if newView.superview !== contentView { contentView.addSubview(newView) }
                if oldView.superview === contentView { oldView.removeFromSuperview() }
                self.layoutTabBarContent()
                for party in disappearing { party.endAppearanceTransition() }
                for party in appearing { party.endAppearanceTransition() }
            } else {
                if newView.superview === contentView { newView.removeFromSuperview() }
                if oldView.superview !== contentView { contentView.addSubview(oldView) }
                self.shownController = old
                self.layoutTabBarContent()
                self.selection = previousSelection ?? old
                self.updateBarSelection()
                for party in appearing { party.beginAppearanceTransition(false, animated: true) }
                for party in disappearing { party.beginAppearanceTransition(true, animated: true) }
                for party in disappearing { party.endAppearanceTransition() }
                for party in appearing { party.endAppearanceTransition() }
            }
        }
        context.start(with: animator, interaction: interaction)
    }

    /// Takes the shown controller's view out of the content area (its controller disappears when on screen).
    package func hideShownController() {
        guard let shown = shownController else { return }
        shownController = nil
        guard let shownView = shown.viewIfLoaded, shownView.superview === contentView else { return }
        let onScreen = viewIfLoaded?.window.map { !$0.isHidden } ?? false
        let leaving = onScreen ? shownView.viewControllersInSubtree().filter(\.isShownForAppearance) : []
        for party in leaving { party.beginAppearanceTransition(false, animated: false) }
        shownView.removeFromSuperview()
        for party in leaving { party.endAppearanceTransition() }
    }

    /// Ends a running switch at once (its animator's later completion is then ignored, with a log line).
    package func finishRunningTransition() {
        guard let context = runningTransition else { return }
        context.completeTransition(true)
    }

    // MARK: The bar's items

    /// Shows the tab controllers' items (and More's) on the bar, then the selection.
    package func refreshBarItems(animated: Bool = false) {
        var items = tabControllers.map { $0.tabBarItem ?? $0.makeTabBarItem() }
        if hasMore { items.append(moreItem) }
        let current = bar.items ?? []
        if current.count != items.count || zip(current, items).contains(where: { $0 !== $1 }) {
            bar.setItems(items.isEmpty && controllerList == nil ? nil : items, animated: animated)
        }
        updateBarSelection()
    }

    /// Marks the selection's item on the bar: the More item for the More list and the controllers under More.
    package func updateBarSelection() {
        var item: UITabBarItem?
        if let selection {
            item = isMoreContainer(selection) || isOverflow(selection) ? moreItem : selection.tabBarItem
        }
        if bar.selectedItem !== item { bar.selectedItem = item }
    }
}
