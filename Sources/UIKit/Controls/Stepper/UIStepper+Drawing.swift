// SPDX-License-Identifier: Apache-2.0

extension UIStepper {
    /// The state a half is drawn in: disabled at its limit, highlighted while pressed.
    package func state(of half: StepperHalf) -> UIControl.State {
        if !isHalfEnabled(half) { return .disabled }
        return pressedHalf == half ? .highlighted : .normal
    }

    /// Draws the background (an image, or the look's rounded halves), the divider and the two signs.
    func drawStepper() {
        guard let ctx = UIGraphicsGetCurrentContext() else { return }
        let rect = CGRect(origin: CGPoint(x: bounds.midX - UIStepper.fixedSize.width / 2,
                                          y: bounds.midY - UIStepper.fixedSize.height / 2),
                          size: UIStepper.fixedSize)
        let halves: [(StepperHalf, CGRect)] = [
            (.minus, CGRect(x: rect.minX, y: rect.minY, width: rect.width / 2, height: rect.height)),
            (.plus, CGRect(x: rect.midX, y: rect.minY, width: rect.width / 2, height: rect.height)),
        ]
        let classic = ControlLook.isClassic
        if let image = backgroundImages[state.rawValue] ?? backgroundImages[0] {
            image.draw(in: rect)
        } else if classic {
            drawClassicBackground(rect, halves: halves, in: ctx)
        } else {
            let radius: CGFloat = 8
            ControlLook.fillRoundedRect(rect, radius: radius, color: ControlLook.cgColor(.tertiarySystemFill), in: ctx)
            for (half, part) in halves where state(of: half) == .highlighted {
                ctx.saveGState()
                ctx.addPath(CGPath(roundedRect: rect, cornerWidth: radius, cornerHeight: radius, transform: nil))
                ctx.clip()
                ctx.setFillColor(ControlLook.cgColor(.systemFill))
                ctx.fill(part)
                ctx.restoreGState()
            }
        }
        drawDivider(in: rect, classic: classic, ctx: ctx)
        for (half, part) in halves { drawSign(half, in: part, classic: classic, ctx: ctx) }
    }

    /// iPhone OS 3-era halves: glossy grey segments with a darker outline, the pressed one darker.
    private func drawClassicBackground(_ rect: CGRect, halves: [(StepperHalf, CGRect)], in ctx: CGContext) {
        let radius: CGFloat = 5
        ctx.saveGState()
        ctx.addPath(CGPath(roundedRect: rect, cornerWidth: radius, cornerHeight: radius, transform: nil))
        ctx.clip()
        for (half, part) in halves {
            let pressed = state(of: half) == .highlighted
            ControlLook.fillGradient(part, radius: 0, top: CGColor(gray: pressed ? 0.7 : 1, alpha: 1),
                                     bottom: CGColor(gray: pressed ? 0.6 : 0.85, alpha: 1), in: ctx)
        }
        ctx.restoreGState()
        ControlLook.strokeRoundedRect(rect, radius: radius, color: CGColor(gray: 0.5, alpha: 1), width: 1, in: ctx)
    }

    /// The divider image for the two halves' states, or a one-point line.
    private func drawDivider(in rect: CGRect, classic: Bool, ctx: CGContext) {
        if let image = dividerImage(forLeftSegmentState: state(of: .minus), rightSegmentState: state(of: .plus))
            ?? dividerImage(forLeftSegmentState: .normal, rightSegmentState: .normal)
        {
            let size = image.size
            image.draw(in: CGRect(x: rect.midX - size.width / 2, y: rect.midY - size.height / 2, width: size.width,
                                  height: size.height))
            return
        }
        if classic {
            ctx.setFillColor(CGColor(gray: 0.5, alpha: 1))
            ctx.fill(CGRect(x: rect.midX - 0.5, y: rect.minY, width: 1, height: rect.height))
        } else {
            ctx.setFillColor(ControlLook.cgColor(.separator))
            ctx.fill(CGRect(x: rect.midX - 0.5, y: rect.midY - 9, width: 1, height: 18))
        }
    }

    /// The half's image for its state (falling back to `.normal`'s), or a drawn minus or plus sign; a disabled
    /// half's sign is faint.
    private func drawSign(_ half: StepperHalf, in part: CGRect, classic: Bool, ctx: CGContext) {
        let halfState = state(of: half)
        let images = half == .minus ? decrementImages : incrementImages
        if let image = images[halfState.rawValue] ?? images[0] {
            let size = image.size
            image.draw(in: CGRect(x: part.midX - size.width / 2, y: part.midY - size.height / 2, width: size.width,
                                  height: size.height), blendMode: .normal, alpha: halfState == .disabled ? 0.35 : 1)
            return
        }
        let ink: CGColor = if classic {
            CGColor(gray: halfState == .disabled ? 0.75 : 0.25, alpha: 1)
        } else {
            ControlLook.cgColor(halfState == .disabled ? .tertiaryLabel : .label)
        }
        let length: CGFloat = classic ? 11 : 14
        let thickness: CGFloat = classic ? 3 : 2
        ctx.setFillColor(ink)
        ctx.fill(CGRect(x: part.midX - length / 2, y: part.midY - thickness / 2, width: length, height: thickness))
        if half == .plus {
            ctx.fill(CGRect(x: part.midX - thickness / 2, y: part.midY - length / 2, width: thickness, height: length))
        }
    }
}
