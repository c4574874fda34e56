// SPDX-License-Identifier: Apache-2.0

import CCairo

/// Entry points for Quartz Core's compositor, which places every layer with an absolute device transform and
/// composites cached layer images many times per frame. Package-only: none of this is Apple API.
///
/// Coordinates called "device" here are Cairo device pixels: origin at the top-left, +y down (the layout of the
/// bitmap's memory), as opposed to Quartz device space (origin bottom-left, +y up).
extension CGContext {
    /// Replaces the CTM (user → Quartz device space). Non-finite transforms are ignored (logged).
    package func setCTM(_ t: CGAffineTransform) {
        guard [t.a, t.b, t.c, t.d, t.tx, t.ty].allSatisfy(\.isFinite) else {
            return Diagnostics.log("setCTM: non-finite transform ignored")
        }
        state.ctm = t
    }

    /// Quartz device → Cairo device (and back: the flip is its own inverse).
    package var deviceFlip: CGAffineTransform { quartzToCairo }

    /// The bounding box of the current clip in Cairo device pixels.
    package var deviceClipExtents: CGRect {
        cairo_save(cairo)
        cairo_identity_matrix(cairo)
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        cairo_clip_extents(cairo, &x1, &y1, &x2, &y2)
        cairo_restore(cairo)
        return CGRect(x: x1, y: y1, width: x2 - x1, height: y2 - y1)
    }

    /// Intersects the clip with the union of `rects` (Cairo device pixels). Whole-pixel rectangles clip exactly,
    /// with no antialiasing, so pixels inside are painted exactly as without the clip.
    package func clip(toDeviceRects rects: [CGRect]) {
        recoverFromCairoError()
        cairo_identity_matrix(cairo)
        cairo_new_path(cairo)
        for r in rects where !r.isNull && r.origin.x.isFinite && r.origin.y.isFinite {
            cairo_rectangle(cairo, Double(r.minX), Double(r.minY), Double(r.width), Double(r.height))
        }
        commitClip(rule: CAIRO_FILL_RULE_WINDING)
    }

    /// Sets every pixel inside the clip to `color` (straight colour, premultiplied on store), or to transparent
    /// black when nil, ignoring alpha, blend mode and shadow.
    package func fillClip(with color: CGColor?) {
        guard beginDrawing() else { return }
        defer { endDrawing() }
        cairo_save(cairo)
        if let color {
            let c = color.rgba
            cairo_set_source_rgba(cairo, c.r, c.g, c.b, c.a)
            cairo_set_operator(cairo, CAIRO_OPERATOR_SOURCE)
        } else {
            cairo_set_operator(cairo, CAIRO_OPERATOR_CLEAR)
        }
        cairo_paint(cairo)
        cairo_restore(cairo)
    }

    /// Composites `image` pixel for pixel with its first pixel at device pixel (`x`, `y`), with `alpha` (times the
    /// context's alpha), under the clip: the fast path for cached layer contents at whole-pixel offsets, where rows
    /// are copied or blended without resampling — by a pixel kernel (``kernelBlit(_:x:y:alpha:opaque:)``) when the
    /// context allows one, else by Cairo, with the same bytes either way.
    ///
    /// Returns false, drawing nothing, when the fast path does not apply: a shadow, an image-mask clip or a blend
    /// mode other than normal in effect, a destination that is not an in-place bitmap, or an image without an
    /// ARGB32 surface. The caller then draws through ``draw(_:in:byTiling:)``. `opaque` promises every pixel of the
    /// image is opaque (then it is copied rather than blended when `alpha` is 1).
    package func blitImage(_ image: CGImage, deviceX x: Int, deviceY y: Int, alpha: CGFloat, opaque: Bool = false)
        -> Bool
    {
        guard state.shadow == nil, state.maskClips.isEmpty, state.blendMode == .normal, !image.isMask,
            case .bitmap(let b) = backing, b.drawsInPlace, let source = image.surface,
            cairo_image_surface_get_format(source) == CAIRO_FORMAT_ARGB32
        else { return false }
        let a = Double(alpha * state.alpha)
        guard a > 0 else { return true }
        if kernelBlit(source, x: x, y: y, alpha: a, opaque: opaque) { return true }
        // No cairo_save/restore: every CGContext operation sets Cairo's matrix, operator and source itself, so
        // leaving them changed here is safe, and saves a state copy per blit.
        cairo_identity_matrix(cairo)
        cairo_set_source_surface(cairo, source, Double(x), Double(y))
        cairo_new_path(cairo)
        cairo_rectangle(cairo, Double(x), Double(y), Double(image.width), Double(image.height))
        if a >= 1 {
            cairo_set_operator(cairo, opaque ? CAIRO_OPERATOR_SOURCE : CAIRO_OPERATOR_OVER)
            cairo_fill(cairo)
        } else {
            cairo_set_operator(cairo, CAIRO_OPERATOR_OVER)
            cairo_save(cairo)
            cairo_clip(cairo)
            cairo_paint_with_alpha(cairo, a)
            cairo_restore(cairo)
        }
        return true
    }

    /// Starts a transparency layer (ended by ``endTransparencyLayer()``) whose content is clipped to `deviceRect`
    /// only, not to the current clip; the finished layer is still composited under the current clip.
    ///
    /// For shadows: a layer's shadow may fall inside the clip while the content casting it lies outside, so the
    /// content must be rendered wherever its shadow can reach. Image-mask clips do not apply to the content; they
    /// apply when the layer is composited, as for every transparency layer.
    package func beginTransparencyLayer(unclippedIn deviceRect: CGRect) {
        let outer = state
        saveGState()
        layerStack.append(TransparencyLayer(state: outer, stateDepth: stateStack.count))
        resetCairoClip()
        cairo_identity_matrix(cairo)
        cairo_new_path(cairo)
        cairo_rectangle(cairo, Double(deviceRect.minX), Double(deviceRect.minY), Double(deviceRect.width),
                        Double(deviceRect.height))
        commitClip(rule: CAIRO_FILL_RULE_WINDING)
        pushLayerGroup()
        state.alpha = 1
        state.shadow = nil
        state.blendMode = .normal
        state.maskClips = []
    }

    /// Starts a transparency layer whose content is limited to `deviceRect` (Cairo device pixels) within the
    /// current clip: the group surface is only as large as that intersection.
    package func beginTransparencyLayer(deviceBounds deviceRect: CGRect) {
        let outer = state
        saveGState()
        layerStack.append(TransparencyLayer(state: outer, stateDepth: stateStack.count))
        clip(toDeviceRects: [deviceRect])
        pushLayerGroup()
        state.alpha = 1
        state.shadow = nil
        state.blendMode = .normal
        state.maskClips = []
    }
}
