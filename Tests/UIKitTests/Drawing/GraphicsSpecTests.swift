// SPDX-License-Identifier: Apache-2.0

import Testing
import TouchstoneTesting
import UIKit

/// The guide's numbered Graphics behaviours (135, 137, 140, 141) not pinned elsewhere under their numbers.
@MainActor
@Suite("Guide graphics behaviours")
struct GraphicsSpecTests {
    private func bitmap(_ width: Int, _ height: Int) -> CGContext {
        CGContext(data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: 0,
                  space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!
    }

    /// Rows of column `x` whose red channel is set.
    private func redRows(_ image: RGBAImage, x: Int) -> [Int] {
        (0..<image.height).filter { image[x, $0].r > 128 }
    }

    @Test("135: restoring the graphics state brings back the line width and the full clip")
    func saveRestore() {
        let ctx = bitmap(40, 40)
        ctx.setLineWidth(3)
        ctx.saveGState()
        ctx.setLineWidth(10)
        ctx.clip(to: CGRect(x: 0, y: 0, width: 5, height: 5))
        #expect(ctx.boundingBoxOfClipPath == CGRect(x: 0, y: 0, width: 5, height: 5))
        ctx.restoreGState()
        #expect(ctx.boundingBoxOfClipPath == CGRect(x: 0, y: 0, width: 40, height: 40))
        ctx.setStrokeColor(red: 1, green: 0, blue: 0, alpha: 1)
        ctx.move(to: CGPoint(x: 0, y: 20.5))
        ctx.addLine(to: CGPoint(x: 40, y: 20.5))
        ctx.strokePath()
        let image = RGBAImage(ctx.makeImage()!)
        // A 3-unit line centred on y = 20.5 covers exactly three pixel rows, at x = 30, outside the old 5×5 clip.
        #expect(redRows(image, x: 30).count == 3)
    }

    @Test("137: a Quartz bitmap context's origin is bottom-left, y up")
    func bitmapOrigin() {
        let ctx = bitmap(40, 30)
        ctx.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        ctx.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        let image = RGBAImage(ctx.makeImage()!)
        #expect(image[2, 27].r == 255 && image[2, 2].r == 0)
    }

    @Test("140: at the default scale a 100×100-point view renders 100×100 pixels")
    func defaultScale() throws {
        let (device, window) = try launchedTestWindow()
        #expect(window.screen.scale == 1)
        let view = UIView(frame: CGRect(x: 0, y: 100, width: 100, height: 100))
        view.backgroundColor = .red
        window.addSubview(view)
        let screen = RGBAImage(device.screenshot())
        let redColumn = (0..<screen.height).filter { screen[50, $0] == (255, 0, 0, 255) }
        #expect(redColumn.first == 100 && redColumn.count == 100)
    }

    @Test("141: translating the CTM by (20, 20) moves a 10×10 fill at the origin to pixels 20…29")
    func translatedFill() {
        let image = renderPixels(CGSize(width: 40, height: 40)) {
            let ctx = UIGraphicsGetCurrentContext()!
            ctx.translateBy(x: 20, y: 20)
            UIColor.red.setFill()
            ctx.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        }
        #expect(image.at(20, 20) == .red && image.at(29, 29) == .red)
        #expect(image.at(19, 25) == .clear && image.at(30, 25) == .clear && image.at(25, 30) == .clear)
    }
}
