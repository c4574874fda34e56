// SPDX-License-Identifier: Apache-2.0

import CCairo
import Foundation

/// What fontconfig knows about a family beyond its faces: the languages it covers and whether it is monospaced, for
/// UIKit's font picker (its language and trait filters).
extension FontConfiguration {
    /// The languages (fontconfig's RFC 3066 tags, "en", "ar", "zh-cn", …) some installed or registered face of
    /// `family` covers; empty for an unknown family.
    package func languages(ofFamily family: String) -> Set<String> {
        var languages: Set<String> = []
        forEachPattern(ofFamily: family) { pattern in
            var langSet: OpaquePointer?
            guard FcPatternGetLangSet(pattern, "lang", 0, &langSet) == FcResultMatch, let langSet,
                let strings = FcLangSetGetLangs(langSet)
            else { return }
            defer { FcStrSetDestroy(strings) }
            guard let list = FcStrListCreate(strings) else { return }
            defer { FcStrListDone(list) }
            while let next = FcStrListNext(list) { languages.insert(String(cString: next)) }
        }
        return languages
    }

    /// Whether some face of `family` is monospaced (fontconfig's `spacing` is mono or charcell).
    package func isMonospaced(family: String) -> Bool {
        var monospaced = false
        forEachPattern(ofFamily: family) { pattern in
            var spacing: Int32 = 0
            if FcPatternGetInteger(pattern, "spacing", 0, &spacing) == FcResultMatch, spacing >= Int32(FC_MONO) {
                monospaced = true
            }
        }
        return monospaced
    }

    /// Calls `body` with each fontconfig pattern of `family` (case-insensitive), system fonts then app fonts.
    private func forEachPattern(ofFamily family: String, _ body: (OpaquePointer) -> Void) {
        withLock {
            for set in [FcSetSystem, FcSetApplication] {
                guard let fonts = FcConfigGetFonts(config, set) else { continue }
                let count = Int(fonts.pointee.nfont)
                guard count > 0, let patterns = fonts.pointee.fonts else { continue }
                for index in 0..<count {
                    guard let pattern = patterns[index] else { continue }
                    var name: UnsafeMutablePointer<FcChar8>?
                    guard FcPatternGetString(pattern, "family", 0, &name) == FcResultMatch, let name,
                        String(cString: name).caseInsensitiveCompare(family) == .orderedSame
                    else { continue }
                    body(pattern)
                }
            }
        }
    }
}
