// SPDX-License-Identifier: Apache-2.0

import Foundation

/// Distances inward from the four edges of a rectangle, in points: UIKit's `UIEdgeInsets`.
///
/// Positive values shrink a rectangle (`CGRect.inset(by:)`), negative values grow it.
public struct UIEdgeInsets: Equatable, Hashable, Sendable {
    /// Inset from the top edge, in points.
    public var top: CGFloat
    /// Inset from the left edge, in points.
    public var left: CGFloat
    /// Inset from the bottom edge, in points.
    public var bottom: CGFloat
    /// Inset from the right edge, in points.
    public var right: CGFloat

    /// Insets of `top`, `left`, `bottom` and `right` points.
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// No inset on any side (the imported C struct's zero initialiser).
    public init() { self.init(top: 0, left: 0, bottom: 0, right: 0) }

    /// No inset on any side.
    public static let zero = UIEdgeInsets()
}

/// Insets of `top`, `left`, `bottom` and `right` points (the C function of iPhone OS 2).
public func UIEdgeInsetsMake(_ top: CGFloat, _ left: CGFloat, _ bottom: CGFloat, _ right: CGFloat) -> UIEdgeInsets {
    UIEdgeInsets(top: top, left: left, bottom: bottom, right: right)
}

/// `rect` shrunk by `insets` (the C function of iPhone OS 2; `CGRect.inset(by:)` in Swift).
public func UIEdgeInsetsInsetRect(_ rect: CGRect, _ insets: UIEdgeInsets) -> CGRect { rect.inset(by: insets) }

/// Whether two insets are equal (the C function of iPhone OS 2).
public func UIEdgeInsetsEqualToEdgeInsets(_ a: UIEdgeInsets, _ b: UIEdgeInsets) -> Bool { a == b }

extension CGRect {
    /// The rectangle moved in from each edge by the matching inset: the origin by `left` and `top`, the size less
    /// `left + right` and `top + bottom`.
    ///
    /// Plain arithmetic, exactly as UIKit's inline `UIEdgeInsetsInsetRect`: the rectangle is not standardized, and
    /// insets larger than the rectangle give a negative width or height (not `.null`).
    public func inset(by insets: UIEdgeInsets) -> CGRect {
        CGRect(x: origin.x + insets.left, y: origin.y + insets.top,
               width: size.width - (insets.left + insets.right), height: size.height - (insets.top + insets.bottom))
    }
}
