// SPDX-License-Identifier: Apache-2.0

/// Draws the keyboard as iOS does: iPhone OS 3's grey-blue keyboard with glossy keys on the 20-point-status-bar
/// profiles, the modern flat keyboard otherwise; light or dark by the view's traits (`keyboardAppearance` sets
/// the view's `overrideUserInterfaceStyle`; `.default` follows the system's dark mode).
@MainActor
struct KeyboardPainter {
    let view: KeyboardView
    let traits: UITraitCollection

    private var modern: Bool { view.metrics.modern }
    private func resolve(_ color: UIColor) -> UIColor { color.resolvedColor(with: traits) }

    func draw() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        drawBackground(context)
        for (i, key) in view.keys.enumerated() where key.kind != .blank {
            drawKey(key, pressed: view.pressedKeyIndex == i, in: context)
        }
        if modern && !KeyboardLayout.isPad(view.keyboardType) { drawBottomBand(context) }
    }

    private func drawBackground(_ context: CGContext) {
        let bounds = view.bounds
        if modern {
            resolve(KeyboardColors.background).setFill()
            context.fill(bounds)
        } else {
            let top = resolve(KeyboardColors.classicBackgroundTop), bottom = resolve(KeyboardColors.classicBackgroundBottom)
            gradient(context, bounds, top, bottom)
            // The dark line along the top edge.
            resolve(KeyboardColors.classicTopLine).setFill()
            context.fill(CGRect(x: 0, y: 0, width: bounds.width, height: 1))
        }
    }

    private func keyFill(_ key: KeyboardKey, pressed: Bool) -> (UIColor, UIColor) {
        let shiftOn = key.kind == .shift && view.shift != .off
        let blueReturn = key.kind == .returnKey && view.returnKeyType != .default && view.isReturnEnabled
        if modern {
            if blueReturn { return (pressed ? KeyboardColors.functionKey : .systemBlue, .white) }
            if shiftOn { return (KeyboardColors.shiftOnKey, .black) }
            if key.isCharacterKey || (KeyboardLayout.isPad(view.keyboardType) && key.kind != .delete) {
                return (pressed ? KeyboardColors.functionKey : KeyboardColors.characterKey, .label)
            }
            return (pressed ? KeyboardColors.characterKey : KeyboardColors.functionKey, .label)
        }
        if blueReturn { return (pressed ? KeyboardColors.classicFunctionKey : KeyboardColors.classicBlue, .white) }
        if shiftOn {
            return view.shift == .locked ? (KeyboardColors.classicBlue, .white)
                : (KeyboardColors.classicCharacterKey, KeyboardColors.classicCharacterText)
        }
        if key.isCharacterKey || (KeyboardLayout.isPad(view.keyboardType) && key.kind != .delete) {
            return (pressed ? KeyboardColors.classicFunctionKey : KeyboardColors.classicCharacterKey,
                    KeyboardColors.classicCharacterText)
        }
        return (pressed ? KeyboardColors.classicCharacterKey : KeyboardColors.classicFunctionKey, .white)
    }

    private func drawKey(_ key: KeyboardKey, pressed: Bool, in context: CGContext) {
        let (fillColor, textColorRaw) = keyFill(key, pressed: pressed)
        let fill = resolve(fillColor)
        var textColor = resolve(textColorRaw)
        if key.kind == .returnKey && !view.isReturnEnabled { textColor = textColor.withAlphaComponent(0.35) }
        let pad = KeyboardLayout.isPad(view.keyboardType)
        let frame = key.frame
        if !(modern && pad && key.kind == .delete) {
            let radius: CGFloat = pad && !modern ? 0 : (modern ? 5 : 5)
            // Shadow under the key.
            resolve(modern ? KeyboardColors.keyShadow : KeyboardColors.classicKeyShadow).setFill()
            UIBezierPath(roundedRect: frame.offsetBy(dx: 0, dy: 1), cornerRadius: radius).fill()
            if modern {
                fill.setFill()
                UIBezierPath(roundedRect: frame, cornerRadius: radius).fill()
            } else {
                context.saveGState()
                UIBezierPath(roundedRect: frame, cornerRadius: radius).addClip()
                gradient(context, frame, fill.lighter(0.12), fill.lighter(-0.08))
                context.restoreGState()
            }
        }
        switch key.kind {
        case .shift: drawShift(in: frame, color: textColor, context)
        case .delete: drawDelete(in: frame, color: resolve(modern ? UIColor.label : textColorRaw), context)
        default:
            let title = view.displayTitle(of: key)
            let size: CGFloat
            let weight: UIFont.Weight
            if pad {
                size = modern ? 25 : 26
                weight = modern ? .regular : .bold
            } else if key.showsPopup && title.count == 1 {
                size = modern ? 22.5 : 22
                weight = modern ? .regular : .bold
            } else {
                size = modern ? 16 : 15
                weight = modern ? .regular : .bold
            }
            let font = UIFont.systemFont(ofSize: size, weight: weight)
            let subtitleFont = UIFont.systemFont(ofSize: 10, weight: .bold)
            let textSize = title.size(withAttributes: [.font: font])
            var y = frame.midY - textSize.height / 2
            // Pad digits share one baseline, with or without letters under them.
            if key.subtitle != nil || (pad && view.plane == .pad && key.isCharacterKey && title.first?.isNumber == true) {
                y -= 6
            }
            if modern && key.isLetter && view.shift == .off { y -= 1.5 }
            title.draw(at: CGPoint(x: (frame.midX - textSize.width / 2).rounded(), y: y.rounded()),
                       withAttributes: [.font: font, .foregroundColor: textColor])
            if let subtitle = key.subtitle {
                let s = subtitle.size(withAttributes: [.font: subtitleFont])
                subtitle.draw(at: CGPoint(x: (frame.midX - s.width / 2).rounded(), y: (y + textSize.height - 4).rounded()),
                              withAttributes: [.font: subtitleFont, .foregroundColor: textColor])
            }
        }
    }

    /// The shift arrow: outlined when off, filled when on, filled over a bar when caps are locked.
    private func drawShift(in frame: CGRect, color: UIColor, _ context: CGContext) {
        let c = CGPoint(x: frame.midX, y: frame.midY - 1)
        let path = UIBezierPath()
        path.move(to: CGPoint(x: c.x, y: c.y - 9))
        path.addLine(to: CGPoint(x: c.x + 9, y: c.y + 1))
        path.addLine(to: CGPoint(x: c.x + 4.5, y: c.y + 1))
        path.addLine(to: CGPoint(x: c.x + 4.5, y: c.y + 7))
        path.addLine(to: CGPoint(x: c.x - 4.5, y: c.y + 7))
        path.addLine(to: CGPoint(x: c.x - 4.5, y: c.y + 1))
        path.addLine(to: CGPoint(x: c.x - 9, y: c.y + 1))
        path.close()
        let glyph = color
        glyph.setFill()
        glyph.setStroke()
        if view.shift == .off {
            path.lineWidth = 1.5
            path.stroke()
        } else {
            path.fill()
        }
        if view.shift == .locked {
            context.fill(CGRect(x: c.x - 4.5, y: c.y + 9, width: 9, height: 2))
        }
    }

    /// The delete glyph: a left-pointing tag with a cross.
    private func drawDelete(in frame: CGRect, color: UIColor, _ context: CGContext) {
        let c = CGPoint(x: frame.midX, y: frame.midY)
        let path = UIBezierPath()
        path.move(to: CGPoint(x: c.x - 11, y: c.y))
        path.addLine(to: CGPoint(x: c.x - 5, y: c.y - 7))
        path.addLine(to: CGPoint(x: c.x + 10, y: c.y - 7))
        path.addLine(to: CGPoint(x: c.x + 10, y: c.y + 7))
        path.addLine(to: CGPoint(x: c.x - 5, y: c.y + 7))
        path.close()
        path.lineWidth = 1.5
        color.setStroke()
        path.stroke()
        let cross = UIBezierPath()
        cross.move(to: CGPoint(x: c.x - 1, y: c.y - 3))
        cross.addLine(to: CGPoint(x: c.x + 5, y: c.y + 3))
        cross.move(to: CGPoint(x: c.x + 5, y: c.y - 3))
        cross.addLine(to: CGPoint(x: c.x - 1, y: c.y + 3))
        cross.lineWidth = 1.5
        cross.stroke()
    }

    /// The modern band below the keys: the globe (left) and dictation (right) keys, drawn as glyphs.
    private func drawBottomBand(_ context: CGContext) {
        let band = view.metrics.bottomBand
        guard band.height > 30 else { return }
        let color = resolve(KeyboardColors.bandGlyph)
        color.setStroke()
        color.setFill()
        let globe = CGPoint(x: band.minX + 38, y: band.minY + 22)
        let circle = UIBezierPath(ovalIn: CGRect(x: globe.x - 11, y: globe.y - 11, width: 22, height: 22))
        circle.lineWidth = 1.5
        circle.stroke()
        let meridian = UIBezierPath(ovalIn: CGRect(x: globe.x - 5, y: globe.y - 11, width: 10, height: 22))
        meridian.lineWidth = 1.2
        meridian.stroke()
        let equator = UIBezierPath()
        equator.move(to: CGPoint(x: globe.x - 11, y: globe.y))
        equator.addLine(to: CGPoint(x: globe.x + 11, y: globe.y))
        equator.lineWidth = 1.2
        equator.stroke()
        let mic = CGPoint(x: band.maxX - 38, y: band.minY + 20)
        UIBezierPath(roundedRect: CGRect(x: mic.x - 4.5, y: mic.y - 11, width: 9, height: 15), cornerRadius: 4.5).fill()
        let stand = UIBezierPath()
        stand.addArc(withCenter: CGPoint(x: mic.x, y: mic.y - 2), radius: 7.5, startAngle: 0, endAngle: .pi, clockwise: true)
        stand.move(to: CGPoint(x: mic.x, y: mic.y + 5.5))
        stand.addLine(to: CGPoint(x: mic.x, y: mic.y + 10))
        stand.lineWidth = 1.5
        stand.stroke()
    }

    private func gradient(_ context: CGContext, _ rect: CGRect, _ top: UIColor, _ bottom: UIColor) {
        let space = CGColorSpaceCreateDeviceRGB()
        guard let g = CGGradient(colorsSpace: space, colors: [top.cgColor, bottom.cgColor],
                                 locations: [0, 1]) else { return }
        context.saveGState()
        context.clip(to: rect)
        context.drawLinearGradient(g, start: CGPoint(x: rect.minX, y: rect.minY), end: CGPoint(x: rect.minX, y: rect.maxY),
                                   options: [])
        context.restoreGState()
    }
}

extension UIColor {
    /// This colour with its RGB moved `amount` towards white (negative: towards black).
    fileprivate func lighter(_ amount: CGFloat) -> UIColor {
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        guard getRed(&r, green: &g, blue: &b, alpha: &a) else { return self }
        func move(_ v: CGFloat) -> CGFloat { amount >= 0 ? v + (1 - v) * amount : v * (1 + amount) }
        return UIColor(red: move(r), green: move(g), blue: move(b), alpha: a)
    }
}
