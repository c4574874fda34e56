// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing
import TouchstoneTesting
@testable import UIKit

/// Autocorrection as on iPhone OS 3: a misspelled word being typed shows its first guess in a bubble under it;
/// a space or punctuation accepts it, a tap on the bubble keeps what was typed.
@MainActor
@Suite("Autocorrection")
struct AutocorrectionTests {
    /// A field on the on-screen keyboard, tapped into editing.
    private func editingField(_ profile: DeviceProfile = .modernPhone) throws -> (HeadlessDevice, UITextField) {
        try requireEnglishDictionary()
        let (device, _, field) = try launchedTextField(profile)
        device.tap(at: field.convert(CGPoint(x: field.bounds.midX, y: field.bounds.midY), to: nil))
        device.advance(by: 0.5)
        try #require(field.isEditing && device.isKeyboardVisible)
        return (device, field)
    }

    @Test("The word-ending rule: the word just before the caret, not one the caret is inside")
    func wordEnding() {
        #expect(TextAutocorrector.wordEnding(at: 7, in: "say teh") == NSRange(location: 4, length: 3))
        #expect(TextAutocorrector.wordEnding(at: 6, in: "say teh") == nil)
        #expect(TextAutocorrector.wordEnding(at: 4, in: "say teh") == nil)
        #expect(TextAutocorrector.wordEnding(at: 2, in: "I don't") == nil)
        #expect(TextAutocorrector.wordEnding(at: 7, in: "I don't") == NSRange(location: 2, length: 5))
        #expect(TextAutocorrector.wordEnding(at: 99, in: "abc") == nil)
        #expect(TextAutocorrector.accepts(" ") && TextAutocorrector.accepts(",") && TextAutocorrector.accepts("."))
        #expect(!TextAutocorrector.accepts("a") && !TextAutocorrector.accepts("'") && !TextAutocorrector.accepts(""))
    }

    @Test("Typing a misspelled word shows the bubble under it with the first guess; a space accepts it")
    func spaceAccepts() throws {
        let (device, field) = try editingField()
        #expect(device.type("I saw teh"))
        let bubble = try #require(field.spelling.bubble)
        #expect(field.spelling.isShowingBubble && bubble.replacement == "the")
        let word = field.convert(field.firstRect(for: field.textRange(
            from: field.position(from: field.beginningOfDocument, offset: 6)!,
            to: field.position(from: field.beginningOfDocument, offset: 9)!)!), to: nil)
        #expect(bubble.frame.minY >= word.maxY && bubble.frame.minY <= word.maxY + 4)
        #expect(bubble.frame.minX <= word.minX && bubble.frame.maxX > word.minX)
        #expect(device.type(" "))
        #expect(field.text == "I saw the ")
        #expect(!field.spelling.isShowingBubble)
    }

    @Test("Punctuation accepts too, and the punctuation follows the corrected word")
    func punctuationAccepts() throws {
        let (device, field) = try editingField()
        #expect(device.type("Recieve"))
        #expect(field.spelling.bubble?.replacement == "Receive")
        field.insertText(",")
        #expect(field.text == "Receive,")
    }

    @Test("A correctly spelled word shows no bubble; moving the caret takes the bubble away")
    func noBubble() throws {
        let (device, field) = try editingField()
        #expect(device.type("hello"))
        #expect(!field.spelling.isShowingBubble)
        #expect(device.type(" wrold"))
        #expect(field.spelling.isShowingBubble)
        field.selectedTextRange = field.textRange(from: field.beginningOfDocument, to: field.beginningOfDocument)
        #expect(!field.spelling.isShowingBubble)
        field.insertText(" ")
        #expect(field.text == " hello wrold")
    }

    @Test("Tapping the bubble keeps what was typed, and that spelling is not corrected again this session")
    func tapRejects() throws {
        let (device, field) = try editingField()
        #expect(device.type("Zorgle"))
        let bubble = try #require(field.spelling.bubble)
        try #require(field.spelling.isShowingBubble)
        device.tap(at: CGPoint(x: bubble.frame.midX, y: bubble.frame.midY))
        device.advance(by: 0.1)
        #expect(!field.spelling.isShowingBubble)
        #expect(field.isEditing)
        #expect(device.type(" "))
        #expect(field.text == "Zorgle ")
        #expect(device.type("Zorgle"))
        #expect(!field.spelling.isShowingBubble)
        #expect(device.type(" "))
        #expect(field.text == "Zorgle Zorgle ")
        // A new session forgets the rejection.
        #expect(field.resignFirstResponder())
        #expect(field.becomeFirstResponder())
        field.insertText("Zorgle")
        #expect(field.spelling.isShowingBubble)
    }

    @Test("Accepting goes through the delegate and undo puts back what was typed")
    func delegateAndUndo() throws {
        let (device, field) = try editingField()
        let log = TextFieldLog(field)
        #expect(device.type("teh"))
        log.entries = []
        field.insertText(" ")
        #expect(field.text == "the ")
        #expect(log.entries.contains("shouldChange {0, 3} \"the\""))
        let undo = try #require(field.undoManager)
        undo.undo()
        #expect(field.text == "teh")
        log.stopObserving()
    }

    @Test("A delegate refusing the replacement keeps the typed word")
    func delegateRefuses() throws {
        let (device, field) = try editingField()
        let log = TextFieldLog(field)
        log.allowChange = { _, string in string != "the" }
        #expect(device.type("teh "))
        #expect(field.text == "teh ")
        log.stopObserving()
    }

    @Test("No autocorrection with autocorrectionType .no, secure entry, or URL, e-mail and number keyboards")
    func disabled() throws {
        let (_, field) = try editingField()
        #expect(field.autocorrects)
        let setups: [(UITextField) -> Void] = [
            { $0.autocorrectionType = .no }, { $0.isSecureTextEntry = true }, { $0.keyboardType = .URL },
            { $0.keyboardType = .emailAddress }, { $0.keyboardType = .numberPad },
        ]
        for setup in setups {
            field.text = ""
            field.autocorrectionType = .default
            field.isSecureTextEntry = false
            field.keyboardType = .default
            setup(field)
            #expect(!field.autocorrects)
            field.insertText("teh")
            #expect(!field.spelling.isShowingBubble)
            field.insertText(" ")
            #expect(field.text == "teh ")
        }
        field.text = ""
        field.keyboardType = .emailAddress
        field.autocorrectionType = .yes
        field.insertText("teh")
        #expect(field.spelling.isShowingBubble)
    }

    @Test("Ending editing takes the bubble away")
    func endEditing() throws {
        let (device, field) = try editingField()
        #expect(device.type("teh"))
        #expect(field.spelling.isShowingBubble)
        #expect(field.resignFirstResponder())
        #expect(!field.spelling.isShowingBubble && field.text == "teh")
    }

    @Test("Golden: the bubble under a misspelled word, iPhone OS 3's and the modern one",
          arguments: ["classic", "modern"])
    func bubbleGolden(_ look: String) throws {
        let profile: DeviceProfile = look == "classic" ? .iPhone3GS : .modernPhone
        let (device, field) = try editingField(profile)
        field.font = .systemFont(ofSize: 17)
        #expect(device.type("Meet me tomorow"))
        try #require(field.spelling.isShowingBubble)
        device.advance(by: 1.0 / 60)
        let s = profile.scale
        let rect = CGRect(x: 10, y: 90, width: 230, height: 75)
        let image = try #require(device.screenshot().cropping(to: CGRect(x: rect.minX * s, y: rect.minY * s,
                                                                         width: rect.width * s, height: rect.height * s)))
        try assertGolden(image, named: "autocorrection-bubble-\(look)", suite: "Spelling", filePath: uikitTestsRootFile())
    }
}
