// SPDX-License-Identifier: Apache-2.0

/// A layer that builds a true 3-D hierarchy: its sublayers are not flattened into its plane, so a cube made of six
/// face layers under a rotated transform layer shows as a cube (iOS 3).
///
/// As Apple documents, a transform layer renders only its sublayers: its own `contents`, background, border and
/// shadow are not drawn, `masksToBounds` does not clip, and its `opacity` applies to each sublayer on its own
/// rather than to a flattened group. Each sublayer is placed through the product of its own 3-D transform and
/// every transform layer above it, and flattened (with its own sublayers) into its plane only there, at the first
/// ordinary ancestor, so perspective set by that ancestor's `sublayerTransform` (`m34`) applies to the whole 3-D
/// arrangement.
///
/// Core Animation does not depth-sort: sublayers draw in `zPosition` and sublayer order, so intersecting or
/// crossing faces show in that order. Closed shapes hide their far faces with `isDoubleSided = false` on each face,
/// which Touchstone honours through the face's full 3-D mapping.
///
/// Hit testing a transform layer tests its sublayers only (the layer itself contains no point).
open class CATransformLayer: CALayer {
    /// Creates a transform layer.
    public override init() { super.init() }

    /// Creates a copy of `layer` (what presentation layers are made with).
    public override init(layer: Any) { super.init(layer: layer) }

    /// Creates a layer with default values (nothing is decoded: see `CALayer.init(coder:)`).
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// False for every point: a transform layer has no area of its own, only its sublayers do.
    open override func contains(_ p: CGPoint) -> Bool { false }
}

extension LayerProperties {
    /// The properties a transform layer renders with: none of its own painting, no clip, no group.
    package var transformLayerNeutral: LayerProperties {
        var p = self
        p.backgroundColor = nil
        p.contents = nil
        p.borderWidth = 0
        p.shadowOpacity = 0
        p.masksToBounds = false
        p.extra[RasterizationKeys.allowsGroupOpacity] = false
        p.extra[RasterizationKeys.shouldRasterize] = false
        return p
    }
}
