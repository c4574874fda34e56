// SPDX-License-Identifier: Apache-2.0

/// Scrolling a layer's closest ``CAScrollLayer`` ancestor, as Core Animation's `CALayer (CALayerScrolling)`
/// category does.
///
/// "Closest ancestor" means the nearest superlayer (not the layer itself) that is a `CAScrollLayer`. Conversions go
/// through the model tree's geometry (see `convert(_:to:)`), so transforms between the two layers are honoured.
extension CALayer {
    /// The nearest superlayer that is a ``CAScrollLayer``, or nil.
    package var enclosingScrollLayer: CAScrollLayer? {
        var layer = model().parent
        var steps = 0
        while let current = layer, steps < 1_000_000 {
            if let scroll = current as? CAScrollLayer { return scroll }
            layer = current.parent
            steps += 1
        }
        return nil
    }

    /// Scrolls the closest ancestor scroll layer so that `p` (this layer's bounds space) lies at the scroll layer's
    /// bounds origin, on the axes its `scrollMode` allows.
    ///
    /// Does nothing when no ancestor is a `CAScrollLayer`. Main thread (it changes the scroll layer's `bounds`).
    public func scroll(_ p: CGPoint) {
        guard let scroller = enclosingScrollLayer else { return }
        guard p.x.isFinite, p.y.isFinite else {
            return Diagnostics.log("CALayer.scroll(_:): non-finite point \(p) ignored")
        }
        scroller.scroll(to: model().convert(p, to: scroller))
    }

    /// Scrolls the closest ancestor scroll layer the least distance that makes `r` (this layer's bounds space)
    /// visible in it (see `CAScrollLayer.scroll(to:)`).
    ///
    /// Does nothing when no ancestor is a `CAScrollLayer`. Main thread.
    public func scrollRectToVisible(_ r: CGRect) {
        guard let scroller = enclosingScrollLayer else { return }
        let r = r.standardized
        guard !r.isNull, r.origin.x.isFinite, r.origin.y.isFinite, r.width.isFinite, r.height.isFinite else {
            return Diagnostics.log("CALayer.scrollRectToVisible(_:): rectangle \(r) ignored")
        }
        scroller.scroll(to: model().convert(r, to: scroller))
    }

    /// The part of the layer not clipped by its closest ancestor scroll layer, in the layer's own bounds space.
    ///
    /// The scroll layer's bounds mapped into this layer's space (their bounding box, when a transform rotates
    /// them) intersected with this layer's bounds; `.zero` when the layer is scrolled entirely out of view; the
    /// bounds themselves when no ancestor is a `CAScrollLayer`. Model values; a presentation copy answers for the
    /// presentation tree.
    public var visibleRect: CGRect {
        guard let scroller = enclosingScrollLayer else { return bounds }
        // A presentation copy converts through the presentation tree (see `convert(_:from:)`), with the scroll
        // layer's presented bounds.
        let scrollerBounds = isPresentationCopy ? scroller.presentation()?.bounds ?? scroller.bounds : scroller.bounds
        let window = convert(scrollerBounds, from: scroller)
        let visible = bounds.safeIntersection(window)
        return visible.isNull ? .zero : visible
    }
}
