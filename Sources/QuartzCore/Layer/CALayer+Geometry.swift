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

    /// The plane mapping from this layer's bounds space to its root layer's (model values).
    package var homographyToRoot: Homography { model().homographyToRoot(at: nil) }

    /// The plane mapping from this model layer's bounds space to its root's: model values when `time` is nil,
    /// otherwise every layer on the way presented at media time `time`. The walk is iterative.
    package func homographyToRoot(at time: CFTimeInterval?) -> Homography {
        func values(_ layer: CALayer) -> LayerProperties { time.map { layer.presentedProperties(at: $0) } ?? layer.props }
        var h = Homography.identity
        var layer = self
        var own = values(self)
        var steps = 0
        while let parent = layer.parent, steps < 1_000_000 {
            let parentValues = values(parent)
            h = h.concatenating(Homography(CALayer.transformToParent(own, parent: parentValues)))
            (layer, own) = (parent, parentValues)
            steps += 1
        }
        return h
    }

    /// The root of this layer's tree. For a presentation copy, the root of its model's tree.
    package var rootLayer: CALayer {
        var layer = model()
        var steps = 0
        while let p = layer.parent, steps < 1_000_000 {
            layer = p
            steps += 1
        }
        return layer
    }

    /// The mapping from `self`'s space to `other`'s (`other` nil = this tree's root), through the presentation tree
    /// when either layer is a presentation copy (as Apple converts a presentation layer's coordinates). Nil when not
    /// invertible or the layers are in different trees.
    private func mapping(to other: CALayer?) -> Homography? {
        let time = isPresentationCopy || (other?.isPresentationCopy ?? false) ? CACurrentMediaTime() : nil
        let from = model().homographyToRoot(at: time)
        guard let other else { return from }
        guard other.rootLayer === rootLayer else { return nil }
        return other.model().homographyToRoot(at: time).inverted().map { from.concatenating($0) }
    }

    /// Converts `p` from `layer`'s coordinate space (nil: the root layer's) to this layer's.
    ///
    /// Both layers must be in the same tree; through the presentation tree when either is a presentation layer.
    /// Points that cannot be mapped (different trees, degenerate transforms) are returned unchanged (logged).
    public func convert(_ p: CGPoint, from layer: CALayer?) -> CGPoint {
        guard let h = (layer ?? rootLayer).mapping(to: self), let q = h.apply(p) else {
            Diagnostics.log("CALayer.convert(_:from:): layers are unrelated or the mapping is degenerate")
            return p
        }
        return q
    }

    /// Converts `p` from this layer's coordinate space to `layer`'s (nil: the root layer's).
    ///
    /// Both layers must be in the same tree; through the presentation tree when either is a presentation layer.
    /// Points that cannot be mapped (different trees, degenerate transforms) are returned unchanged (logged).
    public func convert(_ p: CGPoint, to layer: CALayer?) -> CGPoint {
        guard let h = mapping(to: layer), let q = h.apply(p) else {
            Diagnostics.log("CALayer.convert(_:to:): layers are unrelated or the mapping is degenerate")
            return p
        }
        return q
    }

    /// Converts a rectangle from `layer`'s space (nil: the root layer's) to this layer's: the bounding box of its
    /// mapped corners. Unmappable rectangles are returned unchanged.
    public func convert(_ r: CGRect, from layer: CALayer?) -> CGRect {
        guard let h = (layer ?? rootLayer).mapping(to: self), let q = h.apply(r) else { return r }
        return q
    }

    /// Converts a rectangle from this layer's space to `layer`'s (nil: the root layer's): the bounding box of its
    /// mapped corners. Unmappable rectangles are returned unchanged.
    public func convert(_ r: CGRect, to layer: CALayer?) -> CGRect {
        guard let h = mapping(to: layer), let q = h.apply(r) else { return r }
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
        // The usual case — no layer up the tree has its own timing — needs no chain (and no allocation).
        var probe: CALayer? = model()
        var timed = false
        var steps = 0
        while let l = probe, steps < 100_000 {
            if l.beginTime != 0 || l.speed != 1 || l.timeOffset != 0 {
                timed = true
                break
            }
            probe = l.parent
            steps += 1
        }
        if !timed { return t }
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

    /// This layer's local time given its superlayer's local time `t`: one step of ``mediaToLocal(_:)``, for walks
    /// that go down a tree and carry the time along instead of climbing the ancestors again for every layer.
    package func localTime(fromSuperlayerTime t: CFTimeInterval) -> CFTimeInterval {
        let begin = beginTime, speed = speed, offset = timeOffset
        guard begin != 0 || speed != 1 || offset != 0 else { return t }
        return (t - begin) * Double(speed) + offset
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

extension LayerProperties {
    /// The `position` and `bounds.size` that setting `frame` to `r` gives, as Apple's `CALayer` computes them.
    ///
    /// The size is `r.size` mapped back through the inverse of the transform's 2-D linear part (in absolute value),
    /// so a scale divides it and a quarter turn swaps width and height; a transform that cannot be inverted leaves
    /// it at `r.size`. The position puts the transformed bounds' bounding box's centre at `r`'s centre, whatever
    /// the anchor point and the transform's translation. For axis-aligned transforms `frame` then reads back `r`;
    /// for other rotations the bounding box is larger than `r`, matching iOS (a 100×100 frame at (20, 20) set under
    /// a 0.1 rad rotation reads back as (11.06, 20; 117.87, 100) there and here).
    package func placement(forFrame r: CGRect) -> (position: CGPoint, size: CGSize) {
        let anchor = anchorPoint
        guard !CATransform3DIsIdentity(transform) else {
            return (CGPoint(x: r.minX + r.width * anchor.x, y: r.minY + r.height * anchor.y), r.size)
        }
        let m = transform.affine
        let determinant = m.a * m.d - m.b * m.c
        var size = r.size
        if determinant != 0, determinant.isFinite {
            let inverse = m.inverted()
            size = CGSize(width: abs(inverse.a * r.width + inverse.c * r.height),
                          height: abs(inverse.b * r.width + inverse.d * r.height))
        }
        // The bounds' centre sits at `anchor → centre` from the anchor, which the transform maps linearly.
        let dx = (0.5 - anchor.x) * size.width, dy = (0.5 - anchor.y) * size.height
        return (CGPoint(x: r.midX - m.tx - (m.a * dx + m.c * dy), y: r.midY - m.ty - (m.b * dx + m.d * dy)), size)
    }
}
