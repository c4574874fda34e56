// SPDX-License-Identifier: Apache-2.0

import CoreGraphics
import Foundation

/// Draws a film strip 64 × 44 points (infrastructure: the simulated picture of `MPMoviePlayerController` and
/// `AVPlayerLayer`): a grey frame with sprocket holes along the top and bottom edges and a play
/// triangle in the middle.
package func drawFilmGlyph(in context: CGContext, centre: CGPoint) {
    let strip = CGRect(x: centre.x - 32, y: centre.y - 22, width: 64, height: 44)
    context.setFillColor(CGColor(gray: 0.45, alpha: 1))
    context.fill(strip)
    context.setFillColor(CGColor(gray: 0.08, alpha: 1))
    for i in 0..<6 {
        let x = strip.minX + 4 + CGFloat(i) * 10
        context.fill(CGRect(x: x, y: strip.minY + 3, width: 6, height: 5))
        context.fill(CGRect(x: x, y: strip.maxY - 8, width: 6, height: 5))
    }
    context.fill(CGRect(x: strip.minX + 3, y: strip.minY + 11, width: 58, height: 22))
    context.setFillColor(CGColor(gray: 0.45, alpha: 1))
    context.move(to: CGPoint(x: centre.x - 6, y: centre.y - 8))
    context.addLine(to: CGPoint(x: centre.x + 9, y: centre.y))
    context.addLine(to: CGPoint(x: centre.x - 6, y: centre.y + 8))
    context.closePath()
    context.fillPath()
}
