// SPDX-License-Identifier: Apache-2.0

import Foundation

/// The Bold, Italic and Underline edit commands on a range of attributed text, shared by `UITextField` and
/// `UITextView` (`toggleBoldface(_:)`, `toggleItalics(_:)`, `toggleUnderline(_:)`).
///
/// A toggle looks at the range's first character: when it has the style, the style is removed from the whole
/// range, otherwise added to it; fonts keep their family and size.
enum TextStyleToggling {
    /// Toggles a font trait (bold or italic) over `range`; runs without a font use `defaultFont`.
    @MainActor
    static func toggle(_ trait: UIFontDescriptor.SymbolicTraits, in storage: NSMutableAttributedString,
                       range: NSRange, defaultFont: UIFont)
    {
        guard range.length > 0, NSMaxRange(range) <= storage.length else { return }
        let first = storage.attribute(.font, at: range.location, effectiveRange: nil) as? UIFont ?? defaultFont
        let adding = !first.fontDescriptor.symbolicTraits.contains(trait)
        storage.beginEditing()
        storage.enumerateAttribute(.font, in: range) { value, runRange, _ in
            let runFont = value as? UIFont ?? defaultFont
            var traits = runFont.fontDescriptor.symbolicTraits
            if adding { traits.insert(trait) } else { traits.remove(trait) }
            guard let descriptor = runFont.fontDescriptor.withSymbolicTraits(traits) else { return }
            storage.addAttribute(.font, value: UIFont(descriptor: descriptor, size: runFont.pointSize), range: runRange)
        }
        storage.endEditing()
    }

    /// Toggles a single underline over `range`.
    static func toggleUnderline(in storage: NSMutableAttributedString, range: NSRange) {
        guard range.length > 0, NSMaxRange(range) <= storage.length else { return }
        let current = storage.attribute(.underlineStyle, at: range.location, effectiveRange: nil) as? Int ?? 0
        if current != 0 {
            storage.removeAttribute(.underlineStyle, range: range)
        } else {
            storage.addAttribute(.underlineStyle, value: NSUnderlineStyle.single.rawValue, range: range)
        }
    }
}
