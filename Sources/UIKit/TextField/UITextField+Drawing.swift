// SPDX-License-Identifier: Apache-2.0

import CoreGraphics
import Foundation

/// The text field's drawing: background image or border (each ``UITextField/BorderStyle`` as iOS draws it, and
/// iPhone OS 3's rounded rectangle on the classic profile), the text or the placeholder, and the clear button.
extension UITextField {
    package func drawField() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let border = borderRect(forBounds: bounds)
        if borderStyle != .roundedRect, let image = isEnabled ? background : disabledBackground ?? background {
            image.draw(in: bounds)
        }
        switch borderStyle {
        case .none: break
        case .line: drawLineBorder(border)
        case .bezel: drawBezelBorder(border, in: context)
        case .roundedRect:
            if isClassicLook { drawClassicRoundedBorder(border, in: context) } else { drawModernRoundedBorder(border) }
        }
        let hasContent = buffer.length > 0 || buffer.markedRange != nil
        if hasContent {
            let rect = currentTextRect
            context.saveGState()
            context.clip(to: rect.insetBy(dx: -1, dy: 0))
            drawText(in: rect)
            context.restoreGState()
        } else if placeholderStorage != nil {
            drawPlaceholder(in: placeholderRect(forBounds: bounds))
        }
        if showsClearButton { drawClearButton(in: clearButtonRect(forBounds: bounds)) }
    }

    // MARK: Text

    package func drawFieldText(in rect: CGRect) {
        let runs = displayedRuns()
        let layout: TextLayout
        if !isEditing, caretLayout.size.width > rect.width {
            // Not editing, too long: truncated at the tail, as iOS shows it.
            layout = TextDrawing.singleLine(runs, width: rect.width, mode: .byTruncatingTail)
        } else {
            layout = caretLayout.layout
        }
        let origin = textOrigin(in: rect, size: CGSize(width: layout.size.width, height: caretLayout.size.height))
        TextDrawing.draw(layout, at: origin, caller: "UITextField.drawText(in:)")
        drawSpellingUnderlines(origin: origin)
    }

    /// The placeholder's colour: iOS's placeholder grey, or iPhone OS's 70% grey on the classic profile.
    package var placeholderColor: UIColor { isClassicLook ? UIColor(white: 0.7, alpha: 1) : .placeholderText }

    package func drawFieldPlaceholder(in rect: CGRect) {
        guard let placeholder = placeholderStorage, placeholder.length > 0 else { return }
        let styled = NSMutableAttributedString(attributedString: placeholder)
        let whole = NSRange(location: 0, length: styled.length)
        for (key, value) in [(NSAttributedString.Key.font, (font ?? Self.defaultFont) as Any),
                             (.foregroundColor, placeholderColor as Any)] {
            styled.enumerateAttribute(key, in: whole) { existing, range, _ in
                if existing == nil { styled.addAttribute(key, value: value, range: range) }
            }
        }
        let runs = TextAttributeConversion.runs(of: styled)
        let layout = TextDrawing.singleLine(runs, width: rect.width, mode: .byTruncatingTail)
        let lineHeight = max(layout.size.height, (font ?? Self.defaultFont).lineHeight)
        let saved = horizontalScroll
        horizontalScroll = 0
        let origin = textOrigin(in: rect, size: CGSize(width: layout.size.width, height: lineHeight))
        horizontalScroll = saved
        TextDrawing.draw(layout, at: origin, clip: rect, caller: "UITextField.drawPlaceholder(in:)")
    }

    // MARK: Borders

    private func drawLineBorder(_ rect: CGRect) {
        (isClassicLook ? UIColor.black : UIColor.label).setStroke()
        let path = UIBezierPath(rect: rect.insetBy(dx: 0.5, dy: 0.5))
        path.lineWidth = 1
        path.stroke()
    }

    /// A grey frame with a darker top edge and an inner shadow under it: a field set into the surface.
    private func drawBezelBorder(_ rect: CGRect, in context: CGContext) {
        let sides = isClassicLook ? UIColor(white: 0.6, alpha: 1) : UIColor.systemGray
        let top = isClassicLook ? UIColor(white: 0.35, alpha: 1) : UIColor.secondaryLabel
        sides.setStroke()
        let frame = UIBezierPath(rect: rect.insetBy(dx: 0.5, dy: 0.5))
        frame.lineWidth = 1
        frame.stroke()
        top.setFill()
        UIBezierPath(rect: CGRect(x: rect.minX, y: rect.minY, width: rect.width, height: 1)).fill()
        top.withAlphaComponent(0.35).setFill()
        UIBezierPath(rect: CGRect(x: rect.minX + 1, y: rect.minY + 1, width: rect.width - 2, height: 1)).fill()
    }

    /// iOS's rounded rectangle: white (dark grey in dark mode) with a hairline grey rim, 5-point corners.
    private func drawModernRoundedBorder(_ rect: CGRect) {
        let fill = UIColor { $0.userInterfaceStyle == .dark ? UIColor(white: 0.11, alpha: 1) : .white }
        let rim = UIColor { $0.userInterfaceStyle == .dark ? UIColor(white: 1, alpha: 0.16) : UIColor(white: 0, alpha: 0.2) }
        let path = UIBezierPath(roundedRect: rect.insetBy(dx: 0.25, dy: 0.25), cornerRadius: 5)
        fill.setFill()
        path.fill()
        rim.setStroke()
        path.lineWidth = 0.5
        path.stroke()
    }

    /// iPhone OS 3's rounded field: white, 8-point corners, a grey rim and an inner shadow along the top.
    private func drawClassicRoundedBorder(_ rect: CGRect, in context: CGContext) {
        let outer = UIBezierPath(roundedRect: rect.insetBy(dx: 0.5, dy: 0.5), cornerRadius: 8)
        UIColor.white.setFill()
        outer.fill()
        context.saveGState()
        outer.addClip()
        let colors = [UIColor(white: 0, alpha: 0.28).cgColor, UIColor(white: 0, alpha: 0).cgColor]
        if let gradient = CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: colors, locations: nil) {
            context.drawLinearGradient(gradient, start: CGPoint(x: rect.midX, y: rect.minY),
                                       end: CGPoint(x: rect.midX, y: rect.minY + 4), options: [])
        }
        context.restoreGState()
        UIColor(white: 0.52, alpha: 1).setStroke()
        outer.lineWidth = 1
        outer.stroke()
    }

    // MARK: Clear button

    /// The grey circled × (iPhone OS's larger, lighter one on the classic profile).
    private func drawClearButton(in rect: CGRect) {
        let diameter: CGFloat = isClassicLook ? 19 : 15
        let circle = CGRect(x: rect.midX - diameter / 2, y: rect.midY - diameter / 2, width: diameter, height: diameter)
        let highlighted = interaction.isPressingClearButton
        let gray = isClassicLook ? UIColor(white: highlighted ? 0.45 : 0.66, alpha: 1)
            : (highlighted ? UIColor.secondaryLabel : UIColor.tertiaryLabel)
        gray.setFill()
        UIBezierPath(ovalIn: circle).fill()
        let arm = diameter * 0.17
        let cross = UIBezierPath()
        cross.move(to: CGPoint(x: circle.midX - arm, y: circle.midY - arm))
        cross.addLine(to: CGPoint(x: circle.midX + arm, y: circle.midY + arm))
        cross.move(to: CGPoint(x: circle.midX + arm, y: circle.midY - arm))
        cross.addLine(to: CGPoint(x: circle.midX - arm, y: circle.midY + arm))
        cross.lineWidth = isClassicLook ? 2 : 1.5
        cross.lineCapStyle = .round
        (isClassicLook ? UIColor.white : UIColor.systemBackground).setStroke()
        cross.stroke()
    }
}
