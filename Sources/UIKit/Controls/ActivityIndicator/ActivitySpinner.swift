// SPDX-License-Identifier: Apache-2.0

/// The spinning-spokes drawing shared by `UIActivityIndicatorView` and the status bar's network activity
/// indicator: twelve round-capped spokes around a centre, the one at `step` darkest and the others fading behind
/// it, so that stepping 0, 1, 2… (twelve steps a second on iOS) turns it clockwise.
package enum ActivitySpinner {
    /// How many spokes the spinner has (and steps per turn).
    package static let spokeCount = 12

    /// Draws the spinner with spokes from `innerFraction` of `radius` out to `radius` (the caps' centres), each
    /// `lineWidth` thick (nil: a quarter of the radius, at least 1), in `ink` faded with age.
    package static func draw(in ctx: CGContext, center: CGPoint, radius: CGFloat, step: Int, ink: CGColor,
                             lineWidth: CGFloat? = nil, innerFraction: CGFloat = 0.45)
    {
        ctx.saveGState()
        ctx.setLineWidth(lineWidth ?? max(1, radius / 4))
        ctx.setLineCap(.round)
        let count = spokeCount
        for i in 0..<count {
            let age = ((step - i) % count + count) % count
            let angle = CGFloat(i) * 2 * .pi / CGFloat(count) - .pi / 2
            let alpha = 1 - CGFloat(age) / CGFloat(count + 1)
            ctx.setStrokeColor(ink.copy(alpha: ink.alpha * alpha) ?? ink)
            ctx.move(to: CGPoint(x: center.x + cos(angle) * radius * innerFraction,
                                 y: center.y + sin(angle) * radius * innerFraction))
            ctx.addLine(to: CGPoint(x: center.x + cos(angle) * radius, y: center.y + sin(angle) * radius))
            ctx.strokePath()
        }
        ctx.restoreGState()
    }
}
