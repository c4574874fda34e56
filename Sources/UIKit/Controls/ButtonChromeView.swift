// SPDX-License-Identifier: Apache-2.0

import Foundation

/// The bottom-most subview of a button, drawing what is not content: a configuration's background, the classic
/// profile's rounded rectangle (white with a grey rim; a blue gradient while held), and the white glow of
/// `showsTouchWhenHighlighted`. It takes no touches and fills the button's bounds.
@MainActor
package final class ButtonChromeView: UIView {
    /// The button whose chrome this is.
    package weak var button: UIButton?

    /// The classic rounded-rect button's title colour (iPhone OS's dark blue).
    package static let classicTitleColor = UIColor(red: 0.2, green: 0.31, blue: 0.52, alpha: 1)
    /// The classic rounded rectangle's corner radius, in points.
    package static let classicCornerRadius: CGFloat = 9
    /// The radius of the touch glow, in points.
    package static let glowRadius: CGFloat = 20

    package override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        isOpaque = false
        backgroundColor = .clear
        contentMode = .redraw
    }

    package required init?(coder: NSCoder) { nil }

    /// Whether the chrome paints anything for the button's current look: a configuration's background, the
    /// classic rounded rectangle, or the touch glow while highlighted.
    package var paintsSomething: Bool {
        guard let button else { return false }
        return button.appliedConfiguration != nil || button.drawsClassicRoundedRect
            || (button.showsTouchWhenHighlighted && button.isHighlighted)
    }

    /// Follows the button's look: redraws when the chrome paints something, and is hidden (no backing store, no
    /// re-display on a tint or appearance change) when it paints nothing, as for a plain system button.
    package func refresh() {
        let paints = paintsSomething
        if isHidden == paints { isHidden = !paints }
        if paints { setNeedsDisplay() } else if layer.contents != nil { layer.contents = nil }
    }

    package override func draw(_ rect: CGRect) {
        guard let button, let context = UIGraphicsGetCurrentContext() else { return }
        if let configuration = button.appliedConfiguration {
            drawBackground(of: configuration, for: button)
        } else if button.drawsClassicRoundedRect {
            drawClassicRoundedRect(highlighted: button.isHighlighted, in: context)
        }
        if button.showsTouchWhenHighlighted, button.isHighlighted {
            drawGlow(in: context)
        }
    }

    /// A configuration's background: its fill with the corner style's radius, and its stroke.
    private func drawBackground(of configuration: UIButton.Configuration, for button: UIButton) {
        let background = configuration.background
        let rect = bounds.inset(by: UIEdgeInsets(top: background.backgroundInsets.top,
                                                 left: background.backgroundInsets.leading,
                                                 bottom: background.backgroundInsets.bottom,
                                                 right: background.backgroundInsets.trailing))
        let radius = configuration.resolvedCornerRadius(forHeight: rect.height)
        let tint = button.tintColor ?? UIView.defaultTintColor
        let fill = configuration.resolvedBackgroundColor(tint: tint)
        let path = UIBezierPath(roundedRect: rect, cornerRadius: radius)
        fill.setFill()
        path.fill()
        if background.strokeWidth > 0 {
            let outline = UIBezierPath(roundedRect: rect.insetBy(dx: background.strokeWidth / 2 - background.strokeOutset,
                                                                 dy: background.strokeWidth / 2 - background.strokeOutset),
                                       cornerRadius: radius)
            outline.lineWidth = background.strokeWidth
            (background.strokeColor ?? tint).setStroke()
            outline.stroke()
        }
    }

    /// iPhone OS's rounded-rect button: white with a grey rim, or a blue gradient while highlighted.
    private func drawClassicRoundedRect(highlighted: Bool, in context: CGContext) {
        let rect = bounds.insetBy(dx: 0.5, dy: 0.5)
        let path = UIBezierPath(roundedRect: rect, cornerRadius: Self.classicCornerRadius)
        if highlighted {
            context.saveGState()
            path.addClip()
            let colors = [UIColor(red: 0.02, green: 0.55, blue: 0.96, alpha: 1).cgColor,
                          UIColor(red: 0.01, green: 0.37, blue: 0.9, alpha: 1).cgColor]
            if let gradient = CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: colors, locations: nil) {
                context.drawLinearGradient(gradient, start: CGPoint(x: rect.midX, y: rect.minY),
                                           end: CGPoint(x: rect.midX, y: rect.maxY), options: [])
            }
            context.restoreGState()
        } else {
            UIColor.white.setFill()
            path.fill()
        }
        UIColor(white: highlighted ? 0.35 : 0.55, alpha: 1).setStroke()
        path.lineWidth = 1
        path.stroke()
    }

    /// The soft white glow of `showsTouchWhenHighlighted`, centred in the button.
    private func drawGlow(in context: CGContext) {
        let center = CGPoint(x: bounds.midX, y: bounds.midY)
        let colors = [UIColor(white: 1, alpha: 0.9).cgColor, UIColor(white: 1, alpha: 0).cgColor]
        guard let gradient = CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: colors, locations: nil)
        else { return }
        context.drawRadialGradient(gradient, startCenter: center, startRadius: 0, endCenter: center,
                                   endRadius: Self.glowRadius, options: [])
    }
}

/// The small spinner a configuration with `showsActivityIndicator` shows in place of its image: twelve spokes
/// fading round, advanced by a device-clock timer while visible (one step per twelfth of a second).
@MainActor
package final class ButtonSpinnerView: UIView {
    /// The spoke drawn brightest (0…11).
    package private(set) var phase = 0
    /// The spokes' colour.
    package var color: UIColor = .gray { didSet { setNeedsDisplay() } }
    private var timer: DeviceTimer?

    package override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        isOpaque = false
        backgroundColor = .clear
    }

    package required init?(coder: NSCoder) { nil }

    /// Starts or stops turning (a hidden spinner does not turn).
    package var isSpinning = false {
        didSet {
            guard isSpinning != oldValue else { return }
            if isSpinning { scheduleStep() } else { timer?.invalidate(); timer = nil }
        }
    }

    private func scheduleStep() {
        timer = DeviceTimer.scheduledTimer(withTimeInterval: 1.0 / 12) { [weak self] _ in
            guard let self, self.isSpinning else { return }
            self.phase = (self.phase + 1) % 12
            self.setNeedsDisplay()
            self.scheduleStep()
        }
    }

    package override func draw(_ rect: CGRect) {
        let center = CGPoint(x: bounds.midX, y: bounds.midY)
        let outer = min(bounds.width, bounds.height) / 2, inner = outer * 0.45
        for spoke in 0..<12 {
            let angle = CGFloat(spoke) * .pi / 6 - .pi / 2
            let path = UIBezierPath()
            path.move(to: CGPoint(x: center.x + cos(angle) * inner, y: center.y + sin(angle) * inner))
            path.addLine(to: CGPoint(x: center.x + cos(angle) * outer, y: center.y + sin(angle) * outer))
            path.lineWidth = max(1.5, outer * 0.2)
            path.lineCapStyle = .round
            let age = (phase - spoke + 12) % 12
            color.withAlphaComponent(1 - CGFloat(age) / 14).setStroke()
            path.stroke()
        }
    }
}
