// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing
import TouchstoneTesting
@testable import UIKit

@MainActor
@Suite("UITextField editing session")
struct TextFieldEditingTests {
    @Test("A tap begins editing: shouldBegin, didBegin, .editingDidBegin, then the notification, in that order")
    func tapBeginsEditing() throws {
        let (device, _, field) = try launchedTextField()
        let log = TextFieldLog(field)
        defer { log.stopObserving() }
        #expect(!field.isEditing && !field.isFirstResponder)
        device.tap(at: CGPoint(x: 100, y: 115))
        #expect(field.isEditing && field.isFirstResponder)
        #expect(Array(log.entries.prefix(4)) == ["shouldBegin", "didBegin", "event begin", "note begin"])
    }

    @Test("A delegate refusing to begin keeps the field out of editing")
    func refusedBegin() throws {
        let (device, _, field) = try launchedTextField()
        let log = TextFieldLog(field)
        defer { log.stopObserving() }
        log.allowBegin = false
        device.tap(at: CGPoint(x: 100, y: 115))
        #expect(!field.isEditing && !field.isFirstResponder)
        #expect(log.entries == ["shouldBegin"])
        #expect(!field.becomeFirstResponder())
    }

    @Test("Typing asks shouldChange, then sends selection, .editingChanged and the change notification")
    func typingOrder() throws {
        let (_, _, field) = try launchedTextField()
        #expect(field.becomeFirstResponder())
        let log = TextFieldLog(field)
        defer { log.stopObserving() }
        field.insertText("H")
        field.insertText("i")
        #expect(field.text == "Hi")
        #expect(log.entries == ["shouldChange {0, 0} \"H\"", "selection", "event changed", "note changed",
                                "shouldChange {1, 0} \"i\"", "selection", "event changed", "note changed"])
        #expect(field.selectedNSRange == NSRange(location: 2, length: 0))
        log.entries = []
        field.deleteBackward()
        #expect(field.text == "H")
        #expect(log.entries == ["shouldChange {1, 1} \"\"", "selection", "event changed", "note changed"])
    }

    @Test("shouldChangeCharactersIn returning false leaves the text and the caret unchanged, with no events")
    func refusedChange() throws {
        let (_, _, field) = try launchedTextField(text: "12")
        #expect(field.becomeFirstResponder())
        let log = TextFieldLog(field)
        defer { log.stopObserving() }
        log.allowChange = { _, string in string.allSatisfy(\.isNumber) }
        field.insertText("x")
        #expect(field.text == "12")
        #expect(field.selectedNSRange == NSRange(location: 2, length: 0))
        #expect(log.entries == ["shouldChange {2, 0} \"x\""])
        field.insertText("3")
        #expect(field.text == "123")
    }

    @Test("Deleting removes a whole emoji (both UTF-16 units) and ranges count UTF-16 like NSRange")
    func composedCharacters() throws {
        let (_, _, field) = try launchedTextField(text: "a😀")
        #expect(field.becomeFirstResponder())
        #expect(field.selectedNSRange == NSRange(location: 3, length: 0))
        let log = TextFieldLog(field)
        defer { log.stopObserving() }
        field.deleteBackward()
        #expect(field.text == "a")
        #expect(log.entries.first == "shouldChange {1, 2} \"\"")
    }

    @Test("Out-of-range selections and positions are clamped and logged, never a crash")
    func clamping() throws {
        let (_, _, field) = try launchedTextField(text: "hello")
        #expect(field.becomeFirstResponder())
        let (_, lines) = UIKitDiagnostics.capturing {
            field.selectedTextRange = TextIndexRange(NSRange(location: 3, length: 50))
        }
        #expect(field.selectedNSRange == NSRange(location: 3, length: 2))
        #expect(lines.contains { $0.contains("clamped") })
        #expect(field.position(from: field.beginningOfDocument, offset: 6) == nil)
        #expect(field.position(from: field.beginningOfDocument, offset: -1) == nil)
        #expect(field.position(from: field.endOfDocument, offset: Int.max) == nil)
        field.replace(TextIndexRange(NSRange(location: 4, length: 99)), withText: "!")
        #expect(field.text == "hell!")
        let foreign = UITextRange()
        let (text, foreignLines) = UIKitDiagnostics.capturing { field.text(in: foreign) }
        #expect(text == nil && !foreignLines.isEmpty)
    }

    @Test("Resigning asks shouldEnd, then didEnd(reason: .committed), .editingDidEnd and the notification")
    func endOrder() throws {
        let (_, _, field) = try launchedTextField()
        #expect(field.becomeFirstResponder())
        let log = TextFieldLog(field)
        defer { log.stopObserving() }
        log.allowEnd = false
        #expect(!field.resignFirstResponder())
        #expect(field.isEditing)
        log.allowEnd = true
        #expect(field.resignFirstResponder())
        #expect(!field.isEditing && !field.isFirstResponder)
        #expect(log.entries == ["shouldEnd", "shouldEnd", "didEnd committed", "event end", "note end"])
    }

    @Test("Removing an editing field from its window, or endEditing(true), ends the session without asking")
    func forcedEnd() throws {
        let (_, window, field) = try launchedTextField()
        #expect(field.becomeFirstResponder())
        let log = TextFieldLog(field)
        defer { log.stopObserving() }
        log.allowEnd = false
        #expect(window.endEditing(true))
        #expect(!field.isEditing && !field.isFirstResponder)
        #expect(log.entries.suffix(3) == ["didEnd committed", "event end", "note end"])
        log.allowEnd = true
        #expect(field.becomeFirstResponder())
        log.entries = []
        field.removeFromSuperview()
        #expect(!field.isEditing && !field.isFirstResponder)
        #expect(log.entries == ["didEnd committed", "event end", "note end"])
    }

    @Test("Return asks shouldReturn and sends .editingDidEndOnExit; a field with such an action resigns")
    func returnKey() throws {
        let (_, _, field) = try launchedTextField(text: "go")
        #expect(field.becomeFirstResponder())
        let log = TextFieldLog(field)
        defer { log.stopObserving() }
        log.allowReturn = false
        field.insertText("\n")
        #expect(log.entries == ["shouldReturn"])
        #expect(field.text == "go" && field.isEditing)
        log.allowReturn = true
        log.entries = []
        field.insertText("\n")
        // The log's own exit action counts as a connected action, so the field resigns.
        #expect(log.entries == ["shouldReturn", "event exit", "shouldEnd", "didEnd committed", "event end", "note end"])
        #expect(field.text == "go" && !field.isEditing)
    }

    @Test("Return without an exit action only notifies: the field keeps editing, and nothing is inserted")
    func returnWithoutExitAction() throws {
        let (_, _, field) = try launchedTextField(text: "go")
        let delegate = ReturnCounter()
        field.delegate = delegate
        #expect(field.becomeFirstResponder())
        field.insertText("\n")
        #expect(delegate.returns == 1)
        #expect(field.isEditing && field.text == "go")
    }

    @Test("The clear button asks shouldClear and empties the field as an edit; clearsOnBeginEditing asks too")
    func clearButton() throws {
        let (device, _, field) = try launchedTextField(text: "abc")
        field.clearButtonMode = .always
        let log = TextFieldLog(field)
        defer { log.stopObserving() }
        let button = field.clearButtonRect(forBounds: field.bounds)
        #expect(button.maxX <= field.bounds.maxX && button.width == 19)
        log.allowClear = false
        device.tap(at: field.convert(CGPoint(x: button.midX, y: button.midY), to: nil))
        #expect(field.text == "abc")
        log.allowClear = true
        device.advance(by: 0.5)
        log.entries = []
        device.tap(at: field.convert(CGPoint(x: button.midX, y: button.midY), to: nil))
        #expect(field.text == "")
        #expect(log.entries.contains("shouldClear"))
        #expect(log.entries.suffix(4) == ["shouldChange {0, 3} \"\"", "selection", "event changed", "note changed"])
        #expect(field.resignFirstResponder())
        field.text = "again"
        field.clearsOnBeginEditing = true
        #expect(field.becomeFirstResponder())
        #expect(field.text == "")
    }

    @Test("Setting text in code sends no editing events and puts the caret at the end")
    func programmaticText() throws {
        let (_, _, field) = try launchedTextField()
        #expect(field.becomeFirstResponder())
        let log = TextFieldLog(field)
        defer { log.stopObserving() }
        field.text = "abc"
        #expect(log.entries.isEmpty)
        #expect(field.selectedNSRange == NSRange(location: 3, length: 0))
        field.text = nil
        #expect(field.text == "" && !field.hasText)
    }

    @Test("Undo takes back a run of typing as one \"Undo Typing\" action, and redo puts it back")
    func undoTyping() throws {
        let (_, _, field) = try launchedTextField(text: "a ")
        #expect(field.becomeFirstResponder())
        let undo = try #require(field.undoManager)
        for character in "bcd" { field.insertText(String(character)) }
        #expect(field.text == "a bcd")
        #expect(undo.undoMenuItemTitle == "Undo Typing")
        undo.undo()
        #expect(field.text == "a ")
        #expect(field.selectedNSRange == NSRange(location: 2, length: 0))
        undo.redo()
        #expect(field.text == "a bcd")
    }

    @Test("Marked text replaces itself until unmarked, and the keyboard's calls edit through the delegate")
    func markedText() throws {
        let (_, _, field) = try launchedTextField(text: "x")
        #expect(field.becomeFirstResponder())
        field.setMarkedText("n", selectedRange: NSRange(location: 1, length: 0))
        field.setMarkedText("ni", selectedRange: NSRange(location: 2, length: 0))
        #expect(field.text == "xni")
        let marked = try #require(field.markedTextRange)
        #expect(field.text(in: marked) == "ni")
        field.insertText("你")
        #expect(field.text == "x你")
        #expect(field.markedTextRange == nil)
        #expect(field.selectedNSRange == NSRange(location: 2, length: 0))
    }

    @Test("Secure entry draws bullets and shows the last typed character for a second of device time")
    func secureReveal() throws {
        let (device, _, field) = try launchedTextField()
        field.isSecureTextEntry = true
        #expect(field.becomeFirstResponder())
        field.insertText("p")
        field.insertText("w")
        #expect(field.text == "pw")
        #expect(field.displayedAttributedText.string == "\u{2022}w")
        device.advance(by: 0.9)
        #expect(field.displayedAttributedText.string == "\u{2022}w")
        device.advance(by: 0.2)
        #expect(field.displayedAttributedText.string == "\u{2022}\u{2022}")
        #expect(field.accessibilityValue == "\u{2022}\u{2022}")
    }

    @Test("Accessibility: one element, the placeholder as label, the text as value, no traits unless disabled")
    func accessibility() throws {
        let (_, _, field) = try launchedTextField(text: "Ann")
        field.placeholder = "Name"
        #expect(field.isAccessibilityElement)
        #expect(field.accessibilityLabel == "Name")
        #expect(field.accessibilityValue == "Ann")
        #expect(field.accessibilityTraits == [])
        field.isEnabled = false
        #expect(field.accessibilityTraits == .notEnabled)
        field.accessibilityLabel = "Your name"
        #expect(field.accessibilityLabel == "Your name")
    }

    @Test("Traits, input views and typing attributes are stored; a disabled field cannot become first responder")
    func storedProperties() throws {
        let (_, _, field) = try launchedTextField()
        field.keyboardType = .emailAddress
        field.returnKeyType = .go
        field.autocapitalizationType = .none
        field.enablesReturnKeyAutomatically = true
        let accessory = UIView()
        field.inputAccessoryView = accessory
        let responder: UIResponder = field
        #expect(responder.inputAccessoryView === accessory)
        #expect(field.keyboardType == .emailAddress && field.returnKeyType == .go)
        #expect(field.autocapitalizationType == .none && field.enablesReturnKeyAutomatically)
        #expect(field.typingAttributes == nil)
        #expect(field.becomeFirstResponder())
        #expect(field.typingAttributes?[.font] as? UIFont == field.font)
        #expect(field.resignFirstResponder())
        field.isEnabled = false
        #expect(!field.becomeFirstResponder())
    }
}

@MainActor
private final class ReturnCounter: UITextFieldDelegate {
    var returns = 0
    func textFieldShouldReturn(_ textField: UITextField) -> Bool { returns += 1; return true }
}
