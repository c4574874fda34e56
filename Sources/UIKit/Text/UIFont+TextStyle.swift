// SPDX-License-Identifier: Apache-2.0

extension UIFont {
    /// A Dynamic Type text style: `UIFont.TextStyle`, with UIKit's raw values. The sizes below are at the default
    /// content size category, `.large`; `DynamicTypeSizes` has them all.
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        /// The style's name, as UIKit spells it.
        public let rawValue: String
        /// Creates a style from its name.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// 34 pt regular.
        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        /// 28 pt regular.
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        /// 22 pt regular.
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        /// 20 pt regular.
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        /// 17 pt semibold.
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        /// 15 pt regular.
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        /// 17 pt regular: body text.
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        /// 16 pt regular.
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        /// 13 pt regular.
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        /// 12 pt regular.
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        /// 11 pt regular.
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")

        /// The weight iOS gives the style: semibold for headlines, regular for the rest.
        fileprivate var weight: UIFont.Weight { self == .headline ? .semibold : .regular }
    }

    /// The system font for `style` at the app's preferred text size (`UIApplication.preferredContentSizeCategory`,
    /// chosen with `--text-size`; `.large` by default), or at ``UITraitCollection/current``'s when that specifies
    /// one. Sizes follow iOS's Dynamic Type table (`DynamicTypeSizes`); an unknown style is body text. The font
    /// remembers its style, so a label that ``UILabel/adjustsFontForContentSizeCategory`` re-sizes it when the
    /// user's text size changes. Thread-safe.
    public class func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        preferredFont(forTextStyle: style, compatibleWith: UITraitCollection.current)
    }

    /// The system font for `style` at `traitCollection`'s preferred content size category (the app's when nil or
    /// unspecified), as ``preferredFont(forTextStyle:)``.
    public class func preferredFont(forTextStyle style: TextStyle, compatibleWith traitCollection: UITraitCollection?)
        -> UIFont
    {
        let origin = DynamicTypeOrigin(style: style, baseSize: nil, maximumPointSize: nil)
        return origin.font(from: systemFont(ofSize: 17, weight: style.weight).textFont,
                           category: PreferredContentSize.category(for: traitCollection))
    }
}

/// How a Dynamic Type font was made, so it can be made again for another content size category: the text style
/// it follows, and for a `UIFontMetrics` font the unscaled size and the maximum it was given.
package struct DynamicTypeOrigin: Hashable, Sendable {
    /// The text style whose sizes the font follows.
    package let style: UIFont.TextStyle
    /// The size at `.large` of a font scaled by `UIFontMetrics`; nil for `preferredFont(forTextStyle:)`'s, which
    /// take the table's size.
    package let baseSize: CGFloat?
    /// The largest size a `UIFontMetrics` font may grow to (nil: no limit).
    package let maximumPointSize: CGFloat?

    /// The point size at `category`.
    package func pointSize(at category: UIContentSizeCategory) -> CGFloat {
        guard let baseSize else { return DynamicTypeSizes.pointSize(style, category) }
        let scaled = DynamicTypeSizes.scaled(baseSize, style, category)
        return maximumPointSize.map { min(scaled, $0) } ?? scaled
    }

    /// `face` at this origin's size for `category`, remembering the origin.
    package func font(from face: TextFont, category: UIContentSizeCategory) -> UIFont {
        var font = face
        font.size = UIFont.sanitizedSize(pointSize(at: category))
        return UIFont(textFont: font, dynamicType: self)
    }
}
