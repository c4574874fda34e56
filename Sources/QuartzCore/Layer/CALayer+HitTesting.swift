// SPDX-License-Identifier: Apache-2.0

extension CALayer {
    /// Whether `p` (in this layer's coordinate space) is inside the layer's bounds.
    open func contains(_ p: CGPoint) -> Bool { props.bounds.contains(p) }

    /// The farthest-descendant layer containing `p`, or nil.
    ///
    /// `p` is in the **superlayer's** coordinate space (Apple's contract; the MoveMe listing's "fromView:nil"
    /// conversion is only right for a view at the window origin, spec ambiguity 16). Hidden layers and their
    /// subtrees are skipped; sublayers are tested front to back (highest `zPosition`, then last added); a layer that
    /// masks to bounds hides sublayer hits outside its bounds; `contains(_:)` decides each layer's own area.
    ///
    /// The walk is iterative, so trees of any depth are safe. (A subclass's `hitTest(_:)` override is honoured
    /// for the layer it is called on; descendants are tested through `contains(_:)`.)
    open func hitTest(_ p: CGPoint) -> CALayer? {
        guard p.x.isFinite, p.y.isFinite else { return nil }
        struct Frame {
            let layer: CALayer
            let local: CGPoint
            var children: [CALayer]  // front-most last, popped first
        }
        func enter(_ layer: CALayer, parentPoint: CGPoint) -> Frame? {
            guard !layer.props.isHidden, let local = layer.homographyToParent.inverted()?.apply(parentPoint) else {
                return nil
            }
            if layer.props.masksToBounds && !layer.contains(local) { return nil }
            return Frame(layer: layer, local: local, children: layer.sublayersInDrawingOrder)
        }
        guard let root = enter(self, parentPoint: p) else { return nil }
        var stack = [root]
        while !stack.isEmpty {
            let top = stack.count - 1
            if let child = stack[top].children.popLast() {
                if let frame = enter(child, parentPoint: stack[top].local) { stack.append(frame) }
                continue
            }
            // All children missed: the layer itself is the hit if it contains the point.
            let frame = stack.removeLast()
            if frame.layer.contains(frame.local) { return frame.layer }
        }
        return nil
    }
}
