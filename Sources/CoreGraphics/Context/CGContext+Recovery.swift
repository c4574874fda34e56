// SPDX-License-Identifier: Apache-2.0

import CCairo

/// Recovery from Cairo's error states.
///
/// Once a Cairo context (or its surface) enters an error state it ignores every later call: the Core Graphics
/// context would silently paint nothing ever again. Touchstone rejects the input known to cause that (see
/// ``draw(_:in:byTiling:)`` and stroking), and, should Cairo fail anyway, rebuilds the Cairo context — and the
/// surface of a bitmap context, over the same pixels — before the next operation, logging once. To make that
/// possible every lasting clip is recorded (in Cairo device space) in the graphics state as it is applied.
extension CGContext {
    /// Intersects Cairo's clip with the path now in `cairo` under `rule`, recording it for ``recoverFromCairoError()``.
    package func commitClip(rule: cairo_fill_rule_t) {
        cairo_set_fill_rule(cairo, rule)
        if let step = ClipStep(capturing: cairo, rule: rule) { state.clipSteps.append(step) }
        cairo_clip(cairo)
        clipRevision &+= 1
    }

    /// Removes Cairo's clip (and its record) for the current graphics state.
    package func resetCairoClip() {
        cairo_reset_clip(cairo)
        state.clipSteps.removeAll()
        clipRevision &+= 1
    }

    /// Pushes the Cairo group of the transparency layer just added to `layerStack`, recording its clip.
    package func pushLayerGroup() {
        if !layerStack.isEmpty { layerStack[layerStack.count - 1].groupClip = state.clipSteps }
        cairo_push_group(cairo)
        clipRevision &+= 1
    }

    /// Rebuilds the Cairo context (and a bitmap's surface) when Cairo has entered an error state; logs once.
    ///
    /// The clip and the save/group nesting are replayed from the graphics-state stack. Drawing already in an open
    /// transparency layer is lost; a PDF surface in error cannot be rebuilt and stays blank.
    package func recoverFromCairoError() {
        let contextStatus = cairo_status(cairo), surfaceStatus = cairo_surface_status(surface)
        guard contextStatus != CAIRO_STATUS_SUCCESS || surfaceStatus != CAIRO_STATUS_SUCCESS else { return }
        if !loggedCairoRecovery {
            loggedCairoRecovery = true
            let reason = String(cString: cairo_status_to_string(
                surfaceStatus != CAIRO_STATUS_SUCCESS ? surfaceStatus : contextStatus))
            Diagnostics.log("CGContext: Cairo stopped drawing (\(reason)); context rebuilt, later drawing continues")
        }
        if surfaceStatus != CAIRO_STATUS_SUCCESS {
            guard let fresh = replacementSurface() else { return }
            cairo_surface_destroy(surface)
            surface = fresh
        }
        cairo_destroy(cairo)
        cairo = cairo_create(surface)
        cairo_set_tolerance(cairo, 0.1)
        clipRevision &+= 1
        // Replay each saved level's clip, then save it, pushing transparency-layer groups where they were pushed.
        for (depth, level) in (stateStack + [state]).enumerated() {
            cairo_reset_clip(cairo)
            for step in level.clipSteps { step.apply(to: cairo) }
            guard depth < stateStack.count else { break }
            cairo_save(cairo)
            if let layer = layerStack.first(where: { $0.stateDepth == depth + 1 }) {
                cairo_reset_clip(cairo)
                for step in layer.groupClip { step.apply(to: cairo) }
                cairo_push_group(cairo)
            }
        }
    }

    /// A new image surface for a bitmap context: over the caller's memory when drawing in place, else a blank
    /// one (``beginDrawing()`` copies the bitmap's pixels in before each operation).
    private func replacementSurface() -> OpaquePointer? {
        guard case .bitmap(let b) = backing else { return nil }
        let format = BitmapBacking.cairoFormat(for: b.format)
        let made = b.drawsInPlace
            ? cairo_image_surface_create_for_data(b.data.assumingMemoryBound(to: UInt8.self), format,
                                                  Int32(b.width), Int32(b.height), Int32(b.bytesPerRow))
            : cairo_image_surface_create(format, Int32(b.width), Int32(b.height))
        guard let made, cairo_surface_status(made) == CAIRO_STATUS_SUCCESS else { return nil }
        return made
    }
}

/// One lasting clip, as a Cairo-device-space path with its fill rule and antialiasing, shared by the graphics
/// states that include it.
package final class ClipStep {
    private let path: UnsafeMutablePointer<cairo_path_t>
    private let rule: cairo_fill_rule_t
    private let antialias: cairo_antialias_t

    /// Captures the current path of `cr` (whatever its matrix); nil when Cairo cannot copy it.
    init?(capturing cr: OpaquePointer, rule: cairo_fill_rule_t) {
        cairo_save(cr)
        cairo_identity_matrix(cr)
        let copied = cairo_copy_path(cr)
        cairo_restore(cr)
        guard let copied, copied.pointee.status == CAIRO_STATUS_SUCCESS else {
            if let copied { cairo_path_destroy(copied) }
            return nil
        }
        self.path = copied
        self.rule = rule
        self.antialias = cairo_get_antialias(cr)
    }

    deinit { cairo_path_destroy(path) }

    /// Intersects `cr`'s clip with this step.
    func apply(to cr: OpaquePointer) {
        cairo_save(cr)
        cairo_identity_matrix(cr)
        cairo_new_path(cr)
        cairo_append_path(cr, path)
        cairo_restore(cr)
        cairo_set_fill_rule(cr, rule)
        cairo_set_antialias(cr, antialias)
        cairo_clip(cr)
    }
}
