// SPDX-License-Identifier: Apache-2.0

import CHunspell
import Foundation

/// One Hunspell dictionary (an `.aff` and a `.dic` file), the only Swift code that calls libhunspell
/// (scripts/check-layering).
///
/// Hunspell handles are not thread-safe, so every call into the library holds `lock`; the object itself may be
/// shared between threads. Words cross the C boundary in the dictionary's own encoding (`SET` in the `.aff`: UTF-8
/// for Debian's en_US, ISO 8859-x for some older dictionaries); a word that encoding cannot represent is reported
/// misspelled and gets no suggestions. Words longer than ``maximumWordLength`` UTF-8 bytes are not handed to
/// Hunspell (it rejects them anyway, and its suggestion search grows with length).
package final class HunspellDictionary: @unchecked Sendable {
    /// The longest word, in bytes, passed to Hunspell (its own limit is about 100 characters).
    package static let maximumWordLength = 100

    /// The files this dictionary was read from.
    package let affixURL: URL
    package let wordsURL: URL
    /// The dictionary's character encoding, as Foundation names it (nil: one Foundation cannot convert; then only
    /// ASCII words are checked).
    package let encoding: String.Encoding?

    private let handle: OpaquePointer
    private let lock = NSLock()
    private var stemsCache: [String]?

    /// Loads the dictionary; nil when either file is missing or Hunspell cannot read them.
    package init?(affixURL: URL, wordsURL: URL) {
        let manager = FileManager.default
        guard manager.isReadableFile(atPath: affixURL.path), manager.isReadableFile(atPath: wordsURL.path),
              let handle = Hunspell_create(affixURL.path, wordsURL.path)
        else { return nil }
        self.affixURL = affixURL
        self.wordsURL = wordsURL
        self.handle = handle
        encoding = Hunspell_get_dic_encoding(handle).flatMap { Self.foundationEncoding(String(cString: $0)) }
    }

    deinit { Hunspell_destroy(handle) }

    /// Whether Hunspell accepts `word` (with its case rules: "Hello" at a sentence start, "HELLO" in capitals).
    package func spell(_ word: String) -> Bool {
        guard let bytes = encoded(word) else { return false }
        return lock.withLock { bytes.withUnsafeBufferPointer { Hunspell_spell(handle, $0.baseAddress) != 0 } }
    }

    /// Hunspell's suggestions for `word`, best first (empty for a word it cannot take).
    package func suggestions(for word: String) -> [String] {
        guard let bytes = encoded(word) else { return [] }
        return lock.withLock {
            var list: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
            let count = bytes.withUnsafeBufferPointer { Hunspell_suggest(handle, &list, $0.baseAddress) }
            defer { if list != nil { Hunspell_free_list(handle, &list, count) } }
            guard count > 0, let words = list else { return [] }
            return (0..<Int(count)).compactMap { words[$0].flatMap(decoded) }
        }
    }

    /// The dictionary's stems (the `.dic` file's words without their affix flags), sorted by their lowercase form,
    /// leaving out words flagged NOSUGGEST (offensive words); read once, on first use.
    package func stems() -> [String] {
        lock.withLock {
            if let stemsCache { return stemsCache }
            let stems = readStems()
            stemsCache = stems
            return stems
        }
    }

    // MARK: - Encoding

    private func encoded(_ word: String) -> [CChar]? {
        let bytes: [CChar]?
        switch encoding {
        case .utf8?: bytes = word.utf8CString.map { $0 }
        case let encoding?: bytes = word.cString(using: encoding)
        case nil: bytes = word.allSatisfy(\.isASCII) ? word.utf8CString.map { $0 } : nil
        }
        guard let bytes, bytes.count - 1 <= Self.maximumWordLength, bytes.count > 1 else { return nil }
        return bytes
    }

    private func decoded(_ pointer: UnsafeMutablePointer<CChar>) -> String? {
        guard let encoding, encoding != .utf8 else { return String(cString: pointer) }
        return String(cString: pointer, encoding: encoding)
    }

    private static func foundationEncoding(_ name: String) -> String.Encoding? {
        switch name.uppercased().replacingOccurrences(of: "_", with: "-") {
        case "UTF-8": .utf8
        case "ISO8859-1", "ISO-8859-1": .isoLatin1
        case "ISO8859-2", "ISO-8859-2": .isoLatin2
        case "ISO8859-15", "ISO-8859-15": .isoLatin1  // close enough for the letters dictionaries use
        default: nil
        }
    }

    // MARK: - Stems

    private func readStems() -> [String] {
        guard let data = try? Data(contentsOf: wordsURL),
              let text = String(data: data, encoding: encoding ?? .ascii) ?? String(data: data, encoding: .isoLatin1)
        else { return [] }
        let noSuggest = affixValue("NOSUGGEST")
        var stems: [(key: String, word: String)] = []
        for (index, line) in text.split(whereSeparator: \.isNewline).enumerated() where index > 0 {
            // "word/FLAGS  morphology": the word ends at an unescaped slash or at whitespace.
            let entry = line.prefix { $0 != " " && $0 != "\t" }
            let parts = entry.split(separator: "/", maxSplits: 1, omittingEmptySubsequences: false)
            guard let word = parts.first, !word.isEmpty else { continue }
            if let noSuggest, parts.count > 1, parts[1].contains(noSuggest) { continue }
            stems.append((word.lowercased(), String(word)))
        }
        stems.sort { $0.key != $1.key ? $0.key < $1.key : $0.word < $1.word }
        return stems.map(\.word)
    }

    /// The first value of `key` in the `.aff` file (`TRY`'s letters, `NOSUGGEST`'s flag…), nil when absent.
    package func affixValue(_ key: String) -> String? {
        guard let data = try? Data(contentsOf: affixURL),
              let text = String(data: data, encoding: encoding ?? .utf8) ?? String(data: data, encoding: .isoLatin1)
        else { return nil }
        for line in text.split(whereSeparator: \.isNewline) {
            let fields = line.split(whereSeparator: \.isWhitespace)
            if fields.count >= 2, fields[0] == key { return String(fields[1]) }
        }
        return nil
    }
}
