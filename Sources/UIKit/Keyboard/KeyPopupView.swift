// SPDX-License-Identifier: Apache-2.0

/// The enlarged key shown above a pressed character key: a wider head holding the character at twice its size,
/// joined by a stem to the key, extending above the keyboard's top edge for the top row.
package final class KeyPopupView: UIView {
    private var text = ""
    private var keyFrame = CGRect.zero
    private var modern = true

    override package init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        backgroundColor = nil
        contentMode = .redraw
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { nil }

    /// The character the pop-up shows (for tests and accessibility).
    package var shownText: String? { isHidden ? nil : text }

    /// Shows the pop-up for `key` (in `keyboard`'s coordinates) with `text`.
    func show(key: KeyboardKey, text: String, keyboard: KeyboardView) {
        self.text = text
        modern = keyboard.metrics.modern
        let headWidth = key.frame.width + (modern ? 22 : 24)
        let headHeight: CGFloat = modern ? 52 : 56
        let top = key.frame.minY - headHeight - (modern ? 4 : 10)
        frame = CGRect(x: key.frame.midX - headWidth / 2, y: top, width: headWidth, height: key.frame.maxY - top)
        keyFrame = keyboard.convert(key.frame, to: self)
        isHidden = false
        setNeedsDisplay()
    }

    override package func draw(_ rect: CGRect) {
        let traits = traitCollection
        let fill = (modern ? KeyboardColors.popup : KeyboardColors.classicCharacterKey).resolvedColor(with: traits)
        let shadow = (modern ? KeyboardColors.keyShadow : KeyboardColors.classicKeyShadow).resolvedColor(with: traits)
        let headHeight: CGFloat = modern ? 52 : 56
        let head = CGRect(x: 0.5, y: 0.5, width: bounds.width - 1, height: headHeight)
        let stem = CGRect(x: keyFrame.minX, y: head.maxY - 8, width: keyFrame.width, height: keyFrame.maxY - head.maxY + 8)
        shadow.setFill()
        UIBezierPath(roundedRect: head.insetBy(dx: -0.5, dy: -0.5), cornerRadius: 9).fill()
        UIBezierPath(roundedRect: stem.offsetBy(dx: 0, dy: 1), cornerRadius: 5).fill()
        fill.setFill()
        UIBezierPath(roundedRect: head, cornerRadius: 9).fill()
        UIBezierPath(roundedRect: stem, cornerRadius: 5).fill()
        let color = (modern ? UIColor.label : KeyboardColors.classicCharacterText).resolvedColor(with: traits)
        let font = UIFont.systemFont(ofSize: modern ? 34 : 40, weight: modern ? .light : .bold)
        let size = text.size(withAttributes: [.font: font])
        text.draw(at: CGPoint(x: ((bounds.width - size.width) / 2).rounded(), y: ((headHeight - size.height) / 2).rounded()),
                  withAttributes: [.font: font, .foregroundColor: color])
    }
}
