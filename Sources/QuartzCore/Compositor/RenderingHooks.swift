// SPDX-License-Identifier: Apache-2.0

/// A layer subclass that draws its sublayers itself (e.g. `CAReplicatorLayer` draws each sublayer several
/// times). The renderer calls this instead of its own sublayer loop; `renderSublayer` draws one sublayer in the
/// layer's space with an extra transform (applied in the sublayer's parent space, after its own placement) and an
/// optional colour multiplier and alpha.
package protocol SublayerRendering: CALayer {
    func renderSublayers(
        props: LayerProperties, in ctx: CGContext, time: CFTimeInterval?,
        renderSublayer: (_ sublayer: CALayer, _ extra: CATransform3D, _ alpha: CGFloat) -> Void)
}

/// A layer whose drawing changes with time by itself, with no animation the compositor can see (a particle
/// emitter, `CAEmitterLayer`). The snapshot builder calls it once per layer per snapshot with a time, before it
/// measures the layer's content; a layer that answers true is repainted every frame (``RenderNode/alwaysDirty``)
/// and keeps the compositor reporting a running animation, so hosts keep rendering frames.
package protocol TimeVaryingContent: CALayer {
    /// Brings the content to the layer's local time `localTime` for the presented values `props`; returns whether
    /// it may look different at a later time.
    func advanceContent(_ props: LayerProperties, toLocalTime localTime: CFTimeInterval) -> Bool
}
