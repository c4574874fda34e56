// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing
import TouchstoneTesting
@testable import UIKit

/// `NSTextContainer.exclusionPaths`: text flows around excluded rectangles and shapes line by line.
@MainActor
@Suite("Text container exclusion paths")
struct TextViewExclusionPathTests {
    private let text = """
        Exclusion paths cut areas out of the text container. Each line that crosses one is split into the pieces \
        the path leaves free, and the text fills those pieces from left to right before the next line begins.
        A second paragraph follows the first one and flows around the same shapes when it reaches them.
        """

    /// Every glyph's line fragment rectangle, in container coordinates.
    private func fragments(_ textView: UITextView) -> [CGRect] {
        let manager = textView.layoutManager
        var rects: [CGRect] = []
        var index = 0
        while index < textView.textStorage.length {
            var range = NSRange()
            rects.append(manager.lineFragmentRect(forGlyphAt: index, effectiveRange: &range))
            index = max(index + 1, NSMaxRange(range))
        }
        return rects
    }

    /// The rectangles of every character in container coordinates (from the caret stops), skipping line breaks.
    private func characterRects(_ textView: UITextView) -> [CGRect] {
        let ns = textView.text as NSString
        let inset = textView.textContainerInset
        return (0..<ns.length).compactMap { i in
            guard ns.character(at: i) != 0x0A, ns.character(at: i) != 0x20 else { return nil }
            let start = textView.position(from: textView.beginningOfDocument, offset: i)!
            let end = textView.position(from: start, offset: 1)!
            let rects = textView.selectionRects(for: textView.textRange(from: start, to: end)!).map(\.rect)
            return rects.first?.offsetBy(dx: -inset.left, dy: -inset.top)
        }
    }

    @Test("lineFragmentRect(forProposedRect:) gives the piece left of a path and the rest as remaining")
    func proposedRect() {
        let container = NSTextContainer(size: CGSize(width: 300, height: 1000))
        #expect(container.isSimpleRectangularTextContainer)
        container.exclusionPaths = [UIBezierPath(rect: CGRect(x: 100, y: 20, width: 50, height: 40))]
        #expect(!container.isSimpleRectangularTextContainer)
        var remaining = CGRect.null
        let proposed = CGRect(x: 0, y: 30, width: 300, height: 20)
        let first = container.lineFragmentRect(forProposedRect: proposed, at: 0, writingDirection: .leftToRight,
                                               remaining: &remaining)
        #expect(first == CGRect(x: 0, y: 30, width: 100, height: 20))
        #expect(remaining == CGRect(x: 150, y: 30, width: 150, height: 20))
        // A line above the path, or only touching its top edge, is whole.
        let above = container.lineFragmentRect(forProposedRect: CGRect(x: 0, y: 0, width: 300, height: 20), at: 0,
                                               writingDirection: .leftToRight, remaining: &remaining)
        #expect(above == CGRect(x: 0, y: 0, width: 300, height: 20) && remaining == .zero)
        // A path covering the left part: the fragment starts after it.
        container.exclusionPaths = [UIBezierPath(rect: CGRect(x: -10, y: 0, width: 120, height: 100))]
        let right = container.lineFragmentRect(forProposedRect: proposed, at: 0, writingDirection: .leftToRight,
                                               remaining: &remaining)
        #expect(right == CGRect(x: 110, y: 30, width: 190, height: 20) && remaining == .zero)
        // Fully blocked, or below the container: nothing.
        container.exclusionPaths = [UIBezierPath(rect: CGRect(x: 0, y: 0, width: 300, height: 100))]
        #expect(container.lineFragmentRect(forProposedRect: proposed, at: 0, writingDirection: .leftToRight,
                                           remaining: nil) == .zero)
        container.exclusionPaths = []
        #expect(container.lineFragmentRect(forProposedRect: CGRect(x: 0, y: 2000, width: 300, height: 20), at: 0,
                                           writingDirection: .leftToRight, remaining: nil) == .zero)
    }

    @Test("A text view's lines avoid a rectangle at the top left: fragments and characters stay right of it")
    func rectangleTopLeft() throws {
        let (device, _, textView) = try launchedTextView(text: text, frame: CGRect(x: 20, y: 60, width: 280, height: 400))
        let excluded = CGRect(x: 0, y: 0, width: 100, height: 80)
        textView.textContainer.exclusionPaths = [UIBezierPath(rect: excluded)]
        device.advance(by: 1.0 / 60)
        let lines = fragments(textView)
        #expect(!lines.isEmpty)
        for line in lines { #expect(!line.intersects(excluded.insetBy(dx: 0.5, dy: 0.5)), "\(line)") }
        #expect(lines.contains { $0.minY < excluded.maxY && $0.minX >= excluded.maxX })
        #expect(lines.contains { $0.minY >= excluded.maxY && $0.minX == 0 })
        for rect in characterRects(textView) { #expect(!rect.intersects(excluded.insetBy(dx: 1, dy: 1)), "\(rect)") }
        // Flowing around the path takes more height than the plain text.
        let withPath = textView.contentSize.height
        textView.textContainer.exclusionPaths = []
        device.advance(by: 1.0 / 60)
        #expect(textView.contentSize.height < withPath)
        #expect(fragments(textView).allSatisfy { $0.minX == 0 })
    }

    @Test("A path in the middle splits lines in two, text on both sides; an oval's lines follow its curve")
    func middleAndOval() throws {
        let (device, _, textView) = try launchedTextView(text: text, frame: CGRect(x: 20, y: 60, width: 280, height: 400))
        let hole = CGRect(x: 110, y: 30, width: 60, height: 60)
        textView.textContainer.exclusionPaths = [UIBezierPath(rect: hole)]
        device.advance(by: 1.0 / 60)
        let lines = fragments(textView)
        let split = Dictionary(grouping: lines.filter { $0.minY < hole.maxY && $0.maxY > hole.minY }, by: \.minY)
        #expect(!split.isEmpty)
        for (_, pieces) in split {
            #expect(pieces.count == 2)
            #expect(pieces.contains { $0.maxX <= hole.minX } && pieces.contains { $0.minX >= hole.maxX })
        }
        for rect in characterRects(textView) { #expect(!rect.intersects(hole.insetBy(dx: 1, dy: 1)), "\(rect)") }

        let oval = CGRect(x: 140, y: 0, width: 140, height: 140)
        textView.textContainer.exclusionPaths = [UIBezierPath(ovalIn: oval)]
        device.advance(by: 1.0 / 60)
        let ovalLines = fragments(textView).filter { $0.minY < oval.maxY && $0.maxY > oval.minY }
        #expect(Set(ovalLines.map(\.maxX)).count > 1)
        let path = UIBezierPath(ovalIn: oval)
        for rect in characterRects(textView) {
            #expect(!path.contains(CGPoint(x: rect.midX, y: rect.midY)), "\(rect)")
        }
    }

    @Test("Typing in a paragraph above re-flows the paragraphs below around the path")
    func editingReflows() throws {
        let (device, _, textView) = try launchedTextView(text: "Short first.\nSecond paragraph of several words.",
                                                         frame: CGRect(x: 20, y: 60, width: 280, height: 400))
        let excluded = CGRect(x: 0, y: 20, width: 120, height: 40)
        textView.textContainer.exclusionPaths = [UIBezierPath(rect: excluded)]
        device.advance(by: 1.0 / 60)
        #expect(textView.becomeFirstResponder())
        textView.selectedRange = NSRange(location: 0, length: 0)
        textView.insertText("Many more words that push the next paragraph down and into the path. ")
        device.advance(by: 1.0 / 60)
        for line in fragments(textView) { #expect(!line.intersects(excluded.insetBy(dx: 0.5, dy: 0.5)), "\(line)") }
        for rect in characterRects(textView) { #expect(!rect.intersects(excluded.insetBy(dx: 1, dy: 1)), "\(rect)") }
    }

    @Test("An out-of-range glyph index gives .zero (logged)")
    func badIndex() throws {
        let (_, _, textView) = try launchedTextView(text: "abc")
        var range = NSRange(location: 9, length: 9)
        #expect(textView.layoutManager.lineFragmentRect(forGlyphAt: 7, effectiveRange: &range) == .zero)
        #expect(range == NSRange(location: 3, length: 0))
        #expect(textView.layoutManager.lineFragmentRect(forGlyphAt: 1, effectiveRange: &range).width > 0)
        #expect(range == NSRange(location: 0, length: 3))
    }

    @Test("Golden: text flowing around a square and a circle")
    func golden() throws {
        let (device, window, textView) = try launchedTextView(text: text, frame: CGRect(x: 20, y: 100, width: 280, height: 330))
        let square = CGRect(x: 0, y: 0, width: 90, height: 70)
        let circle = CGRect(x: 160, y: 120, width: 110, height: 110)
        textView.textContainer.exclusionPaths = [UIBezierPath(rect: square), UIBezierPath(ovalIn: circle)]
        let inset = textView.textContainerInset
        for (rect, color) in [(square, UIColor.systemTeal), (circle, UIColor.systemPink)] {
            let marker = UIView(frame: rect.offsetBy(dx: 20 + inset.left, dy: 100 + inset.top))
            marker.backgroundColor = color.withAlphaComponent(0.3)
            if rect == circle { marker.layer.cornerRadius = rect.width / 2 }
            window.addSubview(marker)
        }
        device.advance(by: 1.0 / 60)
        let s = DeviceProfile.modernPhone.scale
        let image = try #require(device.screenshot().cropping(to: CGRect(x: 10 * s, y: 90 * s, width: 300 * s, height: 350 * s)))
        try assertGolden(image, named: "textview-exclusion-paths", suite: "TextView", filePath: uikitTestsRootFile())
    }
}
