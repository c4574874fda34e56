// SPDX-License-Identifier: Apache-2.0

import CCairo

/// The single path every painting operation takes to the destination.
///
/// An operation hands over a `draw` closure that paints with a given Cairo context and alpha. Plain operations
/// paint straight into the destination with the blend mode's operator and the global alpha folded in. When a
/// shadow or an image-mask clip is in effect, the operation is first rendered into a scratch image covering its
/// device extents; that image's alpha, blurred, becomes the shadow (Quartz's order: shadow beneath the shape,
/// both clipped). The shape is then drawn again directly, or, under mask clips, the scratch image is composited
/// through them with the global alpha and blend mode.
extension CGContext {
    /// A painting closure: draws with `cr` using `alpha` as a multiplier on its source.
    package typealias Draw = (_ cr: OpaquePointer, _ alpha: Double) -> Void

    /// Sets `cr`'s matrix to user → Cairo device space.
    package func applyUserMatrix(to cr: OpaquePointer) {
        var m = CairoBridge.matrix(state.ctm.concatenating(quartzToCairo))
        if !CairoBridge.isInvertible(m) {
            // A singular CTM draws nothing on Apple; Cairo would refuse the matrix (as it refuses one that
            // overflowed, e.g. after scaling by 1e200 twice). Use a tiny scale instead.
            let x0 = m.x0.isFinite ? m.x0 : 0, y0 = m.y0.isFinite ? m.y0 : 0
            m = cairo_matrix_t(xx: 1e-9, yx: 0, xy: 0, yy: 1e-9, x0: x0, y0: y0)
        }
        cairo_set_matrix(cr, &m)
    }

    /// Sets `cr`'s matrix to Quartz device → Cairo device space (stored paths live in Quartz device space).
    package func applyDeviceMatrix(to cr: OpaquePointer) {
        var m = CairoBridge.matrix(quartzToCairo)
        cairo_set_matrix(cr, &m)
    }

    /// The Cairo operator for the current blend mode (`.plusDarker` falls back to `.normal`, logged once).
    private var currentOperator: cairo_operator_t {
        if let op = CairoBridge.operator(state.blendMode) { return op }
        if !loggedPlusDarker {
            loggedPlusDarker = true
            Diagnostics.log("setBlendMode(.plusDarker): not expressible in Cairo; drawing with .normal")
        }
        return CAIRO_OPERATOR_OVER
    }

    /// Runs one painting operation through shadow, mask clips, alpha and blend mode.
    ///
    /// - Parameters:
    ///   - extents: the Cairo-device rectangle the operation can touch, or nil for "anywhere in the clip".
    ///   - clipToShape: installs a clip to the operation's own shape; used for operators Cairo applies outside
    ///     the shape (Quartz confines every blend mode to the shape).
    package func composite(
        extents: @autoclosure () -> CGRect?, clipToShape: ((OpaquePointer) -> Void)? = nil, _ draw: Draw
    ) {
        guard beginDrawing() else { return }
        defer { endDrawing() }
        let cr = cairo
        let op = currentOperator
        let antialias = allowsAntialiasing && state.shouldAntialias
        cairo_save(cr)
        defer { cairo_restore(cr) }
        cairo_set_antialias(cr, antialias ? CAIRO_ANTIALIAS_DEFAULT : CAIRO_ANTIALIAS_NONE)
        cairo_set_tolerance(cr, max(0.05, min(1, Double(state.flatness) * 0.1)))
        if let clipToShape, CairoBridge.isUnbounded(op) { clipToShape(cr) }

        let needsScratch = state.shadow != nil || !state.maskClips.isEmpty
        if !needsScratch {
            cairo_set_operator(cr, op)
            draw(cr, Double(state.alpha))
            return
        }
        // Device area worth rendering: the operation's extents within the clip and the surface.
        var clipX1 = 0.0, clipY1 = 0.0, clipX2 = 0.0, clipY2 = 0.0
        cairo_identity_matrix(cr)
        cairo_clip_extents(cr, &clipX1, &clipY1, &clipX2, &clipY2)
        let clipRect = CGRect(x: clipX1, y: clipY1, width: clipX2 - clipX1, height: clipY2 - clipY1)
        let bounds = CGRect(origin: .zero, size: deviceSize)
        // Non-finite extents (a path under an overflowing CTM) leave nothing to render.
        var area = (extents() ?? bounds).safeIntersection(bounds).integral
        if let shadow = state.shadow {
            // The shape may be outside the clip while its shadow is inside: render the shape wherever its shadow
            // can land.
            let reach = shadowReach(shadow)
            area = area.safeIntersection(clipRect.union(clipRect.offsetBy(dx: -reach.dx, dy: -reach.dy)).insetBy(
                dx: -reach.blurPad, dy: -reach.blurPad))
        } else {
            area = area.safeIntersection(clipRect)
        }
        guard !area.isNull, area.width >= 1, area.height >= 1 else { return }
        guard let scratch = ScratchSurface(area: area) else { return }
        defer { scratch.destroy() }
        cairo_set_antialias(scratch.cairo, antialias ? CAIRO_ANTIALIAS_DEFAULT : CAIRO_ANTIALIAS_NONE)
        draw(scratch.cairo, 1)
        cairo_surface_flush(scratch.surface)

        cairo_set_operator(cr, op)
        if let shadow = state.shadow { paintShadow(of: scratch, shadow: shadow, on: cr) }
        if state.maskClips.isEmpty {
            // Only a shadow: the shape itself goes straight to the destination, so PDFs keep it as vectors.
            draw(cr, Double(state.alpha))
            return
        }
        paintThroughMasks(scratch, operator: op, clipToShape: clipToShape, on: cr)
    }

    /// Composites a rendered operation through the mask clips with Quartz's coverage semantics: the result is the
    /// destination blended towards `op(source, destination)` by the mask's coverage, and nothing changes outside
    /// the shape. Cairo's `SOURCE` operator through a mask is exactly that blend, so the operation is first applied
    /// to a copy of the destination (confined to the shape), then put back through the masks.
    private func paintThroughMasks(
        _ scratch: ScratchSurface, operator op: cairo_operator_t, clipToShape: ((OpaquePointer) -> Void)?,
        on cr: OpaquePointer
    ) {
        let alpha = Double(state.alpha)
        guard cairo_surface_get_type(surface) == CAIRO_SURFACE_TYPE_IMAGE, let result = ScratchSurface(area: scratch.area)
        else {
            // Destinations that cannot be read back (PDF): operators that change pixels outside the source are
            // confined to the shape; the rest composite through the masks directly.
            if let clipToShape, CairoBridge.altersOutsideSource(op) { clipToShape(cr) }
            cairo_identity_matrix(cr)
            cairo_set_source_surface(cr, scratch.surface, 0, 0)
            paintSourceThroughMasks(cr, alpha: alpha)
            return
        }
        defer { result.destroy() }
        let rcr = result.cairo
        cairo_set_operator(rcr, CAIRO_OPERATOR_SOURCE)
        cairo_set_source_surface(rcr, surface, 0, 0)
        cairo_paint(rcr)
        if let clipToShape, CairoBridge.altersOutsideSource(op) { clipToShape(rcr) }
        cairo_identity_matrix(rcr)
        cairo_set_operator(rcr, op)
        cairo_set_source_surface(rcr, scratch.surface, 0, 0)
        cairo_paint_with_alpha(rcr, alpha)
        cairo_surface_flush(result.surface)
        cairo_identity_matrix(cr)
        // Only the area the result covers: outside it the result is transparent and SOURCE would clear.
        let a = scratch.area
        cairo_rectangle(cr, Double(a.minX), Double(a.minY), Double(a.width), Double(a.height))
        cairo_clip(cr)
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        cairo_set_source_surface(cr, result.surface, 0, 0)
        paintSourceThroughMasks(cr, alpha: 1)
    }

    /// Paints the current source over the clip, through every mask clip, scaled by `alpha`.
    private func paintSourceThroughMasks(_ cr: OpaquePointer, alpha: Double) {
        guard !state.maskClips.isEmpty else {
            cairo_paint_with_alpha(cr, alpha)
            return
        }
        // Combine the masks into one coverage surface in device space, with the alpha folded in.
        let w = Int32(deviceSize.width.rounded(.up)), h = Int32(deviceSize.height.rounded(.up))
        guard let combined = cairo_image_surface_create(CAIRO_FORMAT_A8, w, h) else { return }
        defer { cairo_surface_destroy(combined) }
        let mcr = cairo_create(combined)!
        for (i, clip) in state.maskClips.enumerated() {
            let pattern = cairo_pattern_create_for_surface(clip.surface)!
            var m = clip.matrix
            cairo_pattern_set_matrix(pattern, &m)
            cairo_pattern_set_filter(pattern, clip.filter)
            cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
            cairo_set_source(mcr, pattern)
            cairo_set_operator(mcr, i == 0 ? CAIRO_OPERATOR_SOURCE : CAIRO_OPERATOR_IN)
            cairo_paint_with_alpha(mcr, i == 0 ? alpha : 1)
            cairo_pattern_destroy(pattern)
        }
        cairo_destroy(mcr)
        cairo_identity_matrix(cr)
        cairo_mask_surface(cr, combined, 0, 0)
    }

    /// How far a shadow reaches from its shape, in Cairo device pixels.
    private func shadowReach(_ shadow: GraphicsState.Shadow) -> (dx: CGFloat, dy: CGFloat, blurPad: CGFloat) {
        let dy = shadowOffsetYDown ? shadow.offset.height : -shadow.offset.height
        return (shadow.offset.width, dy, (shadow.blur * 1.5).rounded(.up) + 2)
    }

    /// Paints the blurred alpha of `scratch`, in the shadow colour, at the shadow offset. A shadow that lands
    /// entirely off the destination is skipped before any blurring.
    private func paintShadow(of scratch: ScratchSurface, shadow: GraphicsState.Shadow, on cr: OpaquePointer) {
        let reach = shadowReach(shadow)
        let landing = scratch.area.offsetBy(dx: reach.dx, dy: reach.dy).insetBy(dx: -reach.blurPad, dy: -reach.blurPad)
        guard landing.safeIntersects(CGRect(origin: .zero, size: deviceSize)),
            let blurred = ShadowMask(alphaOf: scratch, blur: shadow.blur)
        else { return }
        defer { blurred.destroy() }
        let c = shadow.color.rgba
        cairo_identity_matrix(cr)
        cairo_set_source_rgba(cr, c.r, c.g, c.b, c.a)
        // Global alpha (and any mask clip) applies to the shadow too.
        cairo_push_group(cr)
        blurred.mask(cr, offsetX: reach.dx, offsetY: reach.dy)
        cairo_pop_group_to_source(cr)
        paintSourceThroughMasks(cr, alpha: Double(state.alpha))
    }
}

/// A transparent ARGB32 image covering a device-space area, drawn into with device coordinates.
package final class ScratchSurface {
    package let surface: OpaquePointer
    package let cairo: OpaquePointer
    package let area: CGRect

    package init?(area: CGRect) {
        let w = Int32(area.width), h = Int32(area.height)
        guard w > 0, h > 0, w <= 32767, h <= 32767,
            let s = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, w, h),
            cairo_surface_status(s) == CAIRO_STATUS_SUCCESS
        else { return nil }
        cairo_surface_set_device_offset(s, -Double(area.minX), -Double(area.minY))
        self.surface = s
        self.cairo = cairo_create(s)
        self.area = area
    }

    package func destroy() {
        cairo_destroy(cairo)
        cairo_surface_destroy(surface)
    }
}
