// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing
import TouchstoneTesting
@testable import UIKit

/// Red dotted underlines under misspelled words while a field edits.
@MainActor
@Suite("Spelling underlines")
struct SpellingUnderlineTests {
    @Test("While editing, misspelled words are underlined, except the word the caret ends")
    func underlined() throws {
        try requireEnglishDictionary()
        let (_, _, field) = try launchedTextField(text: "Ths is wrng today")
        #expect(field.underlinedMisspellings.isEmpty)
        #expect(field.becomeFirstResponder())
        #expect(field.underlinedMisspellings == [NSRange(location: 0, length: 3), NSRange(location: 7, length: 4)])
        field.insertText(" tomorow")
        #expect(field.underlinedMisspellings == [NSRange(location: 0, length: 3), NSRange(location: 7, length: 4)])
        field.selectedTextRange = field.textRange(from: field.beginningOfDocument, to: field.beginningOfDocument)
        #expect(field.underlinedMisspellings.count == 3)
        #expect(field.resignFirstResponder())
        #expect(field.underlinedMisspellings.isEmpty)
    }

    @Test("spellCheckingType .no, or autocorrection off with the default type, turns underlines off; .yes forces them")
    func types() throws {
        try requireEnglishDictionary()
        let (_, _, field) = try launchedTextField(text: "wrng ")
        #expect(field.becomeFirstResponder())
        #expect(field.underlinedMisspellings.count == 1)
        field.spellCheckingType = .no
        #expect(field.underlinedMisspellings.isEmpty)
        field.spellCheckingType = .default
        field.autocorrectionType = .no
        #expect(field.underlinedMisspellings.isEmpty)
        field.spellCheckingType = .yes
        #expect(field.underlinedMisspellings.count == 1)
    }

    @Test("Only words not seen before are looked up again after an edit")
    func incremental() throws {
        try requireEnglishDictionary()
        let underlines = SpellingUnderlines()
        #expect(underlines.misspelledRanges(in: "one twoo three", caret: nil) == [NSRange(location: 4, length: 4)])
        #expect(underlines.checkedWordCount == 3)
        #expect(underlines.misspelledRanges(in: "one twoo three fourr", caret: nil).count == 2)
        #expect(underlines.checkedWordCount == 4)
        #expect(underlines.misspelledRanges(in: "three one twoo", caret: nil) == [NSRange(location: 10, length: 4)])
        #expect(underlines.checkedWordCount == 4)
        underlines.invalidate()
        _ = underlines.misspelledRanges(in: "three one", caret: nil)
        #expect(underlines.checkedWordCount == 6)
    }

    @Test("Golden: red dotted underlines under misspelled words in an editing field", arguments: ["classic", "modern"])
    func golden(_ look: String) throws {
        try requireEnglishDictionary()
        let profile: DeviceProfile = look == "classic" ? .iPhone3GS : .modernPhone
        let (device, _, field) = try launchedTextField(profile, text: "Ths sentense is fine")
        #expect(field.becomeFirstResponder())
        device.advance(by: 1.0 / 60)
        let s = profile.scale
        let rect = CGRect(x: 15, y: 95, width: 210, height: 41)
        let image = try #require(device.screenshot().cropping(to: CGRect(x: rect.minX * s, y: rect.minY * s,
                                                                         width: rect.width * s, height: rect.height * s)))
        try assertGolden(image, named: "spelling-underlines-\(look)", suite: "Spelling", filePath: uikitTestsRootFile())
    }
}
