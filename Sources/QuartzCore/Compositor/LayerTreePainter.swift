// SPDX-License-Identifier: Apache-2.0

/// State shared by every painter of one render pass, including nested ones (masks, flattened perspective
/// layers, replicated sublayers): the guards that keep bad trees finite, and counters for tests.
package final class RenderSession {
    /// Masks being rendered right now: a mask that is its own layer or an ancestor would recurse forever.
    package var activeMasks: Set<ObjectIdentifier> = []
    /// How many masks, flattenings and replications enclose the current painter.
    package var nesting = 0
    /// Layers painted (for tests and statistics).
    package var paintedLayers = 0

    /// Deepest nesting of masks, perspective flattenings and replications before content is skipped (logged).
    package static let maxNesting = 32

    package init() {}
}

/// Paints a render snapshot into a `CGContext` in Core Animation's order, with loops and an explicit stack.
///
/// For each visible layer: its `shadowPath` shadow, then — as one group when a shadow, or opacity or a mask over
/// more than one thing, calls for it — background, contents, sublayers in `zPosition` order, and the border on top
/// of the sublayers. `masksToBounds` clips everything the layer draws (its shadow too, as on iPhone OS) to its
/// rounded bounds; a `mask` layer's alpha does likewise.
///
/// Hooks: a layer running an animation that is not a property animation (a `CATransition`) is first offered to
/// ``TransitionRenderer``; a ``SublayerRendering`` layer draws its own sublayers.
///
/// With `damage`, subtrees whose footprint misses every damage rectangle are skipped; the caller clips to the
/// damage. The context's CTM is saved and restored around the pass.
package struct LayerTreePainter {
    package let ctx: CGContext
    package let nodes: [RenderNode]
    package let time: CFTimeInterval?
    /// Device rectangles to repaint; nil paints everything.
    package var damage: [CGRect]?
    package let session: RenderSession
    /// Cairo device → Quartz device for `ctx`.
    let flip: CGAffineTransform
    /// A transform applied after every node's own placement: set while painting inside a transition, which moves
    /// the transitioning layer's whole subtree (nodes carry absolute transforms, so the move must be re-applied).
    private let adjustment = PaintAdjustment()

    package init(ctx: CGContext, nodes: [RenderNode], time: CFTimeInterval?, damage: [CGRect]? = nil,
                 session: RenderSession)
    {
        self.ctx = ctx
        self.nodes = nodes
        self.time = time
        self.damage = damage
        self.session = session
        self.flip = ctx.deviceFlip
    }

    /// A layer whose closing steps (border, group end, state restore) wait until its sublayers are painted.
    private struct OpenLayer {
        var index: Int
        var saved: Bool
        var grouped: Bool
        /// A vibrancy group's colour (``BackdropFiltering``): the group is recoloured before it ends.
        var vibrancy: CGColor? = nil
    }

    /// Paints every node.
    package func paint() {
        ctx.saveGState()
        paint(nodes.indices)
        ctx.restoreGState()
    }

    /// Paints the nodes in `range` (whole subtrees).
    package func paint(_ range: Range<Int>) {
        var painted = 0
        defer { session.paintedLayers += painted }
        var pending: [OpenLayer] = []
        var i = range.lowerBound
        while i < range.upperBound {
            while let top = pending.last, nodes[top.index].end <= i {
                close(top)
                pending.removeLast()
            }
            let role = nodes[i].role
            guard nodes[i].isVisible, role != .delegated, intersectsDamage(nodes[i].cull) else {
                i = nodes[i].end
                continue
            }
            painted += 1
            if role == .projective {
                paintProjective(i)
                i = nodes[i].end
                continue
            }
            if nodes[i].rasterizes, paintRaster(i) {
                i = nodes[i].end
                continue
            }
            if paintLeafFast(i) {
                i += 1
                continue
            }
            let state = open(i)
            if role == .replicator {
                paintContents(i)
                paintReplicas(i)
                close(state)
                i = nodes[i].end
                continue
            }
            if nodes[i].hasOpaqueAnimation {
                let layer = nodes[i].layer, props = nodes[i].props, end = nodes[i].end, next = i + 1
                let drew = TransitionRenderer.renderIfTransitioning(layer, props: props, in: ctx, time: time) {
                    // The transition has set the CTM C for layer i's space; every node below it is painted with
                    // its own CTM followed by D = Mᵢ⁻¹ · C, so the whole subtree moves with the transition.
                    let saved = adjustment.transform
                    adjustment.transform = .identity
                    adjustment.transform = ctm(i).inverted().concatenating(ctx.ctm)
                    defer { adjustment.transform = saved }
                    paintContents(i)
                    paint(next..<end)
                }
                if drew {
                    close(state)
                    i = end
                    continue
                }
            }
            paintContents(i)
            pending.append(state)
            i += 1
        }
        while let top = pending.popLast() { close(top) }
    }

    /// Whether `rect` touches the damage (or anything, without damage).
    private func intersectsDamage(_ rect: CGRect) -> Bool {
        guard !rect.isNull else { return false }
        guard let damage else { return true }
        for d in damage where d.safeIntersects(rect) { return true }
        return false
    }

    /// The CTM putting `node`'s bounds space on the device.
    private func ctm(_ i: Int) -> CGAffineTransform {
        let m = nodes[i].transform.concatenating(flip)
        return adjustment.transform.isIdentity ? m : m.concatenating(adjustment.transform)
    }

    // MARK: Opening and closing a layer

    /// Starts layer `i`: clip, mask, `shadowPath` shadow, group, background. Contents and sublayers follow.
    private func open(_ i: Int) -> OpenLayer {
        let p = nodes[i].props
        let layer = nodes[i].layer
        let vibrancy = BackdropFiltering.isVibrancy(layer) ? BackdropFiltering.vibrancy(p) : nil
        let grouped = nodes[i].isGroup || vibrancy != nil
        let pathShadow = p.hasVisibleShadow && p.shadowPath != nil
        let fold = !grouped && p.opacity < 1
        let saved = p.masksToBounds || layer.mask != nil || grouped || fold || pathShadow
        if saved { ctx.saveGState() }
        ctx.setCTM(ctm(i))
        let outline = p.masksToBounds ? LayerRenderer.paintedOutline(p, in: ctx) : nil
        if let outline {
            ctx.addPath(outline)
            ctx.clip()
        }
        if let mask = layer.mask { LayerRenderer.clip(to: mask, in: ctx, time: time, session: session) }
        // Opacity multiplies what encloses it: an ancestor whose opacity is not a group (`allowsGroupOpacity`
        // false) leaves its alpha in the state for its sublayers.
        let inherited = ctx.state.alpha
        if fold || pathShadow { ctx.setAlpha(inherited * CGFloat(p.opacity)) }
        if pathShadow, let path = p.shadowPath { LayerRenderer.drawShadow(of: path, props: p, in: ctx) }
        if grouped {
            ctx.setAlpha(inherited * CGFloat(p.opacity))
            if let vibrancy { ctx.setBlendMode(vibrancy.mode) }
            if nodes[i].hasGroupShadow {
                LayerRenderer.applyShadow(p, in: ctx)
                ctx.beginTransparencyLayer(unclippedIn: shadowContentArea(i))
                if let outline {
                    ctx.addPath(outline)
                    ctx.clip()
                }
            } else {
                ctx.beginTransparencyLayer(deviceBounds: nodes[i].cull.integral)
            }
        }
        if BackdropFiltering.isBackdrop(layer) { BackdropFiltering.paintBackdrop(p, transform: nodes[i].transform, in: ctx) }
        LayerRenderer.drawBackground(p, in: ctx)
        return OpenLayer(index: i, saved: saved, grouped: grouped, vibrancy: vibrancy?.color)
    }

    /// Where the content of a shadow group must be rendered: wherever its shadow can reach the clip.
    private func shadowContentArea(_ i: Int) -> CGRect {
        let clip = ctx.deviceClipExtents
        let reach = RenderTreeBuilder.shadowReach(nodes[i].props, transform: nodes[i].transform)
        let area = clip.safeUnion(clip.offsetBy(dx: -reach.dx, dy: -reach.dy)).insetBy(dx: -reach.pad, dy: -reach.pad)
        let bounded = area.safeIntersection(nodes[i].cull)
        return bounded.isNull ? .zero : bounded.integral
    }

    /// Finishes layer `state.index`: border above the sublayers, group, state.
    private func close(_ state: OpenLayer) {
        let p = nodes[state.index].props
        if p.hasVisibleBorder {
            ctx.setCTM(ctm(state.index))
            LayerRenderer.drawBorder(p, in: ctx)
        }
        if let color = state.vibrancy {
            BackdropFiltering.recolorGroup(nodes[state.index].cull.integral, color: color, flip: flip, in: ctx)
        }
        if state.grouped { ctx.endTransparencyLayer() }
        if state.saved { ctx.restoreGState() }
    }

    // MARK: Contents

    /// Draws layer `i`'s contents image, blitting it when it lands pixel for pixel.
    private func paintContents(_ i: Int) {
        // (Contents are redrawn only for an animation, as the snapshot noted: band painters never ask the layer.)
        let redraws = nodes[i].redrawsForAnimation
        guard nodes[i].props.contents != nil || redraws,
            let image = redraws
                ? LayerRenderer.redrawnContents(of: nodes[i].layer, props: nodes[i].props)
                : nodes[i].props.contents as? CGImage
        else { return }
        if image === nodes[i].image, let b = nodes[i].blit,
            ctx.blitImage(image, deviceX: b.x, deviceY: b.y, alpha: 1)
        {
            return
        }
        ctx.setCTM(ctm(i))
        ContentsDrawing.draw(image, props: nodes[i].props, in: ctx)
    }

    /// The fast path for the commonest layer: a leaf showing only a cached image at a whole-pixel offset, with
    /// any opacity folded into the blit. Returns false when the layer needs the general path.
    private func paintLeafFast(_ i: Int) -> Bool {
        // The blit placement is precomputed in device space: not usable while a transition moves the subtree.
        guard adjustment.transform.isIdentity, !nodes[i].hasVisibleSublayers, let image = nodes[i].image, let b = nodes[i].blit, nodes[i].isPlainImage
        else { return false }
        return ctx.blitImage(image, deviceX: b.x, deviceY: b.y, alpha: CGFloat(nodes[i].props.opacity))
    }

    // MARK: Rasterized, flattened and replicated subtrees

    /// Draws a `shouldRasterize` layer's bitmap in place of the layer and its sublayers, at the layer's opacity:
    /// copied when it lands pixel for pixel, resampled otherwise. False when there is no bitmap (too large): the
    /// layer is then painted as usual.
    private func paintRaster(_ i: Int) -> Bool {
        guard let raster = nodes[i].raster
            ?? LayerRasterizer.uncachedRaster(of: nodes[i].layer, props: nodes[i].props, time: time)
        else { return false }
        guard let image = raster.image else { return true }
        let alpha = CGFloat(nodes[i].props.opacity)
        // Bitmap pixels → device: a whole-pixel offset is a plain copy.
        let toLayer = CGAffineTransform(a: raster.rect.width / CGFloat(image.width), b: 0, c: 0,
                                        d: raster.rect.height / CGFloat(image.height), tx: raster.rect.minX,
                                        ty: raster.rect.minY)
        let device = toLayer.concatenating(nodes[i].transform)
        if adjustment.transform.isIdentity, abs(device.a - 1) < 1e-9, abs(device.d - 1) < 1e-9, device.b == 0,
            device.c == 0, abs(device.tx) < 1e9, abs(device.ty) < 1e9,
            abs(device.tx - device.tx.rounded()) < 1e-6, abs(device.ty - device.ty.rounded()) < 1e-6,
            ctx.blitImage(image, deviceX: Int(device.tx.rounded()), deviceY: Int(device.ty.rounded()), alpha: alpha)
        {
            return true
        }
        ctx.saveGState()
        ctx.setCTM(ctm(i))
        ctx.setAlpha(ctx.state.alpha * alpha)
        ContentsDrawing.drawUpright(image, in: raster.rect, ctx: ctx)
        ctx.restoreGState()
        return true
    }

    /// Draws a layer with perspective (and its subtree) flattened and warped into its parent.
    private func paintProjective(_ i: Int) {
        guard let h = nodes[i].homography, enterNesting() else { return }
        defer { session.nesting -= 1 }
        ctx.saveGState()
        ctx.setCTM(ctm(i))
        ProjectiveRenderer.render(nodes[i].layer, props: nodes[i].props, homography: h, in: ctx, time: time,
                                  session: session)
        ctx.restoreGState()
    }

    /// Lets a ``SublayerRendering`` layer draw its sublayers (possibly several times each).
    private func paintReplicas(_ i: Int) {
        guard let custom = nodes[i].layer as? SublayerRendering, enterNesting() else { return }
        defer { session.nesting -= 1 }
        let props = nodes[i].props
        let base = ctm(i)
        // The layer paints its own content (LayerContentPainting) in its bounds space before its sublayers.
        ctx.saveGState()
        defer { ctx.restoreGState() }
        ctx.setCTM(base)
        custom.renderSublayers(props: props, in: ctx, time: time) { sub, extra, alpha in
            ctx.saveGState()
            ctx.setCTM(base)
            if alpha < 1 { ctx.setAlpha(alpha) }
            if !CATransform3DIsIdentity(extra) {
                let h = Homography(extra)
                if h.isAffine { ctx.concatenate(h.affine) }
            }
            if alpha < 1 { ctx.beginTransparencyLayer(auxiliaryInfo: nil) }
            LayerRenderer.renderSublayer(sub, parentProps: props, in: ctx, time: time, session: session)
            if alpha < 1 { ctx.endTransparencyLayer() }
            ctx.restoreGState()
        }
    }

    /// Counts one more level of nesting; false (logged) past the limit.
    private func enterNesting() -> Bool {
        guard session.nesting < RenderSession.maxNesting else {
            Diagnostics.log("LayerTreePainter: masks, perspective and replicators nested deeper than "
                + "\(RenderSession.maxNesting) levels; inner content not drawn")
            return false
        }
        session.nesting += 1
        return true
    }
}

/// The painter's post-placement transform (a class so closures can change it while painting).
private final class PaintAdjustment {
    var transform: CGAffineTransform = .identity
}
