// SPDX-License-Identifier: Apache-2.0

import Foundation

/// The spelling help of one text-input view's editing session: the autocorrection (``TextAutocorrector`` and its
/// ``AutocorrectionBubbleView``) and the misspelled-word underlines (``SpellingUnderlines``).
///
/// A view (UITextField, UITextView…) keeps one, calls ``textDidChange(_:selection:autocorrects:in:wordRect:)``
/// after each typed edit, ``selectionDidMove()`` when the selection moved otherwise, ``acceptance(for:text:selection:)``
/// before inserting typed text, and ``end()`` when editing ends. It never edits the text itself: accepting a
/// correction is the view's edit, so it goes through the view's delegate and undo.
@MainActor
package final class TextSpellingSession {
    package let autocorrector = TextAutocorrector()
    package let underlines = SpellingUnderlines()
    /// The bubble on screen, if any.
    package private(set) var bubble: AutocorrectionBubbleView?
    /// Called after the user tapped the bubble (the view redraws).
    package var onReject: (() -> Void)?

    package init() {}

    /// Whether the bubble is on screen.
    package var isShowingBubble: Bool { bubble?.superview != nil }

    /// After a typed edit: recomputes the correction for the word ending at a collapsed `selection` and shows the
    /// bubble under it (`wordRect` gives a range's rectangle in `view`'s coordinates), or hides it.
    package func textDidChange(_ text: String, selection: NSRange, autocorrects: Bool, in view: UIView,
                               wordRect: (NSRange) -> CGRect) {
        let suggestion = selection.length == 0
            ? autocorrector.update(text: text, caret: selection.location, enabled: autocorrects) : nil
        guard let suggestion else {
            autocorrector.clearPending()
            return hideBubble()
        }
        let bubble = self.bubble ?? AutocorrectionBubbleView(frame: .zero)
        if self.bubble == nil {
            bubble.onTap = { [weak self] in self?.rejectBubble() }
            self.bubble = bubble
        }
        bubble.show(replacement: suggestion.replacement, under: wordRect(suggestion.range), of: view)
    }

    /// The selection moved without typing (a tap, undo, code): the pending correction goes away.
    package func selectionDidMove() {
        autocorrector.clearPending()
        hideBubble()
    }

    /// The correction typing `typed` accepts, when one is pending for the word just before a collapsed `selection`
    /// of `text`: the word's range and its replacement. The caller replaces the word, then inserts `typed`.
    package func acceptance(for typed: String, text: String, selection: NSRange) -> (range: NSRange, replacement: String)? {
        guard TextAutocorrector.accepts(typed), let pending = autocorrector.pending, selection.length == 0,
              selection.location == NSMaxRange(pending.range), NSMaxRange(pending.range) <= text.utf16.count,
              (text as NSString).substring(with: pending.range) == pending.typed
        else { return nil }
        autocorrector.clearPending()
        hideBubble()
        return (pending.range, pending.replacement)
    }

    /// The user tapped the bubble: keep the typed word, never correct it again this session.
    package func rejectBubble() {
        autocorrector.rejectPending()
        hideBubble()
        onReject?()
    }

    /// The editing session ended.
    package func end() {
        autocorrector.reset()
        hideBubble()
    }

    private func hideBubble() { bubble?.hide() }
}
