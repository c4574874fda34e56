// SPDX-License-Identifier: Apache-2.0

/// The switch's drawing metrics.
package enum SwitchMetrics {
    /// The classic thumb's width (the knob between the ON and OFF halves).
    static let classicThumbWidth: CGFloat = 40
    /// The modern thumb's inset from the track's edge.
    static let modernThumbInset: CGFloat = 2
    /// How much wider the modern thumb grows while a finger is down on the switch.
    static let modernPressedStretch: CGFloat = 6
    /// The classic track's corner radius.
    static let classicCornerRadius: CGFloat = 5
}

extension UISwitch {
    /// Where the switch is drawn: its fixed size, centred in the bounds.
    package var switchRect: CGRect {
        let size = UISwitch.fixedSize
        return CGRect(x: bounds.midX - size.width / 2, y: bounds.midY - size.height / 2,
                      width: size.width, height: size.height)
    }

    /// Draws the track and thumb in the current look, at half opacity while disabled.
    func drawSwitch() {
        guard let ctx = UIGraphicsGetCurrentContext() else { return }
        ctx.saveGState()
        if !isEnabled {
            ctx.setAlpha(0.5)
            ctx.beginTransparencyLayer(auxiliaryInfo: nil)
        }
        if ControlLook.isClassic { drawClassicSwitch(in: ctx) } else { drawModernSwitch(in: ctx) }
        if !isEnabled { ctx.endTransparencyLayer() }
        ctx.restoreGState()
    }

    /// The modern thumb's frame for the current position (wider while pressed).
    package var modernThumbRect: CGRect {
        let rect = switchRect
        let inset = SwitchMetrics.modernThumbInset
        let diameter = rect.height - inset * 2
        let stretch = isHighlighted ? SwitchMetrics.modernPressedStretch : 0
        let travel = rect.width - inset * 2 - diameter - stretch
        return CGRect(x: rect.minX + inset + thumbPosition * travel, y: rect.minY + inset,
                      width: diameter + stretch, height: diameter)
    }

    /// A capsule track, off grey under the on colour faded in by the thumb's position, and the round thumb.
    private func drawModernSwitch(in ctx: CGContext) {
        let rect = switchRect
        let radius = rect.height / 2
        ControlLook.fillRoundedRect(rect, radius: radius, color: ControlLook.cgColor(.systemGray5), in: ctx)
        if thumbPosition > 0 {
            ControlLook.fillRoundedRect(rect, radius: radius,
                                        color: ControlLook.cgColor(onTintColor ?? .systemGreen, alpha: thumbPosition),
                                        in: ctx)
        }
        let thumb = modernThumbRect
        ControlLook.drawModernThumb(in: thumb, color: ControlLook.cgColor(thumbTintColor ?? .white), ctx: ctx)
    }

    /// iPhone OS 3's switch: a blue "ON" half and a light "OFF" half sliding with a glossy knob between them.
    private func drawClassicSwitch(in ctx: CGContext) {
        let rect = switchRect
        let radius = SwitchMetrics.classicCornerRadius
        let thumbWidth = SwitchMetrics.classicThumbWidth
        let travel = rect.width - thumbWidth
        let thumbX = rect.minX + thumbPosition * travel
        ctx.saveGState()
        ctx.addPath(CGPath(roundedRect: rect, cornerWidth: radius, cornerHeight: radius, transform: nil))
        ctx.clip()
        let onColor = onTintColor ?? .systemBlue
        let onRect = CGRect(x: rect.minX, y: rect.minY, width: thumbX - rect.minX + thumbWidth / 2, height: rect.height)
        ControlLook.fillGradient(onRect, radius: 0, top: ControlLook.cgColor(onColor, alpha: 0.75),
                                 bottom: ControlLook.cgColor(onColor), in: ctx)
        let offRect = CGRect(x: thumbX + thumbWidth / 2, y: rect.minY, width: rect.maxX - thumbX - thumbWidth / 2,
                             height: rect.height)
        ControlLook.fillGradient(offRect, radius: 0, top: CGColor(gray: 0.85, alpha: 1),
                                 bottom: CGColor(gray: 0.99, alpha: 1), in: ctx)
        let font = UIFont.boldSystemFont(ofSize: 16)
        drawClassicLabel("ON", centerX: thumbX - travel / 2, in: rect, font: font, color: .white)
        drawClassicLabel("OFF", centerX: thumbX + thumbWidth + travel / 2, in: rect, font: font, color: .darkGray)
        let knob = CGRect(x: thumbX, y: rect.minY, width: thumbWidth, height: rect.height)
        ControlLook.fillGradient(knob, radius: radius, top: CGColor(gray: isHighlighted ? 0.85 : 0.99, alpha: 1),
                                 bottom: CGColor(gray: isHighlighted ? 0.7 : 0.8, alpha: 1), in: ctx)
        ControlLook.strokeRoundedRect(knob, radius: radius, color: CGColor(gray: 0.6, alpha: 1), width: 1, in: ctx)
        ctx.restoreGState()
        ControlLook.strokeRoundedRect(rect, radius: radius, color: CGColor(gray: 0.55, alpha: 1), width: 1, in: ctx)
    }

    private func drawClassicLabel(_ text: String, centerX: CGFloat, in rect: CGRect, font: UIFont, color: UIColor) {
        let attributes: [NSAttributedString.Key: Any] = [.font: font, .foregroundColor: color]
        let size = text.size(withAttributes: attributes)
        text.draw(at: CGPoint(x: centerX - size.width / 2, y: rect.midY - size.height / 2), withAttributes: attributes)
    }
}
