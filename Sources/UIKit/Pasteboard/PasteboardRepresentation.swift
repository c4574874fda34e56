// SPDX-License-Identifier: Apache-2.0

import Foundation

/// One representation of a pasteboard item as the pasteboard keeps it: bytes, and whether they are a serialized
/// property list (written with `setValue(_:forPasteboardType:)` for a type UIKit does not know) rather than raw
/// data.
///
/// The bytes for the types UIKit knows are their usual formats: UTF-8 (UTF-16 for `public.utf16-plain-text`) for
/// text, the URL's string for URLs, PNG/JPEG/GIF/TIFF files for images, and a small property list of sRGB
/// components for `com.apple.uikit.color`. An unknown type written with `setData` is kept and returned as data.
package struct PasteboardRepresentation: Equatable, Sendable {
    /// The stored bytes.
    package var data: Data
    /// Whether ``data`` is a binary property list made from a value (an unknown type's `setValue`).
    package var isPropertyList: Bool

    package init(data: Data, isPropertyList: Bool = false) {
        self.data = data
        self.isPropertyList = isPropertyList
    }

    // MARK: Type families

    /// Text types, first the one UIKit writes (``UIPasteboard/typeListString``).
    package static let textTypes = [
        "public.utf8-plain-text", "public.plain-text", "public.text", "public.utf16-plain-text",
        "public.utf16-external-plain-text", "public.html", "public.xml",
    ]
    /// URL types (``UIPasteboard/typeListURL``).
    package static let urlTypes = ["public.url", "public.file-url"]
    /// Image types, richest first (``UIPasteboard/typeListImage``).
    package static let imageTypes = ["public.png", "public.jpeg", "com.compuserve.gif", "public.tiff", "public.image"]
    /// The colour type (``UIPasteboard/typeListColor``).
    package static let colorTypes = ["com.apple.uikit.color"]

    // MARK: Objects to bytes

    /// The representation of `value` written for `type`, or nil (logged) when `value` does not fit `type`: the
    /// pasteboard then writes nothing, as UIKit does.
    package static func make(_ value: Any, forType type: String) -> PasteboardRepresentation? {
        if let data = value as? Data { return PasteboardRepresentation(data: data) }
        if textTypes.contains(type) {
            guard let text = string(from: value) else { return mismatch(value, type) }
            let encoded = type.hasPrefix("public.utf16") ? text.data(using: .utf16LittleEndian) : Data(text.utf8)
            return encoded.map { PasteboardRepresentation(data: $0) }
        }
        if urlTypes.contains(type) {
            if let url = value as? URL { return PasteboardRepresentation(data: Data(url.absoluteString.utf8)) }
            if let url = value as? NSURL { return PasteboardRepresentation(data: Data(url.absoluteString.utf8)) }
            if let text = string(from: value), URL(string: text) != nil {
                return PasteboardRepresentation(data: Data(text.utf8))
            }
            return mismatch(value, type)
        }
        if imageTypes.contains(type) {
            guard let image = value as? UIImage else { return mismatch(value, type) }
            let encoded = type == "public.jpeg" ? image.jpegData(compressionQuality: 0.9) : image.pngData()
            guard let encoded else { return mismatch(value, type) }
            return PasteboardRepresentation(data: encoded)
        }
        if colorTypes.contains(type) {
            guard let color = value as? UIColor else { return mismatch(value, type) }
            return PasteboardRepresentation(data: colorData(color))
        }
        // A type UIKit does not know: property-list objects are serialized, anything else is refused.
        guard PropertyListSerialization.propertyList(value, isValidFor: .binary),
            let data = try? PropertyListSerialization.data(fromPropertyList: value, format: .binary, options: 0)
        else { return mismatch(value, type) }
        return PasteboardRepresentation(data: data, isPropertyList: true)
    }

    private static func string(from value: Any) -> String? {
        if let text = value as? String { return text }
        if let text = value as? NSString { return text as String }
        if let text = value as? NSAttributedString { return text.string }
        return nil
    }

    private static func mismatch(_ value: Any, _ type: String) -> PasteboardRepresentation? {
        UIKitDiagnostics.log("UIPasteboard: a \(Swift.type(of: value)) cannot be written as \(type); nothing written")
        return nil
    }

    // MARK: Bytes to objects

    /// The object for this representation read as `type`: a `String` for text types (invalid UTF-8 replaced),
    /// a `URL` for URL types, a `UIImage` for image types, a `UIColor` for the colour type, the property list
    /// written with `setValue` for other types, else the raw `Data`.
    package func object(forType type: String) -> Any {
        if Self.textTypes.contains(type) { return text(forType: type) }
        if Self.urlTypes.contains(type) {
            return URL(string: String(decoding: data, as: UTF8.self)) ?? data
        }
        if Self.imageTypes.contains(type) { return UIImage(data: data) ?? data }
        if Self.colorTypes.contains(type) { return Self.color(from: data) ?? data }
        if isPropertyList, let value = try? PropertyListSerialization.propertyList(from: data, format: nil) {
            return value
        }
        return data
    }

    /// The bytes decoded as text for `type` (UTF-16 for the UTF-16 types, else UTF-8); malformed sequences become
    /// U+FFFD.
    package func text(forType type: String) -> String {
        if type.hasPrefix("public.utf16") {
            let units = data.withUnsafeBytes { Array($0.bindMemory(to: UInt16.self)) }
            return String(decoding: units, as: UTF16.self)
        }
        return String(decoding: data, as: UTF8.self)
    }

    // MARK: Colours

    /// A colour as a binary property list of its sRGB components and alpha.
    private static func colorData(_ color: UIColor) -> Data {
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        _ = color.getRed(&r, green: &g, blue: &b, alpha: &a)
        let components: [String: Any] = ["UIColorComponents": [Double(r), Double(g), Double(b), Double(a)]]
        return (try? PropertyListSerialization.data(fromPropertyList: components, format: .binary, options: 0))
            ?? Data()
    }

    /// The colour a ``colorData(_:)`` property list describes, or nil for other bytes.
    private static func color(from data: Data) -> UIColor? {
        guard let plist = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any],
            let parts = plist["UIColorComponents"] as? [Double], parts.count == 4, parts.allSatisfy(\.isFinite)
        else { return nil }
        return UIColor(red: parts[0], green: parts[1], blue: parts[2], alpha: parts[3])
    }
}
