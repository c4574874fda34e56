// SPDX-License-Identifier: Apache-2.0
//
// The code that draws MoveMe's own art: Placard.png (@1x, @2x) and Icon.png. The committed files under
// Examples/MoveMe/Sources/MoveMeKit/MoveMe.app are checked against it by PlacardArtTests; run
// `UPDATE_GOLDENS=1 swift test --filter PlacardArtTests` to redraw them after changing this file.

import UIKit

/// MoveMe's art, drawn with Touchstone's UIKit drawing on Core Graphics.
@MainActor
enum PlacardArt {
    /// The placard's size in points.
    static let placardSize = CGSize(width: 240, height: 60)
    /// The home-screen icon's size in points (iPhone OS 3's 57×57).
    static let iconSize = CGSize(width: 57, height: 57)

    /// The placard at `scale` pixels per point: a deep-blue rounded button with a glossy top half and a light rim.
    static func placard(scale: CGFloat) -> UIImage {
        render(size: placardSize, scale: scale) { context in
            let bounds = CGRect(origin: .zero, size: placardSize).insetBy(dx: 1, dy: 1)
            let shape = UIBezierPath(roundedRect: bounds, cornerRadius: 14)
            context.saveGState()
            shape.addClip()
            fillGradient(context, from: UIColor(red: 0.16, green: 0.38, blue: 0.78, alpha: 1),
                         to: UIColor(red: 0.04, green: 0.13, blue: 0.42, alpha: 1), height: placardSize.height)
            let gloss = UIBezierPath(roundedRect: CGRect(x: 4, y: 3, width: placardSize.width - 8, height: 26),
                                     cornerRadius: 11)
            UIColor(white: 1, alpha: 0.18).setFill()
            gloss.fill()
            context.restoreGState()
            UIColor(red: 0.62, green: 0.76, blue: 1, alpha: 1).setStroke()
            shape.lineWidth = 2
            shape.stroke()
        }
    }

    /// The icon at `scale`: the placard's colours with a small white placard in the middle.
    static func icon(scale: CGFloat) -> UIImage {
        render(size: iconSize, scale: scale) { context in
            fillGradient(context, from: UIColor(red: 0.25, green: 0.25, blue: 0.27, alpha: 1),
                         to: UIColor(red: 0.12, green: 0.12, blue: 0.13, alpha: 1), height: iconSize.height)
            let button = UIBezierPath(roundedRect: CGRect(x: 8, y: 20, width: 41, height: 17), cornerRadius: 5)
            UIColor(red: 0.16, green: 0.38, blue: 0.78, alpha: 1).setFill()
            button.fill()
            UIColor(red: 0.62, green: 0.76, blue: 1, alpha: 1).setStroke()
            button.lineWidth = 1.5
            button.stroke()
        }
    }

    private static func render(size: CGSize, scale: CGFloat, _ draw: (CGContext) -> Void) -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = scale
        format.opaque = false
        return UIGraphicsImageRenderer(size: size, format: format).image { draw($0.cgContext) }
    }

    private static func fillGradient(_ context: CGContext, from top: UIColor, to bottom: UIColor, height: CGFloat) {
        guard let gradient = CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(),
                                        colors: [top.cgColor, bottom.cgColor], locations: [0, 1])
        else { return }
        context.drawLinearGradient(gradient, start: .zero, end: CGPoint(x: 0, y: height), options: [])
    }
}
