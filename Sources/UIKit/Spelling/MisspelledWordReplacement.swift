// SPDX-License-Identifier: Apache-2.0

import Foundation

/// Finds the misspelled word the edit menu's "Replace…" offers to replace: the selected word, or the word the
/// caret is in or touches, when ``UITextChecker`` reports it misspelled and has guesses for it.
@MainActor
package enum MisspelledWordReplacement {
    /// The misspelled word at `selection` in `text` (UTF-16 ranges) and its guesses, most likely first; nil when the
    /// selection is not one word, the word is spelled right, or there are no guesses.
    package static func candidate(in text: String, selection: NSRange, language: String = TextAutocorrector.defaultLanguage)
        -> (range: NSRange, guesses: [String])?
    {
        let length = text.utf16.count
        guard selection.location != NSNotFound, selection.location >= 0, NSMaxRange(selection) <= length else { return nil }
        let word = selection.length > 0 ? selection : wordRange(around: selection.location, in: text)
        guard let word, word.length > 0 else { return nil }
        let checker = UITextChecker()
        let found = checker.rangeOfMisspelledWord(in: text, range: word, startingAt: word.location, wrap: false,
                                                  language: language)
        guard found == word, let guesses = checker.guesses(forWordRange: word, in: text, language: language),
              !guesses.isEmpty
        else { return nil }
        return (word, guesses)
    }

    /// The run of word characters (letters, digits, inner apostrophes) around `offset`, or nil when none touches it.
    package static func wordRange(around offset: Int, in text: String) -> NSRange? {
        let units = Array(text.utf16)
        var end = offset
        while end < units.count, isWordUnit(units[end]) { end += 1 }
        return TextAutocorrector.wordEnding(at: end, in: text).flatMap { $0.location <= offset ? $0 : nil }
    }

    private static func isWordUnit(_ unit: UInt16) -> Bool {
        if UTF16.isLeadSurrogate(unit) || UTF16.isTrailSurrogate(unit) { return true }
        guard let scalar = Unicode.Scalar(unit) else { return false }
        return CharacterSet.alphanumerics.contains(scalar)
    }
}
