// SPDX-License-Identifier: Apache-2.0

import Foundation

extension UITextField {
    /// How a text field's border is drawn (guide §5.1, "Text Fields").
    public enum BorderStyle: Int, Sendable {
        /// No border; the field draws only its text (and its ``UITextField/background`` image, if any).
        case none = 0
        /// A thin rectangle.
        case line = 1
        /// A rectangle with a bevelled, inset look (a darker top edge).
        case bezel = 2
        /// A rounded rectangle, white inside; custom background images are ignored.
        case roundedRect = 3
    }

    /// When an overlay view (the clear button, the left or right view) is shown.
    public enum ViewMode: Int, Sendable {
        /// Never.
        case never = 0
        /// Only while the field is editing (and, for the clear button, holds text).
        case whileEditing = 1
        /// Only while the field is not editing.
        case unlessEditing = 2
        /// Always (the clear button only when the field holds text).
        case always = 3
    }

    /// Why a text field stopped editing, as `textFieldDidEndEditing(_:reason:)` receives it.
    public enum DidEndEditingReason: Int, Sendable {
        /// The field resigned first responder: the edit is committed.
        case committed = 0
        /// The edit was cancelled (not sent by UIKit on iPhone).
        case cancelled = 1
    }

    /// Posted, with the field as object, when a text field begins editing (after its delegate's
    /// `textFieldDidBeginEditing(_:)` and its `.editingDidBegin` actions).
    public static let textDidBeginEditingNotification = Notification.Name("UITextFieldTextDidBeginEditingNotification")
    /// Posted, with the field as object, each time the user changes the field's text (after its `.editingChanged`
    /// actions). Setting ``UITextField/text`` in code does not post it.
    public static let textDidChangeNotification = Notification.Name("UITextFieldTextDidChangeNotification")
    /// Posted, with the field as object, when a text field ends editing (after its delegate's
    /// `textFieldDidEndEditing` and its `.editingDidEnd` actions).
    public static let textDidEndEditingNotification = Notification.Name("UITextFieldTextDidEndEditingNotification")

    /// The `userInfo` key of `textDidEndEditingNotification` holding the ``DidEndEditingReason`` raw value.
    public static let didEndEditingReasonUserInfoKey = "UITextFieldDidEndEditingReasonKey"
}
