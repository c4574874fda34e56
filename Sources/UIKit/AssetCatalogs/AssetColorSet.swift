// SPDX-License-Identifier: Apache-2.0

import Foundation

/// A colour set (`Name.colorset`): one colour per slot (idiom, appearance), read from its Contents.json.
///
/// Colour spaces, as Xcode writes them, and how they become UIKit's extended sRGB: `srgb` and `extended-srgb` are
/// kept as they are; `display-p3` (and `extended-display-p3`) is converted to extended sRGB through linear light
/// (so a saturated P3 colour has components outside 0…1, drawn clamped, as UIKit keeps them); `extended-linear-srgb`
/// is gamma-encoded with the sRGB curve; `gray-gamma-22` and `extended-gray` (gamma 2.2 grays) and
/// `extended-linear-gray` become the sRGB grey of the same light. An unknown colour space, a missing component or
/// a system colour reference (`"reference"`) makes that slot unusable (logged), and the next one is tried.
struct AssetColorSet {
    let folder: String
    let variants: [(slot: AssetSlot, color: UIColor)]

    /// The set in `folder`; nil (logged) when its Contents.json is unreadable.
    init?(folder: String) {
        guard let contents = AssetContents.read(folder) else { return nil }
        self.folder = folder
        variants = AssetContents.entries(contents, "colors", in: folder).compactMap { entry in
            guard let slot = AssetSlot(entry, in: folder) else { return nil }
            guard let color = Self.color(entry["color"], in: folder) else { return nil }
            return (slot, color)
        }
    }

    /// The colour for `style` (light for unspecified), as ``AssetSlot/ordered(_:scale:style:)`` picks; nil when the
    /// set has no usable colour.
    func color(style: UIUserInterfaceStyle) -> UIColor? {
        AssetSlot.ordered(variants.map { ($0.slot, $0.color) }, scale: 1, style: style).first
    }

    /// The colour of an entry's `color` dictionary; nil, logged, when it cannot be read.
    static func color(_ raw: Any?, in folder: String) -> UIColor? {
        let file = "\(folder)/Contents.json"
        guard let color = raw as? [String: Any] else {
            UIKitDiagnostics.log("AssetCatalog: \(file): a colour entry without a \"color\" object; ignored")
            return nil
        }
        if let reference = color["reference"] as? String {
            UIKitDiagnostics.log("AssetCatalog: \(file): system colour reference \"\(reference)\" is not supported")
            return nil
        }
        let space = ((color["color-space"] as? String) ?? "srgb").lowercased()
        let components = color["components"] as? [String: Any] ?? [:]
        func component(_ key: String) -> CGFloat? {
            guard let raw = components[key] else {
                UIKitDiagnostics.log("AssetCatalog: \(file): colour component \"\(key)\" is missing")
                return nil
            }
            guard let value = parseComponent(raw), value.isFinite else {
                UIKitDiagnostics.log("AssetCatalog: \(file): colour component \(key) = \(raw) is not a number")
                return nil
            }
            return value
        }
        let alphaValue: CGFloat
        if components["alpha"] == nil {
            alphaValue = 1
        } else {
            guard let a = component("alpha") else { return nil }
            alphaValue = a
        }
        switch space {
        case "srgb", "extended-srgb", "display-p3", "extended-display-p3", "extended-linear-srgb":
            guard let r = component("red"), let g = component("green"), let b = component("blue") else { return nil }
            var rgb = (r, g, b)
            if space.hasSuffix("display-p3") {
                rgb = displayP3ToSRGB(rgb)
            } else if space == "extended-linear-srgb" {
                rgb = (encodeSRGB(r), encodeSRGB(g), encodeSRGB(b))
            }
            return UIColor(red: rgb.0, green: rgb.1, blue: rgb.2, alpha: alphaValue)
        case "gray-gamma-22", "extended-gray", "extended-linear-gray":
            guard let w = component("white") else { return nil }
            let linear = space == "extended-linear-gray" ? w : (w < 0 ? -1 : 1) * pow(abs(w), 2.2)
            let encoded = encodeSRGB(linear)
            return UIColor(red: encoded, green: encoded, blue: encoded, alpha: alphaValue)
        default:
            UIKitDiagnostics.log("AssetCatalog: \(file): unknown colour space \"\(space)\"; colour ignored")
            return nil
        }
    }

    /// A component as Xcode writes it: a float string ("0.500"), an 8-bit integer string ("128", meaning
    /// 128/255), a hexadecimal byte ("0x80", 128/255), or a JSON number (an integer above 1 is 8-bit, anything
    /// else a float). Alpha follows the same rules.
    static func parseComponent(_ raw: Any) -> CGFloat? {
        if let number = raw as? NSNumber, !(raw is String) {
            let value = number.doubleValue
            return CGFloat(value > 1 && value == value.rounded() ? value / 255 : value)
        }
        guard let text = (raw as? String)?.trimmingCharacters(in: .whitespaces), !text.isEmpty else { return nil }
        let lower = text.lowercased()
        if lower.hasPrefix("0x") {
            guard let byte = UInt(lower.dropFirst(2), radix: 16), byte <= 255 else { return nil }
            return CGFloat(byte) / 255
        }
        if lower.contains(".") || lower.contains("e") { return Double(lower).map { CGFloat($0) } }
        guard let integer = Int(lower) else { return nil }
        return CGFloat(integer) / 255
    }

    /// Linear light → the sRGB curve, mirrored for negative (extended) values.
    static func encodeSRGB(_ c: CGFloat) -> CGFloat {
        let magnitude = abs(c)
        let encoded = magnitude <= 0.003_130_8 ? 12.92 * magnitude : 1.055 * pow(magnitude, 1 / 2.4) - 0.055
        return c < 0 ? -encoded : encoded
    }

    /// The sRGB curve → linear light, mirrored for negative values.
    static func decodeSRGB(_ c: CGFloat) -> CGFloat {
        let magnitude = abs(c)
        let linear = magnitude <= 0.040_45 ? magnitude / 12.92 : pow((magnitude + 0.055) / 1.055, 2.4)
        return c < 0 ? -linear : linear
    }

    /// Display P3 components (sRGB curve, P3 primaries, D65) as extended sRGB components.
    static func displayP3ToSRGB(_ p3: (CGFloat, CGFloat, CGFloat)) -> (CGFloat, CGFloat, CGFloat) {
        let (r, g, b) = (decodeSRGB(p3.0), decodeSRGB(p3.1), decodeSRGB(p3.2))
        let sr = 1.224_940_2 * r - 0.224_940_2 * g
        let sg = -0.042_056_9 * r + 1.042_056_9 * g
        let sb = -0.019_637_6 * r - 0.078_636_1 * g + 1.098_273_6 * b
        return (encodeSRGB(sr), encodeSRGB(sg), encodeSRGB(sb))
    }
}

extension AssetCatalog {
    /// The colour set `name`, parsed on first use.
    func colorSet(named name: String) -> AssetColorSet? {
        asset(.color, named: name) { AssetColorSet(folder: $0) }
    }
}
