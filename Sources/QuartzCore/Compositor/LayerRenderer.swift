// SPDX-License-Identifier: Apache-2.0

/// Draws a layer tree into a `CGContext` in Core Animation's order (see ``LayerTreePainter`` for the order).
///
/// These entry points snapshot the tree (``RenderTreeBuilder``) and paint it (``LayerTreePainter``) without
/// recursion, so trees of any depth are safe. The context's CTM must map the space named by each entry point to
/// the device with y down (a flipped context, as UIKit's).
package enum LayerRenderer {
    /// Renders `layer` (model values, or presentation values at `time` when given) into `ctx`, in `layer`'s own
    /// coordinate space.
    package static func render(_ layer: CALayer, in ctx: CGContext, at time: CFTimeInterval? = nil) {
        paintTree(layer, props: nil, placement: .ownSpace, in: ctx, time: time, session: RenderSession())
    }

    /// Renders `layer` in its parent's space (the CTM is the parent's bounds space): its own placement, then its
    /// content and sublayers.
    package static func renderSublayer(_ layer: CALayer, parentProps: LayerProperties, in ctx: CGContext,
                                       time: CFTimeInterval?, depth: Int)
    {
        renderSublayer(layer, parentProps: parentProps, in: ctx, time: time, session: RenderSession())
    }

    package static func renderSublayer(_ layer: CALayer, parentProps: LayerProperties, in ctx: CGContext,
                                       time: CFTimeInterval?, session: RenderSession)
    {
        paintTree(layer, props: nil, placement: .inParent(parentProps), in: ctx, time: time, session: session)
    }

    /// Draws `layer`'s own content and sublayers in its bounds space, with `props` for the layer itself.
    package static func renderContent(of layer: CALayer, props: LayerProperties, in ctx: CGContext,
                                      time: CFTimeInterval?, depth: Int)
    {
        renderContent(of: layer, props: props, in: ctx, time: time, session: RenderSession())
    }

    package static func renderContent(of layer: CALayer, props: LayerProperties, in ctx: CGContext,
                                      time: CFTimeInterval?, session: RenderSession)
    {
        paintTree(layer, props: props, placement: .ownSpace, in: ctx, time: time, session: session)
    }

    /// Snapshots `layer`'s tree relative to the current CTM and paints it, culled to the clip.
    private static func paintTree(_ layer: CALayer, props: LayerProperties?, placement: RenderTreeBuilder.Placement,
                                  in ctx: CGContext, time: CFTimeInterval?, session: RenderSession)
    {
        let base = ctx.ctm.concatenating(ctx.deviceFlip)
        guard base.isFinite else { return }
        let builder = RenderTreeBuilder(time: time, viewport: ctx.deviceClipExtents)
        let nodes = builder.build(layer, props: props, placement: placement, base: base)
        LayerTreePainter(ctx: ctx, nodes: nodes, time: time, session: session).paint()
    }

    // MARK: Primitives (the CTM is the layer's bounds space)

    /// The layer's bounds outline, rounded by `cornerRadius` (clamped to half the smaller side).
    package static func outline(_ props: LayerProperties) -> CGPath {
        let r = min(props.cornerRadius, min(props.bounds.width, props.bounds.height) / 2)
        return r > 0 ? CGPath(roundedRect: props.bounds, cornerWidth: r, cornerHeight: r) : CGPath(rect: props.bounds)
    }

    /// The outline as painted in `ctx`: cut to the area near the device when the layer is huge (see
    /// ``visiblePart(of:in:)``), where a cut rectangle loses its rounded corners (they lie far off the device).
    package static func paintedOutline(_ props: LayerProperties, in ctx: CGContext) -> CGPath {
        let visible = visiblePart(of: props.bounds, in: ctx)
        guard visible == props.bounds else { return CGPath(rect: visible) }
        return outline(props)
    }

    /// Fills the background colour inside the outline.
    package static func drawBackground(_ p: LayerProperties, in ctx: CGContext) {
        guard let background = p.backgroundColor, background.alpha > 0, !p.bounds.isEmpty else { return }
        // A pattern background tiles from the layer's own origin (the layer's space is the pattern's base space).
        if background.pattern != nil { ctx.patternBaseCTM = ctx.userSpaceToDeviceSpaceTransform }
        ctx.setFillColor(background)
        if p.cornerRadius > 0 {
            ctx.addPath(paintedOutline(p, in: ctx))
            ctx.fillPath()
        } else {
            ctx.fill(visiblePart(of: p.bounds, in: ctx))
        }
    }

    /// Paints the border inside the bounds, following the corner radius: the band between the outline and the
    /// outline inset by `borderWidth` (inner radius `cornerRadius − borderWidth`), filled as one shape.
    package static func drawBorder(_ p: LayerProperties, in ctx: CGContext) {
        guard let border = p.borderColor, p.hasVisibleBorder, !p.bounds.isEmpty else { return }
        let outer = visiblePart(of: p.bounds, in: ctx)
        let w = min(p.borderWidth, min(p.bounds.width, p.bounds.height) / 2)
        let inner = p.bounds.insetBy(dx: w, dy: w)
        let radius = min(p.cornerRadius, min(p.bounds.width, p.bounds.height) / 2)
        let band = CGMutablePath()
        if outer == p.bounds, radius > 0 {
            band.addPath(outline(p))
            let r = max(0, radius - w)
            if !inner.isEmpty {
                band.addPath(r > 0 ? CGPath(roundedRect: inner, cornerWidth: r, cornerHeight: r) : CGPath(rect: inner))
            }
        } else {
            band.addRect(outer)
            let cut = inner.safeIntersection(outer)
            if !cut.isNull, !cut.isEmpty { band.addRect(cut) }
        }
        ctx.setFillColor(border)
        ctx.addPath(band)
        ctx.fillPath(using: .evenOdd)
    }

    /// How far beyond the device geometry is kept, in device pixels.
    private static let deviceMargin: CGFloat = 4096

    /// `rect` (user space) cut to the area within ``deviceMargin`` pixels of the device, so layers millions of
    /// points across cost no more than the screen and stay inside Cairo's fixed-point range. Unchanged when it is
    /// already inside, or when the CTM cannot be inverted.
    package static func visiblePart(of rect: CGRect, in ctx: CGContext) -> CGRect {
        let toDevice = ctx.ctm.concatenating(ctx.deviceFlip)
        let size = ctx.deviceSize
        let safe = CGRect(x: -deviceMargin, y: -deviceMargin, width: size.width + 2 * deviceMargin,
                          height: size.height + 2 * deviceMargin)
        guard !safe.safeContains(toDevice.boundingBox(of: rect)) else { return rect }
        let det = toDevice.a * toDevice.d - toDevice.b * toDevice.c
        guard det != 0, det.isFinite else { return rect }
        let cut = rect.safeIntersection(toDevice.inverted().boundingBox(of: safe))
        return cut.isNull ? .zero : cut
    }

    /// Whether `layer`, which draws content, has an animation driving a property it redraws for
    /// (`needsDisplay(forKey:)`, a class method apps override): its contents are then a fresh drawing of the
    /// presentation. Asked while building a snapshot, on the compositor's thread.
    package static func redrawsForAnimation(_ layer: CALayer) -> Bool {
        layer.animationList.contains { entry in
            (entry.animation as? CAPropertyAnimation)?.keyPath.map { type(of: layer).needsDisplay(forKey: $0) }
                ?? false
        }
    }

    /// A fresh drawing of `layer` showing `props` (a presentation): app drawing code, so only on the compositor's
    /// thread.
    package static func redrawnContents(of layer: CALayer, props: LayerProperties) -> CGImage? {
        let copy = LayerFactory.makeCopy(of: layer)
        copy.props = props
        copy.delegate = layer.delegate
        copy.presentedModel = layer
        copy.display()
        return copy.props.contents as? CGImage
    }

    // MARK: Masks

    /// Clips the current state to the alpha of `mask` (rendered in the masked layer's space). The clip stays in
    /// effect until the caller restores the graphics state.
    ///
    /// A mask that is already being rendered (a layer masked by itself or by an ancestor) is ignored, logged, so
    /// such trees render finitely. Only the part of the mask inside the clip is rasterized, so huge masks cost
    /// no more than the visible area.
    package static func clip(to mask: CALayer, in ctx: CGContext, time: CFTimeInterval?, session: RenderSession) {
        let id = ObjectIdentifier(mask)
        guard !session.activeMasks.contains(id), session.nesting < RenderSession.maxNesting else {
            return Diagnostics.log("LayerRenderer: a mask layer masks itself or an ancestor (or masks nest too "
                + "deeply); mask ignored")
        }
        session.activeMasks.insert(id)
        session.nesting += 1
        defer {
            session.activeMasks.remove(id)
            session.nesting -= 1
        }
        let props = time.map { mask.presentedProperties(at: $0) } ?? mask.props
        guard !props.isHidden, props.opacity > 0, RenderTreeBuilder.isFinite(props),
            let frame = Homography(CALayer.transformToParent(props, parent: nil)).apply(props.bounds),
            frame.width > 0, frame.height > 0
        else { return ctx.clip(to: CGRect.zero) }
        let scale = max(1, abs(ctx.ctm.a * ctx.ctm.d - ctx.ctm.b * ctx.ctm.c).squareRoot())
        // The visible part, on the mask's own pixel grid (anchored at its frame's origin), so the mask samples
        // the same pixels whatever the clip.
        let visible = frame.safeIntersection(ctx.boundingBoxOfClipPath)
        guard !visible.isNull, visible.width > 0, visible.height > 0 else { return ctx.clip(to: CGRect.zero) }
        let x0 = ((visible.minX - frame.minX) * scale).rounded(.down)
        let y0 = ((visible.minY - frame.minY) * scale).rounded(.down)
        let x1 = ((visible.maxX - frame.minX) * scale).rounded(.up)
        let y1 = ((visible.maxY - frame.minY) * scale).rounded(.up)
        let region = CGRect(x: frame.minX + x0 / scale, y: frame.minY + y0 / scale, width: (x1 - x0) / scale,
                            height: (y1 - y0) / scale)
        // Checked as floating point first: a frame near the top of the Double range makes these infinite.
        guard x1 - x0 <= 16_384, y1 - y0 <= 16_384, case let w = Int(x1 - x0), case let h = Int(y1 - y0),
            let alpha = CGContext(data: nil, width: w, height: h, bitsPerComponent: 8, bytesPerRow: 0, space: nil,
                                  bitmapInfo: CGImageAlphaInfo.alphaOnly.rawValue)
        else {
            Diagnostics.log("LayerRenderer: mask too large to rasterize; clipping to its frame")
            return ctx.clip(to: frame)
        }
        // The mask bitmap in y-down points covering the visible part of the mask's frame.
        alpha.translateBy(x: 0, y: CGFloat(h))
        alpha.scaleBy(x: scale, y: -scale)
        alpha.translateBy(x: -region.minX, y: -region.minY)
        let base = alpha.ctm.concatenating(alpha.deviceFlip)
        let builder = RenderTreeBuilder(time: time, viewport: CGRect(x: 0, y: 0, width: w, height: h))
        let nodes = builder.build(mask, props: props, placement: .inParent(nil), base: base)
        LayerTreePainter(ctx: alpha, nodes: nodes, time: time, session: session).paint()
        guard let image = alpha.makeImage() else { return }
        // clip(to:mask:) puts the image's first row at the rect's maxY; in this y-down space that is the bottom,
        // so flip about the region's middle for the call and flip back (the clip itself stays).
        let flip = CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: region.minY + region.maxY)
        ctx.concatenate(flip)
        ctx.clip(to: region, mask: image)
        ctx.concatenate(flip)
    }
}
