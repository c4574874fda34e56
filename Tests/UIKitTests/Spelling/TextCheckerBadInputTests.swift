// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing

@testable import UIKit

/// Bad input to UITextChecker is repaired or refused with a log line, never a crash: empty strings, ranges and
/// offsets outside the text, unknown languages, a missing dictionary, invalid UTF-16.
@MainActor
@Suite("UITextChecker: bad input")
struct TextCheckerBadInputTests {
    @Test("Empty strings and empty ranges find nothing")
    func emptyInput() throws {
        try requireEnglishDictionary()
        let checker = UITextChecker()
        #expect(checker.rangeOfMisspelledWord(in: "", range: NSRange(location: 0, length: 0), startingAt: 0,
                                              wrap: true, language: "en_US").location == NSNotFound)
        #expect(checker.rangeOfMisspelledWord(in: "wrod", range: NSRange(location: 2, length: 0), startingAt: 2,
                                              wrap: true, language: "en_US").location == NSNotFound)
        #expect(checker.guesses(forWordRange: NSRange(location: 0, length: 0), in: "", language: "en_US") == [])
        #expect(checker.completions(forPartialWordRange: NSRange(location: 0, length: 0), in: "",
                                    language: "en_US") == [])
        let (_, lines) = UIKitDiagnostics.capturing {
            checker.ignoreWord("")
            UITextChecker.learnWord("")
        }
        #expect(checker.ignoredWords == nil && !UITextChecker.hasLearnedWord(""))
        #expect(lines.count == 2)
    }

    @Test("Ranges outside the text are clamped to it and logged")
    func rangesClamped() throws {
        try requireEnglishDictionary()
        let checker = UITextChecker()
        let text = "good wrod"
        let cases = [NSRange(location: 0, length: 100), NSRange(location: -5, length: 200),
                     NSRange(location: 3, length: Int.max), NSRange(location: NSNotFound, length: 0),
                     NSRange(location: 50, length: 3), NSRange(location: 0, length: -4)]
        for range in cases {
            let (found, lines) = UIKitDiagnostics.capturing {
                checker.rangeOfMisspelledWord(in: text, range: range, startingAt: 0, wrap: true, language: "en_US")
            }
            let expected = range.location <= 3 && range.length > 0 ? NSRange(location: 5, length: 4)
                : NSRange(location: NSNotFound, length: 0)
            #expect(found.location == expected.location && (found.location == NSNotFound || found == expected),
                    "\(range)")
            #expect(lines.contains { $0.contains("outside the text") }, "\(range)")
        }
        let (guesses, lines) = UIKitDiagnostics.capturing {
            checker.guesses(forWordRange: NSRange(location: 5, length: 40), in: text, language: "en_US")
        }
        #expect(guesses?.contains("word") == true)
        #expect(lines.count == 1)
    }

    @Test("A starting offset outside the range is moved into it and logged")
    func offsetOutsideRange() throws {
        try requireEnglishDictionary()
        let text = "wrod good"
        let (found, lines) = UIKitDiagnostics.capturing {
            UITextChecker().rangeOfMisspelledWord(in: text, range: wholeRange(text), startingAt: -10, wrap: false,
                                                  language: "en_US")
        }
        #expect(found == NSRange(location: 0, length: 4))
        #expect(lines.count == 1 && lines[0].contains("starting offset -10"))
    }

    @Test("An unknown language finds nothing, gives nil guesses and completions, and is logged once")
    func unknownLanguage() {
        let checker = UITextChecker()
        let text = "wrod"
        let (results, lines) = UIKitDiagnostics.capturing {
            (0..<3).map { _ in
                (checker.rangeOfMisspelledWord(in: text, range: wholeRange(text), startingAt: 0, wrap: true,
                                               language: "qq_ZZ").location,
                 checker.guesses(forWordRange: wholeRange(text), in: text, language: "qq_ZZ"),
                 checker.completions(forPartialWordRange: wholeRange(text), in: text, language: "qq_ZZ"))
            }
        }
        #expect(results.allSatisfy { $0.0 == NSNotFound && $0.1 == nil && $0.2 == nil })
        #expect(lines.count == 1)
        #expect(lines.first?.contains("qq_ZZ") == true)
    }

    @Test("With no dictionary installed nothing is found and nothing crashes")
    func missingDictionary() throws {
        let empty = FileManager.default.temporaryDirectory.appendingPathComponent("no-dictionaries-\(UUID())")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: empty) }
        let checker = UITextChecker()
        checker.dictionaries = SpellingDictionaries(directories: [empty])
        #expect(checker.dictionaries.availableLanguages == [])
        let (found, lines) = UIKitDiagnostics.capturing {
            checker.rangeOfMisspelledWord(in: "wrod", range: NSRange(location: 0, length: 4), startingAt: 0,
                                          wrap: true, language: "en_US")
        }
        #expect(found.location == NSNotFound)
        #expect(lines.count == 1 && lines[0].contains("no spelling dictionary"))
        #expect(checker.guesses(forWordRange: NSRange(location: 0, length: 4), in: "wrod", language: "en_US") == nil)
    }

    @Test("A dictionary whose files cannot be read is logged, not loaded")
    func unreadableDictionary() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bad-dictionaries-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("SET UTF-8\n".utf8).write(to: folder.appendingPathComponent("xx_XX.aff"))
        try Data([0xFF, 0xFE, 0x00]).write(to: folder.appendingPathComponent("xx_XX.dic"))
        let checker = UITextChecker()
        checker.dictionaries = SpellingDictionaries(directories: [folder])
        #expect(checker.dictionaries.availableLanguages == ["xx_XX"])
        // Hunspell may accept or refuse the garbage; either way the checker answers and does not crash.
        _ = checker.rangeOfMisspelledWord(in: "abc", range: NSRange(location: 0, length: 3), startingAt: 0,
                                          wrap: true, language: "xx_XX")
        _ = checker.completions(forPartialWordRange: NSRange(location: 0, length: 1), in: "a", language: "xx_XX")
    }

    @Test("Lone surrogates and ranges cutting a surrogate pair never crash; they split words")
    func invalidUTF16() throws {
        try requireEnglishDictionary()
        let checker = UITextChecker()
        var units = Array("good ".utf16)
        units.append(0xD800)  // a lone lead surrogate
        units += Array("wrod ".utf16)
        units.append(0xDC00)  // a lone trail surrogate
        units += Array("fine".utf16)
        let text = String(decoding: units, as: UTF16.self)  // lone surrogates become U+FFFD, one unit each
        #expect(text.utf16.count == units.count)
        #expect(checker.rangeOfMisspelledWord(in: text, range: wholeRange(text), startingAt: 0, wrap: false,
                                              language: "en_US") == NSRange(location: 6, length: 4))
        let emoji = "a😀wrod"
        for length in 0...emoji.utf16.count {
            for location in 0...(emoji.utf16.count - length) {
                let range = NSRange(location: location, length: length)
                _ = checker.rangeOfMisspelledWord(in: emoji, range: range, startingAt: location, wrap: true,
                                                  language: "en_US")
                _ = checker.guesses(forWordRange: range, in: emoji, language: "en_US")
                _ = checker.completions(forPartialWordRange: range, in: emoji, language: "en_US")
            }
        }
        #expect(checker.rangeOfMisspelledWord(in: emoji, range: NSRange(location: 2, length: 5), startingAt: 2,
                                              wrap: false, language: "en_US") == NSRange(location: 3, length: 4))
    }

    @Test("Very long words are reported misspelled without reaching Hunspell's limits")
    func longWords() throws {
        try requireEnglishDictionary()
        let long = String(repeating: "a", count: 5000)
        let checker = UITextChecker()
        #expect(checker.rangeOfMisspelledWord(in: long, range: wholeRange(long), startingAt: 0, wrap: false,
                                              language: "en_US") == wholeRange(long))
        #expect(checker.guesses(forWordRange: wholeRange(long), in: long, language: "en_US") == [])
    }
}
