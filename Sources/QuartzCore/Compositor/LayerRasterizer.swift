// SPDX-License-Identifier: Apache-2.0

/// The bitmap of a `shouldRasterize` layer's subtree, in the layer's own space.
package final class LayerRaster: @unchecked Sendable {
    /// The pixels; nil when the subtree paints nothing.
    package let image: CGImage?
    /// Where the bitmap lies in the layer's bounds space (points, y down).
    package let rect: CGRect

    package init(image: CGImage?, rect: CGRect) {
        self.image = image
        self.rect = rect
    }
}

/// Makes the bitmaps of `shouldRasterize` layers and keeps them from frame to frame (one per compositor).
///
/// A rasterized layer is rendered as Core Animation does: the layer with opacity 1 — contents, background,
/// border, sublayers, its mask and shadow — in its own bounds space at `rasterizationScale` pixels per point, and
/// the bitmap is then composited with the layer's transform and opacity by ``LayerTreePainter``.
///
/// **Caching.** Each frame the subtree is snapshotted again in bitmap space (``RenderTreeBuilder``); when that
/// snapshot paints the same as the one the bitmap was made from (``DamageTracker``'s comparison, so the same
/// rules decide what counts as a change), the bitmap is reused. Moving, rotating or fading the rasterized layer
/// itself never redraws it; a change inside it, or a running transition in it, does.
///
/// **Limits.** Bitmaps are at most ``maximumSide`` pixels on a side; a larger one is not made (logged once per
/// layer size) and the layer is drawn unrasterized. Bitmaps of layers no longer rasterized, or gone from the
/// tree, are dropped after the frame.
///
/// Runs on the compositor's thread, before the frame is painted, so band threads only read finished bitmaps.
package final class LayerRasterizer {
    /// The largest bitmap side in pixels.
    package static let maximumSide: CGFloat = 4096

    private struct Entry {
        var scale: CGFloat
        var box: CGRect
        var nodes: [RenderNode]
        var raster: LayerRaster?
    }

    private var entries: [ObjectIdentifier: Entry] = [:]
    /// How many bitmaps were drawn (not reused) so far: for tests and benchmarks.
    package private(set) var drawCount = 0

    package init() {}

    /// Gives each visible rasterized node of `nodes` its bitmap — the kept one when the subtree paints the same —
    /// or clears its `rasterizes` flag when it is too large. `running` are the layers running a transition.
    package func prepare(_ nodes: inout [RenderNode], time: CFTimeInterval, running: Set<ObjectIdentifier>) {
        var seen = Set<ObjectIdentifier>()
        var i = 0
        while i < nodes.count {
            guard nodes[i].rasterizes, nodes[i].isVisible else {
                i += 1
                continue
            }
            let id = ObjectIdentifier(nodes[i].layer)
            seen.insert(id)
            if let raster = raster(for: nodes[i].layer, props: nodes[i].props, time: time, running: running, id: id) {
                nodes[i].raster = raster
            } else {
                nodes[i].rasterizes = false
                nodes[i].isPlainImage = nodes[i].qualifiesAsPlainImage
            }
            // The sublayers are inside the bitmap (a rasterized layer among them is drawn into it).
            i = nodes[i].end
        }
        if entries.count > seen.count { entries = entries.filter { seen.contains($0.key) } }
    }

    /// The bitmap for `layer` showing `props`: kept or drawn, and cached under `id` when given; nil when it would
    /// be too large.
    private func raster(for layer: CALayer, props: LayerProperties, time: CFTimeInterval?,
                        running: Set<ObjectIdentifier>, id: ObjectIdentifier?) -> LayerRaster?
    {
        let scale = Self.scale(of: props)
        // The bitmap does not depend on where the layer is placed or how opaque it is: those are neutral here, so
        // moving, turning or fading the layer keeps the bitmap.
        var own = props
        own.opacity = 1
        own.transform = CATransform3DIdentity
        own.position = .zero
        own.zPosition = 0
        own.anchorPoint = CGPoint(x: 0.5, y: 0.5)
        own.anchorPointZ = 0
        own.extra[RasterizationKeys.shouldRasterize] = false
        // The subtree in bitmap space, the bitmap's origin at the layer's bounds origin: its extent, and what the
        // cache compares.
        let reach = Self.maximumSide
        let origin = CGPoint(x: own.bounds.minX * scale, y: own.bounds.minY * scale)
        var probe = RenderTreeBuilder(time: time, viewport: CGRect(x: origin.x - reach, y: origin.y - reach,
                                                                   width: 3 * reach, height: 3 * reach),
                                      snapScale: scale)
        probe.running = running
        let nodes = probe.build(layer, props: own, placement: .ownSpace,
                                base: CGAffineTransform(scaleX: scale, y: scale))
        let box = (nodes.first?.cull ?? .null).integral
        guard box.isNull || box.width <= Self.maximumSide && box.height <= Self.maximumSide else {
            if let id, entries[id]?.box != box {
                Diagnostics.log("CALayer.shouldRasterize: a \(Int(box.width))×\(Int(box.height)) pixel bitmap is "
                    + "larger than \(Int(Self.maximumSide)) on a side; the layer is drawn unrasterized")
                entries[id] = Entry(scale: scale, box: box, nodes: [], raster: nil)
            }
            return nil
        }
        if let id, let kept = entries[id], let raster = kept.raster, kept.scale == scale, kept.box == box,
            kept.nodes.count == nodes.count, DamageTracker.damage(from: kept.nodes, to: nodes).isEmpty
        {
            return raster
        }
        let raster = draw(layer, props: own, box: box, scale: scale, time: time, running: running)
        drawCount += 1
        if let id { entries[id] = Entry(scale: scale, box: box, nodes: nodes, raster: raster) }
        return raster
    }

    /// Draws the subtree into a bitmap covering `box` (bitmap-space pixels).
    private func draw(_ layer: CALayer, props: LayerProperties, box: CGRect, scale: CGFloat, time: CFTimeInterval?,
                      running: Set<ObjectIdentifier>) -> LayerRaster
    {
        let rect = CGRect(x: box.minX / scale, y: box.minY / scale, width: box.width / scale,
                          height: box.height / scale)
        guard !box.isNull, box.width >= 1, box.height >= 1,
            let ctx = CGContext(
                data: nil, width: Int(box.width), height: Int(box.height), bitsPerComponent: 8, bytesPerRow: 0,
                space: CGColorSpaceCreateDeviceRGB(),
                bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue)
        else { return LayerRaster(image: nil, rect: box.isNull ? .zero : rect) }
        var builder = RenderTreeBuilder(time: time, viewport: CGRect(origin: .zero, size: box.size), snapScale: scale)
        builder.running = running
        let base = CGAffineTransform(a: scale, b: 0, c: 0, d: scale, tx: -box.minX, ty: -box.minY)
        let nodes = builder.build(layer, props: props, placement: .ownSpace, base: base)
        LayerTreePainter(ctx: ctx, nodes: nodes, time: time, session: RenderSession()).paint()
        return LayerRaster(image: ctx.makeImage(), rect: rect)
    }

    /// A bitmap made now and not kept: for painters working outside a compositor (`render(in:)`, masks,
    /// replicated and flattened subtrees). Nil when it would be too large.
    package static func uncachedRaster(of layer: CALayer, props: LayerProperties, time: CFTimeInterval?)
        -> LayerRaster?
    {
        LayerRasterizer().raster(for: layer, props: props, time: time, running: [], id: nil)
    }

    /// The layer's `rasterizationScale`, 1 when it is not positive.
    private static func scale(of props: LayerProperties) -> CGFloat {
        let s = props.extraNumber(RasterizationKeys.rasterizationScale, 1)
        return s > 0 ? min(s, 64) : 1
    }
}
