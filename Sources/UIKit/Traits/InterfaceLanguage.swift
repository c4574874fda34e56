// SPDX-License-Identifier: Apache-2.0

/// The language an app runs in (`--language`, `TOUCHSTONE_LANGUAGE`), and the layout direction it implies.
///
/// Only the direction follows the language: Touchstone does not yet make it the preferred localisation of
/// `Bundle` lookups (Foundation on Linux takes those from the process locale).
package enum InterfaceLanguage {
    /// The languages written right to left (ISO 639 codes): Arabic, Hebrew (and its old code `iw`), Persian,
    /// Urdu, Yiddish, Pashto, Sindhi, Uyghur, Central Kurdish, Dhivehi, Kashmiri.
    private static let rightToLeft: Set<String> = [
        "ar", "he", "iw", "fa", "ur", "yi", "ps", "sd", "ug", "ckb", "dv", "ks",
    ]

    /// Whether `tag` looks like a language tag: a 2–3 letter language code, then optional subtags of letters and
    /// digits separated by `-` or `_` (`ar`, `he-IL`, `en_US`, `zh-Hans-CN`).
    package static func isValid(_ tag: String) -> Bool {
        let parts = tag.split(separator: "-", omittingEmptySubsequences: false)
            .flatMap { $0.split(separator: "_", omittingEmptySubsequences: false) }
        guard let code = parts.first, (2...3).contains(code.count), code.allSatisfy({ $0.isASCII && $0.isLetter })
        else { return false }
        return parts.dropFirst().allSatisfy {
            (1...8).contains($0.count) && $0.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) }
        }
    }

    /// The layout direction of the language `tag` names (left to right for any language not in the list).
    package static func layoutDirection(for tag: String) -> UIUserInterfaceLayoutDirection {
        let code = tag.prefix { $0 != "-" && $0 != "_" }.lowercased()
        return rightToLeft.contains(code) ? .rightToLeft : .leftToRight
    }
}
