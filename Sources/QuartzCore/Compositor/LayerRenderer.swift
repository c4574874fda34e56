// SPDX-License-Identifier: Apache-2.0

/// Draws a layer tree into a `CGContext` in Core Animation's order.
///
/// For each visible layer: its shadow (beneath everything it draws), then — as one group when its opacity is
/// below 1 or it has a shadow or mask — background, contents, sublayers in `zPosition` order, and the border on
/// top of the sublayers. `masksToBounds` clips contents and sublayers to the (rounded) bounds; a `mask` layer's
/// alpha clips the whole group.
///
/// The context's CTM must map the root layer's coordinate space (y down) to the device.
package enum LayerRenderer {
    /// Renders `layer` (model values, or presentation values at `time` when given) into `ctx`, in `layer`'s own
    /// coordinate space.
    package static func render(_ layer: CALayer, in ctx: CGContext, at time: CFTimeInterval? = nil) {
        let props = time.map { layer.presentedProperties(at: $0) } ?? layer.props
        renderContent(of: layer, props: props, in: ctx, time: time, depth: 0)
    }

    /// Renders `layer` in its parent's space: applies its transform to parent, then its content.
    package static func renderSublayer(_ layer: CALayer, parentProps: LayerProperties, in ctx: CGContext,
                                       time: CFTimeInterval?, depth: Int)
    {
        let props = time.map { layer.presentedProperties(at: $0) } ?? layer.props
        guard !props.isHidden, props.opacity > 0 else { return }
        let t = CALayer.transformToParent(props, parent: parentProps)
        let h = Homography(t)
        guard h.isAffine else {
            ProjectiveRenderer.render(layer, props: props, homography: h, in: ctx, time: time, depth: depth)
            return
        }
        let affine = h.affine
        if !props.isDoubleSided && isBackFacing(affine, ctx: ctx) { return }
        ctx.saveGState()
        ctx.concatenate(affine)
        renderContent(of: layer, props: props, in: ctx, time: time, depth: depth + 1)
        ctx.restoreGState()
    }

    /// A layer faces away when its mapping to the device mirrors it relative to the root's orientation.
    private static func isBackFacing(_ local: CGAffineTransform, ctx: CGContext) -> Bool {
        local.a * local.d - local.b * local.c < 0
    }

    /// Draws `layer`'s own content and sublayers in its bounds space (the CTM is already the layer's).
    package static func renderContent(of layer: CALayer, props: LayerProperties, in ctx: CGContext,
                                      time: CFTimeInterval?, depth: Int)
    {
        guard !props.isHidden, props.opacity > 0 else { return }
        guard depth < 4096 else {
            return Diagnostics.log("LayerRenderer: layer tree deeper than 4,096 levels; deeper layers not drawn")
        }
        let bounds = props.bounds
        let shape = outline(props)
        let hasShadow = props.shadowOpacity > 0 && (props.shadowColor?.alpha ?? 0) > 0
        let grouped = props.opacity < 1 || hasShadow || layer.mask != nil
        ctx.saveGState()
        if hasShadow, let path = props.shadowPath { drawShadow(of: path, props: props, in: ctx) }
        if grouped {
            ctx.setAlpha(CGFloat(props.opacity))
            if hasShadow && props.shadowPath == nil { applyShadow(props, in: ctx) }
            ctx.beginTransparencyLayer(auxiliaryInfo: nil)
            if let mask = layer.mask { clip(to: mask, in: ctx, time: time) }
        }
        if let background = props.backgroundColor, background.alpha > 0 {
            ctx.setFillColor(background)
            ctx.addPath(shape)
            ctx.fillPath()
        }
        ctx.saveGState()
        if props.masksToBounds {
            ctx.addPath(shape)
            ctx.clip()
        }
        let drawBody = {
            if let image = contentsImage(of: layer, props: props, time: time) {
                ContentsDrawing.draw(image, props: props, in: ctx)
            }
            renderSublayers(of: layer, props: props, in: ctx, time: time, depth: depth)
        }
        if !TransitionRenderer.renderIfTransitioning(layer, props: props, in: ctx, time: time, drawNormally: drawBody) {
            drawBody()
        }
        ctx.restoreGState()
        if props.borderWidth > 0, let border = props.borderColor, border.alpha > 0 {
            let inset = bounds.insetBy(dx: props.borderWidth / 2, dy: props.borderWidth / 2)
            let radius = max(0, props.cornerRadius - props.borderWidth / 2)
            ctx.setStrokeColor(border)
            ctx.setLineWidth(props.borderWidth)
            ctx.addPath(radius > 0 ? CGPath(roundedRect: inset, cornerWidth: radius, cornerHeight: radius)
                                   : CGPath(rect: inset))
            ctx.strokePath()
        }
        if grouped { ctx.endTransparencyLayer() }
        ctx.restoreGState()
    }

    /// Draws the sublayers in `zPosition` order, or lets a ``SublayerRendering`` layer do it.
    private static func renderSublayers(of layer: CALayer, props: LayerProperties, in ctx: CGContext,
                                        time: CFTimeInterval?, depth: Int)
    {
        guard let custom = layer as? SublayerRendering else {
            for sub in layer.sublayersInDrawingOrder {
                renderSublayer(sub, parentProps: props, in: ctx, time: time, depth: depth)
            }
            return
        }
        custom.renderSublayers(props: props, in: ctx, time: time) { sub, extra, alpha in
            ctx.saveGState()
            if alpha < 1 { ctx.setAlpha(alpha) }
            if !CATransform3DIsIdentity(extra) {
                let h = Homography(extra)
                if h.isAffine { ctx.concatenate(h.affine) }
            }
            if alpha < 1 { ctx.beginTransparencyLayer(auxiliaryInfo: nil) }
            renderSublayer(sub, parentProps: props, in: ctx, time: time, depth: depth)
            if alpha < 1 { ctx.endTransparencyLayer() }
            ctx.restoreGState()
        }
    }

    /// The layer's bounds outline, rounded by `cornerRadius` (clamped to half the smaller side).
    package static func outline(_ props: LayerProperties) -> CGPath {
        let r = min(props.cornerRadius, min(props.bounds.width, props.bounds.height) / 2)
        return r > 0 ? CGPath(roundedRect: props.bounds, cornerWidth: r, cornerHeight: r) : CGPath(rect: props.bounds)
    }

    /// The image to show as contents: the layer's `contents`, or — when an animation drives a property the layer
    /// redraws for (`needsDisplay(forKey:)`) — a fresh drawing of the presentation.
    private static func contentsImage(of layer: CALayer, props: LayerProperties, time: CFTimeInterval?) -> CGImage? {
        if let time, let keys = layer.animationKeys(), !keys.isEmpty, layer.drawsContent,
            layer.animationList.contains(where: { entry in
                (entry.animation as? CAPropertyAnimation)?.keyPath.map { type(of: layer).needsDisplay(forKey: $0) }
                    ?? false
            })
        {
            let copy = type(of: layer).init(layer: layer)
            copy.props = props
            copy.delegate = layer.delegate
            copy.presentedModel = layer
            copy.display()
            return copy.props.contents as? CGImage
        }
        return props.contents as? CGImage
    }

    /// The shadow colour with `shadowOpacity` folded in, or nil when there is no visible shadow.
    private static func shadowColor(_ props: LayerProperties) -> CGColor? {
        guard let c = props.shadowColor, props.shadowOpacity > 0 else { return nil }
        return c.copy(alpha: c.alpha * CGFloat(props.shadowOpacity))
    }

    /// The shadow offset mapped to base space and the blur in device pixels.
    ///
    /// `shadowRadius` is taken as a blur radius whose Gaussian has σ = radius / 2 (Core Graphics' blur takes
    /// the same measure), scaled by the CTM.
    private static func shadowParameters(_ props: LayerProperties, in ctx: CGContext) -> (CGSize, CGFloat) {
        let device = props.shadowOffset.applying(ctx.ctm)
        let scale = abs(ctx.ctm.a * ctx.ctm.d - ctx.ctm.b * ctx.ctm.c).squareRoot()
        // Base-space offsets point up in Quartz contexts; contexts UIKit makes take them pointing down.
        let height = ctx.shadowOffsetYDown ? -device.height : device.height
        return (CGSize(width: device.width, height: height), props.shadowRadius * scale)
    }

    /// Sets the context's shadow from the layer's shadow properties.
    private static func applyShadow(_ props: LayerProperties, in ctx: CGContext) {
        guard let color = shadowColor(props) else { return }
        let (offset, blur) = shadowParameters(props, in: ctx)
        ctx.setShadow(offset: offset, blur: blur, color: color)
    }

    /// Draws only the shadow of an explicit `shadowPath`: the path is filled far to the left of the destination
    /// and its shadow offset back by the same distance, so only the shadow lands.
    private static func drawShadow(of path: CGPath, props: LayerProperties, in ctx: CGContext) {
        guard let color = shadowColor(props) else { return }
        let far: CGFloat = 100_000  // device pixels
        let (offset, blur) = shadowParameters(props, in: ctx)
        ctx.saveGState()
        ctx.setShadow(offset: CGSize(width: offset.width + far, height: offset.height), blur: blur, color: color)
        let shift = CGSize(width: -far, height: 0).applying(ctx.ctm.inverted())
        ctx.translateBy(x: shift.width, y: shift.height)
        ctx.addPath(path)
        ctx.setFillColor(color)
        ctx.fillPath()
        ctx.restoreGState()
    }

    /// Clips the current state to the alpha of `mask` (rendered in the masked layer's space). The clip stays in
    /// effect until the caller restores the graphics state.
    private static func clip(to mask: CALayer, in ctx: CGContext, time: CFTimeInterval?) {
        let props = time.map { mask.presentedProperties(at: $0) } ?? mask.props
        let frame = props.frame
        guard frame.width > 0, frame.height > 0, !props.isHidden else {
            ctx.clip(to: CGRect.zero)
            return
        }
        let scale = max(1, abs(ctx.ctm.a * ctx.ctm.d - ctx.ctm.b * ctx.ctm.c).squareRoot())
        let w = Int((frame.width * scale).rounded(.up)), h = Int((frame.height * scale).rounded(.up))
        guard w <= 16_384, h <= 16_384,
            let alpha = CGContext(data: nil, width: w, height: h, bitsPerComponent: 8, bytesPerRow: 0, space: nil,
                                  bitmapInfo: CGImageAlphaInfo.alphaOnly.rawValue)
        else { return }
        // The mask bitmap in y-down points covering the mask's frame.
        alpha.translateBy(x: 0, y: CGFloat(h))
        alpha.scaleBy(x: scale, y: -scale)
        alpha.translateBy(x: -frame.minX, y: -frame.minY)
        alpha.concatenate(Homography(CALayer.transformToParent(props, parent: nil)).affine)
        renderContent(of: mask, props: props, in: alpha, time: time, depth: 0)
        guard let image = alpha.makeImage() else { return }
        // clip(to:mask:) puts the image's first row at the rect's maxY; in this y-down space that is the bottom,
        // so flip about the frame's middle for the call and flip back (the clip itself stays).
        let flip = CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: frame.minY + frame.maxY)
        ctx.concatenate(flip)
        ctx.clip(to: frame, mask: image)
        ctx.concatenate(flip.inverted())
    }
}
