// SPDX-License-Identifier: Apache-2.0

import CCairo

/// A concrete font request: family, size in points, weight and slant. The value UIKit's `UIFont` wraps.
///
/// Apple family names resolve to Touchstone's stand-ins: Helvetica, Helvetica Neue, Arial and the system font →
/// Liberation Sans; Times and Times New Roman → Liberation Serif; Courier and Courier New → Liberation Mono.
package struct TextFont: Hashable, Sendable {
    /// The family Pango is asked for (after alias resolution).
    package var family: String
    /// Size in points (1 point = 1 user-space unit): non-finite or non-positive sizes become 12, sizes above
    /// ``maximumSize`` become that, however the size is set.
    package var size: CGFloat {
        didSet { if !TextFont.isUsable(size) { size = TextFont.usableSize(size) } }
    }
    package var bold: Bool
    package var italic: Bool

    package init(family: String, size: CGFloat, bold: Bool = false, italic: Bool = false) {
        self.family = TextFont.resolveFamily(family)
        self.size = TextFont.usableSize(size)
        self.bold = bold
        self.italic = italic
    }

    /// The largest size text is laid out at, in points; larger requests (`UIFont.systemFont(ofSize: 1e7)`,
    /// `CATextLayer.fontSize = 1e300`) use it.
    package static let maximumSize: CGFloat = 16_384

    /// `size` if it is usable, else 12 for non-finite or non-positive sizes and ``maximumSize`` for larger ones.
    package static func usableSize(_ size: CGFloat) -> CGFloat {
        guard size.isFinite, size > 0 else { return 12 }
        return min(size, maximumSize)
    }

    private static func isUsable(_ size: CGFloat) -> Bool { size.isFinite && size > 0 && size <= maximumSize }

    /// The family standing in for the iPhone OS system font.
    package static let systemFamily = "Liberation Sans"

    /// The system font at `size`.
    package static func system(size: CGFloat, bold: Bool = false, italic: Bool = false) -> TextFont {
        TextFont(family: systemFamily, size: size, bold: bold, italic: italic)
    }

    /// Apple family names and the families that stand in for them.
    package static let familyAliases: [String: String] = [
        "helvetica": "Liberation Sans", "helvetica neue": "Liberation Sans", "arial": "Liberation Sans",
        ".sf ui text": "Liberation Sans", ".sfui-regular": "Liberation Sans", "system": "Liberation Sans",
        "times": "Liberation Serif", "times new roman": "Liberation Serif", "georgia": "Liberation Serif",
        "courier": "Liberation Mono", "courier new": "Liberation Mono", "menlo": "Liberation Mono",
    ]

    package static func resolveFamily(_ family: String) -> String {
        familyAliases[family.lowercased()] ?? family
    }

    /// Resolves a font name as UIKit's `UIFont(name:size:)` takes it — a family ("Helvetica") or a family plus
    /// style ("Helvetica-Bold", "Helvetica-BoldOblique", "Liberation Sans Bold Italic"), or the PostScript or
    /// full name of an installed or app-registered face ("DejaVuSans-Bold", "DejaVu Sans Bold") — or nil when no
    /// such font exists.
    package static func named(_ name: String, size: CGFloat) -> TextFont? {
        if let font = familyAndStyle(name, size: size) { return font }
        if let face = FontConfiguration.shared.face(named: name) {
            return TextFont(family: face.family, size: size, bold: face.bold, italic: face.italic)
        }
        Diagnostics.log("Font '\(name)' is not installed; returning nil")
        return nil
    }

    /// The font for a family name with an optional "-Style" or " Style" suffix, or nil when the family is not
    /// installed.
    private static func familyAndStyle(_ name: String, size: CGFloat) -> TextFont? {
        var family = name
        var style = ""
        if let dash = name.lastIndex(of: "-") {
            family = String(name[..<dash])
            style = String(name[name.index(after: dash)...]).lowercased()
        } else {
            for suffix in [" Bold Italic", " Bold Oblique", " Bold", " Italic", " Oblique", " Regular"]
            where name.hasSuffix(suffix) {
                family = String(name.dropLast(suffix.count))
                style = suffix.lowercased().replacingOccurrences(of: " ", with: "")
                break
            }
        }
        let resolved = resolveFamily(family)
        guard !FontConfiguration.shared.faceNames(ofFamily: resolved).isEmpty else { return nil }
        let bold = style.contains("bold")
        let italic = style.contains("italic") || style.contains("oblique")
        return TextFont(family: resolved, size: size, bold: bold, italic: italic)
    }

    /// A Pango font description for this font (caller frees with `pango_font_description_free`).
    package func makeDescription() -> OpaquePointer {
        let desc = pango_font_description_new()!
        pango_font_description_set_family(desc, family)
        pango_font_description_set_size(desc, PangoUnits.from(size))
        pango_font_description_set_weight(desc, bold ? PANGO_WEIGHT_BOLD : PANGO_WEIGHT_NORMAL)
        pango_font_description_set_style(desc, italic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL)
        return desc
    }

    /// Vertical metrics in points; `descender` is negative, as UIKit reports it.
    package struct Metrics: Equatable, Sendable {
        package var ascender: CGFloat
        package var descender: CGFloat
        package var lineHeight: CGFloat
        package var leading: CGFloat
        package var capHeight: CGFloat
        package var xHeight: CGFloat
    }

    /// This font's metrics, measured with Pango.
    package var metrics: Metrics {
        let config = FontConfiguration.shared
        return config.withLock {
            let desc = makeDescription()
            defer { pango_font_description_free(desc) }
            let m = pango_context_get_metrics(config.context, desc, nil)
            defer { pango_font_metrics_unref(m) }
            let scale = CGFloat(PANGO_SCALE)
            let ascent = CGFloat(pango_font_metrics_get_ascent(m)) / scale
            let descent = CGFloat(pango_font_metrics_get_descent(m)) / scale
            let height = CGFloat(pango_font_metrics_get_height(m)) / scale
            let lineHeight = max(height, ascent + descent)
            return Metrics(
                ascender: ascent, descender: -descent, lineHeight: lineHeight,
                leading: max(0, lineHeight - ascent - descent),
                capHeight: inkHeight(of: "H", desc: desc), xHeight: inkHeight(of: "x", desc: desc))
        }
    }

    /// The height above the baseline of the ink of `glyph` (caller holds the lock).
    private func inkHeight(of glyph: String, desc: OpaquePointer) -> CGFloat {
        let layout = pango_layout_new(FontConfiguration.shared.context)!
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        pango_layout_set_font_description(layout, desc)
        pango_layout_set_text(layout, glyph, -1)
        var ink = PangoRectangle(), logical = PangoRectangle()
        pango_layout_get_extents(layout, &ink, &logical)
        let baseline = pango_layout_get_baseline(layout)
        return CGFloat(baseline - ink.y) / CGFloat(PANGO_SCALE)
    }
}
