// SPDX-License-Identifier: Apache-2.0

/// A layer class that paints vector content (a path, a gradient, text) when it is composited, between its
/// `contents` image and its first sublayer.
///
/// Core Animation draws a shape layer's path, a gradient layer's gradient and a text layer's string from the
/// *presented* property values, so animating `strokeEnd`, `colors` or `fontSize` needs no redisplay, and a shape
/// layer's path is not clipped to its bounds (a shape layer with empty bounds still shows its path). Touchstone
/// does the same through the renderer's ``SublayerRendering`` hook: the renderer calls in with the layer's bounds
/// space as user space (y down), inside the `masksToBounds` clip and the layer's opacity group; the layer paints
/// with the presented values, then its sublayers are drawn as usual.
///
/// (A subclass cannot override `draw(in:)` today, because it is declared in an extension and Swift without
/// Objective-C cannot override those; painting at composite time is also what Apple's render server does.)
package protocol LayerContentPainting: SublayerRendering {
    /// Paints the layer's own content for the presented values `props` into `ctx` (layer bounds space, y down).
    /// The graphics state is saved around the call.
    func paintContent(_ props: LayerProperties, in ctx: CGContext)

    /// The area (layer bounds space) the content can paint for `props`, for culling and damage: the bounds by
    /// default; a shape layer's path may reach beyond them.
    func contentExtent(_ props: LayerProperties) -> CGRect
}

extension LayerContentPainting {
    package func contentExtent(_ props: LayerProperties) -> CGRect { props.bounds }

    package func renderSublayers(
        props: LayerProperties, in ctx: CGContext, time: CFTimeInterval?,
        renderSublayer: (_ sublayer: CALayer, _ extra: CATransform3D, _ alpha: CGFloat) -> Void
    ) {
        ctx.saveGState()
        paintContent(props, in: ctx)
        ctx.restoreGState()
        for sublayer in sublayersInDrawingOrder { renderSublayer(sublayer, CATransform3DIdentity, 1) }
    }
}

extension CALayer {
    /// Stores `defaults` as the layer's subclass properties, keeping any already present (as copied by
    /// `init(layer:)` from a layer of the same class). Called by subclass initializers; records no change and runs
    /// no action, since a new layer's defaults are not changes.
    package func installExtraDefaults(_ defaults: [String: Any?]) {
        for (key, value) in defaults where props.extra[key] == nil {
            props.extra[key] = value ?? LayerProperties.nilExtra
        }
    }
}
