// SPDX-License-Identifier: Apache-2.0

import Foundation

/// Checks a string (usually the text of a document) for misspelled words, suggests corrections and completes
/// partial words, with Hunspell dictionaries (Debian's `hunspell-en-us` for "en_US", other `hunspell-*` packages for
/// more languages; see ``availableLanguages``).
///
/// As on iOS, ranges and offsets are UTF-16 code units of the string (`NSRange`, `(text as NSString).length`), "no
/// misspelled word" is a range whose location is `NSNotFound`, and one checker usually serves one document: the
/// words it is told to ignore (``ignoreWord(_:)``) are its own, while learned words (``learnWord(_:)``) are
/// shared by every checker.
///
/// What counts as a word: runs of letters with inner apostrophes ("don't"); numbers ("42", "3rd"), URLs, e-mail
/// addresses and words in another script than the language's (Chinese under "en_US") are never reported; hyphens
/// split words. Bad input is repaired and logged, never a crash: ranges outside the string are clamped to it, an
/// offset outside the range is moved into it, a language with no installed dictionary finds nothing (logged once).
@preconcurrency @MainActor
open class UITextChecker: NSObject {
    /// Where this checker finds its dictionaries (the installed ones; tests point it at others).
    package var dictionaries = SpellingDictionaries.shared
    private var ignored: [String] = []
    private var ignoredSet: Set<String> = []
    private var ignoredWereSet = false
    /// The UTF-16 code units of the last string checked: a document is usually checked in a loop, one call per
    /// misspelled word, and converting it each time would make that loop quadratic.
    private var lastText: (string: String, units: [UInt16])?

    /// A checker with no ignored words.
    public override init() {
        super.init()
    }

    // MARK: - Languages

    /// The languages a checker can check, as ISO 639-1 codes with their region ("en_US"), sorted: one per Hunspell
    /// dictionary installed in /usr/share/hunspell. Empty when none is installed (install `hunspell-en-us`).
    open class var availableLanguages: [String] {
        SpellingDictionaries.shared.availableLanguages
    }

    // MARK: - Checking

    /// Finds the first misspelled word of `stringToCheck` inside `range`, searching from `startingOffset` to the end
    /// of the range and then, when `wrapFlag` is true, from the start of the range up to `startingOffset`.
    ///
    /// - Parameters:
    ///   - stringToCheck: the text.
    ///   - range: the part of the text to check, in UTF-16 units; clamped to the text (logged).
    ///   - startingOffset: where to begin, a UTF-16 offset in the string (not relative to `range`: the loop
    ///     `startingAt: previous.location + previous.length` walks a document); moved into `range` when outside it
    ///     (logged). A word the offset falls inside is found on the wrapped pass.
    ///   - wrapFlag: whether to continue from the start of `range` after reaching its end.
    ///   - language: the dictionary's language ("en_US", "en", "fr_FR"…; see ``availableLanguages``).
    /// - Returns: the misspelled word's range, or `NSRange(location: NSNotFound, length: 0)` when there is none,
    ///   when the text or range is empty, or when no dictionary exists for `language` (logged once).
    open func rangeOfMisspelledWord(in stringToCheck: String, range: NSRange, startingAt startingOffset: Int,
                                    wrap wrapFlag: Bool, language: String) -> NSRange {
        firstMisspelledWord(in: stringToCheck, range: range, from: startingOffset, wrap: wrapFlag, language: language)
    }

    /// Possible corrections for the word at `range` in `string`, most likely first (Hunspell's suggestions, in the
    /// word's capitalisation).
    ///
    /// - Returns: the guesses; empty when there are none or the range is empty (a range outside the string is
    ///   clamped and logged); nil when no dictionary exists for `language` (logged once).
    open func guesses(forWordRange range: NSRange, in string: String, language: String) -> [String]? {
        corrections(forWordRange: range, in: string, language: language)
    }

    /// Words that complete the partial word at `range` in `string`, more probable first: dictionary words and
    /// learned words beginning with it, ignoring case, in the partial word's capitalisation ("Hel" gives "Hello"),
    /// shortest first then alphabetically, at most `maximumCompletions`; the partial word itself is not listed.
    ///
    /// - Returns: the completions; empty when there are none or the range is empty (a range outside the string is
    ///   clamped and logged); nil when no dictionary exists for `language` (logged once).
    open func completions(forPartialWordRange range: NSRange, in string: String, language: String) -> [String]? {
        wordCompletions(forPartialWordRange: range, in: string, language: language)
    }

    /// The most completions ``completions(forPartialWordRange:in:language:)`` returns.
    package static let maximumCompletions = 50

    // MARK: - Ignored words

    /// Tells this checker to stop reporting `wordToIgnore` (exactly as written) as misspelled; other checkers still
    /// report it. An empty word is ignored and logged.
    open func ignoreWord(_ wordToIgnore: String) {
        guard !wordToIgnore.isEmpty else {
            UIKitDiagnostics.log("UITextChecker.ignoreWord: empty word ignored")
            return
        }
        ignoredWereSet = true
        if ignoredSet.insert(wordToIgnore).inserted { ignored.append(wordToIgnore) }
    }

    /// The words this checker ignores, in the order they were given; nil until a word is ignored or the list set.
    /// Setting it replaces the list (nil clears it).
    open var ignoredWords: [String]? {
        get { ignoredWereSet ? ignored : nil }
        set {
            ignored = []
            ignoredSet = []
            ignoredWereSet = newValue != nil
            for word in newValue ?? [] where !word.isEmpty && ignoredSet.insert(word).inserted { ignored.append(word) }
        }
    }

    // MARK: - Learned words

    /// Adds `word` to the lexicon, for every language and every checker: it is no longer reported misspelled (nor
    /// its capitalised and all-capitals forms, when `word` is lowercase) and is offered as a completion.
    ///
    /// The lexicon is the process's and kept in memory: Touchstone has no per-app data folder yet to persist it
    /// in, so learned words are forgotten when the app quits (on iOS they outlive it). An empty word is ignored and
    /// logged.
    open class func learnWord(_ word: String) {
        guard !word.isEmpty else {
            UIKitDiagnostics.log("UITextChecker.learnWord: empty word ignored")
            return
        }
        LearnedWords.learn(word)
    }

    /// Whether ``learnWord(_:)`` added exactly `word` and ``unlearnWord(_:)`` has not removed it since.
    open class func hasLearnedWord(_ word: String) -> Bool {
        LearnedWords.contains(word)
    }

    /// Removes `word` from the lexicon; nothing happens when it was not learned (a dictionary word stays correct).
    open class func unlearnWord(_ word: String) {
        LearnedWords.unlearn(word)
    }

    // MARK: - Shared helpers

    /// Whether the checker reports `word` for `entry`'s language: not ignored here, not learned, and not in the
    /// dictionary.
    func isMisspelled(_ word: String, in entry: SpellingDictionaries.Entry) -> Bool {
        if ignoredSet.contains(word) || LearnedWords.accepts(word) { return false }
        return !entry.dictionary.spell(word)
    }

    /// The UTF-16 code units of `string`, reusing the last conversion when the same string comes back.
    func utf16Units(of string: String) -> [UInt16] {
        if let lastText, lastText.string == string { return lastText.units }
        let units = Array(string.utf16)
        lastText = (string, units)
        return units
    }

    /// `range` as a range of code units inside a text `count` units long: clamped to the text, with a log line
    /// naming `method` when it had to be (a negative or `NSNotFound` location, a negative length, an end past the
    /// text).
    func clamped(_ range: NSRange, count: Int, method: String) -> Range<Int> {
        let location = range.location, length = range.length
        let (end, overflow) = location.addingReportingOverflow(length)
        if location >= 0, length >= 0, !overflow, end <= count { return location..<end }
        let lower = min(max(location, 0), count)
        let upper = length < 0 ? lower : min(max(overflow ? count : end, lower), count)
        UIKitDiagnostics.log("UITextChecker.\(method): range {\(location), \(length)} is outside the text's "
                             + "\(count) UTF-16 units; using {\(lower), \(upper - lower)}")
        return lower..<upper
    }
}
