// SPDX-License-Identifier: Apache-2.0

/// One layer of a render snapshot: the presentation values at one time and where they land on the device.
///
/// A snapshot is an array of nodes in drawing order (pre-order: a layer, then its sublayers by `zPosition`), each
/// knowing its subtree's extent (`end`), so the painter and the damage tracker walk it with loops, not recursion,
/// and a 10,000-deep tree costs no stack.
///
/// "Device" means Cairo device pixels of the destination: origin top-left, +y down.
///
/// A struct in one array (a class would pay a dynamic exclusivity check on every field access): code walking a
/// snapshot reads fields through `nodes[i].field` and passes nodes `borrowing`, so nodes are never copied.
package struct RenderNode {
    /// How a node is drawn.
    package enum Role: Equatable {
        /// By the painter, with an affine device transform.
        case plain
        /// Through perspective: the painter flattens the layer and its subtree into an image and warps it
        /// (``ProjectiveRenderer``); ``transform`` is then the parent's device transform.
        case projective
        /// A ``SublayerRendering`` layer: the painter draws its own content, the layer draws its sublayers.
        case replicator
        /// Inside a projective or replicator subtree: drawn by that ancestor, never by the painter directly.
        case delegated
    }

    package let layer: CALayer
    package var depth: Int
    /// Index of the parent node, or -1 for the root.
    package var parent: Int
    /// One past the last node of this layer's subtree.
    package var end: Int
    package var role: Role
    /// Layer bounds space → device pixels (after snapping); for `.projective`, the parent's.
    package var transform: CGAffineTransform
    /// ``transform`` before snapping: sublayers are placed from it, so snapping never accumulates down a tree.
    package var exactTransform: CGAffineTransform
    /// `.projective`: the layer → parent mapping. `.delegated` under perspective: layer → device.
    package var homography: Homography? = nil
    /// Whether the layer is drawn at all: not hidden, not fully transparent, front-facing or double-sided, and
    /// with finite geometry (its ancestors' too).
    package var isVisible: Bool
    /// Whether some sublayer is visible.
    package var hasVisibleSublayers = false
    /// The clip the layer's own painting is under (device bounding box of ancestors' `masksToBounds` clips).
    package var clip: CGRect
    /// Every device pixel this layer's own painting can change: background, contents, border and shadow, grown
    /// by shadows of enclosing groups and cut by their clips. Null when it paints nothing.
    package var footprint: CGRect
    /// The union of the footprints of the subtree.
    package var cull: CGRect
    /// The clip the sublayers paint under (this layer's own `masksToBounds` and mask included; inside a shadow
    /// group, only `masksToBounds`).
    package var childClip: CGRect
    /// The clip outside the outermost enclosing shadow group (unbounded when there is none).
    package var outerClip = RenderTreeBuilder.unbounded
    /// Shadows of the groups this layer paints into (its own group's included), innermost last.
    package var shadows: [ShadowReach]
    /// The layer's `contentsVersion` (bumped on redisplay).
    package var contentsVersion: Int
    /// A digest of the mask layer's subtree (0 without a mask).
    package var maskSignature: Int
    /// Set while an animation the compositor cannot see through properties (a transition) runs: repaint it every
    /// frame.
    package var alwaysDirty: Bool
    /// Whether the layer has an animation that is not a property animation (transitions), so the transition hook
    /// must be asked.
    package var hasOpaqueAnimation: Bool
    /// Whether the layer draws content (`drawsContent`) and has animations, asked while building the snapshot
    /// so that band painters never call into the layer's delegate.
    package var drawsWhileAnimated = false
    /// Whether an animation drives a property the layer redraws for (`needsDisplay(forKey:)`): the painter then
    /// shows a fresh drawing of the presentation (app code, so only on the compositor's thread).
    package var redrawsForAnimation = false
    /// For a `CATransformLayer`: where its sublayers are placed (boxed, so the node stays small); nil for others.
    package var transformLayer: TransformLayerPlacement?
    /// Whether the layer is composited as a cached bitmap of its subtree (`shouldRasterize`; see
    /// ``LayerRasterizer``): the painter draws ``raster`` and skips the sublayers.
    package var rasterizes = false
    /// Whether `opacity` applies to the layer and its sublayers as one group (`allowsGroupOpacity`).
    package var groupOpacity = true
    /// The bitmap of a rasterized layer's subtree, made by the compositor before painting; nil until then, or
    /// when the layer is too large to rasterize (the painter then draws the subtree itself).
    package var raster: LayerRaster?
    /// The contents image, when `contents` is one.
    package var image: CGImage?
    /// Where ``image`` lands pixel for pixel, when it does (then it is copied, not resampled).
    package var blit: Blit?
    /// Presentation values at the snapshot's time. (Last: the fields before it, which the painter and the damage
    /// diff read for every node, then share a few cache lines instead of straddling these 700 bytes.)
    package var props: LayerProperties

    /// A whole-pixel device position.
    package struct Blit: Equatable {
        package var x: Int
        package var y: Int
    }

    /// Whether the layer is the commonest kind: it paints nothing but its contents image, pixel for pixel, with
    /// any opacity folded into that one operation (no group needed). Sublayers are checked separately. Worked
    /// out once per snapshot (``qualifiesAsPlainImage``), not by every band's painter.
    package var isPlainImage = false

    /// What ``isPlainImage`` records, from the node's other fields.
    package var qualifiesAsPlainImage: Bool {
        guard blit != nil, role == .plain, !rasterizes, !hasOpaqueAnimation, layer.mask == nil else { return false }
        return !props.hasVisibleShadow && !props.hasVisibleBorder && (props.backgroundColor?.alpha ?? 0) == 0
            && (!props.masksToBounds || props.cornerRadius == 0)
            && !drawsWhileAnimated
    }

    package init(
        layer: CALayer, props: consuming LayerProperties, depth: Int, parent: Int, transform: CGAffineTransform,
        isVisible: Bool,
        clip: CGRect, shadows: [ShadowReach], contentsVersion: Int, maskSignature: Int, alwaysDirty: Bool,
        hasOpaqueAnimation: Bool
    ) {
        self.layer = layer
        self.props = props
        self.depth = depth
        self.parent = parent
        self.end = 0
        self.role = .plain
        self.transform = transform
        self.exactTransform = transform
        self.isVisible = isVisible
        self.clip = clip
        self.footprint = .null
        self.cull = .null
        self.childClip = clip
        self.shadows = shadows
        self.contentsVersion = contentsVersion
        self.maskSignature = maskSignature
        self.alwaysDirty = alwaysDirty
        self.hasOpaqueAnimation = hasOpaqueAnimation
    }

    /// Whether the layer paints into a group of its own: a shadow derived from its content always does; opacity or
    /// a mask does when more than one thing is painted.
    package var isGroup: Bool {
        if hasGroupShadow { return true }
        guard props.opacity < 1 && groupOpacity || layer.mask != nil else { return false }
        return role == .replicator || hasOpaqueAnimation || hasVisibleSublayers || ownPaintCount > 1
    }

    /// Whether the layer has a shadow derived from its content (no `shadowPath`).
    package var hasGroupShadow: Bool { props.hasVisibleShadow && props.shadowPath == nil }

    /// Whether everything the layer paints itself lands exactly on whole pixels: an unrotated, unscaled-or-scaled
    /// whole-pixel rectangle, square corners, contents filling a whole-pixel rectangle, no shadow or mask. Such
    /// painting is the same under any whole-pixel clip; anything else (antialiased edges) may not be.
    package var paintsOnPixelGrid: Bool {
        // Read in place (no copy of `props`, no temporaries): asked for every visible layer twice a frame.
        let t = transform
        guard role == .plain, !rasterizes, !hasOpaqueAnimation, !props.hasVisibleShadow, t.b == 0, t.c == 0,
            t.a > 0, t.d > 0, layer.mask == nil
        else { return false }
        let fills = (props.backgroundColor?.alpha ?? 0) > 0 || props.hasVisibleBorder || props.masksToBounds
        if fills && (props.cornerRadius > 0 || !Self.lands(props.bounds, onGridThrough: t)) { return false }
        if props.hasVisibleBorder,
            !Self.lands(props.bounds.insetBy(dx: props.borderWidth, dy: props.borderWidth), onGridThrough: t)
        {
            return false
        }
        guard let image = image ?? props.contents as? CGImage else { return true }
        if props.contentsCenter != CGRect(x: 0, y: 0, width: 1, height: 1) { return false }
        // A blit placement already lands the contents on whole pixels.
        if blit != nil { return true }
        let scale = max(props.contentsScale, 0.0001)
        let dest = ContentsDrawing.destination(
            for: CGSize(width: CGFloat(image.width) / scale, height: CGFloat(image.height) / scale),
            in: props.bounds, gravity: props.contentsGravity, flipped: props.isGeometryFlipped)
        return Self.lands(dest, onGridThrough: t)
    }

    /// Whether `r`'s device bounding box through `t` has whole-pixel edges.
    private static func lands(_ r: CGRect, onGridThrough t: CGAffineTransform) -> Bool {
        let d = t.boundingBox(of: r)
        func whole(_ v: CGFloat) -> Bool { abs(v - v.rounded()) < 1e-6 }
        return whole(d.minX) && whole(d.minY) && whole(d.maxX) && whole(d.maxY)
    }

    /// How many of background, contents and border the layer paints.
    package var ownPaintCount: Int {
        var n = 0
        if let bg = props.backgroundColor, bg.alpha > 0 { n += 1 }
        if props.contents != nil { n += 1 }
        if props.hasVisibleBorder { n += 1 }
        return n
    }
}

/// How far a group's shadow reaches beyond the content casting it, in device pixels.
package struct ShadowReach: Equatable {
    package var dx: CGFloat
    package var dy: CGFloat
    package var pad: CGFloat

    /// The largest offset or pad kept, in device pixels.
    package static let limit: CGFloat = 1e9

    /// `r` with its shadow: the union of `r` and `r` moved by the offset and grown by the blur.
    package func inflate(_ r: CGRect) -> CGRect {
        guard !r.isNull else { return r }
        return r.safeUnion(r.offsetBy(dx: dx, dy: dy).insetBy(dx: -pad, dy: -pad))
    }
}

extension LayerProperties {
    /// Whether a shadow shows at all.
    package var hasVisibleShadow: Bool { shadowOpacity > 0 && (shadowColor?.alpha ?? 0) > 0 }

    /// Whether a border shows.
    package var hasVisibleBorder: Bool { borderWidth > 0 && (borderColor?.alpha ?? 0) > 0 }
}

extension CGAffineTransform {
    /// Whether every entry is finite.
    package var isFinite: Bool { a.isFinite && b.isFinite && c.isFinite && d.isFinite && tx.isFinite && ty.isFinite }

    /// The bounding box of `r` mapped through, or null for a null rectangle.
    package func boundingBox(of r: CGRect) -> CGRect {
        guard !r.isNull else { return .null }
        if b == 0 && c == 0 {
            let x0 = a * r.minX + tx, x1 = a * r.maxX + tx, y0 = d * r.minY + ty, y1 = d * r.maxY + ty
            return CGRect(x: min(x0, x1), y: min(y0, y1), width: abs(x1 - x0), height: abs(y1 - y0))
        }
        return r.applying(self)
    }
}

/// A `CATransformLayer`'s placement in a snapshot: its 3-D transform to the first ordinary ancestor, which its
/// sublayers' transforms are multiplied by before flattening, and that ancestor's node (-1: the base space).
package final class TransformLayerPlacement: @unchecked Sendable {
    package let toPlacement: CATransform3D
    package let placementParent: Int

    package init(toPlacement: CATransform3D, placementParent: Int) {
        self.toPlacement = toPlacement
        self.placementParent = placementParent
    }
}
