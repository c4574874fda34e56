// SPDX-License-Identifier: Apache-2.0

import Foundation

/// Where a picker view gets its shape: how many wheels (components) and how many rows each has. Both methods are
/// required, as on Apple.
///
/// The picker asks when it first lays out and again on ``UIPickerView/reloadAllComponents()`` or
/// ``UIPickerView/reloadComponent(_:)``, and caches the answers in between. Negative counts are read as 0 (logged).
@preconcurrency @MainActor
public protocol UIPickerViewDataSource: AnyObject {
    /// The number of components (wheels), laid out left to right.
    func numberOfComponents(in pickerView: UIPickerView) -> Int
    /// The number of rows of `component` (0-based, left to right).
    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int
}
