// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing
import TouchstoneTesting
import UIKit

@MainActor
@Suite("UILabel")
struct UILabelTests {
    private func render(_ label: UILabel) -> CGImage {
        renderText(width: Int(label.bounds.width), height: Int(label.bounds.height)) { label.draw(label.bounds) }
    }

    @Test("Defaults match UIKit")
    func defaults() {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
        #expect(label.text == nil && label.attributedText == nil)
        #expect(label.font == UIFont.systemFont(ofSize: 17))
        #expect(label.textColor == UIColor.label)
        #expect(label.textAlignment == .natural)
        #expect(label.numberOfLines == 1)
        #expect(label.lineBreakMode == .byTruncatingTail)
        #expect(label.shadowColor == nil && label.shadowOffset == CGSize(width: 0, height: -1))
        #expect(!label.isUserInteractionEnabled && label.isEnabled && !label.isHighlighted)
        #expect(!label.adjustsFontSizeToFitWidth && label.baselineAdjustment == .alignBaselines)
        #expect(UILabel().isUserInteractionEnabled == false)
        label.font = nil
        #expect(label.font == UIFont.systemFont(ofSize: 17))
    }

    @Test("text and attributedText replace each other; setting redraws")
    func textModel() {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
        label.attributedText = NSAttributedString(string: "styled")
        #expect(label.text == "styled")
        label.layer.displayIfNeeded()
        #expect(!label.layer.needsDisplay())
        label.text = "plain"
        #expect(label.attributedText == nil)
        #expect(label.layer.needsDisplay())
        label.layer.displayIfNeeded()
        label.textColor = .red
        #expect(label.layer.needsDisplay())
    }

    @Test("sizeThatFits: one line, wrapped lines, empty text")
    func sizing() {
        let label = UILabel()
        #expect(label.sizeThatFits(CGSize(width: 100, height: 100)) == .zero)
        label.text = "Hello world, this is a label"
        let one = "Hello world, this is a label".size(withAttributes: [.font: UIFont.systemFont(ofSize: 17)])
        #expect(label.intrinsicContentSize == CGSize(width: one.width.rounded(.up), height: one.height.rounded(.up)))
        label.numberOfLines = 0
        let wrapped = label.sizeThatFits(CGSize(width: 80, height: 0))
        #expect(wrapped.width <= 80 && wrapped.height >= one.height * 3)
        label.numberOfLines = 2
        let two = label.sizeThatFits(CGSize(width: 80, height: 0))
        #expect(two.height == (one.height * 2).rounded(.up))
        label.sizeToFit()
        #expect(label.bounds.size.height == one.height.rounded(.up))
    }

    @Test("Text is vertically centred and aligned in the bounds")
    func centring() throws {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        label.text = "HH"
        label.font = .systemFont(ofSize: 30)
        let font = label.font!
        let top = (100 - "HH".size(withAttributes: [.font: font]).height) / 2
        let ink = try #require(inkBounds(render(label)))
        #expect(abs(ink.maxY - (top + font.ascender)) <= 1.5)
        #expect(ink.minX <= 3)
        label.textAlignment = .center
        #expect(abs(try #require(inkBounds(render(label))).midX - 100) <= 2)
        label.textAlignment = .right
        #expect(try #require(inkBounds(render(label))).maxX >= 196)
    }

    @Test("Long text truncates in one line and wraps into at most numberOfLines")
    func truncation() throws {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        label.text = String(repeating: "word ", count: 30)
        let oneLine = label.textRect(forBounds: label.bounds, limitedToNumberOfLines: 1)
        #expect(oneLine.width <= 100)
        #expect(oneLine.height == "word".size(withAttributes: [.font: UIFont.systemFont(ofSize: 17)]).height)
        let ink = try #require(inkBounds(render(label)))
        #expect(ink.maxX <= 100 && ink.height < 25)
        label.numberOfLines = 2
        let twoLines = label.textRect(forBounds: label.bounds, limitedToNumberOfLines: 2)
        #expect(abs(twoLines.height - oneLine.height * 2) <= 1)
        let twoInk = try #require(inkBounds(render(label)))
        #expect(twoInk.height > 25 && twoInk.height < 50)
    }

    @Test("adjustsFontSizeToFitWidth shrinks one line to fit, no lower than the minimum")
    func shrinking() throws {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 120, height: 40))
        label.text = "Shrink me to fit here"
        label.lineBreakMode = .byClipping
        let unshrunk = try #require(inkBounds(render(label)))
        #expect(unshrunk.maxX >= 118)
        label.adjustsFontSizeToFitWidth = true
        label.minimumScaleFactor = 0.3
        let shrunk = try #require(inkBounds(render(label)))
        #expect(shrunk.maxX < 120 && shrunk.height < unshrunk.height)
        label.minimumScaleFactor = 0
        label.minimumFontSize = 16
        #expect(try #require(inkBounds(render(label))).maxX >= 118)
    }

    @Test("Disabled, highlighted and shadowed text colours")
    func colours() throws {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        label.text = "HHH"
        label.highlightedTextColor = .red
        label.isHighlighted = true
        #expect(inkBounds(render(label), where: isReddish) != nil)
        label.isHighlighted = false
        label.isEnabled = false
        let grey = try #require(inkBounds(render(label), where: { $0.r > 100 && $0.r < 160 && $0.r == $0.g }))
        #expect(grey.width > 20)
        #expect(inkBounds(render(label), where: { $0.r < 60 }) == nil)
        label.isEnabled = true
        label.shadowColor = .green
        label.shadowOffset = CGSize(width: 0, height: 3)
        let black = try #require(inkBounds(render(label), where: { $0.r < 60 && $0.g < 60 }))
        let shadow = try #require(inkBounds(render(label), where: isGreenish))
        #expect(shadow.maxY == black.maxY + 3)
    }

    @Test("Golden: plain, multi-line, truncated and attributed labels")
    func golden() throws {
        let labels: [UILabel] = (0..<4).map { UILabel(frame: CGRect(x: 0, y: CGFloat($0) * 50, width: 160, height: 50)) }
        labels[0].text = "Centred label"
        labels[0].textAlignment = .center
        labels[1].text = "A label that wraps onto two lines and then truncates"
        labels[1].numberOfLines = 2
        labels[1].font = .systemFont(ofSize: 14)
        labels[2].text = "Middle truncation of a long line"
        labels[2].lineBreakMode = .byTruncatingMiddle
        labels[2].textColor = .blue
        labels[2].shadowColor = .lightGray
        labels[3].attributedText = NSAttributedString(string: "Attributed", attributes: [
            .font: UIFont.boldSystemFont(ofSize: 20), .foregroundColor: UIColor.red])
        let image = renderText(width: 160, height: 200) {
            for label in labels {
                UIGraphicsGetCurrentContext()!.saveGState()
                UIGraphicsGetCurrentContext()!.translateBy(x: 0, y: label.frame.minY)
                label.draw(label.bounds)
                UIGraphicsGetCurrentContext()!.restoreGState()
            }
        }
        try assertGolden(image, named: "label-variants", suite: "Text", filePath: uikitTestsRootFile())
    }
}
