// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing
import TouchstoneTesting
@testable import UIKit

/// UIColorPickerViewController: defaults, the grid, continuous and final selections, alpha support, the iOS 14
/// delegate, closing, and bad input.
@MainActor
@Suite("UIColorPickerViewController")
struct ColorPickerTests {
    @Test("Defaults are Apple's: white, alpha supported, no delegate; the header says Colors")
    func defaults() {
        let picker = UIColorPickerViewController()
        #expect(rgba(picker.selectedColor) == [1, 1, 1, 1])
        #expect(picker.supportsAlpha && picker.delegate == nil && picker.title == nil)
        picker.loadViewIfNeeded()
        #expect(picker.pickerView?.titleLabel.text == "Colors")
        #expect(picker.pickerView?.swatches.count == 120)
        picker.title = "Tint"
        #expect(picker.pickerView?.titleLabel.text == "Tint")
    }

    @Test("Setting selectedColor in code does not tell the delegate; it shows in the hex field and the preview")
    func settingInCodeIsSilent() {
        let picker = UIColorPickerViewController()
        let delegate = RecordingColorDelegate()
        picker.delegate = delegate
        picker.loadViewIfNeeded()
        picker.selectedColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        #expect(delegate.events.isEmpty)
        #expect(picker.pickerView?.hexField.text == "FF0000")
        #expect(rgba(picker.pickerView?.preview.backgroundColor) == [1, 0, 0, 1])
    }

    @Test("A tap on a swatch on the device is a final selection that keeps the current opacity")
    func tappingASwatch() throws {
        let picker = UIColorPickerViewController()
        let delegate = RecordingColorDelegate()
        picker.delegate = delegate
        picker.selectedColor = UIColor(white: 1, alpha: 0.5)
        let (device, root) = try presentOnDevice(picker)
        defer { withExtendedLifetime(device) {} }
        #expect(root.presentedViewController === picker)

        let swatch = try #require(picker.pickerView?.swatches[12 * 5 + 0])  // a red of the fifth hue row
        let expected = try #require(swatch.backgroundColor)
        device.tap(at: swatch.convert(CGPoint(x: swatch.bounds.midX, y: swatch.bounds.midY), to: nil))
        device.advance(by: 0.1)

        #expect(delegate.events == ["select(\(ColorPickerPalette.hex(of: expected)), false)"])
        #expect(rgba(picker.selectedColor) == rgba(expected.withAlphaComponent(0.5)))
        #expect(picker.pickerView?.selectionRing.isHidden == false)
    }

    @Test("Dragging the opacity slider selects continuously, then finally at the end of the drag")
    func continuousThenFinal() {
        let picker = UIColorPickerViewController()
        let delegate = RecordingColorDelegate()
        picker.delegate = delegate
        picker.selectedColor = .red
        picker.simulateUserDraggingOpacity(through: [0.8, 0.6, 0.4])
        #expect(delegate.events == ["select(FF0000, true)", "select(FF0000, true)", "select(FF0000, false)"])
        #expect(delegate.colors.map { rgba($0)[3] } == [0.8, 0.6, 0.4])
        #expect(rgba(picker.selectedColor) == [1, 0, 0, 0.4])
    }

    @Test("Without alpha support the color is kept opaque, the slider hides and opacity drags do nothing")
    func alphaSupportClamps() {
        let picker = UIColorPickerViewController()
        let delegate = RecordingColorDelegate()
        picker.delegate = delegate
        picker.selectedColor = UIColor(red: 0, green: 0, blue: 1, alpha: 0.3)
        #expect(rgba(picker.selectedColor)[3] == 0.3)
        picker.supportsAlpha = false
        #expect(rgba(picker.selectedColor) == [0, 0, 1, 1])
        picker.selectedColor = UIColor(red: 0, green: 1, blue: 0, alpha: 0.2)
        #expect(rgba(picker.selectedColor) == [0, 1, 0, 1])
        picker.loadViewIfNeeded()
        #expect(picker.pickerView?.opacitySlider.isHidden == true)
        picker.simulateUserDraggingOpacity(through: [0.5])
        #expect(delegate.events.isEmpty)
        picker.simulateUserEnteringHex("#11223344")
        #expect(rgba(picker.selectedColor)[3] == 1)
    }

    @Test("A delegate written for iOS 14 is told through colorPickerViewControllerDidSelectColor on every change")
    func legacyDelegate() {
        let picker = UIColorPickerViewController()
        let delegate = LegacyColorDelegate()
        picker.delegate = delegate
        picker.simulateUserChoosing(ColorPickerPalette.color(row: 3, column: 4))
        picker.simulateUserDraggingOpacity(through: [0.7, 0.5])
        #expect(delegate.selections.count == 3)
        #expect(rgba(delegate.selections.last)[3] == 0.5)
    }

    @Test("The close button dismisses the picker; the delegate hears didFinish once, after the selections")
    func closingFinishes() throws {
        let picker = UIColorPickerViewController()
        let delegate = RecordingColorDelegate()
        picker.delegate = delegate
        let (device, root) = try presentOnDevice(picker)
        defer { withExtendedLifetime(device) {} }
        picker.simulateUserEnteringHex("00FF00")
        let close = try #require(picker.pickerView?.closeButton)
        device.tap(at: close.convert(CGPoint(x: close.bounds.midX, y: close.bounds.midY), to: nil))
        device.advance(by: 0.8)

        #expect(root.presentedViewController == nil)
        #expect(delegate.events == ["select(00FF00, false)", "finish"])
    }

    @Test("The app dismissing the picker also tells the delegate didFinish")
    func appDismissalFinishes() throws {
        let picker = UIColorPickerViewController()
        let delegate = RecordingColorDelegate()
        picker.delegate = delegate
        let (device, root) = try presentOnDevice(picker)
        defer { withExtendedLifetime(device) {} }
        root.dismiss(animated: false)
        device.advance(by: 0.1)
        #expect(delegate.events == ["finish"])
    }

    @Test("Bad input: NaN and out-of-range components are clamped and logged; a bad hex is ignored and logged")
    func badInput() {
        let picker = UIColorPickerViewController()
        let delegate = RecordingColorDelegate()
        picker.delegate = delegate
        picker.loadViewIfNeeded()
        let (_, lines) = UIKitDiagnostics.capturing {
            picker.selectedColor = UIColor(red: .nan, green: 2, blue: -1, alpha: .nan)
        }
        #expect(rgba(picker.selectedColor) == [0, 1, 0, 0])
        #expect(lines.count == 1 && lines[0].contains("clamped"))

        picker.selectedColor = .blue
        let (_, hexLines) = UIKitDiagnostics.capturing {
            picker.simulateUserEnteringHex("not a colour")
            picker.simulateUserEnteringHex("#12345")
        }
        #expect(hexLines.count == 2 && delegate.events.isEmpty)
        #expect(picker.pickerView?.hexField.text == "0000FF")
        picker.simulateUserEnteringHex(" #80ff0040 ")
        #expect(rgba(picker.selectedColor) == rgba(UIColor(red: 128.0 / 255, green: 1, blue: 0, alpha: 64.0 / 255)))
        #expect(delegate.events == ["select(80FF00, false)"])
    }
}

/// The color picker covered by another presentation has not finished.
@MainActor
@Suite("UIColorPickerViewController covered")
struct ColorPickerCoveredTests {
    @Test("A controller presented over the picker does not make it finish; dismissing the picker later does")
    func coveredIsNotFinished() throws {
        let picker = UIColorPickerViewController()
        let delegate = RecordingColorDelegate()
        picker.delegate = delegate
        let (device, root) = try presentOnDevice(picker)
        defer { withExtendedLifetime(device) {} }
        let cover = UIViewController()
        cover.modalPresentationStyle = .fullScreen
        picker.present(cover, animated: false)
        device.advance(by: 0.1)
        cover.dismiss(animated: false)
        device.advance(by: 0.1)
        #expect(delegate.events.isEmpty)
        root.dismiss(animated: false)
        device.advance(by: 0.1)
        #expect(delegate.events == ["finish"])
    }
}
