// SPDX-License-Identifier: Apache-2.0

/// Walks UTF-16 text and yields the words a spelling check looks at, with their UTF-16 ranges, as
/// `UITextChecker` finds them:
/// - text splits at whitespace into chunks; a chunk that is a URL (`scheme://…`, `www.…`), an e-mail address
///   (`name@host.tld`) or an absolute path (`/usr/share`) is skipped whole;
/// - inside a chunk a word is a run of letters, combining marks and digits; an apostrophe (`'` or `’`) between two
///   letters belongs to the word ("don't", "o’clock"), a leading or trailing one does not ("'quoted'", "James'");
///   hyphens, dots and other punctuation split words ("well-known" is two words);
/// - a word holding a digit ("42", "3rd", "mp3") is a number, not checked;
/// - a word without a letter of the dictionary's script is not the dictionary's to judge (Chinese or Cyrillic
///   words under en_US) and is skipped; a word mixing the script with others is checked, and fails.
///
/// Lone surrogates (invalid UTF-16) read as U+FFFD, a symbol, so they split words and never crash; a range edge
/// that cuts a surrogate pair reads the half inside as a lone surrogate.
struct SpellingScanner {
    /// One word to check: its UTF-16 range in the whole text and its characters.
    struct Word: Equatable {
        var range: Range<Int>
        var text: String
    }

    private let units: [UInt16]
    private let end: Int
    private let script: SpellingScript
    private var position: Int
    private let firstWordStart: Int
    private var pending: [Word] = []

    /// A scanner over `units[bounds]` yielding the words that start at or after `start` (which must lie in
    /// `bounds`), for a dictionary of `script`. Scanning begins at the start of the chunk holding `start`, so a URL
    /// entered in its middle is still recognised.
    init(units: [UInt16], bounds: Range<Int>, from start: Int, script: SpellingScript) {
        self.units = units
        end = bounds.upperBound
        self.script = script
        firstWordStart = start
        var chunkStart = start
        while chunkStart > bounds.lowerBound, !Self.isWhitespace(Self.scalar(in: units, before: chunkStart, lower: bounds.lowerBound)) {
            chunkStart -= Self.width(in: units, before: chunkStart, lower: bounds.lowerBound)
        }
        position = chunkStart
    }

    /// The next word to check, nil at the end.
    mutating func next() -> Word? {
        while pending.isEmpty {
            guard position < end else { return nil }
            var (scalar, width) = Self.scalar(in: units, at: position, end: end)
            while Self.isWhitespace(scalar) {
                position += width
                guard position < end else { return nil }
                (scalar, width) = Self.scalar(in: units, at: position, end: end)
            }
            let chunkStart = position
            while position < end {
                (scalar, width) = Self.scalar(in: units, at: position, end: end)
                if Self.isWhitespace(scalar) { break }
                position += width
            }
            let chunk = chunkStart..<position
            if !Self.isAddress(units[chunk]) { words(in: chunk) }
        }
        return pending.removeFirst()
    }

    // MARK: - Words in a chunk

    private enum Kind { case letter, mark, digit, apostrophe, other }

    private mutating func words(in chunk: Range<Int>) {
        var index = chunk.lowerBound
        var wordStart: Int?
        var hasDigit = false, hasScriptLetter = false
        var previousIsLetter = false

        func finish(at wordEnd: Int) {
            if let start = wordStart, start >= firstWordStart, !hasDigit, hasScriptLetter {
                pending.append(Word(range: start..<wordEnd, text: String(decoding: units[start..<wordEnd], as: UTF16.self)))
            }
            wordStart = nil
            hasDigit = false
            hasScriptLetter = false
        }

        while index < chunk.upperBound {
            let (scalar, width) = Self.scalar(in: units, at: index, end: chunk.upperBound)
            switch Self.kind(scalar) {
            case .letter:
                if wordStart == nil { wordStart = index }
                if !hasScriptLetter, SpellingScript(scalar) == script { hasScriptLetter = true }
                previousIsLetter = true
            case .mark:
                if wordStart == nil { previousIsLetter = false } // a stray mark starts nothing
            case .digit:
                if wordStart == nil { wordStart = index }
                hasDigit = true
                previousIsLetter = false
            case .apostrophe:
                let next = index + width < chunk.upperBound
                    ? Self.kind(Self.scalar(in: units, at: index + width, end: chunk.upperBound).scalar) : .other
                if wordStart != nil, previousIsLetter, next == .letter {
                    previousIsLetter = false
                } else {
                    finish(at: index)
                    previousIsLetter = false
                }
            case .other:
                finish(at: index)
                previousIsLetter = false
            }
            index += width
        }
        finish(at: chunk.upperBound)
    }

    private static func kind(_ scalar: Unicode.Scalar) -> Kind {
        let value = scalar.value
        if value < 0x80 {
            switch value {
            case 0x41...0x5A, 0x61...0x7A: return .letter
            case 0x30...0x39: return .digit
            case 0x27: return .apostrophe
            default: return .other
            }
        }
        if value == 0x2019 { return .apostrophe }
        let properties = scalar.properties
        switch properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark: return .mark
        case .decimalNumber, .letterNumber, .otherNumber: return .digit
        default: return properties.isAlphabetic ? .letter : .other
        }
    }

    // MARK: - Chunks that are addresses

    /// Whether a chunk is a URL, an e-mail address or an absolute path (surrounding brackets and punctuation
    /// aside).
    private static func isAddress(_ chunk: ArraySlice<UInt16>) -> Bool {
        let trimmed = chunk.drop { $0 == 0x28 || $0 == 0x3C || $0 == 0x5B || $0 == 0x22 }  // ( < [ "
        guard trimmed.count >= 3 else { return false }
        if contains(trimmed, Array("://".utf16)) { return true }
        if startsCaseInsensitive(trimmed, with: "www.") { return true }
        if trimmed.first == 0x2F, trimmed.dropFirst().contains(0x2F) { return true }  // /a/b
        if let at = trimmed.firstIndex(of: 0x40), at > trimmed.startIndex,
           let dot = trimmed[(at + 1)...].firstIndex(of: 0x2E), dot > at + 1, dot + 1 < trimmed.endIndex {
            return true
        }
        return false
    }

    private static func contains(_ haystack: ArraySlice<UInt16>, _ needle: [UInt16]) -> Bool {
        guard haystack.count >= needle.count else { return false }
        var index = haystack.startIndex
        while index + needle.count <= haystack.endIndex {
            if haystack[index..<(index + needle.count)].elementsEqual(needle) { return true }
            index += 1
        }
        return false
    }

    private static func startsCaseInsensitive(_ slice: ArraySlice<UInt16>, with prefix: String) -> Bool {
        let prefix = Array(prefix.utf16)
        guard slice.count >= prefix.count else { return false }
        return zip(slice, prefix).allSatisfy { unit, expected in
            (unit >= 0x41 && unit <= 0x5A ? unit + 0x20 : unit) == expected
        }
    }

    // MARK: - UTF-16 decoding, lone surrogates as U+FFFD

    private static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x80 ? (scalar == " " || (scalar.value >= 0x09 && scalar.value <= 0x0D))
            : scalar.properties.isWhitespace
    }

    /// The scalar starting at `index` (before `end`) and its width in code units.
    static func scalar(in units: [UInt16], at index: Int, end: Int) -> (scalar: Unicode.Scalar, width: Int) {
        let unit = units[index]
        if let scalar = Unicode.Scalar(unit) { return (scalar, 1) }
        if UTF16.isLeadSurrogate(unit), index + 1 < end, UTF16.isTrailSurrogate(units[index + 1]) {
            let value = 0x10000 + ((UInt32(unit) - 0xD800) << 10) + (UInt32(units[index + 1]) - 0xDC00)
            return (Unicode.Scalar(value) ?? "\u{FFFD}", 2)
        }
        return ("\u{FFFD}", 1)
    }

    private static func width(in units: [UInt16], before index: Int, lower: Int) -> Int {
        index - 2 >= lower && UTF16.isTrailSurrogate(units[index - 1]) && UTF16.isLeadSurrogate(units[index - 2]) ? 2 : 1
    }

    private static func scalar(in units: [UInt16], before index: Int, lower: Int) -> Unicode.Scalar {
        scalar(in: units, at: index - width(in: units, before: index, lower: lower), end: index).scalar
    }
}
