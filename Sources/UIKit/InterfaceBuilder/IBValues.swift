// SPDX-License-Identifier: Apache-2.0

import CoreGraphics
import Foundation

/// Converts the value elements of an Interface Builder document (`<rect>`, `<color>`, `<fontDescription>`,
/// `<autoresizingMask>`, …) into the values UIKit's `init?(coder:)` decodes.
package enum IBValues {
    /// A number attribute, or nil when absent or not a number.
    package static func number(_ text: String?) -> Double? {
        guard let text, let value = Double(text), value.isFinite else { return nil }
        return value
    }

    /// `YES`/`NO` (and `true`/`false`) as a Bool, nil when absent.
    package static func bool(_ text: String?) -> Bool? {
        switch text {
        case "YES", "yes", "true", "1": true
        case "NO", "no", "false", "0": false
        default: nil
        }
    }

    /// The geometry string (`NSCoder.string(for:)` form) of a `<rect>`, `<point>`, `<size>` or `<inset>` element.
    package static func geometryString(_ element: IBElement) -> String? {
        func n(_ key: String) -> Double { number(element[key]) ?? 0 }
        switch element.name {
        case "rect": return NSCoder.string(for: rect(element))
        case "point": return NSCoder.string(for: CGPoint(x: n("x"), y: n("y")))
        case "size": return NSCoder.string(for: CGSize(width: n("width"), height: n("height")))
        case "inset":
            return NSCoder.string(for: UIEdgeInsets(top: n("minY"), left: n("minX"), bottom: n("maxY"), right: n("maxX")))
        case "edgeInsets", "directionalEdgeInsets":
            return NSCoder.string(for: UIEdgeInsets(top: n("top"), left: n("left") + n("leading"),
                                                    bottom: n("bottom"), right: n("right") + n("trailing")))
        default: return nil
        }
    }

    /// The rectangle of a `<rect>` element (missing or invalid numbers are 0).
    package static func rect(_ element: IBElement) -> CGRect {
        func n(_ key: String) -> Double { number(element[key]) ?? 0 }
        return CGRect(x: n("x"), y: n("y"), width: n("width"), height: n("height"))
    }

    /// The raw value of an `<autoresizingMask>` element's flags.
    package static func autoresizingMask(_ element: IBElement) -> Int {
        let flags: [(String, UIView.AutoresizingMask)] = [
            ("flexibleMinX", .flexibleLeftMargin), ("widthSizable", .flexibleWidth),
            ("flexibleMaxX", .flexibleRightMargin), ("flexibleMinY", .flexibleTopMargin),
            ("heightSizable", .flexibleHeight), ("flexibleMaxY", .flexibleBottomMargin),
        ]
        var mask: UIView.AutoresizingMask = []
        for (name, flag) in flags where bool(element[name]) == true { mask.insert(flag) }
        return Int(mask.rawValue)
    }

    /// The colour of a `<color>` element: sRGB / device RGB components, calibrated or generic white, a named
    /// system colour (`systemColor="systemBackgroundColor"`, older `cocoaTouchSystemColor="darkTextColor"`), or a
    /// `name=` that is a system colour's or a colour set's in the document's bundle's asset catalog
    /// (`UIColor(named:in:compatibleWith:)`, nil `bundle`: the main bundle). Nil otherwise.
    @MainActor
    package static func color(_ element: IBElement, bundle: Bundle? = nil) -> UIColor? {
        if let name = element["systemColor"] ?? element["cocoaTouchSystemColor"] {
            if let color = systemColor(named: name) { return color }
        }
        let alpha = number(element["alpha"]) ?? 1
        if let red = number(element["red"]), let green = number(element["green"]), let blue = number(element["blue"]) {
            return UIColor(red: red, green: green, blue: blue, alpha: alpha)
        }
        if let white = number(element["white"]) { return UIColor(white: white, alpha: alpha) }
        // `name=`: a system colour's name, else a colour set of the document's asset catalog.
        guard let name = element["name"] else { return nil }
        return systemColor(named: name) ?? UIColor(named: name, in: bundle, compatibleWith: nil)
    }

    /// The system colour IB names `name` (`systemBlueColor`, `labelColor`, `darkTextColor`, …).
    @MainActor
    package static func systemColor(named name: String) -> UIColor? {
        let base = name.hasSuffix("Color") ? String(name.dropLast(5)) : name
        return systemColors[base]
    }

    @MainActor private static let systemColors: [String: UIColor] = [
        "systemRed": .systemRed, "systemOrange": .systemOrange, "systemYellow": .systemYellow,
        "systemGreen": .systemGreen, "systemMint": .systemMint, "systemTeal": .systemTeal, "systemCyan": .systemCyan,
        "systemBlue": .systemBlue, "systemIndigo": .systemIndigo, "systemPurple": .systemPurple,
        "systemPink": .systemPink, "systemBrown": .systemBrown, "systemGray": .systemGray, "label": .label,
        "secondaryLabel": .secondaryLabel, "tertiaryLabel": .tertiaryLabel, "quaternaryLabel": .quaternaryLabel,
        "placeholderText": .placeholderText, "link": .link, "separator": .separator,
        "opaqueSeparator": .opaqueSeparator, "systemFill": .systemFill, "secondarySystemFill": .secondarySystemFill,
        "tertiarySystemFill": .tertiarySystemFill, "quaternarySystemFill": .quaternarySystemFill,
        "systemBackground": .systemBackground, "secondarySystemBackground": .secondarySystemBackground,
        "tertiarySystemBackground": .tertiarySystemBackground, "systemGroupedBackground": .systemGroupedBackground,
        "secondarySystemGroupedBackground": .secondarySystemGroupedBackground,
        "tertiarySystemGroupedBackground": .tertiarySystemGroupedBackground,
        "groupTableViewBackground": .groupTableViewBackground, "darkText": .darkText, "lightText": .lightText,
        "black": .black, "darkGray": .darkGray, "lightGray": .lightGray, "white": .white, "gray": .gray,
        "red": .red, "green": .green, "blue": .blue, "cyan": .cyan, "yellow": .yellow, "magenta": .magenta,
        "orange": .orange, "purple": .purple, "brown": .brown, "clear": .clear,
        "viewFlipsideBackground": .viewFlipsideBackground, "tableCellGroupedBackground": .secondarySystemGroupedBackground,
    ]

    /// The font of a `<fontDescription>` element: `type="system"|"boldSystem"|"italicSystem"` with `pointSize`
    /// (and `weight`), a text style (`style="UICTFontTextStyleBody"`), or a named font (`name=`, falling back to the
    /// system font of that size when the font is not installed).
    @MainActor
    package static func font(_ element: IBElement) -> UIFont {
        let size = CGFloat(number(element["pointSize"]) ?? 17)
        if let style = element["style"] { return .preferredFont(forTextStyle: UIFont.TextStyle(rawValue: style)) }
        switch element["type"] {
        case "boldSystem": return .boldSystemFont(ofSize: size)
        case "italicSystem": return .italicSystemFont(ofSize: size)
        case "system":
            let weights: [String: UIFont.Weight] = [
                "ultraLight": .ultraLight, "thin": .thin, "light": .light, "medium": .medium, "semibold": .semibold,
                "bold": .bold, "heavy": .heavy, "black": .black,
            ]
            return .systemFont(ofSize: size, weight: element["weight"].flatMap { weights[$0] } ?? .regular)
        default:
            if let name = element["name"], let font = UIFont(name: name, size: size) { return font }
            return .systemFont(ofSize: size)
        }
    }
}
