// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing
import TouchstoneTesting
@testable import UIKit

@MainActor
@Suite("Typing on the on-screen keyboard")
struct KeyboardTypingTests {
    private func editing(_ profile: DeviceProfile = .iPhone3GS, configure: (KeyInputView) -> Void = { _ in })
        throws -> (HeadlessDevice, KeyInputView)
    {
        let field = KeyInputView(frame: CGRect(x: 20, y: 40, width: 200, height: 30))
        configure(field)
        let (device, _) = try launchKeyboardDevice(profile, views: [field])
        field.becomeFirstResponder()
        device.advance(by: 0.3)
        return (device, field)
    }

    private func keyboard(_ device: HeadlessDevice) throws -> KeyboardView {
        try #require(device.application?.runtime?.keyboard.keyboardView)
    }

    @Test("type taps keys: sentences start capitalised, shift gives a capital once, planes switch for digits")
    func sentenceTyping() throws {
        let (device, field) = try editing()
        #expect(device.type("Hello World. Meet at 10, ok? Yes"))
        #expect(field.text == "Hello World. Meet at 10, ok? Yes")
        // Space after the digits returned to the letters.
        #expect(try keyboard(device).plane == .letters)
    }

    @Test("Auto-capitalisation follows autocapitalizationType: none, words, all characters")
    func autocapitalization() throws {
        let (device, field) = try editing { $0.autocapitalizationType = .none }
        #expect(try keyboard(device).shift == .off)
        device.tapKeyboardKey("h")
        device.tapKeyboardKey("space")
        device.tapKeyboardKey("k")
        #expect(field.text == "h k")

        let (device2, words) = try editing { $0.autocapitalizationType = .words }
        for key in ["a", "space", "b"] { device2.tapKeyboardKey(key) }
        #expect(words.text == "A B")

        let (device3, all) = try editing { $0.autocapitalizationType = .allCharacters }
        for key in ["a", "b"] { device3.tapKeyboardKey(key) }
        #expect(all.text == "AB")
    }

    @Test("Shift: one tap for one capital; a double tap locks caps until shift is tapped again")
    func shiftAndCapsLock() throws {
        let (device, field) = try editing { $0.autocapitalizationType = .none }
        let kb = try keyboard(device)
        device.tapKeyboardKey("shift")
        #expect(kb.shift == .on)
        device.tapKeyboardKey("a")
        device.tapKeyboardKey("a")
        #expect(field.text == "Aa")
        // Double tap: within 0.35 s.
        device.tapKeyboardKey("shift")
        device.tapKeyboardKey("shift")
        #expect(kb.shift == .locked)
        for key in ["b", "c", "d"] { device.tapKeyboardKey(key) }
        #expect(field.text == "AaBCD")
        device.tapKeyboardKey("shift")
        #expect(kb.shift == .off)
        device.tapKeyboardKey("e")
        #expect(field.text == "AaBCDe")
        // Two taps further apart than 0.35 s: on, then off.
        device.tapKeyboardKey("shift")
        device.advance(by: 0.4)
        device.tapKeyboardKey("shift")
        #expect(kb.shift == .off)
    }

    @Test("Numbers and symbols planes: #+= and back; an apostrophe returns to the letters")
    func planes() throws {
        let (device, field) = try editing { $0.autocapitalizationType = .none }
        let kb = try keyboard(device)
        device.tapKeyboardKey("numbers")
        #expect(kb.plane == .numbers)
        device.tapKeyboardKey("more, symbols")
        #expect(kb.plane == .symbols)
        device.tapKeyboardKey("[")
        device.tapKeyboardKey("letters")
        #expect(kb.plane == .letters)
        #expect(device.type("{x}#it's"))
        #expect(field.text == "[{x}#it's")
        #expect(kb.plane == .letters)
    }

    @Test("Delete deletes on press and repeats while held: after 0.5 s, then every 0.1 s")
    func deleteRepeat() throws {
        let (device, field) = try editing()
        field.text = "abcdefghijkl"
        let point = try #require(device.keyboardKeyCenter("delete"))
        device.touchDown(at: point)
        #expect(field.text == "abcdefghijk")
        device.advance(by: 0.45)
        #expect(field.text == "abcdefghijk")
        device.advance(by: 0.1)
        #expect(field.text == "abcdefghij")
        device.advance(by: 0.1)
        #expect(field.text == "abcdefghi")
        device.advance(by: 0.2)
        #expect(field.text == "abcdefg")
        device.touchUp()
        device.advance(by: 1)
        #expect(field.text == "abcdefg")
    }

    @Test("Return inserts a newline; enablesReturnKeyAutomatically disables it while there is no text")
    func returnKey() throws {
        let (device, field) = try editing {
            $0.enablesReturnKeyAutomatically = true
            $0.returnKeyType = .go
        }
        let kb = try keyboard(device)
        #expect(!kb.isReturnEnabled)
        #expect(kb.keys.last?.title == "Go")
        device.tapKeyboardKey("Go")
        #expect(field.text.isEmpty)
        let element = try #require(kb.accessibilityElements?.compactMap { $0 as? UIAccessibilityElement }
            .first { $0.accessibilityLabel == "Go" })
        #expect(element.accessibilityTraits.contains(.notEnabled))
        #expect(device.type("a\n"))
        #expect(field.text == "a\n")
        #expect(kb.isReturnEnabled)
        // Deleting everything disables it again.
        device.tapKeyboardKey("delete")
        device.tapKeyboardKey("delete")
        #expect(field.text.isEmpty && !kb.isReturnEnabled)
    }

    @Test("A pressed key shows its pop-up; sliding to another key moves it; lifting types the key under the finger")
    func popups() throws {
        let (device, field) = try editing()
        let q = try #require(device.keyboardKeyCenter("q"))
        let w = try #require(device.keyboardKeyCenter("w"))
        device.touchDown(at: q)
        #expect(device.keyboardPopupText == "Q")
        device.touchMove(to: w)
        #expect(device.keyboardPopupText == "W")
        device.touchUp(at: w)
        #expect(device.keyboardPopupText == nil)
        #expect(field.text == "W")
    }

    @Test("Every keyboard type lays out keys; pads type digits only, email and URL their extra keys")
    func keyboardTypes() throws {
        for type in UIKeyboardType.allCases {
            let keys = KeyboardLayout.keys(type: type, plane: KeyboardLayout.initialPlane(for: type), modern: false,
                                           area: CGRect(x: 0, y: 0, width: 320, height: 216), returnTitle: "return")
            #expect(keys.count >= 12, "\(type)")
            for (i, a) in keys.enumerated() {
                for b in keys[(i + 1)...] { #expect(!a.frame.intersects(b.frame), "\(type): \(a.title) / \(b.title)") }
            }
        }
        let (pad, padField) = try editing { $0.keyboardType = .numberPad }
        #expect(pad.type("2026"))
        #expect(!pad.type("a"))
        #expect(padField.text == "2026")

        let (phone, phoneField) = try editing { $0.keyboardType = .phonePad }
        #expect(!phone.type("+1 (555)"))  // no space on a phone pad
        #expect(phone.type("(555)*#"))
        #expect(phoneField.text.hasSuffix("(555)*#"))

        let (decimal, decimalField) = try editing { $0.keyboardType = .decimalPad }
        #expect(decimal.type("3.14"))
        #expect(decimalField.text == "3.14")

        let (email, emailField) = try editing {
            $0.keyboardType = .emailAddress
            $0.autocapitalizationType = .none
        }
        #expect(email.type("me@example.com"))
        #expect(emailField.text == "me@example.com")

        let (url, urlField) = try editing {
            $0.keyboardType = .URL
            $0.autocapitalizationType = .none
        }
        #expect(url.tapKeyboardKey(".com"))
        #expect(url.type("/a.b"))
        #expect(urlField.text == ".com/a.b")
        #expect(!url.type(" "))  // the URL keyboard has no space bar

        let (numbers, numbersField) = try editing { $0.keyboardType = .numbersAndPunctuation }
        #expect(try keyboard(numbers).plane == .numbers)
        #expect(numbers.type("4 5"))
        #expect(numbersField.text == "4 5")
    }

    @Test("Keys are accessibility elements labelled by their titles, with the keyboard-key trait")
    func accessibility() throws {
        let (device, _) = try editing()
        let elements = try keyboard(device).accessibilityElements?.compactMap { $0 as? UIAccessibilityElement } ?? []
        let labels = elements.compactMap(\.accessibilityLabel)
        #expect(labels.contains("Q") && labels.contains("shift") && labels.contains("delete") && labels.contains("space"))
        #expect(elements.allSatisfy { $0.accessibilityTraits.contains(.keyboardKey) })
    }

    @Test("A UITextInput responder: capitalisation reads its own text before the caret")
    func textInputContext() throws {
        let view = MarkedTextView(frame: CGRect(x: 20, y: 40, width: 200, height: 30))
        let (device, _) = try launchKeyboardDevice(.iPhone3GS, views: [view])
        view.units = Array("Done. ".utf16)
        view.selection = NSRange(location: 6, length: 0)
        view.becomeFirstResponder()
        device.advance(by: 0.3)
        #expect(try keyboard(device).shift == .on)
        #expect(device.type("Next"))
        #expect(view.text == "Done. Next")
    }
}
