// SPDX-License-Identifier: Apache-2.0

import Foundation

/// The caret, the selection highlight and the selection handles of an editing text object, drawn over its text
/// in a view that fills it and takes no touches. It reads everything from the text object through
/// ``UITextInput`` (`selectedTextRange`, `caretRect(for:)`, `selectionRects(for:)`), so text fields and text views
/// share it.
///
/// The caret blinks on the device clock (``blinkInterval`` on, ``blinkInterval`` off) and stays solid for a
/// moment after each change, so it never blinks while the user types. A non-empty selection shows the highlight
/// in the tint colour at 20% and a handle at each end (a bar with a dot above the start and below the end).
@MainActor
package final class TextSelectionDisplay: UIView {
    /// How long the caret stays on, then off, in device seconds.
    package static let blinkInterval: TimeInterval = 0.5
    /// The diameter of a handle's dot, in points.
    package static let handleDotDiameter: CGFloat = 10

    private weak var textInput: (UIView & UITextInput)?
    /// The clipping rectangle of the text (the caret and highlight never draw outside it).
    package var textClip: CGRect = .infinite
    /// Whether an empty selection shows the caret (false for read-only text, which shows only selections).
    package var showsCaret = true
    /// The caret's view; hidden during the off half of a blink and while a range is selected.
    package let caretView = UIView()
    /// Whether the caret is in the "on" half of its blink.
    package private(set) var caretBlinkOn = true
    private var blinkTimer: DeviceTimer?
    private var selectionRects: [CGRect] = []
    private var caretRect: CGRect = .zero
    /// The start and end handles' caret rectangles (nil when nothing is selected).
    package private(set) var handleCarets: (start: CGRect, end: CGRect)?

    package init(textInput: UIView & UITextInput) {
        self.textInput = textInput
        super.init(frame: textInput.bounds)
        isUserInteractionEnabled = false
        isOpaque = false
        backgroundColor = .clear
        contentMode = .redraw
        addSubview(caretView)
        caretView.isUserInteractionEnabled = false
    }

    package required init?(coder: NSCoder) { nil }

    private var isClassicLook: Bool { UIScreen.main.profile.isClassic }

    /// The caret's colour: the tint colour, or iPhone OS 3's blue on the classic profile.
    package var caretColor: UIColor {
        isClassicLook ? UIColor(red: 0.26, green: 0.42, blue: 0.93, alpha: 1) : (tintColor ?? UIView.defaultTintColor)
    }

    /// Whether the caret is showing now (a caret selection, in the "on" half of the blink, inside the text).
    package var isCaretVisible: Bool { !caretView.isHidden }

    /// Re-reads the selection from the text object; with `restartBlink`, the caret shows solid and the blink
    /// starts over (after typing or moving the caret).
    package func update(restartBlink: Bool) {
        guard let textInput, let range = textInput.selectedTextRange else { return }
        if restartBlink { restartBlinking() }
        if range.isEmpty {
            selectionRects = []
            handleCarets = nil
            caretRect = textInput.caretRect(for: range.start)
        } else {
            selectionRects = textInput.selectionRects(for: range).map(\.rect)
            handleCarets = (textInput.caretRect(for: range.start), textInput.caretRect(for: range.end))
            caretRect = .zero
        }
        caretView.backgroundColor = caretColor
        caretView.frame = caretRect
        let inside = caretRect.maxX > textClip.minX - 1 && caretRect.minX < textClip.maxX + 1
        caretView.isHidden = !(showsCaret && range.isEmpty && caretBlinkOn && inside)
        setNeedsDisplay()
    }

    /// Redraws with the current tint.
    package func setNeedsDisplayAll() {
        caretView.backgroundColor = caretColor
        setNeedsDisplay()
    }

    /// Stops blinking (the display is going away).
    package func stopBlinking() {
        blinkTimer?.invalidate()
        blinkTimer = nil
    }

    private func restartBlinking() {
        blinkTimer?.invalidate()
        caretBlinkOn = true
        scheduleBlink()
    }

    private func scheduleBlink() {
        blinkTimer = DeviceTimer.scheduledTimer(withTimeInterval: Self.blinkInterval) { [weak self] _ in
            guard let self else { return }
            self.caretBlinkOn.toggle()
            self.update(restartBlink: false)
            self.scheduleBlink()
        }
    }

    package override func draw(_ rect: CGRect) {
        guard !selectionRects.isEmpty, let context = UIGraphicsGetCurrentContext() else { return }
        let tint = caretColor
        context.saveGState()
        context.clip(to: textClip.insetBy(dx: -1, dy: -20))
        (isClassicLook ? UIColor(red: 0.7, green: 0.8, blue: 0.95, alpha: 0.55) : tint.withAlphaComponent(0.2)).setFill()
        for selection in selectionRects { UIBezierPath(rect: selection).fill() }
        context.restoreGState()
        guard let handles = handleCarets else { return }
        drawHandle(at: handles.start, dotAbove: true, color: tint)
        drawHandle(at: handles.end, dotAbove: false, color: tint)
    }

    private func drawHandle(at caret: CGRect, dotAbove: Bool, color: UIColor) {
        guard caret.midX >= textClip.minX - 2, caret.midX <= textClip.maxX + 2 else { return }
        color.setFill()
        UIBezierPath(rect: CGRect(x: caret.midX - 1, y: caret.minY, width: 2, height: caret.height)).fill()
        let d = Self.handleDotDiameter
        let dot = CGRect(x: caret.midX - d / 2, y: dotAbove ? caret.minY - d + 1 : caret.maxY - 1, width: d, height: d)
        if isClassicLook {
            // iPhone OS 3's knobs: a blue ball with a white rim.
            UIColor.white.setFill()
            UIBezierPath(ovalIn: dot.insetBy(dx: -1.5, dy: -1.5)).fill()
            color.setFill()
        }
        UIBezierPath(ovalIn: dot).fill()
    }

    /// The point at the middle of the start (or end) handle's dot, in the display's coordinates.
    package func handleDotCenter(start: Bool) -> CGPoint? {
        guard let handles = handleCarets else { return nil }
        let caret = start ? handles.start : handles.end
        let d = Self.handleDotDiameter
        return CGPoint(x: caret.midX, y: start ? caret.minY - d / 2 + 1 : caret.maxY + d / 2 - 1)
    }
}
