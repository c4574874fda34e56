// SPDX-License-Identifier: Apache-2.0

/// The directions a popover's arrow may point: towards the source, from the popover's edge.
///
/// `.up` means the arrow is on the popover's top edge pointing up, so the popover sits below its source.
public struct UIPopoverArrowDirection: OptionSet, Sendable, Hashable {
    /// The direction bits, with UIKit's values (up 1, down 2, left 4, right 8; unknown is all bits set).
    public let rawValue: UInt
    /// Creates directions from their bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The arrow points up (the popover is below the source).
    public static let up = UIPopoverArrowDirection(rawValue: 1 << 0)
    /// The arrow points down (the popover is above the source).
    public static let down = UIPopoverArrowDirection(rawValue: 1 << 1)
    /// The arrow points left (the popover is right of the source).
    public static let left = UIPopoverArrowDirection(rawValue: 1 << 2)
    /// The arrow points right (the popover is left of the source).
    public static let right = UIPopoverArrowDirection(rawValue: 1 << 3)
    /// Any of the four directions.
    public static let any: UIPopoverArrowDirection = [.up, .down, .left, .right]
    /// The direction is not known yet (the popover is not shown, or shows without an arrow).
    public static let unknown = UIPopoverArrowDirection(rawValue: UInt.max)
}
