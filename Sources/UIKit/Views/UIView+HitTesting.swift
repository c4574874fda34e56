// SPDX-License-Identifier: Apache-2.0

import CDynamicInit

extension UIView {
    /// `hitTest(_:with:)`'s default: the deepest visible, interactive descendant (or this view) containing
    /// `point` (this view's coordinates).
    ///
    /// Apple's rules: a hidden view, one with `alpha` below 0.01, or one with user interaction disabled returns
    /// nil for its whole subtree; a point outside this view (per `point(inside:with:)`) is never tested against
    /// subviews, even when `clipsToBounds` is off; subviews are tested front to back, each through its own
    /// (possibly overridden) `hitTest(_:with:)`. A view running a block animation started without
    /// `.allowUserInteraction` is skipped like a non-interactive one until the animation ends (guide, "Animating
    /// Views": user interaction is disabled for the views being animated).
    ///
    /// Deep trees: subviews whose class does not override `hitTest(_:with:)` are walked in a loop, so a tree of any
    /// depth is safe; a subview that overrides it is called, and its `super` call walks on from there. Past
    /// `HitTestNesting/limit` overriding views nested on one path, deeper ones are not tested (logged).
    public func defaultHitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard HitTestNesting.depth < HitTestNesting.limit else {
            UIKitDiagnostics.log("hitTest: more than \(HitTestNesting.limit) nested hitTest(_:with:) overrides; the views below are not tested")
            return nil
        }
        HitTestNesting.depth += 1
        defer { HitTestNesting.depth -= 1 }
        guard let root = hitTestFrame(at: point, with: event) else { return nil }
        var stack: [HitTestNesting.Frame] = []
        stack.reserveCapacity(16)
        stack.append(root)
        while !stack.isEmpty {
            let top = stack.count - 1
            let remaining = stack[top].remaining
            // All subviews missed (or there are none): the view itself is the hit.
            guard remaining > 0 else { return stack[top].view }
            stack[top].remaining = remaining - 1
            let sub = stack[top].subviews[remaining - 1]
            let subPoint = sub.pointFromSuperview(stack[top].point, parentIsFlat: stack[top].isFlat)
            if HitTestNesting.overridesHitTest(sub) {
                if let hit = sub.hitTest(subPoint, with: event) { return hit }
            } else if let next = sub.hitTestFrame(at: subPoint, with: event) {
                stack.append(next)
            }
        }
        return nil
    }

    /// A view being hit-tested: its point and the subviews still to test (front-most first, from `remaining - 1`
    /// down). Nil when the view's rules or `point(inside:with:)` exclude `point`.
    private func hitTestFrame(at point: CGPoint, with event: UIEvent?) -> HitTestNesting.Frame? {
        // Alpha is stored as the layer's Float opacity, so compare at Float precision: alpha = 0.01 still hits.
        guard !isHidden, Float(alpha) >= Float(0.01), isUserInteractionEnabled,
            !ViewAnimationContext.blocksInteraction(layer), point.x.isFinite, point.y.isFinite,
            self.point(inside: point, with: event)
        else { return nil }
        let subviews = subviewList
        return HitTestNesting.Frame(view: self, point: point, subviews: subviews, remaining: subviews.count,
                                    isFlat: CATransform3DIsIdentity(layer.props.sublayerTransform))
    }

    /// `point` (superview coordinates) in this view's coordinates: the same mapping as
    /// `convert(_:from: superview)`, but one level only (convert goes through the root, which makes a deep
    /// hit test quadratic). Untransformed views, the common case, take a translation.
    private func pointFromSuperview(_ point: CGPoint, parentIsFlat: Bool) -> CGPoint {
        // Field by field: a copy of the whole `props` would retain and release each of its references.
        let layer = self.layer
        if parentIsFlat && CATransform3DIsIdentity(layer.props.transform) {
            let position = layer.props.position, bounds = layer.props.bounds, anchor = layer.props.anchorPoint
            return CGPoint(x: point.x - position.x + bounds.minX + bounds.width * anchor.x,
                           y: point.y - position.y + bounds.minY + bounds.height * anchor.y)
        }
        return convert(point, from: superview)
    }
}

/// The bookkeeping of ``UIView/defaultHitTest(_:with:)``: which view classes override `hitTest(_:with:)`, and how
/// deeply overrides are nested in the hit test running now.
@MainActor
package enum HitTestNesting {
    /// How many overriding views may be nested on one path before deeper ones are skipped: far more than any real
    /// interface, far fewer than would exhaust a thread's stack.
    package static let limit = 1_000
    /// Nested ``UIView/defaultHitTest(_:with:)`` calls running now.
    static var depth = 0

    struct Frame {
        /// Kept alive by the caller (the root) or by the parent frame's `subviews`. Not retaining it again spares
        /// Swift's slow reference-counting path (every view is weakly referenced, by its layer's delegate): a
        /// tenth of the walk's CPU time, measured. (Marking the subview or the layer `unowned(unsafe)` too made the
        /// walk slower, not faster.)
        unowned(unsafe) let view: UIView
        let point: CGPoint
        let subviews: [UIView]
        var remaining: Int
        let isFlat: Bool
    }

    private static var overrides: [ObjectIdentifier: Bool] = [:]
    private static let baseImplementation = implementation(of: UIView.self)

    /// Whether `view`'s class overrides `hitTest(_:with:)` (asked of Swift's runtime once per class).
    static func overridesHitTest(_ view: UIView) -> Bool {
        let type = type(of: view)
        if type == UIView.self { return false }
        let id = ObjectIdentifier(type)
        if let known = overrides[id] { return known }
        let answer = implementation(of: type) != baseImplementation
        overrides[id] = answer
        return answer
    }

    private static func implementation(of type: UIView.Type) -> UInt {
        UInt(bitPattern: touchstone_view_hit_test_implementation(unsafeBitCast(type, to: UnsafeRawPointer.self)))
    }
}
