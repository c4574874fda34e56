// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing
import TouchstoneTesting
@testable import UIKit

@MainActor
@Suite("UITextField caret, selection and magnifier")
struct TextFieldSelectionTests {
    @Test("A tap while editing puts the caret at the nearer edge of the tapped word")
    func tapPlacesCaret() throws {
        let (device, _, field) = try launchedTextField(text: "hello world")
        #expect(field.becomeFirstResponder())
        device.advance(by: 0.5)
        // Just right of "w": nearer the word's start.
        let start = field.windowPoint(atOffset: 6), end = field.windowPoint(atOffset: 11)
        device.tap(at: CGPoint(x: start.x + 3, y: start.y))
        #expect(field.selectedNSRange == NSRange(location: 6, length: 0))
        device.advance(by: 0.5)
        device.tap(at: CGPoint(x: end.x - 3, y: end.y))
        #expect(field.selectedNSRange == NSRange(location: 11, length: 0))
        // Past the text's end: the end.
        device.advance(by: 0.5)
        device.tap(at: CGPoint(x: end.x + 40, y: end.y))
        #expect(field.selectedNSRange == NSRange(location: 11, length: 0))
    }

    @Test("A double tap selects the word under the finger, with handles at both ends")
    func doubleTapSelectsWord() throws {
        let (device, _, field) = try launchedTextField(text: "hello world")
        #expect(field.becomeFirstResponder())
        device.advance(by: 0.5)
        let point = field.windowPoint(atOffset: 8)
        device.tap(at: point, count: 2)
        #expect(field.selectedNSRange == NSRange(location: 6, length: 5))
        let display = try #require(field.selectionDisplay)
        #expect(display.handleCarets != nil)
        #expect(!display.isCaretVisible)
        let selected = try #require(field.selectedTextRange)
        let rects = field.selectionRects(for: selected)
        #expect(rects.count == 1 && rects[0].containsStart && rects[0].containsEnd)
        #expect(rects[0].rect.width > 20)
    }

    @Test("Dragging the end handle extends the selection; it never crosses the start")
    func handleDrag() throws {
        let (device, _, field) = try launchedTextField(text: "one two three")
        #expect(field.becomeFirstResponder())
        field.selectedTextRange = TextIndexRange(NSRange(location: 4, length: 3))
        device.advance(by: 0.1)
        let display = try #require(field.selectionDisplay)
        let dotCenter = try #require(display.handleDotCenter(start: false))
        let dot = display.convert(dotCenter, to: nil)
        let target = field.windowPoint(atOffset: 13)
        device.drag(from: dot, to: CGPoint(x: target.x, y: dot.y))
        #expect(field.selectedNSRange == NSRange(location: 4, length: 9))
        device.advance(by: 0.5)
        let endCenter = try #require(display.handleDotCenter(start: false))
        let endDot = display.convert(endCenter, to: nil)
        device.drag(from: endDot, to: CGPoint(x: field.windowPoint(atOffset: 0).x, y: endDot.y))
        #expect(field.selectedNSRange == NSRange(location: 4, length: 1))
    }

    @Test("Touch and hold shows the magnifier after half a second and moves the caret with the finger")
    func magnifier() throws {
        let (device, window, field) = try launchedTextField(text: "magnify me")
        #expect(field.becomeFirstResponder())
        device.advance(by: 0.5)
        let first = field.windowPoint(atOffset: 2)
        device.touchDown(at: first)
        device.advance(by: 0.4)
        #expect(field.interaction.magnifier == nil)
        device.advance(by: 0.15)
        let magnifier = try #require(field.interaction.magnifier)
        #expect(magnifier.superview === window)
        #expect(!magnifier.isLoupe && magnifier.bounds.size == CGSize(width: 88, height: 44))
        #expect(magnifier.frame.maxY < first.y)
        #expect(field.selectedNSRange == NSRange(location: 2, length: 0))
        device.touchMove(to: field.windowPoint(atOffset: 7))
        #expect(field.selectedNSRange == NSRange(location: 7, length: 0))
        device.touchUp()
        #expect(field.interaction.magnifier == nil && magnifier.superview == nil)
        #expect(field.selectedNSRange == NSRange(location: 7, length: 0))
    }

    @Test("On the classic profile the magnifier is iPhone OS 3's round loupe")
    func classicLoupe() throws {
        let (device, _, field) = try launchedTextField(.iPhone3GS, text: "loupe")
        #expect(field.becomeFirstResponder())
        device.touchDown(at: field.windowPoint(atOffset: 2))
        device.advance(by: 0.6)
        let magnifier = try #require(field.interaction.magnifier)
        #expect(magnifier.isLoupe && magnifier.bounds.width == magnifier.bounds.height)
        device.touchUp()
    }

    @Test("The caret blinks on the device clock, half a second on and off, and stays solid while typing")
    func caretBlink() throws {
        let (device, _, field) = try launchedTextField(text: "blink")
        #expect(field.becomeFirstResponder())
        let display = try #require(field.selectionDisplay)
        #expect(display.isCaretVisible)
        device.advance(by: 0.45)
        #expect(display.isCaretVisible)
        device.advance(by: 0.1)
        #expect(!display.isCaretVisible)
        device.advance(by: 0.5)
        #expect(display.isCaretVisible)
        // Typing every 0.3 s: the caret never goes out.
        device.advance(by: 0.45)
        for _ in 0..<5 {
            field.insertText("x")
            #expect(display.isCaretVisible)
            device.advance(by: 0.3)
            #expect(display.isCaretVisible)
        }
        #expect(field.resignFirstResponder())
        #expect(field.selectionDisplay == nil && display.superview == nil)
    }

    @Test("A long line scrolls horizontally to keep the caret inside the text rectangle")
    func horizontalScroll() throws {
        let (device, _, field) = try launchedTextField()
        #expect(field.becomeFirstResponder())
        for _ in 0..<40 { field.insertText("w") }
        device.advance(by: 1.0 / 60)
        let textRect = field.editingRect(forBounds: field.bounds)
        let caret = field.caretRect(for: field.endOfDocument)
        #expect(field.horizontalScroll > 0)
        #expect(caret.maxX <= textRect.maxX + 0.5 && caret.minX >= textRect.minX)
        field.selectedTextRange = field.textRange(from: field.beginningOfDocument, to: field.beginningOfDocument)
        #expect(field.horizontalScroll == 0)
        #expect(field.caretRect(for: field.beginningOfDocument).midX >= textRect.minX - 0.5)
        #expect(field.resignFirstResponder())
        #expect(field.horizontalScroll == 0)
    }

    @Test("selectAll/select select while editing, and canPerformAction answers for them")
    func selectionActions() throws {
        let (_, _, field) = try launchedTextField(text: "pick a word")
        #expect(!field.canPerformAction(Selector("selectAll:"), withSender: nil))
        #expect(field.becomeFirstResponder())
        #expect(field.canPerformAction(Selector("selectAll:"), withSender: nil))
        #expect(field.canPerformAction(Selector("select:"), withSender: nil))
        field.selectAll(nil)
        #expect(field.selectedNSRange == NSRange(location: 0, length: 11))
        #expect(!field.canPerformAction(Selector("selectAll:"), withSender: nil))
        #expect(!field.canPerformAction(Selector("select:"), withSender: nil))
        field.selectedTextRange = TextIndexRange(NSRange(location: 6, length: 0))
        field.select(nil)
        #expect(field.selectedNSRange == NSRange(location: 5, length: 1) || field.selectedNSRange == NSRange(location: 7, length: 4))
    }

    @Test("closestPosition, characterRange(at:) and firstRect agree with the caret rectangles")
    func geometryQueries() throws {
        let (_, _, field) = try launchedTextField(text: "abc")
        let p1 = try #require(field.position(from: field.beginningOfDocument, offset: 1))
        let p2 = try #require(field.position(from: field.beginningOfDocument, offset: 2))
        let b = field.caretRect(for: p1), c = field.caretRect(for: p2)
        #expect(c.minX > b.minX && b.height > 15)
        let near = try #require(field.closestPosition(to: CGPoint(x: b.midX + 1, y: b.midY)))
        #expect(field.offset(from: field.beginningOfDocument, to: near) == 1)
        let character = try #require(field.characterRange(at: CGPoint(x: (b.midX + c.midX) / 2, y: b.midY)))
        #expect(field.text(in: character) == "b")
        let first = field.firstRect(for: character)
        #expect(abs(first.minX - b.midX) < 1.5 && abs(first.maxX - c.midX) < 1.5)
        let one = try #require(field.position(from: field.beginningOfDocument, offset: 1))
        let limited = try #require(field.textRange(from: field.beginningOfDocument, to: one))
        let clamped = try #require(field.closestPosition(to: CGPoint(x: 500, y: b.midY), within: limited))
        #expect(field.offset(from: field.beginningOfDocument, to: clamped) == 1)
    }
}
