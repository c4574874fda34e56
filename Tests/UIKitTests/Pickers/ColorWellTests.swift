// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing
import TouchstoneTesting
@testable import UIKit

/// UIColorWell: defaults, presenting its picker from the view controller, and reflecting the user's choice.
@MainActor
@Suite("UIColorWell")
struct ColorWellTests {
    /// A launched phone whose root controller's view holds `well`.
    private func setUp(_ well: UIColorWell) throws -> (HeadlessDevice, UIViewController) {
        let (device, root) = try launchWithPlainRoot()
        well.frame = CGRect(x: 100, y: 200, width: 44, height: 44)
        root.view.addSubview(well)
        device.advance(by: 0.1)
        return (device, root)
    }

    @Test("Defaults are Apple's: no color, alpha supported, no title, 28-point natural size")
    func defaults() {
        let well = UIColorWell(frame: .zero)
        #expect(well.selectedColor == nil && well.supportsAlpha && well.title == nil)
        #expect(well.intrinsicContentSize == CGSize(width: 28, height: 28))
    }

    @Test("A tap presents a picker with the well's title, alpha support and color; choices update the well")
    func tapPresentsAndUpdates() throws {
        let well = UIColorWell(frame: .zero)
        well.title = "Ink"
        well.supportsAlpha = false
        well.selectedColor = .red
        let counter = ChangeCounter()
        well.addAction(UIAction { _ in counter.count += 1 }, for: .valueChanged)
        let (device, root) = try setUp(well)
        defer { withExtendedLifetime(device) {} }
        #expect(counter.count == 0)

        device.tap(at: well.convert(CGPoint(x: 22, y: 22), to: nil))
        device.advance(by: 0.8)
        let picker = try #require(root.presentedViewController as? UIColorPickerViewController)
        #expect(picker === well.presentedPicker)
        #expect(picker.title == "Ink" && !picker.supportsAlpha && rgba(picker.selectedColor) == [1, 0, 0, 1])

        picker.simulateUserEnteringHex("0000FF")
        #expect(rgba(well.selectedColor) == [0, 0, 1, 1] && counter.count == 1)
        picker.simulateUserClosing()
        device.advance(by: 0.8)
        #expect(root.presentedViewController == nil && rgba(well.selectedColor) == [0, 0, 1, 1])
    }

    @Test("Continuous selections update the well too, each with .valueChanged; code changes send nothing")
    func continuousUpdates() throws {
        let well = UIColorWell(frame: .zero)
        let counter = ChangeCounter()
        well.addAction(UIAction { _ in counter.count += 1 }, for: .valueChanged)
        let (device, root) = try setUp(well)
        defer { withExtendedLifetime(device) {} }
        well.sendActions(for: .touchUpInside)
        device.advance(by: 0.8)
        let picker = try #require(root.presentedViewController as? UIColorPickerViewController)
        #expect(rgba(picker.selectedColor) == [1, 1, 1, 1])  // an empty well starts the picker on white
        picker.simulateUserDraggingOpacity(through: [0.9, 0.5])
        #expect(counter.count == 2 && rgba(well.selectedColor)[3] == 0.5)
        well.selectedColor = .green
        #expect(counter.count == 2)
    }

    @Test("A well in no view controller's view logs the tap and presents nothing")
    func noViewController() {
        let well = UIColorWell(frame: CGRect(x: 0, y: 0, width: 28, height: 28))
        let (_, lines) = UIKitDiagnostics.capturing { well.sendActions(for: .touchUpInside) }
        #expect(well.presentedPicker == nil)
        #expect(lines.contains { $0.contains("UIColorWell") })
    }
}

/// Counts `.valueChanged` events.
@MainActor
private final class ChangeCounter {
    var count = 0
}
