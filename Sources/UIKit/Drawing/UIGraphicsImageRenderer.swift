// SPDX-License-Identifier: Apache-2.0

import Foundation

/// The pixel format of a ``UIGraphicsImageRenderer``: scale, opacity and colour range.
open class UIGraphicsImageRendererFormat: NSObject {
    /// The colour range a renderer asks for. Only `.standard` (8-bit sRGB) is produced; the others are accepted
    /// and drawn as `.standard`.
    public enum Range: Int, Sendable {
        case unspecified = -1
        case automatic = 0
        case extended = 1
        case standard = 2
    }

    /// Pixels per point; 0 or less is treated as 1 when rendering (logged). Defaults to the main screen's scale.
    open var scale: CGFloat
    /// Whether the bitmap has no alpha channel (pixels start black). Defaults to false.
    open var opaque: Bool
    /// The requested colour range (`.automatic` by default).
    open var preferredRange: Range = .automatic

    /// The drawing area in points: the renderer's bounds (zero until a renderer uses this format).
    open internal(set) var bounds: CGRect = .zero

    /// The main screen's scale, transparent, automatic range.
    public override init() {
        scale = MainScreenScale.current
        opaque = false
        super.init()
    }

    /// A format for the main screen (same as `init()`), as Apple's `default()`.
    open class func `default`() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }

    /// The best format for the main screen; here the same as ``default()``.
    open class func preferred() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }
}

/// What a ``UIGraphicsImageRenderer`` hands its drawing closure: the bitmap context (with UIKit's flipped CTM:
/// origin at the renderer bounds' top-left, y down, points) and its format.
open class UIGraphicsImageRendererContext: UIGraphicsRendererContext {
    /// The renderer's format.
    public let format: UIGraphicsImageRendererFormat

    init(cgContext: CGContext, format: UIGraphicsImageRendererFormat) {
        self.format = format
        super.init(cgContext: cgContext)
    }

    /// The pixels drawn so far, at the format's scale.
    open var currentImage: UIImage {
        guard let image = cgContext.makeImage() else { return UIImage() }
        return UIImage(image: image, scale: format.scale, orientation: .up)
    }
}

/// Draws into fresh bitmaps and returns them as images or encoded data (the block-based successor of
/// `UIGraphicsBeginImageContextWithOptions`).
///
/// Each call makes a new context of ``format``'s scale and opacity, pushes it as the current UIKit context while
/// the closure runs (so `UIColor.setFill()`, `UIRectFill` and `UIImage.draw` work), then pops it.
open class UIGraphicsImageRenderer: NSObject {
    /// The rectangle drawn, in points; its origin is the user-space point at the image's top-left.
    public let bounds: CGRect
    /// The renderer's format (copied at init).
    public let format: UIGraphicsImageRendererFormat

    /// A renderer of `size` points in the default format.
    public convenience init(size: CGSize) { self.init(size: size, format: .default()) }

    /// A renderer of `size` points in `format`.
    public convenience init(size: CGSize, format: UIGraphicsImageRendererFormat) {
        self.init(bounds: CGRect(origin: .zero, size: size), format: format)
    }

    /// A renderer of `bounds` (points) in the default format.
    public convenience init(bounds: CGRect) { self.init(bounds: bounds, format: .default()) }

    /// A renderer of `bounds` (points) in `format`.
    public init(bounds: CGRect, format: UIGraphicsImageRendererFormat) {
        self.bounds = bounds
        let copy = UIGraphicsImageRendererFormat()
        copy.scale = format.scale
        copy.opaque = format.opaque
        copy.preferredRange = format.preferredRange
        copy.bounds = bounds
        self.format = copy
        super.init()
    }

    /// Runs `actions` on a fresh context and returns the result at the format's scale. An empty or non-finite
    /// bounds runs nothing and returns an empty image (logged).
    open func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
        guard let context = run(actions) else { return UIImage() }
        return context.currentImage
    }

    /// Runs `actions` and returns the result as PNG bytes (empty for an empty bounds).
    open func pngData(actions: (UIGraphicsImageRendererContext) -> Void) -> Data {
        image(actions: actions).pngData() ?? Data()
    }

    /// Runs `actions` and returns the result as JPEG bytes at `compressionQuality` (0…1).
    open func jpegData(withCompressionQuality compressionQuality: CGFloat,
                       actions: (UIGraphicsImageRendererContext) -> Void) -> Data
    {
        image(actions: actions).jpegData(compressionQuality: compressionQuality) ?? Data()
    }

    private func run(_ actions: (UIGraphicsImageRendererContext) -> Void) -> UIGraphicsImageRendererContext? {
        let what = "UIGraphicsImageRenderer"
        let scale = ImageContextStack.resolvedScale(format.scale, what)
        format.scale = scale
        guard bounds.origin.x.isFinite, bounds.origin.y.isFinite,
            let ctx = ImageContextStack.makeContext(
                size: bounds.size, scale: scale, opaque: format.opaque, origin: bounds.origin, what)
        else { return nil }
        let context = UIGraphicsImageRendererContext(cgContext: ctx, format: format)
        UIGraphicsPushContext(ctx)
        actions(context)
        if let index = GraphicsContextStack.contexts.lastIndex(where: { $0 === ctx }) {
            GraphicsContextStack.contexts.removeSubrange(index...)
        }
        return context
    }
}
