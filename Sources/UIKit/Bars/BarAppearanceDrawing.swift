// SPDX-License-Identifier: Apache-2.0

import Foundation

/// The drawing of a bar's background and shadow from a ``UIBarAppearance`` (modern look).
@MainActor
package enum BarAppearanceDrawing {
    /// Draws `appearance`'s background over `rect` — the default material, then the background colour, then the
    /// background image placed by its content mode (clipped to `rect`) — and its shadow along `hairlineEdge`
    /// (`.top` or `.bottom`, inside `rect`; `.any` draws none).
    package static func drawBackground(_ rect: CGRect, appearance: UIBarAppearance, hairlineEdge: UIBarPosition) {
        guard let context = UIGraphicsGetCurrentContext(), rect.width > 0, rect.height > 0 else { return }
        if let effect = appearance.backgroundEffect {
            materialColor(of: effect).setFill()
            UIRectFill(rect)
        }
        if let color = appearance.backgroundColor {
            color.setFill()
            UIRectFill(rect)
        }
        if let image = appearance.backgroundImage, image.size.width > 0, image.size.height > 0 {
            context.saveGState()
            context.clip(to: rect)
            image.draw(in: imageRect(image.size, in: rect, mode: appearance.backgroundImageContentMode))
            context.restoreGState()
        }
        drawShadow(rect, appearance: appearance, edge: hairlineEdge)
    }

    /// The colour a bar paints for `effect`: the bars' own chrome material for the default effect, else the tint
    /// of the effect's material in the current traits (`UIVisualEffectView`'s values).
    private static func materialColor(of effect: UIBlurEffect) -> UIColor {
        switch effect.style {
        case .systemChromeMaterial: return BarAppearanceColors.material
        default:
            let dark = UITraitCollection.current.userInterfaceStyle == .dark
            return VisualEffectTreatment.blur(effect.style, dark: dark).tint
        }
    }

    /// Where an image of `size` goes in `rect` for `mode` (`.redraw` is `.scaleToFill`).
    package static func imageRect(_ size: CGSize, in rect: CGRect, mode: UIView.ContentMode) -> CGRect {
        switch mode {
        case .scaleToFill, .redraw:
            return rect
        case .scaleAspectFit, .scaleAspectFill:
            let sx = rect.width / size.width, sy = rect.height / size.height
            let scale = mode == .scaleAspectFit ? min(sx, sy) : max(sx, sy)
            let fitted = CGSize(width: size.width * scale, height: size.height * scale)
            return CGRect(x: rect.midX - fitted.width / 2, y: rect.midY - fitted.height / 2, width: fitted.width,
                          height: fitted.height)
        default:
            var x = rect.midX - size.width / 2, y = rect.midY - size.height / 2
            switch mode {
            case .left, .topLeft, .bottomLeft: x = rect.minX
            case .right, .topRight, .bottomRight: x = rect.maxX - size.width
            default: break
            }
            switch mode {
            case .top, .topLeft, .topRight: y = rect.minY
            case .bottom, .bottomLeft, .bottomRight: y = rect.maxY - size.height
            default: break
            }
            return CGRect(origin: CGPoint(x: x, y: y), size: size)
        }
    }

    /// The shadow: the shadow image (a template one filled with the shadow colour, when there is one), else a
    /// one-pixel line of the shadow colour; nothing for a nil or clear colour without an image.
    private static func drawShadow(_ rect: CGRect, appearance: UIBarAppearance, edge: UIBarPosition) {
        guard edge == .top || edge == .bottom else { return }
        let pixel = 1 / max(1, UIScreen.main.scale)
        let color = appearance.shadowColor.flatMap { BarAppearanceColors.isClear($0) ? nil : $0 }
        let image = appearance.shadowImage
        let height = image.map { max(pixel, $0.size.height) } ?? pixel
        let line = CGRect(x: rect.minX, y: edge == .top ? rect.minY : rect.maxY - height, width: rect.width, height: height)
        if let image {
            if image.renderingMode == .alwaysTemplate {
                guard let color else { return }
                color.setFill()
                UIRectFill(line)
            } else {
                image.drawAsPattern(in: line)
            }
        } else if let color {
            color.setFill()
            UIRectFill(line)
        }
    }
}

/// The cross-fade a bar runs when the appearance it draws with changes on screen (the content scrolled under it
/// or back to its edge, the top item changed, the bar turned compact): a copy of the old background laid over the
/// new one fades out over ``duration``, as iOS fades between a bar's standard and scroll-edge looks.
@MainActor
package enum BarAppearanceCrossfade {
    /// How long the fade lasts (0.25 s; Touchstone's choice, close to what iOS shows).
    package static let duration: TimeInterval = 0.25

    /// Compares `look` with the look `bar` last laid out on screen (`shown`) and, when it went from one
    /// appearance to another while the bar is on screen, fades the old background out over `frame` (in the bar's
    /// coordinates) above subview `index`. The first appearance set (from the legacy look) applies at once, as
    /// does everything off screen. Returns whether the content must refresh (the appearance changed, or the bar
    /// has just come on screen).
    @discardableResult
    package static func update(_ bar: UIView, shown: inout BarLook?, look: BarLook, frame: CGRect,
                               hairlineEdge: UIBarPosition, at index: Int) -> Bool {
        guard bar.window != nil else {
            shown = nil
            return true
        }
        let old = shown
        shown = look
        guard let old else { return true }
        guard old.appearanceKey != look.appearanceKey else { return false }
        guard UIView.areAnimationsEnabled, old.appearanceKey != nil, look.appearanceKey != nil else { return true }
        let overlay = BarBackgroundView(look: old)
        overlay.hairlineEdge = hairlineEdge
        overlay.frame = frame
        overlay.isCrossfadeOverlay = true
        bar.insertSubview(overlay, at: min(index, bar.subviews.count))
        UIView.animate(withDuration: duration, delay: 0, options: [.curveEaseInOut], animations: {
            overlay.alpha = 0
        }, completion: { _ in overlay.removeFromSuperview() })
        return true
    }
}
