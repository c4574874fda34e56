// SPDX-License-Identifier: Apache-2.0

import Foundation

/// iOS's Dynamic Type sizes: the point size of each text style at each content size category.
///
/// Source: Apple's Human Interface Guidelines, Typography → Specifications → "iOS, iPadOS Dynamic Type sizes"
/// (the table since iOS 11, when every style began to grow in the accessibility sizes), cross-checked against
/// sizes measured with `preferredFont(forTextStyle:)` on iOS simulators (the standard sizes of iOS 8.4, and the
/// accessibility sizes of the title styles and callout). Rows are text styles; columns run from extra small to
/// accessibility extra extra extra large, in ``UIContentSizeCategory/allSizes`` order.
package enum DynamicTypeSizes {
    private static let table: [UIFont.TextStyle: [CGFloat]] = [
        // xS, S, M, L, xL, xxL, xxxL, AX1, AX2, AX3, AX4, AX5
        .largeTitle: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60],
        .title1: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58],
        .title2: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56],
        .title3: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55],
        .headline: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
        .body: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
        .callout: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51],
        .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49],
        .footnote: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44],
        .caption1: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43],
        .caption2: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40],
    ]

    /// The point size of `style` at `category`; an unknown style is body text, and an unspecified or unknown
    /// category is `.large`, iOS's default.
    package static func pointSize(_ style: UIFont.TextStyle, _ category: UIContentSizeCategory) -> CGFloat {
        let row = table[style] ?? table[.body]!
        return row[category.sizeIndex ?? 3]
    }

    /// `value` grown as `style` grows from `.large` to `category` (unchanged at `.large`): what `UIFontMetrics`
    /// scales by. Multiplied before dividing, so whole sizes at `.large` scale exactly as the table does.
    package static func scaled(_ value: CGFloat, _ style: UIFont.TextStyle, _ category: UIContentSizeCategory)
        -> CGFloat
    {
        value * pointSize(style, category) / pointSize(style, .large)
    }
}

/// The user's preferred text size, readable from any thread (`UIFont.preferredFont(forTextStyle:)` is
/// thread-safe): the running application's, mirrored here when it is installed or changes.
package enum PreferredContentSize {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var value = UIContentSizeCategory.large

    /// The installed application's preferred content size category (`.large` before an app launches).
    package static var current: UIContentSizeCategory {
        get { lock.withLock { value } }
        set { lock.withLock { value = newValue } }
    }

    /// `traitCollection`'s category when it specifies one, else ``current``.
    package static func category(for traitCollection: UITraitCollection?) -> UIContentSizeCategory {
        let specified = traitCollection?.preferredContentSizeCategory ?? .unspecified
        return specified.sizeIndex == nil ? current : specified
    }
}
