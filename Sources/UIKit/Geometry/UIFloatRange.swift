// SPDX-License-Identifier: Apache-2.0

import Foundation

/// A closed range of floating-point values (Apple's `UIFloatRange`, iOS 9): attachment ranges, zoom ranges.
public struct UIFloatRange: Equatable, Hashable, Sendable {
    /// The lower end.
    public var minimum: CGFloat
    /// The upper end.
    public var maximum: CGFloat

    /// The range 0…0 (the imported C struct's zero initialiser).
    public init() { self.init(minimum: 0, maximum: 0) }

    /// The range `minimum`…`maximum`.
    public init(minimum: CGFloat, maximum: CGFloat) {
        self.minimum = minimum
        self.maximum = maximum
    }

    /// 0…0.
    public static let zero = UIFloatRange()
    /// −∞…+∞: no limit.
    public static let infinite = UIFloatRange(minimum: -.infinity, maximum: .infinity)

    /// Whether both ends are infinite (no limit).
    public var isInfinite: Bool { minimum.isInfinite && maximum.isInfinite }
}

/// 0…0 (the C constant).
public let UIFloatRangeZero = UIFloatRange.zero
/// −∞…+∞ (the C constant).
public let UIFloatRangeInfinite = UIFloatRange.infinite

/// Whether `range` has infinite ends (the C function).
public func UIFloatRangeIsInfinite(_ range: UIFloatRange) -> Bool { range.isInfinite }

/// A range from `minimum` to `maximum` (the C function).
public func UIFloatRangeMake(_ minimum: CGFloat, _ maximum: CGFloat) -> UIFloatRange {
    UIFloatRange(minimum: minimum, maximum: maximum)
}

/// Whether two ranges are equal (the C function).
public func UIFloatRangeIsEqualToRange(_ range: UIFloatRange, _ otherRange: UIFloatRange) -> Bool { range == otherRange }
