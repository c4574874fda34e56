// SPDX-License-Identifier: Apache-2.0
//
// The app's locale: what Locale.current, the formatters and Locale.preferredLanguages answer in an app process
// (docs/ARCHITECTURE.md, "Languages").

import CProcessHooks
import Foundation

/// The locale an app process runs in: its first language with the device's region, as iOS builds
/// `Locale.current` from the preferred language and the Region setting (`fr` in France is `fr_FR`; `fr` on a US
/// device is `fr_US`, French words with US conventions).
///
/// swift-foundation on Linux hard-codes `Locale.current` (`en_001`) and `Locale.preferredLanguages` and reads no
/// environment variable, so ``install(languages:region:)`` answers them through the Foundation hooks
/// (`CProcessHooks/FoundationSwiftHooks.c`): `Locale.current`, `Locale.autoupdatingCurrent` (which then does not update:
/// on iOS a language change relaunches the app anyway), `NSLocale.current`, `Locale.preferredLanguages`, and with
/// them every `DateFormatter`, `NumberFormatter` and format style made without an explicit locale.
package enum AppLocale {
    private static let lock = NSLock()
    /// Every installed value, kept for the process: the hooks hand out copies of their bits.
    nonisolated(unsafe) private static var installed: [(locale: Locale, languages: [String])] = []

    /// The region a device has when nothing names one: the United States, as a US iPhone.
    package static let defaultRegion = "US"

    /// The installed locale, or nil while Foundation answers alone.
    package static var current: Locale? { lock.withLock { installed.last?.locale } }

    /// The locale identifier for `language` (a tag such as `fr`, `pt-BR`, `zh-Hans`) in `region` (ISO 3166 code such
    /// as `FR`, or a UN M.49 number such as `419`; nil: the tag's own region, else ``defaultRegion``), in ICU's form:
    /// `fr_FR`, `zh_Hans_CN`. Nil for a malformed language tag.
    package static func identifier(language: String, region: String?) -> String? {
        let parts = LanguageMatcher.subtags(of: language)
        guard let code = parts.first else { return nil }
        let script = parts.dropFirst().first { $0.count == 4 }.map { $0.prefix(1).uppercased() + $0.dropFirst() }
        let tagRegion = parts.dropFirst().first { isRegion($0) }
        let chosen = (region.flatMap { isRegion($0) ? $0 : nil } ?? tagRegion ?? defaultRegion).uppercased()
        return ([code] + (script.map { [$0] } ?? []) + [chosen]).joined(separator: "_")
    }

    /// Whether `text` is a region code: two letters or three digits.
    package static func isRegion(_ text: String) -> Bool {
        (text.count == 2 && text.allSatisfy { $0.isASCII && $0.isLetter })
            || (text.count == 3 && text.allSatisfy { $0.isASCII && $0.isNumber })
    }

    /// The region of an `AppleLocale` value (`fr_FR` → `FR`, `en_US@calendar=…` → `US`), or nil.
    package static func region(ofLocaleIdentifier identifier: String) -> String? {
        let base = identifier.prefix { $0 != "@" }
        return base.split(whereSeparator: { $0 == "_" || $0 == "-" }).dropFirst().map(String.init)
            .last { isRegion($0) }?.uppercased()
    }

    /// Splits `arguments` into the rest and the value of a `-AppleLocale VALUE` pair (Foundation's argument domain
    /// style, e.g. `-AppleLocale fr_FR`); nil when absent. A `-AppleLocale` without a value is left in the rest.
    package static func splitAppleLocale(_ arguments: [String]) -> (rest: [String], locale: String?) {
        var rest: [String] = [], locale: String?
        var index = 0
        while index < arguments.count {
            if arguments[index] == "-AppleLocale", index + 1 < arguments.count {
                locale = arguments[index + 1].trimmingCharacters(in: CharacterSet(charactersIn: "\"' "))
                index += 2
                continue
            }
            rest.append(arguments[index])
            index += 1
        }
        return (rest, locale)
    }

    /// Makes `languages` (best first; the first decides the locale's language) in `region` the process's
    /// `Locale.current` and `Locale.preferredLanguages` (as BCP 47 tags, `fr`, `pt-BR`). No languages, or a first
    /// one that is malformed, is logged and changes nothing.
    package static func install(languages: [String], region: String?) {
        guard let first = languages.first, let identifier = identifier(language: first, region: region) else {
            UIKitDiagnostics.log("locale: no valid language in \(languages); Locale.current stays Foundation's")
            return
        }
        guard MemoryLayout<Locale>.size == MemoryLayout<touchstone_two_words>.size,
              MemoryLayout<[String]>.size == MemoryLayout<UnsafeRawPointer>.size
        else {
            UIKitDiagnostics.log("locale: this Foundation's Locale is not two words; Locale.current stays Foundation's")
            return
        }
        let locale = Locale(identifier: identifier)
        let tags = languages.filter { !LanguageMatcher.subtags(of: $0).isEmpty }
            .map { $0.replacingOccurrences(of: "_", with: "-") }
        lock.withLock {
            installed.append((locale, tags))
            let kept = installed[installed.count - 1]
            let words = withUnsafeBytes(of: kept.locale) { $0.load(as: touchstone_two_words.self) }
            let list = withUnsafeBytes(of: kept.languages) { $0.load(as: UnsafeMutableRawPointer?.self) }
            touchstone_set_current_locale(words, list)
        }
    }

    /// Removes the override: Foundation answers `Locale.current` again (the values stay alive: a caller may hold
    /// one).
    package static func uninstall() {
        lock.withLock { touchstone_set_current_locale(touchstone_two_words(first: nil, second: nil), nil) }
    }
}
