// SPDX-License-Identifier: Apache-2.0

extension UIView {
    /// The view's parent, or nil.
    public var superview: UIView? { superviewStorage }

    /// The children, back to front.
    public var subviews: [UIView] { subviewList }

    /// Adds `view` in front of all subviews; a view that is already a subview moves to the front.
    public func addSubview(_ view: UIView) {
        MainThreadChecker.check("-[UIView addSubview:]")
        insertSubview(view, at: subviewList.count)
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
        insert(view, at: index) { placeLayer(ofSubviewAt: $0) }
    }

    /// Inserts `view` just above `sibling` in the subviews, its layer directly above the sibling's layer even when
    /// plain sublayers lie between sibling layers (at the front when `sibling` is not a subview).
    public func insertSubview(_ view: UIView, aboveSubview sibling: UIView) {
        guard sibling.superviewStorage === self, sibling !== view else { return addSubview(view) }
        insert(view, at: 0) { _ in layer.insertSublayer(view.layer, above: sibling.layer) }
    }

    /// Inserts `view` just below `sibling` in the subviews, its layer directly below the sibling's layer (at the
    /// back when `sibling` is not a subview).
    public func insertSubview(_ view: UIView, belowSubview sibling: UIView) {
        guard sibling.superviewStorage === self, sibling !== view else { return insertSubview(view, at: 0) }
        insert(view, at: 0) { _ in layer.insertSublayer(view.layer, below: sibling.layer) }
    }

    /// Swaps the subviews at two indexes, and their layers' places among the layer's sublayers (plain sublayers
    /// keep theirs); out-of-range indexes are ignored (logged).
    public func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
        guard subviewList.indices.contains(index1), subviewList.indices.contains(index2) else {
            return UIKitDiagnostics.log("exchangeSubview(at:withSubviewAt:): index out of range; ignored")
        }
        guard index1 != index2 else { return }
        let first = subviewList[index1].layer, second = subviewList[index2].layer
        subviewList.swapAt(index1, index2)
        guard let slot1 = layer.sublayerList.firstIndex(where: { $0 === first }),
            let slot2 = layer.sublayerList.firstIndex(where: { $0 === second })
        else { return }
        let (low, high) = (min(slot1, slot2), max(slot1, slot2))
        let (lowLayer, highLayer) = (layer.sublayerList[low], layer.sublayerList[high])
        layer.insertSublayer(lowLayer, at: UInt32(high))
        layer.insertSublayer(highLayer, at: UInt32(low))
    }

    /// Moves `view` in front of its siblings: its layer goes in front of every sublayer.
    public func bringSubviewToFront(_ view: UIView) {
        guard view.superviewStorage === self else { return }
        insertSubview(view, at: subviewList.count)
    }

    /// Moves `view` behind its siblings: its layer goes behind every sublayer.
    public func sendSubviewToBack(_ view: UIView) {
        guard view.superviewStorage === self else { return }
        insert(view, at: 0) { _ in layer.insertSublayer(view.layer, at: 0) }
    }

    /// Removes the view from its superview (and window), with the notifications in iPhone OS's order:
    /// the superview's `willRemoveSubview(_:)`, `willMove(toSuperview: nil)`, `willMove(toWindow: nil)` (subtree),
    /// removal, `didMoveToWindow()` (subtree), `didMoveToSuperview()`.
    public func removeFromSuperviewNow() {
        guard let parent = superviewStorage else { return }
        let tintBefore = inheritedTint
        parent.willRemoveSubview(self)
        willMove(toSuperview: nil)
        let windowChange = beginMove(toWindow: nil)
        parent.subviewList.removeAll { $0 === self }
        superviewStorage = nil
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
    /// then `viewDidAppear`/`viewDidDisappear` to the controllers.
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
        for controller in change.controllers { controller.endAppearanceTransition() }
    }

    /// The view controllers owning views in this subtree, outermost first.
    package func viewControllersInSubtree() -> [UIViewController] {
        var controllers: [UIViewController] = []
        forEachInSubtree { if let controller = $0.owningViewController { controllers.append(controller) } }
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
    /// see ``insertSubview(_:at:)`` for the notifications.
    private func insert(_ view: UIView, at index: Int, placeLayer: (Int) -> Void) {
        guard view !== self, !isDescendant(of: view) else {
            return UIKitDiagnostics.log("insertSubview: \(view) is this view or an ancestor of it; ignored")
        }
        if view.superviewStorage === self, let current = subviewList.firstIndex(where: { $0 === view }) {
            subviewList.remove(at: current)
            let target = min(max(0, index > current ? index - 1 : index), subviewList.count)
            subviewList.insert(view, at: target)
            placeLayer(target)
            syncSubviewOrderWithLayers()
            return
        }
        let tintBefore = view.inheritedTint
        if let oldParent = view.superviewStorage {
            // Moving between superviews: the old one is told, but the view keeps its window when the new superview
            // is in the same one, so no window notifications are sent for the move.
            oldParent.willRemoveSubview(view)
            oldParent.subviewList.removeAll { $0 === view }
            view.superviewStorage = nil
            view.layer.removeFromSuperlayer()
            oldParent.setNeedsLayout()
        }
        let target = min(max(0, index), subviewList.count)
        view.willMove(toSuperview: self)
        let windowChange = view.beginMove(toWindow: windowStorage ?? (self as? UIWindow))
        subviewList.insert(view, at: target)
        view.superviewStorage = self
        placeLayer(target)
        syncSubviewOrderWithLayers()
        view.finishMove(windowChange)
        view.didMoveToSuperview()
        view.notifyTintChangeIfMoved(from: tintBefore)
        didAddSubview(view)
        setNeedsLayout()
    }

    /// Orders the subviews as their layers are ordered among the layer's sublayers (back to front), after a
    /// placement relative to another layer.
    private func syncSubviewOrderWithLayers() {
        var rank: [ObjectIdentifier: Int] = [:]
        for (i, sublayer) in layer.sublayerList.enumerated() { rank[ObjectIdentifier(sublayer)] = i }
        subviewList.sort { (rank[ObjectIdentifier($0.layer)] ?? 0) < (rank[ObjectIdentifier($1.layer)] ?? 0) }
    }

    /// Places the subview at `index`'s layer just below the next subview's layer (or on top), so layers added
    /// directly to this view's layer keep their places relative to subview layers.
    package func placeLayer(ofSubviewAt index: Int) {
        let view = subviewList[index]
        if index + 1 < subviewList.count {
            layer.insertSublayer(view.layer, below: subviewList[index + 1].layer)
        } else {
            layer.addSublayer(view.layer)
        }
    }
}
