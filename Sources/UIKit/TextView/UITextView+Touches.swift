// SPDX-License-Identifier: Apache-2.0

import Foundation

/// The text view's touches: a tap begins editing or places the caret (at the nearer edge of a tapped word), a
/// double tap selects a word, touch and hold shows the magnifier and moves the caret, a selection's handles drag
/// its ends; on a view that is not editable, a tap on a link asks the delegate and opens the link. A drag that
/// scrolls cancels them (the scroll view's pan takes the touch).
extension UITextView {
    // MARK: Selection display

    package func showSelectionDisplay() {
        guard selectionDisplay == nil else { return }
        let display = TextSelectionDisplay(textInput: self)
        display.showsCaret = isEditable
        addSubview(display)
        selectionDisplay = display
        refreshSelectionDisplay(restartBlink: true)
    }

    package func hideSelectionDisplay() {
        selectionDisplay?.stopBlinking()
        selectionDisplay?.removeFromSuperview()
        selectionDisplay = nil
    }

    /// Places the display over the visible area, its coordinates the view's (content) coordinates, and re-reads
    /// the selection.
    package func refreshSelectionDisplay(restartBlink: Bool) {
        guard let selectionDisplay else { return }
        if selectionDisplay.frame != bounds { selectionDisplay.frame = bounds }
        if selectionDisplay.bounds.origin != bounds.origin { selectionDisplay.bounds.origin = bounds.origin }
        selectionDisplay.textClip = bounds
        selectionDisplay.update(restartBlink: restartBlink)
    }

    // MARK: Touches

    package func textTouchesBegan(_ touches: Set<UITouch>) {
        guard let touch = touches.first else { return }
        interaction.cancel()
        let point = touch.location(in: self)
        if !isEditable { return readOnlyTouchBegan(touch, at: point) }
        guard isEditingText else {
            interaction.mode = .pending(start: point)
            return
        }
        if let handle = handle(near: point) {
            let range = buffer.selectedRange
            interaction.mode = .draggingHandle(start: handle, anchor: handle ? NSMaxRange(range) : range.location)
            showMagnifier(at: point)
            return
        }
        if touch.tapCount == 2 {
            userSelect(TextBoundaries.selectionUnit(in: buffer.string, at: closestOffset(to: point)),
                       caller: "UITextView double tap")
            return
        }
        interaction.mode = .pending(start: point)
        interaction.holdTimer = DeviceTimer.scheduledTimer(withTimeInterval: UITextField.magnifierHoldDelay) {
            [weak self] _ in
            guard let self, case .pending = self.interaction.mode else { return }
            self.interaction.holdTimer = nil
            self.interaction.mode = .magnifying
            self.showMagnifier(at: point)
            self.userSelect(NSRange(location: self.closestOffset(to: point), length: 0), caller: "UITextView magnifier")
        }
    }

    package func textTouchesMoved(_ touches: Set<UITouch>) {
        guard let touch = touches.first else { return }
        let point = touch.location(in: self)
        switch interaction.mode {
        case .idle, .clearButton: break
        case .pending(let start):
            if hypot(point.x - start.x, point.y - start.y) > UITextField.tapSlop { interaction.cancel() }
        case .magnifying:
            userSelect(NSRange(location: closestOffset(to: point), length: 0), caller: "UITextView magnifier")
            updateMagnifier(at: point)
        case .draggingHandle(let start, let anchor):
            var offset = closestOffset(to: point)
            offset = start ? min(offset, max(0, anchor - 1)) : max(offset, min(buffer.length, anchor + 1))
            userSelect(NSRange(location: min(offset, anchor), length: abs(offset - anchor)), caller: "UITextView handle drag")
            updateMagnifier(at: point)
        }
    }

    package func textTouchesEnded(_ touches: Set<UITouch>) {
        guard let touch = touches.first else { return }
        let point = touch.location(in: self)
        let mode = interaction.mode
        interaction.cancel()
        if !isEditable { return readOnlyTouchEnded(at: point, mode: mode) }
        guard case .pending = mode else { return }
        if !isEditingText {
            guard becomeFirstResponder() else { return }
        }
        userSelect(NSRange(location: tapOffset(at: point), length: 0), caller: "UITextView tap")
    }

    // MARK: Links

    /// The link under `point` (view coordinates), if any.
    package func link(at point: CGPoint) -> TextDataScanner.Match? {
        guard !links.isEmpty, let offset = characterOffset(at: point) else { return nil }
        return links.first { NSLocationInRange(offset, $0.range) }
    }

    /// Asks the delegate whether to act on `link`, then opens it with the application.
    package func open(_ link: TextDataScanner.Match) {
        let allowed = delegate?.textView(self, shouldInteractWith: link.url, in: link.range,
                                         interaction: .invokeDefaultAction) ?? true
        guard allowed else { return }
        UIApplication.shared.open(link.url)
    }

    // MARK: Helpers

    /// Where a tap at `point` puts the caret: the closest position, moved to the nearer edge of a word it falls in.
    package func tapOffset(at point: CGPoint) -> Int {
        let offset = closestOffset(to: point)
        guard let word = TextBoundaries.wordRange(in: buffer.string, at: offset),
              offset > word.location, offset < NSMaxRange(word) else { return offset }
        let startX = viewCaretRect(for: TextIndexPosition(word.location)).midX
        let endX = viewCaretRect(for: TextIndexPosition(NSMaxRange(word))).midX
        return abs(point.x - startX) <= abs(point.x - endX) ? word.location : NSMaxRange(word)
    }

    /// Which handle `point` (view coordinates) is on: true for the start, false for the end, nil for neither.
    package func handle(near point: CGPoint) -> Bool? {
        guard buffer.selectedRange.length > 0, let display = selectionDisplay else { return nil }
        let candidates = [true, false].compactMap { start -> (Bool, CGFloat)? in
            guard let dot = display.handleDotCenter(start: start) else { return nil }
            let distance = hypot(point.x - dot.x, point.y - dot.y)
            return distance <= UITextField.handleReach ? (start, distance) : nil
        }
        return candidates.min { $0.1 < $1.1 }?.0
    }

    private func showMagnifier(at point: CGPoint) {
        guard let window else { return }
        let magnifier = TextMagnifierView(source: self, loupe: UIScreen.main.profile.isClassic)
        window.addSubview(magnifier)
        interaction.magnifier = magnifier
        updateMagnifier(at: point)
    }

    private func updateMagnifier(at point: CGPoint) {
        guard let magnifier = interaction.magnifier, let window else { return }
        let line = viewCaretRect(for: TextIndexPosition(interaction.movingEnd(of: buffer.selectedRange)))
        magnifier.focusPoint = convert(CGPoint(x: point.x, y: line.midY), to: window)
        window.bringSubviewToFront(magnifier)
    }
}
