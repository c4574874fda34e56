// SPDX-License-Identifier: Apache-2.0

import CoreGraphics
import Foundation

/// The text field of a search bar (iOS 13's `UISearchBar.searchTextField`): a borderless field drawn on its own
/// rounded fill, with the magnifying glass as its left view, the clear button while editing, the keyboard's return
/// key labelled Search, and the `.searchField` accessibility trait.
///
/// Apple's tokens (`tokens`, `insertToken(_:at:)`, `UISearchToken`) are not implemented: the field holds plain
/// text only.
@preconcurrency @MainActor
open class UISearchTextField: UITextField {
    /// The field's fill colour (nil: the system's — a translucent grey on the modern look, white on iPhone OS 3).
    package var fieldFillColor: UIColor? { didSet { setNeedsDisplay() } }
    /// Whether the owning bar is dark (iPhone OS 3's black bars keep a white field; the modern field follows the
    /// trait collection).
    package var barIsDark = false { didSet { setNeedsDisplay() } }

    /// A search field with `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        searchFieldInit()
    }

    /// A search field from an archive (as `init(frame:)`'s).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        searchFieldInit()
    }

    private func searchFieldInit() {
        borderStyle = .none
        clearButtonMode = .whileEditing
        returnKeyType = .search
        enablesReturnKeyAutomatically = true
        autocorrectionType = .default
        let glass = SearchGlyphView(kind: .magnifier)
        glass.frame = CGRect(x: 0, y: 0, width: isClassicLook ? 24 : 28, height: 20)
        leftView = glass
        leftViewMode = .always
        accessibilityTraits = .searchField
    }

    /// The text starts after the magnifying glass and stops before the clear button, inset from the rounded ends.
    open override func textRect(forBounds bounds: CGRect) -> CGRect {
        var rect = super.textRect(forBounds: bounds)
        let trailing: CGFloat = showsClearButton || showsRightView ? 2 : (isClassicLook ? 10 : 8)
        rect.size.width = max(0, rect.width - trailing)
        return rect
    }

    /// The text field's left-view rectangle moved right (4 points on the iPhone OS 3 look, 2 on the modern one), so
    /// the magnifying glass sits inside the rounded end.
    open override func leftViewRect(forBounds bounds: CGRect) -> CGRect {
        var rect = super.leftViewRect(forBounds: bounds)
        rect.origin.x += isClassicLook ? 4 : 2
        return rect
    }

    /// The text field's clear-button rectangle moved left (6 points on the iPhone OS 3 look, 7 on the modern one),
    /// inside the rounded end.
    open override func clearButtonRect(forBounds bounds: CGRect) -> CGRect {
        super.clearButtonRect(forBounds: bounds).offsetBy(dx: isClassicLook ? -6 : -7, dy: 0)
    }

    /// The text field's right-view rectangle moved 4 points left, inside the rounded end.
    open override func rightViewRect(forBounds bounds: CGRect) -> CGRect {
        super.rightViewRect(forBounds: bounds).offsetBy(dx: -4, dy: 0)
    }

    /// Draws the rounded fill, then the text, placeholder and clear button as a text field does.
    open override func draw(_ rect: CGRect) {
        drawSearchFieldBackground()
        super.draw(rect)
    }

    private func drawSearchFieldBackground() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        if isClassicLook {
            // iPhone OS 3: a white capsule with a grey rim and an inner shadow along its top.
            let capsule = UIBezierPath(roundedRect: bounds.insetBy(dx: 0.5, dy: 0.5), cornerRadius: (bounds.height - 1) / 2)
            (fieldFillColor ?? .white).setFill()
            capsule.fill()
            context.saveGState()
            capsule.addClip()
            BarDrawing.verticalGradient(CGRect(x: 0, y: 0, width: bounds.width, height: 4),
                                        [UIColor(white: 0, alpha: 0.3), UIColor(white: 0, alpha: 0)], [0, 1])
            context.restoreGState()
            UIColor(white: barIsDark ? 0.15 : 0.42, alpha: 1).setStroke()
            capsule.lineWidth = 1
            capsule.stroke()
        } else {
            // iOS 13 and later: a 10-point rounded rectangle of the tertiary system fill.
            (fieldFillColor ?? .tertiarySystemFill).setFill()
            UIBezierPath(roundedRect: bounds, cornerRadius: 10).fill()
        }
    }

    /// The grey text shown while the field is empty; on the modern look it draws in the secondary label colour,
    /// as iOS's "Search" does.
    open override var placeholder: String? {
        get { super.placeholder }
        set {
            attributedPlaceholder = newValue.map {
                NSAttributedString(string: $0, attributes: isClassicLook ? [:] : [.foregroundColor: UIColor.secondaryLabel])
            }
        }
    }
}

/// One of the search bar's small glyphs: the magnifying glass, the bookmark (an open book) or the results-list
/// button (a list). Drawn with paths in the tint for buttons, grey for the glass.
@MainActor
package final class SearchGlyphView: UIView {
    package enum Kind { case magnifier, bookmark, resultsList }
    package let kind: Kind
    /// Whether the glyph shows selected (the results-list button's `isSearchResultsButtonSelected`).
    package var isSelected = false { didSet { setNeedsDisplay() } }
    /// Called when the glyph (a button) is tapped.
    package var onTap: (() -> Void)?
    /// An app's image drawn instead of the glyph (``UISearchBar/setImage(_:for:state:)``).
    package var customImage: UIImage? { didSet { setNeedsDisplay() } }

    package init(kind: Kind) {
        self.kind = kind
        super.init(frame: CGRect(x: 0, y: 0, width: 28, height: 20))
        isOpaque = false
        contentMode = .redraw
        isUserInteractionEnabled = kind != .magnifier
    }

    package required init?(coder: NSCoder) {
        self.kind = .magnifier
        super.init(coder: coder)
    }

    package override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first, bounds.insetBy(dx: -10, dy: -10).contains(touch.location(in: self)) else { return }
        onTap?()
    }

    package override func tintColorDidChange() { setNeedsDisplay() }

    package override func draw(_ rect: CGRect) {
        let classic = UIScreen.main.profile.isClassic
        if let customImage {
            let size = customImage.size
            customImage.draw(in: CGRect(x: bounds.midX - size.width / 2, y: bounds.midY - size.height / 2,
                                        width: size.width, height: size.height))
            return
        }
        let c = CGPoint(x: bounds.midX, y: bounds.midY)
        switch kind {
        case .magnifier:
            let color = classic ? UIColor(white: 0.45, alpha: 1) : .secondaryLabel
            color.setStroke()
            let r: CGFloat = classic ? 4.5 : 5.5
            let centre = CGPoint(x: c.x - 1.5, y: c.y - 1.5)
            let ring = UIBezierPath(arcCenter: centre, radius: r, startAngle: 0, endAngle: 2 * .pi, clockwise: true)
            ring.lineWidth = classic ? 2 : 1.8
            ring.stroke()
            let handle = UIBezierPath()
            let d = r * 0.707
            handle.move(to: CGPoint(x: centre.x + d + 0.6, y: centre.y + d + 0.6))
            handle.addLine(to: CGPoint(x: centre.x + d + (classic ? 4.5 : 4.8), y: centre.y + d + (classic ? 4.5 : 4.8)))
            handle.lineWidth = classic ? 3 : 2.2
            handle.lineCapStyle = .round
            handle.stroke()
        case .bookmark:
            let color: UIColor = classic ? UIColor(white: 0.45, alpha: 1) : (tintColor ?? .systemBlue)
            color.setStroke()
            let book = UIBezierPath()
            book.move(to: CGPoint(x: c.x, y: c.y - 4))
            book.addQuadCurve(to: CGPoint(x: c.x - 8, y: c.y - 5), controlPoint: CGPoint(x: c.x - 4, y: c.y - 7))
            book.addLine(to: CGPoint(x: c.x - 8, y: c.y + 5))
            book.addQuadCurve(to: CGPoint(x: c.x, y: c.y + 6), controlPoint: CGPoint(x: c.x - 4, y: c.y + 3))
            book.addQuadCurve(to: CGPoint(x: c.x + 8, y: c.y + 5), controlPoint: CGPoint(x: c.x + 4, y: c.y + 3))
            book.addLine(to: CGPoint(x: c.x + 8, y: c.y - 5))
            book.addQuadCurve(to: CGPoint(x: c.x, y: c.y - 4), controlPoint: CGPoint(x: c.x + 4, y: c.y - 7))
            book.move(to: CGPoint(x: c.x, y: c.y - 4))
            book.addLine(to: CGPoint(x: c.x, y: c.y + 6))
            book.lineWidth = 1.5
            book.stroke()
        case .resultsList:
            let color: UIColor = isSelected ? .white : (classic ? UIColor(white: 0.45, alpha: 1) : (tintColor ?? .systemBlue))
            if isSelected {
                (classic ? UIColor(white: 0.45, alpha: 1) : (tintColor ?? .systemBlue)).setFill()
                UIBezierPath(roundedRect: bounds.insetBy(dx: 4, dy: 1), cornerRadius: 4).fill()
            }
            color.setFill()
            for row in 0..<3 {
                let y = c.y - 5 + CGFloat(row) * 4.5
                UIBezierPath(ovalIn: CGRect(x: c.x - 7, y: y, width: 2.5, height: 2.5)).fill()
                UIRectFill(CGRect(x: c.x - 3, y: y + 0.5, width: 10, height: 1.5))
            }
        }
    }
}
