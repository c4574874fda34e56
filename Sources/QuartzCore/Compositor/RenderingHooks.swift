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
