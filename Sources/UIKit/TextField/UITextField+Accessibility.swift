// SPDX-License-Identifier: Apache-2.0

import Foundation

/// What the screen reader reads of a text field: its placeholder as the label when none is set, its text as the
/// value (a bullet per character when secure, so the length is heard but not the password).
extension UITextField {
    package var fieldAccessibilityLabel: String? {
        guard let placeholder, !placeholder.isEmpty else { return nil }
        return placeholder
    }

    package var fieldAccessibilityValue: String? {
        guard buffer.length > 0 else { return nil }
        if isSecureTextEntry { return String(repeating: "\u{2022}", count: buffer.string.count) }
        return buffer.string
    }
}
