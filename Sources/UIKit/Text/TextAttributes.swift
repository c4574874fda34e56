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

/// Paragraph attributes of text: alignment, line break mode and extra line spacing.
open class NSParagraphStyle: NSObject, @unchecked Sendable {
    /// The default style: natural alignment, word wrapping, no extra spacing.
    open class var `default`: NSParagraphStyle { NSParagraphStyle() }
    /// Horizontal alignment of lines.
    open var alignment: NSTextAlignment { storedAlignment }
    /// How lines wrap or truncate.
    open var lineBreakMode: NSLineBreakMode { storedLineBreakMode }
    /// Extra space between lines, in points (negative values are treated as 0).
    open var lineSpacing: CGFloat { storedLineSpacing }

    package var storedAlignment: NSTextAlignment = .natural
    package var storedLineBreakMode: NSLineBreakMode = .byWordWrapping
    package var storedLineSpacing: CGFloat = 0

    /// Creates the default style: natural alignment, word wrapping, no extra line spacing.
    public override init() { super.init() }

    /// Whether `object` is a paragraph style with the same alignment, line break mode and line spacing.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? NSParagraphStyle else { return false }
        return alignment == other.alignment && lineBreakMode == other.lineBreakMode && lineSpacing == other.lineSpacing
    }

    /// A hash of the alignment and line break mode, consistent with ``NSParagraphStyle/isEqual(_:)``.
    open override var hash: Int { alignment.rawValue &* 31 &+ lineBreakMode.rawValue }

    /// A mutable copy of this style.
    open override func mutableCopy() -> Any {
        let copy = NSMutableParagraphStyle()
        copy.storedAlignment = alignment
        copy.storedLineBreakMode = lineBreakMode
        copy.storedLineSpacing = lineSpacing
        return copy
    }
}

/// A paragraph style whose attributes can be changed.
open class NSMutableParagraphStyle: NSParagraphStyle, @unchecked Sendable {
    /// Horizontal alignment of lines; settable here (default `.natural`).
    open override var alignment: NSTextAlignment {
        get { storedAlignment }
        set { storedAlignment = newValue }
    }
    /// How lines wrap or truncate; settable here (default `.byWordWrapping`).
    open override var lineBreakMode: NSLineBreakMode {
        get { storedLineBreakMode }
        set { storedLineBreakMode = newValue }
    }
    /// Extra space between lines in points; settable here (default 0; negative values draw as 0).
    open override var lineSpacing: CGFloat {
        get { storedLineSpacing }
        set { storedLineSpacing = newValue }
    }
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
        return TextLayout.Paragraph(alignment: alignment(style.alignment), lineBreak: lineBreak(style.lineBreakMode),
                                    lineSpacing: style.lineSpacing.isFinite ? max(0, style.lineSpacing) : 0)
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
