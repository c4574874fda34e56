// SPDX-License-Identifier: Apache-2.0

/// How strongly a layout constraint, a content-hugging or a compression-resistance preference should hold: 1…1000,
/// where 1000 (``required``) must hold and anything lower is satisfied as closely as the higher ones allow.
///
/// Values outside 1…1000 are clamped when a constraint is made or changed, as UIKit does. Internally a priority
/// becomes a weight of `10^(8 × priority / 1000)` in the solver (`LayoutStrength`): each step of 1 weighs about
/// 1.9 % more than the one below it, so of two conflicting preferences with the same error the higher one always
/// wins, and 750 outweighs 250 ten thousand to one.
public struct UILayoutPriority: RawRepresentable, Hashable, Comparable, Sendable {
    /// The priority's value, 1…1000.
    public var rawValue: Float

    /// Creates a priority with `rawValue`.
    public init(rawValue: Float) { self.rawValue = rawValue }

    /// Creates a priority with `rawValue` (UIKit's `UILayoutPriority(999)`).
    public init(_ rawValue: Float) { self.rawValue = rawValue }

    /// 1000: the constraint must hold.
    public static let required = UILayoutPriority(1000)
    /// 750: the priority of a button's compression resistance, and the usual "strong" optional priority.
    public static let defaultHigh = UILayoutPriority(750)
    /// 250: the priority of content hugging, and the usual "weak" optional priority.
    public static let defaultLow = UILayoutPriority(250)
    /// 50: the priority `systemLayoutSizeFitting(_:)` gives its target size.
    public static let fittingSizeLevel = UILayoutPriority(50)
    /// 510: a window-resizing drag (iPadOS scenes; kept for source compatibility).
    public static let dragThatCanResizeScene = UILayoutPriority(510)
    /// 500: the scene's size stays put.
    public static let sceneSizeStayPut = UILayoutPriority(500)
    /// 490: a drag that cannot resize the scene.
    public static let dragThatCannotResizeScene = UILayoutPriority(490)

    /// Whether `lhs` is the weaker priority (`priority < .required`).
    public static func < (lhs: UILayoutPriority, rhs: UILayoutPriority) -> Bool { lhs.rawValue < rhs.rawValue }

    /// `priority + 1`.
    public static func + (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority {
        UILayoutPriority(lhs.rawValue + rhs)
    }

    /// `priority - 1`.
    public static func - (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority {
        UILayoutPriority(lhs.rawValue - rhs)
    }
}

extension UILayoutPriority: CustomStringConvertible {
    /// `UILayoutPriority(rawValue: 750.0)`, as Swift prints it on Apple's platforms.
    public var description: String { "UILayoutPriority(rawValue: \(rawValue))" }
}

/// The solver weight of a priority (see ``UILayoutPriority``).
package enum LayoutStrength {
    /// The weight of `priority`: ``LayoutEngine/required`` at 1000 and above, `10^(8p/1000)` below; NaN is the
    /// weakest.
    package static func weight(_ priority: UILayoutPriority) -> Double {
        let p = Double(priority.rawValue)
        guard p.isFinite else { return p > 0 ? LayoutEngine.required : 1 }
        if p >= 1000 { return LayoutEngine.required }
        return pow(10, 8 * max(1, p) / 1000)
    }

    /// `priority` clamped to 1…1000 (UIKit's range), NaN as 1.
    package static func clamped(_ priority: UILayoutPriority) -> UILayoutPriority {
        let p = priority.rawValue
        return UILayoutPriority(p.isNaN ? 1 : min(1000, max(1, p)))
    }
}
