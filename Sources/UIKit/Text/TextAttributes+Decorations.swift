// SPDX-License-Identifier: Apache-2.0

import Foundation

/// How underlines and strikethroughs are drawn: a style (single, thick, double), a pattern and whether only
/// words are marked. The attribute's value is the raw value (`NSUnderlineStyle.single.rawValue`), as Apple's
/// documentation writes it; the style itself and an `NSNumber` are accepted too.
public struct NSUnderlineStyle: OptionSet, Hashable, Sendable {
    /// The style bits, with Apple's values: the line style in the low byte (single 1, thick 2, double 9), the pattern
    /// in the second (dot 0x100 … dash-dot-dot 0x400), and byWord 0x8000.
    public let rawValue: Int
    /// Creates a style from its bits.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// One thin line.
    public static let single = NSUnderlineStyle(rawValue: 0x01)
    /// One thick line (drawn as a single line here: Pango has one weight).
    public static let thick = NSUnderlineStyle(rawValue: 0x02)
    /// Two thin lines.
    public static let double = NSUnderlineStyle(rawValue: 0x09)
    /// A solid line (the default pattern).
    public static let patternSolid = NSUnderlineStyle([])
    /// A dotted line (drawn solid here).
    public static let patternDot = NSUnderlineStyle(rawValue: 0x0100)
    /// A dashed line (drawn solid here).
    public static let patternDash = NSUnderlineStyle(rawValue: 0x0200)
    /// Dash and dot (drawn solid here).
    public static let patternDashDot = NSUnderlineStyle(rawValue: 0x0300)
    /// Dash, dot, dot (drawn solid here).
    public static let patternDashDotDot = NSUnderlineStyle(rawValue: 0x0400)
    /// Only words are marked, not the spaces between them (the whole run is marked here).
    public static let byWord = NSUnderlineStyle(rawValue: 0x8000)
}

extension NSAttributedString.Key {
    /// An underline: an `NSUnderlineStyle` raw value (`Int` or `NSNumber`); 0 or absent for none.
    public static let underlineStyle = NSAttributedString.Key("NSUnderline")
    /// The underline's `UIColor`; the text's colour when absent.
    public static let underlineColor = NSAttributedString.Key("NSUnderlineColor")
    /// A strikethrough: an `NSUnderlineStyle` raw value; 0 or absent for none.
    public static let strikethroughStyle = NSAttributedString.Key("NSStrikethrough")
    /// The strikethrough's `UIColor`; the text's colour when absent.
    public static let strikethroughColor = NSAttributedString.Key("NSStrikethroughColor")
    /// An `NSShadow` drawn under the text.
    public static let shadow = NSAttributedString.Key("NSShadow")
    /// How far the characters sit above the baseline, in points (a number; negative lowers them).
    public static let baselineOffset = NSAttributedString.Key("NSBaselineOffset")
    /// A link: a `URL` or `String`. Text views make it tappable; drawing alone shows it as plain text.
    public static let link = NSAttributedString.Key("NSLink")
    /// The outline's `UIColor` (stroked text); accepted, drawn as the fill here.
    public static let strokeColor = NSAttributedString.Key("NSStrokeColor")
    /// The outline width as a percentage of the font size (positive: outline only); accepted, not drawn here.
    public static let strokeWidth = NSAttributedString.Key("NSStrokeWidth")
    /// The skew of the glyphs (0: none); accepted, not drawn here.
    public static let obliqueness = NSAttributedString.Key("NSObliqueness")
    /// The log of the horizontal stretch of the glyphs (0: none); accepted, not drawn here.
    public static let expansion = NSAttributedString.Key("NSExpansion")
    /// Ligatures: 0 none, 1 the default ones; accepted (Pango applies the font's defaults).
    public static let ligature = NSAttributedString.Key("NSLigature")
    /// Extra space between characters in points (iOS 14), as ``kern`` when that is absent.
    public static let tracking = NSAttributedString.Key("NSTracking")
    /// An array of `NSWritingDirection` overrides for the text (accepted; the bidirectional algorithm decides).
    public static let writingDirection = NSAttributedString.Key("NSWritingDirection")
    /// A text effect (`NSAttributedString.TextEffectStyle.letterpressStyle`); accepted, not drawn here.
    public static let textEffect = NSAttributedString.Key("NSTextEffect")
    /// Vertical glyph forms (0: horizontal, the only form on iOS).
    public static let verticalGlyphForm = NSAttributedString.Key("CTVerticalForms")
}

extension NSAttributedString {
    /// A text effect for the `.textEffect` attribute.
    public struct TextEffectStyle: RawRepresentable, Hashable, Sendable {
        /// The effect's name, as UIKit spells it (`_UIKitNewLetterpressStyle` for the letterpress effect).
        public let rawValue: String
        /// Creates an effect from its name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The embossed letterpress look.
        public static let letterpressStyle = TextEffectStyle(rawValue: "_UIKitNewLetterpressStyle")
    }
}

extension TextAttributeConversion {
    /// Applies the decoration attributes (underline, strikethrough, baseline offset, shadow, tracking) of
    /// `attributes` to `run`.
    package static func decorate(_ run: inout TextLayout.Attributes, with attributes: [NSAttributedString.Key: Any]?) {
        guard let attributes else { return }
        if let style = underlineStyle(attributes[.underlineStyle]), !style.isEmpty {
            run.underline = true
            run.doubleUnderline = style.contains(.double) && !style.contains(.thick)
            run.underlineColor = color(attributes[.underlineColor])
        }
        if let style = underlineStyle(attributes[.strikethroughStyle]), !style.isEmpty {
            run.strikethrough = true
            run.strikethroughColor = color(attributes[.strikethroughColor])
        }
        if let offset = number(attributes[.baselineOffset]), offset.isFinite { run.baselineOffset = offset }
        if attributes[.kern] == nil, let tracking = number(attributes[.tracking]), tracking.isFinite {
            run.kern = tracking
        }
        if let shadow = attributes[.shadow] as? NSShadow {
            let blur = shadow.shadowBlurRadius.isFinite ? max(0, shadow.shadowBlurRadius) : 0
            let offset = CGSize(width: shadow.shadowOffset.width.isFinite ? shadow.shadowOffset.width : 0,
                                height: shadow.shadowOffset.height.isFinite ? shadow.shadowOffset.height : 0)
            run.shadow = TextLayout.Shadow(offset: offset, blur: blur,
                                           color: color(shadow.shadowColor) ?? CGColor(gray: 0, alpha: 1.0 / 3.0))
        }
    }

    private static func underlineStyle(_ value: Any?) -> NSUnderlineStyle? {
        switch value {
        case let style as NSUnderlineStyle: style
        case let raw as Int: NSUnderlineStyle(rawValue: raw)
        case let number as NSNumber: NSUnderlineStyle(rawValue: number.intValue)
        default: nil
        }
    }
}
