// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing
import TouchstoneTesting
import UIKit

@MainActor
@Suite("String drawing")
struct StringDrawingTests {
    @Test("draw(at:) puts upright text with the line box's top-left at the point")
    func uprightAtPoint() throws {
        let font = UIFont.systemFont(ofSize: 30)
        let image = renderText { "HH".draw(at: CGPoint(x: 20, y: 10), withAttributes: [.font: font]) }
        let ink = try #require(inkBounds(image))
        // "H" sits on the baseline (top + ascender) and rises capHeight above it: upright, not mirrored.
        #expect(abs(ink.maxY - (10 + font.ascender)) <= 1.5)
        #expect(abs(ink.minY - (10 + font.ascender - font.capHeight)) <= 1.5)
        #expect(ink.minX >= 20 && ink.minX <= 24)
    }

    @Test("Foreground and background colours, and the default black")
    func colours() throws {
        let font = UIFont.systemFont(ofSize: 30)
        let red = renderText {
            "HH".draw(at: CGPoint(x: 10, y: 10), withAttributes: [.font: font, .foregroundColor: UIColor.red,
                                                                    .backgroundColor: UIColor.blue])
        }
        #expect(inkBounds(red, where: isReddish) != nil)
        // The background fills the line box: its top-left corner (above the cap height) is blue.
        #expect(isBlue(RGBAImage(red)[12, 12]))
        let black = renderText { "HH".draw(at: CGPoint(x: 10, y: 10), withAttributes: [.font: font]) }
        #expect(inkBounds(black, where: { $0.r < 40 && $0.g < 40 && $0.b < 40 }) != nil)
        #expect(inkBounds(black, where: isReddish) == nil)
    }

    @Test("Kern widens the ink by the extra space between characters")
    func kern() throws {
        let font = UIFont.systemFont(ofSize: 20)
        let plain = try #require(inkBounds(renderText { "HHHHH".draw(at: CGPoint(x: 5, y: 5), withAttributes: [.font: font]) }))
        let kerned = try #require(inkBounds(renderText {
            "HHHHH".draw(at: CGPoint(x: 5, y: 5), withAttributes: [.font: font, .kern: CGFloat(6)])
        }))
        #expect(abs(kerned.width - plain.width - 24) <= 2)
    }

    @Test("draw(in:) aligns with the paragraph style and clips to the rectangle")
    func drawInRect() throws {
        let style = NSMutableParagraphStyle()
        style.alignment = .center
        let font = UIFont.systemFont(ofSize: 20)
        let centred = try #require(inkBounds(renderText {
            "HH".draw(in: CGRect(x: 0, y: 0, width: 200, height: 50), withAttributes: [.font: font, .paragraphStyle: style])
        }))
        #expect(abs(centred.midX - 100) <= 2)
        let text = String(repeating: "HHH ", count: 30)
        let clipped = try #require(inkBounds(renderText {
            text.draw(in: CGRect(x: 10, y: 10, width: 100, height: 30), withAttributes: [.font: font])
        }))
        #expect(clipped.maxY <= 40 && clipped.maxX <= 110 && clipped.minY >= 10)
    }

    @Test("Legacy drawing uses the fill colour and draws shrunk text on the original baseline")
    func legacy() throws {
        let font = UIFont.systemFont(ofSize: 24)
        let green = renderText {
            UIColor.green.setFill()
            "HH".draw(at: CGPoint(x: 10, y: 10), withFont: font)
        }
        let ink = try #require(inkBounds(green, where: isGreenish))
        #expect(abs(ink.maxY - (10 + font.ascender)) <= 1.5)
        let small = renderText {
            "HH".draw(at: CGPoint(x: 10, y: 10), forWidth: 150, withFont: font, fontSize: 12,
                      lineBreakMode: .byTruncatingMiddle, baselineAdjustment: .alignBaselines)
        }
        let smallInk = try #require(inkBounds(small))
        #expect(abs(smallInk.maxY - (10 + font.ascender)) <= 1.5)
        #expect(smallInk.height < ink.height * 0.7)
        let text = String(repeating: "HHH", count: 20)
        let truncated = try #require(inkBounds(renderText {
            _ = text.draw(at: CGPoint(x: 10, y: 10), forWidth: 100, withFont: font, fontSize: 24,
                          lineBreakMode: .byTruncatingMiddle, baselineAdjustment: .none)
        }))
        #expect(truncated.maxX <= 110)
        let wrapped = "Hello there, general reader".draw(in: CGRect(x: 0, y: 0, width: 80, height: 200), withFont: font)
        #expect(wrapped.width <= 80 && wrapped.height >= font.lineHeight * 2)
    }

    @Test("Without a current context drawing does nothing")
    func noContext() {
        "Hello".draw(at: .zero, withAttributes: nil)
        NSAttributedString(string: "Hello").draw(in: CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect("Hello".draw(at: .zero, withFont: .systemFont(ofSize: 12)).width > 0)
    }

    @Test("Golden: alignment, colours, background and kern")
    func golden() throws {
        let left = NSMutableParagraphStyle(), right = NSMutableParagraphStyle()
        right.alignment = .right
        left.alignment = .left
        let image = renderText(width: 200, height: 120) {
            "Left aligned".draw(in: CGRect(x: 0, y: 0, width: 200, height: 30),
                                withAttributes: [.font: UIFont.systemFont(ofSize: 16), .paragraphStyle: left])
            "Right red".draw(in: CGRect(x: 0, y: 30, width: 200, height: 30),
                             withAttributes: [.font: UIFont.boldSystemFont(ofSize: 16), .foregroundColor: UIColor.red,
                                              .paragraphStyle: right])
            let attributed = NSMutableAttributedString(string: "Back", attributes: [
                .font: UIFont.systemFont(ofSize: 16), .backgroundColor: UIColor.yellow])
            attributed.append(NSAttributedString(string: " K e r n", attributes: [
                .font: UIFont.italicSystemFont(ofSize: 16), .kern: 3, .foregroundColor: UIColor.blue]))
            attributed.draw(at: CGPoint(x: 10, y: 65))
            "Truncated in the middle of this line".draw(at: CGPoint(x: 10, y: 95), forWidth: 180,
                withFont: .systemFont(ofSize: 16), fontSize: 16, lineBreakMode: .byTruncatingMiddle,
                baselineAdjustment: .alignBaselines)
        }
        try assertGolden(image, named: "text-attributes", suite: "Text", filePath: uikitTestsRootFile())
    }
}
