// SPDX-License-Identifier: Apache-2.0

import CCairo

/// One face of a font file as fontconfig describes it: its names, its file and its style.
package struct FontFace: Hashable, Sendable {
    /// The family name ("DejaVu Sans").
    package var family: String
    /// The style name ("Bold Oblique").
    package var style: String
    /// The PostScript name ("DejaVuSans-BoldOblique"), what `UIFont(name:size:)` is usually given.
    package var postScriptName: String
    /// The full name ("DejaVu Sans Bold Oblique").
    package var fullName: String
    /// The font file.
    package var path: String
    /// Whether the face is bold (semibold or heavier).
    package var bold: Bool
    /// Whether the face is italic or oblique.
    package var italic: Bool

    /// The face a fontconfig pattern describes, or nil when it lacks a family or a file.
    init?(pattern: OpaquePointer) {
        func string(_ object: String) -> String? {
            var value: UnsafeMutablePointer<FcChar8>?
            guard FcPatternGetString(pattern, object, 0, &value) == FcResultMatch, let value else { return nil }
            return String(cString: value)
        }
        func integer(_ object: String) -> Int32? {
            var value: Int32 = 0
            return FcPatternGetInteger(pattern, object, 0, &value) == FcResultMatch ? value : nil
        }
        guard let family = string("family"), let path = string("file") else { return nil }
        let style = string("style") ?? "Regular"
        self.family = family
        self.style = style
        self.fullName = string("fullname") ?? (style == "Regular" ? family : family + " " + style)
        self.postScriptName = string("postscriptname") ?? fullName.replacingOccurrences(of: " ", with: "")
        self.path = path
        self.bold = (integer("weight") ?? Int32(FC_WEIGHT_REGULAR)) >= Int32(FC_WEIGHT_DEMIBOLD)
        self.italic = (integer("slant") ?? Int32(FC_SLANT_ROMAN)) != Int32(FC_SLANT_ROMAN)
    }

    /// The faces of a fontconfig font set.
    static func faces(in set: UnsafeMutablePointer<FcFontSet>) -> [FontFace] {
        let count = Int(set.pointee.nfont)
        guard count > 0, let fonts = set.pointee.fonts else { return [] }
        return (0..<count).compactMap { fonts[$0].flatMap(FontFace.init(pattern:)) }
    }

    /// The faces in the font file at `path` (several for a collection), or [] when it is not a font fontconfig
    /// can read. Reads the file in a scratch configuration; the caller holds the text lock.
    static func faces(inFileAt path: String) -> [FontFace] {
        guard let scratch = FcConfigCreate() else { return [] }
        defer { FcConfigDestroy(scratch) }
        guard FcConfigAppFontAddFile(scratch, path) != 0, let set = FcConfigGetFonts(scratch, FcSetApplication) else {
            return []
        }
        return faces(in: set)
    }
}
