// SPDX-License-Identifier: Apache-2.0

import Foundation

/// One pasteboard item: its representations, each keyed by a type identifier (a UTI such as
/// `"public.utf8-plain-text"` or an app's `"com.example.tile"`), in the order they were written.
package struct PasteboardItem: Equatable, Sendable {
    /// The representations, at most one per type.
    package private(set) var representations: [(type: String, value: PasteboardRepresentation)] = []

    package init() {}

    /// An item holding `string` as UTF-8 plain text.
    package init(string: String) {
        set(PasteboardRepresentation(data: Data(string.utf8)), forType: "public.utf8-plain-text")
    }

    /// The item `dictionary` describes (`items`' form: type → object), or nil (logged) when none of its values
    /// fits its type. Types are taken in sorted order, so the same dictionary always makes the same item.
    package init?(_ dictionary: [String: Any]) {
        for type in dictionary.keys.sorted() {
            guard let value = dictionary[type], let representation = PasteboardRepresentation.make(value, forType: type)
            else { continue }
            set(representation, forType: type)
        }
        if representations.isEmpty && !dictionary.isEmpty { return nil }
    }

    /// The types, in order.
    package var types: [String] { representations.map(\.type) }

    /// The representation for `type`, if the item has one.
    package func representation(forType type: String) -> PasteboardRepresentation? {
        representations.first { $0.type == type }?.value
    }

    /// Adds or replaces the representation for `type`.
    package mutating func set(_ representation: PasteboardRepresentation, forType type: String) {
        if let index = representations.firstIndex(where: { $0.type == type }) {
            representations[index].value = representation
        } else {
            representations.append((type, representation))
        }
    }

    /// The item as `items` gives it: type → object (see ``PasteboardRepresentation/object(forType:)``).
    package var dictionary: [String: Any] {
        Dictionary(representations.map { ($0.type, $0.value.object(forType: $0.type)) }, uniquingKeysWith: { a, _ in a })
    }

    /// The item's text: its first representation of a text type (in ``PasteboardRepresentation/textTypes``
    /// order), or nil.
    package var string: String? {
        for type in PasteboardRepresentation.textTypes {
            if let representation = representation(forType: type) { return representation.text(forType: type) }
        }
        return nil
    }

    package static func == (a: PasteboardItem, b: PasteboardItem) -> Bool {
        a.types == b.types && zip(a.representations, b.representations).allSatisfy { $0.value == $1.value }
    }
}
