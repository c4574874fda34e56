// SPDX-License-Identifier: Apache-2.0

import CCairo

/// Painting with patterns (Quartz 2D Programming Guide, "Patterns"): pattern colours set as the fill or stroke,
/// the pattern phase, and the Cairo source that tiles a pattern's rasterised period.
extension CGContext {
    /// Sets the fill to `pattern`, with `colorComponents` as a pattern colour in the current fill colour space
    /// takes them: alpha alone for a colored pattern, the base space's components then alpha for a stencil.
    ///
    /// The fill colour space must be a pattern space (`setFillColorSpace(CGColorSpace(patternBaseSpace:)!)`);
    /// otherwise, or when the components do not fit, the call is ignored with a logged diagnostic.
    public func setFillPattern(_ pattern: CGPattern, colorComponents components: UnsafePointer<CGFloat>) {
        guard let color = patternColor(pattern, components, in: state.fillColorSpace, "setFillPattern") else { return }
        state.fillColor = color
    }

    /// Sets the stroke to `pattern`; see ``setFillPattern(_:colorComponents:)``.
    public func setStrokePattern(_ pattern: CGPattern, colorComponents components: UnsafePointer<CGFloat>) {
        guard let color = patternColor(pattern, components, in: state.strokeColorSpace, "setStrokePattern") else {
            return
        }
        state.strokeColor = color
    }

    /// Sets the pattern phase: a translation, in the context's base space, applied to pattern space before
    /// painting. Part of the graphics state. Non-finite values are ignored (logged).
    public func setPatternPhase(_ phase: CGSize) {
        guard phase.width.isFinite, phase.height.isFinite else {
            return Diagnostics.log("setPatternPhase: non-finite phase ignored")
        }
        state.patternPhase = phase
    }

    private func patternColor(_ pattern: CGPattern, _ components: UnsafePointer<CGFloat>, in space: CGColorSpace,
                              _ caller: String) -> CGColor?
    {
        guard space.model == .pattern else {
            Diagnostics.log("\(caller): the colour space is not a pattern space; ignored")
            return nil
        }
        return CGColor(patternSpace: space, pattern: pattern, components: components)
    }

    /// Makes `color` Cairo's source, `alpha` (the operation's alpha) times its own. A pattern colour becomes a
    /// repeating surface source; `userToQuartz` maps Cairo's current user space to Quartz device space (the
    /// identity after ``applyDeviceMatrix(to:)``, the CTM after ``applyUserMatrix(to:)``).
    package func setSource(_ color: CGColor, alpha: Double, on cr: OpaquePointer,
                           userToQuartz: CGAffineTransform = .identity)
    {
        guard let pattern = color.pattern, let source = patternSource(pattern, color: color, alpha: alpha,
                                                                       userToQuartz: userToQuartz)
        else {
            let c = color.pattern == nil ? color.rgba : RGBA(r: 0, g: 0, b: 0, a: 0)
            cairo_set_source_rgba(cr, c.r, c.g, c.b, c.a * alpha)
            return
        }
        cairo_set_source(cr, source)
        cairo_pattern_destroy(source)
    }

    /// The largest rasterised period, in pixels along each side; denser patterns are sampled from a smaller one.
    private static let maximumTileSide = 2048.0

    /// A repeating Cairo surface pattern for `pattern` as painted now (base space, phase, device scale).
    private func patternSource(_ pattern: CGPattern, color: CGColor, alpha: Double, userToQuartz: CGAffineTransform)
        -> OpaquePointer?
    {
        let phase = CGAffineTransform(translationX: state.patternPhase.width, y: state.patternPhase.height)
        let patternToQuartz = pattern.matrix.concatenating(phase).concatenating(patternBaseCTM)
        let det = patternToQuartz.a * patternToQuartz.d - patternToQuartz.b * patternToQuartz.c
        guard det != 0, det.isFinite else { return nil }
        let densityX = Double((patternToQuartz.a * patternToQuartz.a + patternToQuartz.b * patternToQuartz.b).squareRoot())
        let densityY = Double((patternToQuartz.c * patternToQuartz.c + patternToQuartz.d * patternToQuartz.d).squareRoot())
        let width = Int(min(Self.maximumTileSide, max(1, (Double(pattern.xStep) * densityX).rounded())))
        let height = Int(min(Self.maximumTileSide, max(1, (Double(pattern.yStep) * densityY).rounded())))
        let opacity = Double(color.alpha) * alpha
        guard opacity > 0 else { return nil }
        let stencil: RGBA? = pattern.isColored ? nil : color.rgba
        let key = PatternTile.Key(width: width, height: height, stencil: stencil, opacity: opacity)
        guard let tile = pattern.tile(for: key, make: { Self.rasterise(pattern, $0) }),
            let surface = tile.image.surface, let source = cairo_pattern_create_for_surface(surface)
        else { return nil }
        // Quartz device → pattern space → the period's pixels (rows from the top of the period).
        let kx = CGFloat(width) / pattern.xStep, ky = CGFloat(height) / pattern.yStep
        let toPixels = CGAffineTransform(a: kx, b: 0, c: 0, d: -ky, tx: 0, ty: CGFloat(height))
        var m = CairoBridge.matrix(userToQuartz.concatenating(patternToQuartz.inverted()).concatenating(toPixels))
        guard CairoBridge.isInvertible(m) else {
            cairo_pattern_destroy(source)
            return nil
        }
        cairo_pattern_set_matrix(source, &m)
        cairo_pattern_set_extend(source, CAIRO_EXTEND_REPEAT)
        cairo_pattern_set_filter(source, CAIRO_FILTER_BILINEAR)
        return source
    }

    /// Draws one period of `pattern` — every cell that reaches the rectangle (0, 0, xStep, yStep) of pattern
    /// space, each clipped to the cell's bounds — into a `key.width` × `key.height` bitmap; a stencil is then
    /// filled with its colour where the cells drew, and the whole scaled by the opacity.
    private static func rasterise(_ pattern: CGPattern, _ key: PatternTile.Key) -> PatternTile? {
        guard let tile = CGContext(data: nil, width: key.width, height: key.height, bitsPerComponent: 8,
                                   bytesPerRow: 0, space: CGColorSpaceCreateDeviceRGB(),
                                   bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue
                                       | CGBitmapInfo.byteOrder32Little.rawValue)
        else { return nil }
        let step = CGSize(width: pattern.xStep, height: pattern.yStep)
        tile.scaleBy(x: CGFloat(key.width) / step.width, y: CGFloat(key.height) / step.height)
        let cell = pattern.bounds
        // Cells at i × xStep reach [0, xStep) when minX + i·xStep < xStep and maxX + i·xStep > 0.
        func range(_ minEdge: CGFloat, _ maxEdge: CGFloat, _ step: CGFloat) -> ClosedRange<Int> {
            let low = Int(max(-32, (-maxEdge / step).rounded(.down)))
            let high = Int(min(32, (1 - minEdge / step).rounded(.up)))
            return low...max(low, high)
        }
        for j in range(cell.minY, cell.maxY, step.height) {
            for i in range(cell.minX, cell.maxX, step.width) {
                tile.saveGState()
                tile.translateBy(x: CGFloat(i) * step.width, y: CGFloat(j) * step.height)
                tile.clip(to: cell)
                pattern.drawCell(in: tile)
                tile.restoreGState()
            }
        }
        // Cairo's own layout, drawn in place: the direct Cairo calls below land in the bitmap makeImage copies.
        guard tile.beginDrawing() else { return nil }
        let cr = tile.cairo
        cairo_save(cr)
        cairo_identity_matrix(cr)
        cairo_reset_clip(cr)
        if let stencil = key.stencil {
            cairo_set_operator(cr, CAIRO_OPERATOR_IN)
            cairo_set_source_rgba(cr, stencil.r, stencil.g, stencil.b, key.opacity)
            cairo_paint(cr)
        } else if key.opacity < 1 {
            cairo_set_operator(cr, CAIRO_OPERATOR_DEST_IN)
            cairo_set_source_rgba(cr, 0, 0, 0, key.opacity)
            cairo_paint(cr)
        }
        cairo_restore(cr)
        cairo_surface_flush(tile.surface)
        tile.endDrawing()
        guard let image = tile.makeImage() else { return nil }
        return PatternTile(key: key, image: image)
    }
}
