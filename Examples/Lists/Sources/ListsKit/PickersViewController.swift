// SPDX-License-Identifier: Apache-2.0

import UIKit

/// A two-component picker (a flavour and a size) with a label that follows it, and a date picker.
public final class PickersViewController: UIViewController, UIPickerViewDataSource, UIPickerViewDelegate {
    /// The first component's rows.
    public static let flavours = ["Vanilla", "Chocolate", "Strawberry", "Pistachio", "Lemon", "Mango", "Coffee",
                                  "Hazelnut", "Raspberry", "Coconut", "Caramel", "Mint"]
    /// The second component's rows.
    public static let sizes = ["Small", "Medium", "Large", "Family"]

    /// The flavour and size wheels.
    public let pickerView = UIPickerView()
    /// Shows the picked flavour and size.
    public let choiceLabel = UILabel()
    /// A date picker in wheels style.
    public let datePicker = UIDatePicker()

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        title = "Pickers"
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        title = "Pickers"
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        pickerView.dataSource = self
        pickerView.delegate = self
        view.addSubview(pickerView)
        choiceLabel.textAlignment = .center
        view.addSubview(choiceLabel)
        datePicker.datePickerMode = .date
        datePicker.preferredDatePickerStyle = .wheels
        view.addSubview(datePicker)
        updateChoice()
    }

    public override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let width = view.bounds.width, top = view.safeAreaInsets.top
        pickerView.frame = CGRect(x: 0, y: top, width: width, height: 162)
        choiceLabel.frame = CGRect(x: 0, y: top + 162, width: width, height: 30)
        datePicker.frame = CGRect(x: 0, y: top + 196, width: width, height: 162)
    }

    /// Shows the rows selected in the picker in the label.
    private func updateChoice() {
        let flavour = Self.flavours[max(0, pickerView.selectedRow(inComponent: 0))]
        let size = Self.sizes[max(0, pickerView.selectedRow(inComponent: 1))]
        choiceLabel.text = "\(size) \(flavour.lowercased())"
    }

    public func numberOfComponents(in pickerView: UIPickerView) -> Int { 2 }

    public func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int {
        component == 0 ? Self.flavours.count : Self.sizes.count
    }

    public func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        component == 0 ? Self.flavours[row] : Self.sizes[row]
    }

    public func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
        updateChoice()
    }
}
