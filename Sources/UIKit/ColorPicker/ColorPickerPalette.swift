// SPDX-License-Identifier: Apache-2.0

import CoreGraphics
import Foundation

/// The colors of the color picker's grid and the conversions its fields use. Not API.
///
/// The grid follows Apple's "Grid" tab: 12 columns by 10 rows, a row of grays from white to black on top, then
/// nine rows of twelve hues going from dark (deep, full saturation) to light (pale, low saturation).
enum ColorPickerPalette {
    /// The columns of the grid.
    static let columns = 12
    /// The rows of the grid.
    static let rows = 10

    /// The opaque color of the swatch at `row`, `column` (row 0 is the grays).
    static func color(row: Int, column: Int) -> UIColor {
        if row == 0 {
            return UIColor(white: 1 - CGFloat(column) / CGFloat(columns - 1), alpha: 1)
        }
        let hue = CGFloat(column) / CGFloat(columns)
        let step = CGFloat(row - 1) / CGFloat(rows - 2)  // 0 (darkest) … 1 (palest)
        let brightness = 0.35 + 0.65 * min(1, step * 1.6)
        let saturation = 1 - 0.8 * max(0, (step - 0.5) * 2)
        return UIColor(hue: hue, saturation: saturation, brightness: brightness, alpha: 1)
    }

    /// `color`'s sRGB components clamped into 0…1, NaN read as 0; nil when the color has no RGB form.
    static func components(of color: UIColor) -> (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)? {
        var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
        guard color.getRed(&red, green: &green, blue: &blue, alpha: &alpha) else { return nil }
        func clamp(_ value: CGFloat) -> CGFloat { value.isNaN ? 0 : min(1, max(0, value)) }
        return (clamp(red), clamp(green), clamp(blue), clamp(alpha))
    }

    /// Whether any sRGB component of `color` is NaN or outside 0…1 (the picker then stores a clamped copy).
    static func needsClamping(_ color: UIColor) -> Bool {
        var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
        guard color.getRed(&red, green: &green, blue: &blue, alpha: &alpha) else { return true }
        return [red, green, blue, alpha].contains { $0.isNaN || $0 < 0 || $0 > 1 }
    }

    /// `color` with components clamped into 0…1 (NaN as 0), and opaque unless `keepingAlpha`.
    static func sanitized(_ color: UIColor, keepingAlpha: Bool) -> UIColor {
        let parts = components(of: color) ?? (0, 0, 0, 1)
        return UIColor(red: parts.red, green: parts.green, blue: parts.blue, alpha: keepingAlpha ? parts.alpha : 1)
    }

    /// The hex text of `color`, "RRGGBB" (uppercase, no "#").
    static func hex(of color: UIColor) -> String {
        let parts = components(of: color) ?? (0, 0, 0, 1)
        let bytes = [parts.red, parts.green, parts.blue].map { Int(($0 * 255).rounded()) }
        return bytes.map { String(format: "%02X", $0) }.joined()
    }

    /// The color `text` names: "RRGGBB" or "RRGGBBAA", with or without "#", any case, surrounding spaces
    /// ignored; nil for anything else.
    static func color(hex text: String) -> UIColor? {
        var digits = text.trimmingCharacters(in: .whitespaces)
        if digits.hasPrefix("#") { digits.removeFirst() }
        guard digits.count == 6 || digits.count == 8, digits.allSatisfy(\.isHexDigit),
            let value = UInt32(digits, radix: 16)
        else { return nil }
        let hasAlpha = digits.count == 8
        let shift: UInt32 = hasAlpha ? 8 : 0
        func byte(_ offset: UInt32) -> CGFloat { CGFloat((value >> (offset + shift)) & 0xFF) / 255 }
        return UIColor(red: byte(16), green: byte(8), blue: byte(0),
                       alpha: hasAlpha ? CGFloat(value & 0xFF) / 255 : 1)
    }
}
