// SPDX-License-Identifier: Apache-2.0

/// Every visual property of a layer, as one value: what the model holds and what a presentation shows.
///
/// Keeping them together lets a presentation be "the model's properties with animations applied", and lets the
/// compositor take a cheap snapshot per frame. Subclass properties (a shape layer's path, a gradient's colours)
/// live in ``extra`` under their key names.
package struct LayerProperties {
    package var bounds = CGRect.zero
    package var position = CGPoint.zero
    package var zPosition: CGFloat = 0
    package var anchorPoint = CGPoint(x: 0.5, y: 0.5)
    package var anchorPointZ: CGFloat = 0
    package var transform = CATransform3DIdentity
    package var sublayerTransform = CATransform3DIdentity
    package var isHidden = false
    package var opacity: Float = 1
    package var masksToBounds = false
    package var backgroundColor: CGColor?
    package var cornerRadius: CGFloat = 0
    package var maskedCorners: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner,
                                               .layerMaxXMaxYCorner]
    package var borderWidth: CGFloat = 0
    package var borderColor: CGColor? = CGColor(gray: 0, alpha: 1)
    package var shadowColor: CGColor? = CGColor(gray: 0, alpha: 1)
    package var shadowOpacity: Float = 0
    package var shadowOffset = CGSize(width: 0, height: -3)
    package var shadowRadius: CGFloat = 3
    package var shadowPath: CGPath?
    package var contents: Any?
    package var contentsGravity: CALayerContentsGravity = .resize
    package var contentsRect = CGRect(x: 0, y: 0, width: 1, height: 1)
    package var contentsCenter = CGRect(x: 0, y: 0, width: 1, height: 1)
    package var contentsScale: CGFloat = 1
    package var isOpaque = false
    package var isDoubleSided = true
    package var isGeometryFlipped = false
    package var minificationFilter: CALayerContentsFilter = .linear
    package var magnificationFilter: CALayerContentsFilter = .linear
    /// Subclass properties by key.
    package var extra: [String: Any] = [:]

    package init() {}

    /// The layer's frame in its superlayer's space: the bounding box of its bounds after transform and anchoring.
    package var frame: CGRect {
        let anchorX = bounds.width * anchorPoint.x, anchorY = bounds.height * anchorPoint.y
        if CATransform3DIsIdentity(transform) {
            return CGRect(x: position.x - anchorX, y: position.y - anchorY, width: bounds.width, height: bounds.height)
        }
        // Map the corners through: move anchor to origin, transform, move to position.
        let local = CGRect(x: -anchorX, y: -anchorY, width: bounds.width, height: bounds.height)
        var minX = CGFloat.infinity, minY = CGFloat.infinity, maxX = -CGFloat.infinity, maxY = -CGFloat.infinity
        for corner in [CGPoint(x: local.minX, y: local.minY), CGPoint(x: local.maxX, y: local.minY),
                       CGPoint(x: local.minX, y: local.maxY), CGPoint(x: local.maxX, y: local.maxY)] {
            let p = transform.project(corner) ?? corner
            minX = min(minX, p.x); minY = min(minY, p.y); maxX = max(maxX, p.x); maxY = max(maxY, p.y)
        }
        return CGRect(x: position.x + minX, y: position.y + minY, width: maxX - minX, height: maxY - minY)
    }
}

/// Which corners `cornerRadius` rounds.
public struct CACornerMask: OptionSet, Sendable, Hashable {
    /// The corner bits, with Core Animation's values (minX-minY 1, maxX-minY 2, minX-maxY 4, maxX-maxY 8).
    public let rawValue: UInt
    /// Creates a mask from its bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The top-left corner (minimum x, minimum y; y down).
    public static let layerMinXMinYCorner = CACornerMask(rawValue: 1 << 0)
    /// The top-right corner.
    public static let layerMaxXMinYCorner = CACornerMask(rawValue: 1 << 1)
    /// The bottom-left corner.
    public static let layerMinXMaxYCorner = CACornerMask(rawValue: 1 << 2)
    /// The bottom-right corner.
    public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 1 << 3)
}

/// How a layer's contents image is fitted into its bounds.
public struct CALayerContentsGravity: RawRepresentable, Hashable, Sendable {
    /// Core Animation's name for the gravity (`"resizeAspect"`, …), as `contentsGravity` is written in key-value code.
    public let rawValue: String
    /// Creates a gravity from its name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Centred, at the image's size.
    public static let center = Self(rawValue: "center")
    /// Centred horizontally along the top edge, at the image's size.
    public static let top = Self(rawValue: "top")
    /// Centred horizontally along the bottom edge.
    public static let bottom = Self(rawValue: "bottom")
    /// Centred vertically along the left edge.
    public static let left = Self(rawValue: "left")
    /// Centred vertically along the right edge.
    public static let right = Self(rawValue: "right")
    /// In the top-left corner.
    public static let topLeft = Self(rawValue: "topLeft")
    /// In the top-right corner.
    public static let topRight = Self(rawValue: "topRight")
    /// In the bottom-left corner.
    public static let bottomLeft = Self(rawValue: "bottomLeft")
    /// In the bottom-right corner.
    public static let bottomRight = Self(rawValue: "bottomRight")
    /// Stretched to fill the bounds (the default).
    public static let resize = Self(rawValue: "resize")
    /// Scaled to fit inside the bounds, keeping its aspect ratio.
    public static let resizeAspect = Self(rawValue: "resizeAspect")
    /// Scaled to fill the bounds, keeping its aspect ratio (cropped).
    public static let resizeAspectFill = Self(rawValue: "resizeAspectFill")
}

/// The filter used to scale a layer's contents.
public struct CALayerContentsFilter: RawRepresentable, Hashable, Sendable {
    /// Core Animation's name for the filter (`"nearest"`, `"linear"`, `"trilinear"`).
    public let rawValue: String
    /// Creates a filter from its name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The nearest pixel: blocky, fast.
    public static let nearest = Self(rawValue: "nearest")
    /// Bilinear interpolation (the default).
    public static let linear = Self(rawValue: "linear")
    /// Bilinear, with mipmaps when shrinking (drawn as linear).
    public static let trilinear = Self(rawValue: "trilinear")
}
