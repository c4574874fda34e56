// SPDX-License-Identifier: Apache-2.0

import Foundation

/// The work behind `UITextChecker`'s public checking methods (declared in the class body so subclasses can
/// override them).
extension UITextChecker {
    private static let notFound = NSRange(location: NSNotFound, length: 0)

    func firstMisspelledWord(in text: String, range: NSRange, from startingOffset: Int, wrap: Bool,
                             language: String) -> NSRange {
        let units = utf16Units(of: text)
        let bounds = clamped(range, count: units.count, method: "rangeOfMisspelledWord")
        guard !bounds.isEmpty, let entry = dictionaries.entry(for: language) else { return Self.notFound }
        var start = startingOffset
        if !(bounds.lowerBound...bounds.upperBound).contains(start) {
            start = min(max(start, bounds.lowerBound), bounds.upperBound)
            UIKitDiagnostics.log("UITextChecker.rangeOfMisspelledWord: starting offset \(startingOffset) is outside "
                                 + "the range {\(range.location), \(range.length)}; starting at \(start)")
        }
        var forward = SpellingScanner(units: units, bounds: bounds, from: start, script: entry.script)
        while let word = forward.next() {
            if isMisspelled(word.text, in: entry) { return NSRange(location: word.range.lowerBound, length: word.range.count) }
        }
        guard wrap, start > bounds.lowerBound else { return Self.notFound }
        var wrapped = SpellingScanner(units: units, bounds: bounds, from: bounds.lowerBound, script: entry.script)
        while let word = wrapped.next(), word.range.lowerBound < start {
            if isMisspelled(word.text, in: entry) { return NSRange(location: word.range.lowerBound, length: word.range.count) }
        }
        return Self.notFound
    }

    func corrections(forWordRange range: NSRange, in text: String, language: String) -> [String]? {
        let units = utf16Units(of: text)
        let bounds = clamped(range, count: units.count, method: "guesses")
        guard let entry = dictionaries.entry(for: language) else { return nil }
        let word = String(decoding: units[bounds], as: UTF16.self)
        guard !word.isEmpty else { return [] }
        return entry.dictionary.suggestions(for: word)
    }

    func wordCompletions(forPartialWordRange range: NSRange, in text: String, language: String) -> [String]? {
        let units = utf16Units(of: text)
        let bounds = clamped(range, count: units.count, method: "completions")
        guard let entry = dictionaries.entry(for: language) else { return nil }
        let partial = String(decoding: units[bounds], as: UTF16.self)
        guard !partial.isEmpty, !partial.contains(where: \.isWhitespace) else { return [] }
        let prefix = partial.lowercased()

        let stems = entry.dictionary.stems()
        var low = 0, high = stems.count
        while low < high {
            let middle = (low + high) / 2
            if stems[middle].lowercased() < prefix { low = middle + 1 } else { high = middle }
        }
        var found: [String] = []
        var seen: Set<String> = []
        var index = low
        while index < stems.count, case let key = stems[index].lowercased(), key.hasPrefix(prefix) {
            let word = cased(stems[index], like: partial)
            if key != prefix, seen.insert(word).inserted { found.append(word) }
            index += 1
        }
        for word in LearnedWords.completions(of: partial) where seen.insert(word).inserted { found.append(word) }
        found.sort { $0.count != $1.count ? $0.count < $1.count : $0 < $1 }
        return Array(found.prefix(Self.maximumCompletions))
    }

    /// `word` in the capitalisation of the partial word typed: all capitals for a partial word of several capitals,
    /// a capital first letter for a capitalised one, the dictionary's own otherwise ("Paris" stays capitalised).
    private func cased(_ word: String, like partial: String) -> String {
        guard let first = partial.first, first.isUppercase else { return word }
        if partial.count > 1, partial == partial.uppercased() { return word.uppercased() }
        return word.prefix(1).uppercased() + word.dropFirst()
    }
}
