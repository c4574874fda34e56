// SPDX-License-Identifier: Apache-2.0

/// The backdrop cache: when a large part of the screen repaints frame after frame because of layers painted late
/// (an alert's dimming view fading over a busy screen), the layers painted before them — unchanged — are rendered
/// once into an image, and each frame copies that image and paints only the layers after it.
///
/// The split point is the snapshot's stable prefix (``DamageTracker/stablePrefix(from:to:)``): the leading nodes,
/// in painting order, that are the same layers painting the same way as last frame. A backdrop of `count` nodes
/// stays valid while the stable prefix is at least `count` long (by induction over frames, its pixels are still
/// those nodes' rendering over the background). It is built on the second consecutive frame that repaints at
/// least a quarter of the screen with the same split of at least ``Compositor/minimumBackdropLayers`` nodes, and
/// dropped as soon as a node before the split changes.
///
/// Splitting is only sound where painting the later nodes needs nothing from the earlier ones: every node
/// enclosing the split (a layer whose subtree straddles it) must leave the graphics state alone and draw nothing
/// after its sublayers — no clip, mask, group opacity, shadow or border, and a plain role — see ``canSplit(_:at:)``.
/// Nodes carry absolute transforms, so the later nodes are painted exactly as in a full pass.
extension Compositor {
    /// The cached rendering of the first `count` nodes of the snapshot over the background.
    package struct Backdrop {
        package let image: CGImage
        package let count: Int
    }

    /// Fewer leading nodes than this are cheaper to repaint than to cache.
    package static var minimumBackdropLayers: Int { 64 }

    /// The backdrop to paint this frame's `damage` with, keeping, dropping or building it; nil paints the usual
    /// way. `stable` is this frame's stable prefix.
    func backdrop(for nodes: [RenderNode], damage: [CGRect], stable: Int, time: CFTimeInterval,
                  session: RenderSession) -> Backdrop?
    {
        if let kept = backdropCache {
            if kept.count <= stable, Self.canSplit(nodes, at: kept.count) { return kept }
            backdropCache = nil
        }
        let area = damage.reduce(0) { $0 + $1.width * $1.height }
        guard stable >= Self.minimumBackdropLayers, area * 4 >= pixelBounds.width * pixelBounds.height,
            Self.canSplit(nodes, at: stable)
        else {
            backdropCandidate = nil
            return nil
        }
        guard backdropCandidate == stable else {
            backdropCandidate = stable
            return nil
        }
        backdropCandidate = nil
        guard let image = renderBackdrop(nodes, count: stable, time: time, session: session) else { return nil }
        let built = Backdrop(image: image, count: stable)
        backdropCache = built
        return built
    }

    /// The first `count` nodes painted over the background, as an image; nil when no bitmap could be made.
    private func renderBackdrop(_ nodes: [RenderNode], count: Int, time: CFTimeInterval, session: RenderSession)
        -> CGImage?
    {
        guard let ctx = CGContext(
            data: nil, width: pixelWidth, height: pixelHeight, bitsPerComponent: 8, bytesPerRow: 0,
            space: CGColorSpaceCreateDeviceRGB(),
            bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue)
        else { return nil }
        ctx.saveGState()
        ctx.fillClip(with: backgroundColor)
        LayerTreePainter(ctx: ctx, nodes: nodes, time: time, damage: nil, session: session).paint(0..<count)
        ctx.restoreGState()
        return ctx.makeImage()
    }

    /// Whether the nodes from `split` on can be painted on their own over a rendering of the nodes before it:
    /// every node enclosing `split` neither changes the graphics state for its sublayers nor paints after them.
    package static func canSplit(_ nodes: [RenderNode], at split: Int) -> Bool {
        guard split < nodes.count else { return true }
        var j = nodes[split].parent
        while j >= 0, j < split {
            let node = nodes[j]
            let p = node.props
            guard node.isVisible, node.role == .plain, !node.hasOpaqueAnimation, !node.isGroup, p.opacity >= 1, !p.masksToBounds,
                node.layer.mask == nil, !p.hasVisibleShadow, !p.hasVisibleBorder,
                !BackdropFiltering.isVibrancy(node.layer)
            else { return false }
            j = node.parent
        }
        return true
    }
}
