// SPDX-License-Identifier: Apache-2.0

extension UIView {
    /// Whether `point` (this view's coordinates) is inside the view: inside its bounds by default.
    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool { bounds.contains(point) }

    /// The deepest visible, interactive descendant (or this view) containing `point` (this view's coordinates).
    ///
    /// Apple's rules: a hidden view, one with `alpha` below 0.01, or one with user interaction disabled returns
    /// nil for its whole subtree; a point outside this view's bounds (per `point(inside:with:)`) is never tested
    /// against subviews, even when `clipsToBounds` is off; subviews are tested front to back.
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard !isHidden, alpha >= 0.01, isUserInteractionEnabled, point.x.isFinite, point.y.isFinite,
            self.point(inside: point, with: event)
        else { return nil }
        for sub in subviewList.reversed() {
            if let hit = sub.hitTest(sub.convert(point, from: self), with: event) { return hit }
        }
        return self
    }
}
