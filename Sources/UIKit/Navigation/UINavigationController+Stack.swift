// SPDX-License-Identifier: Apache-2.0

import Foundation

/// Changing the stack: validation, deferral while a transition runs, and the transition itself.
///
/// A change follows iOS's order. At the start: the pushed controllers are added as children
/// (`willMove(toParent:)` with the navigation controller), the popped ones get `willMove(toParent: nil)`, the bar's
/// items change, the delegate's `willShow`, then `viewWillDisappear` of the old top controller and
/// `viewWillAppear` of the new one (with `isMovingFromParent` / `isMovingToParent` true on the popped / pushed
/// one). The animator runs in the content view. At the end: `viewDidDisappear`, `viewDidAppear`,
/// `removeFromParent()` of the popped controllers (their `didMove(toParent: nil)`), `didMove(toParent:)` of the
/// pushed ones, and the delegate's `didShow`. A cancelled (interactive) pop reverses the appearance instead — the
/// old top's `viewWillAppear`, the new one's `viewWillDisappear`, then `viewDidDisappear` and `viewDidAppear` —
/// and leaves the stack as it was. Appearance callbacks only run while the navigation controller is shown;
/// transitions only animate then.
extension UINavigationController {
    package func requestPush(_ vc: UIViewController, animated: Bool) {
        guard !(vc is UINavigationController) else {
            return UIKitDiagnostics.log("Pushing a navigation controller is not supported")
        }
        guard !stack.contains(where: { $0 === vc }) else {
            return UIKitDiagnostics.log("Pushing the same view controller instance more than once is not supported (\(vc))")
        }
        guard vc !== self, !isDescendantController(of: vc) else {
            return UIKitDiagnostics.log("pushViewController: \(vc) contains the navigation controller; ignored")
        }
        guard runningTransition == nil else {
            deferredRequests.append { [weak self] in self?.requestPush(vc, animated: animated) }
            return
        }
        performTransition(to: stack + [vc], operation: .push, animated: animated)
    }

    package func requestPop(animated: Bool) -> UIViewController? {
        guard stack.count > 1 else {
            UIKitDiagnostics.log("popViewController: the root view controller cannot be popped; nil returned")
            return nil
        }
        guard runningTransition == nil else {
            deferredRequests.append { [weak self] in _ = self?.requestPop(animated: animated) }
            return nil
        }
        let top = stack.last
        performTransition(to: Array(stack.dropLast()), operation: .pop, animated: animated)
        return top
    }

    package func requestPop(to vc: UIViewController, animated: Bool) -> [UIViewController]? {
        guard let index = stack.firstIndex(where: { $0 === vc }) else {
            UIKitDiagnostics.log("Tried to pop to a view controller that doesn't exist.")
            return nil
        }
        guard runningTransition == nil else {
            deferredRequests.append { [weak self] in _ = self?.requestPop(to: vc, animated: animated) }
            return nil
        }
        let popped = Array(stack[(index + 1)...])
        guard !popped.isEmpty else { return [] }
        performTransition(to: Array(stack[...index]), operation: .pop, animated: animated)
        return popped
    }

    package func requestSet(_ controllers: [UIViewController], animated: Bool) {
        guard Set(controllers.map(ObjectIdentifier.init)).count == controllers.count else {
            return UIKitDiagnostics.log("setViewControllers: All view controllers in a navigation controller must be distinct (\(controllers)); ignored")
        }
        guard !controllers.contains(where: { $0 is UINavigationController }) else {
            return UIKitDiagnostics.log("Pushing a navigation controller is not supported")
        }
        guard !controllers.contains(where: { $0 === self || isDescendantController(of: $0) }) else {
            return UIKitDiagnostics.log("setViewControllers: a controller contains the navigation controller; ignored")
        }
        guard runningTransition == nil else {
            deferredRequests.append { [weak self] in self?.requestSet(controllers, animated: animated) }
            return
        }
        let operation: Operation
        if let newTop = controllers.last, newTop !== stack.last {
            operation = stack.contains { $0 === newTop } ? .pop : .push
        } else {
            operation = .none
        }
        performTransition(to: controllers, operation: operation, animated: animated)
    }

    // MARK: The transition

    /// Replaces the stack with `newStack`, showing its top controller (animated when `animated` and shown;
    /// `interaction` drives an interactive pop).
    package func performTransition(to newStack: [UIViewController], operation: Operation, animated: Bool,
                                   interaction: UIViewControllerInteractiveTransitioning? = nil) {
        let oldStack = stack
        let oldTop = oldStack.last
        let newTop = newStack.last
        let removed = oldStack.filter { old in !newStack.contains { $0 === old } }
        let added = newStack.filter { new in !oldStack.contains { $0 === new } }
        for vc in added { addChild(vc) }
        for vc in removed { vc.willMove(toParent: nil) }
        stack = newStack

        let shown = isViewLoaded && view.window != nil && isShownForAppearance
        let animate = animated && shown && oldTop !== newTop && oldTop != nil && newTop != nil
        let interactive = animate && interaction != nil
        if !interactive { updateBar(operation: operation, animated: animated && shown) }
        updateToolbar(animated: animated && shown)

        var change = StackChange(oldStack: oldStack, removed: removed, added: added, operation: operation,
                                 animated: animate, interactive: interactive)
        guard oldTop !== newTop else { return finishTransition(change, completed: true) }
        if shown, let newTop { delegate?.navigationController(self, willShow: newTop, animated: animate) }
        if let oldTop, removed.contains(where: { $0 === oldTop }) { oldTop.movingFromParent = true }
        if let newTop, added.contains(where: { $0 === newTop }) { newTop.movingToParent = true }
        if shown {
            change.disappearing = oldTop?.viewIfLoaded?.viewControllersInSubtree().filter(\.isShownForAppearance) ?? []
            change.appearing = newTop.map { $0.view.viewControllersInSubtree() } ?? []
        }
        for controller in change.disappearing { controller.beginAppearanceTransition(false, animated: animate) }
        for controller in change.appearing { controller.beginAppearanceTransition(true, animated: animate) }
        guard isViewLoaded else { return finishTransition(change, completed: true) }

        let fromView = oldTop?.viewIfLoaded.flatMap { $0.superview === contentView ? $0 : nil }
        let toView: UIView? = newTop?.view
        if let newTop, let toView { toView.frame = frameForChild(newTop) }
        change.fromView = fromView
        change.toView = toView
        guard animate, let oldTop, let newTop else {
            fromView?.removeFromSuperview()
            if let toView { contentView.addSubview(toView) }
            return finishTransition(change, completed: true)
        }

        let context = ViewControllerTransitionContext(
            container: contentView, from: oldTop, to: newTop, fromView: fromView, toView: toView, animated: true,
            interactive: interactive, style: .none)
        if let fromView { context.initialFrames[ObjectIdentifier(oldTop)] = fromView.frame }
        if let toView { context.finalFrames[ObjectIdentifier(newTop)] = toView.frame }
        let systemOperation: Operation = operation == .none ? .push : operation
        let animator = delegate?.navigationController(self, animationControllerFor: systemOperation, from: oldTop,
                                                      to: newTop)
            ?? NavigationTransitionAnimator(operation: systemOperation, classic: UIScreen.main.profile.isClassic)
        let driver = interactive
            ? (delegate?.navigationController(self, interactionControllerFor: animator) ?? interaction) : nil
        runningTransition = context
        contentView.isUserInteractionEnabled = false
        navigationBarStorage?.isUserInteractionEnabled = false
        for controller in [self, oldTop, newTop] { controller.activeTransitionCoordinator = context }
        context.onComplete = { [weak self] completed in self?.finishTransition(change, completed: completed) }
        if interactive {
            // iOS reverses the appearance when the gesture is let go short, before the views slide back.
            context.notifyWhenInteractionChanges { context in
                if context.isCancelled { Self.beginReversedAppearance(change) }
            }
        }
        context.start(with: animator, interaction: driver)
    }

    /// Ends a stack change: completes it, or (cancelled) puts the old stack back; then runs deferred requests.
    private func finishTransition(_ change: StackChange, completed: Bool) {
        let newTop = stack.last
        let oldTop = change.oldStack.last
        runningTransition = nil
        if isViewLoaded {
            contentView.isUserInteractionEnabled = true
            navigationBarStorage?.isUserInteractionEnabled = true
        }
        for controller in [self, oldTop, newTop] { controller?.activeTransitionCoordinator = nil }
        if completed {
            if let fromView = change.fromView, fromView !== change.toView, fromView.superview === contentView {
                fromView.removeFromSuperview()
            }
            if let toView = change.toView, toView.superview !== contentView { contentView.addSubview(toView) }
            for controller in change.disappearing { controller.endAppearanceTransition() }
            for controller in change.appearing { controller.endAppearanceTransition() }
            for vc in change.removed { vc.removeFromParent() }
            for vc in change.added { vc.didMove(toParent: self) }
            if change.interactive { updateBar(operation: change.operation, animated: true) }
        } else {
            stack = change.oldStack
            Self.beginReversedAppearance(change)
            if let toView = change.toView, toView !== change.fromView { toView.removeFromSuperview() }
            if let fromView = change.fromView {
                if fromView.superview !== contentView { contentView.addSubview(fromView) }
                if let oldTop { fromView.frame = frameForChild(oldTop) }
            }
            for controller in change.appearing { controller.endAppearanceTransition() }
            for controller in change.disappearing { controller.endAppearanceTransition() }
            for vc in change.removed { vc.didMove(toParent: self) }
            for vc in change.added {
                vc.willMove(toParent: nil)
                vc.removeFromParent()
            }
            if !change.interactive { updateBar(operation: .none, animated: false) }
            updateToolbar(animated: false)
        }
        for vc in change.oldStack + change.added {
            vc.movingToParent = false
            vc.movingFromParent = false
        }
        childList = stack + childList.filter { child in !stack.contains { $0 === child } }
        if isViewLoaded, let top = stack.last, top.viewIfLoaded?.superview === contentView {
            top.view.frame = frameForChild(top)
            updateSafeArea(of: top)
        }
        if completed, change.oldStack.last !== newTop, let newTop, isViewLoaded, view.window != nil,
           isShownForAppearance {
            delegate?.navigationController(self, didShow: newTop, animated: change.animated)
        }
        let queued = deferredRequests
        deferredRequests = []
        for request in queued { request() }
    }

    /// Starts undoing a cancelled change's appearance: the old top controllers appear again, the new ones
    /// disappear (no longer moving to or from the parent). Idempotent.
    private static func beginReversedAppearance(_ change: StackChange) {
        for vc in change.oldStack + change.added {
            vc.movingToParent = false
            vc.movingFromParent = false
        }
        for controller in change.disappearing { controller.beginAppearanceTransition(true, animated: change.animated) }
        for controller in change.appearing { controller.beginAppearanceTransition(false, animated: change.animated) }
    }

    /// Shows the stack's navigation items on the bar: a push or pop of one item as such, anything else by
    /// replacing the items.
    package func updateBar(operation: Operation, animated: Bool) {
        guard let bar = navigationBarStorage else { return }
        isUpdatingBar = true
        defer { isUpdatingBar = false }
        let items = stack.map(\.navigationItem)
        let current = bar.itemStack
        if operation == .push, stack.count == current.count + 1,
           zip(current, items).allSatisfy({ $0 === $1 }) {
            bar.pushItemUnchecked(items[items.count - 1], animated: animated)
        } else if operation == .pop, stack.count == current.count - 1,
                  zip(current, items).allSatisfy({ $0 === $1 }) {
            _ = bar.popItemUnchecked(animated: animated)
        } else if current.count != items.count || !zip(current, items).allSatisfy({ $0 === $1 }) {
            bar.setItems(items, animated: animated)
        }
    }

    /// Shows the top controller's toolbar items, and shows or hides the toolbar for the top controller's
    /// `hidesBottomBarWhenPushed`.
    package func updateToolbar(animated: Bool) {
        guard let toolbar = toolbarStorage else { return }
        toolbar.setItems(stack.last?.toolbarItems, animated: animated)
        if isViewLoaded { applyToolbarVisibility(animated: animated) }
    }
}

/// What one stack change needs at its end.
@MainActor
package struct StackChange {
    let oldStack: [UIViewController]
    let removed: [UIViewController]
    let added: [UIViewController]
    let operation: UINavigationController.Operation
    let animated: Bool
    let interactive: Bool
    var disappearing: [UIViewController] = []
    var appearing: [UIViewController] = []
    var fromView: UIView?
    var toView: UIView?
}
