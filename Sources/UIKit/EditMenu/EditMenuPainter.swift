// SPDX-License-Identifier: Apache-2.0

import Foundation

/// Draws an ``EditMenuView``: the callout with its arrow, the held command's highlight, separators and titles.
///
/// - Classic (iPhone OS 3): a translucent black body with a glossy top half and a thin light rim, white bold
///   titles with a dark shadow, engraved separators, the held command lit in blue.
/// - Modern (iOS 16): a rounded bar in the grouped background colour with a hairline rim, `label`-coloured titles,
///   hairline separators, the held command under a grey wash; light and dark follow the trait collection.
@MainActor
struct EditMenuPainter {
    let view: EditMenuView

    private var style: EditMenuStyle { view.style }
    private var context: CGContext? { UIGraphicsGetCurrentContext() }

    func draw() {
        let outline = calloutPath()
        switch style {
        case .classic: drawClassicBackground(outline)
        case .modern: drawModernBackground(outline)
        }
        drawHighlight(outline)
        drawSeparators()
        for button in view.buttons { drawContent(of: button) }
    }

    /// The body's rounded rectangle joined with the arrow's triangle.
    private func calloutPath() -> UIBezierPath {
        let body = view.bodyRect
        let path = UIBezierPath(roundedRect: body, cornerRadius: style.cornerRadius)
        let half = style.arrowHalfWidth, x = view.arrowX
        let arrow = UIBezierPath()
        if view.pointsDown {
            arrow.move(to: CGPoint(x: x - half, y: body.maxY - 1))
            arrow.addLine(to: CGPoint(x: x, y: body.maxY + style.arrowHeight))
            arrow.addLine(to: CGPoint(x: x + half, y: body.maxY - 1))
        } else {
            arrow.move(to: CGPoint(x: x - half, y: body.minY + 1))
            arrow.addLine(to: CGPoint(x: x, y: body.minY - style.arrowHeight))
            arrow.addLine(to: CGPoint(x: x + half, y: body.minY + 1))
        }
        arrow.close()
        path.append(arrow)
        return path
    }

    private func drawClassicBackground(_ outline: UIBezierPath) {
        guard let context else { return }
        UIColor(white: 0.02, alpha: 0.86).setFill()
        outline.fill()
        context.saveGState()
        outline.addClip()
        let body = view.bodyRect
        if let gradient = CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(),
                                     colors: [UIColor(white: 1, alpha: 0.36).cgColor,
                                              UIColor(white: 1, alpha: 0.12).cgColor],
                                     locations: nil)
        {
            context.drawLinearGradient(gradient, start: CGPoint(x: 0, y: body.minY),
                                       end: CGPoint(x: 0, y: body.midY), options: [])
        }
        context.restoreGState()
        UIColor(white: 0.75, alpha: 0.55).setStroke()
        outline.lineWidth = 1
        outline.stroke()
    }

    private func drawModernBackground(_ outline: UIBezierPath) {
        let fill = UIColor { traits in
            traits.userInterfaceStyle == .dark ? UIColor(white: 0.22, alpha: 0.98) : UIColor(white: 0.99, alpha: 0.98)
        }
        fill.setFill()
        outline.fill()
        UIColor.separator.setStroke()
        outline.lineWidth = 0.5
        outline.stroke()
    }

    private func drawHighlight(_ outline: UIBezierPath) {
        guard let button = view.buttons.first(where: \.isHighlighted), let context else { return }
        context.saveGState()
        outline.addClip()
        switch style {
        case .classic:
            if let gradient = CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(),
                                         colors: [UIColor(red: 0.30, green: 0.55, blue: 0.97, alpha: 1).cgColor,
                                                  UIColor(red: 0.05, green: 0.30, blue: 0.85, alpha: 1).cgColor],
                                         locations: nil)
            {
                context.clip(to: button.frame)
                context.drawLinearGradient(gradient, start: CGPoint(x: 0, y: button.frame.minY),
                                           end: CGPoint(x: 0, y: button.frame.maxY), options: [])
            }
        case .modern:
            UIColor.systemFill.setFill()
            UIRectFill(button.frame)
        }
        context.restoreGState()
    }

    private func drawSeparators() {
        let body = view.bodyRect
        for button in view.buttons.dropFirst() {
            let x = button.frame.minX
            switch style {
            case .classic:
                UIColor(white: 0, alpha: 0.8).setFill()
                UIRectFill(CGRect(x: x - 1, y: body.minY + 1, width: 1, height: body.height - 2))
                UIColor(white: 1, alpha: 0.22).setFill()
                UIRectFill(CGRect(x: x, y: body.minY + 1, width: 1, height: body.height - 2))
            case .modern:
                UIColor.separator.setFill()
                UIRectFill(CGRect(x: x - 0.25, y: body.minY, width: 0.5, height: body.height))
            }
        }
    }

    private func drawContent(of button: EditMenuButton) {
        let color: UIColor = style == .classic ? .white : .label
        let frame = button.frame
        switch button.kind {
        case .command(let command):
            let font = style.font
            let size = command.title.size(withAttributes: [.font: font])
            let origin = CGPoint(x: frame.midX - size.width / 2, y: (frame.midY - size.height / 2).rounded())
            if style == .classic {
                command.title.draw(at: origin.applying(CGAffineTransform(translationX: 0, y: -1)),
                                   withAttributes: [.font: font, .foregroundColor: UIColor(white: 0, alpha: 0.7)])
            }
            command.title.draw(at: origin, withAttributes: [.font: font, .foregroundColor: color])
        case .previous, .next:
            let forward = button.kind == .next
            let triangle = UIBezierPath()
            let cx = frame.midX, cy = frame.midY
            triangle.move(to: CGPoint(x: cx + (forward ? -4 : 4), y: cy - 6))
            triangle.addLine(to: CGPoint(x: cx + (forward ? 5 : -5), y: cy))
            triangle.addLine(to: CGPoint(x: cx + (forward ? -4 : 4), y: cy + 6))
            triangle.close()
            color.setFill()
            triangle.fill()
        }
    }
}
