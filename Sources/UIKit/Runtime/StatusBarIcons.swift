// SPDX-License-Identifier: Apache-2.0

/// The status bar's icons, drawn as simple vector shapes (Apple's artwork is private): signal bars, the Wi-Fi fan,
/// the Airplane Mode airplane and the battery (the network activity spinner is `ActivitySpinner`'s). Coordinates are the bar layer's, y down.
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

    /// Draws an airplane seen from above, nose to the right, `length` points long and centred on `midY`, from `x`;
    /// returns the x after it (Airplane Mode: no network).
    static func drawAirplane(in ctx: CGContext, x: CGFloat, midY: CGFloat, length: CGFloat, ink: CGColor) -> CGFloat {
        let l = length
        func point(_ u: CGFloat, _ v: CGFloat) -> CGPoint { CGPoint(x: x + u * l, y: midY + v * l) }
        ctx.setFillColor(ink)
        let body = CGRect(x: x, y: midY - 0.07 * l, width: l, height: 0.14 * l)
        ctx.addPath(CGPath(roundedRect: body, cornerWidth: 0.07 * l, cornerHeight: 0.07 * l, transform: nil))
        ctx.fillPath()
        // Wings, swept back, then the tailplane.
        for (root, tip, span) in [(CGFloat(0.62), CGFloat(0.30), CGFloat(0.5)), (0.2, 0.04, 0.24)] {
            ctx.move(to: point(root, 0))
            ctx.addLine(to: point(tip + 0.1, -span))
            ctx.addLine(to: point(tip, -span))
            ctx.addLine(to: point(root - 0.22, 0))
            ctx.addLine(to: point(tip, span))
            ctx.addLine(to: point(tip + 0.1, span))
            ctx.closePath()
            ctx.fillPath()
        }
        return x + l
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
