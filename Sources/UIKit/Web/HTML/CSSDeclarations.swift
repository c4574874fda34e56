// SPDX-License-Identifier: Apache-2.0

import CoreGraphics
import Foundation

/// A small reader for the CSS an HTML `style` attribute holds: `name: value` declarations separated by
/// semicolons, plus colours and lengths. It is not a CSS parser: no selectors, style sheets, cascade, shorthands
/// (except `font-weight`/`font-style` words) or `!important` (which is dropped); unknown properties are ignored.
package enum CSSDeclarations {
    /// The declarations of `style`, names lowercased, values trimmed, in order (later ones win when applied).
    package static func parse(_ style: String) -> [(name: String, value: String)] {
        var result: [(String, String)] = []
        for declaration in style.split(separator: ";") {
            guard let colon = declaration.firstIndex(of: ":") else { continue }
            let name = declaration[..<colon].trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
            var value = declaration[declaration.index(after: colon)...].trimmingCharacters(in: .whitespacesAndNewlines)
            if let bang = value.range(of: "!important", options: .caseInsensitive) {
                value = value[..<bang.lowerBound].trimmingCharacters(in: .whitespaces)
            }
            guard !name.isEmpty, !value.isEmpty else { continue }
            result.append((name, value))
        }
        return result
    }

    /// The colour `value` names: `#rgb`, `#rrggbb`, `#rrggbbaa`, `rgb()`/`rgba()` and the basic CSS colour names;
    /// nil for anything else (`transparent` is clear).
    package static func color(_ value: String) -> UIColor? {
        let text = value.trimmingCharacters(in: .whitespaces).lowercased()
        if text.hasPrefix("#") { return hexColor(String(text.dropFirst())) }
        if text.hasPrefix("rgb"), let open = text.firstIndex(of: "("), let close = text.lastIndex(of: ")"), open < close {
            let parts = text[text.index(after: open)..<close].split(whereSeparator: { $0 == "," || $0 == " " || $0 == "/" })
            var components: [CGFloat] = []
            for (i, part) in parts.prefix(4).enumerated() {
                let isPercent = part.hasSuffix("%")
                guard let number = Double(isPercent ? String(part.dropLast()) : String(part)), number.isFinite else {
                    return nil
                }
                let scaled = i < 3 ? (isPercent ? number / 100 : number / 255) : (isPercent ? number / 100 : number)
                components.append(CGFloat(min(1, max(0, scaled))))
            }
            guard components.count >= 3 else { return nil }
            return UIColor(red: components[0], green: components[1], blue: components[2],
                           alpha: components.count > 3 ? components[3] : 1)
        }
        if text == "transparent" { return .clear }
        guard let rgb = namedColors[text] else { return nil }
        return UIColor(red: CGFloat((rgb >> 16) & 0xFF) / 255, green: CGFloat((rgb >> 8) & 0xFF) / 255,
                       blue: CGFloat(rgb & 0xFF) / 255, alpha: 1)
    }

    private static func hexColor(_ hex: String) -> UIColor? {
        guard hex.allSatisfy(\.isHexDigit) else { return nil }
        var digits = hex
        if hex.count == 3 || hex.count == 4 { digits = hex.map { "\($0)\($0)" }.joined() }
        guard digits.count == 6 || digits.count == 8, let value = UInt64(digits, radix: 16) else { return nil }
        let rgba = digits.count == 6 ? (value << 8) | 0xFF : value
        return UIColor(red: CGFloat((rgba >> 24) & 0xFF) / 255, green: CGFloat((rgba >> 16) & 0xFF) / 255,
                       blue: CGFloat((rgba >> 8) & 0xFF) / 255, alpha: CGFloat(rgba & 0xFF) / 255)
    }

    /// CSS's basic colour keywords and a few common extended ones.
    private static let namedColors: [String: UInt32] = [
        "black": 0x000000, "silver": 0xC0C0C0, "gray": 0x808080, "grey": 0x808080, "white": 0xFFFFFF,
        "maroon": 0x800000, "red": 0xFF0000, "purple": 0x800080, "fuchsia": 0xFF00FF, "magenta": 0xFF00FF,
        "green": 0x008000, "lime": 0x00FF00, "olive": 0x808000, "yellow": 0xFFFF00, "navy": 0x000080,
        "blue": 0x0000FF, "teal": 0x008080, "aqua": 0x00FFFF, "cyan": 0x00FFFF, "orange": 0xFFA500,
        "brown": 0xA52A2A, "pink": 0xFFC0CB, "gold": 0xFFD700, "darkgray": 0xA9A9A9, "darkgrey": 0xA9A9A9,
        "lightgray": 0xD3D3D3, "lightgrey": 0xD3D3D3, "darkred": 0x8B0000, "darkgreen": 0x006400,
        "darkblue": 0x00008B, "indigo": 0x4B0082, "violet": 0xEE82EE, "crimson": 0xDC143C, "coral": 0xFF7F50,
        "tomato": 0xFF6347, "steelblue": 0x4682B4, "skyblue": 0x87CEEB, "royalblue": 0x4169E1,
    ]

    /// A font size: `px` (one point each, as Apple's reader counts), `pt` (4/3 px), `em`/`rem` and `%` of
    /// `parent`, or a keyword (`small`, `large`, `smaller`, …); nil for anything else or a non-positive size.
    package static func fontSize(_ value: String, parent: CGFloat) -> CGFloat? {
        let text = value.trimmingCharacters(in: .whitespaces).lowercased()
        let keywords: [String: CGFloat] = [
            "xx-small": 9, "x-small": 10, "small": 13, "medium": 16, "large": 18, "x-large": 24, "xx-large": 32,
        ]
        if let size = keywords[text] { return size }
        if text == "smaller" { return parent / 1.2 }
        if text == "larger" { return parent * 1.2 }
        let size: Double?
        if text.hasSuffix("px") { size = Double(text.dropLast(2)) }
        else if text.hasSuffix("pt") { size = Double(text.dropLast(2)).map { $0 * 4 / 3 } }
        else if text.hasSuffix("rem") { size = Double(text.dropLast(3)).map { $0 * 16 } }
        else if text.hasSuffix("em") { size = Double(text.dropLast(2)).map { $0 * Double(parent) } }
        else if text.hasSuffix("%") { size = Double(text.dropLast()).map { $0 / 100 * Double(parent) } }
        else { size = Double(text) }
        guard let size, size.isFinite, size > 0 else { return nil }
        return CGFloat(min(size, 1000))
    }

    /// Whether a `font-weight` value is bold (`bold`, `bolder`, 600 and above); nil for values it does not know.
    package static func isBold(_ value: String) -> Bool? {
        let text = value.trimmingCharacters(in: .whitespaces).lowercased()
        switch text {
        case "bold", "bolder": return true
        case "normal", "lighter": return false
        default: return Int(text).map { $0 >= 600 }
        }
    }
}
