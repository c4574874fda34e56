// SPDX-License-Identifier: Apache-2.0

import Foundation

extension UIPickerView {
    /// The font of title rows: the system font at 21 points (Touchstone's choice; Apple documents none).
    static let titleFont = UIFont.systemFont(ofSize: 21)

    /// The view for `row` of `component`: the delegate's, or a title label when there is no delegate.
    func rowView(row: Int, component: Int, reusing view: UIView?) -> UIView {
        guard let delegate else { return standardRowView(row: row, component: component, reusing: view) }
        return delegate.pickerView(self, viewForRow: row, forComponent: component, reusing: view)
    }

    /// The label iOS shows when the delegate gives titles rather than views: the attributed title, else the plain
    /// title, else "?", centred in the row. `view` is reused when it is such a label.
    func standardRowView(row: Int, component: Int, reusing view: UIView?) -> UIView {
        let label = (view as? PickerRowLabel) ?? PickerRowLabel()
        if let attributed = delegate?.pickerView(self, attributedTitleForRow: row, forComponent: component) {
            label.attributedText = attributed
        } else {
            label.attributedText = nil
            label.font = Self.titleFont
            label.textColor = .label
            label.text = delegate?.pickerView(self, titleForRow: row, forComponent: component) ?? "?"
        }
        label.textAlignment = .center
        return label
    }
}

/// The label a picker makes for title rows; ``UIPickerView/view(forRow:forComponent:)`` hides it, as iOS
/// returns nil when the delegate gives no views.
final class PickerRowLabel: UILabel {
    override init(frame: CGRect) {
        super.init(frame: frame)
        font = UIPickerView.titleFont
        textAlignment = .center
        adjustsFontSizeToFitWidth = true
        minimumScaleFactor = 0.5
    }

    required init?(coder: NSCoder) { super.init(coder: coder) }
}
