// SPDX-License-Identifier: Apache-2.0

import Foundation

extension UITextView {
    /// Whether a text-style action (Bold, Italic, Underline) applies: editing a view that allows text attributes,
    /// with a selection; nil for other actions.
    package func textStyleCanPerform(_ action: Selector) -> Bool? {
        switch action.name {
        case "toggleBoldface:", "toggleItalics:", "toggleUnderline:":
            return allowsEditingTextAttributes && isEditingText && buffer.selectedRange.length > 0
        default:
            return nil
        }
    }

    /// Toggles bold or italic on the selection through the text storage, so only its paragraphs lay out again.
    package func toggleTextFontTrait(_ trait: UIFontDescriptor.SymbolicTraits, action: String) {
        guard textStyleCanPerform(Selector(action)) == true else { return }
        TextStyleToggling.toggle(trait, in: textStorage, range: buffer.selectedRange,
                                 defaultFont: font ?? Self.defaultFont)
        textStyleDidChange()
    }

    /// Toggles a single underline on the selection.
    package func toggleTextUnderline() {
        guard textStyleCanPerform(Selector("toggleUnderline:")) == true else { return }
        textStorage.beginEditing()
        TextStyleToggling.toggleUnderline(in: textStorage, range: buffer.selectedRange)
        textStorage.endEditing()
        textStyleDidChange()
    }

    private func textStyleDidChange() {
        typingUndoRun = nil
        textLayoutDidChange()
        delegate?.textViewDidChange(self)
        NotificationCenter.default.post(name: UITextView.textDidChangeNotification, object: self)
    }
}
