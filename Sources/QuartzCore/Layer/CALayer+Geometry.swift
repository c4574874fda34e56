// SPDX-License-Identifier: Apache-2.0

extension CALayer {
    /// The 3-D transform taking this layer's bounds coordinates into its superlayer's bounds coordinates:
    /// move the anchor to the origin, apply `transform`, move to `position` (z = `zPosition`), then the
    /// superlayer's `sublayerTransform` about the superlayer's anchor point.
    package static func transformToParent(_ p: LayerProperties, parent: LayerProperties?) -> CATransform3D {
        let anchor = CGPoint(x: p.bounds.minX + p.bounds.width * p.anchorPoint.x,
                             y: p.bounds.minY + p.bounds.height * p.anchorPoint.y)
        var t = CATransform3DMakeTranslation(-anchor.x, -anchor.y, -p.anchorPointZ)
        if !CATransform3DIsIdentity(p.transform) { t = CATransform3DConcat(t, p.transform) }
        t = CATransform3DConcat(t, CATransform3DMakeTranslation(p.position.x, p.position.y, p.zPosition))
        if let parent, !CATransform3DIsIdentity(parent.sublayerTransform) {
            let c = CGPoint(x: parent.bounds.minX + parent.bounds.width * parent.anchorPoint.x,
                            y: parent.bounds.minY + parent.bounds.height * parent.anchorPoint.y)
            t = CATransform3DConcat(t, CATransform3DMakeTranslation(-c.x, -c.y, 0))
            t = CATransform3DConcat(t, parent.sublayerTransform)
            t = CATransform3DConcat(t, CATransform3DMakeTranslation(c.x, c.y, 0))
        }
        return t
    }

    /// The plane mapping from this layer's bounds space to its superlayer's (model values).
    package var homographyToParent: Homography {
        Homography(CALayer.transformToParent(props, parent: parent?.props))
    }

    /// The plane mapping from this layer's bounds space to its root layer's.
    package var homographyToRoot: Homography {
        var h = Homography.identity
        var layer: CALayer? = self
        var steps = 0
        while let l = layer, l.parent != nil, steps < 100_000 {
            h = h.concatenating(l.homographyToParent)
            layer = l.parent
            steps += 1
        }
        return h
    }

    /// The root of this layer's tree.
    package var rootLayer: CALayer {
        var layer = self
        var steps = 0
        while let p = layer.parent, steps < 100_000 {
            layer = p
            steps += 1
        }
        return layer
    }

    /// The mapping from `self`'s space to `other`'s (`other` nil = this tree's root). Nil when not invertible or
    /// the layers are in different trees.
    private func mapping(to other: CALayer?) -> Homography? {
        guard let other else { return homographyToRoot }
        guard other.rootLayer === rootLayer else { return nil }
        return other.homographyToRoot.inverted().map { homographyToRoot.concatenating($0) }
    }

    /// Converts `p` from `layer`'s coordinate space (nil: the root layer's) to this layer's.
    public func convert(_ p: CGPoint, from layer: CALayer?) -> CGPoint {
        (layer ?? rootLayer).convert(p, to: self)
    }

    /// Converts `p` from this layer's coordinate space to `layer`'s (nil: the root layer's).
    /// Points that cannot be mapped (different trees, degenerate transforms) are returned unchanged (logged).
    public func convert(_ p: CGPoint, to layer: CALayer?) -> CGPoint {
        let model = self.model()
        let target = layer?.model()
        guard let h = model.mapping(to: target), let q = h.apply(p) else {
            Diagnostics.log("CALayer.convert(_:to:): layers are unrelated or the mapping is degenerate")
            return p
        }
        return q
    }

    /// Converts a rectangle from `layer`'s space to this layer's (the bounding box of its mapped corners).
    public func convert(_ r: CGRect, from layer: CALayer?) -> CGRect { (layer ?? rootLayer).convert(r, to: self) }

    /// Converts a rectangle from this layer's space to `layer`'s (the bounding box of its mapped corners).
    public func convert(_ r: CGRect, to layer: CALayer?) -> CGRect {
        guard let h = model().mapping(to: layer?.model()), let q = h.apply(r) else { return r }
        return q
    }

    /// Converts a time from `layer`'s time space (nil: media time) to this layer's.
    public func convertTime(_ t: CFTimeInterval, from layer: CALayer?) -> CFTimeInterval {
        mediaToLocal(layer?.timeToMedia(t) ?? t)
    }

    /// Converts a time from this layer's time space to `layer`'s (nil: media time).
    public func convertTime(_ t: CFTimeInterval, to layer: CALayer?) -> CFTimeInterval {
        let media = timeToMedia(t)
        return layer?.mediaToLocal(media) ?? media
    }

    /// Media time → this layer's local time, through every ancestor's `beginTime`, `speed` and `timeOffset`.
    package func mediaToLocal(_ t: CFTimeInterval) -> CFTimeInterval {
        var chain: [CALayer] = []
        var layer: CALayer? = model()
        while let l = layer, chain.count < 100_000 {
            chain.append(l)
            layer = l.parent
        }
        var time = t
        for l in chain.reversed() { time = (time - l.beginTime) * Double(l.speed) + l.timeOffset }
        return time
    }

    /// This layer's local time → media time (inverse of ``mediaToLocal(_:)``; a paused ancestor maps to its
    /// begin time).
    package func timeToMedia(_ t: CFTimeInterval) -> CFTimeInterval {
        var time = t
        var layer: CALayer? = model()
        var steps = 0
        while let l = layer, steps < 100_000 {
            time = l.speed == 0 ? l.beginTime : (time - l.timeOffset) / Double(l.speed) + l.beginTime
            layer = l.parent
            steps += 1
        }
        return time
    }
}
