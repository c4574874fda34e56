// SPDX-License-Identifier: Apache-2.0

extension UIView {
    /// The view's parent, or nil.
    public var superview: UIView? { superviewStorage }

    /// The children, back to front.
    public var subviews: [UIView] { subviewList }

    /// Adds `view` in front of all subviews; a view that is already a subview moves to the front.
    public func addSubview(_ view: UIView) { insertSubview(view, at: subviewList.count) }

    /// Inserts `view` at `index` of the subviews (clamped). Refused, with a logged diagnostic, when `view` is
    /// this view or one of its ancestors.
    ///
    /// Notifications, in the order iPhone OS sends them: the old superview's `willRemoveSubview(_:)` and the
    /// removal sequence when `view` moves from another superview; then `willMove(toSuperview:)`,
    /// `didMoveToSuperview()`, this view's `didAddSubview(_:)`, and — when the window changes —
    /// `willMove(toWindow:)` / `didMoveToWindow()` to `view` and its whole subtree.
    public func insertSubview(_ view: UIView, at index: Int) {
        guard view !== self, !isDescendant(of: view) else {
            return UIKitDiagnostics.log("insertSubview: \(view) is this view or an ancestor of it; ignored")
        }
        if view.superviewStorage === self, let current = subviewList.firstIndex(where: { $0 === view }) {
            subviewList.remove(at: current)
            let target = min(max(0, index > current ? index - 1 : index), subviewList.count)
            subviewList.insert(view, at: target)
            placeLayer(ofSubviewAt: target)
            return
        }
        view.removeFromSuperview()
        let target = min(max(0, index), subviewList.count)
        view.willMove(toSuperview: self)
        subviewList.insert(view, at: target)
        view.superviewStorage = self
        placeLayer(ofSubviewAt: target)
        view.didMoveToSuperview()
        didAddSubview(view)
        view.moveToWindow(windowStorage ?? (self as? UIWindow))
        setNeedsLayout()
    }

    /// Inserts `view` just above `sibling` (at the front when `sibling` is not a subview).
    public func insertSubview(_ view: UIView, aboveSubview sibling: UIView) {
        let index = subviewList.firstIndex { $0 === sibling }.map { $0 + 1 } ?? subviewList.count
        insertSubview(view, at: index)
    }

    /// Inserts `view` just below `sibling` (at the back when `sibling` is not a subview).
    public func insertSubview(_ view: UIView, belowSubview sibling: UIView) {
        insertSubview(view, at: subviewList.firstIndex { $0 === sibling } ?? 0)
    }

    /// Swaps the subviews at two indexes; out-of-range indexes are ignored (logged).
    public func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
        guard subviewList.indices.contains(index1), subviewList.indices.contains(index2) else {
            return UIKitDiagnostics.log("exchangeSubview(at:withSubviewAt:): index out of range; ignored")
        }
        guard index1 != index2 else { return }
        subviewList.swapAt(index1, index2)
        for i in subviewList.indices.reversed() { placeLayer(ofSubviewAt: i) }
    }

    /// Moves `view` in front of its siblings.
    public func bringSubviewToFront(_ view: UIView) {
        guard view.superviewStorage === self else { return }
        insertSubview(view, at: subviewList.count)
    }

    /// Moves `view` behind its siblings.
    public func sendSubviewToBack(_ view: UIView) {
        guard view.superviewStorage === self else { return }
        insertSubview(view, at: 0)
    }

    /// Removes the view from its superview (and window), with the notifications in iPhone OS's order:
    /// the superview's `willRemoveSubview(_:)`, `willMove(toSuperview: nil)`, `willMove(toWindow: nil)` (subtree),
    /// removal, `didMoveToWindow()` (subtree), `didMoveToSuperview()`.
    public func removeFromSuperviewNow() {
        guard let parent = superviewStorage else { return }
        parent.willRemoveSubview(self)
        willMove(toSuperview: nil)
        let oldWindow = windowStorage
        if oldWindow != nil { forEachInSubtree { $0.willMove(toWindow: nil) } }
        parent.subviewList.removeAll { $0 === self }
        superviewStorage = nil
        layer.removeFromSuperlayer()
        if oldWindow != nil {
            forEachInSubtree { $0.windowStorage = nil }
            forEachInSubtree { $0.didMoveToWindow() }
        }
        didMoveToSuperview()
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

    /// Moves the subtree rooted here into `newWindow`, sending the window notifications when it changes.
    package func moveToWindow(_ newWindow: UIWindow?) {
        guard windowStorage !== newWindow else { return }
        forEachInSubtree { $0.willMove(toWindow: newWindow) }
        forEachInSubtree { view in
            view.windowStorage = newWindow
            if let scale = newWindow?.screen.scale, view.layer.contentsScale != scale {
                view.layer.contentsScale = scale
                view.layer.setNeedsDisplay()
            }
        }
        forEachInSubtree { $0.didMoveToWindow() }
    }

    /// Visits this view and its descendants, parents before children (iteratively).
    package func forEachInSubtree(_ body: (UIView) -> Void) {
        var stack: [UIView] = [self]
        while let v = stack.popLast() {
            body(v)
            stack.append(contentsOf: v.subviewList.reversed())
        }
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
