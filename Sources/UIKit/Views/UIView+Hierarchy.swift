// SPDX-License-Identifier: Apache-2.0

extension UIView {
    /// The view's parent, or nil.
    public var superview: UIView? { superviewStorage }

    /// The children, back to front.
    public var subviews: [UIView] { subviewList }

    /// Adds `view` in front of all subviews; a view that is already a subview moves to the front.
    ///
    /// Hierarchy edits (adding, inserting, removing, reordering) cost O(log n) in the number of siblings, plus the
    /// notifications sent to the moved view's subtree.
    public func addSubview(_ view: UIView) {
        MainThreadChecker.check("-[UIView addSubview:]")
        insertSubview(view, at: subviewChildren.count)
    }

    /// Inserts `view` at `index` of the subviews (clamped). Refused, with a logged diagnostic, when `view` is
    /// this view or one of its ancestors.
    ///
    /// Notifications, in UIKit's order (guide §2.2.7 lists the methods; the order is UIKit's actual one): the old
    /// superview's `willRemoveSubview(_:)` when `view` moves from another superview; then
    /// `willMove(toSuperview:)`; when the window changes, `willMove(toWindow:)` and later `didMoveToWindow()` to
    /// `view` and its whole subtree (with the appearance callbacks of view controllers whose views become shown);
    /// then `didMoveToSuperview()` and this view's `didAddSubview(_:)`.
    public func insertSubview(_ view: UIView, at index: Int) {
        insert(view, at: { index }) { placeLayer(ofSubviewAt: $0) }
    }

    /// Inserts `view` just above `sibling` in the subviews, its layer directly above the sibling's layer even when
    /// plain sublayers lie between sibling layers (at the front when `sibling` is not a subview).
    public func insertSubview(_ view: UIView, aboveSubview sibling: UIView) {
        guard sibling.superviewStorage === self, sibling !== view else { return addSubview(view) }
        insert(view, at: { subviewChildren.index(of: sibling).map { $0 + 1 } ?? subviewChildren.count }) { _ in
            layer.insertSublayer(view.layer, above: sibling.layer)
        }
    }

    /// Inserts `view` just below `sibling` in the subviews, its layer directly below the sibling's layer (at the
    /// back when `sibling` is not a subview).
    public func insertSubview(_ view: UIView, belowSubview sibling: UIView) {
        guard sibling.superviewStorage === self, sibling !== view else { return insertSubview(view, at: 0) }
        insert(view, at: { subviewChildren.index(of: sibling) ?? 0 }) { _ in
            layer.insertSublayer(view.layer, below: sibling.layer)
        }
    }

    /// Swaps the subviews at two indexes, and their layers' places among the layer's sublayers (plain sublayers
    /// keep theirs); out-of-range indexes are ignored (logged).
    public func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
        let range = 0..<subviewChildren.count
        guard range.contains(index1), range.contains(index2) else {
            return UIKitDiagnostics.log("exchangeSubview(at:withSubviewAt:): index out of range; ignored")
        }
        guard index1 != index2 else { return }
        let first = subviewChildren[index1].layer, second = subviewChildren[index2].layer
        subviewChildren.swapAt(index1, index2)
        guard let slot1 = layer.sublayerChildren.index(of: first), let slot2 = layer.sublayerChildren.index(of: second)
        else { return }
        let (low, high) = (min(slot1, slot2), max(slot1, slot2))
        let (lowLayer, highLayer) = (layer.sublayerChildren[low], layer.sublayerChildren[high])
        layer.insertSublayer(lowLayer, at: UInt32(high))
        layer.insertSublayer(highLayer, at: UInt32(low))
    }

    /// Moves `view` in front of its siblings: its layer goes in front of every sublayer.
    public func bringSubviewToFront(_ view: UIView) {
        guard view.superviewStorage === self else { return }
        insertSubview(view, at: subviewChildren.count)
    }

    /// Moves `view` behind its siblings: its layer goes behind every sublayer.
    public func sendSubviewToBack(_ view: UIView) {
        guard view.superviewStorage === self else { return }
        insert(view, at: { 0 }) { _ in layer.insertSublayer(view.layer, at: 0) }
    }

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

    /// Whether this view is `view` or one of its descendants.
    public func isDescendant(of view: UIView) -> Bool {
        var current: UIView? = self
        while let v = current {
            if v === view { return true }
            current = v.superviewStorage
        }
        return false
    }

    /// The first view with `tag` in this view's subtree (this view first, then depth-first), or nil.
    public func viewWithTag(_ tag: Int) -> UIView? {
        var stack: [UIView] = [self]
        while let v = stack.popLast() {
            if v.tag == tag { return v }
            stack.append(contentsOf: v.subviewList.reversed())
        }
        return nil
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
    private func insert(_ view: UIView, at index: () -> Int, placeLayer: (Int) -> Void) {
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
