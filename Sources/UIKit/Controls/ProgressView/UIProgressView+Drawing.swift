// SPDX-License-Identifier: Apache-2.0

extension UIProgressView {
    /// The bar's rectangle: the full width, the style's height, centred vertically in the bounds.
    package var barRect: CGRect {
        let height = min(bounds.height, barHeight)
        return CGRect(x: bounds.minX, y: bounds.midY - height / 2, width: bounds.width, height: height)
    }

    /// The filled part's rectangle: the bar's left `displayedProgress` fraction.
    package var filledRect: CGRect {
        let bar = barRect
        return CGRect(x: bar.minX, y: bar.minY, width: bar.width * displayedProgress, height: bar.height)
    }

    /// Draws the track then the filled part: images when set, otherwise the look's colours (rounded ends for the
    /// default style, glossy and outlined on iPhone OS 3 profiles).
    func drawProgress() {
        guard let ctx = UIGraphicsGetCurrentContext() else { return }
        let bar = barRect, filled = filledRect
        guard bar.width > 0, bar.height > 0 else { return }
        let classic = ControlLook.isClassic
        let rounded = progressViewStyle == .default
        let radius = rounded ? bar.height / 2 : 0
        let fill = progressTintColor ?? tintColor ?? .systemBlue

        if let image = trackImage {
            image.draw(in: bar)
        } else if classic {
            let top = trackTintColor.map { ControlLook.cgColor($0) } ?? CGColor(gray: rounded ? 0.78 : 0.45, alpha: 1)
            let bottom = trackTintColor.map { ControlLook.cgColor($0) } ?? CGColor(gray: rounded ? 0.98 : 0.6, alpha: 1)
            ControlLook.fillGradient(bar, radius: radius, top: top, bottom: bottom, in: ctx)
        } else if let track = trackTintColor ?? (rounded ? UIColor.systemFill : nil) {
            ControlLook.fillRoundedRect(bar, radius: radius, color: ControlLook.cgColor(track), in: ctx)
        }

        if filled.width > 0 {
            ctx.saveGState()
            if rounded {
                ctx.addPath(CGPath(roundedRect: bar, cornerWidth: radius, cornerHeight: radius, transform: nil))
                ctx.clip()
            }
            if let image = progressImage {
                ctx.clip(to: filled)
                image.draw(in: bar)
            } else if classic {
                ControlLook.fillGradient(filled, radius: radius, top: ControlLook.cgColor(fill, alpha: 0.65),
                                         bottom: ControlLook.cgColor(fill), in: ctx)
            } else {
                ControlLook.fillRoundedRect(filled, radius: radius, color: ControlLook.cgColor(fill), in: ctx)
            }
            ctx.restoreGState()
        }
        if classic && rounded && trackImage == nil {
            ControlLook.strokeRoundedRect(bar, radius: radius, color: CGColor(gray: 0.45, alpha: 0.9), width: 1,
                                          in: ctx)
        }
    }
}
