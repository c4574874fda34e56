// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing

@testable import UIKit

/// Fails the calling test with a clear message when Debian's en_US dictionary is missing (the spelling tests'
/// expectations are for exactly that dictionary).
func requireEnglishDictionary() throws {
    try #require(
        UITextChecker.availableLanguages.contains("en_US"),
        "The en_US Hunspell dictionary is not installed in /usr/share/hunspell: run scripts/install-deps (Debian's hunspell-en-us)")
}

/// The whole of `text` as an NSRange (UTF-16 units).
func wholeRange(_ text: String) -> NSRange {
    NSRange(location: 0, length: text.utf16.count)
}

extension UITextChecker {
    /// Every misspelled word of `text` under en_US, found as an app walks a document: one call per word, each starting
    /// after the last.
    func misspelledWords(in text: String, language: String = "en_US") -> [String] {
        let units = Array(text.utf16)
        var words: [String] = []
        var offset = 0
        while true {
            let found = rangeOfMisspelledWord(in: text, range: wholeRange(text), startingAt: offset, wrap: false,
                                              language: language)
            guard found.location != NSNotFound else { return words }
            words.append(String(decoding: units[found.location..<(found.location + found.length)], as: UTF16.self))
            offset = found.location + found.length
        }
    }
}
