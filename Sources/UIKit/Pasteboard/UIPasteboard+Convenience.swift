// SPDX-License-Identifier: Apache-2.0

import Foundation

extension UIPasteboard {
    // MARK: Type lists

    /// The text types the string accessors read, the one they write first: `public.utf8-plain-text`,
    /// `public.plain-text`, `public.text`, the UTF-16 types, `public.html`, `public.xml`.
    public class var typeListString: NSArray { PasteboardRepresentation.textTypes as NSArray }
    /// The URL types: `public.url`, `public.file-url`.
    public class var typeListURL: NSArray { PasteboardRepresentation.urlTypes as NSArray }
    /// The image types, richest first: `public.png`, `public.jpeg`, `com.compuserve.gif`, `public.tiff`,
    /// `public.image`.
    public class var typeListImage: NSArray { PasteboardRepresentation.imageTypes as NSArray }
    /// The colour type, `com.apple.uikit.color`.
    public class var typeListColor: NSArray { PasteboardRepresentation.colorTypes as NSArray }

    // MARK: Strings

    /// The first item's text (its first representation of a ``typeListString`` type); setting it replaces the
    /// contents with one `public.utf8-plain-text` item (nil empties the pasteboard).
    public var string: String? {
        get { strings?.first }
        set { strings = newValue.map { [$0] } }
    }

    /// The text of every item that has some, in order, or nil when none has; setting it writes one item per
    /// string.
    public var strings: [String]? {
        get { nonEmpty(server.read(name.rawValue) { $0.items.compactMap(\.string) }) }
        set { write(newValue, type: PasteboardRepresentation.textTypes[0]) }
    }

    /// Whether an item has text.
    public var hasStrings: Bool { strings != nil }

    // MARK: URLs

    /// The first item's URL; setting it replaces the contents with one `public.url` item.
    public var url: URL? {
        get { urls?.first }
        set { urls = newValue.map { [$0] } }
    }

    /// The URL of every item that has one, or nil; setting it writes one item per URL.
    public var urls: [URL]? {
        get { nonEmpty(objects(PasteboardRepresentation.urlTypes).compactMap { $0 as? URL }) }
        set { write(newValue, type: PasteboardRepresentation.urlTypes[0]) }
    }

    /// Whether an item has a URL.
    public var hasURLs: Bool { urls != nil }

    // MARK: Images

    /// The first item's image (its richest image representation, PNG first); setting it replaces the contents
    /// with one `public.png` item.
    public var image: UIImage? {
        get { images?.first }
        set { images = newValue.map { [$0] } }
    }

    /// The image of every item that has one, or nil; setting it writes one PNG item per image.
    public var images: [UIImage]? {
        get { nonEmpty(objects(PasteboardRepresentation.imageTypes).compactMap { $0 as? UIImage }) }
        set { write(newValue, type: PasteboardRepresentation.imageTypes[0]) }
    }

    /// Whether an item has an image.
    public var hasImages: Bool { server.read(name.rawValue) { board in board.items.contains(where: Self.hasImage) } }

    // MARK: Colours

    /// The first item's colour; setting it replaces the contents with one `com.apple.uikit.color` item.
    public var color: UIColor? {
        get { colors?.first }
        set { colors = newValue.map { [$0] } }
    }

    /// The colour of every item that has one, or nil; setting it writes one item per colour.
    public var colors: [UIColor]? {
        get { nonEmpty(objects(PasteboardRepresentation.colorTypes).compactMap { $0 as? UIColor }) }
        set { write(newValue, type: PasteboardRepresentation.colorTypes[0]) }
    }

    /// Whether an item has a colour.
    public var hasColors: Bool { colors != nil }

    // MARK: Helpers

    /// For each item, the object of its first representation among `types` (in that order of preference).
    private func objects(_ types: [String]) -> [Any] {
        let items = server.read(name.rawValue) { $0.items }
        return items.compactMap { item in
            for type in types {
                if let representation = item.representation(forType: type) { return representation.object(forType: type) }
            }
            return nil
        }
    }

    private static func hasImage(_ item: PasteboardItem) -> Bool {
        item.types.contains(where: PasteboardRepresentation.imageTypes.contains)
    }

    private func nonEmpty<T>(_ values: [T]) -> [T]? { values.isEmpty ? nil : values }

    /// Replaces the contents with one item per value, each holding it as `type` (nil: empties the pasteboard).
    private func write<T>(_ values: [T]?, type: String) {
        setItems((values ?? []).map { [type: $0] })
    }
}
