// SPDX-License-Identifier: Apache-2.0

/// Shared looks of the controls.
package enum ControlLook {
    /// Whether the main screen is an iPhone OS 3-era profile, whose controls use the classic look and sizes.
    @MainActor package static var isClassic: Bool { UIScreen.main.profile.isClassic }

    /// The usual duration of the controls' animated value changes (seconds).
    package static let animationDuration = 0.25

    /// A colour's CGColor at `alpha` times its own opacity.
    @MainActor package static func cgColor(_ color: UIColor, alpha: CGFloat = 1) -> CGColor {
        let cg = color.cgColor
        return alpha == 1 ? cg : (cg.copy(alpha: cg.alpha * alpha) ?? cg)
    }

    /// Fills a rounded rectangle (radius clamped to half the shorter side).
    package static func fillRoundedRect(_ rect: CGRect, radius: CGFloat, color: CGColor, in ctx: CGContext) {
        let r = max(0, min(radius, rect.width / 2, rect.height / 2))
        ctx.setFillColor(color)
        ctx.addPath(CGPath(roundedRect: rect, cornerWidth: r, cornerHeight: r, transform: nil))
        ctx.fillPath()
    }

    /// Strokes a rounded rectangle inset by half the line width.
    package static func strokeRoundedRect(_ rect: CGRect, radius: CGFloat, color: CGColor, width: CGFloat,
                                          in ctx: CGContext)
    {
        let inner = rect.insetBy(dx: width / 2, dy: width / 2)
        let r = max(0, min(radius, inner.width / 2, inner.height / 2))
        ctx.setStrokeColor(color)
        ctx.setLineWidth(width)
        ctx.addPath(CGPath(roundedRect: inner, cornerWidth: r, cornerHeight: r, transform: nil))
        ctx.strokePath()
    }

    /// Fills `rect` with a top-to-bottom linear gradient between two colours (the classic glossy look), clipped
    /// to a rounded rectangle of `radius`.
    package static func fillGradient(_ rect: CGRect, radius: CGFloat, top: CGColor, bottom: CGColor,
                                     in ctx: CGContext)
    {
        ctx.saveGState()
        let r = max(0, min(radius, rect.width / 2, rect.height / 2))
        ctx.addPath(CGPath(roundedRect: rect, cornerWidth: r, cornerHeight: r, transform: nil))
        ctx.clip()
        if let gradient = CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: [top, bottom],
                                     locations: nil)
        {
            ctx.drawLinearGradient(gradient, start: CGPoint(x: rect.midX, y: rect.minY),
                                   end: CGPoint(x: rect.midX, y: rect.maxY), options: [])
        } else {
            ctx.setFillColor(bottom)
            ctx.fill(rect)
        }
        ctx.restoreGState()
    }

    /// Draws a round (or, when wider than tall, capsule) thumb in `color` into `rect`, with iOS's soft drop shadow
    /// and hairline edge; copied from ``ControlThumbCache`` when the same thumb was drawn before.
    @MainActor package static func drawModernThumb(in rect: CGRect, color: CGColor, ctx: CGContext) {
        if ControlThumbCache.draw(in: rect, color: color, ctx: ctx, drawing: { rect, ctx in
            drawModernThumbDirectly(in: rect, color: color, ctx: ctx)
        }) { return }
        drawModernThumbDirectly(in: rect, color: color, ctx: ctx)
    }

    /// Draws the modern thumb and its two shadows straight into `ctx` (two blurs per call).
    private static func drawModernThumbDirectly(in rect: CGRect, color: CGColor, ctx: CGContext) {
        let shadows: [(CGFloat, CGFloat, CGFloat)] = [(3, 8, 0.15), (0.5, 1, 0.2)]
        for (offset, blur, alpha) in shadows {
            ctx.saveGState()
            ctx.setShadow(offset: CGSize(width: 0, height: offset), blur: blur, color: CGColor(gray: 0, alpha: alpha))
            fillRoundedRect(rect, radius: rect.height / 2, color: color, in: ctx)
            ctx.restoreGState()
        }
    }

    /// Draws the classic glossy grey thumb (a light-to-mid grey disc with a darker rim) into `rect`.
    package static func drawClassicThumb(in rect: CGRect, ctx: CGContext) {
        ctx.saveGState()
        ctx.addEllipse(in: rect)
        ctx.clip()
        if let gradient = CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(),
                                     colors: [CGColor(gray: 0.98, alpha: 1), CGColor(gray: 0.78, alpha: 1)],
                                     locations: nil)
        {
            ctx.drawLinearGradient(gradient, start: CGPoint(x: rect.midX, y: rect.minY),
                                   end: CGPoint(x: rect.midX, y: rect.maxY), options: [])
        }
        ctx.restoreGState()
        ctx.setStrokeColor(CGColor(gray: 0.55, alpha: 1))
        ctx.setLineWidth(1)
        ctx.strokeEllipse(in: rect.insetBy(dx: 0.5, dy: 0.5))
    }
}
