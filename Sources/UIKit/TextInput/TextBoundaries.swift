// SPDX-License-Identifier: Apache-2.0

import Foundation

/// Where words, sentences and paragraphs of a string start and end, in UTF-16 offsets: the rules behind
/// ``UITextInputStringTokenizer`` and a text object's double-tap word selection.
///
/// A word is a run of letters, digits, apostrophes between letters, and underscores; a sentence ends after `.`,
/// `!` or `?` (and any closing quotes) followed by white space or the end; a paragraph ends at a line break
/// (`\n`, `\r`, U+2029). Offsets outside the string are clamped.
package enum TextBoundaries {
    /// Whether the UTF-16 unit `unit` continues a word.
    private static func isWordUnit(_ unit: unichar, in units: [unichar], at index: Int) -> Bool {
        if unit == 0x27 || unit == 0x2019 {
            // An apostrophe belongs to the word only between two word characters ("don't").
            guard index > 0, index + 1 < units.count else { return false }
            return isLetterOrDigit(units[index - 1]) && isLetterOrDigit(units[index + 1])
        }
        return isLetterOrDigit(unit) || unit == 0x5F
    }

    private static func isLetterOrDigit(_ unit: unichar) -> Bool {
        if unit >= 0xD800 && unit <= 0xDFFF { return true }  // astral characters (CJK extensions, emoji): word parts
        guard let scalar = Unicode.Scalar(unit) else { return false }
        return CharacterSet.alphanumerics.contains(scalar)
    }

    private static func isParagraphSeparator(_ unit: unichar) -> Bool {
        unit == 0x0A || unit == 0x0D || unit == 0x2029 || unit == 0x2028
    }

    /// The word range containing `offset` (or the word just before it when `offset` ends a word), or nil when
    /// `offset` is not in or at the end of a word.
    package static func wordRange(in string: String, at offset: Int) -> NSRange? {
        let units = Array(string.utf16)
        let offset = min(max(0, offset), units.count)
        var start = offset, end = offset
        let inside = offset < units.count && isWordUnit(units[offset], in: units, at: offset)
        let after = offset > 0 && isWordUnit(units[offset - 1], in: units, at: offset - 1)
        guard inside || after else { return nil }
        while start > 0, isWordUnit(units[start - 1], in: units, at: start - 1) { start -= 1 }
        while end < units.count, isWordUnit(units[end], in: units, at: end) { end += 1 }
        return NSRange(location: start, length: end - start)
    }

    /// The range a double tap at `offset` selects: the word there, otherwise the run of spaces or the single
    /// punctuation character there (an empty range at the end of the text).
    package static func selectionUnit(in string: String, at offset: Int) -> NSRange {
        if let word = wordRange(in: string, at: offset) { return word }
        let units = Array(string.utf16)
        let offset = min(max(0, offset), units.count)
        guard offset < units.count else { return NSRange(location: offset, length: 0) }
        let ns = string as NSString
        return ns.rangeOfComposedCharacterSequence(at: offset)
    }

    /// All word ranges of `string`, in order.
    package static func wordRanges(in string: String) -> [NSRange] {
        let units = Array(string.utf16)
        var ranges: [NSRange] = []
        var index = 0
        while index < units.count {
            if isWordUnit(units[index], in: units, at: index) {
                let start = index
                while index < units.count, isWordUnit(units[index], in: units, at: index) { index += 1 }
                ranges.append(NSRange(location: start, length: index - start))
            } else {
                index += 1
            }
        }
        return ranges
    }

    /// All paragraph ranges (without their separators), in order; an empty string has one empty paragraph.
    package static func paragraphRanges(in string: String) -> [NSRange] {
        let units = Array(string.utf16)
        var ranges: [NSRange] = []
        var start = 0
        for (index, unit) in units.enumerated() where isParagraphSeparator(unit) {
            ranges.append(NSRange(location: start, length: index - start))
            start = index + 1
        }
        ranges.append(NSRange(location: start, length: units.count - start))
        return ranges
    }

    /// All sentence ranges (trailing white space excluded), in order.
    package static func sentenceRanges(in string: String) -> [NSRange] {
        let units = Array(string.utf16)
        var ranges: [NSRange] = []
        var index = 0
        func isSpace(_ u: unichar) -> Bool { u == 0x20 || u == 0x09 || isParagraphSeparator(u) || u == 0xA0 }
        while index < units.count {
            while index < units.count, isSpace(units[index]) { index += 1 }
            guard index < units.count else { break }
            let start = index
            var end = units.count
            while index < units.count {
                let unit = units[index]
                if isParagraphSeparator(unit) { end = index; break }
                if unit == 0x2E || unit == 0x21 || unit == 0x3F {
                    var next = index + 1
                    while next < units.count, [0x2E, 0x21, 0x3F, 0x22, 0x27, 0x29, 0x201D, 0x2019].contains(units[next]) {
                        next += 1
                    }
                    if next == units.count || isSpace(units[next]) { end = next; index = next; break }
                }
                index += 1
            }
            if end == units.count { index = units.count }
            ranges.append(NSRange(location: start, length: end - start))
        }
        return ranges
    }
}
