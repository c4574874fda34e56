// SPDX-License-Identifier: Apache-2.0

extension NSLayoutConstraint {
    /// The part of an item's layout a constraint relates: an edge, a centre, a size or a baseline, possibly
    /// measured inside the item's layout margins. Raw values are UIKit's.
    public enum Attribute: Int, Sendable {
        case left = 1, right, top, bottom, leading, trailing, width, height, centerX, centerY, lastBaseline
        case firstBaseline = 12
        case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
        case centerXWithinMargins, centerYWithinMargins
        /// No attribute: the second attribute of a constraint with no second item (`width == 100`).
        case notAnAttribute = 0

        /// The old name of ``lastBaseline``.
        public static var baseline: Attribute { .lastBaseline }

        /// The attribute's name as UIKit prints it in constraint descriptions (`leading`, `centerX`,
        /// `lastBaseline`, `leadingMargin`).
        package var name: String {
            switch self {
            case .left: return "left"
            case .right: return "right"
            case .top: return "top"
            case .bottom: return "bottom"
            case .leading: return "leading"
            case .trailing: return "trailing"
            case .width: return "width"
            case .height: return "height"
            case .centerX: return "centerX"
            case .centerY: return "centerY"
            case .lastBaseline: return "lastBaseline"
            case .firstBaseline: return "firstBaseline"
            case .leftMargin: return "leftMargin"
            case .rightMargin: return "rightMargin"
            case .topMargin: return "topMargin"
            case .bottomMargin: return "bottomMargin"
            case .leadingMargin: return "leadingMargin"
            case .trailingMargin: return "trailingMargin"
            case .centerXWithinMargins: return "centerXWithinMargins"
            case .centerYWithinMargins: return "centerYWithinMargins"
            case .notAnAttribute: return "notAnAttribute"
            }
        }

        /// The attribute's axis: horizontal for x positions and widths, vertical otherwise (nil for
        /// ``notAnAttribute``).
        package var axis: Axis? {
            switch self {
            case .left, .right, .leading, .trailing, .width, .centerX, .leftMargin, .rightMargin, .leadingMargin,
                .trailingMargin, .centerXWithinMargins:
                return .horizontal
            case .top, .bottom, .height, .centerY, .lastBaseline, .firstBaseline, .topMargin, .bottomMargin,
                .centerYWithinMargins:
                return .vertical
            case .notAnAttribute:
                return nil
            }
        }

        /// Whether the attribute is a size (width or height) rather than a position.
        package var isDimension: Bool { self == .width || self == .height }

        /// Whether the attribute is measured in the reading direction (leading, trailing and their margins),
        /// which must not be related to an absolute left or right.
        package var isDirectional: Bool {
            self == .leading || self == .trailing || self == .leadingMargin || self == .trailingMargin
        }

        /// Whether the attribute is an absolute left or right (and its margins).
        package var isAbsoluteHorizontalEdge: Bool {
            self == .left || self == .right || self == .leftMargin || self == .rightMargin
        }
    }

    /// How a constraint's two sides compare. Raw values are UIKit's.
    public enum Relation: Int, Sendable {
        case lessThanOrEqual = -1, equal = 0, greaterThanOrEqual = 1

        /// `<=`, `==` or `>=`, as constraint descriptions print it.
        package var symbol: String {
            switch self {
            case .lessThanOrEqual: return "<="
            case .equal: return "=="
            case .greaterThanOrEqual: return ">="
            }
        }
    }

    /// A layout axis: horizontal (x, widths) or vertical (y, heights).
    public enum Axis: Int, Sendable {
        case horizontal = 0, vertical = 1
    }

    /// Options of the visual format language (`constraints(withVisualFormat:options:metrics:views:)`): how the
    /// views of a format line up across it, and the direction of its horizontal formats.
    public struct FormatOptions: OptionSet, Sendable {
        /// The options' bits, as UIKit numbers them.
        public let rawValue: UInt
        /// Options from their bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Every view of the format lines up on its left edge (vertical formats), and likewise for the others:
        /// each view is related to the next by the named attribute.
        public static let alignAllLeft = FormatOptions(rawValue: 1 << 1)
        /// The views line up on their right attribute.
        public static let alignAllRight = FormatOptions(rawValue: 1 << 2)
        /// The views line up on their top attribute.
        public static let alignAllTop = FormatOptions(rawValue: 1 << 3)
        /// The views line up on their bottom attribute.
        public static let alignAllBottom = FormatOptions(rawValue: 1 << 4)
        /// The views line up on their leading attribute.
        public static let alignAllLeading = FormatOptions(rawValue: 1 << 5)
        /// The views line up on their trailing attribute.
        public static let alignAllTrailing = FormatOptions(rawValue: 1 << 6)
        /// The views line up on their centerX attribute.
        public static let alignAllCenterX = FormatOptions(rawValue: 1 << 9)
        /// The views line up on their centerY attribute.
        public static let alignAllCenterY = FormatOptions(rawValue: 1 << 10)
        /// The views line up on their lastBaseline attribute.
        public static let alignAllLastBaseline = FormatOptions(rawValue: 1 << 11)
        /// The views line up on their firstBaseline attribute.
        public static let alignAllFirstBaseline = FormatOptions(rawValue: 1 << 12)
        /// The old name of ``alignAllLastBaseline``.
        public static let alignAllBaseline = alignAllLastBaseline
        /// The alignment options together.
        public static let alignmentMask = FormatOptions(rawValue: 0xFFFF)
        /// Horizontal formats run from leading to trailing (the default).
        public static let directionLeadingToTrailing = FormatOptions(rawValue: 0 << 16)
        /// Horizontal formats run from left to right.
        public static let directionLeftToRight = FormatOptions(rawValue: 1 << 16)
        /// Horizontal formats run from right to left.
        public static let directionRightToLeft = FormatOptions(rawValue: 2 << 16)
        /// The direction options together.
        public static let directionMask = FormatOptions(rawValue: 0x3 << 16)
        /// Spacing measured between edges (the default).
        public static let spacingEdgeToEdge = FormatOptions(rawValue: 0 << 19)
        /// Vertical spacing measured between baselines.
        public static let spacingBaselineToBaseline = FormatOptions(rawValue: 1 << 19)
        /// The spacing options together.
        public static let spacingMask = FormatOptions(rawValue: 0x1 << 19)
    }
}

