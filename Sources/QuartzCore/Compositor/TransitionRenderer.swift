// SPDX-License-Identifier: Apache-2.0

/// Draws a layer whose content is mid-transition (`CATransition`), and captures the "from" image when one is added.
///
/// The renderer calls ``renderIfTransitioning(_:props:in:time:drawNormally:)`` for the layer's contents and
/// sublayers (inside its background, border and `masksToBounds` clip). While a transition is active at the frame's
/// time, it draws the captured old look and the current look (`drawNormally`) moved or faded by the transition's
/// type at its progress p:
/// - fade: old × (1 − p) + new × p (a true crossfade, added in a transparency layer);
/// - moveIn: old still, new offset by (1 − p) × the bounds' size from the subtype's side, on top;
/// - push: old offset by −p × size, new by (1 − p) × size from the subtype's side;
/// - reveal: new still underneath, old offset by −p × size (away from the subtype's side), on top.
package enum TransitionRenderer {
    /// Draws `layer`'s content mid-transition at media time `time`; false when no transition is active (or no time
    /// is given: model rendering shows no animations), so the renderer draws normally.
    package static func renderIfTransitioning(
        _ layer: CALayer, props: LayerProperties, in ctx: CGContext, time: CFTimeInterval?,
        drawNormally: () -> Void
    ) -> Bool {
        guard let time, let (transition, fraction) = activeTransition(of: layer, at: time) else { return false }
        let p = transition.progress(atFraction: fraction)
        let size = props.bounds.size
        let direction = self.direction(transition.subtype)
        let offset = CGSize(width: direction.dx * size.width, height: direction.dy * size.height)
        func drawOld(_ shift: CGFloat) {
            guard let image = transition.fromImage else { return }
            ctx.saveGState()
            ctx.translateBy(x: offset.width * shift, y: offset.height * shift)
            ContentsDrawing.drawUpright(image, in: transition.fromBounds, ctx: ctx)
            ctx.restoreGState()
        }
        func drawNew(_ shift: CGFloat) {
            ctx.saveGState()
            ctx.translateBy(x: offset.width * shift, y: offset.height * shift)
            drawNormally()
            ctx.restoreGState()
        }
        let q = CGFloat(p)
        switch transition.type {
        case .moveIn:
            drawOld(0)
            drawNew(1 - q)
        case .push:
            drawOld(-q)
            drawNew(1 - q)
        case .reveal:
            drawNew(0)
            drawOld(-q)
        default:
            crossfade(q, in: ctx, old: { drawOld(0) }, new: { drawNew(0) })
        }
        return true
    }

    /// old × (1 − p) + new × p: the old look at alpha 1 − p, then the new look at alpha p added (plus-lighter) in
    /// one transparency layer, so unchanged pixels stay exactly as they were.
    private static func crossfade(_ p: CGFloat, in ctx: CGContext, old: () -> Void, new: () -> Void) {
        ctx.saveGState()
        ctx.beginTransparencyLayer(auxiliaryInfo: nil)
        ctx.saveGState()
        ctx.setAlpha(1 - p)
        ctx.beginTransparencyLayer(auxiliaryInfo: nil)
        old()
        ctx.endTransparencyLayer()
        ctx.restoreGState()
        ctx.saveGState()
        ctx.setAlpha(p)
        ctx.setBlendMode(.plusLighter)
        ctx.beginTransparencyLayer(auxiliaryInfo: nil)
        new()
        ctx.endTransparencyLayer()
        ctx.restoreGState()
        ctx.endTransparencyLayer()
        ctx.restoreGState()
    }

    /// The unit direction new content comes from (y down): fromRight (1, 0), fromLeft (−1, 0), fromTop (0, −1),
    /// fromBottom (0, 1); fromLeft when no subtype is given.
    private static func direction(_ subtype: CATransitionSubtype?) -> (dx: CGFloat, dy: CGFloat) {
        switch subtype {
        case .fromRight?: return (1, 0)
        case .fromTop?: return (0, -1)
        case .fromBottom?: return (0, 1)
        default: return (-1, 0)
        }
    }

    /// The newest transition on `layer` active at media time `time`, with its paced fraction.
    private static func activeTransition(of layer: CALayer, at time: CFTimeInterval) -> (CATransition, Double)? {
        guard layer.animationList.contains(where: { $0.animation is CATransition }) else { return nil }
        let local = layer.mediaToLocal(time)
        for entry in layer.animationList.reversed() {
            guard let transition = entry.animation as? CATransition else { continue }
            if let (fraction, _) = transition.pacedFraction(atLocalTime: transition.localTime(atParentTime: local)) {
                return (transition, fraction)
            }
        }
        return nil
    }

    /// Captures `layer`'s current look (its contents and sublayers as presented at media time `time`) into
    /// `transition`'s "from" image: bounds × `contentsScale` pixels. Too large or empty layers capture nothing
    /// (the transition then starts from nothing).
    package static func captureFromImage(of layer: CALayer, into transition: CATransition, at time: CFTimeInterval) {
        var props = layer.presentedProperties(at: time)
        // Added by the implicit action of a contents change: the old look has the old image.
        if let pending = layer.pendingOldValue, pending.key == "contents" { props.contents = pending.value?.any }
        transition.fromBounds = props.bounds
        // The renderer draws these around the transition itself; the image holds only what the effect moves.
        props.backgroundColor = nil
        props.borderWidth = 0
        props.shadowOpacity = 0
        props.opacity = 1
        let scale = max(props.contentsScale, 0.01)
        let w = Int((props.bounds.width * scale).rounded(.up)), h = Int((props.bounds.height * scale).rounded(.up))
        guard w > 0, h > 0 else { return }
        guard w <= 8192, h <= 8192,
            let ctx = CGContext(
                data: nil, width: w, height: h, bitsPerComponent: 8, bytesPerRow: 0,
                space: CGColorSpaceCreateDeviceRGB(),
                bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue)
        else { return Diagnostics.log("CATransition: layer too large to capture; the transition starts blank") }
        // Layer space is y down from the bounds' origin, as in display().
        ctx.translateBy(x: 0, y: CGFloat(h))
        ctx.scaleBy(x: scale, y: -scale)
        ctx.translateBy(x: -props.bounds.minX, y: -props.bounds.minY)
        LayerRenderer.renderContent(of: layer, props: props, in: ctx, time: time, depth: 0)
        transition.fromImage = ctx.makeImage()
    }
}
