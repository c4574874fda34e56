// SPDX-License-Identifier: Apache-2.0

import Testing
import TouchstoneTesting
@testable import UIKit

/// A text field used as a person does: tapped, typed into on the on-screen keyboard, copied and pasted through the
/// general pasteboard (issue 17: the text field, the keyboard and the pasteboard together).
@MainActor
@Suite("Text field with the keyboard and the pasteboard")
struct TextFieldKeyboardPasteboardTests {
    @Test("Tapping the field brings up the keyboard; typed keys reach the field; return ends editing")
    func typing() throws {
        let (device, _, field) = try launchedTextField()
        var ended = 0
        field.addAction(UIAction { _ in ended += 1 }, for: .editingDidEndOnExit)
        device.tap(at: field.convert(CGPoint(x: field.bounds.midX, y: field.bounds.midY), to: nil))
        device.advance(by: 0.5)
        #expect(field.isFirstResponder && device.isKeyboardVisible)
        device.type("Hello world")
        #expect(field.text == "Hello world")
        device.type("\n")
        device.advance(by: 0.5)
        #expect(ended == 1 && !field.isFirstResponder && !device.isKeyboardVisible)
    }

    @Test("Copy and paste go through the general pasteboard; cut removes the selection")
    func copyAndPaste() throws {
        let (device, _, field) = try launchedTextField(text: "abc")
        #expect(field.becomeFirstResponder())
        device.advance(by: 0.3)
        #expect(!field.canPerformAction(Selector("copy:"), withSender: nil))
        field.selectAll(nil)
        #expect(field.canPerformAction(Selector("copy:"), withSender: nil))
        field.copy(nil)
        #expect(UIPasteboard.general.string == "abc")
        field.selectedTextRange = field.textRange(from: field.endOfDocument, to: field.endOfDocument)
        #expect(field.canPerformAction(Selector("paste:"), withSender: nil))
        field.paste(nil)
        #expect(field.text == "abcabc")
        field.selectedTextRange = field.textRange(from: field.beginningOfDocument,
                                                  to: field.position(from: field.beginningOfDocument, offset: 2)!)
        field.cut(nil)
        #expect(field.text == "cabc" && UIPasteboard.general.string == "ab")
        UIPasteboard.general.string = "line one\nline two"
        field.paste(nil)
        #expect(field.text == "line one line twocabc")
    }

    @Test("Secure text cannot be copied or cut")
    func secureText() throws {
        let (device, _, field) = try launchedTextField(text: "secret")
        field.isSecureTextEntry = true
        #expect(field.becomeFirstResponder())
        device.advance(by: 0.3)
        field.selectAll(nil)
        #expect(!field.canPerformAction(Selector("copy:"), withSender: nil))
        #expect(!field.canPerformAction(Selector("cut:"), withSender: nil))
        field.copy(nil)
        #expect(UIPasteboard.general.string == nil)
    }
}
