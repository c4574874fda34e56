// SPDX-License-Identifier: Apache-2.0

import CoreGraphics
import Foundation

/// A font: a family, a style and a point size, with its vertical metrics (guide §2.4, "Drawing Text").
///
/// Fonts are immutable values; two fonts are equal when they name the same face at the same size. The iPhone OS
/// system font (Helvetica) is served by Liberation Sans, which has the same metrics.
///
/// Sizes: a size of 0 means Core Text's default, 12 pt; negative or non-finite sizes are logged through
/// `UIKitDiagnostics` and also give 12 pt, and sizes above 16,384 pt give 16,384 pt (logged), so bad input never
/// produces an unusable font.
open class UIFont: NSObject, @unchecked Sendable {
    /// The Core Graphics text-engine font behind this font.
    package let textFont: TextFont
    /// The text style a Dynamic Type font follows (``preferredFont(forTextStyle:)``, `UIFontMetrics`); nil for
    /// fixed-size fonts.
    package let dynamicType: DynamicTypeOrigin?

    package init(textFont: TextFont, dynamicType: DynamicTypeOrigin? = nil) {
        var font = textFont
        font.size = UIFont.sanitizedSize(textFont.size)
        self.textFont = font
        self.dynamicType = dynamicType
        super.init()
    }

    /// The default size used for size 0 and for invalid sizes, in points.
    package static let defaultSize: CGFloat = 12

    /// `size` if it is a positive finite point size up to `TextFont.maximumSize` (16,384 pt), that maximum for
    /// larger sizes, otherwise 12 pt (logging invalid and clamped values).
    package static func sanitizedSize(_ size: CGFloat) -> CGFloat {
        if size > TextFont.maximumSize, size.isFinite {
            UIKitDiagnostics.log("UIFont: point size \(size) is above the maximum; using \(TextFont.maximumSize) pt")
            return TextFont.maximumSize
        }
        if size > 0, size.isFinite { return size }
        if size != 0 { UIKitDiagnostics.log("UIFont: invalid point size \(size); using \(defaultSize) pt") }
        return defaultSize
    }

    /// Creates the font named `fontName` ("Helvetica", "Helvetica-Bold", "Courier-Oblique" or an installed family
    /// such as "Liberation Serif Bold") at `fontSize` points, or nil (with a diagnostic) when no such font exists.
    public convenience init?(name fontName: String, size fontSize: CGFloat) {
        guard let font = TextFont.named(fontName, size: UIFont.sanitizedSize(fontSize)) else {
            UIKitDiagnostics.log("UIFont(name: \"\(fontName)\") is not an installed font; returning nil")
            return nil
        }
        self.init(textFont: font)
    }

    /// The standard size of system text, 14 points.
    open class var systemFontSize: CGFloat { 14 }
    /// The size of small system text, 12 points.
    open class var smallSystemFontSize: CGFloat { 12 }
    /// The standard size of label text, 17 points (``UILabel``'s default font size).
    open class var labelFontSize: CGFloat { 17 }
    /// The standard size of button titles, 18 points.
    open class var buttonFontSize: CGFloat { 18 }

    /// The system font at `fontSize` points.
    open class func systemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(textFont: .system(size: sanitizedSize(fontSize)))
    }

    /// The bold system font at `fontSize` points.
    open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(textFont: .system(size: sanitizedSize(fontSize), bold: true))
    }

    /// The italic (oblique) system font at `fontSize` points.
    open class func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(textFont: .system(size: sanitizedSize(fontSize), italic: true))
    }

    /// The system font at `fontSize` points and `weight`; the installed faces have two weights, so weights from
    /// `.semibold` up draw bold and lighter ones regular.
    open class func systemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
        let bold = weight.rawValue >= UIFont.Weight.semibold.rawValue
        return UIFont(textFont: .system(size: sanitizedSize(fontSize), bold: bold))
    }

    /// The fixed-pitch system font (SF Mono on iOS; Liberation Mono here) at `fontSize` points and `weight`
    /// (bold from `.semibold` up, as for ``systemFont(ofSize:weight:)``).
    open class func monospacedSystemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
        let bold = weight.rawValue >= UIFont.Weight.semibold.rawValue
        return UIFont(textFont: TextFont(family: "Liberation Mono", size: sanitizedSize(fontSize), bold: bold,
                                         italic: false))
    }

    /// The system font with digits of equal width, for numbers that change in place (timers, counters). The
    /// system face's digits are already tabular, so this is ``systemFont(ofSize:weight:)``.
    open class func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
        systemFont(ofSize: fontSize, weight: weight)
    }

    /// The same face at `fontSize` points (same size rules as the initialisers).
    open func withSize(_ fontSize: CGFloat) -> UIFont {
        var font = textFont
        font.size = UIFont.sanitizedSize(fontSize)
        return UIFont(textFont: font)
    }

    /// The family name, e.g. "Liberation Sans" for the system font.
    open var familyName: String { textFont.family }

    /// The face's full name: the family, then "-Bold", "-Italic" or "-BoldItalic" for styled faces;
    /// `UIFont(name: font.fontName, size:)` gives back an equal font.
    open var fontName: String {
        switch (textFont.bold, textFont.italic) {
        case (false, false): return textFont.family
        case (true, false): return textFont.family + "-Bold"
        case (false, true): return textFont.family + "-Italic"
        case (true, true): return textFont.family + "-BoldItalic"
        }
    }

    /// The size in points.
    open var pointSize: CGFloat { textFont.size }
    /// The distance from the baseline to the top of the tallest glyphs, in points (positive).
    open var ascender: CGFloat { textFont.metrics.ascender }
    /// The distance from the baseline to the bottom of the lowest glyphs, in points (negative, as in UIKit).
    open var descender: CGFloat { textFont.metrics.descender }
    /// The height of capital letters above the baseline, in points.
    open var capHeight: CGFloat { textFont.metrics.capHeight }
    /// The height of lowercase "x" above the baseline, in points.
    open var xHeight: CGFloat { textFont.metrics.xHeight }
    /// The height of one line of text, in points: at least `ascender - descender`.
    open var lineHeight: CGFloat { textFont.metrics.lineHeight }
    /// The extra space between lines, in points (`lineHeight - ascender + descender`, never negative).
    open var leading: CGFloat { textFont.metrics.leading }

    /// Whether `object` is a font with the same face and point size.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIFont else { return false }
        return textFont == other.textFont
    }

    /// A hash of the face and size, consistent with ``UIFont/isEqual(_:)``.
    open override var hash: Int { textFont.hashValue }

    /// The font for logs: its name and point size.
    open override var description: String { "<UIFont \"\(fontName)\" \(pointSize) pt>" }
}

extension UIFont {
    /// A font weight, from -1 (thinnest) to 1 (heaviest), with UIKit's named values.
    public struct Weight: RawRepresentable, Hashable, Sendable {
        /// The weight, from -1 (thinnest) through 0 (regular) to 1 (heaviest).
        public var rawValue: CGFloat
        /// Creates a weight from its value.
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// Creates a weight from its value.
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }

        /// The thinnest named weight, -0.8. The system font draws the regular face for every weight below
        /// ``UIFont/Weight/semibold``.
        public static let ultraLight = Weight(-0.8)
        /// Thin, -0.6 (drawn with the regular face).
        public static let thin = Weight(-0.6)
        /// Light, -0.4 (drawn with the regular face).
        public static let light = Weight(-0.4)
        /// Regular, 0: the weight of body text.
        public static let regular = Weight(0)
        /// Medium, 0.23 (drawn with the regular face).
        public static let medium = Weight(0.23)
        /// Semibold, 0.3: the headline weight, and the lightest the system font draws with its bold face.
        public static let semibold = Weight(0.3)
        /// Bold, 0.4 (drawn with the bold face).
        public static let bold = Weight(0.4)
        /// Heavy, 0.56 (drawn with the bold face).
        public static let heavy = Weight(0.56)
        /// Black, 0.62, the heaviest named weight (drawn with the bold face).
        public static let black = Weight(0.62)
    }
}
