// SPDX-License-Identifier: Apache-2.0

import Foundation

/// Parallel compositing: a large repaint is cut into horizontal bands (``BandPartition``) painted at once by the
/// compositor's thread and the workers of ``RenderWorkerPool``, each through its own `CGContext` over the
/// framebuffer's memory, so no two threads write the same pixels and each band's pixels are exactly those a
/// single-threaded pass paints (band edges avoid the rows where a clip would change them).
///
/// **What the bands read.** Workers paint the frame's snapshot, which nobody changes while they run: the
/// compositor's thread waits for the job after painting its own share, and app code cannot run meanwhile. A
/// plain layer's painting reads only the snapshot node (presented values, device transform) and the contents
/// image (immutable pixels; its Cairo surface is built under the image's lock). Everything that calls back into
/// layer code or fills a lazily built cache — transitions, ``SublayerRendering`` layers (replicators, shapes,
/// gradients, text), masks and perspective layers (which snapshot their subtree while painting), contents
/// redrawn for an animation, pattern colours (their tile cache draws through the pattern's callback) — is
/// painted only by the compositor's thread: the bands they touch are *main-only*. The backdrop cache image is
/// built before the job. Each thread has its own ``RenderSession``.
extension Compositor {
    /// Damage smaller than this many pixels is painted on one thread: below it, waking the workers costs more
    /// than they save (measured with `touchstone-bench`'s render-server rows; see docs/ARCHITECTURE.md).
    package static var minimumParallelPixels: CGFloat { 48_000 }

    /// The bands to paint `damage` in on several threads, or nil to paint it the single-threaded way (one
    /// thread configured, small damage, or nothing a worker may paint).
    func partition(_ nodes: [RenderNode], damage: [CGRect]) -> BandPartition? {
        let threads = min(renderThreadCount, RenderWorkerPool.maximumThreads)
        guard threads > 1 else { return nil }
        let area = damage.reduce(0) { $0 + $1.width * $1.height }
        guard area >= Self.minimumParallelPixels else { return nil }
        var uncuttable: [CGRect] = []
        var mainOnly: [CGRect] = []
        var i = 0
        while i < nodes.count {
            // Fields are read in place: a copy of a node (a kilobyte, with its references) per layer per frame
            // showed in profiles.
            guard nodes[i].isVisible, nodes[i].role != .delegated, !nodes[i].cull.isNull else {
                i = nodes[i].end
                continue
            }
            if nodes[i].rasterizes, nodes[i].raster != nil {
                // Its bitmap is ready: any thread copies or resamples it, and no cut may cross the resampling.
                uncuttable.append(nodes[i].cull.integral)
                i = nodes[i].end
                continue
            }
            if Self.paintsOnCompositorThread(nodes[i]) {
                mainOnly.append(nodes[i].cull)
                // A row further each way: a band that only touches the area would still be main-only.
                uncuttable.append(nodes[i].cull.integral.insetBy(dx: 0, dy: -1))
                i = nodes[i].end
                continue
            }
            if !nodes[i].footprint.isNull, !nodes[i].paintsOnPixelGrid { uncuttable.append(nodes[i].footprint.integral) }
            if nodes[i].props.hasVisibleShadow {
                // The footprint's shadow reach (1.5 × the blur) falls a few pixels short of a downsampled wide
                // blur's; a cut there changes the shadow's rounding. Keep cuts a whole reach further away.
                let reach = RenderTreeBuilder.shadowReach(nodes[i].props, transform: nodes[i].transform)
                let margin = reach.pad + max(abs(reach.dx), abs(reach.dy))
                uncuttable.append(nodes[i].cull.insetBy(dx: -margin, dy: -margin).integral)
            }
            i += 1
        }
        // A backdrop reads around its footprint: the reach, plus a few pixels for the filter that reduces it.
        for region in BackdropFiltering.sampleRegions(nodes, within: pixelBounds) {
            uncuttable.append(region.insetBy(dx: -4, dy: -4))
        }
        let bands = BandPartition(damage: damage, pieces: threads * 2, uncuttable: uncuttable, mainOnly: mainOnly)
        guard bands.bands.count > 1, bands.bands.contains(where: { !$0.mainOnly }) else { return nil }
        return bands
    }

    /// Whether layer `node` (and its subtree) must be painted by the compositor's own thread: see the type's
    /// notes.
    static func paintsOnCompositorThread(_ node: RenderNode) -> Bool {
        if node.role != .plain || node.hasOpaqueAnimation || node.layer.mask != nil { return true }
        if node.props.backgroundColor?.pattern != nil || node.props.borderColor?.pattern != nil
            || node.props.shadowColor?.pattern != nil
        {
            return true
        }
        return node.redrawsForAnimation
    }

    /// Paints `partition`'s bands on up to ``renderThreadCount`` threads; returns the layers painted.
    func paintBands(_ nodes: [RenderNode], partition: BandPartition, time: CFTimeInterval, backdrop: Backdrop?,
                    session: RenderSession) -> Int
    {
        let bands = partition.bands
        let threads = min(renderThreadCount, bands.count, RenderWorkerPool.maximumThreads)
        let contexts = bandContexts(count: threads - 1)
        lastFrameBands = bands.map(\.rect)
        // Main-only bands first, on slot 0; the rest are taken in turn by whichever thread is free.
        let order = bands.indices.filter { bands[$0].mainOnly } + bands.indices.filter { !bands[$0].mainOnly }
        let firstShared = bands.lazy.filter(\.mainOnly).count
        let queue = WorkQueue(next: firstShared, end: order.count)
        let sessions = (0..<threads).map { $0 == 0 ? session : RenderSession() }
        framebuffer.flush()
        RenderWorkerPool.shared.run(participants: threads) { slot in
            let ctx = slot == 0 ? self.framebuffer : contexts[slot - 1]
            if slot == 0 {
                for k in 0..<firstShared {
                    self.paintRect(bands[order[k]].rect, in: ctx, nodes: nodes, time: time, backdrop: backdrop,
                                   session: sessions[0])
                }
            }
            while let k = queue.take() {
                self.paintRect(bands[order[k]].rect, in: ctx, nodes: nodes, time: time, backdrop: backdrop,
                               session: sessions[slot])
            }
            if slot != 0 { ctx.flush() }
        }
        framebuffer.markPixelsChanged()
        return sessions.reduce(0) { $0 + $1.paintedLayers }
    }

    /// `count` contexts drawing into the framebuffer's memory, made on first need and kept.
    private func bandContexts(count: Int) -> [CGContext] {
        while bandContexts.count < count {
            guard let ctx = framebuffer.makeContextSharingPixels() else {
                preconditionFailure("a context over an existing framebuffer's memory is always possible")
            }
            bandContexts.append(ctx)
        }
        return Array(bandContexts.prefix(count))
    }
}
