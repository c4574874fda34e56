// SPDX-License-Identifier: Apache-2.0

import Foundation

/// The vector glyphs of the glyph button types (info, detail disclosure, add contact, close), drawn into images
/// that the button shows as its image when the app set none.
///
/// Modern profile: an "i" or a plus in a 22-point tinted ring, and a grey cross in a 30-point light grey disc for
/// `.close`. Classic profile (iPhone OS 3): a white or dark grey ring with an "i" (info light and dark), a blue disc
/// with a white chevron (detail disclosure), a blue plus on a white disc with a grey rim (add contact).
@MainActor
package enum ButtonGlyphs {
    private static var cache: [String: UIImage] = [:]

    /// The glyph of `type` in `color` (ignored where the classic look has fixed colours), nil for types without.
    package static func image(for type: UIButton.ButtonType, color: UIColor, classic: Bool) -> UIImage? {
        let glyphTypes: [UIButton.ButtonType] = [.detailDisclosure, .infoLight, .infoDark, .contactAdd, .close]
        guard glyphTypes.contains(type) else { return nil }
        let key = "\(type.rawValue)|\(classic)|\(colorKey(color))|\(MainScreenScale.current)"
        if let cached = cache[key] { return cached }
        let size: CGFloat = switch type {
        case .close: 30
        case .detailDisclosure, .contactAdd: classic ? 29 : 22
        default: classic ? 18 : 22
        }
        let format = UIGraphicsImageRendererFormat()
        format.scale = MainScreenScale.current
        let image = UIGraphicsImageRenderer(size: CGSize(width: size, height: size), format: format).image { context in
            let rect = CGRect(x: 0, y: 0, width: size, height: size)
            if classic {
                drawClassic(type, in: rect, context: context.cgContext)
            } else {
                drawModern(type, in: rect, color: color)
            }
        }
        cache[key] = image
        return image
    }

    private static func colorKey(_ color: UIColor) -> String {
        color.cgColor.components?.map { String(format: "%.3f", Double($0)) }.joined(separator: ",") ?? "?"
    }

    // MARK: Modern (iOS 7 and later)

    private static func drawModern(_ type: UIButton.ButtonType, in rect: CGRect, color: UIColor) {
        switch type {
        case .close:
            UIColor.systemGray5.setFill()
            UIBezierPath(ovalIn: rect).fill()
            let cross = UIBezierPath()
            let inset = rect.width * 0.36
            cross.move(to: CGPoint(x: inset, y: inset))
            cross.addLine(to: CGPoint(x: rect.maxX - inset, y: rect.maxY - inset))
            cross.move(to: CGPoint(x: rect.maxX - inset, y: inset))
            cross.addLine(to: CGPoint(x: inset, y: rect.maxY - inset))
            cross.lineWidth = 2.5
            cross.lineCapStyle = .round
            UIColor.systemGray.setStroke()
            cross.stroke()
        case .contactAdd:
            color.setStroke()
            ring(in: rect, width: 1.5).stroke()
            let plus = UIBezierPath()
            plus.move(to: CGPoint(x: rect.midX, y: rect.minY + 6))
            plus.addLine(to: CGPoint(x: rect.midX, y: rect.maxY - 6))
            plus.move(to: CGPoint(x: rect.minX + 6, y: rect.midY))
            plus.addLine(to: CGPoint(x: rect.maxX - 6, y: rect.midY))
            plus.lineWidth = 1.5
            plus.stroke()
        default:
            color.setStroke()
            ring(in: rect, width: 1.5).stroke()
            color.setFill()
            info(in: rect, scale: 1).fill()
        }
    }

    // MARK: Classic (iPhone OS 3)

    private static func drawClassic(_ type: UIButton.ButtonType, in rect: CGRect, context: CGContext) {
        switch type {
        case .infoLight, .infoDark:
            let color = type == .infoLight ? UIColor.white : UIColor(white: 0.3, alpha: 1)
            color.setStroke()
            ring(in: rect, width: 2).stroke()
            color.setFill()
            info(in: rect, scale: 18 / 22).fill()
        case .detailDisclosure:
            UIColor.white.setFill()
            UIBezierPath(ovalIn: rect.insetBy(dx: 0.5, dy: 0.5)).fill()
            let disc = rect.insetBy(dx: 3, dy: 3)
            context.saveGState()
            UIBezierPath(ovalIn: disc).addClip()
            let colors = [UIColor(red: 0.32, green: 0.6, blue: 0.98, alpha: 1).cgColor,
                          UIColor(red: 0.07, green: 0.36, blue: 0.86, alpha: 1).cgColor]
            if let gradient = CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: colors, locations: nil) {
                context.drawLinearGradient(gradient, start: CGPoint(x: disc.midX, y: disc.minY),
                                           end: CGPoint(x: disc.midX, y: disc.maxY), options: [])
            }
            context.restoreGState()
            let chevron = UIBezierPath()
            chevron.move(to: CGPoint(x: rect.midX - 3, y: rect.midY - 6))
            chevron.addLine(to: CGPoint(x: rect.midX + 3, y: rect.midY))
            chevron.addLine(to: CGPoint(x: rect.midX - 3, y: rect.midY + 6))
            chevron.lineWidth = 3
            chevron.lineCapStyle = .round
            chevron.lineJoinStyle = .round
            UIColor.white.setStroke()
            chevron.stroke()
        default:  // .contactAdd (and .close, which iPhone OS did not have: drawn as the modern one)
            if type == .close { return drawModern(.close, in: rect, color: .systemGray) }
            UIColor.white.setFill()
            let disc = UIBezierPath(ovalIn: rect.insetBy(dx: 1, dy: 1))
            disc.fill()
            UIColor(white: 0.6, alpha: 1).setStroke()
            disc.lineWidth = 1
            disc.stroke()
            let plus = UIBezierPath()
            plus.move(to: CGPoint(x: rect.midX, y: rect.minY + 7))
            plus.addLine(to: CGPoint(x: rect.midX, y: rect.maxY - 7))
            plus.move(to: CGPoint(x: rect.minX + 7, y: rect.midY))
            plus.addLine(to: CGPoint(x: rect.maxX - 7, y: rect.midY))
            plus.lineWidth = 3.5
            UIColor(red: 0.14, green: 0.44, blue: 0.87, alpha: 1).setStroke()
            plus.stroke()
        }
    }

    // MARK: Shapes

    private static func ring(in rect: CGRect, width: CGFloat) -> UIBezierPath {
        let ring = UIBezierPath(ovalIn: rect.insetBy(dx: width / 2 + 0.5, dy: width / 2 + 0.5))
        ring.lineWidth = width
        return ring
    }

    /// The letter "i" (a dot over a stem with a foot) centred in `rect`, designed on a 22-point grid.
    private static func info(in rect: CGRect, scale s: CGFloat) -> UIBezierPath {
        let x = rect.midX, top = rect.midY - 11 * s
        let path = UIBezierPath(ovalIn: CGRect(x: x - 1.4 * s, y: top + 4.6 * s, width: 2.8 * s, height: 2.8 * s))
        path.append(UIBezierPath(roundedRect: CGRect(x: x - 1.1 * s, y: top + 9 * s, width: 2.2 * s, height: 8 * s),
                                 cornerRadius: 0.6 * s))
        path.append(UIBezierPath(rect: CGRect(x: x - 2.6 * s, y: top + 9 * s, width: 2 * s, height: 1.4 * s)))
        path.append(UIBezierPath(rect: CGRect(x: x - 2.8 * s, y: top + 15.8 * s, width: 5.6 * s, height: 1.4 * s)))
        return path
    }
}

extension UIButton {
    /// The glyph an info, detail disclosure, add contact or close button shows when no image was set (in the
    /// tint colour, grey while disabled).
    package var typeGlyphImage: UIImage? {
        guard buttonType != .custom, buttonType != .system else { return nil }
        let color: UIColor = isEnabled ? (tintColor ?? UIView.defaultTintColor) : .systemGray
        return ButtonGlyphs.image(for: buttonType, color: color, classic: UIScreen.main.profile.isClassic)
    }

    /// The accessibility label a glyph button has without a title.
    package var typeGlyphAccessibilityLabel: String? {
        switch buttonType {
        case .detailDisclosure, .infoLight, .infoDark: "More Info"
        case .contactAdd: "Add"
        case .close: "Close"
        case .custom, .system: nil
        }
    }
}
