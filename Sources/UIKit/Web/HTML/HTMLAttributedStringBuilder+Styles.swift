// SPDX-License-Identifier: Apache-2.0

import CoreGraphics
import Foundation

/// The builder's reading of inline `style` declarations and presentational attributes (`align`, `<font size>`,
/// `width`/`height`).
extension HTMLAttributedStringBuilder {
    /// Applies one CSS declaration of an element's `style` to its character and paragraph styles.
    func apply(_ property: String, _ value: String, inline: inout HTMLInlineStyle, block: inout HTMLBlockStyle,
               parentSize: CGFloat)
    {
        switch property {
        case "color": if let color = CSSDeclarations.color(value) { inline.color = color }
        case "background-color", "background":
            if let color = CSSDeclarations.color(value) { inline.background = color }
        case "font-size": if let size = CSSDeclarations.fontSize(value, parent: parentSize) { inline.size = size }
        case "font-weight": if let bold = CSSDeclarations.isBold(value) { inline.bold = bold }
        case "font-style":
            let style = value.lowercased()
            if style == "italic" || style == "oblique" { inline.italic = true } else if style == "normal" { inline.italic = false }
        case "font-family": inline.applyFontFamily(value)
        case "text-align": if let alignment = HTMLAttributedStringBuilder.alignment(value.lowercased()) { block.alignment = alignment }
        case "text-decoration", "text-decoration-line":
            let words = value.lowercased()
            if words.contains("none") { inline.underline = false; inline.strikethrough = false }
            if words.contains("underline") { inline.underline = true }
            if words.contains("line-through") { inline.strikethrough = true }
        default: break
        }
    }

    /// The alignment an `align` attribute or `text-align` value names.
    static func alignment(_ value: String) -> NSTextAlignment? {
        switch value {
        case "left", "start": .left
        case "right", "end": .right
        case "center", "middle": .center
        case "justify": .justified
        default: nil
        }
    }

    /// `<font size>`: 1–7 (or +n/-n from 3) → 10, 13, 16, 18, 24, 32, 48 px.
    static func fontTagSize(_ value: String) -> CGFloat? {
        let text = value.trimmingCharacters(in: .whitespaces)
        guard let number = Int(text.hasPrefix("+") ? String(text.dropFirst()) : text) else { return nil }
        let index = text.hasPrefix("+") || text.hasPrefix("-") ? 3 + number : number
        let sizes: [CGFloat] = [10, 13, 16, 18, 24, 32, 48]
        return sizes[min(7, max(1, index)) - 1]
    }

    /// An HTML length attribute in pixels ("120", "120px"); nil for percentages and junk.
    static func pixels(_ value: String) -> CGFloat? {
        var text = value.trimmingCharacters(in: .whitespaces).lowercased()
        if text.hasSuffix("px") { text.removeLast(2) }
        guard let number = Double(text), number.isFinite, number > 0 else { return nil }
        return CGFloat(min(number, 10_000))
    }
}
