// SPDX-License-Identifier: Apache-2.0

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
    public func defaultHitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        // Alpha is stored as the layer's Float opacity, so compare at Float precision: alpha = 0.01 still hits.
        guard !isHidden, Float(alpha) >= Float(0.01), isUserInteractionEnabled,
            !ViewAnimationContext.blocksInteraction(layer), point.x.isFinite, point.y.isFinite,
            self.point(inside: point, with: event)
        else { return nil }
        let parentIsFlat = CATransform3DIsIdentity(layer.props.sublayerTransform)
        for sub in subviewList.reversed() {
            let subPoint = sub.pointFromSuperview(point, parentIsFlat: parentIsFlat)
            if let hit = sub.hitTest(subPoint, with: event) { return hit }
        }
        return self
    }

    /// `point` (superview coordinates) in this view's coordinates: the same mapping as
    /// `convert(_:from: superview)`, but one level only (convert goes through the root, which makes a deep
    /// hit test quadratic). Untransformed views, the common case, take a translation.
    private func pointFromSuperview(_ point: CGPoint, parentIsFlat: Bool) -> CGPoint {
        let p = layer.props
        if parentIsFlat && CATransform3DIsIdentity(p.transform) {
            return CGPoint(x: point.x - p.position.x + p.bounds.minX + p.bounds.width * p.anchorPoint.x,
                           y: point.y - p.position.y + p.bounds.minY + p.bounds.height * p.anchorPoint.y)
        }
        return convert(point, from: superview)
    }
}
