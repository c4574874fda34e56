// SPDX-License-Identifier: Apache-2.0

/// A set of a rectangle's edges (`UIRectEdge`), with UIKit's bit values.
public struct UIRectEdge: OptionSet, Hashable, Sendable {
    /// The option bits, with Apple's values.
    public let rawValue: UInt
    /// Creates the options from their bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The top edge.
    public static let top = Self(rawValue: 1 << 0)
    /// The left edge.
    public static let left = Self(rawValue: 1 << 1)
    /// The bottom edge.
    public static let bottom = Self(rawValue: 1 << 2)
    /// The right edge.
    public static let right = Self(rawValue: 1 << 3)
    /// All four edges.
    public static let all: Self = [.top, .left, .bottom, .right]
}
