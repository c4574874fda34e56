// SPDX-License-Identifier: Apache-2.0

/// Paints UIBezierPaths into the current UIKit context, each call bracketed by save/restore of the graphics state.
package enum BezierPathPainter {
    /// Fills `path` with the current fill colour; nothing happens without a current context.
    package static func fill(_ path: UIBezierPath, blendMode: CGBlendMode?, alpha: CGFloat) {
        guard let ctx = begin(path, blendMode: blendMode, alpha: alpha) else { return }
        ctx.fillPath(using: path.usesEvenOddFillRule ? .evenOdd : .winding)
        ctx.restoreGState()
    }

    /// Strokes `path` with the current stroke colour and the path's line attributes.
    package static func stroke(_ path: UIBezierPath, blendMode: CGBlendMode?, alpha: CGFloat) {
        guard let ctx = begin(path, blendMode: blendMode, alpha: alpha) else { return }
        ctx.setLineWidth(path.lineWidth)
        ctx.setLineCap(path.lineCapStyle)
        ctx.setLineJoin(path.lineJoinStyle)
        ctx.setMiterLimit(path.miterLimit)
        ctx.setLineDash(phase: path.dashPhase, lengths: path.dashPattern)
        ctx.strokePath()
        ctx.restoreGState()
    }

    /// Intersects the current clip with `path`'s enclosed area (not undone: that is the point of `addClip`).
    package static func clip(_ path: UIBezierPath) {
        guard let ctx = UIGraphicsGetCurrentContext() else { return }
        ctx.beginPath()
        ctx.addPath(path.storage)
        ctx.clip(using: path.usesEvenOddFillRule ? .evenOdd : .winding)
    }

    /// Saves the state, applies compositing and flatness, and makes `path` the context's current path.
    private static func begin(_ path: UIBezierPath, blendMode: CGBlendMode?, alpha: CGFloat) -> CGContext? {
        guard let ctx = UIGraphicsGetCurrentContext() else { return nil }
        ctx.saveGState()
        if let blendMode { ctx.setBlendMode(blendMode) }
        if alpha != 1 { ctx.setAlpha(alpha.isFinite ? min(max(alpha, 0), 1) : 1) }
        ctx.setFlatness(path.flatness)
        ctx.beginPath()
        ctx.addPath(path.storage)
        return ctx
    }
}
