// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing
@testable import UIKit

@Suite("Settings bundles: page files, every specifier type, localization, bad input")
struct SettingsBundleTests {
    let bundle = SettingsBundle(url: sampleAppURL.appendingPathComponent("Settings.bundle"))

    @Test("The app bundle's top-level Settings.bundle is found; an app without one has none")
    func locate() {
        #expect(SettingsBundle(appBundle: sampleAppURL)?.url.lastPathComponent == "Settings.bundle")
        #expect(SettingsBundle(appBundle: sampleAppURL.appendingPathComponent("Settings.bundle")) == nil)
        #expect(bundle.localizations == ["en", "fr"])
    }

    @Test("The tutorial's Root.plist lists its elements in order (guide §2.9.3)")
    func tutorialOrder() throws {
        let page = try #require(bundle.page("Root", languages: ["en"]))
        let listed = page.specifiers.map { "\($0.kind!.rawValue) \($0.title ?? "")" }
        #expect(listed == [
            "PSGroupSpecifier Sound", "PSToggleSwitchSpecifier Play Sounds", "PSToggleSwitchSpecifier 3D Sound",
            "PSGroupSpecifier User Info", "PSTextFieldSpecifier Name", "PSMultiValueSpecifier Experience Level",
            "PSGroupSpecifier Gravity", "PSSliderSpecifier ", "PSGroupSpecifier More", "PSChildPaneSpecifier Advanced",
        ])
        #expect(page.stringsTable == "Root")
        #expect(page.sections.map { $0.header?.title } == ["Sound", "User Info", "Gravity", "More"])
        #expect(page.sections.map(\.rows.count) == [2, 2, 1, 1])
    }

    @Test("Each type's keys: text field options, toggle values, slider range and images, multi-value titles and values")
    func specifierKeys() throws {
        let root = try #require(bundle.page("Root", languages: ["en"]))
        let name = root.specifiers[4]
        #expect(name.key == "user_name")
        #expect(name.autocapitalizationType == "Words")
        #expect(name.autocorrectionType == "No")
        #expect(!name.isSecure)
        let play = root.specifiers[1]
        #expect(SettingsSpecifier.same(play.defaultValue, true))
        #expect(SettingsSpecifier.same(play.trueValue, true) && SettingsSpecifier.same(play.falseValue, false))
        let experience = root.specifiers[5]
        #expect(experience.titles == ["Beginner", "Expert", "Master"])
        #expect(experience.index(ofValue: 1) == 1)
        #expect(experience.displayTitle(for: 2) == "Master")
        let gravity = root.specifiers[7]
        #expect(gravity.minimumValue == 0 && gravity.maximumValue == 2)
        #expect(gravity.minimumValueImage.flatMap(bundle.imageURL(named:)) != nil)
        #expect(gravity.maximumValueImage.flatMap(bundle.imageURL(named:)) != nil)
        #expect(root.specifiers[9].file == "Advanced")

        let advanced = try #require(bundle.page("Advanced", languages: ["en"]))
        let password = advanced.specifiers[1]
        #expect(password.isSecure)
        #expect(advanced.specifiers[2].keyboardType == "URL")
        let sync = advanced.specifiers[3]
        #expect(sync.trueValue as? String == "YES" && sync.falseValue as? String == "NO")
        let version = advanced.specifiers[4]
        #expect(version.kind == .titleValue && version.displayTitle(for: version.defaultValue) == "1.0")
        let units = advanced.specifiers[5]
        #expect(units.kind == .radioGroup && units.titles == ["Metric", "Imperial"])
        #expect(units.footerText == "Used for distances.")
        #expect(advanced.specifiers[0].footerText == "Stored on this device only.")
    }

    @Test("Strings come from the StringsTable of the preferred language, region and fallbacks included")
    func localization() throws {
        let french = try #require(bundle.page("Root", languages: ["fr-CA", "en"]))
        #expect(french.title == "MonApp")
        #expect(french.specifiers[1].title == "Jouer les sons")
        #expect(french.specifiers[5].titles == ["Débutant", "Expert", "Maître"])
        let child = try #require(bundle.page("Advanced", languages: ["fr"]))
        #expect(child.specifiers[0].footerText == "Conservé sur cet appareil.")
        // A language the bundle lacks falls back to English.
        #expect(bundle.page("Root", languages: ["de"])?.specifiers[1].title == "Play Sounds")
        #expect(SettingsBundle.match(languages: ["pt-BR", "fr_FR"], among: ["en", "fr", "pt"]) == ["pt", "fr", "en"])
    }

    @Test("A page without StringsTable is not localized")
    func unlocalizedPage() throws {
        let folder = makeScratchFolder("settings")
        defer { try? FileManager.default.removeItem(at: folder) }
        try writePage(["PreferenceSpecifiers": [["Type": "PSGroupSpecifier", "Title": "Sound"]]], named: "Root", in: folder)
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("fr.lproj"), withIntermediateDirectories: true)
        try Data("\"Sound\" = \"Son\";".utf8).write(to: folder.appendingPathComponent("fr.lproj/Root.strings"))
        #expect(SettingsBundle(url: folder).page("Root", languages: ["fr"])?.specifiers.first?.title == "Sound")
    }

    @Test("Unknown types and missing keys: what can be shown is kept, the rest logged")
    func badElements() throws {
        let folder = makeScratchFolder("settings")
        defer { try? FileManager.default.removeItem(at: folder) }
        try writePage(["PreferenceSpecifiers": [
            ["Type": "PSFancySpecifier", "Title": "Fancy"],
            ["Type": "PSToggleSwitchSpecifier", "Title": "No key"],
            ["Type": "PSChildPaneSpecifier", "Title": "Nowhere"],
            "not a dictionary",
            ["Title": "No type"],
        ]], named: "Root", in: folder)
        let (page, lines) = UIKitDiagnostics.capturing { SettingsBundle(url: folder).page("Root", languages: ["en"]) }
        let specifiers = try #require(page?.specifiers)
        #expect(specifiers.count == 4)
        #expect(specifiers[0].kind == nil && specifiers[0].typeName == "PSFancySpecifier" && specifiers[0].title == "Fancy")
        #expect(specifiers[1].kind == .toggleSwitch && specifiers[1].key == nil)
        #expect(specifiers[2].file == nil)
        #expect(lines.count == 5)
        #expect(lines.contains { $0.contains("PSFancySpecifier") })
        #expect(lines.contains { $0.contains("no Key") })
        #expect(lines.contains { $0.contains("not a dictionary") })
    }

    @Test("A page without PreferenceSpecifiers, or a missing page, is rejected with a log line")
    func invalidPages() throws {
        let folder = makeScratchFolder("settings")
        defer { try? FileManager.default.removeItem(at: folder) }
        try writePage(["Title": "Empty"], named: "Root", in: folder)
        let (page, lines) = UIKitDiagnostics.capturing { SettingsBundle(url: folder).page("Root") }
        #expect(page == nil)
        #expect(lines.contains { $0.contains("PreferenceSpecifiers") })
        let (missing, more) = UIKitDiagnostics.capturing { SettingsBundle(url: folder).page("Child") }
        #expect(missing == nil)
        #expect(more.count == 1)
        #expect(SettingsBundle(url: folder).page("../Root") == nil)
    }

    @Test("Registration defaults gather DefaultValue from the root page and its child panes")
    func registrationDefaults() {
        let defaults = bundle.registrationDefaults()
        #expect(SettingsSpecifier.same(defaults["gravity_preference"], 1))
        #expect(SettingsSpecifier.same(defaults["experience_preference"], 0))
        #expect(defaults["units_preference"] as? String == "metric")
        #expect(defaults["sync_preference"] as? String == "YES")
        #expect(defaults["password_preference"] == nil)
    }
}

/// Writes a page file as an XML property list.
func writePage(_ page: [String: Any], named name: String, in folder: URL) throws {
    let data = try PropertyListSerialization.data(fromPropertyList: page, format: .xml, options: 0)
    try data.write(to: folder.appendingPathComponent(name + ".plist"))
}
