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
    /// The example's app bundle in the source tree.
    private static let helloWorldApp = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Examples/HelloWorld/Sources/HelloWorld/HelloWorld.app")

    /// Runs the probe as HelloWorld with `arguments`; returns the probe's `key=value` lines.
    private func runHelloWorld(_ arguments: [String], environment: [String: String] = [:]) throws -> [String: String] {
        let folder = probeAppURL.deletingLastPathComponent().appendingPathComponent("languages-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let executable = folder.appendingPathComponent("probe-app")
        try FileManager.default.linkItem(at: probeAppURL, to: executable)
        let app = folder.appendingPathComponent("HelloWorld.app")
        try FileManager.default.copyItem(at: Self.helloWorldApp, to: app)
        let plistURL = app.appendingPathComponent("Info.plist")
        var info = try #require(
            try PropertyListSerialization.propertyList(from: Data(contentsOf: plistURL), format: nil) as? [String: Any])
        info["CFBundleExecutable"] = "probe-app"
        try PropertyListSerialization.data(fromPropertyList: info, format: .xml, options: 0).write(to: plistURL)

        let run = try runProbe(arguments + ["--seconds", "0.1"],
                               environment: environment.merging(["PROBE_LOCALIZATION": "1"]) { $1 },
                               removing: ["TOUCHSTONE_LANGUAGE"], executable: executable)
        #expect(run.status == 0, "\(run.output)")
        var answers: [String: String] = [:]
        for line in run.output.split(separator: "\n") where line.hasPrefix("probe: ") && line.contains("=") {
            let pair = line.dropFirst("probe: ".count).split(separator: "=", maxSplits: 1)
            answers[String(pair[0])] = pair.count > 1 ? String(pair[1]) : ""
        }
        return answers
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
