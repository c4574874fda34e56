// SPDX-License-Identifier: Apache-2.0

/// How the compositor paints and damages ``BackdropLayer``s and ``VibrancyLayer``s: the hooks the builder, the
/// damage tracker and the painter call.
///
/// A backdrop reads the pixels behind it, so its rendering is only right when everything under the area it reads
/// — its footprint grown by the blur's reach (``BackdropBlur/reach(sigma:)``) — has just been painted in the
/// same pass, in painting order. The damage tracker therefore grows any repaint rectangle that touches that area
/// to contain all of it (``sampleRegions(_:within:)``): a row scrolling under a blurred bar repaints the bar, and a
/// label changing above the blur repaints what the blur reads, never mixing last frame's pixels into this one.
package enum BackdropFiltering {
    /// Whether `layer` is a backdrop (a metatype comparison: no dynamic cast per node).
    @inline(__always)
    package static func isBackdrop(_ layer: CALayer) -> Bool { type(of: layer) == BackdropLayer.self }

    /// Whether `layer` is a vibrancy group.
    @inline(__always)
    package static func isVibrancy(_ layer: CALayer) -> Bool { type(of: layer) == VibrancyLayer.self }

    /// The blur's standard deviation in device pixels for presented values `p` placed by `t`.
    package static func deviceSigma(_ p: LayerProperties, transform t: CGAffineTransform) -> CGFloat {
        let radius = p.extraNumber(BackdropLayer.radiusKey, 0)
        let scale = abs(t.a * t.d - t.b * t.c).squareRoot()
        let sigma = radius * scale
        return sigma.isFinite ? max(0, sigma) : 0
    }

    /// The device areas the snapshot's visible backdrops read (footprint grown by the blur's reach), cut to
    /// `bounds`: a repaint rectangle touching one must contain it.
    package static func sampleRegions(_ nodes: [RenderNode], within bounds: CGRect) -> [CGRect] {
        var regions: [CGRect] = []
        for i in nodes.indices where isBackdrop(nodes[i].layer) && nodes[i].isVisible && nodes[i].role == .plain {
            let footprint = nodes[i].footprint
            guard !footprint.isNull else { continue }
            let reach = BackdropBlur.reach(sigma: deviceSigma(nodes[i].props, transform: nodes[i].transform)) + 1
            let region = footprint.insetBy(dx: -reach, dy: -reach).integral.safeIntersection(bounds)
            if !region.isNull, !region.isEmpty { regions.append(region) }
        }
        return regions
    }

    /// Paints the backdrop of a layer whose bounds space is `ctx`'s user space: the blurred copy under its
    /// rounded bounds. Called by the painter before the layer's background.
    package static func paintBackdrop(_ p: LayerProperties, transform t: CGAffineTransform, in ctx: CGContext) {
        guard !p.bounds.isEmpty else { return }
        ctx.saveGState()
        ctx.addPath(LayerRenderer.paintedOutline(p, in: ctx))
        ctx.clip()
        ctx.drawBackdrop(in: t.boundingBox(of: p.bounds), sigma: deviceSigma(p, transform: t),
                         saturation: p.extraNumber(BackdropLayer.saturationKey, 1))
        ctx.restoreGState()
    }

    /// The colour and blend mode a vibrancy group is recoloured with, or nil when it draws as a plain layer.
    package static func vibrancy(_ p: LayerProperties) -> (color: CGColor, mode: CGBlendMode)? {
        guard let color = p.extraColor(VibrancyLayer.colorKey) else { return nil }
        let mode = CGBlendMode(rawValue: Int32(p.extraNumber(VibrancyLayer.modeKey, 0))) ?? .normal
        return (color, mode)
    }

    /// Recolours the open vibrancy group (device area `deviceArea`): every pixel takes `color` at its coverage.
    /// `flip` maps Cairo device pixels to the context's Quartz device space.
    package static func recolorGroup(_ deviceArea: CGRect, color: CGColor, flip: CGAffineTransform,
                                     in ctx: CGContext)
    {
        guard !deviceArea.isNull, !deviceArea.isEmpty else { return }
        ctx.saveGState()
        ctx.setCTM(flip)
        ctx.setBlendMode(.sourceIn)
        ctx.setAlpha(1)
        ctx.setFillColor(color)
        ctx.fill(deviceArea)
        ctx.restoreGState()
    }
}
