// SPDX-License-Identifier: Apache-2.0

import Testing
import TouchstoneTesting
import UIKit

/// Issue 12: font sizes beyond what Pango's fixed-point units hold (about 2.1 million points), NaN and infinity,
/// and huge kerning or line spacing, never trap; sizes are clamped to `TextFont.maximumSize`.
@MainActor
@Suite("Font size hardening")
struct FontSizeHardeningTests {
    @Test("UIFont sizes above the maximum are clamped to 16,384 pt; NaN and infinity give 12 pt; metrics work")
    func clampedSizes() {
        for size: CGFloat in [3e6, 1e18, 1e300] {
            let font = UIFont.systemFont(ofSize: size)
            #expect(font.pointSize == 16_384)
            #expect(font.ascender > 1_000)
        }
        #expect(UIFont.boldSystemFont(ofSize: 1e9).pointSize == 16_384)
        #expect(UIFont.systemFont(ofSize: 12).withSize(5e6).pointSize == 16_384)
        #expect(UIFont(name: "Helvetica", size: 1e12)?.pointSize == 16_384)
        for size: CGFloat in [.nan, .infinity, -.infinity] {
            #expect(UIFont.systemFont(ofSize: size).pointSize == 12)
        }
    }

    @Test("A label with a 1e7 pt font measures and draws; a normal label still draws after it")
    func hugeLabel() throws {
        let device = try HeadlessDevice(profile: .iPhone3GS)
        try device.launch(delegate: LoggingDelegate())
        let window = try #require(device.application?.keyWindow)
        let huge = UILabel(frame: CGRect(x: 0, y: 0, width: 320, height: 240))
        huge.text = "W"
        huge.font = UIFont.systemFont(ofSize: 1e7)
        window.addSubview(huge)
        let small = UILabel(frame: CGRect(x: 0, y: 300, width: 320, height: 40))
        small.text = "Hello"
        small.font = UIFont.systemFont(ofSize: 30)
        small.textColor = .black
        window.addSubview(small)

        #expect(huge.sizeThatFits(CGSize(width: 320, height: 240)).height > 1_000)
        device.advance(by: 0.1)

        let shot = RGBAImage(device.screenshot())
        #expect((0..<320).contains { x in (300..<340).contains { y in shot[x, y].r < 100 } })
    }

    @Test("CATextLayer.fontSize of 1e300, NaN and infinity lays out without trapping")
    func hugeTextLayerFontSize() throws {
        let device = try HeadlessDevice(profile: .iPhone3GS)
        try device.launch(delegate: LoggingDelegate())
        let window = try #require(device.application?.keyWindow)
        for size: CGFloat in [1e300, 3e6, .nan, .infinity] {
            let layer = CATextLayer()
            layer.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
            layer.string = "A"
            layer.fontSize = size
            window.layer.addSublayer(layer)
        }

        device.advance(by: 0.1)

        #expect(device.framesPresented > 0)
    }

    @Test("Kerning and line spacing of 1e300 or infinity draw without trapping")
    func hugeKernAndSpacing() {
        let style = NSMutableParagraphStyle()
        style.lineSpacing = 1e300
        for kern: CGFloat in [1e300, -1e300, .infinity] {
            let text = NSAttributedString(string: "kerned\nlines", attributes: [.kern: kern, .paragraphStyle: style])
            _ = renderText { text.draw(in: CGRect(x: 0, y: 0, width: 200, height: 100)) }
            #expect(text.size().width.isFinite)
        }
    }
}
