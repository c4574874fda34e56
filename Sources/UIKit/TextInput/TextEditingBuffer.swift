// SPDX-License-Identifier: Apache-2.0

import Foundation

/// The editable state of a text object, shared by UIKit's text field and text view: the attributed text, the
/// selection and the marked (provisional input-method) text, all as UTF-16 ranges like `NSRange`.
///
/// Every range handed in is clamped to the text (and logged when it had to be) so that bad input never crashes;
/// a replacement always leaves the caret right after the inserted text, as typing does.
@MainActor
package final class TextEditingBuffer {
    /// The text with its attributes.
    package private(set) var storage = NSMutableAttributedString(string: "")
    /// The selected range; an empty range is the caret.
    package private(set) var selectedRange = NSRange(location: 0, length: 0)
    /// The marked text's range, or nil when there is none.
    package private(set) var markedRange: NSRange?

    package init() {}

    /// A buffer editing `storage` in place (a text view's ``NSTextStorage``, so its layout managers hear of
    /// every edit).
    package init(storage: NSMutableAttributedString) {
        self.storage = storage
    }

    /// The plain text.
    package var string: String { storage.string }
    /// The text's length in UTF-16 code units.
    package var length: Int { storage.length }

    /// `range` limited to the text; logs under `caller` when it was outside (or negative, or NSNotFound).
    package func clamp(_ range: NSRange, caller: String) -> NSRange {
        let length = self.length
        let location = range.location == NSNotFound ? length : range.location
        let start = min(max(0, location), length)
        let rawEnd = location &+ max(0, range.length)
        let end = min(max(start, rawEnd < location ? length : rawEnd), length)
        let clamped = NSRange(location: start, length: end - start)
        if clamped != range {
            UIKitDiagnostics.log("\(caller): range {\(range.location), \(range.length)} is outside the text of length \(length); clamped to {\(clamped.location), \(clamped.length)}")
        }
        return clamped
    }

    /// Replaces the whole text in place (the selection moves to its end, marked text ends).
    package func setText(_ text: NSAttributedString) {
        storage.setAttributedString(text)
        selectedRange = NSRange(location: storage.length, length: 0)
        markedRange = nil
    }

    /// Selects `range` (clamped, and widened so it never splits a composed character).
    package func select(_ range: NSRange, caller: String) {
        let clamped = clamp(range, caller: caller)
        selectedRange = snapped(clamped)
    }

    /// Replaces `range` (clamped) with `text` in `attributes`, puts the caret after it and ends marked text.
    /// Returns the range that was replaced.
    @discardableResult
    package func replace(_ range: NSRange, with text: String, attributes: [NSAttributedString.Key: Any],
                         caller: String) -> NSRange
    {
        let target = clamp(range, caller: caller)
        storage.replaceCharacters(in: target, with: NSAttributedString(string: text, attributes: attributes))
        selectedRange = NSRange(location: target.location + text.utf16.count, length: 0)
        markedRange = nil
        return target
    }

    /// The range deleting backward removes: the selection, or the composed character before the caret (nil at
    /// the text's start with nothing selected).
    package func rangeForDeleteBackward() -> NSRange? {
        if selectedRange.length > 0 { return selectedRange }
        guard selectedRange.location > 0 else { return nil }
        let ns = string as NSString
        return ns.rangeOfComposedCharacterSequence(at: selectedRange.location - 1)
    }

    /// Puts `text` in place of the marked text (or the selection when nothing is marked) and marks it, selecting
    /// `selection` inside it (relative to its start; clamped). A nil or empty text removes the marked text.
    package func setMarkedText(_ text: String?, selection: NSRange, attributes: [NSAttributedString.Key: Any]) {
        let target = markedRange ?? selectedRange
        let text = text ?? ""
        storage.replaceCharacters(in: target, with: NSAttributedString(string: text, attributes: attributes))
        let length = text.utf16.count
        markedRange = length > 0 ? NSRange(location: target.location, length: length) : nil
        let start = min(max(0, selection.location == NSNotFound ? length : selection.location), length)
        let end = min(start + max(0, selection.length), length)
        selectedRange = NSRange(location: target.location + start, length: end - start)
    }

    /// Accepts the marked text as ordinary text; the caret goes to its end.
    package func unmarkText() {
        guard let marked = markedRange else { return }
        markedRange = nil
        selectedRange = NSRange(location: NSMaxRange(marked), length: 0)
    }

    /// `range` widened to whole composed characters.
    private func snapped(_ range: NSRange) -> NSRange {
        let ns = string as NSString
        guard ns.length > 0 else { return range }
        var start = range.location, end = NSMaxRange(range)
        if start < ns.length { start = ns.rangeOfComposedCharacterSequence(at: start).location }
        guard range.length > 0 else { return NSRange(location: start, length: 0) }
        if end > 0, end < ns.length {
            let enclosing = ns.rangeOfComposedCharacterSequence(at: end)
            if enclosing.location < end { end = NSMaxRange(enclosing) }
        }
        return NSRange(location: start, length: max(0, end - start))
    }
}
