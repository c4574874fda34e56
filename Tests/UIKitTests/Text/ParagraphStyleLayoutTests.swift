// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing
import TouchstoneTesting
import UIKit

@MainActor
@Suite("Paragraph style layout")
struct ParagraphStyleLayoutTests {
    private let font = UIFont.systemFont(ofSize: 14)
    private let prose = "The quick brown fox jumps over the lazy dog and keeps on running far away"

    /// The string under a paragraph style set up by `configure`.
    private func styled(_ text: String, _ configure: (NSMutableParagraphStyle) -> Void) -> NSAttributedString {
        let style = NSMutableParagraphStyle()
        configure(style)
        return NSAttributedString(string: text, attributes: [.font: font, .paragraphStyle: style])
    }

    /// The line-fragment bounding rectangle of `text` wrapped at `width`.
    private func measure(_ text: String, width: CGFloat = 1000,
                         _ configure: (NSMutableParagraphStyle) -> Void = { _ in }) -> CGRect
    {
        styled(text, configure).boundingRect(with: CGSize(width: width, height: 10_000),
                                             options: .usesLineFragmentOrigin, context: nil)
    }

    @Test("lineHeightMultiple 2 doubles every line's advance")
    func lineHeightMultiple() {
        let one = measure("Hello"), three = measure("Hello\nthere\nworld")
        let doubled = measure("Hello\nthere\nworld") { $0.lineHeightMultiple = 2 }
        #expect(abs(doubled.height - 2 * three.height) < 1)
        #expect(abs(measure("Hello") { $0.lineHeightMultiple = 2 }.height - 2 * one.height) < 1)
        #expect(measure("Hello") { $0.lineHeightMultiple = -3 }.height == one.height)
    }

    @Test("minimum and maximum line heights clamp each line")
    func minimumAndMaximum() {
        #expect(abs(measure("Hello") { $0.minimumLineHeight = 40 }.height - 40) < 0.5)
        #expect(abs(measure("Hello\nthere") { $0.maximumLineHeight = 10 }.height - 20) < 0.5)
        // The multiple applies first, then the limits.
        #expect(abs(measure("Hello") { $0.lineHeightMultiple = 5; $0.maximumLineHeight = 30 }.height - 30) < 0.5)
    }

    @Test("paragraphSpacing and paragraphSpacingBefore add space between paragraphs only")
    func paragraphSpacing() {
        let single = measure("Hello"), two = measure("Hello\nthere"), three = measure("Hello\nthere\nworld")
        #expect(measure("Hello") { $0.paragraphSpacing = 10 }.height == single.height)
        #expect(abs(measure("Hello\nthere") { $0.paragraphSpacing = 10 }.height - (two.height + 10)) < 0.5)
        #expect(abs(measure("Hello\nthere\nworld") { $0.paragraphSpacing = 10 }.height - (three.height + 20)) < 0.5)
        #expect(measure("Hello") { $0.paragraphSpacingBefore = 6 }.height == single.height)
        #expect(abs(measure("Hello\r\nthere") { $0.paragraphSpacingBefore = 6 }.height - (two.height + 6)) < 0.5)
        // Wrapped lines inside one paragraph get no paragraph spacing.
        let wrapped = measure(prose, width: 120)
        #expect(measure(prose, width: 120) { $0.paragraphSpacing = 10 } == wrapped)
        // An empty paragraph is a line of its own.
        #expect(abs(measure("Hello\n\nthere") { $0.paragraphSpacing = 10 }.height - (three.height + 20)) < 0.5)
    }

    @Test("firstLineHeadIndent moves the first line, headIndent the wrapped ones")
    func headIndents() throws {
        let plain = measure("Hello")
        #expect(abs(measure("Hello") { $0.firstLineHeadIndent = 40 }.width - (plain.width + 40)) < 0.5)
        let text = styled(prose) { $0.headIndent = 30 }
        let image = renderText(width: 160, height: 120) { text.draw(in: CGRect(x: 0, y: 0, width: 160, height: 120)) }
        let line = font.lineHeight
        let firstLine = try #require(image.cropping(to: CGRect(x: 0, y: 0, width: 160, height: line)))
        let secondLine = try #require(image.cropping(to: CGRect(x: 0, y: line + 2, width: 160, height: line - 4)))
        let first = try #require(inkBounds(firstLine))
        let second = try #require(inkBounds(secondLine))
        #expect(first.minX < 4)
        // 30 points in, give or take the side bearing of the line's first glyph ('j' hooks left).
        #expect(second.minX >= 28 && second.minX < 34)
        // A hanging indent: the first line further left than the rest.
        let hanging = styled(prose) { $0.firstLineHeadIndent = 0; $0.headIndent = 20 }
        #expect(hanging.boundingRect(with: CGSize(width: 160, height: 1000), options: .usesLineFragmentOrigin,
                                     context: nil).height > measure(prose, width: 160).height - 0.5)
    }

    @Test("tailIndent: negative insets from the trailing edge, positive is the line length")
    func tailIndent() {
        #expect(measure(prose, width: 200) { $0.tailIndent = -50 } == measure(prose, width: 150))
        #expect(measure(prose, width: 300) { $0.tailIndent = 100 } == measure(prose, width: 100))
        #expect(measure(prose, width: 200) { $0.tailIndent = -50 }.width <= 150)
    }

    @Test("UILabel and String drawing honour the paragraph style")
    func labelsHonourStyle() {
        let label = UILabel()
        label.numberOfLines = 0
        label.attributedText = NSAttributedString(string: "Hello\nthere", attributes: [.font: font])
        let plain = label.sizeThatFits(CGSize(width: 300, height: 0))
        label.attributedText = styled("Hello\nthere") { $0.paragraphSpacing = 12; $0.firstLineHeadIndent = 10 }
        let spaced = label.sizeThatFits(CGSize(width: 300, height: 0))
        #expect(spaced.height == plain.height + 12)
        #expect(spaced.width >= plain.width + 9)
        let style = NSMutableParagraphStyle()
        style.lineHeightMultiple = 2
        let attributes: [NSAttributedString.Key: Any] = [.font: font, .paragraphStyle: style]
        #expect(abs("Hi".size(withAttributes: attributes).height - 2 * "Hi".size(withAttributes: [.font: font]).height) < 1)
    }

    @Test("preferredMaxLayoutWidth wraps a multi-line label's intrinsic size")
    func preferredMaxLayoutWidth() {
        let label = UILabel()
        label.font = font
        label.text = prose
        #expect(label.preferredMaxLayoutWidth == 0)
        let unwrapped = label.intrinsicContentSize
        label.numberOfLines = 0
        #expect(label.intrinsicContentSize == unwrapped)
        label.preferredMaxLayoutWidth = 120
        let wrapped = label.intrinsicContentSize
        #expect(wrapped.width <= 120 && wrapped.height > unwrapped.height * 3)
        #expect(wrapped == label.sizeThatFits(CGSize(width: 120, height: 0)))
        label.numberOfLines = 1
        #expect(label.intrinsicContentSize == unwrapped)
    }

    @Test("Golden: a label with line height, spacing and indents")
    func golden() throws {
        let style = NSMutableParagraphStyle()
        style.lineHeightMultiple = 1.3
        style.paragraphSpacing = 10
        style.firstLineHeadIndent = 24
        style.headIndent = 8
        style.tailIndent = -8
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        label.numberOfLines = 0
        label.attributedText = NSAttributedString(
            string: "First paragraph, long enough to wrap onto a second line.\nSecond paragraph, also wrapping around.",
            attributes: [.font: font, .paragraphStyle: style])
        let image = renderText(width: 200, height: 200) { label.draw(label.bounds) }
        try assertGolden(image, named: "label-paragraph-style", suite: "Text", filePath: uikitTestsRootFile())
    }
}
