// SPDX-License-Identifier: Apache-2.0

import Foundation

/// iPhone OS 3's autocorrection for any text-input view: while the user types, the word just before the caret is
/// checked with ``UITextChecker``; when it is misspelled, its first guess becomes the pending correction (shown by
/// an ``AutocorrectionBubbleView`` under the word). Typing a space or punctuation accepts it (the view replaces the
/// word); tapping the bubble rejects it, and the rejected spelling is not corrected again in this editing session.
///
/// The component knows only a string and a caret offset (UTF-16); the view owns the text, the geometry and the
/// edit. One corrector serves one view's editing session (``reset()`` when it ends).
@MainActor
package final class TextAutocorrector {
    /// A correction waiting for the user: the word's range (UTF-16, in the text it was computed for), what was typed
    /// and its replacement.
    package struct Suggestion: Equatable {
        package var range: NSRange
        package var typed: String
        package var replacement: String
    }

    /// The correction waiting for the user, if any.
    package private(set) var pending: Suggestion?
    /// Spellings the user kept by tapping the bubble this session.
    package private(set) var rejected: Set<String> = []
    private let checker = UITextChecker()
    /// The dictionary's language (see ``defaultLanguage``).
    package var language = TextAutocorrector.defaultLanguage

    package init() {}

    /// The current locale's dictionary when one is installed, else "en_US" (or the first installed one).
    package static var defaultLanguage: String {
        let available = UITextChecker.availableLanguages
        let current = Locale.current.identifier
        if available.contains(current) { return current }
        if available.contains("en_US") || available.isEmpty { return "en_US" }
        return available[0]
    }

    /// Whether typing `text` accepts a pending correction: a space, a newline or punctuation.
    package static func accepts(_ text: String) -> Bool {
        guard let scalar = text.unicodeScalars.first, text.unicodeScalars.count == 1 else { return false }
        if CharacterSet.whitespacesAndNewlines.contains(scalar) { return true }
        return CharacterSet.punctuationCharacters.contains(scalar) && scalar != "'" && scalar != "’"
    }

    /// Recomputes the pending correction for `text` with the caret at `caret` (a collapsed selection): the word
    /// ending at the caret, when misspelled, not rejected and with a guess. Nil when the caret is inside a word or
    /// `enabled` is false.
    @discardableResult
    package func update(text: String, caret: Int, enabled: Bool = true) -> Suggestion? {
        pending = nil
        guard enabled, let word = Self.wordEnding(at: caret, in: text), word.length >= 2 else { return nil }
        let units = Array(text.utf16)
        let typed = String(decoding: units[word.location..<NSMaxRange(word)], as: UTF16.self)
        guard !rejected.contains(typed) else { return nil }
        let found = checker.rangeOfMisspelledWord(in: text, range: word, startingAt: word.location, wrap: false,
                                                  language: language)
        guard found == word, let guess = checker.guesses(forWordRange: word, in: text, language: language)?.first,
              guess != typed
        else { return nil }
        pending = Suggestion(range: word, typed: typed, replacement: guess)
        return pending
    }

    /// The user tapped the bubble: keeps what was typed and never corrects that spelling again this session.
    package func rejectPending() {
        guard let pending else { return }
        rejected.insert(pending.typed)
        self.pending = nil
    }

    /// Forgets the pending correction (it was accepted, or the selection moved).
    package func clearPending() { pending = nil }

    /// The editing session ended: forgets the pending correction and the rejected spellings.
    package func reset() {
        pending = nil
        rejected = []
    }

    /// The range of the word (letters, digits and inner apostrophes) that ends exactly at `caret`, or nil when the
    /// caret is not just after a word or is inside one.
    package static func wordEnding(at caret: Int, in text: String) -> NSRange? {
        let units = Array(text.utf16)
        guard caret > 0, caret <= units.count else { return nil }
        if caret < units.count, isWordUnit(units[caret]) { return nil }
        var start = caret
        while start > 0, isWordUnit(units[start - 1]) || (isApostrophe(units[start - 1]) && start - 1 > 0
                                                          && isWordUnit(units[start - 2]) && start < caret) {
            start -= 1
        }
        return start < caret ? NSRange(location: start, length: caret - start) : nil
    }

    private static func isApostrophe(_ unit: UInt16) -> Bool { unit == 0x27 || unit == 0x2019 }

    private static func isWordUnit(_ unit: UInt16) -> Bool {
        if UTF16.isLeadSurrogate(unit) || UTF16.isTrailSurrogate(unit) { return true }
        guard let scalar = Unicode.Scalar(unit) else { return false }
        return CharacterSet.alphanumerics.contains(scalar)
    }
}
