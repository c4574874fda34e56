// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing
import TouchstoneTesting
@testable import UIKit

/// Goldens of the two system pickers presented on the iPhone 4 profile, each with a structural check first.
@MainActor
@Suite("Color and font picker goldens")
struct ColorAndFontPickerGoldenTests {
    @Test("Golden: the color picker's grid, opacity slider and hex field, a swatch selected")
    func colorPicker() throws {
        let picker = UIColorPickerViewController()
        picker.selectedColor = ColorPickerPalette.color(row: 4, column: 7).withAlphaComponent(0.75)
        let (device, _) = try presentOnDevice(picker)
        defer { withExtendedLifetime(device) {} }
        let view = try #require(picker.pickerView)
        let swatches = view.swatches
        // Structure: 12 columns of square swatches under the header, the slider and hex field below the grid.
        #expect(swatches[0].frame.minY == view.safeAreaInsets.top + ColorPickerView.headerHeight)
        #expect(swatches[11].frame.minY == swatches[0].frame.minY && swatches[12].frame.minY > swatches[0].frame.minY)
        #expect(swatches[0].frame.width == swatches[0].frame.height)
        #expect(view.opacitySlider.frame.minY > swatches[119].frame.maxY)
        #expect(view.hexField.frame.minY > view.opacitySlider.frame.maxY && view.hexField.text?.count == 6)
        #expect(view.selectionRing.isHidden == false && view.preview.window != nil)
        try assertGolden(device.screenshot(), named: "color-picker", suite: "Pickers", filePath: uikitTestsRootFile())
    }

    @Test("Golden: the font picker searched for Liberation, each family drawn in its own font")
    func fontPicker() throws {
        let picker = UIFontPickerViewController()
        let (device, _) = try presentOnDevice(picker)
        defer { withExtendedLifetime(device) {} }
        picker.simulateUserSearching("Liberation")
        device.advance(by: 0.1)
        let view = try #require(picker.pickerView)
        // Structure: Cancel left of the title, the search field under the header, one row per family.
        #expect(view.cancelButton.frame.maxX < view.titleLabel.frame.minX + 1)
        #expect(view.searchField.frame.minY >= FontPickerView.headerHeight)
        #expect(view.tableView.frame.minY >= view.searchField.frame.maxY)
        let texts = view.tableView.visibleCells.compactMap { $0.textLabel?.text }
        #expect(texts == ["Liberation Mono", "Liberation Sans", "Liberation Serif"])
        try assertGolden(device.screenshot(), named: "font-picker", suite: "Pickers", filePath: uikitTestsRootFile())
    }
}
