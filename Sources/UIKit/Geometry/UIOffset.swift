// SPDX-License-Identifier: Apache-2.0

import Foundation

/// A horizontal and vertical shift, in points: UIKit's `UIOffset` (title positions, shadow offsets).
public struct UIOffset: Equatable, Hashable, Sendable {
    /// The shift along x, in points.
    public var horizontal: CGFloat
    /// The shift along y, in points (positive is down).
    public var vertical: CGFloat

    /// An offset of `horizontal` and `vertical` points.
    public init(horizontal: CGFloat, vertical: CGFloat) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// No shift (the imported C struct's zero initialiser).
    public init() { self.init(horizontal: 0, vertical: 0) }

    /// No shift.
    public static let zero = UIOffset()
}

/// An offset of `horizontal` and `vertical` points (the C function).
public func UIOffsetMake(_ horizontal: CGFloat, _ vertical: CGFloat) -> UIOffset {
    UIOffset(horizontal: horizontal, vertical: vertical)
}
