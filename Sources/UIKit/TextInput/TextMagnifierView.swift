// SPDX-License-Identifier: Apache-2.0

import Foundation

/// The magnifier shown while the user touches and holds in editable text: an enlarged view of the text around the
/// finger, above it, so the caret can be placed precisely. On the classic profile it is iPhone OS 3's round loupe
/// (a 110-point lens with a grey rim and a glassy highlight, ×1.4); on the modern profile the capsule of current
/// iOS (88×44 points, ×1.25).
///
/// It lives in the window, above everything, takes no touches, and draws the source view's layer scaled around
/// ``focusPoint`` (window coordinates).
@MainActor
package final class TextMagnifierView: UIView {
    /// The view whose content is magnified (the text object).
    package weak var source: UIView?
    /// The point magnified, in window coordinates.
    package var focusPoint: CGPoint = .zero { didSet { reposition() } }
    /// Whether this is the classic round loupe.
    package let isLoupe: Bool

    /// The lens size for the current profile.
    package static func lensSize(loupe: Bool) -> CGSize { loupe ? CGSize(width: 110, height: 110) : CGSize(width: 88, height: 44) }
    /// The magnification.
    package var zoom: CGFloat { isLoupe ? 1.4 : 1.25 }

    package init(source: UIView, loupe: Bool) {
        self.source = source
        isLoupe = loupe
        super.init(frame: CGRect(origin: .zero, size: Self.lensSize(loupe: loupe)))
        isUserInteractionEnabled = false
        isOpaque = false
        backgroundColor = .clear
        contentMode = .redraw
    }

    package required init?(coder: NSCoder) { nil }

    /// Centres the lens above the focus point (its bottom 12 points above the point for the loupe, 30 for the
    /// capsule, which sits above the line).
    private func reposition() {
        let size = bounds.size
        let gap: CGFloat = isLoupe ? 12 : 30
        center = CGPoint(x: focusPoint.x, y: focusPoint.y - gap - size.height / 2)
        setNeedsDisplay()
    }

    package override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let lens = bounds.insetBy(dx: 2, dy: 2)
        let shape = isLoupe ? UIBezierPath(ovalIn: lens) : UIBezierPath(roundedRect: lens, cornerRadius: lens.height / 2)
        // Shadow under the lens.
        context.saveGState()
        context.setShadow(offset: CGSize(width: 0, height: 1), blur: 3, color: UIColor(white: 0, alpha: 0.35).cgColor)
        (isLoupe ? UIColor.white : UIColor.systemBackground).setFill()
        shape.fill()
        context.restoreGState()
        // The magnified content.
        context.saveGState()
        shape.addClip()
        if let source, let window = source.window {
            let origin = source.convert(CGPoint.zero, to: window)
            context.translateBy(x: bounds.midX, y: bounds.midY)
            context.scaleBy(x: zoom, y: zoom)
            context.translateBy(x: -focusPoint.x + origin.x, y: -focusPoint.y + origin.y)
            source.layer.render(in: context)
        }
        context.restoreGState()
        // The rim.
        if isLoupe {
            UIColor(white: 0.45, alpha: 1).setStroke()
            shape.lineWidth = 3
            shape.stroke()
            // The glass's highlight across its upper half.
            context.saveGState()
            shape.addClip()
            let gloss = UIBezierPath(ovalIn: CGRect(x: lens.minX + lens.width * 0.12, y: lens.minY + 3,
                                                    width: lens.width * 0.76, height: lens.height * 0.45))
            UIColor(white: 1, alpha: 0.3).setFill()
            gloss.fill()
            context.restoreGState()
        } else {
            UIColor.separator.setStroke()
            shape.lineWidth = 0.5
            shape.stroke()
        }
    }
}
