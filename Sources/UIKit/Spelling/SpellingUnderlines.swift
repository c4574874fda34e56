// SPDX-License-Identifier: Apache-2.0

import CoreGraphics
import Foundation

/// The misspelled words of a text-input view's text, for the red dotted underlines shown while it edits.
///
/// Each word's verdict is remembered by its spelling, so after an edit only the words that changed (new
/// spellings) are looked up in the dictionary; ``checkedWordCount`` counts the look-ups. The word the caret ends
/// (still being typed) is left out, as iOS does. The component knows only strings and offsets (UTF-16); drawing
/// takes the x positions of offsets from the view (``draw(_:in:baselineY:xOfOffset:)``).
@MainActor
package final class SpellingUnderlines {
    private let checker = UITextChecker()
    /// The dictionary's language.
    package var language = TextAutocorrector.defaultLanguage
    private var verdicts: [String: Bool] = [:]
    private var cached: (text: String, caret: Int?, ranges: [NSRange])?
    /// How many words were looked up in the dictionary since this object was made (verdicts are reused).
    package private(set) var checkedWordCount = 0

    package init() {}

    /// The misspelled words of `text`, in order, leaving out the word ending at `caret` (nil: leave none out).
    package func misspelledRanges(in text: String, caret: Int?) -> [NSRange] {
        if let cached, cached.text == text, cached.caret == caret { return cached.ranges }
        let units = Array(text.utf16)
        guard !units.isEmpty, let entry = checker.dictionaries.entry(for: language) else { return [] }
        var scanner = SpellingScanner(units: units, bounds: 0..<units.count, from: 0, script: entry.script)
        let typing = caret.flatMap { TextAutocorrector.wordEnding(at: $0, in: text) }
        var ranges: [NSRange] = []
        while let word = scanner.next() {
            let range = NSRange(location: word.range.lowerBound, length: word.range.count)
            if range == typing { continue }
            let misspelled: Bool
            if let known = verdicts[word.text] {
                misspelled = known
            } else {
                misspelled = checker.isMisspelled(word.text, in: entry)
                verdicts[word.text] = misspelled
                checkedWordCount += 1
            }
            if misspelled { ranges.append(range) }
        }
        cached = (text, caret, ranges)
        return ranges
    }

    /// Forgets the verdicts (a word was learned or ignored).
    package func invalidate() {
        verdicts = [:]
        cached = nil
    }

    /// The underline's colour: system red.
    package static var color: UIColor { .systemRed }

    /// Draws round red dots (1.5 points across, 3 points apart) under each of `ranges` in the current context:
    /// `xOfOffset` gives the x of a UTF-16 offset in the same coordinates, `baselineY` the text's baseline.
    package static func draw(_ ranges: [NSRange], in context: CGContext, baselineY: CGFloat,
                             xOfOffset: (Int) -> CGFloat) {
        guard !ranges.isEmpty else { return }
        context.saveGState()
        context.setFillColor(color.cgColor)
        let diameter: CGFloat = 1.5, step: CGFloat = 3
        let y = baselineY + 2
        for range in ranges {
            let start = xOfOffset(range.location), end = xOfOffset(NSMaxRange(range))
            guard end > start else { continue }
            var x = start
            while x + diameter <= end + 0.5 {
                context.fillEllipse(in: CGRect(x: x, y: y, width: diameter, height: diameter))
                x += step
            }
        }
        context.restoreGState()
    }
}
