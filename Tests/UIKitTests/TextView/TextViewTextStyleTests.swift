// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing
import TouchstoneTesting
@testable import UIKit

@MainActor
@Suite("UITextView text styles: Bold, Italic, Underline")
struct TextViewTextStyleTests {
    @Test("With allowsEditingTextAttributes, the style commands toggle the selection's font traits and underline")
    func toggles() throws {
        let (device, _, textView) = try launchedTextView(text: "hello world")
        textView.allowsEditingTextAttributes = true
        #expect(textView.becomeFirstResponder())
        textView.selectedRange = NSRange(location: 0, length: 5)
        #expect(textView.canPerformAction(Selector("toggleBoldface:"), withSender: nil))
        textView.toggleBoldface(nil)
        let bold = try #require(textView.textStorage.attribute(.font, at: 0, effectiveRange: nil) as? UIFont)
        #expect(bold.fontDescriptor.symbolicTraits.contains(.traitBold))
        let rest = try #require(textView.textStorage.attribute(.font, at: 6, effectiveRange: nil) as? UIFont)
        #expect(!rest.fontDescriptor.symbolicTraits.contains(.traitBold))
        // Command-I from a hardware keyboard goes the same way; Command-B again removes bold.
        device.pressKey("i", modifierFlags: .command)
        device.pressKey("b", modifierFlags: .command)
        let italic = try #require(textView.textStorage.attribute(.font, at: 2, effectiveRange: nil) as? UIFont)
        #expect(italic.fontDescriptor.symbolicTraits.contains(.traitItalic))
        #expect(!italic.fontDescriptor.symbolicTraits.contains(.traitBold))
        textView.toggleUnderline(nil)
        #expect(textView.textStorage.attribute(.underlineStyle, at: 0, effectiveRange: nil) as? Int
            == NSUnderlineStyle.single.rawValue)
        textView.toggleUnderline(nil)
        #expect(textView.textStorage.attribute(.underlineStyle, at: 0, effectiveRange: nil) == nil)
        #expect(textView.text == "hello world")
    }

    @Test("Without allowsEditingTextAttributes, or without a selection, the style commands do nothing")
    func refused() throws {
        let (_, _, textView) = try launchedTextView(text: "hello")
        #expect(textView.becomeFirstResponder())
        textView.selectedRange = NSRange(location: 0, length: 5)
        #expect(!textView.canPerformAction(Selector("toggleBoldface:"), withSender: nil))
        textView.toggleBoldface(nil)
        let font = textView.textStorage.attribute(.font, at: 0, effectiveRange: nil) as? UIFont
        #expect(font?.fontDescriptor.symbolicTraits.contains(.traitBold) != true)
        textView.allowsEditingTextAttributes = true
        textView.selectedRange = NSRange(location: 2, length: 0)
        #expect(!textView.canPerformAction(Selector("toggleItalics:"), withSender: nil))
    }
}
