// SPDX-License-Identifier: Apache-2.0

import CoreGraphics
import Foundation

/// One row of the font picker: a family, or (with faces included) one face of a family. Not API.
struct FontPickerEntry: Equatable {
    /// The family, as `UIFont.familyNames` lists it.
    let family: String
    /// The face's font name (`UIFont(name:size:)`), nil for a family row.
    let fontName: String?
    /// The face's style ("Bold", "Italic", "Bold Italic", "Regular"), nil for a family row.
    let face: String?

    /// The text of the row: the family, or the face's style indented under it.
    var displayName: String { face.map { "    " + $0 } ?? family }

    /// The descriptor the picker hands out when this row is picked: the family, plus the face and font name for a
    /// face row.
    func descriptor() -> UIFontDescriptor {
        var attributes: [UIFontDescriptor.AttributeName: Any] = [.family: family]
        if let fontName, let face {
            attributes[.name] = fontName
            attributes[.face] = face
        }
        return UIFontDescriptor(fontAttributes: attributes)
    }
}

/// The families (and faces) a font picker lists: the families fontconfig knows (`UIFont.familyNames`), filtered
/// by a configuration's traits and language predicate, then by the search text. Not API.
@MainActor
enum FontPickerCatalog {
    /// The rows for `configuration`, in family order; with `search` non-empty, only families whose name contains
    /// it (case- and diacritic-insensitively).
    static func entries(for configuration: UIFontPickerViewController.Configuration, search: String = "")
        -> [FontPickerEntry]
    {
        let query = search.trimmingCharacters(in: .whitespaces)
        var entries: [FontPickerEntry] = []
        for family in UIFont.familyNames {
            if !query.isEmpty, family.range(of: query, options: [.caseInsensitive, .diacriticInsensitive]) == nil {
                continue
            }
            let faces = UIFont.fontNames(forFamilyName: family)
            guard !faces.isEmpty, matches(family: family, faces: faces, configuration: configuration) else { continue }
            entries.append(FontPickerEntry(family: family, fontName: nil, face: nil))
            if configuration.includeFaces {
                for name in Set(faces).sorted(by: faceOrder) {
                    entries.append(FontPickerEntry(family: family, fontName: name, face: style(ofFontName: name)))
                }
            }
        }
        return entries
    }

    /// Whether `family` passes the configuration's trait filter and language predicate.
    static func matches(family: String, faces: [String],
                        configuration: UIFontPickerViewController.Configuration) -> Bool
    {
        let traits = configuration.filteredTraits
        if !traits.isEmpty {
            let known: UIFontDescriptor.SymbolicTraits = [.traitBold, .traitItalic, .traitMonoSpace]
            guard known.isSuperset(of: traits) else { return false }
            let resolved = TextFont.resolveFamily(family)
            if traits.contains(.traitMonoSpace), !FontConfiguration.shared.isMonospaced(family: resolved) {
                return false
            }
            let wanted = traits.subtracting(.traitMonoSpace)
            if !wanted.isEmpty, !faces.contains(where: { Self.traits(ofFontName: $0).isSuperset(of: wanted) }) {
                return false
            }
        }
        if let predicate = configuration.languagesPredicate {
            let languages = FontConfiguration.shared.languages(ofFamily: TextFont.resolveFamily(family)).sorted()
            let entry: [String: Any] = ["familyName": family, "languages": languages]
            guard predicate.evaluate(with: entry) else { return false }
        }
        return true
    }

    /// The bold and italic traits of a font name as `UIFont.fontNames(forFamilyName:)` forms them.
    static func traits(ofFontName name: String) -> UIFontDescriptor.SymbolicTraits {
        var traits: UIFontDescriptor.SymbolicTraits = []
        if name.hasSuffix("-Bold") || name.hasSuffix("-BoldItalic") { traits.insert(.traitBold) }
        if name.hasSuffix("-Italic") || name.hasSuffix("-BoldItalic") { traits.insert(.traitItalic) }
        return traits
    }

    /// The style shown for a face: "Regular", "Bold", "Italic" or "Bold Italic".
    static func style(ofFontName name: String) -> String {
        switch traits(ofFontName: name) {
        case [.traitBold, .traitItalic]: return "Bold Italic"
        case .traitBold: return "Bold"
        case .traitItalic: return "Italic"
        default: return "Regular"
        }
    }

    /// Regular first, then Italic, Bold, Bold Italic.
    private static func faceOrder(_ lhs: String, _ rhs: String) -> Bool {
        func rank(_ name: String) -> Int { Int(traits(ofFontName: name).rawValue) }
        return (rank(lhs), lhs) < (rank(rhs), rhs)
    }
}
