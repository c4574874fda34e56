// SPDX-License-Identifier: Apache-2.0

import CoreGraphics
import Foundation

/// The text field's autocorrection and spelling underlines (the work is in ``TextSpellingSession``).
extension UITextField {
    /// Whether typing is autocorrected: `autocorrectionType` `.yes`, or `.default` on a plain-text keyboard
    /// (not secure entry, not a URL, e-mail, number, phone, name-phone, Twitter or web-search keyboard).
    package var autocorrects: Bool {
        switch autocorrectionType {
        case .no: return false
        case .yes: return !isSecureTextEntry
        default:
            if isSecureTextEntry { return false }
            switch keyboardType {
            case .default, .asciiCapable: return true
            default: return false
            }
        }
    }

    /// Whether misspelled words are underlined: `spellCheckingType` `.yes`, or `.default` when autocorrecting.
    package var checksSpelling: Bool {
        switch spellCheckingType {
        case .no: return false
        case .yes: return !isSecureTextEntry
        default: return autocorrects
        }
    }

    /// Before typed `text` is inserted: a pending correction it accepts replaces its word (a user edit, so the
    /// delegate is asked and undo takes it back).
    package func acceptPendingCorrection(before text: String) {
        guard buffer.markedRange == nil,
              let accepted = spelling.acceptance(for: text, text: buffer.string, selection: buffer.selectedRange)
        else { return }
        applyUserEdit(accepted.range, with: accepted.replacement, caller: "UITextField autocorrection")
    }

    /// After a typed edit: the bubble for the word just typed, if misspelled.
    package func spellingTextDidChange() {
        guard isEditing, buffer.markedRange == nil else { return spelling.selectionDidMove() }
        if spelling.onReject == nil { spelling.onReject = { [weak self] in self?.setNeedsDisplay() } }
        spelling.textDidChange(buffer.string, selection: buffer.selectedRange, autocorrects: autocorrects, in: self) {
            [unowned self] range in fieldFirstRect(for: TextIndexRange(range))
        }
    }

    /// Red dotted underlines under the misspelled words while editing (the word being typed left out), drawn
    /// over the text laid out at `origin`.
    package func drawSpellingUnderlines(origin: CGPoint) {
        guard isEditing, checksSpelling, buffer.markedRange == nil, let context = UIGraphicsGetCurrentContext()
        else { return }
        let selection = buffer.selectedRange
        let ranges = spelling.underlines.misspelledRanges(in: buffer.string,
                                                          caret: selection.length == 0 ? selection.location : nil)
        let layout = caretLayout
        let ascender = (font ?? Self.defaultFont).ascender * fittedFontScale
        SpellingUnderlines.draw(ranges, in: context, baselineY: origin.y + ascender) { offset in
            origin.x + layout.stop(at: offset).x
        }
    }

    /// The misspelled words the field underlines now (empty when it does not).
    package var underlinedMisspellings: [NSRange] {
        guard isEditing, checksSpelling else { return [] }
        let selection = buffer.selectedRange
        return spelling.underlines.misspelledRanges(in: buffer.string,
                                                    caret: selection.length == 0 ? selection.location : nil)
    }
}
