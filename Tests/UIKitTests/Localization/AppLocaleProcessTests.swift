// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing
@testable import UIKit

/// `Locale.current`, the formatters and resource lookups in a real app process follow the app's language and the
/// device's region (docs/ARCHITECTURE.md, "Languages"); the device settings the Settings app writes reach the next
/// launch. Each test runs the probe app as HelloWorld (``runHelloWorldProbe(_:environment:prepare:)``).
@Suite("App locale in an app process")
struct AppLocaleProcessTests {
    /// The probe's date (day 40 after 1970, long style, UTC) and number (1234.5, decimal) in `identifier`, as this
    /// test process's Foundation formats them with that locale named explicitly.
    private func formatted(in identifier: String) -> (date: String, number: String) {
        let date = DateFormatter()
        date.locale = Locale(identifier: identifier)
        date.dateStyle = .long
        date.timeZone = TimeZone(identifier: "UTC")
        let number = NumberFormatter()
        number.locale = Locale(identifier: identifier)
        number.numberStyle = .decimal
        return (date.string(from: Date(timeIntervalSince1970: 86_400 * 40)), number.string(from: 1234.5) ?? "?")
    }

    /// Adds `Flag.txt` (its text: the folder's language) and a `flag.png` (width: 2 in English, 3 in French) to
    /// `en.lproj` and `fr.lproj` of the app at `app`.
    private func addLocalizedResources(to app: URL) throws {
        for (language, width) in [("en", 2), ("fr", 3)] {
            let folder = app.appendingPathComponent("\(language).lproj")
            try Data(language.utf8).write(to: folder.appendingPathComponent("Flag.txt"))
            let image = UIImage(cgImage: try #require(CGContext(
                data: nil, width: width, height: 2, bitsPerComponent: 8, bytesPerRow: 0,
                space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)?.makeImage()))
            try #require(image.pngData()).write(to: folder.appendingPathComponent("flag.png"))
        }
    }

    @Test("--language fr --region FR: Locale.current is fr_FR and the formatters write French")
    func frenchInFrance() throws {
        let answers = try runHelloWorldProbe(["--language", "fr", "--region", "FR"])
        #expect(answers["locale"] == "fr_FR")
        #expect(answers["autoupdatingLocale"] == "fr_FR")
        #expect(answers["preferredLanguages"] == "fr")
        let french = formatted(in: "fr_FR")
        #expect(answers["date"] == french.date)
        #expect(answers["number"] == french.number)
        #expect(french.date.contains("février"))
        #expect(answers["appleLanguages"] == "fr")
    }

    @Test("The region: the language's own (fr-CA), else US; -AppleLanguages with -AppleLocale as on iOS")
    func regions() throws {
        #expect(try runHelloWorldProbe(["--language", "fr"])["locale"] == "fr_US")
        #expect(try runHelloWorldProbe(["--language", "fr-CA"])["locale"] == "fr_CA")
        let apple = try runHelloWorldProbe(["-AppleLanguages", "(de, en)", "-AppleLocale", "de_AT"])
        #expect(apple["locale"] == "de_AT")
        #expect(apple["preferredLanguages"] == "de,en")
        #expect(apple["date"] == formatted(in: "de_AT").date)
    }

    @Test("With nothing chosen the app runs in en_US, as a US iPhone (not Foundation's en_001)")
    func defaultLocale() throws {
        let answers = try runHelloWorldProbe([])
        #expect(answers["locale"] == "en_US")
        #expect(answers["preferredLanguages"] == "en")
        #expect(answers["date"] == formatted(in: "en_US").date)
        #expect(answers["number"] == "1,234.5")
    }

    @Test("Resource lookups prefer the app language's .lproj, then the development region's")
    func localizedResources() throws {
        let french = try runHelloWorldProbe(["--language", "fr"], prepare: addLocalizedResources)
        #expect(french["resource"] == "fr")
        #expect(french["resourceFolder"] == "fr.lproj")
        #expect(french["image"] == "3")
        let english = try runHelloWorldProbe(["--language", "en"], prepare: addLocalizedResources)
        #expect(english["resource"] == "en")
        #expect(english["image"] == "2")
        let missing = try runHelloWorldProbe(["--language", "de"], prepare: addLocalizedResources)
        #expect(missing["resource"] == "en")
        #expect(missing["resourceFolder"] == "en.lproj")
    }

    @Test("The device settings the Settings app writes (language, region, Airplane Mode) reach the next launch")
    func deviceSettingsAtLaunch() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("device-settings-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        var settings = DeviceSettings()
        settings.languages = ["fr"]
        settings.locale = "fr_FR"
        settings.airplaneMode = true
        try settings.save(dataRoot: root)
        let answers = try runHelloWorldProbe([], environment: ["TOUCHSTONE_DATA_ROOT": root.path])
        #expect(answers["greeting"] == "Bonjour, le monde !")
        #expect(answers["locale"] == "fr_FR")
        #expect(answers["network"] == "none")
        // Flags still win over the device's settings.
        let flagged = try runHelloWorldProbe(["--language", "en", "--network", "cellular"],
                                             environment: ["TOUCHSTONE_DATA_ROOT": root.path])
        #expect(flagged["greeting"] == "Hello, World!")
        #expect(flagged["locale"] == "en_FR")
        #expect(flagged["network"] == "cellular")
    }
}
