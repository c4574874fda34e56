// SPDX-License-Identifier: Apache-2.0

import Foundation

/// An immutable bitmap image with a scale and an orientation: UIKit's `UIImage` (iPhone Application Programming
/// Guide, §2.4.3 "Quartz and UIKit").
///
/// `size` is in points: the bitmap's pixel size divided by ``scale``, with width and height swapped for the
/// `.left`/`.right` orientations. Images are immutable and may be shared between threads; drawing them needs the
/// main thread, as UIKit drawing does.
open class UIImage: NSObject, @unchecked Sendable {
    /// How the stored bitmap must be turned to be shown upright (EXIF orientations 1–8).
    public enum Orientation: Int, Sendable, CaseIterable {
        /// Shown as stored (EXIF 1).
        case up = 0
        /// Rotated 180° (EXIF 3).
        case down = 1
        /// The stored bitmap turned 90° anticlockwise to display: its top row becomes the left column (EXIF 8).
        case left = 2
        /// The stored bitmap turned 90° clockwise to display: its top row becomes the right column (EXIF 6).
        case right = 3
        /// Mirrored left to right (EXIF 2).
        case upMirrored = 4
        /// Mirrored top to bottom (EXIF 4).
        case downMirrored = 5
        /// Transposed: the top row becomes the left column, the left column the top row (EXIF 5).
        case leftMirrored = 6
        /// Transversed: the top row becomes the right column, the left column the bottom row (EXIF 7).
        case rightMirrored = 7

        /// Whether the displayed image swaps the bitmap's width and height.
        var swapsAxes: Bool { self == .left || self == .right || self == .leftMirrored || self == .rightMirrored }
    }

    /// How a resizable image fills the area between its caps.
    public enum ResizingMode: Int, Sendable {
        /// The centre and edges are repeated at their natural size.
        case tile = 0
        /// The centre and edges are scaled to fill.
        case stretch = 1
    }

    /// The underlying bitmap, or nil for an empty image (`UIImage()`).
    public let cgImage: CGImage?
    /// Pixels per point of the bitmap: 1, or 2 for `@2x` resources, 3 for `@3x`.
    public let scale: CGFloat
    /// How the bitmap is turned for display.
    public let imageOrientation: Orientation
    /// The fixed-size end caps of a resizable image, in points; `.zero` for ordinary images.
    public let capInsets: UIEdgeInsets
    /// How a resizable image fills between its caps (`.tile` unless made with `.stretch`).
    public let resizingMode: ResizingMode
    /// Rendering mode, tint, symbol and baseline (Appearance/UIImage+Symbols.swift); nil for plain images.
    package let extras: ImageExtras?

    /// Every initialiser ends here; `scale` has already been validated.
    package init(image: CGImage?, scale: CGFloat, orientation: Orientation, capInsets: UIEdgeInsets = .zero,
                 resizingMode: ResizingMode = .tile, extras: ImageExtras? = nil)
    {
        self.cgImage = image
        self.scale = scale
        self.imageOrientation = orientation
        self.capInsets = capInsets
        self.resizingMode = resizingMode
        self.extras = extras
        super.init()
    }

    /// An image read from an archive that ``encode(with:)`` wrote (NSSecureCoding; UIImage+Coding.swift); nil when
    /// the archive holds no image. Declared here because a required initialiser cannot live in an extension.
    public required init?(coder: NSCoder) {
        guard let decoded = UIImage.decodedStorage(from: coder) else { return nil }
        (cgImage, scale, imageOrientation) = (decoded.image, decoded.scale, decoded.orientation)
        (capInsets, resizingMode, extras) = (decoded.capInsets, decoded.resizingMode, decoded.extras)
        super.init()
    }

    /// Archives the image (UIImage+Coding.swift).
    open func encode(with coder: NSCoder) { encodeImage(with: coder) }

    /// An empty image: no bitmap, size zero, scale 1.
    public override convenience init() { self.init(image: nil, scale: 1, orientation: .up) }

    /// An image of `cgImage` at scale 1, orientation `.up`.
    public convenience init(cgImage: CGImage) { self.init(image: cgImage, scale: 1, orientation: .up) }

    /// An image of `cgImage` at `scale` pixels per point, displayed turned by `orientation`.
    ///
    /// A scale that is not finite and positive is logged and replaced by 1.
    public convenience init(cgImage: CGImage, scale: CGFloat, orientation: Orientation) {
        self.init(image: cgImage, scale: UIImage.validScale(scale, "init(cgImage:scale:orientation:)"),
                  orientation: orientation)
    }

    /// The image of an `#imageLiteral(resourceName:)`: the main bundle's image resource `name`, found as
    /// `UIImage(named:)` finds it. Apple's literal crashes on first use when the resource is missing; here the
    /// image is empty (size zero, logged by the lookup) instead. Main-actor only, as `UIImage(named:)` is here.
    /// Declared here because a required initialiser cannot live in an extension; the conformance is in
    /// `UIImage+Literals.swift`.
    @MainActor
    public required convenience init(imageLiteralResourceName name: String) {
        let found = UIImage(named: name)
        self.init(image: found?.cgImage, scale: found?.scale ?? 1, orientation: .up)
    }

    /// The displayed size in points: pixel size / ``scale``, width and height swapped for `.left`, `.right`
    /// and their mirrored forms. Zero for an empty image.
    public var size: CGSize {
        guard let cgImage else { return .zero }
        let w = CGFloat(cgImage.width) / scale, h = CGFloat(cgImage.height) / scale
        return imageOrientation.swapsAxes ? CGSize(width: h, height: w) : CGSize(width: w, height: h)
    }

    /// `scale` when finite and positive, else 1 (logged).
    package static func validScale(_ scale: CGFloat, _ what: String) -> CGFloat {
        guard scale.isFinite, scale > 0 else {
            UIKitDiagnostics.log("UIImage.\(what): scale \(scale) is not positive; using 1")
            return 1
        }
        return scale
    }

    /// A short description for logs: the size in points, the scale and the orientation (not iOS's exact text).
    open override var description: String {
        "<UIImage \(size.width)×\(size.height) @\(scale)x \(imageOrientation)>"
    }
}
