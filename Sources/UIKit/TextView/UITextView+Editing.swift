// SPDX-License-Identifier: Apache-2.0

import Foundation

/// The text view's editing session and edit pipeline: every user edit goes through
/// ``applyUserEdit(_:with:caller:marking:)``, which asks the delegate, changes the storage (whose layout manager
/// lays out again the touched paragraph), registers undo, and tells the delegate and observers.
extension UITextView {
    /// The default font: the 12-point system font, as iOS's text view has when none is set.
    package static var defaultFont: UIFont { .systemFont(ofSize: 12) }

    /// The attributes of text set through ``text``: the view's font, colour and (when not natural) alignment.
    package var defaultAttributes: [NSAttributedString.Key: Any] {
        [.font: fontStorage ?? Self.defaultFont, .foregroundColor: textColorStorage ?? UIColor.label]
    }

    /// The attributes of the text before the caret (or at the start), or the defaults in an empty view.
    package var attributesAtCaret: [NSAttributedString.Key: Any] {
        guard buffer.length > 0 else { return defaultAttributes }
        let index = min(max(0, buffer.selectedRange.location - 1), buffer.length - 1)
        var attributes = storage.attributes(at: index, effectiveRange: nil)
        attributes[.link] = nil
        return attributes
    }

    // MARK: Setting text in code

    package func setViewText(_ text: NSAttributedString) {
        buffer.setText(text)
        typingUndoRun = nil
        typingAttributesStorage = nil
        refreshDetectedLinks()
        textLayoutDidChange()
        if isEditingText { selectionDidChange(notify: false) }
    }

    /// `text` with the view's font and colour filled in where a run lacks them.
    package func completedAttributes(_ text: NSAttributedString) -> NSAttributedString {
        let result = NSMutableAttributedString(attributedString: text)
        let whole = NSRange(location: 0, length: result.length)
        for (key, value) in defaultAttributes {
            result.enumerateAttribute(key, in: whole) { existing, range, _ in
                if existing == nil { result.addAttribute(key, value: value, range: range) }
            }
        }
        return result
    }

    /// Sets `key` to `value` over the whole text (the font or colour changed).
    package func restyle(_ key: NSAttributedString.Key, _ value: Any) {
        if key == .font { layoutManager.paragraphs.style.emptyFont = value as? UIFont ?? Self.defaultFont }
        if storage.length > 0 { storage.addAttribute(key, value: value, range: NSRange(location: 0, length: storage.length)) }
        typingAttributesStorage = nil
        textLayoutDidChange()
    }

    // MARK: The session

    package func beginEditingSession() {
        isEditingText = true
        typingUndoRun = nil
        refreshDetectedLinks()
        buffer.select(NSRange(location: buffer.length, length: 0), caller: "UITextView")
        typingAttributesStorage = nil
        showSelectionDisplay()
        scrollCaretToVisible()
        delegate?.textViewDidBeginEditing(self)
        NotificationCenter.default.post(name: UITextView.textDidBeginEditingNotification, object: self)
    }

    package func endEditingSession() {
        if buffer.markedRange != nil { buffer.unmarkText(); layoutManager.paragraphs.invalidateAll() }
        isEditingText = false
        typingUndoRun = nil
        interaction.cancel()
        hideSelectionDisplay()
        typingAttributesStorage = nil
        refreshDetectedLinks()
        textLayoutDidChange()
        delegate?.textViewDidEndEditing(self)
        NotificationCenter.default.post(name: UITextView.textDidEndEditingNotification, object: self)
    }

    // MARK: User edits

    /// Replaces `range` with `string` as the user's edit: asks the delegate, registers undo, updates the display
    /// and tells the delegate and observers. Returns false (and changes nothing) when the delegate refused.
    @discardableResult
    package func applyUserEdit(_ range: NSRange, with string: String, caller: String,
                               marking: (text: String, selection: NSRange)? = nil) -> Bool
    {
        let range = buffer.clamp(range, caller: caller)
        guard delegate?.textView(self, shouldChangeTextIn: range, replacementText: string) ?? true else { return false }
        let replaced = storage.attributedSubstring(from: range)
        let attributes = typingAttributes
        let hadMarked = buffer.markedRange != nil
        inputDelegate?.textWillChange(self)
        if let marking {
            buffer.setMarkedText(marking.text, selection: marking.selection, attributes: attributes)
        } else {
            buffer.replace(range, with: string, attributes: attributes, caller: caller)
        }
        inputDelegate?.textDidChange(self)
        if hadMarked || buffer.markedRange != nil {
            // The marked text's highlight moved: lay out the paragraph that showed it again.
            layoutManager.paragraphs.invalidate(NSRange(location: range.location, length: string.utf16.count))
        }
        registerTypingUndo(range: range, inserted: string.utf16.count, replaced: replaced)
        textLayoutDidChange()
        selectionDidChange(notify: true)
        delegate?.textViewDidChange(self)
        NotificationCenter.default.post(name: UITextView.textDidChangeNotification, object: self)
        return true
    }

    package func viewInsertText(_ text: String) {
        guard isEditingText else {
            return UIKitDiagnostics.log("UITextView.insertText(_:): the text view is not editing; ignored")
        }
        let range = clearsOnInsertion && buffer.markedRange == nil ? NSRange(location: 0, length: buffer.length)
            : buffer.markedRange ?? buffer.selectedRange
        applyUserEdit(range, with: text, caller: "UITextView.insertText(_:)")
    }

    package func viewDeleteBackward() {
        guard isEditingText else { return }
        if let marked = buffer.markedRange {
            applyUserEdit(marked, with: "", caller: "UITextView.deleteBackward()")
            return
        }
        guard let range = buffer.rangeForDeleteBackward() else { return }
        applyUserEdit(range, with: "", caller: "UITextView.deleteBackward()")
    }

    // MARK: Selection

    /// Selects `range` as the user or the app did: clamps it, tells the input delegate and the view's delegate.
    package func userSelect(_ range: NSRange, caller: String) {
        let before = buffer.selectedRange
        inputDelegate?.selectionWillChange(self)
        buffer.select(range, caller: caller)
        inputDelegate?.selectionDidChange(self)
        typingAttributesStorage = nil
        if buffer.selectedRange != before { typingUndoRun = nil }
        selectionDidChange(notify: buffer.selectedRange != before)
    }

    /// Updates the caret, the selection and the scroll after the selection or text changed; tells the delegate
    /// when `notify`.
    package func selectionDidChange(notify: Bool) {
        if isEditingText { scrollCaretToVisible() }
        refreshSelectionDisplay(restartBlink: true)
        if notify { delegate?.textViewDidChangeSelection(self) }
    }

    package func selectWordAtCaret() {
        guard isEditingText else { return }
        let location = buffer.selectedRange.location
        let range = TextBoundaries.selectionUnit(in: buffer.string, at: max(0, location - (location == buffer.length ? 1 : 0)))
        userSelect(range, caller: "UITextView.select(_:)")
    }

    package func selectAllText() {
        guard isEditingText || isSelectable else { return }
        userSelect(NSRange(location: 0, length: buffer.length), caller: "UITextView.selectAll(_:)")
    }

    // MARK: Undo

    /// Registers (or extends) the "Typing" undo action for a replacement of `range` by `inserted` UTF-16 units.
    private func registerTypingUndo(range: NSRange, inserted: Int, replaced: NSAttributedString) {
        guard let undoManager, !undoManager.isUndoing, !undoManager.isRedoing else { return }
        if let run = typingUndoRun, replaced.length == 0, range.location == run.location + run.insertedLength {
            run.insertedLength += inserted
            return
        }
        if let run = typingUndoRun, inserted == 0, range.length > 0,
           NSMaxRange(range) == run.location + run.insertedLength, range.location >= run.location {
            run.insertedLength -= range.length
            return
        }
        let run = TypingUndoRun(location: range.location, insertedLength: inserted, replaced: replaced)
        typingUndoRun = run
        undoManager.registerUndo(withTarget: self) { view in view.undo(run) }
        undoManager.setActionName("Typing")
    }

    /// Puts back what `run` replaced, registering the redo.
    private func undo(_ run: TypingUndoRun) {
        let clamped = buffer.clamp(NSRange(location: run.location, length: run.insertedLength), caller: "UITextView undo")
        let current = storage.attributedSubstring(from: clamped)
        typingUndoRun = nil
        inputDelegate?.textWillChange(self)
        storage.replaceCharacters(in: clamped, with: run.replaced)
        buffer.select(NSRange(location: clamped.location + run.replaced.length, length: 0), caller: "UITextView undo")
        inputDelegate?.textDidChange(self)
        let redo = TypingUndoRun(location: clamped.location, insertedLength: run.replaced.length, replaced: current)
        undoManager?.registerUndo(withTarget: self) { view in view.undo(redo) }
        undoManager?.setActionName("Typing")
        textLayoutDidChange()
        selectionDidChange(notify: true)
        delegate?.textViewDidChange(self)
        NotificationCenter.default.post(name: UITextView.textDidChangeNotification, object: self)
    }
}
