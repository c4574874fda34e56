// SPDX-License-Identifier: Apache-2.0

import Foundation

/// How the user interacted with a link or attachment in a text view.
public enum UITextItemInteraction: Int, Sendable {
    /// A tap: the default action (open the URL).
    case invokeDefaultAction = 0
    /// A long press: the actions sheet.
    case presentActions
    /// A 3D Touch preview.
    case preview
}

/// What a text view tells its delegate as the user edits and selects; every method is optional. A text view is a
/// scroll view, so its delegate also hears ``UIScrollViewDelegate``'s calls.
///
/// Order while typing: `textView(_:shouldChangeTextIn:replacementText:)` (false changes nothing), then
/// `textViewDidChangeSelection(_:)`, `textViewDidChange(_:)` and ``UITextView/textDidChangeNotification``. At the
/// ends of a session: `textViewShouldBeginEditing` → first responder → `textViewDidBeginEditing` → the begin
/// notification; `textViewShouldEndEditing` → resign → `textViewDidEndEditing` → the end notification.
@preconcurrency @MainActor
public protocol UITextViewDelegate: UIScrollViewDelegate {
    /// Whether editing may begin (true by default).
    func textViewShouldBeginEditing(_ textView: UITextView) -> Bool
    /// Whether editing may end (true by default); false keeps the text view first responder.
    func textViewShouldEndEditing(_ textView: UITextView) -> Bool
    /// Editing began (the text view is first responder).
    func textViewDidBeginEditing(_ textView: UITextView)
    /// Editing ended.
    func textViewDidEndEditing(_ textView: UITextView)
    /// Whether the user's edit replacing `range` (UTF-16, in the current text) with `text` happens; "\n" is the
    /// return key. False leaves the text and the selection as they were.
    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
    /// The user changed the text (not sent for changes made in code).
    func textViewDidChange(_ textView: UITextView)
    /// The selection changed (by the user, an edit or code).
    func textViewDidChangeSelection(_ textView: UITextView)
    /// Whether the text view acts on the user's `interaction` with the link `URL` over `characterRange` (true by
    /// default, which opens it with `UIApplication.shared.open`). The default calls the iOS 7 form below.
    func textView(_ textView: UITextView, shouldInteractWith URL: URL, in characterRange: NSRange,
                  interaction: UITextItemInteraction) -> Bool
    /// The iOS 7 form of the link question, asked by the default of the four-argument form. Deprecated for iOS as
    /// in Apple's SDK (`@available(iOS, deprecated: 10.0)`), which Swift on Linux does not report.
    @available(iOS, deprecated: 10.0, message: "Use textView(_:shouldInteractWith:in:interaction:)")
    func textView(_ textView: UITextView, shouldInteractWith URL: URL, in characterRange: NSRange) -> Bool
}

extension UITextViewDelegate {
    /// Returns `true`: the view may always begin editing.
    public func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { true }
    /// Returns `true`: the view may always stop editing.
    public func textViewShouldEndEditing(_ textView: UITextView) -> Bool { true }
    /// Does nothing.
    public func textViewDidBeginEditing(_ textView: UITextView) {}
    /// Does nothing.
    public func textViewDidEndEditing(_ textView: UITextView) {}
    /// Returns `true`: every edit is allowed.
    public func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange,
                         replacementText text: String) -> Bool { true }
    /// Does nothing.
    public func textViewDidChange(_ textView: UITextView) {}
    /// Does nothing.
    public func textViewDidChangeSelection(_ textView: UITextView) {}
    /// Asks the iOS 7 form, ``UITextViewDelegate/textView(_:shouldInteractWith:in:)``, so delegates that implement
    /// only that keep working.
    public func textView(_ textView: UITextView, shouldInteractWith URL: URL, in characterRange: NSRange,
                         interaction: UITextItemInteraction) -> Bool
    {
        legacyShouldInteract(textView, URL, characterRange)
    }
    /// Returns `true`: the link is opened with `UIApplication.shared.open`.
    @available(iOS, deprecated: 10.0, message: "Use textView(_:shouldInteractWith:in:interaction:)")
    public func textView(_ textView: UITextView, shouldInteractWith URL: URL, in characterRange: NSRange) -> Bool {
        true
    }

    private func legacyShouldInteract(_ view: UITextView, _ url: URL, _ range: NSRange) -> Bool {
        self.textView(view, shouldInteractWith: url, in: range)
    }
}

extension UITextView {
    /// Posted when a text view begins editing; the object is the text view.
    public static let textDidBeginEditingNotification = Notification.Name("UITextViewTextDidBeginEditingNotification")
    /// Posted after the user changed a text view's text; the object is the text view.
    public static let textDidChangeNotification = Notification.Name("UITextViewTextDidChangeNotification")
    /// Posted when a text view ends editing; the object is the text view.
    public static let textDidEndEditingNotification = Notification.Name("UITextViewTextDidEndEditingNotification")
}
