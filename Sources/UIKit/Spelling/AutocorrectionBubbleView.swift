// SPDX-License-Identifier: Apache-2.0

import CoreGraphics
import Foundation

/// The autocorrection bubble: the suggested word in a small rounded callout under the misspelled word, with a
/// pointer up to it and a circled "x" at its right. A tap anywhere on it rejects the suggestion (``onTap``).
///
/// It is placed in the text-input view's window (``show(replacement:under:of:)``), so it may extend past the
/// view's bounds and still receive its tap. The look follows the screen: iPhone OS 3's pale yellow bubble with a
/// grey rim on the classic profiles, the modern suggestion capsule (system background, hairline rim) otherwise.
@MainActor
package final class AutocorrectionBubbleView: UIView {
    /// The suggested word shown.
    package private(set) var replacement = ""
    /// Called when the user taps the bubble.
    package var onTap: (() -> Void)?
    /// The pointer's x, in the bubble's coordinates.
    package private(set) var pointerX: CGFloat = 0

    private var classic: Bool { (window?.screen ?? UIScreen.main).profile.isClassic }
    private var font: UIFont { classic ? .systemFont(ofSize: 14) : .systemFont(ofSize: 15) }
    /// The pointer's height above the body.
    package static let pointerHeight: CGFloat = 6
    private static let padding: CGFloat = 6
    private static let closeDiameter: CGFloat = 14

    package override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        backgroundColor = nil
        contentMode = .redraw
        isAccessibilityElement = true
        accessibilityTraits = .button
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { nil }

    /// Shows `replacement` under `wordRect` (in `view`'s coordinates), its pointer at the word's middle; the bubble
    /// goes into `view`'s window, kept on screen horizontally. Does nothing (logged) when `view` is in no window.
    package func show(replacement: String, under wordRect: CGRect, of view: UIView) {
        guard let window = view.window else {
            return UIKitDiagnostics.log("autocorrection bubble: the text view is in no window; not shown")
        }
        self.replacement = replacement
        accessibilityLabel = replacement
        let textWidth = ceil(replacement.size(withAttributes: [.font: font]).width)
        let bodyHeight = ceil(font.lineHeight) + 6
        let width = Self.padding + textWidth + 6 + Self.closeDiameter + Self.padding
        let word = view.convert(wordRect, to: window)
        var x = word.minX - Self.padding
        x = min(max(x, 2), max(2, window.bounds.width - width - 2))
        frame = CGRect(x: x, y: word.maxY + 1, width: width, height: bodyHeight + Self.pointerHeight)
        pointerX = min(max(word.midX - x, 10), width - 10)
        if superview !== window { window.addSubview(self) }
        setNeedsDisplay()
    }

    /// Takes the bubble off screen.
    package func hide() { removeFromSuperview() }

    // MARK: Drawing

    package override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let body = CGRect(x: 0.5, y: Self.pointerHeight + 0.5, width: bounds.width - 1,
                          height: bounds.height - Self.pointerHeight - 1)
        let path = UIBezierPath(roundedRect: body, cornerRadius: classic ? 5 : body.height / 2)
        let pointer = UIBezierPath()
        pointer.move(to: CGPoint(x: pointerX - 5, y: body.minY + 0.5))
        pointer.addLine(to: CGPoint(x: pointerX, y: 0.5))
        pointer.addLine(to: CGPoint(x: pointerX + 5, y: body.minY + 0.5))
        pointer.close()
        let fill = classic ? UIColor(red: 1, green: 1, blue: 0.86, alpha: 1) : UIColor.secondarySystemBackground
        let rim = classic ? UIColor(white: 0.55, alpha: 1) : UIColor.separator
        context.saveGState()
        if classic { context.setShadow(offset: CGSize(width: 0, height: 1), blur: 2, color: UIColor(white: 0, alpha: 0.35).cgColor) }
        fill.setFill()
        path.fill()
        pointer.fill()
        context.restoreGState()
        rim.setStroke()
        path.lineWidth = 1
        path.stroke()
        // Cover the rim where the pointer joins the body, then outline the pointer's two sides.
        fill.setFill()
        UIBezierPath(rect: CGRect(x: pointerX - 4, y: body.minY - 0.5, width: 8, height: 1.5)).fill()
        let sides = UIBezierPath()
        sides.move(to: CGPoint(x: pointerX - 5, y: body.minY))
        sides.addLine(to: CGPoint(x: pointerX, y: 0.5))
        sides.addLine(to: CGPoint(x: pointerX + 5, y: body.minY))
        sides.lineWidth = 1
        sides.stroke()

        let textColor = classic ? UIColor.black : UIColor.label
        let textY = body.minY + (body.height - font.lineHeight) / 2
        replacement.draw(at: CGPoint(x: Self.padding, y: textY), withAttributes: [.font: font, .foregroundColor: textColor])
        drawClose(in: CGRect(x: bounds.width - Self.padding - Self.closeDiameter,
                             y: body.midY - Self.closeDiameter / 2, width: Self.closeDiameter, height: Self.closeDiameter))
    }

    /// The circled "x": grey on the classic profile, the tertiary label colour on the modern one.
    private func drawClose(in circle: CGRect) {
        (classic ? UIColor(white: 0.55, alpha: 1) : UIColor.tertiaryLabel).setFill()
        UIBezierPath(ovalIn: circle).fill()
        let arm = circle.width * 0.2
        let cross = UIBezierPath()
        cross.move(to: CGPoint(x: circle.midX - arm, y: circle.midY - arm))
        cross.addLine(to: CGPoint(x: circle.midX + arm, y: circle.midY + arm))
        cross.move(to: CGPoint(x: circle.midX + arm, y: circle.midY - arm))
        cross.addLine(to: CGPoint(x: circle.midX - arm, y: circle.midY + arm))
        cross.lineWidth = 1.5
        cross.lineCapStyle = .round
        (classic ? UIColor.white : UIColor.systemBackground).setStroke()
        cross.stroke()
    }

    // MARK: Touches

    package override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first, bounds.contains(touch.location(in: self)) else { return }
        onTap?()
    }
}
