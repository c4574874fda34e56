// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing

/// The HelloWorld example's bundle in a real app process, in English, French and a language it lacks
/// (docs/ARCHITECTURE.md, "Languages"). HelloWorld is a package of its own, so the probe app stands in for its
/// executable: each test links the probe app into a fresh folder beside a copy of `HelloWorld.app` whose
/// Info.plist names it, so the `.app` becomes the probe's main bundle exactly as HelloWorld's does. The probe
/// prints `NSLocalizedString("greeting", comment:)` (no `bundle:`), `Bundle.main.preferredLocalizations` and the
/// display name.
@Suite("App languages in an app process")
struct AppLanguageProcessTests {
    private func runHelloWorld(_ arguments: [String], environment: [String: String] = [:]) throws -> [String: String] {
        try runHelloWorldProbe(arguments, environment: environment)
    }

    @Test("With no language the app speaks its development region, English")
    func english() throws {
        let answers = try runHelloWorld([])
        #expect(answers["greeting"] == "Hello, World!")
        #expect(answers["preferredLocalizations"] == "en")
        #expect(answers["displayName"] == "Hello")
    }

    @Test("--language fr: French strings and the French display name from InfoPlist.strings")
    func french() throws {
        let answers = try runHelloWorld(["--language", "fr"])
        #expect(answers["greeting"] == "Bonjour, le monde !")
        #expect(answers["preferredLocalizations"] == "fr")
        #expect(answers["displayName"] == "Bonjour")
        #expect(answers["localizedDisplayName"] == "Bonjour")
    }

    @Test("A regional French (fr-CA) falls back to fr.lproj; -AppleLanguages (fr) works as on iOS")
    func regionalAndAppleLanguages() throws {
        #expect(try runHelloWorld(["--language", "fr-CA"])["greeting"] == "Bonjour, le monde !")
        #expect(try runHelloWorld(["-AppleLanguages", "(fr, en)"])["greeting"] == "Bonjour, le monde !")
    }

    @Test("A language the bundle lacks (de) falls back to the development region")
    func missingLanguage() throws {
        let answers = try runHelloWorld(["--language", "de"])
        #expect(answers["greeting"] == "Hello, World!")
        #expect(answers["preferredLocalizations"] == "en")
        #expect(answers["displayName"] == "Hello")
    }
}
