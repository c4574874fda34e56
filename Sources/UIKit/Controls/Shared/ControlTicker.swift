// SPDX-License-Identifier: Apache-2.0

/// Per-frame callbacks for the controls' own motion (a switch's thumb sliding, a slider's or progress bar's
/// animated value, an activity indicator's spin), on the device clock: a `CADisplayLink` that calls ``tick``
/// with the frame's timestamp once per host frame while running, so a headless device's `advance(by:)` steps it.
///
/// The link holds the ticker weakly through its owner: a control released mid-motion leaves a link that
/// invalidates itself on its next frame.
@MainActor
package final class ControlTicker {
    /// Called once per frame with the device time (seconds); returns whether to keep ticking.
    private let tick: @MainActor (Double) -> Bool
    private var link: CADisplayLink?

    /// A stopped ticker that will call `tick` each frame once started.
    package init(tick: @escaping @MainActor (Double) -> Bool) { self.tick = tick }

    /// Whether the ticker is running.
    package var isRunning: Bool { link != nil }

    /// Starts ticking from the next frame (does nothing when already running).
    package func start() {
        guard link == nil else { return }
        let link = CADisplayLink { [weak self] link in
            MainActor.assumeIsolated {
                guard let self else { return link.invalidate() }
                if !self.tick(link.timestamp) { self.stop() }
            }
        }
        link.add(to: .main, forMode: .common)
        self.link = link
    }

    /// Stops ticking.
    package func stop() {
        link?.invalidate()
        link = nil
    }

    /// The device clock now (seconds), the one display link timestamps use.
    package static var now: Double { UIGestureRecognizer.clockNow }
}

/// A value moving from `from` to `to` over `duration` seconds of device time from `start`, eased in and out,
/// as the controls animate their thumbs and bars.
package struct ControlTransition: Equatable {
    package var from: CGFloat
    package var to: CGFloat
    package var start: Double
    package var duration: Double

    package init(from: CGFloat, to: CGFloat, start: Double, duration: Double) {
        self.from = from
        self.to = to
        self.start = start
        self.duration = duration
    }

    /// The value at device time `time`: `from` before the start, `to` at and after the end.
    package func value(at time: Double) -> CGFloat {
        guard duration > 0, time.isFinite else { return to }
        let t = min(1, max(0, (time - start) / duration))
        let eased = t * t * (3 - 2 * t)
        return from + (to - from) * CGFloat(eased)
    }

    /// Whether the transition has reached its end at `time`.
    package func isFinished(at time: Double) -> Bool { !time.isFinite || time >= start + duration }
}

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
    /// and hairline edge.
    package static func drawModernThumb(in rect: CGRect, color: CGColor, ctx: CGContext) {
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
