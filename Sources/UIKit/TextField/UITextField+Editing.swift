// SPDX-License-Identifier: Apache-2.0

import Foundation

/// One run of typing that undo takes back as a single "Typing" action: the text it replaced and where the typed
/// text now sits.
@MainActor
package final class TypingUndoRun {
    package var location: Int
    package var insertedLength: Int
    package var replaced: NSAttributedString

    package init(location: Int, insertedLength: Int, replaced: NSAttributedString) {
        self.location = location
        self.insertedLength = insertedLength
        self.replaced = replaced
    }
}

/// The editing session and the edit pipeline: every user edit goes through ``applyUserEdit(_:with:caller:)``,
/// which asks the delegate, changes the text, registers undo, and sends `.editingChanged` and
/// `textDidChangeNotification`.
extension UITextField {
    /// The default font: the body style (17 points), or iPhone OS's 12-point system font on the classic profile.
    package static var defaultFont: UIFont {
        UIScreen.main.profile.isClassic ? .systemFont(ofSize: 12) : .systemFont(ofSize: 17)
    }

    /// How long a typed secure character stays visible, in device seconds.
    package static let secureRevealDuration: TimeInterval = 1.0

    // MARK: Setting text in code

    package func setFieldText(_ text: NSAttributedString) {
        buffer.setText(text)
        secureRevealRange = nil
        typingUndoRun = nil
        textLayoutDidChange()
        if isEditing { selectionDidChange(notify: false) }
    }

    /// `text` with the field's default attributes filled in where a run lacks them.
    package func completedAttributes(_ text: NSAttributedString) -> NSAttributedString {
        let result = NSMutableAttributedString(attributedString: text)
        let whole = NSRange(location: 0, length: result.length)
        for (key, value) in defaultTextAttributes {
            result.enumerateAttribute(key, in: whole) { existing, range, _ in
                if existing == nil { result.addAttribute(key, value: value, range: range) }
            }
        }
        return result
    }

    package func applyDefaultAttribute(_ key: NSAttributedString.Key, _ value: Any) {
        var attributes = defaultTextAttributes
        attributes[key] = value
        defaultTextAttributes = attributes
    }

    /// Applies ``defaultTextAttributes`` to the whole text (the font, colour or attributes changed).
    package func restyleAll() {
        let storage = buffer.storage
        if storage.length > 0 {
            storage.addAttributes(defaultTextAttributes, range: NSRange(location: 0, length: storage.length))
        }
        typingAttributesStorage = nil
        textLayoutDidChange()
    }

    // MARK: The session

    package func beginEditingSession() {
        isEditing = true
        typingUndoRun = nil
        if clearsOnBeginEditing, buffer.length > 0, delegate?.textFieldShouldClear(self) ?? true {
            buffer.setText(NSAttributedString(string: ""))
        }
        buffer.select(NSRange(location: buffer.length, length: 0), caller: "UITextField")
        typingAttributesStorage = nil
        textLayoutDidChange()
        showSelectionDisplay()
        delegate?.textFieldDidBeginEditing(self)
        sendActions(for: .editingDidBegin)
        NotificationCenter.default.post(name: UITextField.textDidBeginEditingNotification, object: self)
    }

    package func endEditingSession() {
        buffer.unmarkText()
        isEditing = false
        typingUndoRun = nil
        interaction.cancel()
        hideSelectionDisplay()
        spelling.end()
        secureRevealTimer?.invalidate()
        secureRevealRange = nil
        horizontalScroll = 0
        typingAttributesStorage = nil
        textLayoutDidChange()
        delegate?.textFieldDidEndEditing(self, reason: .committed)
        sendActions(for: .editingDidEnd)
        NotificationCenter.default.post(name: UITextField.textDidEndEditingNotification, object: self,
                                        userInfo: [UITextField.didEndEditingReasonUserInfoKey:
                                                    DidEndEditingReason.committed.rawValue])
    }

    // MARK: User edits

    /// Replaces `range` with `string` as the user's edit: asks the delegate, registers undo, updates the display
    /// and sends the change events. Returns false (and changes nothing) when the delegate refused.
    @discardableResult
    package func applyUserEdit(_ range: NSRange, with string: String, caller: String,
                               marking: (text: String, selection: NSRange)? = nil) -> Bool
    {
        let range = buffer.clamp(range, caller: caller)
        guard delegate?.textField(self, shouldChangeCharactersIn: range, replacementString: string) ?? true else {
            return false
        }
        let replaced = buffer.storage.attributedSubstring(from: range)
        let attributes = typingAttributes ?? defaultTextAttributes
        inputDelegate?.textWillChange(self)
        if let marking {
            buffer.setMarkedText(marking.text, selection: marking.selection, attributes: attributes)
        } else {
            buffer.replace(range, with: string, attributes: attributes, caller: caller)
        }
        inputDelegate?.textDidChange(self)
        registerTypingUndo(range: range, inserted: string.utf16.count, replaced: replaced)
        if isSecureTextEntry, marking == nil, !string.isEmpty, string.utf16.count <= 2 {
            revealSecureCharacter(NSRange(location: range.location, length: string.utf16.count))
        } else {
            secureRevealRange = nil
        }
        textLayoutDidChange()
        selectionDidChange(notify: true)
        spellingTextDidChange()
        sendActions(for: .editingChanged)
        NotificationCenter.default.post(name: UITextField.textDidChangeNotification, object: self)
        return true
    }

    package func fieldInsertText(_ text: String) {
        if text == "\n" { return handleReturnKey() }
        guard isEditing else { return UIKitDiagnostics.log("UITextField.insertText(_:): the field is not editing; ignored") }
        acceptPendingCorrection(before: text)
        let range = clearsOnInsertion && buffer.markedRange == nil ? NSRange(location: 0, length: buffer.length)
            : buffer.markedRange ?? buffer.selectedRange
        applyUserEdit(range, with: text.replacingOccurrences(of: "\n", with: " "), caller: "UITextField.insertText(_:)")
    }

    package func fieldDeleteBackward() {
        guard isEditing else { return }
        if let marked = buffer.markedRange {
            applyUserEdit(marked, with: "", caller: "UITextField.deleteBackward()")
            return
        }
        guard let range = buffer.rangeForDeleteBackward() else { return }
        applyUserEdit(range, with: "", caller: "UITextField.deleteBackward()")
    }

    /// The return key: asks `textFieldShouldReturn`, then sends `.editingDidEndOnExit`; a field with actions for
    /// that event resigns first responder afterwards, as on iOS.
    package func handleReturnKey() {
        guard delegate?.textFieldShouldReturn(self) ?? true else { return }
        sendActions(for: .editingDidEndOnExit)
        if allControlEvents.contains(.editingDidEndOnExit), isFirstResponder { resignFirstResponder() }
    }

    /// The clear button's tap: asks `textFieldShouldClear`, then empties the field as a user edit.
    package func clearButtonTapped() {
        guard buffer.length > 0, delegate?.textFieldShouldClear(self) ?? true else { return }
        if !isEditing, !becomeFirstResponder() { return }
        applyUserEdit(NSRange(location: 0, length: buffer.length), with: "", caller: "UITextField clear button")
    }

    // MARK: Selection

    /// Selects `range` as the user or the app did: clamps it, tells the input delegate and the field's delegate.
    package func userSelect(_ range: NSRange, caller: String) {
        let before = buffer.selectedRange
        inputDelegate?.selectionWillChange(self)
        buffer.select(range, caller: caller)
        inputDelegate?.selectionDidChange(self)
        typingAttributesStorage = nil
        if buffer.selectedRange != before { typingUndoRun = nil }
        selectionDidChange(notify: buffer.selectedRange != before)
    }

    /// Updates the caret, selection and scroll after the selection or text changed; tells the delegate when
    /// `notify`.
    package func selectionDidChange(notify: Bool) {
        spelling.selectionDidMove()
        scrollCaretToVisible()
        refreshSelectionDisplay(restartBlink: true)
        setNeedsDisplay()
        if notify { delegate?.textFieldDidChangeSelection(self) }
    }

    package func selectWordAtCaret() {
        guard isEditing else { return }
        let range = TextBoundaries.selectionUnit(in: buffer.string, at: max(0, buffer.selectedRange.location - (buffer.selectedRange.location == buffer.length ? 1 : 0)))
        userSelect(range, caller: "UITextField.select(_:)")
    }

    package func selectAllText() {
        guard isEditing else { return }
        userSelect(NSRange(location: 0, length: buffer.length), caller: "UITextField.selectAll(_:)")
    }

    package func fieldCanPerform(_ action: Selector) -> Bool? {
        switch action.name {
        case "select:":
            return isEditing && buffer.length > 0 && buffer.selectedRange.length == 0 && !isSecureTextEntry
        case "selectAll:":
            return isEditing && buffer.length > 0 && buffer.selectedRange.length < buffer.length
        default:
            return nil
        }
    }

    // MARK: Secure entry

    private func revealSecureCharacter(_ range: NSRange) {
        secureRevealTimer?.invalidate()
        secureRevealRange = range
        secureRevealTimer = DeviceTimer.scheduledTimer(withTimeInterval: Self.secureRevealDuration) { [weak self] _ in
            guard let self else { return }
            self.secureRevealRange = nil
            self.secureRevealTimer = nil
            self.textLayoutDidChange()
        }
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
            // Backspacing over what this run typed shortens it.
            run.insertedLength -= range.length
            return
        }
        let run = TypingUndoRun(location: range.location, insertedLength: inserted, replaced: replaced)
        typingUndoRun = run
        undoManager.registerUndo(withTarget: self) { field in field.undo(run) }
        undoManager.setActionName("Typing")
    }

    /// Puts back what `run` replaced, registering the redo.
    private func undo(_ run: TypingUndoRun) {
        let range = NSRange(location: run.location, length: run.insertedLength)
        let clamped = buffer.clamp(range, caller: "UITextField undo")
        let current = buffer.storage.attributedSubstring(from: clamped)
        typingUndoRun = nil
        inputDelegate?.textWillChange(self)
        buffer.storage.replaceCharacters(in: clamped, with: run.replaced)
        buffer.select(NSRange(location: clamped.location + run.replaced.length, length: 0), caller: "UITextField undo")
        inputDelegate?.textDidChange(self)
        let redo = TypingUndoRun(location: clamped.location, insertedLength: run.replaced.length, replaced: current)
        undoManager?.registerUndo(withTarget: self) { field in field.undo(redo) }
        undoManager?.setActionName("Typing")
        secureRevealRange = nil
        textLayoutDidChange()
        selectionDidChange(notify: true)
        if isEditing { sendActions(for: .editingChanged) }
        NotificationCenter.default.post(name: UITextField.textDidChangeNotification, object: self)
    }
}
