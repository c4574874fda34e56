// SPDX-License-Identifier: Apache-2.0

import Testing
@testable import UIKit

/// How a bundle's localization is chosen for the preferred languages (docs/ARCHITECTURE.md, "Languages").
@Suite("Language matching")
struct LanguageMatcherTests {
    private func pick(_ preferred: [String], _ available: [String], region: String? = "en") -> [String] {
        LanguageMatcher.preferredLocalizations(available: available, preferred: preferred, developmentRegion: region)
    }

    @Test("An exact tag wins; - and _ and letter case do not matter")
    func exact() {
        #expect(pick(["fr"], ["en", "fr"]) == ["fr"])
        #expect(pick(["pt-BR"], ["en", "pt", "pt_BR"]) == ["pt_BR", "pt"])
        #expect(pick(["EN_gb"], ["en-GB", "fr"]) == ["en-GB"])
    }

    @Test("A regional tag falls back to its language: fr-CA → fr, zh-Hans-CN → zh-Hans")
    func dropsSubtags() {
        #expect(pick(["fr-CA"], ["en", "fr"]) == ["fr"])
        #expect(pick(["zh-Hans-CN"], ["en", "zh-Hans", "zh-Hant"]) == ["zh-Hans"])
    }

    @Test("Another region of the same language comes next: pt-PT → pt_BR, en → en_GB")
    func otherRegion() {
        #expect(pick(["pt-PT"], ["en", "pt_BR"]) == ["pt_BR"])
        #expect(pick(["en"], ["en_GB", "fr"]) == ["en_GB"])
    }

    @Test("The first preferred language with any match decides; later ones are not mixed in")
    func firstMatchingLanguage() {
        #expect(pick(["de", "fr", "en"], ["en", "fr"]) == ["fr"])
        #expect(pick(["de-AT", "es"], ["de", "en", "es"]) == ["de"])
    }

    @Test("No match: the development region, else English, else the first localization by name")
    func fallbacks() {
        #expect(pick(["de"], ["en", "fr"], region: "fr") == ["fr"])
        #expect(pick(["de"], ["en", "fr"], region: nil) == ["en"])
        #expect(pick(["de"], ["ja", "fr"], region: "it") == ["fr"])
        #expect(pick(["de"], [], region: "en").isEmpty)
    }

    @Test("Old English.lproj-style folder names count as their language codes")
    func legacyNames() {
        #expect(pick(["fr"], ["English", "French"]) == ["French"])
        #expect(pick(["de"], ["English", "French"], region: "English") == ["English"])
    }

    @Test("Malformed preferred tags are skipped")
    func malformed() {
        #expect(pick(["", "f", "fr!!", "fr"], ["en", "fr"]) == ["fr"])
        #expect(LanguageMatcher.subtags(of: "x") == [])
    }

    @Test("-AppleLanguages arguments: old-style arrays and bare tags are read and taken out of Touchstone's flags")
    func appleLanguagesArgument() {
        #expect(AppLanguages.parseLanguageList("(fr, \"en-GB\")") == ["fr", "en-GB"])
        #expect(AppLanguages.parseLanguageList("de") == ["de"])
        let split = AppLanguages.splitAppleArguments(["--seconds", "1", "-AppleLanguages", "(fr)", "--host", "headless"])
        #expect(split.rest == ["--seconds", "1", "--host", "headless"])
        #expect(split.languages == ["fr"])
        guard case .run(let options) = LaunchOptions.parse(["-AppleLanguages", "(fr, en)"], environment: [:]) else {
            Issue.record("-AppleLanguages was rejected")
            return
        }
        #expect(options.appleLanguages == ["fr", "en"])
        #expect(options.language == nil)
    }
}
