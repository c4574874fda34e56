// SPDX-License-Identifier: Apache-2.0

import Testing
import TouchstoneTesting
@testable import UIKit

/// Underlines, strikethroughs, baseline offsets and shadows from attributed-string attributes.
@MainActor
@Suite("Text decorations")
struct TextDecorationTests {
    private let font = UIFont.systemFont(ofSize: 20)

    @Test("An underline adds ink below the baseline across the whole run, in its own colour")
    func underline() throws {
        let plain = renderText(width: 120, height: 40) {
            NSAttributedString(string: "acme", attributes: [.font: font]).draw(at: CGPoint(x: 5, y: 5))
        }
        let underlined = renderText(width: 120, height: 40) {
            NSAttributedString(string: "acme", attributes: [
                .font: font, .underlineStyle: NSUnderlineStyle.single.rawValue, .underlineColor: UIColor.red,
            ]).draw(at: CGPoint(x: 5, y: 5))
        }
        let plainInk = try #require(inkBounds(plain))
        let red = try #require(inkBounds(underlined, where: isReddish))
        #expect(red.minY >= plainInk.maxY - 2)
        #expect(red.width >= plainInk.width - 2)
    }

    @Test("A strikethrough crosses the letters' middle; style values as Int, NSNumber or the style all count")
    func strikethrough() throws {
        for value: Any in [NSUnderlineStyle.single.rawValue, NSNumber(value: 1), NSUnderlineStyle.single] {
            let image = renderText(width: 120, height: 40) {
                NSAttributedString(string: "acme", attributes: [
                    .font: font, .strikethroughStyle: value, .strikethroughColor: UIColor.red,
                ]).draw(at: CGPoint(x: 5, y: 5))
            }
            let red = try #require(inkBounds(image, where: isReddish))
            #expect(red.midY > 12 && red.midY < 25)
        }
        var attributes = TextLayout.Attributes(font: .system(size: 12))
        TextAttributeConversion.decorate(&attributes, with: [.strikethroughStyle: 0])
        #expect(!attributes.strikethrough)
    }

    @Test("A baseline offset raises the run; tracking spaces it when no kern is given")
    func baselineAndTracking() throws {
        // "x" then a raised "x" on one line: the second one's top is 8 pt higher.
        let line = NSMutableAttributedString(string: "x", attributes: [.font: font])
        line.append(NSAttributedString(string: "x", attributes: [.font: font, .baselineOffset: 8]))
        let image = RGBAImage(renderText(width: 60, height: 60) { line.draw(at: CGPoint(x: 5, y: 20)) })
        func top(_ columns: Range<Int>) -> Int? {
            (0..<image.height).first { y in columns.contains { x in Int(image[x, y].r) < 128 } }
        }
        let split = 5 + Int(NSAttributedString(string: "x", attributes: [.font: font]).size().width.rounded())
        let first = try #require(top(0..<split)), second = try #require(top(split..<60))
        #expect(abs((first - second) - 8) <= 1)
        let tight = NSAttributedString(string: "abc", attributes: [.font: font]).size().width
        let tracked = NSAttributedString(string: "abc", attributes: [.font: font, .tracking: 5]).size().width
        #expect(tracked >= tight + 9)
    }

    @Test("An NSShadow draws a blurred copy offset down and right in UIKit's coordinates")
    func shadow() throws {
        let shadow = NSShadow()
        shadow.shadowOffset = CGSize(width: 4, height: 6)
        shadow.shadowBlurRadius = 2
        shadow.shadowColor = UIColor.red
        let image = renderText(width: 120, height: 50) {
            NSAttributedString(string: "I", attributes: [.font: UIFont.boldSystemFont(ofSize: 30), .shadow: shadow,
                                                          .foregroundColor: UIColor.black])
                .draw(at: CGPoint(x: 10, y: 5))
        }
        let black = try #require(inkBounds(image) { $0.r < 60 && $0.g < 60 && $0.b < 60 })
        let red = try #require(inkBounds(image) { $0.r > 150 && $0.g < 150 && $0.b < 150 })
        #expect(red.maxX > black.maxX + 2)
        #expect(red.maxY > black.maxY + 3)
        let copy = try #require(shadow.copy() as? NSShadow)
        #expect(copy == shadow && copy !== shadow)
    }

    @Test("Golden: underline, double underline, strikethrough, raised text and a soft shadow")
    func golden() throws {
        let shadow = NSShadow()
        shadow.shadowOffset = CGSize(width: 2, height: 2)
        shadow.shadowBlurRadius = 3
        shadow.shadowColor = UIColor.blue.withAlphaComponent(0.6)
        let image = renderText(width: 220, height: 130) {
            let text = NSMutableAttributedString(string: "Under", attributes: [
                .font: font, .underlineStyle: NSUnderlineStyle.single.rawValue])
            text.append(NSAttributedString(string: " double", attributes: [
                .font: font, .underlineStyle: NSUnderlineStyle.double.rawValue, .underlineColor: UIColor.systemGreen]))
            text.draw(at: CGPoint(x: 8, y: 6))
            NSAttributedString(string: "Struck through", attributes: [
                .font: font, .strikethroughStyle: NSUnderlineStyle.single.rawValue,
                .strikethroughColor: UIColor.red]).draw(at: CGPoint(x: 8, y: 38))
            let raised = NSMutableAttributedString(string: "E = mc", attributes: [.font: font])
            raised.append(NSAttributedString(string: "2", attributes: [
                .font: UIFont.systemFont(ofSize: 12), .baselineOffset: 8]))
            raised.draw(at: CGPoint(x: 8, y: 68))
            NSAttributedString(string: "Shadowed", attributes: [
                .font: UIFont.boldSystemFont(ofSize: 22), .shadow: shadow]).draw(at: CGPoint(x: 8, y: 96))
        }
        try assertGolden(image, named: "text-decorations", suite: "Text", filePath: uikitTestsRootFile())
    }
}
