// SPDX-License-Identifier: Apache-2.0

import CoreGraphics
import Foundation
import Testing
import TouchstoneTesting
@testable import UIKit

/// UIFontPickerViewController: the families fontconfig knows, the configuration's filters, search, picking and
/// cancelling.
@MainActor
@Suite("UIFontPickerViewController")
struct FontPickerTests {
    @Test("By default the picker lists every family of UIFont.familyNames that has faces, families only")
    func listsFamilies() {
        let picker = UIFontPickerViewController()
        picker.loadViewIfNeeded()
        let families = UIFont.familyNames.filter { !UIFont.fontNames(forFamilyName: $0).isEmpty }
        #expect(picker.entries.map(\.family) == families)
        #expect(picker.entries.allSatisfy { $0.face == nil })
        #expect(families.contains("Liberation Sans") && families.contains("Helvetica"))
        #expect(picker.pickerView?.titleLabel.text == "Fonts")
        #expect(picker.selectedFontDescriptor == nil)
    }

    @Test("The configuration's defaults are Apple's and the picker keeps a copy of it")
    func configurationIsCopied() {
        let configuration = UIFontPickerViewController.Configuration()
        #expect(!configuration.includeFaces && !configuration.displayUsingSystemFont)
        #expect(configuration.filteredTraits.isEmpty && configuration.filteredLanguagesPredicate == nil)
        let picker = UIFontPickerViewController(configuration: configuration)
        configuration.includeFaces = true
        #expect(!picker.configuration.includeFaces)
        #expect(picker.configuration !== picker.configuration)
    }

    @Test("filteredTraits keeps the families with a face having all the traits: monospace, bold italic")
    func traitFilter() {
        let configuration = UIFontPickerViewController.Configuration()
        configuration.filteredTraits = .traitMonoSpace
        let mono = UIFontPickerViewController(configuration: configuration).entries.map(\.family)
        #expect(mono.contains("Liberation Mono") && !mono.contains("Liberation Sans") && !mono.contains("Helvetica"))

        configuration.filteredTraits = [.traitBold, .traitItalic]
        let boldItalic = UIFontPickerViewController(configuration: configuration).entries.map(\.family)
        #expect(boldItalic.contains("Liberation Serif"))
        #expect(boldItalic.allSatisfy { family in
            UIFont.fontNames(forFamilyName: family).contains { $0.hasSuffix("-BoldItalic") }
        })

        configuration.filteredTraits = .traitVertical
        #expect(UIFontPickerViewController(configuration: configuration).entries.isEmpty)
    }

    @Test("filteredLanguagesPredicate keeps the families covering a language")
    func languageFilter() throws {
        let configuration = UIFontPickerViewController.Configuration()
        #expect(UIFontPickerViewController.Configuration.filterPredicate(forFilteredLanguages: []) == nil)
        configuration.filteredLanguagesPredicate =
            UIFontPickerViewController.Configuration.filterPredicate(forFilteredLanguages: ["en"])
        let english = UIFontPickerViewController(configuration: configuration).entries.map(\.family)
        #expect(english.contains("Liberation Sans"))

        configuration.filteredLanguagesPredicate =
            UIFontPickerViewController.Configuration.filterPredicate(forFilteredLanguages: ["ar"])
        let arabic = UIFontPickerViewController(configuration: configuration).entries.map(\.family)
        #expect(!arabic.contains("Liberation Sans") && !arabic.contains("Liberation Mono"))
        #expect(arabic.allSatisfy {
            FontConfiguration.shared.languages(ofFamily: TextFont.resolveFamily($0)).contains("ar")
        })
    }

    @Test("includeFaces lists each family's faces under it; picking a face gives a descriptor of that face")
    func facesAndFacePick() throws {
        let configuration = UIFontPickerViewController.Configuration()
        configuration.includeFaces = true
        let picker = UIFontPickerViewController(configuration: configuration)
        let delegate = RecordingFontDelegate()
        picker.delegate = delegate
        let faces = picker.entries.filter { $0.family == "Liberation Serif" }.compactMap(\.face)
        #expect(faces == ["Regular", "Italic", "Bold", "Bold Italic"])

        #expect(picker.simulateUserPicking(family: "Liberation Serif", face: "Bold"))
        let descriptor = try #require(picker.selectedFontDescriptor)
        #expect(descriptor.fontAttributes[.family] as? String == "Liberation Serif")
        #expect(descriptor.fontAttributes[.face] as? String == "Bold")
        let font = UIFont(descriptor: descriptor, size: 20)
        #expect(font.familyName == "Liberation Serif" && font.fontDescriptor.symbolicTraits.contains(.traitBold))
        #expect(delegate.events == ["pick(Liberation Serif)"])
    }

    @Test("Searching narrows the table; a tap on a row picks the family, dismisses and tells the delegate")
    func searchAndTap() throws {
        let picker = UIFontPickerViewController()
        let delegate = RecordingFontDelegate()
        picker.delegate = delegate
        let (device, root) = try presentOnDevice(picker)
        defer { withExtendedLifetime(device) {} }

        picker.simulateUserSearching("liberation m")
        #expect(picker.entries.map(\.family) == ["Liberation Mono"])
        device.advance(by: 0.1)
        let table = try #require(picker.pickerView?.tableView)
        let cell = try #require(table.visibleCells.first)
        #expect(cell.textLabel?.text == "Liberation Mono")
        #expect(cell.textLabel?.font.familyName == "Liberation Mono")
        device.tap(at: cell.convert(CGPoint(x: cell.bounds.midX, y: cell.bounds.midY), to: nil))
        device.advance(by: 0.8)

        #expect(delegate.events == ["pick(Liberation Mono)"])
        #expect(root.presentedViewController == nil)
        #expect(picker.selectedFontDescriptor?.fontAttributes[.family] as? String == "Liberation Mono")
    }

    @Test("Cancel dismisses the picker, tells the delegate and keeps the selection")
    func cancel() throws {
        let picker = UIFontPickerViewController()
        let delegate = RecordingFontDelegate()
        picker.delegate = delegate
        picker.selectedFontDescriptor = UIFontDescriptor(fontAttributes: [.family: "Liberation Sans"])
        let (device, root) = try presentOnDevice(picker)
        defer { withExtendedLifetime(device) {} }
        let cancel = try #require(picker.pickerView?.cancelButton)
        device.tap(at: cancel.convert(CGPoint(x: cancel.bounds.midX, y: cancel.bounds.midY), to: nil))
        device.advance(by: 0.8)

        #expect(delegate.events == ["cancel"] && root.presentedViewController == nil)
        #expect(picker.selectedFontDescriptor?.fontAttributes[.family] as? String == "Liberation Sans")
    }

    @Test("Bad input: an unknown family is not picked (logged); a search matching nothing lists nothing")
    func badInput() {
        let picker = UIFontPickerViewController()
        let delegate = RecordingFontDelegate()
        picker.delegate = delegate
        let (picked, lines) = UIKitDiagnostics.capturing { picker.simulateUserPicking(family: "No Such Family") }
        #expect(!picked && lines.count == 1 && delegate.events.isEmpty)
        picker.simulateUserSearching("zzzz-no-font")
        #expect(picker.entries.isEmpty && picker.pickerView?.tableView.numberOfRows(inSection: 0) == 0)
    }

    @Test("The selected family's row is checked; displayUsingSystemFont draws rows in the system font")
    func checkmarkAndSystemFont() throws {
        let configuration = UIFontPickerViewController.Configuration()
        configuration.displayUsingSystemFont = true
        let picker = UIFontPickerViewController(configuration: configuration)
        picker.selectedFontDescriptor = UIFontDescriptor(fontAttributes: [.family: "Liberation Mono"])
        let (device, _) = try presentOnDevice(picker)
        defer { withExtendedLifetime(device) {} }
        picker.simulateUserSearching("Liberation")
        device.advance(by: 0.1)
        let cells = try #require(picker.pickerView?.tableView.visibleCells)
        let mono = try #require(cells.first { $0.textLabel?.text == "Liberation Mono" })
        #expect(mono.accessoryType == .checkmark)
        #expect(cells.filter { $0.accessoryType == .checkmark }.count == 1)
        #expect(mono.textLabel?.font.familyName == UIFont.systemFont(ofSize: 17).familyName)
    }
}
