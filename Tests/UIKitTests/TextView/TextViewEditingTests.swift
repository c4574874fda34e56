// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing
import TouchstoneTesting
@testable import UIKit

@MainActor
@Suite("UITextView editing")
struct TextViewEditingTests {
    @Test("A tap begins editing: shouldBegin, didBegin, then the notification; the keyboard types and return breaks the line")
    func tapAndType() throws {
        let (device, _, textView) = try launchedTextView()
        let log = TextViewLog(textView)
        defer { log.stopObserving() }
        device.tap(at: CGPoint(x: 150, y: 150))
        device.advance(by: 0.5)
        #expect(textView.isFirstResponder && device.isKeyboardVisible)
        #expect(Array(log.entries.prefix(3)) == ["shouldBegin", "didBegin", "note begin"])
        device.type("Hi")
        device.pressKey(.return)
        device.typeHardware("there")
        #expect(textView.text == "Hi\nthere")
        #expect(textView.selectedRange == NSRange(location: 8, length: 0))
        device.pressKey(.delete)
        #expect(textView.text == "Hi\nther")
    }

    @Test("Typing asks shouldChangeTextIn, then selection, didChange and the change notification")
    func typingOrder() throws {
        let (_, _, textView) = try launchedTextView()
        #expect(textView.becomeFirstResponder())
        let log = TextViewLog(textView)
        defer { log.stopObserving() }
        textView.insertText("H")
        textView.insertText("\n")
        #expect(textView.text == "H\n")
        #expect(log.entries == ["shouldChange {0, 0} \"H\"", "selection", "didChange", "note changed",
                                "shouldChange {1, 0} \"\n\"", "selection", "didChange", "note changed"])
        log.entries = []
        #expect(textView.resignFirstResponder())
        #expect(log.entries == ["shouldEnd", "didEnd", "note end"])
    }

    @Test("shouldChangeTextIn returning false leaves the text and the caret unchanged")
    func refusedChange() throws {
        let (_, _, textView) = try launchedTextView(text: "12")
        #expect(textView.becomeFirstResponder())
        let log = TextViewLog(textView)
        defer { log.stopObserving() }
        log.allowChange = { _, text in text.allSatisfy(\.isNumber) }
        textView.selectedRange = NSRange(location: 1, length: 0)
        log.entries = []
        textView.insertText("x")
        #expect(textView.text == "12")
        #expect(textView.selectedRange == NSRange(location: 1, length: 0))
        #expect(log.entries == ["shouldChange {1, 0} \"x\""])
        textView.insertText("3")
        #expect(textView.text == "132")
    }

    @Test("Setting text in code sends no delegate calls; a refused end keeps editing")
    func codeChangesAndRefusedEnd() throws {
        let (_, _, textView) = try launchedTextView()
        let log = TextViewLog(textView)
        defer { log.stopObserving() }
        textView.text = "set in code"
        #expect(log.entries.isEmpty)
        #expect(textView.becomeFirstResponder())
        log.allowEnd = false
        #expect(!textView.resignFirstResponder())
        #expect(textView.isFirstResponder)
    }

    @Test("Undo takes back a run of typing as one \"Undo Typing\" action; redo puts it back")
    func undo() throws {
        let (_, _, textView) = try launchedTextView(text: "Start ")
        #expect(textView.becomeFirstResponder())
        let undoManager = try #require(textView.undoManager)
        for character in "typed" { textView.insertText(String(character)) }
        #expect(textView.text == "Start typed")
        #expect(undoManager.canUndo)
        #expect(undoManager.undoMenuItemTitle == "Undo Typing")
        undoManager.undo()
        #expect(textView.text == "Start ")
        #expect(textView.selectedRange == NSRange(location: 6, length: 0))
        undoManager.redo()
        #expect(textView.text == "Start typed")
    }

    @Test("Cut, copy and paste go through the general pasteboard, keeping line breaks")
    func pasteboard() throws {
        let (_, _, textView) = try launchedTextView(text: "one\ntwo")
        #expect(textView.becomeFirstResponder())
        #expect(!textView.canPerformAction(Selector("copy:"), withSender: nil))
        textView.selectedRange = NSRange(location: 0, length: 4)
        #expect(textView.canPerformAction(Selector("copy:"), withSender: nil))
        textView.copy(nil)
        #expect(UIPasteboard.general.string == "one\n")
        textView.selectedRange = NSRange(location: 7, length: 0)
        textView.insertText("\n")
        textView.paste(nil)
        #expect(textView.text == "one\ntwo\none\n")
        textView.selectedRange = NSRange(location: 4, length: 3)
        textView.cut(nil)
        #expect(textView.text == "one\n\none\n" && UIPasteboard.general.string == "two")
    }

    @Test("Invalid ranges are clamped and logged, never a crash")
    func invalidRanges() throws {
        let (_, _, textView) = try launchedTextView(text: "short")
        let (_, lines) = UIKitDiagnostics.capturing {
            textView.selectedRange = NSRange(location: 3, length: 100)
            #expect(textView.selectedRange == NSRange(location: 3, length: 2))
            textView.selectedRange = NSRange(location: -4, length: 1)
            #expect(textView.selectedRange == NSRange(location: 0, length: 0))
            textView.scrollRangeToVisible(NSRange(location: 50, length: 5))
            let foreign = textView.caretRect(for: UITextPosition())
            #expect(foreign == .zero)
        }
        #expect(lines.contains { $0.contains("UITextView.selectedRange") && $0.contains("clamped") })
        #expect(lines.contains { $0.contains("scrollRangeToVisible") })
        #expect(lines.contains { $0.contains("is not a position of this text view") })
    }

    @Test("Editing the text storage directly updates the view; batches are processed once")
    func textStorageEditing() throws {
        let (device, _, textView) = try launchedTextView(text: "Hello")
        let storage = textView.textStorage
        #expect(storage.length == 5)
        storage.beginEditing()
        storage.replaceCharacters(in: NSRange(location: 0, length: 5), with: "Goodbye")
        storage.addAttribute(.foregroundColor, value: UIColor.red, range: NSRange(location: 0, length: 4))
        #expect(storage.editedMask.isEmpty == false)
        storage.endEditing()
        #expect(storage.editedMask.isEmpty)
        #expect(textView.text == "Goodbye")
        storage.setAttributedString(NSAttributedString(string: "Line 1\nLine 2\nLine 3"))
        device.advance(by: 1.0 / 60)
        #expect(textView.text == "Line 1\nLine 2\nLine 3")
        #expect(textView.layoutManager.paragraphs.entries.count == 3)
    }
}
