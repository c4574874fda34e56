// SPDX-License-Identifier: Apache-2.0

import CCairo

extension CGContext {
    /// Draws `image` scaled to fill `rect` (user space), first row at the top of the rectangle (Quartz's y-up
    /// convention); with `byTiling`, repeats it at its `rect` size across the whole clip instead.
    ///
    /// Image masks paint the fill colour where their samples allow. Scaling uses ``interpolationQuality``
    /// (`.none` → nearest neighbour; images created with `shouldInterpolate: false` are never smoothed); large
    /// reductions go through halved copies first, so a huge image drawn small is averaged, not skipped over.
    /// A non-finite or empty rectangle, or a singular CTM, draws nothing, and so does a rectangle no sampler can
    /// map the image into (±1e300 wide, or a tile 1e-9 wide; logged).
    public func draw(_ image: CGImage, in rect: CGRect, byTiling: Bool = false) {
        guard PathGeometry.isFinite(rect, "draw(_:in:)"), rect.width != 0, rect.height != 0 else { return }
        guard let original = image.surface else {
            return Diagnostics.log("draw(_:in:): image has no pixel data; ignored")
        }
        let r = rect.standardized
        let t = state.ctm
        let filter = CairoBridge.filter(state.interpolationQuality, interpolate: image.shouldInterpolate)
        let surface = SurfaceReduction.reduced(
            original, deviceWidth: Double(r.width * (t.a * t.a + t.b * t.b).squareRoot()),
            deviceHeight: Double(r.height * (t.c * t.c + t.d * t.d).squareRoot()), filter: filter,
            cache: image.reductions, budget: max(4096, image.bytesPerRow * image.height))
        defer { cairo_surface_destroy(surface) }
        // Image pixel space → user space: x right, rows downwards from the top edge.
        let imageToUser = CGAffineTransform(
            a: r.width / CGFloat(cairo_image_surface_get_width(surface)), b: 0, c: 0,
            d: -r.height / CGFloat(cairo_image_surface_get_height(surface)), tx: r.minX, ty: r.maxY)
        guard Self.isDrawable(imageToUser, userToDevice: state.ctm.concatenating(quartzToCairo)) else {
            return Diagnostics.log("draw(_:in:): rectangle \(rect) makes an image pixel too large or too small for "
                + "Cairo to sample; ignored")
        }
        let extents: CGRect? = byTiling ? nil : r.applying(state.ctm.concatenating(quartzToCairo))
        let fill = state.fillColor
        let userRect = r
        composite(
            extents: extents,
            clipToShape: { cr in
                self.applyUserMatrix(to: cr)
                if !byTiling {
                    cairo_rectangle(cr, userRect.minX, userRect.minY, userRect.width, userRect.height)
                    cairo_clip(cr)
                }
            }
        ) { cr, alpha in
            self.applyUserMatrix(to: cr)
            guard let pattern = cairo_pattern_create_for_surface(surface) else { return }
            defer { cairo_pattern_destroy(pattern) }
            var m = CairoBridge.matrix(imageToUser.inverted())
            cairo_pattern_set_matrix(pattern, &m)
            cairo_pattern_set_filter(pattern, filter)
            cairo_pattern_set_extend(pattern, byTiling ? CAIRO_EXTEND_REPEAT : CAIRO_EXTEND_PAD)
            if !byTiling {
                cairo_new_path(cr)
                cairo_rectangle(cr, userRect.minX, userRect.minY, userRect.width, userRect.height)
                cairo_clip(cr)
            }
            if image.isMask {
                self.setSource(fill, alpha: alpha, on: cr, userToQuartz: self.state.ctm)
                cairo_mask(cr, pattern)
            } else {
                cairo_set_source(cr, pattern)
                cairo_paint_with_alpha(cr, alpha)
            }
        }
    }

    /// Whether Cairo can sample an image placed by `imageToUser`: the pattern matrix (user → image pixels) must
    /// be invertible, and one device pixel may span at most 32,767 image pixels (pixman samples in 16.16 fixed
    /// point; beyond that Cairo puts the context into a permanent error state). After ``SurfaceReduction`` an
    /// image is at most twice as dense as the device, so only absurd rectangles (±1e300, or a tile 1e-5 wide)
    /// fail this.
    private static func isDrawable(_ imageToUser: CGAffineTransform, userToDevice: CGAffineTransform) -> Bool {
        guard CairoBridge.isInvertible(CairoBridge.matrix(imageToUser.inverted())) else { return false }
        let imageToDevice = CairoBridge.matrix(imageToUser.concatenating(userToDevice))
        guard CairoBridge.isInvertible(imageToDevice) else { return false }
        var deviceToImage = imageToDevice
        cairo_matrix_invert(&deviceToImage)
        let limit = 32_767.0
        return abs(deviceToImage.xx) <= limit && abs(deviceToImage.yx) <= limit && abs(deviceToImage.xy) <= limit
            && abs(deviceToImage.yy) <= limit
    }

    // MARK: Transparency layers

    /// Starts a transparency layer: until ``endTransparencyLayer()``, drawing goes to a fully transparent
    /// offscreen layer, which is then composited as one object with the alpha, blend mode and shadow in force
    /// now. The graphics state is saved and reset for the layer's content (alpha 1, no shadow, normal blend).
    public func beginTransparencyLayer(auxiliaryInfo: [String: Any]? = nil) {
        beginTransparencyLayer(in: nil)
    }

    /// Starts a transparency layer limited to `rect` (user space), for speed.
    public func beginTransparencyLayer(in rect: CGRect, auxiliaryInfo: [String: Any]? = nil) {
        beginTransparencyLayer(in: Optional(rect))
    }

    private func beginTransparencyLayer(in rect: CGRect?) {
        let outer = state
        saveGState()
        layerStack.append(TransparencyLayer(state: outer, stateDepth: stateStack.count))
        if let rect, PathGeometry.isFinite(rect, "beginTransparencyLayer(in:)") { clip(to: rect) }
        pushLayerGroup()
        state.alpha = 1
        state.shadow = nil
        state.blendMode = .normal
        state.maskClips = []
    }

    /// Ends the innermost transparency layer and composites it. Unbalanced calls are ignored (logged). States
    /// saved inside the layer and not restored are restored first, so the layer always ends cleanly.
    public func endTransparencyLayer() {
        guard let layer = layerStack.last else {
            return Diagnostics.log("endTransparencyLayer without beginTransparencyLayer; ignored")
        }
        if stateStack.count > layer.stateDepth {
            Diagnostics.log("endTransparencyLayer: \(stateStack.count - layer.stateDepth) saveGState call(s) inside "
                + "the layer were not restored; restoring them")
            while stateStack.count > layer.stateDepth { restoreGState() }
        }
        layerStack.removeLast()
        let pattern = cairo_pop_group(cairo)!
        defer { cairo_pattern_destroy(pattern) }
        restoreGState()
        // Composite the layer as a single object under the state captured at begin.
        let saved = state
        state = layer.state
        // Use the group's surface directly: its device offset places it in device space in any context.
        var groupSurface: OpaquePointer?
        cairo_pattern_get_surface(pattern, &groupSurface)
        guard let groupSurface else { state = saved; return }
        composite(extents: nil) { cr, alpha in
            cairo_identity_matrix(cr)
            cairo_set_source_surface(cr, groupSurface, 0, 0)
            cairo_paint_with_alpha(cr, alpha)
        }
        state = saved
    }
}

/// A transparency layer in progress: the state whose alpha, blend mode and shadow apply when it ends, and the
/// depth of the graphics-state stack just after the layer saved its own state (Cairo's group sits on top of that
/// save, so nothing inside the layer may restore below it).
package struct TransparencyLayer {
    package var state: GraphicsState
    package var stateDepth: Int
    /// The clip Cairo's group was pushed under (for ``CGContext/recoverFromCairoError()``).
    package var groupClip: [ClipStep] = []
}
