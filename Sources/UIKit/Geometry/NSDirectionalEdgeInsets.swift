// SPDX-License-Identifier: Apache-2.0

import Foundation

/// Insets that follow the reading direction: `leading` is the left edge in left-to-right layouts and the right
/// edge in right-to-left ones (iOS 11's `NSDirectionalEdgeInsets`).
public struct NSDirectionalEdgeInsets: Equatable, Hashable, Sendable {
    /// Inset from the top edge, in points.
    public var top: CGFloat
    /// Inset from the leading edge, in points.
    public var leading: CGFloat
    /// Inset from the bottom edge, in points.
    public var bottom: CGFloat
    /// Inset from the trailing edge, in points.
    public var trailing: CGFloat

    /// Insets of `top`, `leading`, `bottom` and `trailing` points.
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// No inset on any side (the imported C struct's zero initialiser).
    public init() { self.init(top: 0, leading: 0, bottom: 0, trailing: 0) }

    /// No inset on any side.
    public static let zero = NSDirectionalEdgeInsets()
}

/// Directional insets of `top`, `leading`, `bottom` and `trailing` points (the C function).
public func NSDirectionalEdgeInsetsMake(_ top: CGFloat, _ leading: CGFloat, _ bottom: CGFloat,
                                        _ trailing: CGFloat) -> NSDirectionalEdgeInsets {
    NSDirectionalEdgeInsets(top: top, leading: leading, bottom: bottom, trailing: trailing)
}
