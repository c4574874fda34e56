// SPDX-License-Identifier: Apache-2.0

/// The status bar's icons, drawn as simple vector shapes (Apple's artwork is private): signal bars, the Wi-Fi fan,
/// the network activity spinner and the battery. Coordinates are the bar layer's, y down.
enum StatusBarIcons {
    /// Draws `bars` signal bars rising left to right from `x`, standing on `baseline`; returns the x after them.
    static func drawSignal(in ctx: CGContext, x: CGFloat, baseline: CGFloat, bars: Int, barWidth: CGFloat,
                           step: CGFloat, ink: CGColor) -> CGFloat
    {
        ctx.setFillColor(ink)
        var left = x
        for i in 0..<bars {
            let height = 3 + CGFloat(i) * step
            ctx.fill(CGRect(x: left, y: baseline - height, width: barWidth, height: height))
            left += barWidth + 1
        }
        return left
    }

    /// Draws the Wi-Fi fan (three arcs over a dot) with its point on `baseline`; returns the x after it.
    static func drawWiFi(in ctx: CGContext, x: CGFloat, baseline: CGFloat, radius: CGFloat, ink: CGColor) -> CGFloat {
        let center = CGPoint(x: x + radius, y: baseline)
        ctx.setStrokeColor(ink)
        ctx.setFillColor(ink)
        ctx.setLineWidth(max(1.5, radius / 6))
        for i in 1...3 {
            let r = radius * CGFloat(i) / 3
            if i == 1 {
                ctx.move(to: center)
                ctx.addArc(center: center, radius: r, startAngle: -.pi * 3 / 4, endAngle: -.pi / 4, clockwise: false)
                ctx.closePath()
                ctx.fillPath()
            } else {
                ctx.addArc(center: center, radius: r - 0.5, startAngle: -.pi * 3 / 4, endAngle: -.pi / 4,
                           clockwise: false)
                ctx.strokePath()
            }
        }
        return x + radius * 2
    }

    /// Draws the network activity spinner: twelve spokes, the one at `step` darkest and the others fading behind
    /// it, so that stepping turns it clockwise.
    static func drawSpinner(in ctx: CGContext, center: CGPoint, radius: CGFloat, step: Int, ink: CGColor) {
        ctx.setLineWidth(max(1, radius / 4))
        ctx.setLineCap(.round)
        for i in 0..<12 {
            let age = (step - i + 12) % 12
            let angle = CGFloat(i) * .pi / 6 - .pi / 2
            let alpha = 1 - CGFloat(age) / 13
            ctx.setStrokeColor(ink.copy(alpha: (ink.alpha) * alpha) ?? ink)
            ctx.move(to: CGPoint(x: center.x + cos(angle) * radius * 0.45, y: center.y + sin(angle) * radius * 0.45))
            ctx.addLine(to: CGPoint(x: center.x + cos(angle) * radius, y: center.y + sin(angle) * radius))
            ctx.strokePath()
        }
    }

    /// Draws a full battery: an outlined body in `frame`, filled, with the terminal nub at its right.
    static func drawBattery(in ctx: CGContext, frame: CGRect, cornerRadius: CGFloat, ink: CGColor) {
        ctx.setStrokeColor(ink)
        ctx.setFillColor(ink)
        ctx.setLineWidth(1)
        let body = frame.insetBy(dx: 0.5, dy: 0.5)
        ctx.addPath(CGPath(roundedRect: body, cornerWidth: cornerRadius, cornerHeight: cornerRadius, transform: nil))
        ctx.strokePath()
        let fill = frame.insetBy(dx: 2, dy: 2)
        let inner = max(0, cornerRadius - 1.5)
        ctx.addPath(CGPath(roundedRect: fill, cornerWidth: inner, cornerHeight: inner, transform: nil))
        ctx.fillPath()
        let nub = frame.height * 2 / 5
        ctx.fill(CGRect(x: frame.maxX + 0.5, y: frame.midY - nub / 2, width: 1.5, height: nub))
    }
}
