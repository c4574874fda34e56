// SPDX-License-Identifier: Apache-2.0

import Foundation

/// The Hunspell dictionaries installed on the machine, found by language and loaded once per process.
///
/// A dictionary is a pair `<language>.aff` + `<language>.dic` in one of ``directories`` (Debian's
/// `hunspell-en-us` puts `en_US` in /usr/share/hunspell; other `hunspell-*` packages add theirs). A language is
/// looked up as given with `-` read as `_` ("en-US" is "en_US"); a bare language ("en") or a region that is not
/// installed ("en_AU") takes the language's installed dictionary, the one whose region repeats the language
/// ("fr_FR", "de_DE") first, then en_US, then the first by name, and says so once in the log. A language with no
/// dictionary at all is logged once and has none. Loaded dictionaries are shared by every `UITextChecker`.
package final class SpellingDictionaries: @unchecked Sendable {
    /// A loaded dictionary with the script its words are written in.
    package struct Entry {
        package let dictionary: HunspellDictionary
        let script: SpellingScript
        /// The installed language it was loaded for ("en_US").
        package let language: String
    }

    /// Where Debian's dictionaries are installed.
    package static let defaultDirectories = [URL(fileURLWithPath: "/usr/share/hunspell")]

    /// The process's dictionaries, from ``defaultDirectories``.
    package static let shared = SpellingDictionaries(directories: defaultDirectories)

    /// The folders searched, in order.
    package let directories: [URL]

    private let lock = NSLock()
    private var loaded: [String: Entry] = [:]
    private var unloadable: Set<String> = []
    private var logged: Set<String> = []

    package init(directories: [URL]) {
        self.directories = directories
    }

    /// The installed languages ("en_US"…), sorted: each `.dic` with an `.aff` beside it.
    package var availableLanguages: [String] {
        let manager = FileManager.default
        var languages: Set<String> = []
        for directory in directories {
            guard let names = try? manager.contentsOfDirectory(atPath: directory.path) else { continue }
            for name in names where name.hasSuffix(".dic") {
                let language = String(name.dropLast(4))
                if manager.isReadableFile(atPath: directory.appendingPathComponent(language + ".aff").path) {
                    languages.insert(language)
                }
            }
        }
        return languages.sorted()
    }

    /// The dictionary for `language`, loading it on first use; nil (logged once per language) when none is
    /// installed or it cannot be read.
    package func entry(for language: String) -> Entry? {
        let requested = language.replacingOccurrences(of: "-", with: "_")
        return lock.withLock {
            if let entry = loaded[requested] { return entry }
            guard let installed = resolve(requested) else {
                logOnce("UITextChecker: no spelling dictionary for language \"\(language)\" (installed: "
                        + "\(availableLanguages.joined(separator: ", ")); install hunspell-<language>); nothing is "
                        + "checked in it")
                return nil
            }
            if installed != requested {
                logOnce("UITextChecker: no dictionary for \"\(language)\"; using \(installed)")
            }
            if let entry = loaded[installed] {
                loaded[requested] = entry
                return entry
            }
            guard !unloadable.contains(installed), let entry = load(installed) else {
                unloadable.insert(installed)
                logOnce("UITextChecker: the \(installed) dictionary could not be read; nothing is checked in it")
                return nil
            }
            loaded[installed] = entry
            loaded[requested] = entry
            return entry
        }
    }

    private func resolve(_ requested: String) -> String? {
        let available = availableLanguages
        if available.contains(requested) { return requested }
        let base = String(requested.prefix { $0 != "_" })
        guard !base.isEmpty else { return nil }
        let candidates = available.filter { $0 == base || $0.hasPrefix(base + "_") }
        return candidates.first { $0 == base + "_" + base.uppercased() } ?? candidates.first { $0 == "en_US" }
            ?? candidates.first
    }

    private func load(_ language: String) -> Entry? {
        for directory in directories {
            let affix = directory.appendingPathComponent(language + ".aff")
            let words = directory.appendingPathComponent(language + ".dic")
            if let dictionary = HunspellDictionary(affixURL: affix, wordsURL: words) {
                let script = SpellingScript.dominant(in: dictionary.affixValue("TRY") ?? "")
                return Entry(dictionary: dictionary, script: script, language: language)
            }
        }
        return nil
    }

    private func logOnce(_ line: String) {
        guard logged.insert(line).inserted else { return }
        UIKitDiagnostics.log(line)
    }
}
