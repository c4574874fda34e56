// SPDX-License-Identifier: Apache-2.0

import CoreGraphics
import CoreText
import Foundation
import Testing
import TouchstoneTesting

/// Core Text's font manager and `CGFont`, as iOS code registers a font shipped with an app.
@Suite("CTFontManager and CGFont")
struct FontManagerTests {
    @Test("A font from bytes is registered once and then found by PostScript and full name")
    func registerGraphicsFont() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("ct-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: dir) }
        let url = try RenamedTestFont.write(family: "Touchstone CT Mono", postScriptName: "TouchstoneCTMono",
                                            to: dir, fileName: "ct.ttf")
        #expect(CGFont("TouchstoneCTMono" as CFString) == nil)

        let fontData = try Data(contentsOf: url)
        let provider = try #require(CGDataProvider(data: fontData as CFData))
        let font = try #require(CGFont(provider))
        #expect(font.postScriptName as String? == "TouchstoneCTMono")
        #expect(font.fullName as String? == "Touchstone CT Mono")

        var error: Unmanaged<CFError>?
        #expect(CTFontManagerRegisterGraphicsFont(font, &error))
        #expect(error == nil)
        #expect(!CTFontManagerRegisterGraphicsFont(font, &error))
        let repeated = try #require(error?.takeRetainedValue())
        #expect(CFErrorGetCode(repeated) == CTFontManagerError.alreadyRegistered.rawValue)
        #expect(repeated.domain == kCTFontManagerErrorDomain as String)

        #expect(FontConfiguration.shared.fontMapUsesOwnConfiguration)
        let byName = try #require(CGFont("TouchstoneCTMono" as CFString))
        #expect(byName.fullName == font.fullName)
        #expect(CGFont("Touchstone CT Mono" as CFString)?.postScriptName == "TouchstoneCTMono")
    }

    @Test("Registering a file by URL; a missing file or one that is not a font fails with Core Text's codes")
    func registerFontsForURL() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("ct-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: dir) }
        let url = try RenamedTestFont.write(family: "Touchstone URL Mono", postScriptName: "TouchstoneURLMono",
                                            to: dir, fileName: "url.ttf")
        #expect(CTFontManagerRegisterFontsForURL(url as CFURL, .process, nil))
        #expect(CGFont("TouchstoneURLMono" as CFString) != nil)

        var error: Unmanaged<CFError>?
        let missing = dir.appendingPathComponent("missing.ttf")
        #expect(!CTFontManagerRegisterFontsForURL(missing as CFURL, .process, &error))
        #expect(error.map { CFErrorGetCode($0.takeRetainedValue()) } == CTFontManagerError.fileNotFound.rawValue)

        let text = dir.appendingPathComponent("notes.ttf")
        try Data("not a font".utf8).write(to: text)
        error = nil
        #expect(!CTFontManagerRegisterFontsForURL(text as CFURL, .process, &error))
        #expect(error.map { CFErrorGetCode($0.takeRetainedValue()) } == CTFontManagerError.unrecognizedFormat.rawValue)
    }

    @Test("CGFont from bytes that are not a font is nil")
    func notAFont() throws {
        let provider = try #require(CGDataProvider(data: Data("GIF89a".utf8) as CFData))
        #expect(CGFont(provider) == nil)
    }

    @Test("CGFont by name finds installed faces by PostScript name")
    func installedByName() throws {
        let font = try #require(CGFont("LiberationSans-Bold" as CFString))
        #expect(font.fullName as String? == "Liberation Sans Bold")
    }
}
