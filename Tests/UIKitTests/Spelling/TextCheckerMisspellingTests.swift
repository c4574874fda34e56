// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing

@testable import UIKit

/// `rangeOfMisspelledWord(in:range:startingAt:wrap:language:)` with Debian's en_US dictionary: UTF-16 ranges,
/// `NSNotFound` when nothing is wrong, the starting offset and wrapping, and what counts as a word.
@MainActor
@Suite("UITextChecker: finding misspelled words")
struct TextCheckerMisspellingTests {
    @Test("A misspelled word's UTF-16 range is returned; correct text gives NSNotFound")
    func findsMisspelledWord() throws {
        try requireEnglishDictionary()
        let checker = UITextChecker()
        let text = "The quick brown fox jumpd over the lazy dog."
        let found = checker.rangeOfMisspelledWord(in: text, range: wholeRange(text), startingAt: 0, wrap: false,
                                                  language: "en_US")
        #expect(found == NSRange(location: 20, length: 5))
        let correct = "The quick brown fox jumped over the lazy dog."
        let none = checker.rangeOfMisspelledWord(in: correct, range: wholeRange(correct), startingAt: 0, wrap: false,
                                                 language: "en_US")
        #expect(none.location == NSNotFound)
    }

    @Test("Walking a document one call per word finds every misspelling in order")
    func walksDocument() throws {
        try requireEnglishDictionary()
        let text = "Ths sentense has sevral mistakes, but not evry word is wrong."
        #expect(UITextChecker().misspelledWords(in: text) == ["Ths", "sentense", "sevral", "evry"])
    }

    @Test("Ranges count UTF-16 units: an emoji before the word shifts it by two")
    func utf16Offsets() throws {
        try requireEnglishDictionary()
        let text = "😀 and wrld"  // 😀 is 2 units
        let found = UITextChecker().rangeOfMisspelledWord(in: text, range: wholeRange(text), startingAt: 0,
                                                          wrap: false, language: "en_US")
        #expect(found == NSRange(location: 7, length: 4))
    }

    @Test("The search starts at the offset and, with wrap, continues from the start of the range")
    func startingOffsetAndWrap() throws {
        try requireEnglishDictionary()
        let checker = UITextChecker()
        let text = "aaple and banana and chery"
        let all = wholeRange(text)
        #expect(checker.rangeOfMisspelledWord(in: text, range: all, startingAt: 0, wrap: false, language: "en_US")
                == NSRange(location: 0, length: 5))
        #expect(checker.rangeOfMisspelledWord(in: text, range: all, startingAt: 5, wrap: false, language: "en_US")
                == NSRange(location: 21, length: 5))
        #expect(checker.rangeOfMisspelledWord(in: text, range: all, startingAt: 26, wrap: false, language: "en_US")
                .location == NSNotFound)
        #expect(checker.rangeOfMisspelledWord(in: text, range: all, startingAt: 26, wrap: true, language: "en_US")
                == NSRange(location: 0, length: 5))
        // Wrapping stops at the starting offset: a word the offset falls inside is found on the wrapped pass.
        #expect(checker.rangeOfMisspelledWord(in: text, range: all, startingAt: 23, wrap: true, language: "en_US")
                == NSRange(location: 0, length: 5))
    }

    @Test("Only the given range is checked")
    func checksOnlyRange() throws {
        try requireEnglishDictionary()
        let text = "mispeled words here and mispeled there"
        let range = NSRange(location: 9, length: 20)  // "words here and mispe"
        let found = UITextChecker().rangeOfMisspelledWord(in: text, range: range, startingAt: 9, wrap: true,
                                                          language: "en_US")
        #expect(found == NSRange(location: 24, length: 5))  // the part of the word inside the range
    }

    @Test("Apostrophes inside words belong to them; quotes around words do not")
    func apostrophes() throws {
        try requireEnglishDictionary()
        let checker = UITextChecker()
        #expect(checker.misspelledWords(in: "don't can't it's o’clock 'quoted' James' dog's") == [])
        #expect(checker.misspelledWords(in: "I dont't know") == ["dont't"])
    }

    @Test("Numbers, ordinals and words with digits are skipped")
    func numbers() throws {
        try requireEnglishDictionary()
        #expect(UITextChecker().misspelledWords(in: "42 3rd 1,000,000 mp3 12:30 3.14 x86 v2 and wrod") == ["wrod"])
    }

    @Test("URLs, e-mail addresses and paths are skipped whole")
    func addresses() throws {
        try requireEnglishDictionary()
        let text = "See https://exmple.com/qwzx or www.qwzxy.org, mail qwzx@exmple.com, open /usr/shre/qwzx, then fxo."
        #expect(UITextChecker().misspelledWords(in: text) == ["fxo"])
    }

    @Test("Words in another script are left alone; a word mixing scripts is reported")
    func scripts() throws {
        try requireEnglishDictionary()
        let checker = UITextChecker()
        #expect(checker.misspelledWords(in: "Hello 世界 and привет, καλημέρα") == [])
        #expect(checker.misspelledWords(in: "good helloпривет day") == ["helloпривет"])
    }

    @Test("Hyphens split words; each part is checked")
    func hyphens() throws {
        try requireEnglishDictionary()
        #expect(UITextChecker().misspelledWords(in: "well-known self-evdent") == ["evdent"])
    }

    @Test("Capitalised and all-capitals forms of dictionary words are correct")
    func capitals() throws {
        try requireEnglishDictionary()
        #expect(UITextChecker().misspelledWords(in: "Hello WORLD London london") == ["london"])
    }

    @Test("A bare language or a hyphenated code finds the installed dictionary")
    func languageCodes() throws {
        try requireEnglishDictionary()
        let checker = UITextChecker()
        let text = "one twoo"
        for language in ["en_US", "en-US", "en"] {
            #expect(checker.rangeOfMisspelledWord(in: text, range: wholeRange(text), startingAt: 0, wrap: false,
                                                  language: language) == NSRange(location: 4, length: 4), "\(language)")
        }
    }
}
