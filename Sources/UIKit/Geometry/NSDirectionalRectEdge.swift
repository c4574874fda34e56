// SPDX-License-Identifier: Apache-2.0

/// Edges of a rectangle that follow the reading direction (iOS 13): `leading` is the left edge in left-to-right
/// layouts. Used, for example, for where a button configuration places its image.
public struct NSDirectionalRectEdge: OptionSet, Hashable, Sendable {
    /// The edge bits, with UIKit's values (top 1, leading 2, bottom 4, trailing 8).
    public let rawValue: UInt
    /// Creates a set of edges from its bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The top edge.
    public static let top = NSDirectionalRectEdge(rawValue: 1 << 0)
    /// The leading edge.
    public static let leading = NSDirectionalRectEdge(rawValue: 1 << 1)
    /// The bottom edge.
    public static let bottom = NSDirectionalRectEdge(rawValue: 1 << 2)
    /// The trailing edge.
    public static let trailing = NSDirectionalRectEdge(rawValue: 1 << 3)
    /// Every edge.
    public static let all: NSDirectionalRectEdge = [.top, .leading, .bottom, .trailing]
}
