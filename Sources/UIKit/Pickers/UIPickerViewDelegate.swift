// SPDX-License-Identifier: Apache-2.0

import Foundation

/// What a picker view shows in its rows, how big its components are, and whom it tells when the user picks a row;
/// every method is optional.
///
/// A row shows, in order of preference, the view from
/// ``pickerView(_:viewForRow:forComponent:reusing:)``, else a label with
/// ``pickerView(_:attributedTitleForRow:forComponent:)``, else a label with
/// ``pickerView(_:titleForRow:forComponent:)`` (else "?", as on iOS). The default implementations of the
/// view and size methods produce exactly what iOS does when the method is absent, so an implementation that calls
/// no `super` behaves as on Apple.
@preconcurrency @MainActor
public protocol UIPickerViewDelegate: AnyObject {
    /// The width of `component` in points. Default: the picker's width less 8-point side insets and 5-point gaps,
    /// shared equally. Negative or non-finite answers use the default (logged).
    func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat
    /// The height of each row of `component` in points. Default 32 (iOS 14 and later). Answers that are not
    /// positive and finite use the default (logged).
    func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat
    /// The plain title of `row` in `component`, drawn centred in the system font (nil: no title).
    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String?
    /// The styled title of `row` in `component`; preferred over the plain title when not nil.
    func pickerView(_ pickerView: UIPickerView, attributedTitleForRow row: Int,
                    forComponent component: Int) -> NSAttributedString?
    /// The view that shows `row` in `component`. `view` is a view this component showed before and no longer
    /// shows (nil when there is none): reconfigure and return it to avoid creating views. The picker sizes the
    /// returned view to ``UIPickerView/rowSize(forComponent:)`` and turns it with the wheel.
    func pickerView(_ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int,
                    reusing view: UIView?) -> UIView
    /// The user brought `row` of `component` to rest in the selection band (once per settle, and only when the
    /// row differs from the one selected before). Not called by ``UIPickerView/selectRow(_:inComponent:animated:)``.
    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int)
}

extension UIPickerViewDelegate {
    /// Returns an equal share of the picker's width, less 8-point side insets and 5-point gaps between components.
    public func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat {
        pickerView.defaultComponentWidth
    }
    /// Returns 32 points, the row height of iOS 14 and later.
    public func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat {
        UIPickerView.defaultRowHeight
    }
    /// Returns `nil`: no plain title (a row without a view or any title shows "?").
    public func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        nil
    }
    /// Returns `nil`, so the plain title is used.
    public func pickerView(_ pickerView: UIPickerView, attributedTitleForRow row: Int,
                           forComponent component: Int) -> NSAttributedString? {
        nil
    }
    /// Returns the label iOS shows when no view is given: the attributed title, else the plain title, else "?",
    /// centred in the row; `view` is reused when it is such a label.
    public func pickerView(_ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int,
                           reusing view: UIView?) -> UIView {
        pickerView.standardRowView(row: row, component: component, reusing: view)
    }
    /// Does nothing.
    public func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {}
}
