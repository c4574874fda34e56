// SPDX-License-Identifier: Apache-2.0

import Foundation

/// How a bar looks, gathered from the bar's properties and the device profile, for the bar and its button views.
@MainActor
package struct BarLook {
    /// Which bar: the three differ in gloss (classic) and hairline edge.
    package enum Kind { case navigation, toolbar, tabBar }

    package var kind: Kind
    /// iPhone OS 3's glossy look (the classic profiles) rather than the modern material.
    package var classic: Bool
    package var style: UIBarStyle
    package var barTintColor: UIColor?
    package var isTranslucent: Bool
    /// The colour of modern buttons and icons (the bar's `tintColor`).
    package var tintColor: UIColor
    /// The appearance the bar draws with (modern look, once the app set one; see `BarAppearanceResolution.swift`),
    /// nil for the legacy look.
    package var appearance: UIBarAppearance?
    /// Where ``appearance`` came from (`"bar.standard"`, `"item.scrollEdge"`…); a change cross-fades.
    package var appearanceKey: String?

    /// Whether the bar is dark (black styles), so its text is white.
    package var isDark: Bool { style != .default }

    /// The look of `bar` (whose `tintColor` tints modern buttons).
    package init(kind: Kind, bar: UIView, style: UIBarStyle, barTintColor: UIColor?, isTranslucent: Bool) {
        self.kind = kind
        self.classic = UIScreen.main.profile.isClassic
        self.style = style
        self.barTintColor = barTintColor
        self.isTranslucent = isTranslucent
        self.tintColor = bar.tintColor ?? .systemBlue
    }

    /// The modern title colour (black on a light bar, white on a dark one).
    package var modernTextColor: UIColor { isDark ? .white : .black }

    /// The base colour of the classic gloss: the bar tint, else iPhone OS 3's blue-gray (black for dark styles).
    package var classicBase: UIColor {
        if let barTintColor { return barTintColor }
        if kind == .tabBar || isDark { return UIColor(white: 0.08, alpha: 1) }
        return UIColor(red: 0.43, green: 0.52, blue: 0.64, alpha: 1)
    }
}

/// The drawing of bar backgrounds and classic bordered buttons, shared by the three bars and the button views.
@MainActor
package enum BarDrawing {
    /// `color` lightened (amount > 0, towards white) or darkened (amount < 0, towards black) by `amount` (0…1).
    package static func shade(_ color: UIColor, _ amount: CGFloat) -> UIColor {
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        _ = color.getRed(&r, green: &g, blue: &b, alpha: &a)
        func mix(_ c: CGFloat) -> CGFloat { amount >= 0 ? c + (1 - c) * amount : c * (1 + amount) }
        return UIColor(red: mix(r), green: mix(g), blue: mix(b), alpha: a)
    }

    /// Fills `rect` with a vertical gradient through `colors` at `locations` (0 top, 1 bottom).
    package static func verticalGradient(_ rect: CGRect, _ colors: [UIColor], _ locations: [CGFloat]) {
        guard let context = UIGraphicsGetCurrentContext(), rect.height > 0,
              let gradient = CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: colors.map(\.cgColor),
                                        locations: locations)
        else { return }
        context.saveGState()
        context.clip(to: rect)
        context.drawLinearGradient(gradient, start: CGPoint(x: rect.minX, y: rect.minY),
                                   end: CGPoint(x: rect.minX, y: rect.maxY), options: [])
        context.restoreGState()
    }

    /// Draws a bar's background over `rect` with its edge line on `hairlineEdge` (`.top` or `.bottom`; `.any`
    /// draws none): iPhone OS 3's glossy gradient, or the modern translucent material and a one-pixel hairline.
    package static func drawBackground(_ rect: CGRect, look: BarLook, hairlineEdge: UIBarPosition,
                                       backgroundImage: UIImage? = nil, shadowImage: UIImage? = nil) {
        if let appearance = look.appearance, !look.classic {
            return BarAppearanceDrawing.drawBackground(rect, appearance: appearance, hairlineEdge: hairlineEdge)
        }
        let pixel = 1 / max(1, UIScreen.main.scale)
        if let backgroundImage {
            backgroundImage.draw(in: rect)
        } else if look.classic {
            // iPhone OS 3's `.blackTranslucent` lets the content show through; its other styles are opaque.
            let context = UIGraphicsGetCurrentContext()
            context?.saveGState()
            if look.style == .blackTranslucent { context?.setAlpha(0.75) }
            drawClassicBackground(rect, look: look)
            context?.restoreGState()
        } else {
            let base: UIColor = look.barTintColor ?? (look.isDark ? UIColor(white: 0.11, alpha: 1) : UIColor(white: 0.97, alpha: 1))
            base.withAlphaComponent(look.isTranslucent && look.barTintColor == nil ? 0.94 : 1).setFill()
            UIRectFill(rect)
        }
        guard hairlineEdge == .top || hairlineEdge == .bottom else { return }
        let lineHeight = shadowImage.map { $0.size.height } ?? (look.classic ? 1 : pixel)
        let y = hairlineEdge == .top ? rect.minY : rect.maxY - lineHeight
        let lineRect = CGRect(x: rect.minX, y: y, width: rect.width, height: lineHeight)
        if let shadowImage {
            shadowImage.drawAsPattern(in: lineRect)
        } else if look.classic {
            (look.kind == .tabBar ? UIColor(white: 0.2, alpha: 1) : shade(look.classicBase, -0.6)).setFill()
            UIRectFill(lineRect)
        } else {
            UIColor(white: 0, alpha: look.isDark ? 0.6 : 0.3).setFill()
            UIRectFill(lineRect)
        }
    }

    /// iPhone OS 3's gloss: a lighter top half over a darker bottom half of the base colour, with a light top line.
    private static func drawClassicBackground(_ rect: CGRect, look: BarLook) {
        let base = look.classicBase
        let half = rect.height / 2
        let top = CGRect(x: rect.minX, y: rect.minY, width: rect.width, height: half)
        let bottom = CGRect(x: rect.minX, y: rect.minY + half, width: rect.width, height: rect.height - half)
        let dark = look.isDark || look.kind == .tabBar
        verticalGradient(top, [shade(base, dark ? 0.22 : 0.45), shade(base, dark ? 0.1 : 0.22)], [0, 1])
        verticalGradient(bottom, [shade(base, dark ? 0 : 0.06), shade(base, dark ? -0.4 : -0.08)], [0, 1])
        shade(base, dark ? 0.3 : 0.6).setFill()
        UIRectFill(CGRect(x: rect.minX, y: rect.minY, width: rect.width, height: 1))
    }

    /// The outline of a classic bordered button: a rounded rectangle, or the back button's arrow shape (its
    /// point on the left).
    package static func classicButtonPath(_ rect: CGRect, back: Bool) -> UIBezierPath {
        let radius: CGFloat = 5
        guard back else { return UIBezierPath(roundedRect: rect, cornerRadius: radius) }
        let tip = min(rect.height / 2 - 2, 12)
        let path = UIBezierPath()
        path.move(to: CGPoint(x: rect.minX, y: rect.midY))
        path.addLine(to: CGPoint(x: rect.minX + tip, y: rect.minY + 1))
        path.addQuadCurve(to: CGPoint(x: rect.minX + tip + 3, y: rect.minY), controlPoint: CGPoint(x: rect.minX + tip + 1, y: rect.minY))
        path.addLine(to: CGPoint(x: rect.maxX - radius, y: rect.minY))
        path.addArc(withCenter: CGPoint(x: rect.maxX - radius, y: rect.minY + radius), radius: radius,
                    startAngle: -.pi / 2, endAngle: 0, clockwise: true)
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY - radius))
        path.addArc(withCenter: CGPoint(x: rect.maxX - radius, y: rect.maxY - radius), radius: radius,
                    startAngle: 0, endAngle: .pi / 2, clockwise: true)
        path.addLine(to: CGPoint(x: rect.minX + tip + 3, y: rect.maxY))
        path.addQuadCurve(to: CGPoint(x: rect.minX + tip, y: rect.maxY - 1), controlPoint: CGPoint(x: rect.minX + tip + 1, y: rect.maxY))
        path.close()
        return path
    }

    /// Draws a classic bordered button in `rect`: a dark border, a glossy fill of `base` (darker while
    /// `highlighted`), as iPhone OS 3's bar buttons.
    package static func drawClassicButton(_ rect: CGRect, base: UIColor, back: Bool, highlighted: Bool) {
        guard let context = UIGraphicsGetCurrentContext(), rect.width > 2, rect.height > 2 else { return }
        let fill = highlighted ? shade(base, -0.35) : base
        // A light lower edge (the bevel), then the dark border, then the gloss inside.
        shade(base, 0.35).withAlphaComponent(0.5).setFill()
        classicButtonPath(rect.offsetBy(dx: 0, dy: 1), back: back).fill()
        shade(base, -0.55).setFill()
        classicButtonPath(rect, back: back).fill()
        let inner = rect.insetBy(dx: 1, dy: 1)
        context.saveGState()
        classicButtonPath(inner, back: back).addClip()
        let half = inner.height / 2
        verticalGradient(CGRect(x: inner.minX, y: inner.minY, width: inner.width, height: half),
                         [shade(fill, 0.3), shade(fill, 0.12)], [0, 1])
        verticalGradient(CGRect(x: inner.minX, y: inner.minY + half, width: inner.width, height: inner.height - half),
                         [fill, shade(fill, -0.05)], [0, 1])
        context.restoreGState()
    }

    /// The classic bordered button's fill for a bar of `look`: the bar's tint darkened; `.done` is iPhone OS 3's
    /// blue.
    package static func classicButtonBase(look: BarLook, done: Bool) -> UIColor {
        if done { return UIColor(red: 0.16, green: 0.38, blue: 0.85, alpha: 1) }
        if look.isDark && look.barTintColor == nil { return UIColor(white: 0.15, alpha: 1) }
        return shade(look.classicBase, -0.12)
    }

    /// Draws `text` with `font` and `color` in `rect`, vertically centred and truncated at the tail; with
    /// `embossed`, a dark copy one point above first (iPhone OS 3's engraved bar text).
    package static func drawText(_ text: String, in rect: CGRect, font: UIFont, color: UIColor, embossed: Bool = false,
                                 alignment: NSTextAlignment = .center) {
        guard !text.isEmpty, rect.width > 0 else { return }
        let style = NSMutableParagraphStyle()
        style.alignment = alignment
        style.lineBreakMode = .byTruncatingTail
        let height = ceil(font.lineHeight)
        let line = CGRect(x: rect.minX, y: rect.midY - height / 2, width: rect.width, height: height)
        if embossed {
            let shadow: [NSAttributedString.Key: Any] = [.font: font, .foregroundColor: UIColor(white: 0, alpha: 0.45),
                                                         .paragraphStyle: style]
            (text as NSString).draw(in: line.offsetBy(dx: 0, dy: -1), withAttributes: shadow)
        }
        let attributes: [NSAttributedString.Key: Any] = [.font: font, .foregroundColor: color, .paragraphStyle: style]
        (text as NSString).draw(in: line, withAttributes: attributes)
    }

    /// The width `text` needs in `font`, rounded up to whole points.
    package static func textWidth(_ text: String, font: UIFont) -> CGFloat {
        text.isEmpty ? 0 : ceil((text as NSString).size(withAttributes: [.font: font]).width)
    }

    /// Draws `image` as a template: its alpha filled with `color`, fitted (aspect) and centred in `rect`.
    package static func drawTemplate(_ image: UIImage, in rect: CGRect, color: UIColor) {
        guard let context = UIGraphicsGetCurrentContext(), let cgImage = image.cgImage, image.size.width > 0,
              image.size.height > 0 else { return }
        let scale = min(1, rect.width / image.size.width, rect.height / image.size.height)
        let size = CGSize(width: image.size.width * scale, height: image.size.height * scale)
        let target = CGRect(x: rect.midX - size.width / 2, y: rect.midY - size.height / 2, width: size.width, height: size.height)
        context.saveGState()
        // The mask's y axis runs up; flip around the target so the image is upright.
        context.translateBy(x: 0, y: target.midY * 2)
        context.scaleBy(x: 1, y: -1)
        context.clip(to: target, mask: cgImage)
        context.scaleBy(x: 1, y: -1)
        context.translateBy(x: 0, y: -target.midY * 2)
        color.setFill()
        UIRectFill(target)
        context.restoreGState()
    }
}
