// SPDX-License-Identifier: Apache-2.0

import CoreGraphics
import Foundation

/// Paragraph attributes of text: alignment, line breaking, line heights and spacing, indents, writing direction
/// and tab stops (the value of ``NSAttributedString/Key/paragraphStyle``).
///
/// Styles are immutable; ``NSMutableParagraphStyle`` is the one to change. `copy()` gives an immutable style and
/// `mutableCopy()` a mutable one, both carrying every attribute; two styles are equal when every attribute is.
/// Text layout honours alignment, line break mode, line spacing, line height multiple, minimum and maximum line
/// height, paragraph spacing before and after, the three indents and tab stop locations (see
/// `TextAttributeConversion.paragraph(_:)`); hyphenation, line break strategies and tightening are stored only.
open class NSParagraphStyle: NSObject, NSCopying, NSMutableCopying, @unchecked Sendable {
    /// Line-breaking strategies the text system may use in addition to the line break mode.
    public struct LineBreakStrategy: OptionSet, Sendable {
        /// The strategy bits, with Apple's values.
        public let rawValue: UInt
        /// Creates strategies from their bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Lines are pushed out to avoid a single word on a paragraph's last line.
        public static let pushOut = LineBreakStrategy(rawValue: 1 << 0)
        /// Lines do not break between Hangul characters.
        public static let hangulWordPriority = LineBreakStrategy(rawValue: 1 << 1)
        /// The strategies standard UI labels use.
        public static let standard = LineBreakStrategy(rawValue: 0xFFFF)
    }

    /// Every attribute of a style, in one value (copied and compared whole).
    package struct Values: Equatable {
        var alignment: NSTextAlignment = .natural
        var lineBreakMode: NSLineBreakMode = .byWordWrapping
        var lineSpacing: CGFloat = 0
        var lineHeightMultiple: CGFloat = 0
        var minimumLineHeight: CGFloat = 0
        var maximumLineHeight: CGFloat = 0
        var paragraphSpacing: CGFloat = 0
        var paragraphSpacingBefore: CGFloat = 0
        var firstLineHeadIndent: CGFloat = 0
        var headIndent: CGFloat = 0
        var tailIndent: CGFloat = 0
        var baseWritingDirection: NSWritingDirection = .natural
        var hyphenationFactor: Float = 0
        var tabStops: [NSTextTab] = NSParagraphStyle.defaultTabStops
        var defaultTabInterval: CGFloat = 0
        var lineBreakStrategy: LineBreakStrategy = []
        var allowsDefaultTighteningForTruncation = false

        package static func == (a: Values, b: Values) -> Bool {
            a.alignment == b.alignment && a.lineBreakMode == b.lineBreakMode && a.lineSpacing == b.lineSpacing
                && a.lineHeightMultiple == b.lineHeightMultiple && a.minimumLineHeight == b.minimumLineHeight
                && a.maximumLineHeight == b.maximumLineHeight && a.paragraphSpacing == b.paragraphSpacing
                && a.paragraphSpacingBefore == b.paragraphSpacingBefore
                && a.firstLineHeadIndent == b.firstLineHeadIndent && a.headIndent == b.headIndent
                && a.tailIndent == b.tailIndent && a.baseWritingDirection == b.baseWritingDirection
                && a.hyphenationFactor == b.hyphenationFactor && a.tabStops == b.tabStops
                && a.defaultTabInterval == b.defaultTabInterval && a.lineBreakStrategy == b.lineBreakStrategy
                && a.allowsDefaultTighteningForTruncation == b.allowsDefaultTighteningForTruncation
        }
    }

    /// Apple's default tab stops: twelve left-aligned stops every 28 points.
    static let defaultTabStops = (1...12).map { NSTextTab(textAlignment: .left, location: CGFloat($0 * 28)) }

    package var values = Values()

    /// The default style: natural alignment, word wrapping, no extra spacing or indents, twelve left tab stops
    /// every 28 points.
    open class var `default`: NSParagraphStyle { NSParagraphStyle() }

    /// The writing direction of text in `languageName` (an ISO language code): right to left for Arabic,
    /// Hebrew, Persian, Urdu and the other right-to-left scripts' languages, left to right otherwise (also for nil).
    open class func defaultWritingDirection(forLanguage languageName: String?) -> NSWritingDirection {
        guard let languageName else { return .leftToRight }
        let code = languageName.split(whereSeparator: { $0 == "-" || $0 == "_" }).first.map(String.init) ?? ""
        return ["ar", "he", "iw", "fa", "ur", "yi", "ps", "sd", "ug", "dv", "ku", "ckb"].contains(code)
            ? .rightToLeft : .leftToRight
    }

    /// Horizontal alignment of lines.
    open var alignment: NSTextAlignment { values.alignment }
    /// How lines wrap or truncate.
    open var lineBreakMode: NSLineBreakMode { values.lineBreakMode }
    /// Extra space after each line, in points (negative values are treated as 0).
    open var lineSpacing: CGFloat { values.lineSpacing }
    /// The factor the natural line height is multiplied by before the minimum and maximum apply; 0 (the
    /// default) and negative values mean 1.
    open var lineHeightMultiple: CGFloat { values.lineHeightMultiple }
    /// The smallest height of every line, in points; 0 (the default) means no minimum.
    open var minimumLineHeight: CGFloat { values.minimumLineHeight }
    /// The largest height of every line, in points (taller glyphs overlap the next line); 0 (the default) means
    /// no maximum.
    open var maximumLineHeight: CGFloat { values.maximumLineHeight }
    /// Space added after the paragraph, before the next one, in points (not after the text's last paragraph).
    open var paragraphSpacing: CGFloat { values.paragraphSpacing }
    /// Space added before the paragraph, after the previous one, in points (not before the text's first
    /// paragraph).
    open var paragraphSpacingBefore: CGFloat { values.paragraphSpacingBefore }
    /// The indent of each paragraph's first line from the leading edge, in points.
    open var firstLineHeadIndent: CGFloat { values.firstLineHeadIndent }
    /// The indent of the lines after the first from the leading edge, in points.
    open var headIndent: CGFloat { values.headIndent }
    /// The trailing end of lines: positive is the line length from the leading edge, zero or negative the
    /// distance in from the trailing edge, in points.
    open var tailIndent: CGFloat { values.tailIndent }
    /// The paragraph's base writing direction (`.natural`, from its first strong character, by default).
    open var baseWritingDirection: NSWritingDirection { values.baseWritingDirection }
    /// How eagerly words hyphenate, 0 (never, the default) to 1 (stored; Touchstone does not hyphenate).
    open var hyphenationFactor: Float { values.hyphenationFactor }
    /// The tab stops, sorted by location (twelve left stops every 28 points by default).
    open var tabStops: [NSTextTab] { values.tabStops }
    /// The spacing of tab stops after the last of ``tabStops``, in points; 0 (the default) means none.
    open var defaultTabInterval: CGFloat { values.defaultTabInterval }
    /// The line-breaking strategies (none by default; stored only).
    open var lineBreakStrategy: NSParagraphStyle.LineBreakStrategy { values.lineBreakStrategy }
    /// Whether truncating text may first tighten its letter spacing (false by default; stored only).
    open var allowsDefaultTighteningForTruncation: Bool { values.allowsDefaultTighteningForTruncation }

    /// Creates the default style (see ``default``).
    public override init() { super.init() }

    /// Whether `object` is a paragraph style with equal values for every attribute.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? NSParagraphStyle else { return false }
        return values == other.values
    }

    /// A hash of the alignment, line break mode and spacing, consistent with ``isEqual(_:)``.
    open override var hash: Int {
        var hasher = Hasher()
        hasher.combine(alignment)
        hasher.combine(lineBreakMode)
        hasher.combine(lineSpacing)
        hasher.combine(paragraphSpacing)
        hasher.combine(headIndent)
        return hasher.finalize()
    }

    /// An immutable copy carrying every attribute (a mutable style's copy is no longer mutable).
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = NSParagraphStyle()
        copy.values = values
        return copy
    }

    /// A mutable copy carrying every attribute.
    open func mutableCopy(with zone: NSZone? = nil) -> Any {
        let copy = NSMutableParagraphStyle()
        copy.values = values
        return copy
    }

    /// An immutable copy carrying every attribute: ``copy(with:)``.
    open override func copy() -> Any { copy(with: nil) }

    /// A mutable copy carrying every attribute: ``mutableCopy(with:)``.
    open override func mutableCopy() -> Any { mutableCopy(with: nil) }
}
