// SPDX-License-Identifier: Apache-2.0

import CCairo

/// Touchstone's private font set: one fontconfig configuration and one Pango font map for the whole process.
///
/// Every Touchstone process sees the same fonts, whatever else the machine has installed: Liberation Sans (metric
/// compatible with Helvetica, the iPhone OS system font), Liberation Serif and Mono, DejaVu, and Noto for scripts
/// the Liberation fonts lack (CJK, Arabic, Hebrew, …). Together with fixed rendering options (greyscale
/// antialiasing, no hinting, unhinted metrics) this makes text rendering identical on every machine that has the
/// same Debian font packages, which is what lets text appear in golden-image tests.
///
/// All Pango and fontconfig calls are serialised by ``lock``: neither library is safe to call from several threads
/// at once, and Swift Testing runs tests in parallel.
package final class FontConfiguration: @unchecked Sendable {
    /// The process-wide configuration, created on first use (about 10–50 ms with a warm fontconfig cache).
    package static let shared = FontConfiguration()

    /// Serialises all use of Pango, fontconfig and Cairo's font backend.
    package let lock = NSRecursiveLock()
    package let fontMap: UnsafeMutablePointer<PangoFontMap>
    /// The fontconfig configuration behind ``fontMap`` (kept for the process: app fonts are added to it).
    package let config: OpaquePointer
    /// Faces by PostScript and full name, built on first lookup and dropped when fonts are registered
    /// (`FontConfiguration+AppFonts.swift`; guarded by ``lock``).
    package var faceIndex: [String: FontFace]?
    /// The PostScript names of the faces registered by the app (guarded by ``lock``).
    package var registeredPostScriptNames: Set<String> = []
    package let context: OpaquePointer
    /// Font options every text draw uses: greyscale antialiasing, no hinting, unhinted metrics.
    package let fontOptions: OpaquePointer

    /// Directories scanned for fonts, in priority order (Debian's locations).
    package static let fontDirectories = [
        "/usr/share/fonts/truetype/liberation2",
        "/usr/share/fonts/truetype/liberation",
        "/usr/share/fonts/truetype/dejavu",
        "/usr/share/fonts/opentype/noto",
        "/usr/share/fonts/truetype/noto",
    ]

    private init() {
        let dirs = FontConfiguration.fontDirectories.map { "  <dir>\($0)</dir>" }.joined(separator: "\n")
        let xml = """
            <?xml version="1.0"?>
            <!DOCTYPE fontconfig SYSTEM "fonts.dtd">
            <fontconfig>
            \(dirs)
              <cachedir>/var/cache/fontconfig</cachedir>
              <cachedir prefix="xdg">fontconfig</cachedir>
              <alias binding="same"><family>sans-serif</family><prefer><family>Liberation Sans</family>
                <family>DejaVu Sans</family><family>Noto Sans</family><family>Noto Sans CJK SC</family>
                <family>Noto Sans Arabic</family><family>Noto Sans Hebrew</family></prefer></alias>
              <alias binding="same"><family>serif</family><prefer><family>Liberation Serif</family>
                <family>DejaVu Serif</family><family>Noto Serif</family></prefer></alias>
              <alias binding="same"><family>monospace</family><prefer><family>Liberation Mono</family>
                <family>DejaVu Sans Mono</family></prefer></alias>
            </fontconfig>
            """
        let config = FcConfigCreate()!
        _ = xml.withCString { FcConfigParseAndLoadFromMemory(config, $0, 1) }
        FcConfigBuildFonts(config)
        self.config = config
        fontMap = pango_cairo_font_map_new_for_font_type(CAIRO_FONT_TYPE_FT)
        pango_fc_font_map_set_config(OpaquePointer(fontMap), config)
        pango_cairo_font_map_set_resolution(OpaquePointer(fontMap), 72)
        context = pango_font_map_create_context(fontMap)
        fontOptions = cairo_font_options_create()
        cairo_font_options_set_antialias(fontOptions, CAIRO_ANTIALIAS_GRAY)
        cairo_font_options_set_hint_style(fontOptions, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(fontOptions, CAIRO_HINT_METRICS_OFF)
        pango_cairo_context_set_font_options(context, fontOptions)
        pango_cairo_context_set_resolution(context, 72)
        pango_context_set_round_glyph_positions(context, 0)
    }

    /// Runs `body` holding the text lock.
    package func withLock<T>(_ body: () throws -> T) rethrows -> T {
        lock.lock()
        defer { lock.unlock() }
        return try body()
    }

    /// The font family names available, sorted.
    package var familyNames: [String] {
        withLock {
            var families: UnsafeMutablePointer<UnsafeMutablePointer<PangoFontFamily>?>?
            var count: Int32 = 0
            pango_font_map_list_families(fontMap, &families, &count)
            defer { g_free(families) }
            var names: [String] = []
            for i in 0..<Int(count) {
                if let family = families?[i], let name = pango_font_family_get_name(family) {
                    names.append(String(cString: name))
                }
            }
            return Array(Set(names)).sorted()
        }
    }

    /// The face names ("Regular", "Bold", …) of `family`, or [] when the family does not exist.
    package func faceNames(ofFamily family: String) -> [String] {
        withLock {
            var families: UnsafeMutablePointer<UnsafeMutablePointer<PangoFontFamily>?>?
            var count: Int32 = 0
            pango_font_map_list_families(fontMap, &families, &count)
            defer { g_free(families) }
            for i in 0..<Int(count) {
                guard let fam = families?[i], let name = pango_font_family_get_name(fam),
                    String(cString: name).caseInsensitiveCompare(family) == .orderedSame
                else { continue }
                var faces: UnsafeMutablePointer<UnsafeMutablePointer<PangoFontFace>?>?
                var faceCount: Int32 = 0
                pango_font_family_list_faces(fam, &faces, &faceCount)
                defer { g_free(faces) }
                return (0..<Int(faceCount)).compactMap { j in
                    faces?[j].flatMap { pango_font_face_get_face_name($0) }.map { String(cString: $0) }
                }.sorted()
            }
            return []
        }
    }
}
