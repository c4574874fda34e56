// SPDX-License-Identifier: Apache-2.0

extension CALayer {
    /// The farthest-descendant layer containing `p`, or nil.
    ///
    /// `p` is in the **superlayer's** coordinate space (Apple's contract; the MoveMe listing's "fromView:nil"
    /// conversion is only right for a view at the window origin, spec ambiguity 16). Hidden layers and their
    /// subtrees are skipped; sublayers are tested front to back (highest `zPosition`, then last added); a layer that
    /// masks to bounds hides sublayer hits outside its bounds; `contains(_:)` decides each layer's own area.
    ///
    /// Called on a presentation layer, the walk uses the presentation tree (every layer's values on screen now)
    /// and returns a presentation layer, as Apple's does: the way to hit-test layers that are moving.
    ///
    /// The walk is iterative, so trees of any depth are safe. (A subclass's `hitTest(_:)` override is honoured
    /// for the layer it is called on; descendants are tested through `contains(_:)`.)
    package func hitTestTree(_ p: CGPoint) -> CALayer? {
        guard p.x.isFinite, p.y.isFinite else { return nil }
        guard let model = presentedModel else { return hitTestTree(p, at: nil) }
        return model.hitTestTree(p, at: CACurrentMediaTime())?.presentation()
    }

    /// Hit-tests this model layer's tree with model values (`time` nil) or the values presented at media time
    /// `time`; returns the model layer hit.
    private func hitTestTree(_ p: CGPoint, at time: CFTimeInterval?) -> CALayer? {
        struct Frame {
            let layer: CALayer
            let props: LayerProperties
            let local: CGPoint
            var children: [CALayer]  // front-most last, popped first
        }
        func values(_ layer: CALayer) -> LayerProperties {
            time.map { layer.presentedProperties(at: $0) } ?? layer.props
        }
        func contains(_ layer: CALayer, _ local: CGPoint) -> Bool {
            time == nil ? layer.contains(local) : (layer.presentation() ?? layer).contains(local)
        }
        func enter(_ layer: CALayer, parent: LayerProperties?, parentPoint: CGPoint) -> Frame? {
            let own = values(layer)
            guard !own.isHidden,
                let local = Homography(CALayer.transformToParent(own, parent: parent)).inverted()?.apply(parentPoint)
            else { return nil }
            // A transform layer does not clip (and contains no point of its own).
            if own.masksToBounds && !(layer is CATransformLayer) && !contains(layer, local) { return nil }
            let children =
                time == nil
                ? layer.sublayersInDrawingOrder
                : layer.sublayersInDrawingOrder(zPosition: { values($0).zPosition })
            return Frame(layer: layer, props: own, local: local, children: children)
        }
        guard let root = enter(self, parent: parent.map(values), parentPoint: p) else { return nil }
        var stack = [root]
        while !stack.isEmpty {
            let top = stack.count - 1
            if let child = stack[top].children.popLast() {
                if let frame = enter(child, parent: stack[top].props, parentPoint: stack[top].local) {
                    stack.append(frame)
                }
                continue
            }
            // All children missed: the layer itself is the hit if it contains the point.
            let frame = stack.removeLast()
            if contains(frame.layer, frame.local) { return frame.layer }
        }
        return nil
    }
}
