// SPDX-License-Identifier: Apache-2.0

import Foundation

/// The text fields of an iOS 5 alert view (``UIAlertView/alertViewStyle``).
///
/// - `.plainTextInput`: one field; `.secureTextInput`: one field with secure (bulleted) entry;
///   `.loginAndPasswordInput`: a "Login" field at index 0 over a secure "Password" field at index 1.
/// - The fields sit below the message, styled as the alert controller's (see ``AlertTextFields``). The first
///   starts editing when the alert shows; the keyboard goes down when the alert is dismissed.
/// - Each edit asks the delegate's `alertViewShouldEnableFirstOtherButton(_:)` again, as iOS does, so an OK
///   button can stay disabled until something is typed.
extension UIAlertView {
    /// Replaces the fields with those ``alertViewStyle`` asks for.
    package func makeTextFields() {
        for field in textFieldsStorage where field.isFirstResponder { field.resignFirstResponder() }
        let classic = AlertAppearance.of(.main) == .classic
        let field = { (placeholder: String?, secure: Bool) -> UITextField in
            let made = AlertTextFields.makeField(classic: classic)
            made.placeholder = placeholder
            made.isSecureTextEntry = secure
            made.addAction(UIAction { [weak self] _ in self?.textDidChange() }, for: .editingChanged)
            return made
        }
        textFieldsStorage = switch alertViewStyle {
        case .default: []
        case .plainTextInput: [field(nil, false)]
        case .secureTextInput: [field(nil, true)]
        case .loginAndPasswordInput: [field("Login", false), field("Password", true)]
        }
        if alertViewStyle == .loginAndPasswordInput { textFieldsStorage[0].autocapitalizationType = .none }
        content.fields = textFieldsStorage
    }

    /// Asks the delegate again whether the first other button is enabled.
    private func textDidChange() {
        let index = firstOtherButtonIndex
        guard session.isVisible, alertViewStyle != .default, content.buttons.indices.contains(index) else { return }
        let enabled = alertDelegate?.alertViewShouldEnableFirstOtherButton(self) ?? true
        if content.buttons[index].isEnabled != enabled { content.buttons[index].isEnabled = enabled }
    }
}
