// SPDX-License-Identifier: Apache-2.0

import CCairo

/// Several contexts over one bitmap, for Quartz Core's parallel compositor: each thread draws through its own
/// context (Cairo contexts and surfaces are safe to use from different threads when distinct), into disjoint
/// pixels of the same memory. Package-only: none of this is Apple API.
extension CGContext {
    /// A new context drawing into this bitmap context's memory: same size, layout, device space and pixel kernel
    /// level, fresh graphics state. Nil for PDF contexts and for bitmaps Cairo does not draw in place (converted layouts).
    ///
    /// The two share the bitmap's storage (kept alive while either lives). Draw through them
    /// (from different threads) only into disjoint pixels, each under a clip; call ``flush()`` on the one that
    /// drew, and ``markPixelsChanged()`` on any other before it reads or draws those pixels again.
    package func makeContextSharingPixels() -> CGContext? {
        guard case .bitmap(let b) = backing, b.drawsInPlace else { return nil }
        let memory = b.data.assumingMemoryBound(to: UInt8.self)
        guard let surface = cairo_image_surface_create_for_data(
            memory, BitmapBacking.cairoFormat(for: b.format), Int32(b.width), Int32(b.height), Int32(b.bytesPerRow)),
            cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS
        else { return nil }
        defer { cairo_surface_destroy(surface) }
        let shared = CGContext(surface: surface, deviceSize: deviceSize, backing: .bitmap(b))
        shared.pixelKernelLevel = pixelKernelLevel
        return shared
    }

    /// Tells Cairo that this context's pixels were changed behind its back (through a context made by
    /// ``makeContextSharingPixels()``), so nothing it derived from them is reused.
    package func markPixelsChanged() {
        cairo_surface_mark_dirty(surface)
    }
}
