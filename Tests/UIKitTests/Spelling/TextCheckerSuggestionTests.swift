// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing

@testable import UIKit

/// Guesses, completions, ignored and learned words, and the installed languages.
@MainActor
@Suite("UITextChecker: guesses, completions, ignored and learned words")
struct TextCheckerSuggestionTests {
    @Test("Guesses for a misspelled word come from the dictionary, in the word's capitalisation")
    func guesses() throws {
        try requireEnglishDictionary()
        let text = "a hipstar cafe"
        let guesses = try #require(UITextChecker().guesses(forWordRange: NSRange(location: 2, length: 7), in: text,
                                                           language: "en_US"))
        #expect(guesses.contains("hipster"))
        let capitalised = try #require(UITextChecker().guesses(forWordRange: NSRange(location: 0, length: 7),
                                                               in: "Recieve", language: "en_US"))
        #expect(capitalised.contains("Receive"))
        #expect(capitalised.allSatisfy { $0.first?.isUppercase == true })
    }

    @Test("Completions start with the partial word, shortest first, in its capitalisation")
    func completions() throws {
        try requireEnglishDictionary()
        let checker = UITextChecker()
        let text = "say hel"
        let completions = try #require(checker.completions(forPartialWordRange: NSRange(location: 4, length: 3),
                                                           in: text, language: "en_US"))
        #expect(!completions.isEmpty && completions.count <= UITextChecker.maximumCompletions)
        #expect(completions.allSatisfy { $0.lowercased().hasPrefix("hel") && $0.lowercased() != "hel" })
        #expect(completions.contains("hello") && completions.contains("help"))
        #expect(zip(completions, completions.dropFirst()).allSatisfy { $0.count <= $1.count })
        let capitalised = try #require(checker.completions(forPartialWordRange: NSRange(location: 0, length: 3),
                                                           in: "Hel", language: "en_US"))
        #expect(capitalised.contains("Hello"))
        #expect(checker.completions(forPartialWordRange: NSRange(location: 0, length: 5), in: "qxzqj",
                                    language: "en_US") == [])
    }

    @Test("Ignored words belong to one checker")
    func ignoredWordsPerChecker() throws {
        try requireEnglishDictionary()
        let first = UITextChecker(), second = UITextChecker()
        let text = "Touchstonia rocks"
        #expect(first.ignoredWords == nil)
        first.ignoreWord("Touchstonia")
        #expect(first.ignoredWords == ["Touchstonia"])
        #expect(first.misspelledWords(in: text) == [])
        #expect(second.misspelledWords(in: text) == ["Touchstonia"])
        first.ignoredWords = nil
        #expect(first.misspelledWords(in: text) == ["Touchstonia"])
        second.ignoredWords = ["Touchstonia", "Touchstonia"]
        #expect(second.ignoredWords == ["Touchstonia"])
        #expect(second.misspelledWords(in: text) == [])
    }

    @Test("Learned words are known to every checker until unlearned, with their capitalised forms")
    func learnedWords() throws {
        try requireEnglishDictionary()
        let word = "zorblaxify"  // unique to this test: the lexicon is the process's
        defer { UITextChecker.unlearnWord(word) }
        #expect(!UITextChecker.hasLearnedWord(word))
        #expect(UITextChecker().misspelledWords(in: "\(word) it") == [word])
        UITextChecker.learnWord(word)
        #expect(UITextChecker.hasLearnedWord(word))
        #expect(UITextChecker().misspelledWords(in: "\(word) it, Zorblaxify it, ZORBLAXIFY it") == [])
        #expect(UITextChecker().completions(forPartialWordRange: NSRange(location: 0, length: 5), in: "zorbl",
                                            language: "en_US") == [word])
        UITextChecker.unlearnWord(word)
        #expect(!UITextChecker.hasLearnedWord(word))
        #expect(UITextChecker().misspelledWords(in: "\(word) it") == [word])
    }

    @Test("Unlearning a dictionary word leaves it correct")
    func unlearnDictionaryWord() throws {
        try requireEnglishDictionary()
        UITextChecker.unlearnWord("house")
        #expect(UITextChecker().misspelledWords(in: "house") == [])
    }

    @Test("Available languages list the installed dictionaries, sorted")
    func availableLanguages() throws {
        try requireEnglishDictionary()
        let languages = UITextChecker.availableLanguages
        #expect(languages.contains("en_US"))
        #expect(languages == languages.sorted())
        let installed = try FileManager.default.contentsOfDirectory(atPath: "/usr/share/hunspell")
        #expect(languages.allSatisfy { installed.contains($0 + ".dic") && installed.contains($0 + ".aff") })
    }

    @Test("A subclass can override the checking methods")
    func subclassing() throws {
        final class StrictChecker: UITextChecker {
            override func rangeOfMisspelledWord(in stringToCheck: String, range: NSRange, startingAt startingOffset: Int,
                                                wrap wrapFlag: Bool, language: String) -> NSRange {
                NSRange(location: 0, length: 0)
            }
        }
        let checker: UITextChecker = StrictChecker()
        #expect(checker.rangeOfMisspelledWord(in: "fine", range: NSRange(location: 0, length: 4), startingAt: 0,
                                              wrap: false, language: "en_US") == NSRange(location: 0, length: 0))
    }
}
