// SPDX-License-Identifier: Apache-2.0

import CCairo

/// A Quartz 2D drawing destination: a bitmap or a PDF document, with a graphics-state stack, a current path and a
/// current transformation matrix (CTM).
///
/// **Coordinates.** User space maps through the CTM to device space. As in Quartz, a bitmap or PDF context starts
/// with its origin at the bottom-left and +y up, 1 unit = 1 pixel (PDF: 1 point); UIKit flips this for views
/// (guide §2.4.1). Path construction uses the CTM in force when each point is added; line widths and dashes use
/// the CTM in force when the path is stroked.
///
/// **Threading.** A context is not thread-safe; use each one from one thread at a time, as on Apple.
///
/// **Bad input.** Non-finite coordinates, sizes and widths are ignored with a logged diagnostic; drawing never
/// traps or writes outside the destination.
public class CGContext: @unchecked Sendable {
    /// Cairo's context and surface; replaced only when Cairo enters an error state (``recoverFromCairoError()``).
    package internal(set) var cairo: OpaquePointer
    package internal(set) var surface: OpaquePointer
    package var state = GraphicsState()
    package var stateStack: [GraphicsState] = []
    /// The current path in Quartz device space (pixels, y up).
    package var currentPath: [PathElement] = []
    /// Device height in pixels: Quartz device y = `deviceHeight − cairo y`.
    package var deviceHeight: CGFloat
    /// Device size in pixels (the drawable area).
    package var deviceSize: CGSize
    /// Whether shadow offsets point down for +height (UIKit-created contexts) instead of up (Quartz contexts).
    package var shadowOffsetYDown = false
    /// The context's base space (default user space → Quartz device space), where patterns are anchored: the
    /// identity for a Quartz context; UIKit and the layer renderer set the flipped, scaled space views draw in.
    package var patternBaseCTM: CGAffineTransform = .identity
    /// Context-wide antialiasing switch (not part of the graphics state, as on Apple).
    package var allowsAntialiasing = true
    /// The text matrix (not part of the graphics state, as on Apple).
    public var textMatrix: CGAffineTransform = .identity
    /// The text position in user space.
    public var textPosition: CGPoint = .zero
    package var loggedPlusDarker = false
    package var loggedCairoRecovery = false
    package var layerStack: [TransparencyLayer] = []
    /// The bitmap or PDF behind this context.
    package var backing: Backing
    /// Bumped whenever Cairo's clip may have changed (a clip, a reset, a restore, a transparency layer, a rebuild):
    /// the key of ``kernelClip``. Every lasting clip goes through ``commitClip(rule:)`` (recovery relies on it too).
    package var clipRevision: UInt64 = 0
    /// The clip as whole-pixel rectangles for kernel blits, as of a ``clipRevision``.
    package var kernelClip: KernelClip?
    /// The pixel kernels this context's layer blits use (``PixelKernels``); ``PixelKernels/none`` sends every blit
    /// through Cairo. Starts at ``PixelKernels/processLevel``; must not exceed ``PixelKernels/supported``.
    package var pixelKernelLevel: Int32 = PixelKernels.processLevel {
        didSet { pixelKernelLevel = min(max(pixelKernelLevel, PixelKernels.none), PixelKernels.supported) }
    }
    /// Blits drawn by a pixel kernel rather than by Cairo (for tests).
    package var kernelBlits = 0

    package enum Backing {
        case bitmap(BitmapBacking)
        case pdf(PDFBacking)
        /// Drawing recorded for a bitmap and played later (`CGContext+Recording.swift`).
        case recording(RecordingBacking)
    }

    package init(surface: OpaquePointer, deviceSize: CGSize, backing: Backing) {
        self.surface = cairo_surface_reference(surface)
        self.cairo = cairo_create(surface)
        self.deviceSize = deviceSize
        self.deviceHeight = deviceSize.height
        self.backing = backing
        cairo_set_tolerance(cairo, 0.1)
    }

    deinit {
        if case .pdf(let p) = backing, !p.closed {
            // An unclosed PDF context is finished when released, as Quartz does.
            if p.inPage { cairo_show_page(cairo) }
            cairo_surface_finish(surface)
            p.consumer.finish()
            p.retainedSelf?.release()
        }
        cairo_destroy(cairo)
        cairo_surface_destroy(surface)
    }

    // MARK: Graphics state stack

    /// Pushes a copy of the current graphics state (CTM, clip, colours, line and text attributes, alpha, blend
    /// mode, shadow, antialiasing, interpolation quality). The path is not part of the state.
    public func saveGState() {
        stateStack.append(state)
        cairo_save(cairo)
    }

    /// Pops the most recently saved graphics state; the only way to undo a clip (guide §2.4.3). An unbalanced
    /// call is ignored with a diagnostic, and so is one inside a transparency layer that would pop a state saved
    /// before the layer began (the layer's own state stays until ``endTransparencyLayer()``).
    public func restoreGState() {
        guard stateStack.count > (layerStack.last?.stateDepth ?? 0), let saved = stateStack.popLast() else {
            Diagnostics.log("restoreGState: no graphics state saved in this scope; ignored")
            return
        }
        state = saved
        cairo_restore(cairo)
        clipRevision &+= 1
    }

    // MARK: Matrices

    /// Quartz device space (pixels, y up) → Cairo device space (pixels, y down).
    package var quartzToCairo: CGAffineTransform {
        CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: deviceHeight)
    }

    /// Sets Cairo's matrix to the full user → Cairo-device mapping.
    package func applyUserMatrix() {
        applyUserMatrix(to: cairo)
    }

    /// Sets Cairo's matrix to the Quartz-device → Cairo-device mapping (where stored paths live).
    package func applyDeviceMatrix() {
        var m = CairoBridge.matrix(quartzToCairo)
        cairo_set_matrix(cairo, &m)
    }

    // MARK: Flushing

    /// Forces pending drawing to the destination (a no-op for Touchstone's synchronous rasterizer beyond
    /// Cairo's own flush).
    public func flush() { cairo_surface_flush(surface) }

    /// Marks the context for update (same as ``flush()`` here).
    public func synchronize() { flush() }
}
