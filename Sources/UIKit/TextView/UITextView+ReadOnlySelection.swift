// SPDX-License-Identifier: Apache-2.0

import Foundation

/// Selecting text in a text view that is selectable but not editable (`isEditable = false`,
/// `isSelectable = true`), as iOS does for read-only text: a double tap or a touch and hold selects the word
/// under the finger, the view becomes first responder (so the edit menu's Copy reaches it) without a keyboard or an
/// editing session, the handles drag the selection's ends, and the edit menu shows over the selection when the
/// finger lifts. A tap elsewhere clears the selection and resigns; a tap on a link still opens it.
extension UITextView {
    /// Starts showing the selection as first responder (no caret, no delegate editing calls).
    package func beginReadOnlySelection() {
        isSelectingReadOnlyText = true
        showSelectionDisplay()
    }

    /// Stops showing the selection: the handles and the menu go, and the selection collapses to its start.
    package func endReadOnlySelection() {
        isSelectingReadOnlyText = false
        showsMenuOnTouchUp = false
        interaction.cancel()
        hideSelectionDisplay()
        hideSelectionMenu()
        let range = buffer.selectedRange
        if range.length > 0 { userSelect(NSRange(location: range.location, length: 0), caller: "UITextView") }
    }

    /// Selects the word (or the character) under `point`, becoming first responder first; false when the view
    /// is not selectable, is empty or could not become first responder.
    @discardableResult
    package func selectWordForReading(at point: CGPoint) -> Bool {
        guard isSelectable, !isEditable, buffer.length > 0 else { return false }
        if !isFirstResponder { guard becomeFirstResponder() else { return false } }
        let offset = min(closestOffset(to: point), buffer.length - 1)
        var range = TextBoundaries.selectionUnit(in: buffer.string, at: offset)
        if range.length == 0 { range = (buffer.string as NSString).rangeOfComposedCharacterSequence(at: offset) }
        hideSelectionMenu()
        userSelect(range, caller: "UITextView word selection")
        return true
    }

    /// Shows the edit menu over the selection (Copy and Select All, as the responder chain allows).
    package func showSelectionMenu() {
        guard isSelectingReadOnlyText, buffer.selectedRange.length > 0 else { return }
        let visible = rect(forRange: buffer.selectedRange).intersection(bounds)
        UIMenuController.shared.showMenu(from: self, rect: visible.isNull ? rect(forRange: buffer.selectedRange) : visible)
    }

    /// Hides the edit menu when it points at this view.
    package func hideSelectionMenu() {
        let menu = UIMenuController.shared
        if menu.isMenuVisible, menu.targetView === self { menu.hideMenu() }
    }

    // MARK: Touches

    package func readOnlyTouchBegan(_ touch: UITouch, at point: CGPoint) {
        showsMenuOnTouchUp = false
        guard isSelectable else { return interaction.mode = .pending(start: point) }
        if isSelectingReadOnlyText, let handle = handle(near: point) {
            let range = buffer.selectedRange
            interaction.mode = .draggingHandle(start: handle, anchor: handle ? NSMaxRange(range) : range.location)
            hideSelectionMenu()
            return
        }
        if touch.tapCount == 2, link(at: point) == nil {
            showsMenuOnTouchUp = selectWordForReading(at: point)
            return
        }
        interaction.mode = .pending(start: point)
        interaction.holdTimer = DeviceTimer.scheduledTimer(withTimeInterval: UITextField.magnifierHoldDelay) {
            [weak self] _ in
            guard let self, case .pending = self.interaction.mode else { return }
            self.interaction.holdTimer = nil
            self.interaction.mode = .idle
            self.showsMenuOnTouchUp = self.selectWordForReading(at: point)
        }
    }

    package func readOnlyTouchEnded(at point: CGPoint, mode: TextFieldInteraction.Mode) {
        let wantsMenu = showsMenuOnTouchUp
        showsMenuOnTouchUp = false
        if case .draggingHandle = mode { return showSelectionMenu() }
        if wantsMenu { return showSelectionMenu() }
        guard case .pending = mode else { return }
        if isSelectable, let link = link(at: point) { return open(link) }
        if isSelectingReadOnlyText { resignFirstResponder() }
    }
}
