// SPDX-License-Identifier: Apache-2.0

extension UISlider {
    /// Draws the value images, the two parts of the track either side of the thumb's centre, and the thumb, at
    /// half opacity while disabled.
    func drawSlider() {
        guard let ctx = UIGraphicsGetCurrentContext() else { return }
        ctx.saveGState()
        if !isEnabled {
            ctx.setAlpha(0.5)
            ctx.beginTransparencyLayer(auxiliaryInfo: nil)
        }
        if let image = minimumValueImage { image.draw(in: minimumValueImageRect(forBounds: bounds)) }
        if let image = maximumValueImage { image.draw(in: maximumValueImageRect(forBounds: bounds)) }
        let track = trackRect(forBounds: bounds)
        let thumb = thumbRect(forBounds: bounds, trackRect: track, value: displayedValue)
        drawTrack(track, split: thumb.midX, in: ctx)
        if let image = currentThumbImage {
            image.draw(in: thumb)
        } else if ControlLook.isClassic {
            ControlLook.drawClassicThumb(in: thumb.insetBy(dx: 0.5, dy: 0.5), ctx: ctx)
        } else {
            ControlLook.drawModernThumb(in: thumb, color: ControlLook.cgColor(thumbTintColor ?? .white), ctx: ctx)
        }
        if !isEnabled { ctx.endTransparencyLayer() }
        ctx.restoreGState()
    }

    /// The minimum part left of `split` and the maximum part right of it: the track images stretched when set,
    /// otherwise rounded bars in the tint colours (glossy and outlined in the classic look).
    private func drawTrack(_ track: CGRect, split: CGFloat, in ctx: CGContext) {
        guard track.width > 0, track.height > 0 else { return }
        let minPart = CGRect(x: track.minX, y: track.minY, width: max(0, split - track.minX), height: track.height)
        let maxPart = CGRect(x: split, y: track.minY, width: max(0, track.maxX - split), height: track.height)
        let radius = track.height / 2
        let minColor = minimumTrackTintColor ?? tintColor ?? .systemBlue
        let classic = ControlLook.isClassic
        if let image = currentMinimumTrackImage {
            clipped(to: minPart, in: ctx) { image.draw(in: track) }
        } else {
            clipped(to: minPart, in: ctx) {
                if classic {
                    ControlLook.fillGradient(track, radius: radius, top: ControlLook.cgColor(minColor, alpha: 0.7),
                                             bottom: ControlLook.cgColor(minColor), in: ctx)
                } else {
                    ControlLook.fillRoundedRect(track, radius: radius, color: ControlLook.cgColor(minColor), in: ctx)
                }
            }
        }
        if let image = currentMaximumTrackImage {
            clipped(to: maxPart, in: ctx) { image.draw(in: track) }
        } else {
            clipped(to: maxPart, in: ctx) {
                if classic {
                    let top = maximumTrackTintColor.map { ControlLook.cgColor($0) } ?? CGColor(gray: 0.8, alpha: 1)
                    let bottom = maximumTrackTintColor.map { ControlLook.cgColor($0) } ?? CGColor(gray: 1, alpha: 1)
                    ControlLook.fillGradient(track, radius: radius, top: top, bottom: bottom, in: ctx)
                } else {
                    let color = ControlLook.cgColor(maximumTrackTintColor ?? .systemFill)
                    ControlLook.fillRoundedRect(track, radius: radius, color: color, in: ctx)
                }
            }
        }
        if classic && currentMinimumTrackImage == nil && currentMaximumTrackImage == nil {
            ControlLook.strokeRoundedRect(track, radius: radius, color: CGColor(gray: 0.45, alpha: 0.8), width: 1,
                                          in: ctx)
        }
    }

    private func clipped(to rect: CGRect, in ctx: CGContext, _ draw: () -> Void) {
        guard rect.width > 0 else { return }
        ctx.saveGState()
        ctx.clip(to: rect)
        draw()
        ctx.restoreGState()
    }
}
