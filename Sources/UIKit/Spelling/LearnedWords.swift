// SPDX-License-Identifier: Apache-2.0

import Foundation

/// The words `UITextChecker.learnWord(_:)` added: one list for the process, across languages, as on iOS where the
/// list belongs to the user's lexicon.
///
/// **Persistence.** On iOS learned words outlive the app. Touchstone has no per-app data folder yet, so the list lives
/// in memory for the life of the process (every checker and every headless device in it share it) and starts empty
/// at the next launch.
package enum LearnedWords {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var words: Set<String> = []

    static func learn(_ word: String) { lock.withLock { _ = words.insert(word) } }
    static func unlearn(_ word: String) { lock.withLock { _ = words.remove(word) } }
    static func contains(_ word: String) -> Bool { lock.withLock { words.contains(word) } }

    /// Whether `word` is a learned word as written, or a learned lowercase word capitalised at a sentence start or
    /// written in capitals ("Touchstone" and "TOUCHSTONE" for a learned "touchstone"), as Hunspell treats its own.
    static func accepts(_ word: String) -> Bool {
        lock.withLock {
            guard !words.isEmpty else { return false }
            if words.contains(word) { return true }
            let lower = word.lowercased()
            guard lower != word, words.contains(lower) else { return false }
            return word == word.uppercased() || word == lower.prefix(1).uppercased() + lower.dropFirst()
        }
    }

    /// The learned words starting with `prefix`, ignoring case.
    static func completions(of prefix: String) -> [String] {
        let lower = prefix.lowercased()
        return lock.withLock { words.filter { $0.lowercased().hasPrefix(lower) && $0 != prefix }.sorted() }
    }
}
