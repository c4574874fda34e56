// SPDX-License-Identifier: Apache-2.0

/// The minimal text-input protocol: a responder that adopts it and can become first responder gets the keyboard,
/// and each key reaches it as ``insertText(_:)`` or ``deleteBackward()`` (the return key inserts `"\n"`).
@preconcurrency @MainActor
public protocol UIKeyInput: UITextInputTraits {
    /// Whether there is text to delete (the keyboard's delete key and `enablesReturnKeyAutomatically` read it).
    var hasText: Bool { get }
    /// Inserts `text` at the insertion point, replacing the selection.
    func insertText(_ text: String)
    /// Deletes the character before the insertion point, or the selection.
    func deleteBackward()
}
