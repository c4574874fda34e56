// SPDX-License-Identifier: Apache-2.0

import Testing
import TouchstoneTesting
@testable import UIKit

/// A data source and delegate with titled rows that records what the picker asks and tells.
@MainActor
final class RecordingPickerSource: UIPickerViewDataSource, UIPickerViewDelegate {
    var rows: [[String]]
    var widths: [CGFloat]?
    var rowHeights: [CGFloat]?
    /// When set, rows are plain views (tagged with the row) instead of titles.
    var usesViews = false
    private(set) var selections: [(row: Int, component: Int)] = []
    private(set) var viewRequests: [(row: Int, component: Int, reused: UIView?)] = []
    private(set) var viewsMade = 0

    init(_ rows: [[String]]) { self.rows = rows }

    /// `count` rows "0", "1", … in each of `components` components.
    convenience init(components: Int, rows count: Int) {
        self.init(Array(repeating: (0..<count).map(String.init), count: components))
    }

    func numberOfComponents(in pickerView: UIPickerView) -> Int { rows.count }
    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { rows[component].count }
    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        rows[component][row]
    }
    func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat {
        widths?[component] ?? pickerView.defaultComponentWidth
    }
    func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat {
        rowHeights?[component] ?? 32
    }
    func pickerView(_ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int,
                    reusing view: UIView?) -> UIView {
        guard usesViews else { return pickerView.standardRowView(row: row, component: component, reusing: view) }
        viewRequests.append((row, component, view))
        let result = view ?? { viewsMade += 1; return UIView() }()
        result.tag = row
        return result
    }
    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
        selections.append((row, component))
    }
}

/// A launched iPhone 3GS window with a picker at (0, 100, 320 × 216) fed by `source`. The wheels' centre line is
/// at y = 208; with two equal components, component 0 spans x 8…157.5 and component 1 x 162.5…312.
@MainActor
func launchedPicker(_ source: RecordingPickerSource) throws -> (HeadlessDevice, UIPickerView) {
    let (device, window) = try launchedTestWindow()
    let picker = UIPickerView(frame: CGRect(x: 0, y: 100, width: 320, height: 216))
    picker.dataSource = source
    picker.delegate = source
    window.addSubview(picker)
    device.advance(by: 1.0 / 60)
    return (device, picker)
}

/// The screen point at the middle of `wheel`'s band.
@MainActor
func bandCentre(of wheel: UIView) -> CGPoint {
    wheel.convert(CGPoint(x: wheel.bounds.midX, y: wheel.bounds.midY), to: nil)
}

/// Drags a finger from `start` by `dy` points over 10 frames, rests it for 0.2 s (so the release has no speed),
/// lifts it, and lets the wheel settle for `settle` seconds.
@MainActor
func turnAndRest(_ device: HeadlessDevice, at start: CGPoint, by dy: CGFloat, settle: Double = 0.5) {
    device.touchDown(at: start)
    for i in 1...10 {
        device.advance(by: 1.0 / 60)
        device.touchMove(to: CGPoint(x: start.x, y: start.y + dy * CGFloat(i) / 10))
    }
    device.advance(by: 0.2)
    device.touchUp()
    device.advance(by: settle)
}

/// Flicks a finger from `start` by `dy` points in `frames` frames and lifts it at once.
@MainActor
func flick(_ device: HeadlessDevice, at start: CGPoint, by dy: CGFloat, frames: Int = 6) {
    device.touchDown(at: start)
    for i in 1...frames {
        device.advance(by: 1.0 / 60)
        device.touchMove(to: CGPoint(x: start.x, y: start.y + dy * CGFloat(i) / CGFloat(frames)))
    }
    device.touchUp()
}
