// SPDX-License-Identifier: Apache-2.0

/// How a layer maps into its parent: affinely (drawn directly) or through perspective (flattened and warped).
package enum LocalTransform {
    case affine(CGAffineTransform)
    case projective(Homography)
}

/// What a layer's placement needs of its parent.
package struct ParentGeometry {
    var bounds: CGRect
    var anchorPoint: CGPoint
    var sublayerTransform: CATransform3D

    init(bounds: CGRect, anchorPoint: CGPoint, sublayerTransform: CATransform3D) {
        (self.bounds, self.anchorPoint, self.sublayerTransform) = (bounds, anchorPoint, sublayerTransform)
    }

    init(_ p: LayerProperties) {
        self.init(bounds: p.bounds, anchorPoint: p.anchorPoint, sublayerTransform: p.sublayerTransform)
    }

    /// As the properties `CALayer.transformToParent` reads.
    var properties: LayerProperties {
        var p = LayerProperties()
        (p.bounds, p.anchorPoint, p.sublayerTransform) = (bounds, anchorPoint, sublayerTransform)
        return p
    }
}

extension CATransform3D {
    /// Exactly the identity (field by field, without the global's lazy initialisation).
    var isExactlyIdentity: Bool {
        m11 == 1 && m12 == 0 && m13 == 0 && m14 == 0 && m21 == 0 && m22 == 1 && m23 == 0 && m24 == 0 && m31 == 0
            && m32 == 0 && m33 == 1 && m34 == 0 && m41 == 0 && m42 == 0 && m43 == 0 && m44 == 1
    }

    /// No depth or perspective terms (`CATransform3DIsAffine`).
    var hasNoDepth: Bool {
        m13 == 0 && m14 == 0 && m23 == 0 && m24 == 0 && m31 == 0 && m32 == 0 && m33 == 1 && m34 == 0 && m43 == 0
            && m44 == 1
    }
}

extension RenderTreeBuilder {
    /// The layer → parent mapping: `CALayer.transformToParent`, computed without 4×4 products in the common case
    /// where neither the layer's transform nor the parent's `sublayerTransform` has depth or perspective terms
    /// (then z plays no part in where the plane lands).
    package static func localTransform(_ p: LayerProperties, parent: ParentGeometry?) -> LocalTransform {
        let subT = parent?.sublayerTransform ?? CATransform3DIdentity
        guard p.transform.hasNoDepth, subT.hasNoDepth else {
            let h = Homography(CALayer.transformToParent(p, parent: parent?.properties))
            return h.isAffine ? .affine(h.affine) : .projective(h)
        }
        let ax = p.bounds.minX + p.bounds.width * p.anchorPoint.x
        let ay = p.bounds.minY + p.bounds.height * p.anchorPoint.y
        var t = CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: -ax, ty: -ay)
        if !p.transform.isExactlyIdentity { t = t.concatenating(p.transform.affine) }
        t.tx += p.position.x
        t.ty += p.position.y
        if let parent, !subT.isExactlyIdentity {
            let cx = parent.bounds.minX + parent.bounds.width * parent.anchorPoint.x
            let cy = parent.bounds.minY + parent.bounds.height * parent.anchorPoint.y
            t.tx -= cx
            t.ty -= cy
            t = t.concatenating(subT.affine)
            t.tx += cx
            t.ty += cy
        }
        return .affine(t)
    }

    /// Moves a pure translation at `scale` device pixels per point so the bounds' origin lands on a whole pixel.
    ///
    /// Core Animation itself does not move layers: a layer at a fractional position is resampled, which is why
    /// Instruments can colour "misaligned images". Touchstone snaps such layers on purpose: cached contents then
    /// blit without resampling (several times faster on Cairo, `platform-notes.md` §7) and stay crisp, at the
    /// cost of at most half a pixel of position. Scaled, rotated and perspective layers are never snapped, so a
    /// scale or rotation animation does not wobble. Sublayers are placed from their parent's exact (unsnapped)
    /// transform, so every layer stays within half a pixel of where Core Animation puts it, however deep the tree.
    package static func snap(_ t: inout CGAffineTransform, bounds: CGRect, scale: CGFloat) {
        guard t.b == 0, t.c == 0, abs(t.a - scale) < 1e-9, abs(t.d - scale) < 1e-9 else { return }
        let x = t.a * bounds.minX + t.tx, y = t.d * bounds.minY + t.ty
        t.tx += x.rounded() - x
        t.ty += y.rounded() - y
    }

    /// The device-pixel offset and blur padding of `p`'s shadow under device transform `t`.
    ///
    /// `shadowRadius` is a blur radius whose Gaussian has σ = radius / 2, scaled by the transform; the padding is
    /// what Core Graphics' shadow rendering reaches (1.5 × blur + 2 pixels).
    package static func shadowReach(_ p: LayerProperties, transform t: CGAffineTransform) -> ShadowReach {
        let o = p.shadowOffset
        let scale = abs(t.a * t.d - t.b * t.c).squareRoot()
        let blur = p.shadowRadius * scale
        // Clamped far beyond any canvas, so rectangles grown by the reach stay finite (a shadow offset or spread
        // by more than that shows the same, nothing or a uniform tint, either way).
        func clamped(_ v: CGFloat) -> CGFloat { v.isNaN ? 0 : min(max(v, -ShadowReach.limit), ShadowReach.limit) }
        return ShadowReach(dx: clamped(t.a * o.width + t.c * o.height), dy: clamped(t.b * o.width + t.d * o.height),
                           pad: clamped((blur * 1.5).rounded(.up) + 2))
    }

    /// The signed area orientation of `rect` mapped through `h` (nil when a corner lands behind the viewer).
    package static func orientation(of rect: CGRect, through h: Homography) -> CGFloat? {
        guard let a = h.apply(CGPoint(x: rect.minX, y: rect.minY)),
            let b = h.apply(CGPoint(x: rect.maxX, y: rect.minY)),
            let c = h.apply(CGPoint(x: rect.minX, y: rect.maxY))
        else { return nil }
        return (b.x - a.x) * (c.y - a.y) - (b.y - a.y) * (c.x - a.x)
    }

    /// Whether the geometry the renderer uses is finite (setters refuse non-finite values, but animations or
    /// subclasses could still produce them).
    package static func isFinite(_ p: LayerProperties) -> Bool {
        p.bounds.origin.x.isFinite && p.bounds.origin.y.isFinite && p.bounds.width.isFinite && p.bounds.height.isFinite
            && p.position.x.isFinite && p.position.y.isFinite && p.anchorPoint.x.isFinite && p.anchorPoint.y.isFinite
            && p.zPosition.isFinite && allFinite(p.transform) && allFinite(p.sublayerTransform)
    }

    /// Whether every entry of `t` is finite (without building `entries`, an array, per call).
    private static func allFinite(_ t: CATransform3D) -> Bool {
        // A sum of finite numbers is finite unless it overflows, which only huge values do; check those exactly.
        let sum = t.m11 + t.m12 + t.m13 + t.m14 + t.m21 + t.m22 + t.m23 + t.m24 + t.m31 + t.m32 + t.m33 + t.m34
            + t.m41 + t.m42 + t.m43 + t.m44
        return sum.isFinite || t.isFinite
    }
}

/// A digest of a mask layer's subtree, so a change to the mask damages the layer it masks.
package enum MaskDigest {
    package static func signature(of mask: CALayer, time: CFTimeInterval?) -> Int {
        var hasher = Hasher()
        var seen = Set<ObjectIdentifier>()
        var stack = [mask]
        while let layer = stack.popLast(), seen.insert(ObjectIdentifier(layer)).inserted, seen.count < 10_000 {
            let p = time.map { layer.presentedProperties(at: $0) } ?? layer.props
            hasher.combine(ObjectIdentifier(layer))
            for v in [p.bounds.minX, p.bounds.minY, p.bounds.width, p.bounds.height, p.position.x, p.position.y,
                      p.anchorPoint.x, p.anchorPoint.y, p.cornerRadius, p.borderWidth, p.contentsScale, p.zPosition] {
                hasher.combine(v)
            }
            hasher.combine(p.transform)
            hasher.combine(p.opacity)
            hasher.combine(p.isHidden)
            hasher.combine(p.masksToBounds)
            hasher.combine(p.backgroundColor)
            hasher.combine(p.borderColor)
            hasher.combine(p.contents.map { ObjectIdentifier($0 as AnyObject) })
            hasher.combine(layer.contentsVersion)
            hasher.combine(p.contentsRect.minX)
            hasher.combine(p.contentsRect.width)
            hasher.combine(p.contentsGravity.rawValue)
            stack.append(contentsOf: layer.sublayerList)
            if let m = layer.mask { stack.append(m) }
        }
        return hasher.finalize()
    }
}
