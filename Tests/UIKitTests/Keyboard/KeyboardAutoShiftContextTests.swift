// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing
import TouchstoneTesting
@testable import UIKit

@MainActor
@Suite("Automatic shift reads only the end of the text before the caret")
struct KeyboardAutoShiftContextTests {
    /// The keyboard's shift state for a text view holding `text` with the caret at `caret` (UTF-16 offset).
    private func shift(text: String, caret: Int) throws -> KeyboardView.ShiftState {
        let textView = UITextView(frame: CGRect(x: 0, y: 20, width: 320, height: 200))
        textView.text = text
        let (device, _) = try launchKeyboardDevice(.iPhone3GS, views: [textView])
        textView.selectedRange = NSRange(location: caret, length: 0)
        textView.becomeFirstResponder()
        device.advance(by: 0.3)
        let keyboard = try #require(device.application?.runtime?.keyboard.keyboardView)
        return withExtendedLifetime(device) { keyboard.shift }
    }

    @Test("Trailing spaces longer than the first window: the last word before them still decides")
    func longRunOfSpaces() throws {
        let spaces = String(repeating: " ", count: 300)
        #expect(try shift(text: "Hello world" + spaces, caret: 11 + 300) == .off)
        #expect(try shift(text: "Hello world." + spaces, caret: 12 + 300) == .on)
    }

    @Test("Deep in a long document the sentence rules hold at the caret")
    func deepInDocument() throws {
        let sentence = "The quick brown fox jumps over the lazy dog. "
        let text = String(repeating: sentence, count: 2_000)
        let afterFullStop = (sentence as NSString).length * 1_000
        #expect(try shift(text: text, caret: afterFullStop) == .on)
        #expect(try shift(text: text, caret: afterFullStop + 4) == .off)
        #expect(try shift(text: "Line one\nLine two\n", caret: 18) == .on)
    }
}
