// SPDX-License-Identifier: Apache-2.0

import CCairo

/// The size of the bitmap a recording context's drawing is meant for (see ``CGContext/recording(width:height:)``).
package final class RecordingBacking {
    package let width: Int
    package let height: Int

    init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }
}

extension CGContext {
    /// A context that records what is drawn into it for a `width` × `height` premultiplied ARGB bitmap instead of
    /// drawing it; ``makeImage()`` or ``playRecording()`` plays the recording into pixels (Cairo's recording
    /// surface underneath). What Core Animation's `drawsAsynchronously` does: the drawing calls are made on the
    /// caller's thread, the rasterising may happen later, on another thread.
    ///
    /// Coordinates are a bitmap context's (origin bottom-left, +y up, one unit a pixel), and the played pixels are
    /// those the same calls make in a bitmap context. A recording context reports the bitmap's width, height and
    /// layout, but has no memory (`data` is nil) and cannot read its own pixels back (a backdrop blur inside it
    /// draws nothing). Nil (logged) for sizes a bitmap context refuses.
    package static func recording(width: Int, height: Int) -> CGContext? {
        guard width > 0, height > 0, width <= CGImage.maxDimension, height <= CGImage.maxDimension else {
            Diagnostics.log("CGContext.recording: size \(width)×\(height) is empty or too large; returning nil")
            return nil
        }
        var extents = cairo_rectangle_t(x: 0, y: 0, width: Double(width), height: Double(height))
        guard let surface = cairo_recording_surface_create(CAIRO_CONTENT_COLOR_ALPHA, &extents) else { return nil }
        defer { cairo_surface_destroy(surface) }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            Diagnostics.log("CGContext.recording: Cairo could not create the recording; returning nil")
            return nil
        }
        return CGContext(surface: surface, deviceSize: CGSize(width: width, height: height),
                         backing: .recording(RecordingBacking(width: width, height: height)))
    }

    /// The recording's bitmap size, for a recording context.
    package var recording: RecordingBacking? {
        if case .recording(let r) = backing { return r }
        return nil
    }

    /// Plays a recording context's drawing into a new premultiplied ARGB image (nil for other contexts).
    ///
    /// May be called on any thread once drawing into the context has finished; the context must not be drawn into
    /// meanwhile. Several recordings may be played on several threads at once.
    package func playRecording() -> CGImage? {
        guard let r = recording,
            let target = CGContext(
                data: nil, width: r.width, height: r.height, bitsPerComponent: 8, bytesPerRow: 0,
                space: CGColorSpaceCreateDeviceRGB(),
                bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue)
        else { return nil }
        cairo_surface_flush(surface)
        let cr = cairo_create(target.surface)
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        cairo_set_source_surface(cr, surface, 0, 0)
        cairo_paint(cr)
        cairo_destroy(cr)
        return target.makeImage()
    }
}
