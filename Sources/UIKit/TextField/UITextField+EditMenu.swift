// SPDX-License-Identifier: Apache-2.0

import Foundation

/// The text field's extra edit-menu commands: "Replace…" on a misspelled word, and Bold, Italic and Underline
/// when ``UITextField/allowsEditingTextAttributes`` is on.
extension UITextField: EditMenuCommandProviding {
    /// "Replace…" while editing with a misspelled word selected or the caret in one (and guesses for it).
    package var additionalEditMenuCommands: [EditMenuCommand] {
        guard isEditing, !isSecureTextEntry, buffer.markedRange == nil,
              let candidate = MisspelledWordReplacement.candidate(in: buffer.string, selection: buffer.selectedRange)
        else { return [] }
        let typed = (buffer.string as NSString).substring(with: candidate.range)
        return [EditMenuCommand.replace(guesses: candidate.guesses) { [weak self] guess in
            self?.replaceMisspelledWord(candidate.range, typed: typed, with: guess)
        }]
    }

    /// Replaces the word at `range` (still `typed`) with `guess` as a user edit, and puts the caret after it.
    package func replaceMisspelledWord(_ range: NSRange, typed: String, with guess: String) {
        guard isEditing, NSMaxRange(range) <= buffer.length,
              (buffer.string as NSString).substring(with: range) == typed
        else { return UIKitDiagnostics.log("UITextField Replace…: the word changed since the menu showed; ignored") }
        if applyUserEdit(range, with: guess, caller: "UITextField Replace…") {
            userSelect(NSRange(location: range.location + guess.utf16.count, length: 0), caller: "UITextField Replace…")
        }
    }

    /// Whether a text-style action applies: editing a field that allows text attributes, with a selection.
    package func textStyleCanPerform(_ action: Selector) -> Bool? {
        switch action.name {
        case "toggleBoldface:", "toggleItalics:", "toggleUnderline:":
            return allowsEditingTextAttributes && isEditing && !isSecureTextEntry && buffer.selectedRange.length > 0
        default:
            return nil
        }
    }

    /// Toggles `trait` (bold or italic) on the selection: off when the selection's first character has it, on
    /// otherwise.
    package func toggleFontTrait(_ trait: UIFontDescriptor.SymbolicTraits) {
        guard textStyleCanPerform(Selector("toggleBoldface:")) == true else { return }
        TextStyleToggling.toggle(trait, in: buffer.storage, range: buffer.selectedRange,
                                 defaultFont: font ?? Self.defaultFont)
        textStyleDidChange()
    }

    /// Toggles a single underline on the selection.
    package func toggleUnderlineStyle() {
        guard textStyleCanPerform(Selector("toggleUnderline:")) == true else { return }
        TextStyleToggling.toggleUnderline(in: buffer.storage, range: buffer.selectedRange)
        textStyleDidChange()
    }

    private func textStyleDidChange() {
        typingUndoRun = nil
        textLayoutDidChange()
        setNeedsDisplay()
        sendActions(for: .editingChanged)
        NotificationCenter.default.post(name: UITextField.textDidChangeNotification, object: self)
    }
}
