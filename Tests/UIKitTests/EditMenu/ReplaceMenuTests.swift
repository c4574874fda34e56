// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing
import TouchstoneTesting
@testable import UIKit

/// The text field's edit menu: "Replace…" with a misspelled word's guesses, and Bold, Italic and Underline when
/// the field allows editing text attributes.
@MainActor
@Suite("Edit menu: Replace… and text styles")
struct ReplaceMenuTests {
    /// The titles of every command of the visible menu, on all its pages.
    private func allTitles() -> [String] {
        guard UIMenuController.shared.isMenuVisible else { return [] }
        return UIMenuController.shared.window?.menuView.commands.map(\.title) ?? []
    }

    /// Taps `title` in the visible menu, paging with ▸ until it shows.
    private func choose(_ title: String, on device: HeadlessDevice) throws {
        for _ in 0..<4 where !menuTitles().contains(title) { try tapMenuButton("▸", on: device) }
        try tapMenuButton(title, on: device)
    }

    private func showMenu(on field: UITextField) {
        let caret = field.caretRect(for: field.selectedTextRange!.start)
        UIMenuController.shared.showMenu(from: field, rect: caret)
    }

    private func place(_ field: UITextField, caretAt offset: Int, length: Int = 0) {
        let start = field.position(from: field.beginningOfDocument, offset: offset)!
        field.selectedTextRange = field.textRange(from: start, to: field.position(from: start, offset: length)!)
    }

    @Test("With the caret in a misspelled word, Replace… shows its guesses; choosing one replaces the word")
    func replaceAtCaret() throws {
        try requireEnglishDictionary()
        let (device, _, field) = try launchedTextField(text: "I saw teh cat")
        #expect(field.becomeFirstResponder())
        place(field, caretAt: 7)
        showMenu(on: field)
        device.advance(by: 0.2)
        #expect(allTitles().contains("Replace…"))
        try choose("Replace…", on: device)
        let guesses = allTitles()
        #expect(guesses.first == "the")
        #expect(!guesses.contains("Replace…") && !guesses.contains("Select"))
        try choose("the", on: device)
        #expect(field.text == "I saw the cat")
        #expect(field.selectedNSRange == NSRange(location: 9, length: 0))
        #expect(!UIMenuController.shared.isMenuVisible)
        let undo = try #require(field.undoManager)
        undo.undo()
        #expect(field.text == "I saw teh cat")
    }

    @Test("A selected misspelled word offers Replace…; a correct word or a secure field does not")
    func whenReplaceShows() throws {
        try requireEnglishDictionary()
        let (device, _, field) = try launchedTextField(text: "good wrod")
        #expect(field.becomeFirstResponder())
        place(field, caretAt: 5, length: 4)
        showMenu(on: field)
        device.advance(by: 0.2)
        #expect(allTitles().contains("Replace…"))
        UIMenuController.shared.hideMenu()
        device.advance(by: 0.2)
        place(field, caretAt: 2)
        showMenu(on: field)
        device.advance(by: 0.2)
        #expect(!allTitles().contains("Replace…"))
        #expect(MisspelledWordReplacement.candidate(in: "good wrod", selection: NSRange(location: 0, length: 9)) == nil)
        #expect(MisspelledWordReplacement.candidate(in: "wrod", selection: NSRange(location: 3, length: 9)) == nil)
        field.isSecureTextEntry = true
        place(field, caretAt: 6)
        #expect(field.additionalEditMenuCommands.isEmpty)
    }

    @Test("A word changed since the menu showed is not replaced (logged)")
    func staleReplacement() throws {
        try requireEnglishDictionary()
        let (_, _, field) = try launchedTextField(text: "teh")
        #expect(field.becomeFirstResponder())
        field.replaceMisspelledWord(NSRange(location: 0, length: 3), typed: "tex", with: "the")
        #expect(field.text == "teh")
        field.replaceMisspelledWord(NSRange(location: 2, length: 5), typed: "teh", with: "the")
        #expect(field.text == "teh")
    }

    @Test("Bold, Italic and Underline show only when allowsEditingTextAttributes is on and text is selected")
    func textStyleCommands() throws {
        let (device, _, field) = try launchedTextField(text: "Styled")
        #expect(field.becomeFirstResponder())
        field.selectAll(nil)
        showMenu(on: field)
        device.advance(by: 0.2)
        #expect(!allTitles().contains("Bold"))
        #expect(!field.canPerformAction(Selector("toggleBoldface:"), withSender: nil))
        UIMenuController.shared.hideMenu()
        device.advance(by: 0.2)

        field.allowsEditingTextAttributes = true
        showMenu(on: field)
        device.advance(by: 0.2)
        let titles = allTitles()
        #expect(titles.contains("Bold") && titles.contains("Italic") && titles.contains("Underline"))
        #expect(titles.firstIndex(of: "Bold")! > titles.firstIndex(of: "Copy")!)
        try choose("Bold", on: device)
        let bold = try #require(field.attributedText?.attribute(.font, at: 0, effectiveRange: nil) as? UIFont)
        #expect(bold.fontDescriptor.symbolicTraits.contains(.traitBold))
        field.toggleBoldface(nil)
        let plain = try #require(field.attributedText?.attribute(.font, at: 0, effectiveRange: nil) as? UIFont)
        #expect(!plain.fontDescriptor.symbolicTraits.contains(.traitBold))
        field.toggleItalics(nil)
        let italic = try #require(field.attributedText?.attribute(.font, at: 3, effectiveRange: nil) as? UIFont)
        #expect(italic.fontDescriptor.symbolicTraits.contains(.traitItalic))
        field.toggleUnderline(nil)
        #expect(field.attributedText?.attribute(.underlineStyle, at: 0, effectiveRange: nil) as? Int
                == NSUnderlineStyle.single.rawValue)
        field.toggleUnderline(nil)
        #expect(field.attributedText?.attribute(.underlineStyle, at: 0, effectiveRange: nil) == nil)

        // No selection: nothing to style.
        place(field, caretAt: 2)
        #expect(!field.canPerformAction(Selector("toggleItalics:"), withSender: nil))
    }
}
