// SPDX-License-Identifier: Apache-2.0

import Foundation

/// What a finger on the text field is doing: nothing yet (a possible tap), holding with the magnifier, dragging a
/// selection handle, or pressing the clear button.
@MainActor
package final class TextFieldInteraction {
    package enum Mode {
        case idle
        /// Down, not moved far: a tap when it lifts, the magnifier if it stays.
        case pending(start: CGPoint)
        /// Touch and hold: the magnifier follows the finger and the caret follows it.
        case magnifying
        /// Dragging the start (or end) handle; the other end stays at `anchor`.
        case draggingHandle(start: Bool, anchor: Int)
        /// Down on the clear button.
        case clearButton
    }

    package var mode: Mode = .idle
    package var holdTimer: DeviceTimer?
    package var magnifier: TextMagnifierView?
    package var isPressingClearButton = false

    package init() {}

    /// The selection's end that moves with the finger (the start while its handle is dragged).
    package func movingEnd(of range: NSRange) -> Int {
        if case .draggingHandle(true, _) = mode { return range.location }
        return NSMaxRange(range)
    }

    /// Ends whatever the finger was doing, removing the magnifier.
    package func cancel() {
        holdTimer?.invalidate()
        holdTimer = nil
        magnifier?.removeFromSuperview()
        magnifier = nil
        isPressingClearButton = false
        mode = .idle
    }
}

/// The text field's touches while editing (guide §5.1; the iPhone's text-editing gestures): a tap begins editing
/// or places the caret at the nearest word boundary, a double tap selects a word, touch and hold shows the
/// magnifier and moves the caret, and the handles of a selection drag its ends.
extension UITextField {
    /// How long a finger must stay down before the magnifier shows, in device seconds.
    package static let magnifierHoldDelay: TimeInterval = 0.5
    /// How far a finger may move and still count as a tap or a hold, in points.
    package static let tapSlop: CGFloat = 10
    /// How close to a handle a touch must start to drag it, in points.
    package static let handleReach: CGFloat = 22

    // MARK: Selection display

    package func showSelectionDisplay() {
        guard selectionDisplay == nil else { return }
        let display = TextSelectionDisplay(textInput: self)
        addSubview(display)
        selectionDisplay = display
        refreshSelectionDisplay(restartBlink: true)
    }

    package func hideSelectionDisplay() {
        selectionDisplay?.stopBlinking()
        selectionDisplay?.removeFromSuperview()
        selectionDisplay = nil
    }

    package func refreshSelectionDisplay(restartBlink: Bool) {
        guard let selectionDisplay else { return }
        selectionDisplay.frame = bounds
        selectionDisplay.textClip = currentTextRect
        selectionDisplay.update(restartBlink: restartBlink)
    }

    // MARK: Touches

    package func fieldTouchesBegan(_ touches: Set<UITouch>) {
        guard isEnabled, let touch = touches.first else { return }
        interaction.cancel()
        let point = touch.location(in: self)
        if showsClearButton, clearButtonRect(forBounds: bounds).insetBy(dx: -8, dy: -8).contains(point) {
            interaction.mode = .clearButton
            interaction.isPressingClearButton = true
            setNeedsDisplay()
            return
        }
        guard isEditing else {
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
            let offset = closestOffset(to: point)
            userSelect(TextBoundaries.selectionUnit(in: buffer.string, at: offset), caller: "UITextField double tap")
            interaction.mode = .idle
            return
        }
        interaction.mode = .pending(start: point)
        interaction.holdTimer = DeviceTimer.scheduledTimer(withTimeInterval: Self.magnifierHoldDelay) {
            [weak self] _ in
            guard let self, case .pending = self.interaction.mode else { return }
            self.interaction.holdTimer = nil
            self.interaction.mode = .magnifying
            self.showMagnifier(at: point)
            self.moveCaret(to: point)
        }
    }

    package func fieldTouchesMoved(_ touches: Set<UITouch>) {
        guard let touch = touches.first else { return }
        let point = touch.location(in: self)
        switch interaction.mode {
        case .idle: break
        case .pending(let start):
            if hypot(point.x - start.x, point.y - start.y) > Self.tapSlop { interaction.cancel() }
        case .magnifying:
            moveCaret(to: point)
            updateMagnifier(at: point)
        case .draggingHandle(let start, let anchor):
            var offset = closestOffset(to: point)
            // A handle never crosses the other end: at least one character stays selected.
            offset = start ? min(offset, max(0, anchor - 1)) : max(offset, min(buffer.length, anchor + 1))
            let range = NSRange(location: min(offset, anchor), length: abs(offset - anchor))
            userSelect(range, caller: "UITextField handle drag")
            updateMagnifier(at: point)
        case .clearButton:
            let inside = clearButtonRect(forBounds: bounds).insetBy(dx: -8, dy: -8).contains(point)
            if inside != interaction.isPressingClearButton {
                interaction.isPressingClearButton = inside
                setNeedsDisplay()
            }
        }
    }

    package func fieldTouchesEnded(_ touches: Set<UITouch>) {
        guard let touch = touches.first else { return }
        let point = touch.location(in: self)
        let mode = interaction.mode
        let pressing = interaction.isPressingClearButton
        interaction.cancel()
        switch mode {
        case .clearButton:
            setNeedsDisplay()
            if pressing { clearButtonTapped() }
        case .pending:
            if !isEditing {
                guard becomeFirstResponder() else { return }
            }
            userSelect(NSRange(location: tapOffset(at: point), length: 0), caller: "UITextField tap")
        case .idle, .magnifying, .draggingHandle:
            break
        }
    }

    package func fieldTouchesCancelled() {
        interaction.cancel()
        setNeedsDisplay()
    }

    // MARK: Helpers

    /// Where a tap at `point` puts the caret: the closest position, moved to the nearer edge of a word it falls in.
    package func tapOffset(at point: CGPoint) -> Int {
        let offset = closestOffset(to: point)
        guard !isSecureTextEntry, let word = TextBoundaries.wordRange(in: buffer.string, at: offset),
              offset > word.location, offset < NSMaxRange(word) else { return offset }
        let layout = caretLayout
        let origin = textOrigin
        let x = point.x - origin.x
        let startX = layout.stop(at: word.location).x, endX = layout.stop(at: NSMaxRange(word)).x
        return abs(x - startX) <= abs(x - endX) ? word.location : NSMaxRange(word)
    }

    /// Which handle `point` (field coordinates) is on: true for the start, false for the end, nil for neither.
    private func handle(near point: CGPoint) -> Bool? {
        guard buffer.selectedRange.length > 0, let display = selectionDisplay else { return nil }
        let candidates = [true, false].compactMap { start -> (Bool, CGFloat)? in
            guard let dot = display.handleDotCenter(start: start) else { return nil }
            let center = display.convert(dot, to: self)
            let distance = hypot(point.x - center.x, point.y - center.y)
            return distance <= Self.handleReach ? (start, distance) : nil
        }
        return candidates.min { $0.1 < $1.1 }?.0
    }

    private func moveCaret(to point: CGPoint) {
        userSelect(NSRange(location: closestOffset(to: point), length: 0), caller: "UITextField magnifier")
    }

    private func showMagnifier(at point: CGPoint) {
        guard let window else { return }
        let magnifier = TextMagnifierView(source: self, loupe: isClassicLook)
        window.addSubview(magnifier)
        interaction.magnifier = magnifier
        updateMagnifier(at: point)
    }

    /// Moves the magnifier to look at `point`'s position in the text (the caret's line, the finger's x).
    private func updateMagnifier(at point: CGPoint) {
        guard let magnifier = interaction.magnifier, let window else { return }
        let line = caretRect(for: TextIndexPosition(interaction.movingEnd(of: buffer.selectedRange)))
        let x = min(max(point.x, currentTextRect.minX), currentTextRect.maxX)
        magnifier.focusPoint = convert(CGPoint(x: x, y: line.midY), to: window)
        window.bringSubviewToFront(magnifier)
    }
}
