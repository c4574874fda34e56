// SPDX-License-Identifier: Apache-2.0

import CoreGraphics
import Foundation

/// The inherited character style of an HTML element while it is read: font, colours, decorations and link.
/// Defaults are Apple's for HTML: Times (Times New Roman) 12 pt, black.
package struct HTMLInlineStyle {
    package var family = HTMLInlineStyle.serif
    package var size: CGFloat = 12
    package var bold = false
    package var italic = false
    package var color: UIColor = .black
    package var background: UIColor?
    package var underline = false
    package var strikethrough = false
    package var link: URL?
    package var baselineOffset: CGFloat = 0
    /// Inside `pre`: white space and line breaks are kept.
    package var preformatted = false

    package static let serif = "Times New Roman"
    package static let sansSerif = "Helvetica"
    package static let monospace = "Courier"
    /// The colour of unvisited links, WebKit's `#0000EE`.
    package static let linkColor = UIColor(red: 0, green: 0, blue: 238.0 / 255, alpha: 1)

    /// Whether two styles give the same attributes (colours compared by identity: inherited colours are shared).
    package func sameAttributes(as other: HTMLInlineStyle) -> Bool {
        family == other.family && size == other.size && bold == other.bold && italic == other.italic
            && color === other.color && background === other.background && underline == other.underline
            && strikethrough == other.strikethrough && link == other.link && baselineOffset == other.baselineOffset
    }

    /// The attributed-string attributes of this style (`fonts` caches the fonts a document uses).
    package func attributes(fonts: inout [String: UIFont]) -> [NSAttributedString.Key: Any] {
        let key = "\(family)|\(size)|\(bold)|\(italic)"
        let font: UIFont
        if let cached = fonts[key] {
            font = cached
        } else {
            font = UIFont(textFont: TextFont(family: family, size: size, bold: bold, italic: italic))
            fonts[key] = font
        }
        var attributes: [NSAttributedString.Key: Any] = [.font: font, .foregroundColor: color]
        if let background { attributes[.backgroundColor] = background }
        if underline { attributes[.underlineStyle] = NSUnderlineStyle.single.rawValue }
        if strikethrough { attributes[.strikethroughStyle] = NSUnderlineStyle.single.rawValue }
        if let link { attributes[.link] = link }
        if baselineOffset != 0 { attributes[.baselineOffset] = baselineOffset }
        return attributes
    }

    /// Applies a CSS `font-family` list: the first generic or known family wins.
    package mutating func applyFontFamily(_ value: String) {
        for name in value.split(separator: ",") {
            let family = name.trimmingCharacters(in: CharacterSet(charactersIn: " \"'")).lowercased()
            switch family {
            case "monospace", "courier", "courier new", "menlo", "monaco", "consolas", "ui-monospace":
                self.family = HTMLInlineStyle.monospace
                return
            case "serif", "times", "times new roman", "georgia", "ui-serif":
                self.family = HTMLInlineStyle.serif
                return
            case "sans-serif", "helvetica", "helvetica neue", "arial", "system-ui", "-apple-system", "verdana",
                 "ui-sans-serif", "tahoma":
                self.family = HTMLInlineStyle.sansSerif
                return
            default: continue
            }
        }
    }
}

/// The inherited paragraph layout of an HTML block: alignment, indents and list tab stops.
package struct HTMLBlockStyle {
    package var alignment: NSTextAlignment = .natural
    /// The indent of lines after the first (and of the first unless ``firstLineIndent`` is set).
    package var leftIndent: CGFloat = 0
    package var firstLineIndent: CGFloat?
    package var rightIndent: CGFloat = 0
    /// Explicit tab stops (list markers); empty for the default stops.
    package var tabStops: [CGFloat] = []

    /// The paragraph style for a paragraph in this block followed by `spacing` points.
    package func paragraphStyle(spacingAfter spacing: CGFloat) -> NSParagraphStyle {
        let style = NSMutableParagraphStyle()
        style.alignment = alignment
        style.headIndent = leftIndent
        style.firstLineHeadIndent = firstLineIndent ?? leftIndent
        if rightIndent > 0 { style.tailIndent = -rightIndent }
        if !tabStops.isEmpty {
            style.tabStops = tabStops.map { NSTextTab(textAlignment: .natural, location: $0, options: [:]) }
        }
        style.paragraphSpacing = spacing
        return style
    }
}
