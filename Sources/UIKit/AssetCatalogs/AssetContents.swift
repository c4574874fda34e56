// SPDX-License-Identifier: Apache-2.0

import Foundation

/// Reading an asset's `Contents.json` and choosing among its variants ("slots": idiom, scale, appearance), as
/// iOS chooses among an asset's renditions for a device.
enum AssetContents {
    /// The largest Contents.json read (a real one is a few kilobytes).
    static let maxSize = 1 << 20

    /// The JSON object in `folder/Contents.json`; nil, logged with the file's path, when it is missing, larger
    /// than ``maxSize``, not JSON, or not an object.
    static func read(_ folder: String) -> [String: Any]? {
        let path = (folder as NSString).appendingPathComponent("Contents.json")
        guard let data = FileManager.default.contents(atPath: path) else {
            UIKitDiagnostics.log("AssetCatalog: cannot read \(path)")
            return nil
        }
        guard data.count <= maxSize else {
            UIKitDiagnostics.log("AssetCatalog: \(path) is larger than \(maxSize) bytes; ignored")
            return nil
        }
        guard let object = try? JSONSerialization.jsonObject(with: data), let contents = object as? [String: Any]
        else {
            UIKitDiagnostics.log("AssetCatalog: \(path) is not a JSON object; asset ignored")
            return nil
        }
        return contents
    }

    /// The array of slot dictionaries under `key` ("images", "colors", "data"); entries that are not objects are
    /// dropped (logged).
    static func entries(_ contents: [String: Any], _ key: String, in folder: String) -> [[String: Any]] {
        guard let raw = contents[key] else { return [] }
        guard let array = raw as? [Any] else {
            UIKitDiagnostics.log("AssetCatalog: \(folder)/Contents.json: \"\(key)\" is not an array; ignored")
            return []
        }
        let objects = array.compactMap { $0 as? [String: Any] }
        if objects.count != array.count {
            UIKitDiagnostics.log("AssetCatalog: \(folder)/Contents.json: \(array.count - objects.count) entries of "
                + "\"\(key)\" are not objects; ignored")
        }
        return objects
    }
}

/// The device traits one variant of an asset is for (an entry of its Contents.json).
struct AssetSlot: Equatable {
    /// The luminosity appearance the variant is for.
    enum Appearance: Equatable {
        /// No appearance given (or "any"): light, dark and unspecified alike.
        case any
        case light
        case dark
    }

    /// "universal", "iphone", "ipad", "mac"…
    var idiom = "universal"
    /// 1, 2 or 3; nil for a single-scale (or vector) variant.
    var scale: Int?
    var appearance = Appearance.any
    /// Whether the variant is for the high-contrast appearance (never chosen over a normal one).
    var highContrast = false
    /// How many of the variant's other traits Touchstone's device lacks or does not match exactly: a
    /// `display-gamut` of "display-P3" (Touchstone draws in sRGB), a right-to-left `language-direction`, a
    /// `width-class` or `height-class`. A variant without them is preferred.
    var specialisation = 0

    /// The slot of `entry`; an unreadable scale ("4x", "abc") is logged and makes the slot unusable (nil).
    init?(_ entry: [String: Any], in folder: String) {
        if let idiom = entry["idiom"] as? String { self.idiom = idiom.lowercased() }
        if let scale = entry["scale"] as? String {
            guard scale.hasSuffix("x"), let value = Int(scale.dropLast()), (1...3).contains(value) else {
                UIKitDiagnostics.log("AssetCatalog: \(folder): unknown scale \"\(scale)\"; variant ignored")
                return nil
            }
            self.scale = value
        }
        if (entry["display-gamut"] as? String)?.lowercased() == "display-p3" { specialisation += 1 }
        if (entry["language-direction"] as? String)?.lowercased() == "right-to-left" { specialisation += 1 }
        if entry["width-class"] != nil { specialisation += 1 }
        if entry["height-class"] != nil { specialisation += 1 }
        for case let appearance as [String: Any] in entry["appearances"] as? [Any] ?? [] {
            let value = (appearance["value"] as? String)?.lowercased()
            switch ((appearance["appearance"] as? String)?.lowercased(), value) {
            case ("luminosity", "dark"): self.appearance = .dark
            case ("luminosity", "light"): self.appearance = .light
            case ("contrast", "high"): highContrast = true
            default: break
            }
        }
    }

    /// Idioms an iPhone app runs with; the others are used only when an asset has nothing else.
    private static let phoneIdioms: Set<String> = ["universal", "iphone"]

    /// `candidates` in the order to try them on a device with `scale` pixels per point and `style`: iPhone and
    /// universal variants before any other idiom; then the matching appearance (a dark variant in dark mode,
    /// then one for any appearance; light or any in light mode; a variant for the other appearance last); then
    /// normal contrast; then the fewest special traits (sRGB before Display P3, left-to-right, any size class); then
    /// the screen's scale (or a single-scale variant), then higher scales upward, then lower ones downward; then
    /// "iphone" before "universal". Equal candidates keep their file order.
    static func ordered<T>(_ candidates: [(slot: AssetSlot, value: T)], scale: Int, style: UIUserInterfaceStyle)
        -> [T]
    {
        func key(_ slot: AssetSlot) -> [Int] {
            let idiomTier = phoneIdioms.contains(slot.idiom) ? 0 : 1
            let appearance: Int
            switch (slot.appearance, style == .dark) {
            case (.dark, true), (.light, false): appearance = 0
            case (.any, _): appearance = style == .dark ? 1 : 0
            default: appearance = 2
            }
            let scaleRank: Int
            if let s = slot.scale {
                scaleRank = s == scale ? 0 : s > scale ? s - scale : 10 + scale - s
            } else {
                scaleRank = 0
            }
            return [idiomTier, appearance, slot.highContrast ? 1 : 0, slot.specialisation, scaleRank,
                    slot.idiom == "iphone" ? 0 : 1]
        }
        return candidates.enumerated()
            .sorted { a, b in
                let (ka, kb) = (key(a.element.slot), key(b.element.slot))
                return ka == kb ? a.offset < b.offset : ka.lexicographicallyPrecedes(kb)
            }
            .map(\.element.value)
    }
}
