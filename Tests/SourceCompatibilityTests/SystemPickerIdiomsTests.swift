// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing
import TouchstoneTesting
import UIKit

/// The idioms of SystemPickerIdioms.swift run: the well and the color picker set the brush color, and the font
/// picker sets the editor's font.
@MainActor
@Suite("Source compatibility: color and font pickers")
struct SystemPickerIdiomsTests {
    @Test("The brush screen's picker reports a final color and finishes; its well follows")
    func brushColor() throws {
        let device = try HeadlessDevice(profile: .iPhone4)
        try device.launch(BrushAppDelegate.self)
        let window = try #require((device.application?.delegate as? BrushAppDelegate)?.window)
        let brush = try #require(window.rootViewController as? BrushViewController)
        device.advance(by: 0.1)

        brush.showColorPicker()
        device.advance(by: 0.8)
        let picker = try #require(brush.presentedViewController as? UIColorPickerViewController)
        picker.simulateUserEnteringHex("3366CC")
        picker.simulateUserClosing()
        device.advance(by: 0.8)
        #expect(brush.finished && brush.presentedViewController == nil)
        #expect(brush.colorWell.selectedColor == brush.brushColor)

        brush.colorWell.sendActions(for: .touchUpInside)
        device.advance(by: 0.8)
        let wellPicker = try #require(brush.presentedViewController as? UIColorPickerViewController)
        #expect(wellPicker.title == "Brush")
        wellPicker.simulateUserEnteringHex("FF0000")
        var red: CGFloat = 0
        _ = brush.brushColor.getRed(&red, green: nil, blue: nil, alpha: nil)
        #expect(red == 1)
    }

    @Test("The editor's font picker lists monospaced families and sets the picked one")
    func editorFont() throws {
        let device = try HeadlessDevice(profile: .iPhone4)
        try device.launch(BrushAppDelegate.self)
        let window = try #require((device.application?.delegate as? BrushAppDelegate)?.window)
        let editor = FontEditorViewController()
        window.rootViewController = editor
        device.advance(by: 0.1)
        editor.chooseFont()
        device.advance(by: 0.8)
        let picker = try #require(editor.presentedViewController as? UIFontPickerViewController)
        #expect(picker.simulateUserPicking(family: "Liberation Mono"))
        device.advance(by: 0.8)
        #expect(editor.textView.font?.familyName == "Liberation Mono" && editor.presentedViewController == nil)
    }
}
