// SPDX-License-Identifier: Apache-2.0

/// Which set of keys the keyboard shows: the letters, the numbers-and-punctuation plane, the symbols plane, or a
/// telephone-style pad (and the phone pad's second plane).
package enum KeyboardPlane: Equatable, Sendable {
    case letters, numbers, symbols, pad, padSymbols
}

/// One key of the on-screen keyboard: what it does, what it shows and where it sits (in the keyboard view's
/// coordinates).
package struct KeyboardKey: Equatable {
    /// What a key does.
    package enum Kind: Equatable {
        /// Inserts its text (a letter key's text follows the shift state).
        case character(String)
        /// Shift (tap) and caps lock (double tap).
        case shift
        /// Deletes backward on press, repeating while held.
        case delete
        /// Inserts a space.
        case space
        /// Inserts "\n", labelled by the responder's `returnKeyType`.
        case returnKey
        /// Shows another plane.
        case plane(KeyboardPlane)
        /// An empty slot of a pad.
        case blank
    }

    package var kind: Kind
    /// The key's label (for a letter: lower case; the view shows it in the shift state's case).
    package var title: String
    /// A pad key's letters ("ABC" under 2).
    package var subtitle: String?
    /// The key's rectangle in the keyboard view.
    package var frame: CGRect

    package init(_ kind: Kind, title: String, subtitle: String? = nil, frame: CGRect = .zero) {
        self.kind = kind
        self.title = title
        self.subtitle = subtitle
        self.frame = frame
    }

    /// Whether the key is drawn as a character key (light) rather than a function key (darker).
    package var isCharacterKey: Bool {
        switch kind {
        case .character, .space: return true
        default: return false
        }
    }

    /// Whether pressing it shows the enlarged pop-up above the key (character keys of the typing planes).
    package var showsPopup: Bool {
        if case .character = kind { return true }
        return false
    }

    /// Whether a letter key: its text follows shift.
    package var isLetter: Bool {
        if case .character(let s) = kind, s.count == 1, let c = s.first, c.isLetter, c.isLowercase { return true }
        return false
    }

    /// The accessibility label: the title for characters, a spoken name for function keys, as VoiceOver says them.
    package var accessibilityLabel: String {
        switch kind {
        case .character: return title
        case .shift: return "shift"
        case .delete: return "delete"
        case .space: return "space"
        case .returnKey: return title
        case .plane(let p):
            switch p {
            case .letters: return "letters"
            case .numbers, .pad: return "numbers"
            case .symbols, .padSymbols: return "more, symbols"
            }
        case .blank: return ""
        }
    }
}
