// SPDX-License-Identifier: Apache-2.0

import Foundation

extension UITextField {
    /// The selected text, or nil when the selection is empty.
    private var selectedString: String? {
        let range = buffer.selectedRange
        guard range.length > 0 else { return nil }
        return buffer.storage.attributedSubstring(from: range).string
    }

    /// Copy and Cut put the selection on the general pasteboard as a string (never for secure text, as on iOS);
    /// Cut then deletes it as a user edit, which the delegate may refuse.
    package func copySelection(cutting: Bool) {
        guard isEditing, !isSecureTextEntry, let text = selectedString else { return }
        UIPasteboard.general.string = text
        if cutting { applyUserEdit(buffer.selectedRange, with: "", caller: "UITextField.cut(_:)") }
    }

    /// Paste replaces the selection with the pasteboard's string as a user edit; line breaks become spaces in a
    /// one-line field.
    package func pasteString() {
        guard isEditing, let text = UIPasteboard.general.string else { return }
        let range = buffer.markedRange ?? buffer.selectedRange
        applyUserEdit(range, with: text.replacingOccurrences(of: "\r\n", with: " ")
            .replacingOccurrences(of: "\n", with: " "), caller: "UITextField.paste(_:)")
    }

    /// Delete removes the selection without touching the pasteboard.
    package func deleteSelection() {
        guard isEditing, buffer.selectedRange.length > 0 else { return }
        applyUserEdit(buffer.selectedRange, with: "", caller: "UITextField.delete(_:)")
    }

    /// Whether the field answers an edit-menu command: Cut and Copy need a selection (and no secure entry),
    /// Paste a string on the general pasteboard, Delete a selection; nil for other actions.
    package func pasteboardCanPerform(_ action: Selector) -> Bool? {
        switch action.name {
        case "cut:", "copy:": isEditing && !isSecureTextEntry && buffer.selectedRange.length > 0
        case "paste:": isEditing && UIPasteboard.general.hasStrings
        case "delete:": isEditing && buffer.selectedRange.length > 0
        default: nil
        }
    }
}
