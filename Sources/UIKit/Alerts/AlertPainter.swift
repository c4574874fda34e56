// SPDX-License-Identifier: Apache-2.0

import Foundation

/// Draws an ``AlertContentView`` into the current UIKit context, in the look of its appearance.
///
/// - Modern: translucent white rounded groups (radius 14 for alerts, 13 for sheets; a sheet's cancel group is
///   opaque), hairline separators, tint-coloured button titles (red for destructive ones, semibold for the bold
///   one), a grey wash under the highlighted button.
/// - Classic (iPhone OS 3): the alert is a dark blue glossy panel with a white border, white text and translucent
///   glass buttons; the sheet is a grey-blue (or black) slab with white, red (destructive) and dark (cancel)
///   gradient buttons that turn blue while held.
@MainActor
struct AlertPainter {
    let view: AlertContentView
    let layout: AlertLayout

    func draw() {
        switch view.appearance {
        case .modern: drawModern()
        case .classic: view.kind == .alert ? drawClassicAlert() : drawClassicSheet()
        }
    }

    private var context: CGContext? { UIGraphicsGetCurrentContext() }

    // MARK: Modern

    private func drawModern() {
        let radius: CGFloat = view.kind == .alert ? 14 : 13
        for (i, group) in layout.groupFrames.enumerated() {
            let isCancelGroup = view.kind == .actionSheet && i > 0
            let fill = isCancelGroup ? UIColor.white : UIColor(red: 0.96, green: 0.96, blue: 0.97, alpha: 0.97)
            fill.setFill()
            UIBezierPath(roundedRect: group, cornerRadius: radius).fill()
        }
        if let index = view.highlightedIndex, let frame = view.buttonFrame(at: index),
            let group = layout.groupFrames.first(where: { $0.intersects(frame) })
        {
            context?.saveGState()
            UIBezierPath(roundedRect: group, cornerRadius: radius).addClip()
            UIColor(white: 0, alpha: 0.1).setFill()
            UIRectFill(frame)
            context?.restoreGState()
        }
        UIColor.separator.setFill()
        for line in layout.separators { UIRectFill(line) }
        let isSheet = view.kind == .actionSheet
        let textColor: UIColor = isSheet ? UIColor(white: 0.5, alpha: 1) : .black
        if let title = view.title, let frame = layout.titleFrame {
            drawText(title, in: frame, font: AlertMetrics.titleFont(.modern, view.kind), color: textColor)
        }
        if let message = view.message, let frame = layout.messageFrame {
            drawText(message, in: frame, font: AlertMetrics.messageFont(.modern, view.kind), color: textColor)
        }
        for (index, button) in view.buttons.enumerated() {
            var color: UIColor = button.role == .destructive ? .systemRed : view.tintColor
            if !button.isEnabled { color = UIColor(white: 0.55, alpha: 0.6) }
            drawLine(button.title, in: layout.buttonFrames[index],
                     font: AlertMetrics.buttonFont(.modern, view.kind, bold: button.isBold), color: color)
        }
    }

    // MARK: Classic alert

    private func drawClassicAlert() {
        let bounds = CGRect(origin: .zero, size: layout.size)
        let panel = UIBezierPath(roundedRect: bounds.insetBy(dx: 1, dy: 1), cornerRadius: 10)
        fillGradient(panel, in: bounds, colors: [UIColor(red: 0.20, green: 0.29, blue: 0.50, alpha: 0.94),
                                                 UIColor(red: 0.04, green: 0.10, blue: 0.29, alpha: 0.94)])
        // The gloss: a wide ellipse over the top of the panel, bright at the top.
        context?.saveGState()
        panel.addClip()
        let gloss = UIBezierPath(ovalIn: CGRect(x: -bounds.width * 0.3, y: -70, width: bounds.width * 1.6, height: 118))
        fillGradient(gloss, in: CGRect(x: 0, y: 0, width: bounds.width, height: 48),
                     colors: [UIColor(white: 1, alpha: 0.34), UIColor(white: 1, alpha: 0.08)])
        context?.restoreGState()
        UIColor(white: 1, alpha: 0.85).setStroke()
        panel.lineWidth = 2
        panel.stroke()

        let shadow = UIColor(white: 0, alpha: 0.6)
        if let title = view.title, let frame = layout.titleFrame {
            drawText(title, in: frame, font: AlertMetrics.titleFont(.classic, .alert), color: .white, shadow: shadow)
        }
        if let message = view.message, let frame = layout.messageFrame {
            drawText(message, in: frame, font: AlertMetrics.messageFont(.classic, .alert), color: .white,
                     shadow: shadow)
        }
        for (index, button) in view.buttons.enumerated() {
            let frame = layout.buttonFrames[index]
            let path = UIBezierPath(roundedRect: frame.insetBy(dx: 0.5, dy: 0.5), cornerRadius: 6)
            if view.highlightedIndex == index {
                fillGradient(path, in: frame, colors: [UIColor(red: 0.42, green: 0.62, blue: 1, alpha: 0.95),
                                                       UIColor(red: 0.14, green: 0.34, blue: 0.86, alpha: 0.95)])
            } else if button.role == .destructive {
                fillGradient(path, in: frame, colors: [UIColor(red: 0.92, green: 0.33, blue: 0.33, alpha: 0.95),
                                                       UIColor(red: 0.66, green: 0.04, blue: 0.04, alpha: 0.95)])
            } else {
                let top: CGFloat = button.role == .cancel ? 0.24 : 0.38
                let bottom: CGFloat = button.role == .cancel ? 0.06 : 0.14
                fillGradient(path, in: frame, colors: [UIColor(white: 1, alpha: top), UIColor(white: 1, alpha: bottom)])
            }
            glossTopHalf(path, frame, alpha: 0.12)
            UIColor(white: 0, alpha: 0.45).setStroke()
            path.lineWidth = 1
            path.stroke()
            var color = UIColor.white
            if !button.isEnabled { color = UIColor(white: 1, alpha: 0.4) }
            drawLine(button.title, in: frame, font: AlertMetrics.buttonFont(.classic, .alert, bold: true),
                     color: color, shadow: shadow)
        }
    }

    // MARK: Classic sheet

    private func drawClassicSheet() {
        let bounds = CGRect(origin: .zero, size: layout.size)
        let slab = UIBezierPath(rect: bounds)
        switch view.sheetTint {
        case .standard:
            fillGradient(slab, in: bounds, colors: [UIColor(red: 0.58, green: 0.63, blue: 0.71, alpha: 0.93),
                                                    UIColor(red: 0.36, green: 0.42, blue: 0.52, alpha: 0.93)])
        case .black(let translucent):
            let alpha: CGFloat = translucent ? 0.8 : 1
            fillGradient(slab, in: bounds, colors: [UIColor(white: 0.18, alpha: alpha), UIColor(white: 0, alpha: alpha)])
        }
        UIColor(white: 0, alpha: 0.55).setFill()
        UIRectFill(CGRect(x: 0, y: 0, width: bounds.width, height: 1))
        UIColor(white: 1, alpha: 0.35).setFill()
        UIRectFill(CGRect(x: 0, y: 1, width: bounds.width, height: 1))

        let shadow = UIColor(white: 0, alpha: 0.5)
        if let title = view.title, let frame = layout.titleFrame {
            drawText(title, in: frame, font: AlertMetrics.titleFont(.classic, .actionSheet), color: .white, shadow: shadow)
        }
        if let message = view.message, let frame = layout.messageFrame {
            drawText(message, in: frame, font: AlertMetrics.messageFont(.classic, .actionSheet), color: .white,
                     shadow: shadow)
        }
        for (index, button) in view.buttons.enumerated() {
            let frame = layout.buttonFrames[index]
            let path = UIBezierPath(roundedRect: frame.insetBy(dx: 0.5, dy: 0.5), cornerRadius: 8)
            let held = view.highlightedIndex == index
            let colors: [UIColor]
            var text = UIColor.white
            var textShadow: UIColor? = shadow
            if held {
                colors = [UIColor(red: 0.30, green: 0.52, blue: 0.96, alpha: 1),
                          UIColor(red: 0.05, green: 0.30, blue: 0.85, alpha: 1)]
            } else {
                switch button.role {
                case .destructive:
                    colors = [UIColor(red: 0.94, green: 0.32, blue: 0.32, alpha: 1),
                              UIColor(red: 0.74, green: 0.04, blue: 0.04, alpha: 1)]
                case .cancel:
                    colors = [UIColor(red: 0.42, green: 0.45, blue: 0.50, alpha: 1),
                              UIColor(red: 0.18, green: 0.20, blue: 0.24, alpha: 1)]
                case .normal:
                    colors = [UIColor(white: 1, alpha: 1), UIColor(red: 0.84, green: 0.85, blue: 0.87, alpha: 1)]
                    text = .black
                    textShadow = UIColor(white: 1, alpha: 0.8)
                }
            }
            fillGradient(path, in: frame, colors: colors)
            glossTopHalf(path, frame, alpha: button.role == .normal && !held ? 0 : 0.14)
            UIColor(white: 0, alpha: 0.5).setStroke()
            path.lineWidth = 1
            path.stroke()
            if !button.isEnabled { text = text.withAlphaComponent(0.4) }
            drawLine(button.title, in: frame, font: AlertMetrics.buttonFont(.classic, .actionSheet, bold: true),
                     color: text, shadow: textShadow, shadowOffset: text == .black ? 1 : -1)
        }
    }

    // MARK: Helpers

    /// Fills `path` with a vertical gradient through `colors` spanning `rect`.
    private func fillGradient(_ path: UIBezierPath, in rect: CGRect, colors: [UIColor]) {
        guard let context,
            let gradient = CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: colors.map(\.cgColor),
                                      locations: nil)
        else { return }
        context.saveGState()
        path.addClip()
        context.drawLinearGradient(gradient, start: CGPoint(x: rect.minX, y: rect.minY),
                                   end: CGPoint(x: rect.minX, y: rect.maxY), options: [])
        context.restoreGState()
    }

    /// Brightens the top half of `path` (the glass highlight of iPhone OS 3 buttons).
    private func glossTopHalf(_ path: UIBezierPath, _ frame: CGRect, alpha: CGFloat) {
        guard alpha > 0 else { return }
        context?.saveGState()
        path.addClip()
        UIColor(white: 1, alpha: alpha).setFill()
        UIRectFill(CGRect(x: frame.minX, y: frame.minY, width: frame.width, height: frame.height / 2))
        context?.restoreGState()
    }

    /// Draws `text` wrapped and centred in `frame`, with an optional one-point shadow above it.
    private func drawText(_ text: String, in frame: CGRect, font: UIFont, color: UIColor, shadow: UIColor? = nil) {
        let style = NSMutableParagraphStyle()
        style.alignment = .center
        let tall = frame.insetBy(dx: 0, dy: -2)
        if let shadow {
            text.draw(in: tall.offsetBy(dx: 0, dy: -1),
                      withAttributes: [.font: font, .foregroundColor: shadow, .paragraphStyle: style])
        }
        text.draw(in: tall, withAttributes: [.font: font, .foregroundColor: color, .paragraphStyle: style])
    }

    /// Draws `text` on one line, centred in `frame` (truncated in the middle when too long).
    private func drawLine(
        _ text: String, in frame: CGRect, font: UIFont, color: UIColor, shadow: UIColor? = nil,
        shadowOffset: CGFloat = -1
    ) {
        let style = NSMutableParagraphStyle()
        style.alignment = .center
        style.lineBreakMode = .byTruncatingMiddle
        let height = ceil(text.size(withAttributes: [.font: font]).height)
        let line = CGRect(x: frame.minX + 8, y: (frame.midY - height / 2).rounded(), width: frame.width - 16,
                          height: height)
        if let shadow {
            text.draw(in: line.offsetBy(dx: 0, dy: shadowOffset),
                      withAttributes: [.font: font, .foregroundColor: shadow, .paragraphStyle: style])
        }
        text.draw(in: line, withAttributes: [.font: font, .foregroundColor: color, .paragraphStyle: style])
    }
}
