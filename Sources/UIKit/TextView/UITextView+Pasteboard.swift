// SPDX-License-Identifier: Apache-2.0

import Foundation

/// Cut, copy, paste and delete through the general pasteboard, as a text field does (line breaks kept).
extension UITextView {
    /// The selected text, or nil when the selection is empty.
    private var selectedString: String? {
        let range = buffer.selectedRange
        guard range.length > 0 else { return nil }
        return storage.attributedSubstring(from: range).string
    }

    /// Copy puts the selection on the general pasteboard as a string; Cut (while editing) then deletes it as a
    /// user edit, which the delegate may refuse.
    package func copySelection(cutting: Bool) {
        guard isEditingText || isSelectable, let text = selectedString else { return }
        if cutting, !isEditingText { return }
        UIPasteboard.general.string = text
        if cutting { applyUserEdit(buffer.selectedRange, with: "", caller: "UITextView.cut(_:)") }
    }

    /// Paste replaces the selection (or the marked text) with the pasteboard's string as a user edit.
    package func pasteString() {
        guard isEditingText, let text = UIPasteboard.general.string else { return }
        applyUserEdit(buffer.markedRange ?? buffer.selectedRange, with: text, caller: "UITextView.paste(_:)")
    }

    /// Delete removes the selection without touching the pasteboard.
    package func deleteSelection() {
        guard isEditingText, buffer.selectedRange.length > 0 else { return }
        applyUserEdit(buffer.selectedRange, with: "", caller: "UITextView.delete(_:)")
    }

    /// The edit menu's answers: `select:`/`selectAll:` as a field's, `cut:`/`delete:` with a selection while
    /// editing, `copy:` with a selection, `paste:` while editing with a string on the pasteboard; nil for others.
    package func editCanPerform(_ action: Selector) -> Bool? {
        let selected = buffer.selectedRange.length > 0
        switch action.name {
        case "select:": return isEditingText && buffer.length > 0 && !selected
        case "selectAll:": return (isEditingText || isSelectable) && buffer.length > 0 && buffer.selectedRange.length < buffer.length
        case "cut:", "delete:": return isEditingText && selected
        case "copy:": return (isEditingText || isSelectable) && selected
        case "paste:": return isEditingText && UIPasteboard.general.hasStrings
        default: return nil
        }
    }
}
