// SPDX-License-Identifier: Apache-2.0

/// Builds a render snapshot (``RenderNode`` array) of a layer tree: presentation values at one time, device
/// transforms, visibility, clips and footprints. Iterative: a layer tree of any depth costs no stack.
package struct RenderTreeBuilder {
    /// Where the root layer goes relative to the base transform.
    package enum Placement {
        /// The root's bounds space is the base space (`CALayer.render(in:)`, flattening, drawing a layer's content).
        case ownSpace
        /// The root is placed by its own geometry in a parent space with these properties (nil: no parent), as
        /// a window's layer sits on the screen.
        case inParent(LayerProperties?)
    }

    /// Presentation time; nil renders model values.
    package var time: CFTimeInterval?
    /// When set, layers whose device transform is a pure translation at this scale are moved to whole pixels.
    package var snapScale: CGFloat?
    /// The device area worth painting; footprints are cut to it.
    package var viewport: CGRect
    /// Layers whose animations are still running (from `processAnimations(at:)`), for ``RenderNode/alwaysDirty``;
    /// only those with an animation that is not a property animation are looked up.
    package var running: Set<ObjectIdentifier> = []
    /// How many nodes to reserve room for (the previous frame's count).
    package var expectedCount = 0
    /// How many threads may build the snapshot (see `RenderTreeBuilder+Parallel.swift`); 1 builds it on the
    /// calling thread alone. Never more than 1 inside a ``RenderWorkerPool`` job.
    package var threads = 1
    /// Where to count what the build did (nil: not counted).
    package var statistics: SnapshotBuildStatistics?

    package init(time: CFTimeInterval?, viewport: CGRect, snapScale: CGFloat? = nil) {
        self.time = time
        self.viewport = viewport
        self.snapScale = snapScale
    }

    /// A rectangle standing for "no clip": finite, so intersections and unions stay well defined.
    package static let unbounded = CGRect(x: -1e12, y: -1e12, width: 2e12, height: 2e12)

    /// One layer waiting to be visited.
    struct Pending {
        var layer: CALayer
        var parent: Int
        var depth: Int
        /// The layer's local time (its superlayer's, carried down; unused without ``time``).
        var local: CFTimeInterval
    }

    /// The snapshot of `root` and its sublayers. `base` maps the placement's space to device pixels.
    package func build(_ root: CALayer, props rootProps: LayerProperties? = nil, placement: Placement,
                       base: CGAffineTransform) -> [RenderNode]
    {
        var nodes: [RenderNode] = []
        nodes.reserveCapacity(expectedCount)
        build(root, props: rootProps, placement: placement, base: base, into: &nodes)
        return nodes
    }

    /// Builds the snapshot of `root` into `nodes`, replacing its elements but keeping its storage: a compositor
    /// passes the buffer of an earlier frame, so a frame allocates (and faults in) no new megabyte of nodes.
    package func build(_ root: CALayer, props rootProps: LayerProperties? = nil, placement: Placement,
                       base: CGAffineTransform, into nodes: inout [RenderNode])
    {
        nodes.removeAll(keepingCapacity: true)
        var stack = [Pending(layer: root, parent: -1, depth: 0, local: time.map { root.mediaToLocal($0) } ?? 0)]
        let root = RootPlacement(placement, base: base)
        visit(&stack, into: &nodes, root: root, rootProps: rootProps, mode: threads > 1 ? .splitting : .serial)
        Self.finishStructure(&nodes)
    }

    /// How ``visit(_:into:root:rootProps:mode:)`` goes about its work.
    enum VisitMode {
        /// Every layer on this thread.
        case serial
        /// On the compositor's thread, handing the subtrees of a layer with many sublayers to the render workers
        /// (see `RenderTreeBuilder+Parallel.swift`).
        case splitting
        /// On a render worker: stops at the first layer a worker may not visit.
        case worker
    }

    /// Pops `stack` until it is empty, appending each layer's node and pushing its sublayers (front last), so the
    /// nodes come out in drawing order. Returns false when a ``VisitMode/worker`` visit met a layer only the
    /// compositor's thread may visit (`nodes` is then incomplete).
    @discardableResult
    func visit(_ stack: inout [Pending], into nodes: inout [RenderNode], root: RootPlacement,
               rootProps: LayerProperties?, mode: VisitMode) -> Bool
    {
        while let item = stack.popLast() {
            if mode == .worker, !Self.isWorkerSafe(item.layer) { return false }
            let index = nodes.count
            let props = index == 0 ? rootProps ?? presented(item.layer, local: item.local)
                : presented(item.layer, local: item.local)
            nodes.append(makeNode(item, props: props, nodes: nodes, root: root))
            if item.parent >= 0, nodes[index].isVisible { nodes[item.parent].hasVisibleSublayers = true }
            let subs = item.layer.sublayerList
            guard !subs.isEmpty else { continue }
            let first = stack.count
            stack.reserveRoom(for: subs.count)
            for layer in subs.reversed() {
                let local = time == nil ? 0 : layer.localTime(fromSuperlayerTime: item.local)
                stack.append(Pending(layer: layer, parent: index, depth: item.depth + 1, local: local))
            }
            let zs = stack[first...].map { zPosition($0.layer, local: $0.local) }
            if zs.contains(where: { $0 != zs[0] }) {
                // Back to front by zPosition, then sibling order; pushed in reverse so the front pops last.
                let pending = Array(stack[first...])
                let order = pending.indices.sorted { (zs[$0], -$0) > (zs[$1], -$1) }
                stack.replaceSubrange(first..., with: order.map { pending[$0] })
            }
            if mode == .splitting, Self.splits(stack.count - first, under: nodes[index]) {
                let children = Array(stack[first...])
                stack.removeSubrange(first...)
                buildInParallel(children, parent: index, into: &nodes, root: root)
            }
        }
        return true
    }

    /// `layer`'s properties as shown: at local time `local`, or the model's without ``time``.
    private func presented(_ layer: CALayer, local: CFTimeInterval) -> LayerProperties {
        guard time != nil, !layer.animationList.isEmpty else { return layer.props }
        return layer.presentedProperties(atLocalTime: local)
    }

    /// `layer`'s properties as shown, its local time worked out from the media time (masks).
    private func presented(_ layer: CALayer) -> LayerProperties {
        guard let time, !layer.animationList.isEmpty else { return layer.props }
        return layer.presentedProperties(at: time)
    }

    /// The `zPosition` that orders `layer` among its siblings: the model's unless an animation may change it.
    private func zPosition(_ layer: CALayer, local: CFTimeInterval) -> CGFloat {
        guard time != nil, layer.animationList.contains(where: { $0.animation.mayChangeZPosition }) else {
            return layer.props.zPosition
        }
        return presented(layer, local: local).zPosition
    }

    /// Fills in `end` (subtree extents) and `cull` (subtree footprint unions).
    private static func finishStructure(_ nodes: inout [RenderNode]) {
        var open: [Int] = []
        for i in nodes.indices {
            while let top = open.last, nodes[top].depth >= nodes[i].depth {
                nodes[top].end = i
                open.removeLast()
            }
            open.append(i)
        }
        for top in open { nodes[top].end = nodes.count }
        for i in nodes.indices.reversed() {
            let p = nodes[i].parent
            if p >= 0, !nodes[i].cull.isNull { nodes[p].cull = nodes[p].cull.safeUnion(nodes[i].cull) }
        }
    }

    // MARK: One node

    /// The placement of the root, unpacked once per snapshot.
    struct RootPlacement {
        var base: CGAffineTransform
        var orientation: CGFloat
        /// Whether the root is placed by its own geometry (else drawn in its own bounds space).
        var placed: Bool
        var parent: ParentGeometry?

        init(_ placement: Placement, base: CGAffineTransform) {
            self.base = base
            orientation = base.a * base.d - base.b * base.c
            switch placement {
            case .ownSpace: (placed, parent) = (false, nil)
            case .inParent(let p): (placed, parent) = (true, p.map(ParentGeometry.init))
            }
        }
    }

    private func makeNode(_ item: Pending, props model: LayerProperties, nodes: [RenderNode],
                          root: RootPlacement) -> RenderNode
    {
        let base = root.base, baseOrientation = root.orientation
        let layer = item.layer
        let hasParent = item.parent >= 0
        let parentRole = hasParent ? nodes[item.parent].role : .plain
        // Under a transform layer a layer is placed in the space of the first ordinary ancestor (see
        // `CATransformLayer`); a transform layer itself paints nothing of its own.
        let enclosing = hasParent ? nodes[item.parent].transformLayer : nil
        let underTransformLayer = enclosing != nil
        let placementParent = enclosing?.placementParent ?? item.parent
        let isTransformLayer = type(of: layer) != CALayer.self && layer is CATransformLayer
        let p = isTransformLayer ? model.transformLayerNeutral : model
        let parentTransform = placementParent >= 0 ? nodes[placementParent].exactTransform : base
        let opaqueAnimation = layer.animationList.contains { !($0.animation is CAPropertyAnimation) }
        var node = RenderNode(
            layer: layer, props: p, depth: item.depth, parent: item.parent, transform: parentTransform,
            isVisible: (hasParent ? nodes[item.parent].isVisible : true) && !p.isHidden && p.opacity > 0
                && Self.isFinite(p),
            clip: hasParent ? nodes[item.parent].childClip : Self.unbounded,
            shadows: hasParent ? nodes[item.parent].shadows : [], contentsVersion: layer.contentsVersion,
            maskSignature: layer.mask.map { MaskDigest.signature(of: $0, time: time) } ?? 0,
            alwaysDirty: opaqueAnimation && running.contains(ObjectIdentifier(layer)),
            hasOpaqueAnimation: opaqueAnimation)
        node.outerClip = hasParent ? nodes[item.parent].outerClip : Self.unbounded
        if time != nil, type(of: layer) != CALayer.self, let varying = layer as? TimeVaryingContent,
            varying.advanceContent(p, toLocalTime: item.local)
        {
            // Content that changes by itself (particles): brought to this time before its extent is measured.
            node.alwaysDirty = true
        }
        if time != nil, !layer.animationList.isEmpty, layer.drawsContent {
            node.drawsWhileAnimated = true
            node.redrawsForAnimation = LayerRenderer.redrawsForAnimation(layer)
        }

        if !p.extra.isEmpty {
            node.groupOpacity = p.extraBool(RasterizationKeys.allowsGroupOpacity, true)
            node.rasterizes = !opaqueAnimation && p.extraBool(RasterizationKeys.shouldRasterize, false)
        }
        if parentRole != .plain {
            node.rasterizes = false
            placeDelegated(&node, parentIndex: item.parent, nodes: nodes)
            return node
        }
        let parentGeometry = hasParent
            ? ParentGeometry(
                bounds: nodes[item.parent].props.bounds, anchorPoint: nodes[item.parent].props.anchorPoint,
                sublayerTransform: nodes[item.parent].props.sublayerTransform)
            : root.parent
        var local: LocalTransform = hasParent || root.placed
            ? Self.localTransform(p, parent: parentGeometry) : .affine(.identity)
        if underTransformLayer || isTransformLayer {
            local = place3D(&node, item: item, nodes: nodes, parentGeometry: parentGeometry, placed: root.placed,
                            isTransformLayer: isTransformLayer, placementParent: placementParent)
        }
        switch local {
        case .affine(let a):
            var t = a.concatenating(parentTransform)
            node.exactTransform = t
            if let s = snapScale { Self.snap(&t, bounds: p.bounds, scale: s) }
            node.transform = t
            // Plain CALayers (most layers) skip the protocol-conformance lookup.
            node.role = type(of: layer) != CALayer.self && layer is SublayerRendering ? .replicator : .plain
            guard t.isFinite else {
                node.isVisible = false
                return node
            }
            if !p.isDoubleSided, (t.a * t.d - t.b * t.c) * baseOrientation < 0 { node.isVisible = false }
            placePlain(&node, p)
        case .projective(let h):
            node.role = .projective
            node.rasterizes = false
            node.homography = h
            let device = h.concatenating(Homography(parentTransform))
            if !p.isDoubleSided, let o = Self.orientation(of: p.bounds, through: device), o * baseOrientation < 0 {
                node.isVisible = false
            }
            let quad = device.apply(p.bounds) ?? Self.unbounded
            node.footprint = node.isVisible
                ? finalFootprint(quad.insetBy(dx: -1, dy: -1), shadows: node.shadows, outerClip: node.outerClip) : .null
        }
        node.cull = node.footprint
        return node
    }

    /// The placement of a transform layer, or of a layer under one, relative to the first ordinary ancestor: the
    /// product of the 3-D transforms down from there, flattened only at the end (see `CATransformLayer`). A
    /// transform layer records that product for its sublayers and sits, painting nothing, at the ancestor itself.
    private func place3D(_ node: inout RenderNode, item: Pending, nodes: [RenderNode], parentGeometry: ParentGeometry?,
                         placed: Bool, isTransformLayer: Bool, placementParent: Int) -> LocalTransform
    {
        let p = node.props
        let toPlacement: CATransform3D
        if let above = item.parent >= 0 ? nodes[item.parent].transformLayer : nil {
            toPlacement = CATransform3DConcat(CALayer.transformToParent(p, parent: nodes[item.parent].props),
                                              above.toPlacement)
        } else {
            toPlacement = item.parent >= 0 || placed
                ? CALayer.transformToParent(p, parent: parentGeometry?.properties) : CATransform3DIdentity
        }
        if isTransformLayer {
            node.transformLayer = TransformLayerPlacement(toPlacement: toPlacement, placementParent: placementParent)
            return .affine(.identity)
        }
        let h = Homography(toPlacement)
        return h.isAffine ? .affine(h.affine) : .projective(h)
    }

    /// Clips, shadows and footprint of a layer the painter draws itself.
    private func placePlain(_ node: inout RenderNode, _ p: LayerProperties) {
        let t = node.transform
        var ownClip: CGRect? = p.masksToBounds ? t.boundingBox(of: p.bounds) : nil
        if let mask = node.layer.mask {
            let maskProps = presented(mask)
            let frame = Homography(CALayer.transformToParent(maskProps, parent: nil)).apply(maskProps.bounds)
            let box = frame.map { t.boundingBox(of: $0) } ?? Self.unbounded
            ownClip = ownClip.map { $0.safeIntersection(box) } ?? box
        }
        if node.hasGroupShadow {
            node.shadows.append(Self.shadowReach(p, transform: t))
            if node.outerClip == Self.unbounded {
                node.outerClip = ownClip.map { node.clip.safeIntersection($0) } ?? node.clip
            }
            node.childClip = p.masksToBounds ? t.boundingBox(of: p.bounds) : Self.unbounded
        } else if let ownClip {
            node.childClip = node.clip.safeIntersection(ownClip)
        }
        guard node.isVisible else { return }
        var own = CGRect.null
        if (p.backgroundColor?.alpha ?? 0) > 0 || p.hasVisibleBorder { own = p.bounds }
        if let image = p.contents as? CGImage {
            let scale = max(p.contentsScale, 0.0001)
            var dest = ContentsDrawing.destination(
                for: CGSize(width: CGFloat(image.width) / scale, height: CGFloat(image.height) / scale), in: p.bounds,
                gravity: p.contentsGravity, flipped: p.isGeometryFlipped)
            node.image = image
            node.blit = Self.blitPlacement(of: image, at: dest, transform: t, contentsRect: p.contentsRect)
            node.isPlainImage = node.qualifiesAsPlainImage
            if p.masksToBounds { dest = dest.safeIntersection(p.bounds) }
            own = own.safeUnion(dest)
        } else if p.contents != nil || node.layer.drawsContent || node.hasOpaqueAnimation
            || BackdropFiltering.isBackdrop(node.layer)
        {
            own = own.safeUnion(p.bounds)
        }
        if node.role == .replicator, let painter = node.layer as? LayerContentPainting {
            // Vector content (a shape layer's path) may reach past the bounds unless they clip it.
            let extent = painter.contentExtent(p)
            own = own.safeUnion(p.masksToBounds ? extent.safeIntersection(p.bounds) : extent)
        }
        var device = own.isNull ? own : t.boundingBox(of: own).insetBy(dx: -1, dy: -1)
        if let path = p.shadowPath, p.hasVisibleShadow {
            let reach = Self.shadowReach(p, transform: t)
            let box = t.boundingBox(of: path.boundingBox).offsetBy(dx: reach.dx, dy: reach.dy)
            device = device.safeUnion(box.insetBy(dx: -reach.pad - 1, dy: -reach.pad - 1))
        }
        if node.hasOpaqueAnimation { device = device.safeUnion(node.childClip.safeIntersection(viewport)) }
        node.footprint = finalFootprint(device.isNull ? device : device.safeIntersection(node.childClip),
                                        shadows: node.shadows, outerClip: node.outerClip)
    }

    /// The device pixel where `image`, drawn into `dest` (layer space) through `t`, lands untransformed; nil when
    /// it would be resampled (scaled, rotated, cropped by `contentsRect` or at a fractional offset).
    private static func blitPlacement(of image: CGImage, at dest: CGRect, transform t: CGAffineTransform,
                                      contentsRect: CGRect) -> RenderNode.Blit?
    {
        guard t.b == 0, t.c == 0, t.a > 0, t.d > 0, contentsRect == CGRect(x: 0, y: 0, width: 1, height: 1) else {
            return nil
        }
        let d = t.boundingBox(of: dest)
        let x = d.minX.rounded(), y = d.minY.rounded()
        guard abs(d.width - CGFloat(image.width)) < 1e-6, abs(d.height - CGFloat(image.height)) < 1e-6,
            abs(d.minX - x) < 1e-6, abs(d.minY - y) < 1e-6, abs(x) < 1e9, abs(y) < 1e9
        else { return nil }
        return RenderNode.Blit(x: Int(x), y: Int(y))
    }

    /// A layer inside a flattened (perspective) or replicated subtree: it shows wherever its drawing ancestor does.
    private func placeDelegated(_ node: inout RenderNode, parentIndex: Int, nodes: [RenderNode]) {
        node.role = .delegated
        let parent = nodes[parentIndex]
        let p = node.props
        let local = Homography(CALayer.transformToParent(p, parent: parent.props))
        let parentDevice: Homography? = switch parent.role {
        case .projective: parent.homography.map { $0.concatenating(Homography(parent.exactTransform)) }
        case .delegated: parent.homography
        default: nil
        }
        if let parentDevice {
            let device = local.concatenating(parentDevice)
            node.homography = device
            if device.isAffine { node.transform = device.affine }
            node.footprint = node.isVisible ? parent.footprint : .null
        } else {
            // Under a replicator: placed once as if unreplicated; copies may land anywhere in the clip.
            if local.isAffine { node.transform = local.affine.concatenating(parent.exactTransform) }
            node.footprint = node.isVisible
                ? finalFootprint(node.clip, shadows: node.shadows, outerClip: node.outerClip) : .null
        }
        node.exactTransform = node.transform
        node.cull = node.footprint
    }

    /// `device` grown by the shadows of enclosing groups and cut to their clips and the viewport.
    private func finalFootprint(_ device: CGRect, shadows: [ShadowReach], outerClip: CGRect) -> CGRect {
        guard !device.isNull else { return device }
        var r = device
        for s in shadows.reversed() { r = s.inflate(r) }
        r = r.safeIntersection(outerClip).safeIntersection(viewport)
        return r.isNull || r.isEmpty ? .null : r
    }
}
