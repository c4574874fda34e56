// SPDX-License-Identifier: Apache-2.0

import CoreGraphics
import Foundation

// Foundation on Linux defines `NSAttributedString.Key` but none of the UIKit text attribute names or the paragraph
// types, so UIKit provides them here (guide §2.4, "Drawing Text").

extension NSAttributedString.Key {
    /// The `UIFont` of the text; the system font at 12 pt when absent.
    public static let font = NSAttributedString.Key("NSFont")
    /// The `UIColor` (or `CGColor`) of the text; black when absent.
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    /// The `UIColor` (or `CGColor`) filled behind the text's line box; none when absent.
    public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
    /// Extra space after each character, in points (a `CGFloat`, `Double` or `NSNumber`).
    public static let kern = NSAttributedString.Key("NSKern")
    /// The `NSParagraphStyle` of the text: alignment, line breaking and line spacing.
    public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
}

/// Horizontal alignment of text lines.
public enum NSTextAlignment: Int, Sendable {
    case left = 0, center = 1, right = 2, justified = 3, natural = 4
}

/// How text that does not fit is wrapped or truncated.
public enum NSLineBreakMode: Int, Sendable {
    case byWordWrapping = 0, byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail, byTruncatingMiddle
}

/// How text drawn at a reduced font size is placed vertically relative to the original size (guide-era
/// `drawAtPoint:forWidth:withFont:fontSize:…` and `UILabel`).
public enum UIBaselineAdjustment: Int, Sendable {
    /// The reduced text's baseline stays where the original font's baseline would be.
    case alignBaselines = 0
    /// The reduced text is centred on the original line box's centre.
    case alignCenters
    /// The reduced text's top stays at the original top.
    case none
}

/// Options for `boundingRect(with:options:…)`.
public struct NSStringDrawingOptions: OptionSet, Sendable {
    /// The option bits, with Apple's values (usesLineFragmentOrigin 1, usesFontLeading 2, usesDeviceMetrics 8,
    /// truncatesLastVisibleLine 32).
    public let rawValue: Int
    /// Creates options from their bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Lay out as many lines as fit the width, measuring from the top of the first line (without it the text is
    /// one line and the rectangle's origin is the baseline, so its y is minus the ascender).
    public static let usesLineFragmentOrigin = NSStringDrawingOptions(rawValue: 1 << 0)
    /// Include the font's leading in line heights (line heights already include it here).
    public static let usesFontLeading = NSStringDrawingOptions(rawValue: 1 << 1)
    /// Measure glyph ink rather than typographic bounds (accepted; typographic bounds are returned).
    public static let usesDeviceMetrics = NSStringDrawingOptions(rawValue: 1 << 3)
    /// Truncate the last line that fits the height with an ellipsis.
    public static let truncatesLastVisibleLine = NSStringDrawingOptions(rawValue: 1 << 5)
}

/// Conversions from UIKit text attributes to the Core Graphics text engine.
package enum TextAttributeConversion {
    /// The engine attributes for `attributes` (defaults: system 12 pt, black, no background, no kern).
    /// `defaultColor` nil means "the context's fill colour", as the guide-era drawing methods use.
    package static func runAttributes(_ attributes: [NSAttributedString.Key: Any]?,
                                      defaultColor: CGColor? = .black) -> TextLayout.Attributes
    {
        let font = (attributes?[.font] as? UIFont)?.textFont ?? .system(size: UIFont.defaultSize)
        var run = TextLayout.Attributes(font: font, color: color(attributes?[.foregroundColor]) ?? defaultColor,
                                        backgroundColor: color(attributes?[.backgroundColor]),
                                        kern: number(attributes?[.kern]) ?? 0)
        decorate(&run, with: attributes)
        return run
    }

    /// The engine paragraph for the `.paragraphStyle` in `attributes`.
    package static func paragraph(_ attributes: [NSAttributedString.Key: Any]?) -> TextLayout.Paragraph {
        let style = attributes?[.paragraphStyle] as? NSParagraphStyle ?? NSParagraphStyle()
        func nonNegative(_ value: CGFloat) -> CGFloat { value.isFinite ? max(0, value) : 0 }
        var paragraph = TextLayout.Paragraph(alignment: alignment(style.alignment),
                                             lineBreak: lineBreak(style.lineBreakMode),
                                             lineSpacing: nonNegative(style.lineSpacing))
        paragraph.lineHeightMultiple = nonNegative(style.lineHeightMultiple)
        paragraph.minimumLineHeight = nonNegative(style.minimumLineHeight)
        paragraph.maximumLineHeight = nonNegative(style.maximumLineHeight)
        paragraph.paragraphSpacing = nonNegative(style.paragraphSpacing)
        paragraph.paragraphSpacingBefore = nonNegative(style.paragraphSpacingBefore)
        paragraph.firstLineHeadIndent = nonNegative(style.firstLineHeadIndent)
        paragraph.headIndent = nonNegative(style.headIndent)
        paragraph.tailIndent = style.tailIndent.isFinite ? style.tailIndent : 0
        paragraph.tabStops = tabStops(style)
        return paragraph
    }

    /// The tab stop locations of `style`: its stops, then stops every ``NSParagraphStyle/defaultTabInterval``
    /// up to 2,000 points.
    private static func tabStops(_ style: NSParagraphStyle) -> [CGFloat] {
        var stops = style.tabStops.map(\.location).filter { $0.isFinite && $0 > 0 }.sorted()
        let interval = style.defaultTabInterval
        guard interval.isFinite, interval >= 1 else { return stops }
        var next = ((stops.last ?? 0) / interval).rounded(.down) * interval + interval
        while next <= 2000 {
            stops.append(next)
            next += interval
        }
        return stops
    }

    package static func alignment(_ alignment: NSTextAlignment) -> TextLayout.Alignment {
        switch alignment {
        case .left: .left
        case .center: .center
        case .right: .right
        case .justified: .justified
        case .natural: .natural
        }
    }

    package static func lineBreak(_ mode: NSLineBreakMode) -> TextLayout.LineBreak {
        switch mode {
        case .byWordWrapping: .wordWrap
        case .byCharWrapping: .charWrap
        case .byClipping: .clip
        case .byTruncatingHead: .truncateHead
        case .byTruncatingTail: .truncateTail
        case .byTruncatingMiddle: .truncateMiddle
        }
    }

    package static func color(_ value: Any?) -> CGColor? {
        if let ui = value as? UIColor { return ui.cgColor }
        return value as? CGColor
    }

    package static func number(_ value: Any?) -> CGFloat? {
        switch value {
        case let v as CGFloat: v
        case let v as Double: CGFloat(v)
        case let v as Int: CGFloat(v)
        case let v as NSNumber: CGFloat(v.doubleValue)
        default: nil
        }
    }

    /// The runs of `string`, one per attribute range.
    package static func runs(of string: NSAttributedString) -> [TextLayout.Run] {
        var runs: [TextLayout.Run] = []
        let ns = string.string as NSString
        var location = 0
        while location < string.length {
            var range = NSRange(location: 0, length: 0)
            let attributes = string.attributes(at: location, effectiveRange: &range)
            let end = max(range.location + range.length, location + 1)
            if let attachment = attributes[.attachment] as? NSTextAttachment {
                appendAttachmentRuns(attachment, NSRange(location: location, length: end - location), ns,
                                     runAttributes(attributes), to: &runs)
            } else {
                runs.append(TextLayout.Run(ns.substring(with: NSRange(location: location, length: end - location)),
                                           runAttributes(attributes)))
            }
            location = end
        }
        return runs
    }

    /// The runs of `range`, which carries `attachment`: each attachment character (U+FFFC) is a run of its own
    /// laid out as the attachment's box; other characters under the attribute stay text.
    private static func appendAttachmentRuns(_ attachment: NSTextAttachment, _ range: NSRange, _ ns: NSString,
                                             _ attributes: TextLayout.Attributes, to runs: inout [TextLayout.Run])
    {
        var textStart = range.location
        func flushText(upTo end: Int) {
            if end > textStart {
                runs.append(TextLayout.Run(ns.substring(with: NSRange(location: textStart, length: end - textStart)),
                                           attributes))
            }
        }
        for index in range.location..<NSMaxRange(range) where Int(ns.character(at: index)) == NSTextAttachment.character {
            flushText(upTo: index)
            var boxed = attributes
            boxed.attachment = attachment.layoutAttachment(characterIndex: index)
            runs.append(TextLayout.Run("\u{FFFC}", boxed))
            textStart = index + 1
        }
        flushText(upTo: NSMaxRange(range))
    }

    /// The paragraph of `string`: the style at its first character.
    package static func paragraph(of string: NSAttributedString) -> TextLayout.Paragraph {
        paragraph(string.length > 0 ? string.attributes(at: 0, effectiveRange: nil) : nil)
    }
}
