// SPDX-License-Identifier: Apache-2.0

// The constraint-based layout cycle, as UIKit runs it: the update-constraints pass, the solve, then
// `layoutSubviews()`, whose default sets the solved frames of the subviews.
extension UIView {
    /// Brings the hierarchy's solver up to date before laying out (``AutoLayoutHost/prepare(layingOut:)``);
    /// nothing for a hierarchy without Auto Layout. Called by `layoutIfNeeded()` and by the root's layout pass.
    package func prepareConstraintLayout(layingOut current: UIView? = nil) {
        layoutRoot.autoLayoutHostStorage?.prepare(layingOut: current)
    }

    /// `layoutSubviews()`'s default: gives each subview that does not translate its autoresizing mask (and takes
    /// part in Auto Layout) the frame the solver gives it, through its `bounds` size and `center` as UIKit does,
    /// so a transformed view keeps its transform and the solved frame is its untransformed one.
    package func applySolvedFramesToSubviews() {
        for subview in subviewList {
            guard let state = subview.autoLayout, !state.translatesAutoresizing, let host = state.host else { continue }
            if host.needsRebuild || host.needsUpdatePass { host.prepare(layingOut: self) }
            guard let frame = host.solvedRect(of: subview) else { continue }
            subview.setUntransformedFrame(frame)
        }
    }

    /// The frame the view has before its transform: its bounds size placed by its `center` and anchor point.
    package var untransformedFrame: CGRect {
        let size = bounds.size, anchor = layer.anchorPoint, c = center
        return CGRect(
            x: c.x - size.width * anchor.x, y: c.y - size.height * anchor.y, width: size.width,
            height: size.height)
    }

    /// Sets the size and centre that give `frame` before the transform (only what changed).
    package func setUntransformedFrame(_ frame: CGRect) {
        if bounds.size != frame.size { bounds = CGRect(origin: bounds.origin, size: frame.size) }
        let anchor = layer.anchorPoint
        let position = CGPoint(x: frame.minX + frame.width * anchor.x, y: frame.minY + frame.height * anchor.y)
        if center != position { center = position }
    }

    /// `systemLayoutSizeFitting`'s work: solves the constraints on and inside the view in a solver of its own,
    /// with the view's size held to `target` at `priorities` (horizontal, vertical) instead of its frame.
    package func fittingSize(_ target: CGSize, priorities: [UILayoutPriority]) -> CGSize {
        guard target.width.isFinite, target.height.isFinite else {
            UIKitDiagnostics.log("systemLayoutSizeFitting: non-finite target size \(target); returning the bounds size")
            return bounds.size
        }
        layoutRoot.autoLayoutHostStorage?.prepare()
        let host = AutoLayoutHost(
            root: self,
            fitting: AutoLayoutHost.FittingTarget(size: target, priorities: priorities.map(LayoutStrength.clamped)))
        host.needsUpdatePass = false
        host.rebuild()
        guard let variables = host.variables(for: self) else { return bounds.size }
        let insets = alignmentRectInsets
        let width = host.engine.value(of: variables.width) + insets.left + insets.right
        let height = host.engine.value(of: variables.height) + insets.top + insets.bottom
        let scale = max(1, layer.contentsScale)
        return CGSize(
            width: max(0, (width * scale).rounded(.up) / scale), height: max(0, (height * scale).rounded(.up) / scale))
    }
}
