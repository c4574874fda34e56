// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing
import UIKit

@MainActor
@Suite("String measuring")
struct StringMeasuringTests {
    @Test("size(withAttributes:) grows with font size and length; the default font is system 12 pt")
    func sizeGrows() {
        let small = "Hello".size(withAttributes: [.font: UIFont.systemFont(ofSize: 12)])
        let big = "Hello".size(withAttributes: [.font: UIFont.systemFont(ofSize: 24)])
        let long = "Hello, world".size(withAttributes: [.font: UIFont.systemFont(ofSize: 12)])
        #expect(big.width > small.width * 1.8 && big.height > small.height * 1.8)
        #expect(long.width > small.width)
        #expect(long.height == small.height)
        #expect("Hello".size(withAttributes: nil) == small)
        #expect(("Hello" as NSString).size(withAttributes: nil) == small)
        let kerned = "Hello".size(withAttributes: [.kern: 4])
        #expect(kerned.width >= small.width + 4 * 4)
    }

    @Test("boundingRect wraps to the width with usesLineFragmentOrigin and is baseline-relative without it")
    func boundingRect() {
        let font = UIFont.systemFont(ofSize: 12)
        let text = "The quick brown fox jumps over the lazy dog again and again"
        let oneLine = text.size(withAttributes: [.font: font])
        let wrapped = text.boundingRect(with: CGSize(width: 80, height: 1000), options: .usesLineFragmentOrigin,
                                        attributes: [.font: font], context: nil)
        #expect(wrapped.origin == .zero)
        #expect(wrapped.width <= 80)
        #expect(wrapped.height >= oneLine.height * 4)
        let single = text.boundingRect(with: CGSize(width: 80, height: 1000), attributes: [.font: font])
        #expect(single.height == oneLine.height)
        #expect(single.minY < -font.capHeight)
        let attributed = NSAttributedString(string: text, attributes: [.font: font])
        #expect(attributed.boundingRect(with: CGSize(width: 80, height: 1000), options: .usesLineFragmentOrigin) == wrapped)
        #expect(attributed.size() == oneLine)
    }

    @Test("Attributed runs keep their own fonts")
    func attributedRuns() {
        let string = NSMutableAttributedString(string: "small", attributes: [.font: UIFont.systemFont(ofSize: 10)])
        string.append(NSAttributedString(string: "BIG", attributes: [.font: UIFont.systemFont(ofSize: 30)]))
        let size = string.size()
        #expect(size.height == "BIG".size(withAttributes: [.font: UIFont.systemFont(ofSize: 30)]).height)
        #expect(size.width > "smallBIG".size(withAttributes: [.font: UIFont.systemFont(ofSize: 10)]).width * 1.5)
    }

    @Test("Legacy sizes are whole points; constrained heights keep whole lines")
    func legacySizes() {
        let font = UIFont.systemFont(ofSize: 15)
        let size = "Hello".size(withFont: font)
        #expect(size.width == size.width.rounded(.up) && size.height == size.height.rounded(.up))
        #expect(size.width == "Hello".size(withAttributes: [.font: font]).width.rounded(.up))
        let text = String(repeating: "word ", count: 40)
        let tall = text.size(withFont: font, constrainedTo: CGSize(width: 100, height: 10_000))
        #expect(tall.height > font.lineHeight * 5)
        let two = text.size(withFont: font, constrainedTo: CGSize(width: 100, height: font.lineHeight * 2.5))
        #expect(two.height == (font.lineHeight * 2).rounded(.up))
        let huge = text.size(withFont: font, constrainedTo: CGSize(width: 100, height: CGFloat.greatestFiniteMagnitude))
        #expect(huge == tall)
    }

    @Test("MoveMe's sizeWithFont:minFontSize:actualFontSize: shrinks from 24 toward 9 pt, then truncates")
    func moveMeShrink() {
        let font = UIFont.systemFont(ofSize: 24)
        var actual: CGFloat = 0
        let short = "Hello".size(withFont: font, minFontSize: 9, actualFontSize: &actual, forWidth: 200,
                                 lineBreakMode: .byTruncatingMiddle)
        #expect(actual == 24)
        #expect(short == "Hello".size(withFont: font))

        let text = "Welcome to Touchstone, the demo"
        let full = text.size(withFont: font).width
        #expect(full > 200)
        let fitted = text.size(withFont: font, minFontSize: 9, actualFontSize: &actual, forWidth: 200,
                               lineBreakMode: .byTruncatingMiddle)
        #expect(actual < 24 && actual >= 9)
        #expect(actual == actual.rounded())
        #expect(fitted.width <= 200)
        #expect(text.size(withFont: font.withSize(actual)).width <= 200)
        #expect(text.size(withFont: font.withSize(actual + 1)).width > 200)

        let long = String(repeating: "Much too long to fit ", count: 10)
        let truncated = long.size(withFont: font, minFontSize: 9, actualFontSize: &actual, forWidth: 200,
                                  lineBreakMode: .byTruncatingMiddle)
        #expect(actual == 9)
        #expect(truncated.width <= 200 && truncated.width > 150)
    }
}
