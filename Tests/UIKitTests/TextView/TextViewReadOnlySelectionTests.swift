// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing
import TouchstoneTesting
@testable import UIKit

/// Selecting text by touch in a text view that is selectable but not editable: a double tap or a touch and hold
/// selects a word with its handles and the edit menu (Copy), the handles drag, a tap elsewhere clears the
/// selection, and no keyboard ever shows.
@MainActor
@Suite("UITextView read-only selection")
struct TextViewReadOnlySelectionTests {
    private let text = "Read only words here and more words"

    private func readOnlyTextView() throws -> (HeadlessDevice, UIWindow, UITextView) {
        let (device, window, textView) = try launchedTextView(text: text)
        textView.isEditable = false
        device.advance(by: 1.0 / 60)
        return (device, window, textView)
    }

    @Test("A double tap selects the word with handles and shows Copy; Copy puts the word on the pasteboard; no keyboard")
    func doubleTapAndCopy() throws {
        let (device, _, textView) = try readOnlyTextView()
        let log = TextViewLog(textView)
        defer { log.stopObserving() }
        UIPasteboard.general.string = ""
        device.tap(at: textView.windowPoint(atOffset: 7), count: 2)
        device.advance(by: 0.3)
        #expect(textView.selectedRange == NSRange(location: 5, length: 4))
        #expect(textView.isFirstResponder)
        #expect(textView.selectionDisplay?.handleCarets != nil)
        #expect(textView.selectionDisplay?.isCaretVisible == false)
        #expect(device.keyboardFrame == nil)
        let titles = menuTitles()
        #expect(titles.contains("Copy"))
        #expect(!titles.contains("Cut") && !titles.contains("Paste") && !titles.contains("Delete"))
        // A read-only view never begins editing.
        #expect(!log.entries.contains("shouldBegin") && !log.entries.contains("didBegin"))
        #expect(log.entries.contains("selection"))
        try tapMenuButton("Copy", on: device)
        #expect(UIPasteboard.general.string == "only")
        #expect(textView.text == text)
        #expect(device.keyboardFrame == nil)
    }

    @Test("Touch and hold selects the word under the finger and shows the menu when it lifts")
    func touchAndHold() throws {
        let (device, _, textView) = try readOnlyTextView()
        let point = textView.windowPoint(atOffset: 12)
        device.touchDown(at: point)
        // The scroll view holds the touch 0.15 s before the text view sees it; the hold is 0.5 s after that.
        device.advance(by: 0.8)
        #expect(textView.selectedRange == NSRange(location: 10, length: 5))
        #expect(!UIMenuController.shared.isMenuVisible)
        device.touchUp(at: point)
        device.advance(by: 0.3)
        #expect(menuTitles().contains("Copy"))
        #expect(device.keyboardFrame == nil)
    }

    @Test("The end handle drags the selection's end; the menu shows again after the drag")
    func handleDrag() throws {
        let (device, _, textView) = try readOnlyTextView()
        device.tap(at: textView.windowPoint(atOffset: 7), count: 2)
        device.advance(by: 0.3)
        #expect(textView.selectedRange == NSRange(location: 5, length: 4))
        let display = try #require(textView.selectionDisplay)
        let dot = display.convert(try #require(display.handleDotCenter(start: false)), to: nil)
        let target = textView.windowPoint(atOffset: 20)
        // Down on the handle, held past the scroll view's touch delay, then moved.
        device.touchDown(at: dot)
        device.advance(by: 0.2)
        for step in 1...10 {
            let t = CGFloat(step) / 10
            device.touchMove(to: CGPoint(x: dot.x + (target.x - dot.x) * t, y: dot.y + (target.y - dot.y) * t))
            device.advance(by: 1.0 / 60)
        }
        device.touchUp(at: target)
        #expect(textView.selectedRange == NSRange(location: 5, length: 15))
        device.advance(by: 0.3)
        #expect(menuTitles().contains("Copy"))
    }

    @Test("A tap elsewhere clears the selection, hides the menu and resigns; a single tap selects nothing")
    func tapClears() throws {
        let (device, _, textView) = try readOnlyTextView()
        device.tap(at: textView.windowPoint(atOffset: 2))
        device.advance(by: 0.5)
        #expect(textView.selectedRange.length == 0 && !textView.isFirstResponder)
        #expect(textView.selectionDisplay == nil)
        device.tap(at: textView.windowPoint(atOffset: 7), count: 2)
        device.advance(by: 0.3)
        #expect(textView.selectedRange.length == 4)
        device.tap(at: textView.windowPoint(atOffset: 30))
        device.advance(by: 0.3)
        #expect(textView.selectedRange.length == 0)
        #expect(!textView.isFirstResponder)
        #expect(!UIMenuController.shared.isMenuVisible)
        #expect(textView.selectionDisplay == nil)
        #expect(device.keyboardFrame == nil)
    }

    @Test("A text view that is neither editable nor selectable selects nothing; turning selection off clears it")
    func notSelectable() throws {
        let (device, _, textView) = try readOnlyTextView()
        device.tap(at: textView.windowPoint(atOffset: 7), count: 2)
        device.advance(by: 0.3)
        #expect(textView.isFirstResponder)
        textView.isSelectable = false
        #expect(!textView.isFirstResponder && textView.selectedRange.length == 0)
        device.advance(by: 0.3)
        device.tap(at: textView.windowPoint(atOffset: 7), count: 2)
        device.touchDown(at: textView.windowPoint(atOffset: 12))
        device.advance(by: 0.8)
        device.touchUp()
        device.advance(by: 0.3)
        #expect(textView.selectedRange.length == 0 && !textView.isFirstResponder)
        #expect(!textView.canBecomeFirstResponder)
    }

    @Test("Typing reaches no read-only view: insertText and the hardware keyboard change nothing")
    func noTyping() throws {
        let (device, _, textView) = try readOnlyTextView()
        device.tap(at: textView.windowPoint(atOffset: 7), count: 2)
        device.advance(by: 0.3)
        textView.insertText("x")
        device.typeHardware("y")
        device.advance(by: 0.1)
        #expect(textView.text == text)
        #expect(!KeyboardController.takesTyping(textView))
        textView.isEditable = true
        #expect(KeyboardController.takesTyping(textView))
    }
}
