// SPDX-License-Identifier: Apache-2.0

import HostInterface

/// Turns the host's text input on and off with the first responder.
@MainActor
enum HostTextInput {
    static func update(active: Bool) {
        (UIApplication.sharedIfPresent?.runtime?.host as? HostTextInputControlling)?.setTextInputActive(active)
    }
}

extension KeyboardController {
    // MARK: Text from the on-screen keys

    /// Inserts `text` at `client`'s caret, as a keyboard key does (`insertText`).
    package static func insert(_ text: String, into client: UIResponder?) {
        (client as? UIKeyInput)?.insertText(text)
    }

    /// Deletes backward in `client`, as the delete key does.
    package static func deleteBackward(in client: UIResponder?) {
        (client as? UIKeyInput)?.deleteBackward()
    }

    // MARK: Hardware keyboard

    /// Delivers a hardware keyboard event to the first responder: committed text (`insertText`, or ending an
    /// input method's composition), composition (`setMarkedText(_:selectedRange:)` on a `UITextInput`), and the
    /// editing keys: return inserts "\n", backspace deletes backward, tab inserts "\t", the arrows move a
    /// `UITextInput`'s caret, escape cancels a composition. Key-up events and printable key-downs (their text comes
    /// as a text event) do nothing. The on-screen keyboard hides while a hardware keyboard types.
    package func handleHostEvent(_ event: HostEvent) {
        guard let responder = FirstResponderTracker.current, let input = responder as? UIKeyInput else { return }
        let textInput = responder as? UITextInput
        switch event {
        case .text(let text, _):
            guard !text.isEmpty else { return }
            hardwareKeyboardUsed()
            if let textInput, textInput.markedTextRange != nil {
                textInput.setMarkedText(text, selectedRange: NSRange(location: text.utf16.count, length: 0))
                textInput.unmarkText()
            } else {
                input.insertText(text)
            }
        case .textEditing(let text, let cursor, let length, _):
            guard let textInput else { return }
            hardwareKeyboardUsed()
            let count = text.utf16.count
            let location = min(max(0, cursor), count)
            let range = NSRange(location: location, length: min(max(0, length), count - location))
            if text.isEmpty {
                guard textInput.markedTextRange != nil else { return }
                textInput.setMarkedText("", selectedRange: NSRange(location: 0, length: 0))
                textInput.unmarkText()
            } else {
                textInput.setMarkedText(text, selectedRange: range)
            }
        case .key(let name, let down, _):
            guard down else { return }
            let composing = textInput?.markedTextRange != nil
            switch name {
            case HostKeyName.return:
                hardwareKeyboardUsed()
                if composing { textInput?.unmarkText() } else { input.insertText("\n") }
            case HostKeyName.backspace:
                hardwareKeyboardUsed()
                if !composing { input.deleteBackward() }
            case HostKeyName.tab:
                hardwareKeyboardUsed()
                if !composing { input.insertText("\t") }
            case HostKeyName.escape:
                if composing, let textInput {
                    textInput.setMarkedText("", selectedRange: NSRange(location: 0, length: 0))
                    textInput.unmarkText()
                }
            case HostKeyName.left, HostKeyName.right, HostKeyName.up, HostKeyName.down:
                guard let textInput, !composing else { return }
                hardwareKeyboardUsed()
                moveCaret(textInput, name)
            default:
                return
            }
        default:
            return
        }
        lazyKeyboardViewIfMade?.afterEdit()
    }

    /// Moves the caret one character left or right (collapsing a selection to its start or end), or one line up or
    /// down, as a hardware keyboard's arrows do.
    private func moveCaret(_ input: UITextInput, _ name: String) {
        guard let selection = input.selectedTextRange else { return }
        let target: UITextPosition?
        switch name {
        case HostKeyName.left:
            target = selection.isEmpty ? input.position(from: selection.start, offset: -1) : selection.start
        case HostKeyName.right:
            target = selection.isEmpty ? input.position(from: selection.end, offset: 1) : selection.end
        case HostKeyName.up:
            target = input.position(from: selection.start, in: .up, offset: 1)
        default:
            target = input.position(from: selection.end, in: .down, offset: 1)
        }
        guard let target, let range = input.textRange(from: target, to: target) else { return }
        input.selectedTextRange = range
    }
}
