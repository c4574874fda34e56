// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing
import TouchstoneTesting
@testable import UIKit

@MainActor
@Suite("UITextView layout")
struct TextViewLayoutTests {
    private func paragraphs(_ count: Int) -> String {
        (0..<count).map { "Paragraph \($0): the quick brown fox jumps over the lazy dog." }.joined(separator: "\n")
    }

    @Test("Text starts inside the 8-point insets and the 5-point line padding; the caret and selection follow lines")
    func caretAndSelectionGeometry() throws {
        let (_, _, textView) = try launchedTextView(text: "First line\nSecond")
        #expect(textView.textContainerInset == UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0))
        #expect(textView.textContainer.lineFragmentPadding == 5)
        #expect(textView.textContainer.size.width == 280)
        let start = textView.caretRect(for: textView.beginningOfDocument)
        #expect(abs(start.midX - 5) < 0.5 && start.minY == 8 && start.width == 2)
        let lineHeight = UIFont.systemFont(ofSize: 17).lineHeight
        let second = textView.caretRect(for: textView.position(from: textView.beginningOfDocument, offset: 11)!)
        #expect(abs(second.minY - (8 + lineHeight)) < 1.5 && abs(second.midX - 5) < 0.5)
        let whole = textView.textRange(from: textView.position(from: textView.beginningOfDocument, offset: 6)!,
                                       to: textView.position(from: textView.beginningOfDocument, offset: 14)!)!
        let rects = textView.selectionRects(for: whole).map(\.rect)
        #expect(rects.count == 2)
        #expect(rects[0].minY < rects[1].minY)
        // The selected line break extends the first line's highlight to the container's end.
        #expect(abs(rects[0].maxX - 280) < 6)
        #expect(textView.selectionRects(for: whole).first?.containsStart == true)
        // A point on the second line finds an offset on it.
        let position = try #require(textView.closestPosition(to: CGPoint(x: 5, y: second.midY)))
        #expect(textView.offset(from: textView.beginningOfDocument, to: position) == 11)
        let down = try #require(textView.position(from: textView.beginningOfDocument, in: .down, offset: 1))
        #expect(textView.offset(from: textView.beginningOfDocument, to: down) == 11)
    }

    @Test("The content size is the text's height plus the insets; a keystroke lays out only its paragraph again")
    func incrementalLayout() throws {
        let (device, _, textView) = try launchedTextView(text: paragraphs(60))
        let layout = textView.layoutManager.paragraphs
        #expect(layout.entries.count == 60)
        #expect(abs(textView.contentSize.height - (layout.totalHeight + 16).rounded(.up)) < 0.5)
        #expect(textView.contentSize.height > 1000)
        // Only the paragraphs near the visible area have views.
        #expect(textView.paragraphViews.count < 15)
        #expect(textView.becomeFirstResponder())
        textView.selectedRange = NSRange(location: 5, length: 0)
        let before = layout.layoutCount
        let untouched = layout.entries[30].id
        textView.insertText("x")
        device.advance(by: 1.0 / 60)
        #expect(layout.layoutCount == before + 1)
        #expect(layout.entries[30].id == untouched)
        // A new line splits one paragraph into two, laying out just those two.
        textView.insertText("\n")
        device.advance(by: 1.0 / 60)
        #expect(layout.entries.count == 61)
        #expect(layout.layoutCount == before + 3)
    }

    @Test("scrollRangeToVisible scrolls the least that shows the range")
    func scrollRangeToVisible() throws {
        let text = paragraphs(40)
        let (device, _, textView) = try launchedTextView(text: text)
        #expect(textView.contentOffset.y == 0)
        let end = (text as NSString).length
        textView.scrollRangeToVisible(NSRange(location: end - 3, length: 3))
        device.advance(by: 1.0 / 60)
        let maxOffset = textView.contentSize.height - textView.bounds.height
        #expect(abs(textView.contentOffset.y - maxOffset) < 1)
        let caret = textView.caretRect(for: textView.endOfDocument)
        #expect(textView.bounds.contains(caret))
        // Back to the start.
        textView.scrollRangeToVisible(NSRange(location: 0, length: 0))
        #expect(textView.contentOffset.y == 0)
    }

    @Test("With scrolling off, the view sizes to its text: intrinsicContentSize and sizeThatFits")
    func nonScrollingSizing() throws {
        let (device, window, textView) = try launchedTextView(text: "One line")
        textView.isScrollEnabled = false
        let one = textView.intrinsicContentSize.height
        let lineHeight = UIFont.systemFont(ofSize: 17).lineHeight
        #expect(abs(one - (lineHeight + 16).rounded(.up)) < 1.5)
        textView.text = "One line\nTwo lines\nThree lines"
        let three = textView.intrinsicContentSize.height
        #expect(abs(three - one - 2 * lineHeight) < 2)
        #expect(textView.intrinsicContentSize.width == UIView.noIntrinsicMetric)
        // A narrower width wraps, so it is taller.
        let narrow = textView.sizeThatFits(CGSize(width: 60, height: 0))
        #expect(narrow.width == 60 && narrow.height > three)
        // Auto Layout takes the intrinsic height.
        let sized = UITextView(frame: .zero)
        sized.isScrollEnabled = false
        sized.font = .systemFont(ofSize: 17)
        sized.text = "A\nB\nC\nD"
        sized.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(sized)
        NSLayoutConstraint.activate([
            sized.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 10),
            sized.widthAnchor.constraint(equalToConstant: 200),
            sized.topAnchor.constraint(equalTo: window.topAnchor, constant: 320),
        ])
        device.advance(by: 1.0 / 60)
        #expect(abs(sized.frame.height - (4 * lineHeight + 16)) < 4)
        #expect(!textView.isScrollEnabled)
    }

    @Test("Data detectors find links and phone numbers; tapping one asks the delegate and opens it")
    func dataDetectorTap() throws {
        let text = "Visit https://example.com/docs, or call 555-123-4567 today."
        let (device, _, textView) = try launchedTextView(text: text)
        textView.isEditable = false
        textView.dataDetectorTypes = [.link, .phoneNumber]
        device.advance(by: 1.0 / 60)
        let log = TextViewLog(textView)
        defer { log.stopObserving() }
        #expect(textView.links.map(\.url.absoluteString) == ["https://example.com/docs", "tel:5551234567"])
        let ns = text as NSString
        let urlRange = ns.range(of: "https://example.com/docs")
        let (_, lines) = UIKitDiagnostics.capturing {
            device.tap(at: textView.windowPoint(atOffset: urlRange.location + 4))
        }
        #expect(log.entries == ["link https://example.com/docs {6, 24}"])
        #expect(lines.contains { $0.contains("open(_:)") && $0.contains("https://example.com/docs") })
        // Refused: nothing opens.
        log.allowLink = false
        let phone = ns.range(of: "555-123-4567")
        let (_, refused) = UIKitDiagnostics.capturing {
            device.tap(at: textView.windowPoint(atOffset: phone.location + 3))
        }
        #expect(log.links.last?.absoluteString == "tel:5551234567")
        #expect(!refused.contains { $0.contains("open(_:)") })
        // Tapping plain text does nothing; an editable view shows no detected links.
        device.tap(at: textView.windowPoint(atOffset: 2))
        #expect(log.links.count == 2)
        textView.isEditable = true
        #expect(textView.links.isEmpty)
    }

    @Test("The scanner: URLs, www, e-mail, phone numbers; punctuation around them is not part of them")
    func scanner() {
        let text = "(see www.swift.org.) mail me@example.org; +44 20 7946 0958 and 12345 not a phone" as NSString
        let matches = TextDataScanner.matches(in: text, types: .all)
        #expect(matches.map(\.url.absoluteString) == ["http://www.swift.org", "mailto:me@example.org", "tel:+442079460958"])
        #expect(text.substring(with: matches[0].range) == "www.swift.org")
        #expect(TextDataScanner.matches(in: text, types: .phoneNumber).count == 1)
        #expect(TextDataScanner.matches(in: text, types: []).isEmpty)
    }
}
