// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing
import TouchstoneTesting
@testable import UIKit

/// A view controller written as an iOS app writes one: only the required data-source methods, titles and the
/// selection callback, plus a date picker with a target–action.
@MainActor
private final class SizeController: UIViewController, UIPickerViewDataSource, UIPickerViewDelegate {
    let sizes = ["S", "M", "L", "XL"]
    let picker = UIPickerView()
    let datePicker = UIDatePicker()
    var chosen: String?
    var dateChanges = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        picker.frame = CGRect(x: 0, y: 40, width: 320, height: 216)
        picker.dataSource = self
        picker.delegate = self
        view.addSubview(picker)
        datePicker.frame = CGRect(x: 0, y: 260, width: 320, height: 216)
        datePicker.datePickerMode = .time
        datePicker.addAction(UIAction { [unowned self] _ in dateChanges += 1 }, for: .valueChanged)
        view.addSubview(datePicker)
    }

    func numberOfComponents(in pickerView: UIPickerView) -> Int { 1 }
    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { sizes.count }
    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        sizes[row]
    }
    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
        chosen = sizes[row]
    }
}

@MainActor
@Suite("Pickers in app-style code")
struct PickerAppStyleTests {
    @Test("A controller implementing only the required methods gets equal widths, 32-pt rows and its titles")
    func requiredOnly() throws {
        let (device, window) = try launchedTestWindow()
        let controller = SizeController()
        window.rootViewController = controller
        device.advance(by: 1.0 / 60)
        let picker = controller.picker
        #expect(picker.rowSize(forComponent: 0) == CGSize(width: 304, height: 32))
        #expect((picker.wheels[0].shownView(row: 1) as? UILabel)?.text == "M")
        #expect(picker.view(forRow: 1, forComponent: 0) == nil)

        turnAndRest(device, at: bandCentre(of: picker.wheels[0]), by: -64)
        #expect(controller.chosen == "L")
        turnAndRest(device, at: bandCentre(of: controller.datePicker.pickerView.wheels[1]), by: -32)
        #expect(controller.dateChanges == 1)
    }
}
