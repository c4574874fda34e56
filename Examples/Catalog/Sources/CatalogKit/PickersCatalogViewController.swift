// SPDX-License-Identifier: Apache-2.0

import UIKit

/// A one-component picker of colours that tints a swatch, and a time picker.
public final class PickersCatalogViewController: UIViewController, UIPickerViewDataSource, UIPickerViewDelegate {
    /// The colours offered, with their names.
    public static let colors: [(String, UIColor)] = [
        ("Red", .systemRed), ("Orange", .systemOrange), ("Yellow", .systemYellow), ("Green", .systemGreen),
        ("Blue", .systemBlue), ("Purple", .systemPurple), ("Gray", .systemGray),
    ]
    /// The colour wheel.
    public let pickerView = UIPickerView()
    /// Filled with the picked colour.
    public let swatch = UIView()
    /// A time picker.
    public let datePicker = UIDatePicker()

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        pickerView.dataSource = self
        pickerView.delegate = self
        view.addSubview(pickerView)
        swatch.backgroundColor = Self.colors[0].1
        view.addSubview(swatch)
        datePicker.datePickerMode = .time
        datePicker.preferredDatePickerStyle = .wheels
        view.addSubview(datePicker)
    }

    public override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let top = view.safeAreaInsets.top
        let width = view.bounds.width
        pickerView.frame = CGRect(x: 0, y: top, width: width, height: 162)
        swatch.frame = CGRect(x: 20, y: top + 170, width: width - 40, height: 24)
        datePicker.frame = CGRect(x: 0, y: top + 202, width: width, height: 162)
    }

    public func numberOfComponents(in pickerView: UIPickerView) -> Int { 1 }

    public func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int {
        Self.colors.count
    }

    public func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        Self.colors[row].0
    }

    public func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
        swatch.backgroundColor = Self.colors[row].1
    }
}
