// SPDX-License-Identifier: Apache-2.0

/// The slider's drawing metrics, per look.
package enum SliderMetrics {
    /// The slider's height: 31 points (modern) or 23 (classic).
    @MainActor static var height: CGFloat { ControlLook.isClassic ? 23 : 31 }
    /// The track's thickness: 4 points (modern) or 9 (classic).
    @MainActor static var trackHeight: CGFloat { ControlLook.isClassic ? 9 : 4 }
    /// The default thumb's diameter: 28 points (modern) or 23 (classic).
    @MainActor static var thumbDiameter: CGFloat { ControlLook.isClassic ? 23 : 28 }
    /// The gap between a value image and the track.
    static let imageGap: CGFloat = 8
}

extension UISlider {
    /// The height the slider wants: its look's, or its thumb or value images' when taller.
    package var sliderHeight: CGFloat {
        let images = [currentThumbImage, minimumValueImage, maximumValueImage].compactMap { $0?.size.height }
        return max(SliderMetrics.height, images.max() ?? 0)
    }

    /// The thumb's size: its image's for the current state, or the look's round thumb.
    package var thumbSize: CGSize {
        if let image = currentThumbImage { return image.size }
        let d = SliderMetrics.thumbDiameter
        return CGSize(width: d, height: d)
    }

    /// Where the minimum value image is drawn in `bounds`: its size, at the left edge, centred vertically (an
    /// empty rectangle at the left edge when there is none).
    package func defaultMinimumValueImageRect(forBounds bounds: CGRect) -> CGRect {
        let size = minimumValueImage?.size ?? .zero
        return CGRect(x: bounds.minX, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }

    /// Where the maximum value image is drawn in `bounds`: its size, at the right edge, centred vertically (an
    /// empty rectangle at the right edge when there is none).
    package func defaultMaximumValueImageRect(forBounds bounds: CGRect) -> CGRect {
        let size = maximumValueImage?.size ?? .zero
        return CGRect(x: bounds.maxX - size.width, y: bounds.midY - size.height / 2, width: size.width,
                      height: size.height)
    }

    /// The track's rectangle in `bounds`: between the value images (8 points from each image present), as tall
    /// as the look's track (4 points modern, 9 classic) or the track images, centred vertically.
    package func defaultTrackRect(forBounds bounds: CGRect) -> CGRect {
        var left = bounds.minX, right = bounds.maxX
        if minimumValueImage != nil { left = minimumValueImageRect(forBounds: bounds).maxX + SliderMetrics.imageGap }
        if maximumValueImage != nil { right = maximumValueImageRect(forBounds: bounds).minX - SliderMetrics.imageGap }
        let imageHeights = [currentMinimumTrackImage, currentMaximumTrackImage].compactMap { $0?.size.height }
        let height = imageHeights.max() ?? SliderMetrics.trackHeight
        return CGRect(x: left, y: bounds.midY - height / 2, width: max(0, right - left), height: height)
    }

    /// The thumb's rectangle for `value` on the track `rect` within `bounds`: the thumb's size, centred
    /// vertically on the track, at the track's left end for the minimum and its right end for the maximum
    /// (linear between; the value is clamped to the range first).
    package func defaultThumbRect(forBounds bounds: CGRect, trackRect rect: CGRect, value: Float) -> CGRect {
        let size = thumbSize
        let fraction = CGFloat(valueFraction(value))
        let travel = max(0, rect.width - size.width)
        return CGRect(x: rect.minX + fraction * travel, y: rect.midY - size.height / 2, width: size.width,
                      height: size.height)
    }

    /// Where `value` lies in the range, 0…1 (0 for an empty range or a non-finite value).
    package func valueFraction(_ value: Float) -> Float {
        let span = storedMaximum - storedMinimum
        guard span > 0, value.isFinite else { return 0 }
        return min(1, max(0, (value - storedMinimum) / span))
    }

    /// The value whose thumb centre is at `x` (bounds coordinates), clamped to the range.
    package func value(forThumbCenterX x: CGFloat) -> Float {
        let track = trackRect(forBounds: bounds)
        let travel = track.width - thumbSize.width
        guard travel > 0 else { return storedMinimum }
        let fraction = min(1, max(0, (x - track.minX - thumbSize.width / 2) / travel))
        return storedMinimum + Float(fraction) * (storedMaximum - storedMinimum)
    }

    /// The thumb's current frame in the bounds (at the displayed value).
    package var currentThumbRect: CGRect {
        thumbRect(forBounds: bounds, trackRect: trackRect(forBounds: bounds), value: displayedValue)
    }
}
