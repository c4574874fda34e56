// SPDX-License-Identifier: Apache-2.0

import CCairo

/// One entry of a context's graphics-state stack: everything `saveGState` saves. Cairo keeps the clip itself
/// (`cairo_save`); `clipSteps` records it only to rebuild a Cairo context that entered an error state.
package struct GraphicsState {
    /// User space → Quartz device space (pixels, y up).
    package var ctm: CGAffineTransform = .identity
    package var fillColor: CGColor = .black
    package var strokeColor: CGColor = .black
    package var fillColorSpace: CGColorSpace = CGColorSpaceCreateDeviceRGB()
    package var strokeColorSpace: CGColorSpace = CGColorSpaceCreateDeviceRGB()
    package var lineWidth: CGFloat = 1
    package var lineCap: CGLineCap = .butt
    package var lineJoin: CGLineJoin = .miter
    package var miterLimit: CGFloat = 10
    package var dashPhase: CGFloat = 0
    package var dashLengths: [CGFloat] = []
    package var flatness: CGFloat = 1
    package var alpha: CGFloat = 1
    package var blendMode: CGBlendMode = .normal
    package var renderingIntent: CGColorRenderingIntent = .defaultIntent
    package var shadow: Shadow?
    /// The pattern phase (`setPatternPhase`): a translation of pattern space in base space.
    package var patternPhase: CGSize = .zero
    package var interpolationQuality: CGInterpolationQuality = .default
    package var shouldAntialias = true
    package var shouldSmoothFonts = true
    package var characterSpacing: CGFloat = 0
    package var fontSize: CGFloat = 0
    package var textDrawingMode: CGTextDrawingMode = .fill
    /// The clip's bounds in Quartz device space (nil: nothing clipped), kept exactly because Cairo reports clip
    /// extents only in whole pixels.
    package var clipDeviceBounds: CGRect?
    /// Image-mask clips in effect (`clip(to:mask:)`), each already mapped to Cairo device space.
    package var maskClips: [MaskClip] = []
    /// The lasting clips applied to Cairo since the clip was last reset, oldest first.
    package var clipSteps: [ClipStep] = []

    /// A shadow: offset in base space, blur radius, colour.
    package struct Shadow {
        package var offset: CGSize
        package var blur: CGFloat
        package var color: CGColor
    }
}

/// An alpha mask clip: an A8 surface placed in Cairo device space by `matrix` (device → mask pixels).
///
/// Outside the mask's own pixels its edge samples extend (the clip to the mask's rectangle, installed alongside,
/// bounds it), so scaling a mask up never fades its border. `filter` is how the mask is sampled when scaled:
/// callers pass the filter of the image it came from (its `shouldInterpolate` and the interpolation quality).
package final class MaskClip {
    package let surface: OpaquePointer
    package let matrix: cairo_matrix_t
    package let deviceBounds: CGRect
    package let filter: cairo_filter_t

    package init(surface: OpaquePointer, matrix: cairo_matrix_t, deviceBounds: CGRect,
                 filter: cairo_filter_t = CAIRO_FILTER_BILINEAR)
    {
        self.surface = cairo_surface_reference(surface)
        self.matrix = matrix
        self.deviceBounds = deviceBounds
        self.filter = filter
    }

    deinit { cairo_surface_destroy(surface) }
}
