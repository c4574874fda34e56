// SPDX-License-Identifier: Apache-2.0

extension UIView {

    /// Removes the view from its superview (and window), with the notifications in iPhone OS's order:
    /// the superview's `willRemoveSubview(_:)`, `willMove(toSuperview: nil)`, `willMove(toWindow: nil)` (subtree),
    /// removal, `didMoveToWindow()` (subtree), `didMoveToSuperview()`.
    public func removeFromSuperviewNow() {
        guard let parent = superviewStorage else { return }
        let tintBefore = inheritedTint
        AutoLayoutHost.viewWillLeave(self)
        parent.willRemoveSubview(self)
        willMove(toSuperview: nil)
        let windowChange = beginMove(toWindow: nil)
        parent.subviewChildren.remove(self)
        superviewStorage = nil
        StyleOverrides.generation &+= 1
        layer.removeFromSuperlayer()
        finishMove(windowChange)
        didMoveToSuperview()
        notifyTintChangeIfMoved(from: tintBefore)
        parent.setNeedsLayout()
    }

    // MARK: Internals

    /// A window change in progress: the new window and the view controllers whose appearance changes with it.
    package struct WindowChange {
        let window: UIWindow?
        let changed: Bool
        let controllers: [UIViewController]
    }

    /// First half of moving the subtree rooted here into `newWindow`: the view controllers whose views become
    /// shown or hidden get `viewWillAppear`/`viewWillDisappear`, then every view gets `willMove(toWindow:)`.
    package func beginMove(toWindow newWindow: UIWindow?) -> WindowChange {
        guard windowStorage !== newWindow else { return WindowChange(window: newWindow, changed: false, controllers: []) }
        let willBeShown = newWindow.map { !$0.isHidden } ?? false
        let controllers = viewControllersInSubtree().filter { $0.isShownForAppearance != willBeShown }
        for controller in controllers { controller.beginAppearanceTransition(willBeShown, animated: false) }
        forEachInSubtree { $0.willMove(toWindow: newWindow) }
        return WindowChange(window: newWindow, changed: true, controllers: controllers)
    }

    /// Second half: records the window (adopting its screen's scale), sends `didMoveToWindow()` to the subtree,
    /// reports changed traits to it (entering a window), then `viewDidAppear`/`viewDidDisappear` to the controllers.
    package func finishMove(_ change: WindowChange) {
        guard change.changed else { return }
        forEachInSubtree { view in
            view.windowStorage = change.window
            if let scale = change.window?.screen.scale, view.layer.contentsScale != scale {
                view.layer.contentsScale = scale
                view.layer.setNeedsDisplay()
            }
        }
        forEachInSubtree { $0.didMoveToWindow() }
        if change.window != nil { updateTraitsInSubtree() }
        for controller in change.controllers { controller.endAppearanceTransition() }
    }

    /// The view controllers owning views in this subtree that get appearance callbacks automatically, outermost
    /// first: a child whose parent answers false to `shouldAutomaticallyForwardAppearanceMethods` is left to its
    /// parent, which forwards them itself.
    package func viewControllersInSubtree() -> [UIViewController] {
        var controllers: [UIViewController] = []
        forEachInSubtree {
            if let controller = $0.owningViewController, controller.receivesAutomaticAppearance {
                controllers.append(controller)
            }
        }
        return controllers
    }

    /// Visits this view and its descendants, parents before children (iteratively).
    package func forEachInSubtree(_ body: (UIView) -> Void) {
        var stack: [UIView] = [self]
        while let v = stack.popLast() {
            body(v)
            stack.append(contentsOf: v.subviewList.reversed())
        }
    }

    /// `insertSubview(_:at:)`'s work, with the layer placed by `placeLayer` (given the view's new subview index);
    /// see ``insertSubview(_:at:)`` for the notifications. `index` is read once `view` has left its old place
    /// (the position of a sibling to insert next to, say).
    package func insert(_ view: UIView, at index: () -> Int, placeLayer: (Int) -> Void) {
        guard view !== self, view.subviewChildren.isEmpty || !isDescendant(of: view) else {
            return UIKitDiagnostics.log("insertSubview: \(view) is this view or an ancestor of it; ignored")
        }
        if view.superviewStorage === self, let current = subviewChildren.index(of: view) {
            let requested = index()
            subviewChildren.remove(view)
            let target = min(max(0, requested > current ? requested - 1 : requested), subviewChildren.count)
            subviewChildren.insert(view, at: target)
            placeLayer(target)
            return
        }
        let tintBefore = view.inheritedTint
        if let oldParent = view.superviewStorage {
            // Moving between superviews: the old one is told, but the view keeps its window when the new superview
            // is in the same one, so no window notifications are sent for the move.
            AutoLayoutHost.viewWillLeave(view)
            oldParent.willRemoveSubview(view)
            oldParent.subviewChildren.remove(view)
            view.superviewStorage = nil
            StyleOverrides.generation &+= 1
            view.layer.removeFromSuperlayer()
            oldParent.setNeedsLayout()
        }
        view.willMove(toSuperview: self)
        let windowChange = view.beginMove(toWindow: windowStorage ?? (self as? UIWindow))
        let target = min(max(0, index()), subviewChildren.count)
        subviewChildren.insert(view, at: target)
        view.superviewStorage = self
        StyleOverrides.generation &+= 1
        AutoLayoutHost.viewDidJoin(view)
        placeLayer(target)
        view.finishMove(windowChange)
        view.didMoveToSuperview()
        view.notifyTintChangeIfMoved(from: tintBefore)
        didAddSubview(view)
        setNeedsLayout()
    }

    /// Places the subview at `index`'s layer just below the next subview's layer (or on top), so layers added
    /// directly to this view's layer keep their places relative to subview layers.
    package func placeLayer(ofSubviewAt index: Int) {
        let view = subviewChildren[index]
        if index + 1 < subviewChildren.count {
            layer.insertSublayer(view.layer, below: subviewChildren[index + 1].layer)
        } else {
            layer.addSublayer(view.layer)
        }
    }
}
