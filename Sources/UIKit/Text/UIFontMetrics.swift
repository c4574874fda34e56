// SPDX-License-Identifier: Apache-2.0

import Foundation

/// Scales custom fonts and values with the user's preferred text size, as a text style does (Dynamic Type).
///
/// A metrics object follows one text style: at a content size category, it scales by the ratio of that style's
/// size there to its size at `.large` (`DynamicTypeSizes`), so a 17 pt font follows body text exactly and other
/// sizes grow in proportion. Sizes are not rounded. Fonts it makes remember the style, their unscaled size and
/// their maximum, so a label that `adjustsFontForContentSizeCategory` scales them again when the category
/// changes. Immutable and thread-safe.
open class UIFontMetrics: NSObject, @unchecked Sendable {
    private let style: UIFont.TextStyle

    /// The metrics of body text.
    open class var `default`: UIFontMetrics { UIFontMetrics(forTextStyle: .body) }

    /// Metrics following `textStyle`'s sizes (an unknown style follows body text).
    public init(forTextStyle textStyle: UIFont.TextStyle) {
        style = textStyle
        super.init()
    }

    /// `font` scaled for the app's preferred text size (or ``UITraitCollection/current``'s when that specifies
    /// one). Give the font at its size for the default category, `.large`. A font that was already scaled (made
    /// by `UIFontMetrics` or `preferredFont(forTextStyle:)`) raises an exception on iOS; here it is logged and
    /// scaled from its own unscaled size instead.
    open func scaledFont(for font: UIFont) -> UIFont {
        scaledFont(for: font, maximumPointSize: 0, compatibleWith: UITraitCollection.current)
    }

    /// `font` scaled as ``scaledFont(for:)``, no larger than `maximumPointSize` points (0 or less: no limit).
    open func scaledFont(for font: UIFont, maximumPointSize: CGFloat) -> UIFont {
        scaledFont(for: font, maximumPointSize: maximumPointSize, compatibleWith: UITraitCollection.current)
    }

    /// `font` scaled for `traitCollection`'s content size category (the app's when nil or unspecified).
    open func scaledFont(for font: UIFont, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        scaledFont(for: font, maximumPointSize: 0, compatibleWith: traitCollection)
    }

    /// `font` scaled for `traitCollection`'s content size category (the app's when nil or unspecified), no
    /// larger than `maximumPointSize` points (0 or less, or not finite: no limit).
    open func scaledFont(
        for font: UIFont, maximumPointSize: CGFloat, compatibleWith traitCollection: UITraitCollection?
    )
        -> UIFont
    {
        var base = font.pointSize
        if let origin = font.dynamicType {
            UIKitDiagnostics.log("UIFontMetrics: \(font) is already scaled; scaling its unscaled size instead")
            base = origin.baseSize ?? DynamicTypeSizes.pointSize(origin.style, .large)
        }
        let maximum = maximumPointSize.isFinite && maximumPointSize > 0 ? maximumPointSize : nil
        let origin = DynamicTypeOrigin(style: style, baseSize: base, maximumPointSize: maximum)
        return origin.font(from: font.textFont, category: PreferredContentSize.category(for: traitCollection))
    }

    /// `value` (a distance in points: spacing, an image's height) scaled for the app's preferred text size.
    open func scaledValue(for value: CGFloat) -> CGFloat {
        scaledValue(for: value, compatibleWith: UITraitCollection.current)
    }

    /// `value` scaled for `traitCollection`'s content size category (the app's when nil or unspecified).
    open func scaledValue(for value: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> CGFloat {
        DynamicTypeSizes.scaled(value, style, PreferredContentSize.category(for: traitCollection))
    }
}
