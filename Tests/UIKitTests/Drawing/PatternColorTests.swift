// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing
import TouchstoneTesting
import UIKit

/// `UIColor(patternImage:)`: a colour that tiles an image, as a view's background and as a fill in `draw(_:)`.
@MainActor
@Suite struct PatternColorTests {
    /// A 4×4-point tile: red, green, blue and white 2×2 quadrants (top-left, top-right, bottom-left, bottom-right).
    private let tile = UIImage(cgImage: quadrants(side: 4))

    @Test("As a view's background the image tiles upright from the view's top-left corner")
    func backgroundTilesFromTheViewOrigin() throws {
        let (device, window) = try launchedTestWindow()
        let view = UIView(frame: CGRect(x: 21, y: 43, width: 40, height: 20))
        view.backgroundColor = UIColor(patternImage: tile)
        window.addSubview(view)
        device.advance(by: 1.0 / 60)
        let shot = RGBAImage(device.screenshot())

        #expect(shot.at(21, 43) == .red, "the first tile's top-left quadrant at the view's corner")
        #expect(shot.at(23, 43) == .green)
        #expect(shot.at(21, 45) == .blue)
        #expect(shot.at(23, 45) == .white)
        #expect(shot.at(25, 47) == .red, "the next tile, 4 points on")
        #expect(shot.at(60, 62) == .white)
        #expect(shot.at(61, 43) != .green, "nothing past the view's edge")
    }

    @Test("Set as the fill in a UIKit context it tiles from the context's top-left, whatever the CTM")
    func fillInImageContext() {
        let color = UIColor(patternImage: tile)
        let px = renderPixels(CGSize(width: 16, height: 16)) {
            let ctx = UIGraphicsGetCurrentContext()!
            ctx.translateBy(x: 1, y: 1)
            color.setFill()
            UIRectFill(CGRect(x: -1, y: -1, width: 16, height: 16))
        }
        #expect(px.at(0, 0) == .red)
        #expect(px.at(2, 0) == .green)
        #expect(px.at(0, 2) == .blue)
        #expect(px.at(3, 3) == .white)
        #expect(px.at(4, 4) == .red)
        #expect(px.at(15, 14) == .white)
    }

    @Test("At scale 2 each tile is its size in points, drawn at full resolution")
    func retinaTiles() {
        let color = UIColor(patternImage: tile)
        let px = renderPixels(CGSize(width: 8, height: 8), scale: 2) {
            color.setFill()
            UIRectFill(CGRect(x: 0, y: 0, width: 8, height: 8))
        }
        #expect(px.width == 16)
        #expect(px.at(0, 0) == .red && px.at(3, 3) == .red)
        #expect(px.at(4, 0) == .green)
        #expect(px.at(8, 8) == .red, "the second tile starts 4 points = 8 pixels on")
    }

    @Test("A pattern colour has no RGB or white components; alpha and copies keep the pattern")
    func components() throws {
        let color = UIColor(patternImage: tile)
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0, w: CGFloat = 0
        #expect(!color.getRed(&r, green: &g, blue: &b, alpha: &a))
        #expect(!color.getWhite(&w, alpha: &a))
        #expect(!color.getHue(&r, saturation: &g, brightness: &b, alpha: &a))
        #expect(color.cgColor.pattern != nil)
        #expect(color.cgColor.alpha == 1)
        #expect(color.description.hasPrefix("UIPatternColor"))
        let faded = color.withAlphaComponent(0.5)
        #expect(faded.cgColor.pattern === color.cgColor.pattern)
        #expect(faded.cgColor.alpha == 0.5)
    }

    @Test("Bad input: an image without pixels gives a transparent colour")
    func emptyImage() {
        let color = UIColor(patternImage: UIImage())
        #expect(color.cgColor.pattern == nil)
        #expect(color.cgColor.alpha == 0)
    }
}
