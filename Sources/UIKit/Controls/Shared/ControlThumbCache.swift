// SPDX-License-Identifier: Apache-2.0

/// Drawn modern thumbs (the switch's and the slider's white disc with its two soft shadows), kept as images so a
/// control that re-displays (a style switch, a value change that lands on a position drawn before) composites a
/// copy instead of blurring its shadows again.
///
/// A thumb is drawn once into an offscreen bitmap placed at the same sub-pixel offset, device scale and
/// orientation as the destination, and the image is then copied onto whole device pixels, so the result matches
/// drawing the thumb directly (to within one level of 8-bit rounding: the shadows and the disc are blended onto
/// transparency first, then onto the track). Entries are keyed by everything that changes the pixels: the thumb's
/// size and sub-pixel phase in device pixels, the device scale and flip, the shadow direction and the fill colour.
/// The cache holds at most ``capacity`` images and forgets the oldest first, so a thumb animating through
/// positions it will not revisit cannot grow it.
///
/// Destinations the copy cannot reproduce exactly (PDF contexts, a rotated or skewed CTM, antialiasing turned off)
/// draw the thumb directly.
@MainActor
package enum ControlThumbCache {
    /// The most thumb images kept.
    package static let capacity = 96

    /// Whether drawing goes through the cache; tests turn it off to compare with direct drawing.
    package static var isEnabled = true

    /// How many thumbs were drawn from a cached image and how many had to be drawn (for tests and the bench).
    package private(set) static var hits = 0
    package private(set) static var misses = 0

    /// Forgets every cached image and resets the counters.
    package static func removeAll() {
        images.removeAll()
        order.removeAll()
        hits = 0
        misses = 0
    }

    /// How many images are cached now.
    package static var count: Int { images.count }

    /// Device pixels around the thumb's own rectangle that its shadows can reach: the larger shadow's offset plus
    /// the compositor's blur reach (1.5 × blur + 2), with a pixel to spare.
    private static let margin: CGFloat = 20

    private struct Key: Hashable {
        var width, height, phaseX, phaseY, scaleX, scaleY: Double
        var shadowDown: Bool
        var red, green, blue, alpha: Double
    }

    private static var images: [Key: CGImage] = [:]
    private static var order: [Key] = []

    /// Draws the thumb into `rect` (user space) of `ctx` from a cached image; returns false, drawing nothing, when
    /// the destination needs direct drawing. `draw` renders the thumb into whatever context it is given.
    package static func draw(in rect: CGRect, color: CGColor, ctx: CGContext,
                             drawing draw: (CGRect, CGContext) -> Void) -> Bool
    {
        guard isEnabled, ctx.bitmap != nil, ctx.allowsAntialiasing, ctx.state.shouldAntialias else { return false }
        let t = ctx.ctm
        guard t.b == 0, t.c == 0, t.a > 0, t.d != 0, rect.width > 0, rect.height > 0,
            ctx.deviceHeight == ctx.deviceHeight.rounded()
        else { return false }
        let device = rect.applying(t)
        guard device.minX.isFinite, device.minY.isFinite, device.width < 1024, device.height < 1024 else {
            return false
        }
        // Whole device pixels from which the image is placed, and the thumb's offset inside them.
        let originX = device.minX.rounded(.down) - margin
        let originY = device.minY.rounded(.down) - margin
        let pixelWidth = Int((device.maxX - originX + margin).rounded(.up))
        let pixelHeight = Int((device.maxY - originY + margin).rounded(.up))
        let rgba = color.rgba
        let key = Key(width: Double(device.width), height: Double(device.height),
                      phaseX: Double(device.minX - originX), phaseY: Double(device.minY - originY),
                      scaleX: Double(t.a), scaleY: Double(t.d), shadowDown: ctx.shadowOffsetYDown,
                      red: rgba.r, green: rgba.g, blue: rgba.b, alpha: rgba.a)
        let image: CGImage
        if let cached = images[key] {
            hits += 1
            image = cached
        } else {
            guard let made = render(rect, transform: t, origin: CGPoint(x: originX, y: originY),
                                    width: pixelWidth, height: pixelHeight, shadowDown: ctx.shadowOffsetYDown,
                                    drawing: draw)
            else { return false }
            misses += 1
            store(made, for: key)
            image = made
        }
        // Device space as user space, so the image lands on whole pixels with no resampling.
        ctx.saveGState()
        ctx.state.ctm = .identity
        ctx.draw(image, in: CGRect(x: originX, y: originY, width: CGFloat(pixelWidth), height: CGFloat(pixelHeight)))
        ctx.restoreGState()
        return true
    }

    /// The thumb drawn into a transparent bitmap whose pixel grid is the destination's, shifted by `origin`.
    private static func render(_ rect: CGRect, transform t: CGAffineTransform, origin: CGPoint, width: Int,
                               height: Int, shadowDown: Bool, drawing draw: (CGRect, CGContext) -> Void) -> CGImage?
    {
        guard let offscreen = CGContext(
            data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: 0,
            space: CGColorSpaceCreateDeviceRGB(),
            bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue)
        else { return nil }
        offscreen.shadowOffsetYDown = shadowDown
        offscreen.translateBy(x: -origin.x, y: -origin.y)
        offscreen.concatenate(t)
        draw(rect, offscreen)
        return offscreen.makeImage()
    }

    private static func store(_ image: CGImage, for key: Key) {
        if order.count >= capacity {
            let oldest = order.removeFirst()
            images[oldest] = nil
        }
        images[key] = image
        order.append(key)
    }
}
