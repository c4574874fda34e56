// SPDX-License-Identifier: Apache-2.0

/// An offscreen drawing destination made to match a context, for drawing the same content many times.
///
/// Draw into the layer's ``context`` once (its origin is at the bottom-left, +y up, one unit per point of
/// ``size``), then draw the layer into the reference context or any other with ``CGContext/draw(_:in:)`` or
/// ``CGContext/draw(_:at:)``. The layer keeps the reference context's resolution: a layer made from a UIKit context
/// at 2x has two pixels per unit, so it stays sharp when drawn back at its own size. On Apple a layer made from a
/// PDF context stays vector; here every layer is a bitmap (at twice the PDF's resolution).
///
/// Not thread-safe, like a context: draw into and from one thread at a time.
public final class CGLayer: @unchecked Sendable {
    /// The layer's size in units of its context.
    public let size: CGSize
    /// The bitmap behind the layer, `size × scale` pixels.
    private let bitmap: CGContext

    /// The largest side, in pixels, a layer's bitmap may have.
    package static let maxPixelSide = 16_384

    /// Creates a layer of `size` units matching `context`'s resolution; `auxiliaryInfo` is reserved and ignored.
    ///
    /// Returns nil (logged) when a side is not finite or not positive, or the bitmap would exceed
    /// `maxPixelSide` pixels on a side.
    public init?(_ context: CGContext, size: CGSize, auxiliaryInfo: CFDictionary?) {
        guard size.width.isFinite, size.height.isFinite, size.width > 0, size.height > 0 else {
            Diagnostics.log("CGLayer: size \(size.width)×\(size.height) is not positive and finite; returning nil")
            return nil
        }
        let base = context.patternBaseCTM
        let baseScale = abs(base.a * base.d - base.b * base.c).squareRoot()
        let scale = context.pdf != nil ? 2 : (baseScale.isFinite && baseScale >= 1 ? baseScale : 1)
        let width = (size.width * scale).rounded(.up), height = (size.height * scale).rounded(.up)
        guard width <= CGFloat(Self.maxPixelSide), height <= CGFloat(Self.maxPixelSide),
            let bitmap = CGContext(
                data: nil, width: Int(width), height: Int(height), bitsPerComponent: 8, bytesPerRow: 0,
                space: CGColorSpaceCreateDeviceRGB(),
                bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue)
        else {
            Diagnostics.log("CGLayer: \(size.width)×\(size.height) at \(scale)x exceeds \(Self.maxPixelSide) pixels "
                + "a side; returning nil")
            return nil
        }
        bitmap.scaleBy(x: width / size.width, y: height / size.height)
        bitmap.patternBaseCTM = CGAffineTransform(scaleX: width / size.width, y: height / size.height)
        self.size = size
        self.bitmap = bitmap
    }

    /// The context that draws into the layer. Its CTM maps the layer's units to its pixels.
    public var context: CGContext? { bitmap }

    /// The layer's current content.
    package func image() -> CGImage? { bitmap.makeImage() }
}

extension CGContext {
    /// Draws `layer`'s content scaled to fill `rect` (user space), through the current transform, clip, alpha and
    /// blend mode. A non-finite or empty rectangle draws nothing.
    public func draw(_ layer: CGLayer, in rect: CGRect) {
        guard let image = layer.image() else { return }
        draw(image, in: rect)
    }

    /// Draws `layer`'s content at its own size with its bottom-left corner at `point` (user space).
    public func draw(_ layer: CGLayer, at point: CGPoint) {
        draw(layer, in: CGRect(origin: point, size: layer.size))
    }
}
