// SPDX-License-Identifier: Apache-2.0
//
// How iOS picks a bundle's localization for the user's preferred languages (docs/ARCHITECTURE.md, "Languages").

/// Matches preferred languages against a bundle's localizations (its `.lproj` folder names) as iOS does.
///
/// The preferred languages are tried in order; the first one that matches any localization decides, and the
/// languages after it are not consulted (an app never mixes two languages). A preferred tag matches, best first:
/// 1. a localization that is the same tag (`-` and `_` alike, letters in any case: `pt-BR` is `pt_BR.lproj`; the
///    old English names `English.lproj`, `French.lproj`… count as `en`, `fr`…);
/// 2. the tag with its last subtags dropped, one at a time (`zh-Hans-CN` → `zh-Hans` → `zh`; `fr-CA` → `fr`);
/// 3. any localization of the same language in another region or script (`pt-PT` → `pt_BR`; `en` → `en_GB`),
///    the first in name order.
/// When a match has a region and the bare language is available too, both are answered (`["fr_CA", "fr"]`),
/// as iOS lists them. When no preferred language matches, the development region answers (`CFBundleDevelopmentRegion`,
/// matched the same way), else `en`, else the first localization in name order. Malformed tags are skipped.
package enum LanguageMatcher {
    /// The old `.lproj` names iPhone OS bundles used for the common languages, and their codes.
    private static let legacyNames: [String: String] = [
        "english": "en", "french": "fr", "german": "de", "italian": "it", "dutch": "nl", "spanish": "es",
        "japanese": "ja", "portuguese": "pt", "swedish": "sv", "danish": "da", "norwegian": "nb", "finnish": "fi",
        "korean": "ko", "russian": "ru", "polish": "pl", "chinese": "zh",
    ]

    /// The localizations of `available` to use for `preferred` (language tags, best first), best first; empty
    /// only when `available` is empty.
    package static func preferredLocalizations(available: [String], preferred: [String],
                                               developmentRegion: String?) -> [String] {
        let candidates = available.sorted()
        guard !candidates.isEmpty else { return [] }
        for tag in preferred {
            if let match = bestMatch(for: tag, in: candidates) { return withBareLanguage(match, in: candidates) }
        }
        if let region = developmentRegion, let match = bestMatch(for: region, in: candidates) {
            return withBareLanguage(match, in: candidates)
        }
        if let english = bestMatch(for: "en", in: candidates) { return withBareLanguage(english, in: candidates) }
        return [candidates[0]]
    }

    /// The localization of `candidates` (sorted) that best matches `tag` (steps 1–3 above), or nil.
    package static func bestMatch(for tag: String, in candidates: [String]) -> String? {
        let wanted = subtags(of: tag)
        guard let language = wanted.first else { return nil }
        let normalized = candidates.map { subtags(of: $0) }
        var prefix = wanted
        while !prefix.isEmpty {
            if let index = normalized.firstIndex(of: prefix) { return candidates[index] }
            prefix.removeLast()
        }
        if let index = normalized.firstIndex(where: { $0.first == language }) { return candidates[index] }
        return nil
    }

    /// The lower-cased subtags of a language tag or `.lproj` name (`pt_BR` → `["pt", "br"]`, `English` → `["en"]`);
    /// empty for a malformed one.
    package static func subtags(of tag: String) -> [String] {
        if let code = legacyNames[tag.lowercased()] { return [code] }
        guard InterfaceLanguage.isValid(tag) else { return [] }
        return tag.lowercased().split(whereSeparator: { $0 == "-" || $0 == "_" }).map(String.init)
    }

    /// The language code of a tag (`fr-CA` → `fr`), or nil when malformed.
    package static func languageCode(of tag: String) -> String? { subtags(of: tag).first }

    private static func withBareLanguage(_ match: String, in candidates: [String]) -> [String] {
        let parts = subtags(of: match)
        guard parts.count > 1, let bare = candidates.first(where: { subtags(of: $0) == [parts[0]] }) else {
            return [match]
        }
        return [match, bare]
    }
}
