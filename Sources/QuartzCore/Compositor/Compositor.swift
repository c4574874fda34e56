// SPDX-License-Identifier: Apache-2.0

/// Turns a layer tree into pixels, frame after frame, repainting only what changed: Touchstone's stand-in for
/// iPhone OS's render server (infrastructure, not Apple API).
///
/// The compositor owns a framebuffer — a premultiplied ARGB bitmap (`premultipliedFirst | byteOrder32Little`, the
/// layout an SDL texture takes as is) of `pixelWidth` × `pixelHeight` — and a root layer placed by its own
/// geometry in a space of points, `scale` pixels each (a window's layer on the screen). Each
/// ``renderFrame(at:)``:
/// 1. runs layout (`layoutIfNeeded`) and display (`displayIfNeeded`) on the model tree, and the per-frame
///    bookkeeping of every animation (start and stop callbacks, removal of finished ones);
/// 2. snapshots the presentation tree at the frame's time (device transforms, clips, opacity, contents
///    identity and version, colours);
/// 3. compares it with the previous snapshot to find the damaged pixels (changed, moved, added, removed and
///    reordered layers: old ∪ new footprints, shadows and borders included);
/// 4. clears and repaints only the damaged rectangles, skipping layers outside them, and leaves every other pixel
///    untouched. A frame where nothing changed paints nothing.
///
/// Layer contents are drawn once, by `display()`, and cached as images; compositing never redraws them. Images at
/// whole-pixel offsets are copied without resampling, and layers moving by pure translation are snapped to whole
/// pixels (see `RenderTreeBuilder/snap(_:bounds:scale:)`).
///
/// Time comes from the current ``LayerEnvironment``'s clock unless given. Use a compositor from one thread.
public final class Compositor {
    /// Framebuffer width in pixels.
    public let pixelWidth: Int
    /// Framebuffer height in pixels.
    public let pixelHeight: Int
    /// Pixels per point.
    public let scale: CGFloat
    /// The framebuffer. Its pixels are current after each ``renderFrame(at:)``; draw into it only between frames
    /// and call ``setNeedsFullRedraw()`` afterwards.
    public let framebuffer: CGContext
    /// The layer tree shown. Changing it repaints everything on the next frame.
    public var rootLayer: CALayer? { didSet { needsFullRedraw = true } }
    /// The colour behind the layers (nil: transparent black). Changing it repaints everything.
    public var backgroundColor: CGColor? { didSet { needsFullRedraw = true } }

    /// The snapshot of the last rendered frame.
    package private(set) var snapshot: [RenderNode] = []
    /// The storage of the snapshot before last, emptied: the next frame builds into it (see ``renderFrame(at:)``).
    private var spare: [RenderNode] = []
    private var needsFullRedraw = true
    /// The cached rendering of the snapshot's leading nodes (see `Compositor+Backdrop.swift`); nil when none.
    package internal(set) var backdropCache: Backdrop?
    /// The split a large repaint last offered for a backdrop: the next one at the same split builds it.
    var backdropCandidate: Int?
    /// The bitmaps of `shouldRasterize` layers, kept from frame to frame.
    package let rasterizer = LayerRasterizer()
    /// Recycles the buffers of released frame images (``image()``).
    private let frameImages: FrameImagePool
    /// How many threads composite a large repaint (see `Compositor+Parallel.swift`); 1 keeps every frame on the
    /// calling thread. Defaults to ``RenderWorkerPool/defaultThreadCount``.
    package var renderThreadCount = RenderWorkerPool.defaultThreadCount
    /// Contexts over the framebuffer's pixels for the worker threads (slot `k` paints into element `k − 1`).
    var bandContexts: [CGContext] = []
    /// The pixel kernels the framebuffer's contexts blit layer contents with (Core Graphics' `PixelKernels`:
    /// AVX-512, AVX2, or none for Cairo throughout); the process's level unless set. Frames are the same bytes at
    /// every level.
    package var pixelKernelLevel: Int32 {
        get { framebuffer.pixelKernelLevel }
        set {
            framebuffer.pixelKernelLevel = newValue
            for ctx in bandContexts { ctx.pixelKernelLevel = newValue }
        }
    }
    /// Layer blits the framebuffer's contexts have drawn through a pixel kernel rather than Cairo (for tests).
    package var kernelBlits: Int { bandContexts.reduce(framebuffer.kernelBlits) { $0 + $1.kernelBlits } }
    /// The bands the last painted frame was cut into (empty: painted the single-threaded way).
    package internal(set) var lastFrameBands: [CGRect] = []
    /// What building the last frame's snapshot did (runs of layers built on worker threads).
    package private(set) var lastSnapshotStatistics = SnapshotBuildStatistics()
    /// How many bands the last painted frame was cut into (0: painted the single-threaded way).
    package var lastFrameBandCount: Int { lastFrameBands.count }
    /// Whether the tree is a render server's mirror (``RenderServer``): frames then run no layout, display or
    /// animation bookkeeping (the main thread did those before committing), only the snapshot and painting.
    package var rendersCommittedTree = false

    /// Creates a compositor with a transparent framebuffer. Returns nil (logged) for sizes Core Graphics cannot
    /// allocate or a non-positive or non-finite scale.
    public init?(pixelWidth: Int, pixelHeight: Int, scale: CGFloat = 1, rootLayer: CALayer? = nil) {
        guard scale > 0, scale.isFinite,
            let ctx = CGContext(
                data: nil, width: pixelWidth, height: pixelHeight, bitsPerComponent: 8, bytesPerRow: 0,
                space: CGColorSpaceCreateDeviceRGB(),
                bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue)
        else {
            Diagnostics.log("Compositor: cannot create a \(pixelWidth)×\(pixelHeight) framebuffer at scale \(scale)")
            return nil
        }
        self.pixelWidth = pixelWidth
        self.pixelHeight = pixelHeight
        self.scale = scale
        self.framebuffer = ctx
        self.rootLayer = rootLayer
        self.frameImages = FrameImagePool(byteCount: ctx.bytesPerRow * ctx.height)
    }

    /// Makes the next frame repaint every pixel.
    public func setNeedsFullRedraw() {
        needsFullRedraw = true
        frameImages.recordFullChange(of: pixelBounds)
    }

    /// The bytes the last ``image()`` copied from the framebuffer: the damage since the frame whose released
    /// memory it reused, or the whole framebuffer.
    package var lastFrameImageCopyByteCount: Int { frameImages.lastCopyByteCount }

    /// The framebuffer's pixels now, as an image (a copy: later frames do not change it).
    ///
    /// The copy reuses the memory of frame images already released and copies only the pixels damaged since the
    /// frame that memory held (see `FrameImagePool`), so a host that lets go of each frame once shown pays for the
    /// damage, not the screen.
    public func image() -> CGImage {
        guard let image = frameImages.image(of: framebuffer) ?? framebuffer.makeImage() else {
            preconditionFailure("a bitmap context always makes an image")
        }
        return image
    }

    /// The whole framebuffer in pixels.
    public var pixelBounds: CGRect { CGRect(x: 0, y: 0, width: pixelWidth, height: pixelHeight) }

    /// The framebuffer in the root layer's parent space, in points.
    package var pointViewport: CGRect {
        CGRect(x: 0, y: 0, width: CGFloat(pixelWidth) / scale, height: CGFloat(pixelHeight) / scale)
    }

    /// Renders the frame for media time `time` (default: the current environment's clock) and reports what it
    /// changed. See the type's documentation for the steps.
    @discardableResult
    public func renderFrame(at time: CFTimeInterval? = nil) -> FrameResult {
        let now = time ?? LayerEnvironment.current.clock.now
        guard now.isFinite else {
            Diagnostics.log("Compositor.renderFrame(at: \(now)): non-finite time; frame skipped")
            return FrameResult(time: now, damage: [], animationsRunning: false, paintedLayerCount: 0)
        }
        guard let root = rootLayer else {
            let damage = needsFullRedraw || !snapshot.isEmpty ? [pixelBounds] : []
            snapshot = []
            needsFullRedraw = false
            if !damage.isEmpty { paint([], damage: damage, time: now) }
            frameImages.record(damage)
            return FrameResult(time: now, damage: damage, animationsRunning: false, paintedLayerCount: 0)
        }
        let (running, anyRunning): (Set<ObjectIdentifier>, Bool)
        if rendersCommittedTree {
            (running, anyRunning) = Self.runningAnimations(root, at: now)
        } else {
            root.layoutIfNeeded()
            (running, anyRunning) = Self.prepareModel(root, at: now, viewport: pointViewport)
        }
        var builder = RenderTreeBuilder(time: now, viewport: pixelBounds, snapScale: scale)
        builder.running = running
        builder.threads = renderThreadCount
        lastSnapshotStatistics = SnapshotBuildStatistics()
        builder.statistics = lastSnapshotStatistics
        // Two node buffers take turns: this frame's snapshot is built into the storage of the one before last,
        // so a steady animation allocates no snapshot storage at all.
        var nodes: [RenderNode] = []
        swap(&nodes, &spare)
        builder.build(root, placement: .inParent(nil), base: CGAffineTransform(scaleX: scale, y: scale),
                      into: &nodes)
        let stable = needsFullRedraw ? 0 : DamageTracker.stablePrefix(from: snapshot, to: nodes)
        let changed = needsFullRedraw
            ? [pixelBounds]
            : DamageTracker.normalize(DamageTracker.damage(from: snapshot, to: nodes), within: pixelBounds)
        let damage = DamageTracker.repaintRects(for: changed, nodes: nodes, within: pixelBounds)
        needsFullRedraw = false
        swap(&snapshot, &nodes)
        // Release the previous frame's nodes now (layers and images they hold must not outlive it), keeping the
        // storage for the next frame.
        nodes.removeAll(keepingCapacity: nodes.capacity <= 2 * max(snapshot.count, 256))
        spare = nodes
        if !damage.isEmpty { rasterizer.prepare(&snapshot, time: now, running: running) }
        let painted = damage.isEmpty ? 0 : paint(snapshot, damage: damage, time: now, stable: stable)
        frameImages.record(damage)
        // A layer repainted every frame (content changing by itself, such as particles) keeps frames coming.
        var animating = anyRunning
        for i in snapshot.indices where !animating && snapshot[i].alwaysDirty { animating = true }
        return FrameResult(time: now, damage: damage, animationsRunning: animating, paintedLayerCount: painted)
    }

    /// Clears each damage rectangle and repaints the layers touching it, one rectangle at a time (each under a
    /// single rectangular clip; see ``DamageTracker/repaintRects(for:nodes:within:)``) — from the backdrop cache
    /// and the layers after it when there is one (`Compositor+Backdrop.swift`; `stable` is the frame's stable
    /// prefix). Returns how many layers were painted.
    @discardableResult
    private func paint(_ nodes: [RenderNode], damage: [CGRect], time: CFTimeInterval, stable: Int = 0) -> Int {
        let session = RenderSession()
        let whole = damage == [pixelBounds]
        let backdrop = backdrop(for: nodes, damage: damage, stable: stable, time: time, session: session)
        if let partition = partition(nodes, damage: damage) {
            return paintBands(nodes, partition: partition, time: time, backdrop: backdrop, session: session)
        }
        lastFrameBands = []
        for rect in damage {
            paintRect(whole ? nil : rect, in: framebuffer, nodes: nodes, time: time, backdrop: backdrop,
                      session: session)
        }
        return session.paintedLayers
    }

    /// Clears `rect` (nil: the whole framebuffer, unclipped) of `ctx` to the background and repaints the layers
    /// touching it, from `backdrop` when there is one.
    func paintRect(_ rect: CGRect?, in ctx: CGContext, nodes: [RenderNode], time: CFTimeInterval, backdrop: Backdrop?,
                   session: RenderSession)
    {
        ctx.saveGState()
        if let rect { ctx.clip(toDeviceRects: [rect]) }
        ctx.fillClip(with: backgroundColor)
        let painter = LayerTreePainter(ctx: ctx, nodes: nodes, time: time, damage: rect.map { [$0] }, session: session)
        if let backdrop, ctx.blitImage(backdrop.image, deviceX: 0, deviceY: 0, alpha: 1, opaque: true) {
            ctx.saveGState()
            painter.paint(backdrop.count..<nodes.count)
            ctx.restoreGState()
        } else {
            painter.paint()
        }
        ctx.restoreGState()
    }

    /// Displays layers that need it — parents before children, back to front, skipping hidden subtrees, which
    /// keep their display requests until shown — marks every layer of the tree committed (its later changes run
    /// actions), and runs animation bookkeeping over the model tree (masks included). Returns whether any animation is still running, and the layers among them running one that is
    /// not a property animation (a transition: the builder marks those always dirty; a set of every animated
    /// layer would cost a hash per layer per frame).
    ///
    /// A shown `CATiledLayer` draws its missing visible tiles right after its display (app drawing code, main
    /// thread); `viewport` is the screen's area in the root's parent space, in points (nil: unlimited).
    package static func prepareModel(_ root: CALayer, at time: CFTimeInterval, viewport: CGRect? = nil)
        -> (running: Set<ObjectIdentifier>, anyRunning: Bool)
    {
        // Each layer's local time is carried down from its superlayer's (one step of `mediaToLocal` per layer
        // instead of a climb to the root per layer).
        var animated: [(layer: CALayer, local: CFTimeInterval)] = []
        var masks = Set<ObjectIdentifier>()
        // Whether an ancestor is hidden is carried down with each layer (a walk up per layer would make a deep
        // tree of new layers, each waiting for display, quadratic).
        var stack = [(layer: root, local: root.mediaToLocal(time), underHidden: root.superlayer?.isInHiddenSubtree ?? false)]
        var calledOut = false
        // Layers that draw asynchronously record their drawing during the walk; the recordings are played on the
        // render workers before the walk returns (`DeferredDisplay`).
        DeferredDisplay.collect(threads: RenderWorkerPool.defaultThreadCount) {
            while let (layer, local, underHidden) = stack.popLast() {
                if !layer.hasBeenCommitted { layer.hasBeenCommitted = true }
                let hidden = underHidden || layer.props.isHidden
                if layer.needsDisplayFlag, !hidden {
                    layer.displayIfNeeded()
                    calledOut = true
                }
                if !hidden, type(of: layer) != CALayer.self, let tiled = layer as? CATiledLayer {
                    tiled.prepareTiles(root: root, at: time, viewport: viewport)
                }
                if !layer.animationList.isEmpty { animated.append((layer, local)) }
                if let mask = layer.mask, masks.insert(ObjectIdentifier(mask)).inserted {
                    mask.layoutIfNeeded()
                    stack.append((mask, mask.mediaToLocal(time), false))
                }
                stack.reserveRoom(for: layer.sublayerList.count)
                for sublayer in layer.sublayerList.reversed() {
                    stack.append((sublayer, sublayer.localTime(fromSuperlayerTime: local), hidden))
                }
            }
        }
        var runningLayers: [CALayer] = []
        for (layer, local) in animated {
            // Once app code has run (drawing, delegate callbacks, completions), timing up the tree may have
            // changed: from then on each layer's time is worked out afresh.
            let result = layer.processAnimations(atLocalTime: calledOut ? layer.mediaToLocal(time) : local)
            if result.running { runningLayers.append(layer) }
            if result.calledOut { calledOut = true }
        }
        // (Checked once every callback has run: one may have added a transition to a layer processed earlier.)
        var running = Set<ObjectIdentifier>()
        for layer in runningLayers
        where layer.animationList.contains(where: { !($0.animation is CAPropertyAnimation) }) {
            running.insert(ObjectIdentifier(layer))
        }
        return (running, !runningLayers.isEmpty)
    }

    /// For a committed (mirror) tree, whose animations are evaluated but never called back or removed here:
    /// whether one is still running at `time`, and the layers running one that is not a property animation.
    static func runningAnimations(_ root: CALayer, at time: CFTimeInterval)
        -> (running: Set<ObjectIdentifier>, anyRunning: Bool)
    {
        var running = Set<ObjectIdentifier>()
        var any = false
        var masks = Set<ObjectIdentifier>()
        var stack = [(layer: root, local: root.mediaToLocal(time))]
        while let (layer, local) = stack.popLast() {
            for entry in layer.animationList where !entry.animation.isFinished(atParentTime: local) {
                any = true
                if !(entry.animation is CAPropertyAnimation) { running.insert(ObjectIdentifier(layer)) }
            }
            if let mask = layer.mask, masks.insert(ObjectIdentifier(mask)).inserted {
                stack.append((mask, mask.mediaToLocal(time)))
            }
            for sublayer in layer.sublayerList.reversed() {
                stack.append((sublayer, sublayer.localTime(fromSuperlayerTime: local)))
            }
        }
        return (running, any)
    }

    /// A text dump of the last rendered frame's layer tree (see ``LayerTreeDump``).
    public func dump() -> String { LayerTreeDump.format(snapshot, scale: scale) }
}

/// What one ``Compositor/renderFrame(at:)`` did.
public struct FrameResult: Sendable, Equatable {
    /// The media time rendered.
    public var time: CFTimeInterval
    /// The repainted rectangles in framebuffer pixels (origin top-left, y down, whole pixels); empty when no
    /// pixel changed.
    public var damage: [CGRect]
    /// Whether any animation is still running: the host should schedule another frame.
    public var animationsRunning: Bool
    /// How many layers were painted (0 for an unchanged frame).
    public var paintedLayerCount: Int

    /// Whether the frame changed any pixel.
    public var changed: Bool { !damage.isEmpty }

    /// The union of the damage rectangles (null when unchanged).
    public var damageBounds: CGRect { damage.reduce(CGRect.null) { $0.safeUnion($1) } }
}
