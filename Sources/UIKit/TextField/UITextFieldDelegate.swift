// SPDX-License-Identifier: Apache-2.0

import Foundation

/// What a text field asks and tells its delegate during an editing session (guide §5.1, "The Delegate of a Text
/// Field"). Every method is optional on Apple's: here each has a default in an extension, so a delegate implements
/// only the ones it needs.
///
/// The order of a session: `textFieldShouldBeginEditing(_:)`, `textFieldDidBeginEditing(_:)`; for each change,
/// `textField(_:shouldChangeCharactersIn:replacementString:)` then `textFieldDidChangeSelection(_:)`;
/// `textFieldShouldClear(_:)` for the clear button, `textFieldShouldReturn(_:)` for the return key;
/// `textFieldShouldEndEditing(_:)` and finally `textFieldDidEndEditing(_:reason:)`.
@preconcurrency @MainActor
public protocol UITextFieldDelegate: AnyObject {
    /// Whether the field may begin editing (become first responder); true by default.
    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool
    /// The field became first responder and is editing.
    func textFieldDidBeginEditing(_ textField: UITextField)
    /// Whether the field may stop editing (resign first responder); true by default. Return false to keep the
    /// user in the field until its text is valid.
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool
    /// The field stopped editing (the older form; the default of the `reason:` form calls it).
    func textFieldDidEndEditing(_ textField: UITextField)
    /// The field stopped editing for `reason`. The default calls ``textFieldDidEndEditing(_:)``, so a delegate
    /// implements whichever form it likes.
    func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason)
    /// Whether the characters in `range` (UTF-16, of the current text) may be replaced by `string` (empty for a
    /// deletion); true by default. Returning false leaves the text and the selection unchanged.
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange,
                   replacementString string: String) -> Bool
    /// The selection (or the caret) moved, by the user or by a change of the text.
    func textFieldDidChangeSelection(_ textField: UITextField)
    /// Whether the clear button (or `clearsOnBeginEditing`) may empty the field; true by default.
    func textFieldShouldClear(_ textField: UITextField) -> Bool
    /// Whether the field should act on the return key (`.editingDidEndOnExit`); true by default. The field does
    /// not resign by itself: call `resignFirstResponder()` here, or connect an `.editingDidEndOnExit` action.
    func textFieldShouldReturn(_ textField: UITextField) -> Bool
}

extension UITextFieldDelegate {
    /// Returns `true`: the field may always begin editing.
    public func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { true }
    /// Does nothing.
    public func textFieldDidBeginEditing(_ textField: UITextField) {}
    /// Returns `true`: the field may always stop editing.
    public func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { true }
    /// Does nothing.
    public func textFieldDidEndEditing(_ textField: UITextField) {}
    /// Calls ``UITextFieldDelegate/textFieldDidEndEditing(_:)``, the form without a reason, as UIKit does for a
    /// delegate that implements only that.
    public func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) {
        textFieldDidEndEditing(textField)
    }
    /// Returns `true`: every edit is allowed.
    public func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange,
                          replacementString string: String) -> Bool { true }
    /// Does nothing.
    public func textFieldDidChangeSelection(_ textField: UITextField) {}
    /// Returns `true`: the clear button empties the field.
    public func textFieldShouldClear(_ textField: UITextField) -> Bool { true }
    /// Returns `true`: the field sends `.editingDidEndOnExit` (it does not resign by itself).
    public func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
}
