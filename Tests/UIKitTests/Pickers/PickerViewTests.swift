// SPDX-License-Identifier: Apache-2.0

import Testing
import TouchstoneTesting
@testable import UIKit

@MainActor
@Suite("UIPickerView: counts, sizes, selection and bad input")
struct PickerViewTests {
    @Test("A picker made without a size is 320 × 216; it reads its counts from the data source")
    func defaultsAndCounts() {
        let source = RecordingPickerSource([["a", "b", "c"], ["x"]])
        let picker = UIPickerView()
        #expect(picker.frame.size == CGSize(width: 320, height: 216))
        #expect(picker.intrinsicContentSize.height == 216)
        #expect(picker.numberOfComponents == 0)
        picker.dataSource = source
        picker.delegate = source
        #expect(picker.numberOfComponents == 2)
        #expect(picker.numberOfRows(inComponent: 0) == 3)
        #expect(picker.numberOfRows(inComponent: 1) == 1)
        #expect(picker.selectedRow(inComponent: 0) == 0)
        #expect(picker.rowSize(forComponent: 0).height == 32)
    }

    @Test("Components share the width equally by default, 5 points apart inside 8-point insets")
    func equalWidths() throws {
        let source = RecordingPickerSource(components: 2, rows: 5)
        let (_, picker) = try launchedPicker(source)
        #expect(picker.wheels.map(\.frame) == [CGRect(x: 8, y: 0, width: 149.5, height: 216),
                                               CGRect(x: 162.5, y: 0, width: 149.5, height: 216)])
        #expect(picker.rowSize(forComponent: 1) == CGSize(width: 149.5, height: 32))
        #expect(picker.selectionBand.frame == CGRect(x: 8, y: 92, width: 304, height: 32))
    }

    @Test("Widths and row heights come from the delegate; the components are centred")
    func delegateSizes() throws {
        let source = RecordingPickerSource(components: 2, rows: 5)
        source.widths = [100, 50]
        source.rowHeights = [40, 20]
        let (_, picker) = try launchedPicker(source)
        #expect(picker.wheels.map(\.frame.minX) == [83, 188])
        #expect(picker.rowSize(forComponent: 0) == CGSize(width: 100, height: 40))
        #expect(picker.rowSize(forComponent: 1) == CGSize(width: 50, height: 20))
    }

    @Test("Negative or non-finite widths and heights use the defaults")
    func badSizes() throws {
        let source = RecordingPickerSource(components: 2, rows: 5)
        source.widths = [-10, .nan]
        source.rowHeights = [.infinity, 0]
        let (_, picker) = try launchedPicker(source)
        #expect(picker.rowSize(forComponent: 0) == CGSize(width: 149.5, height: 32))
        #expect(picker.rowSize(forComponent: 1) == CGSize(width: 149.5, height: 32))
    }

    @Test("selectRow selects at once without telling the delegate; out-of-range rows and components are ignored")
    func selectRowFromCode() throws {
        let source = RecordingPickerSource(components: 2, rows: 10)
        let (_, picker) = try launchedPicker(source)
        picker.selectRow(4, inComponent: 1, animated: false)
        #expect(picker.selectedRow(inComponent: 1) == 4)
        #expect(picker.wheels[1].offset == 128)
        picker.selectRow(10, inComponent: 1, animated: false)
        picker.selectRow(-1, inComponent: 0, animated: false)
        picker.selectRow(0, inComponent: 2, animated: false)
        #expect(picker.selectedRow(inComponent: 1) == 4)
        #expect(picker.selectedRow(inComponent: 0) == 0)
        #expect(picker.selectedRow(inComponent: 5) == -1)
        #expect(source.selections.isEmpty)
    }

    @Test("selectRow(animated:) eases the wheel over 0.3 s and settles without a delegate call")
    func selectRowAnimated() throws {
        let source = RecordingPickerSource(components: 1, rows: 10)
        let (device, picker) = try launchedPicker(source)
        let wheel = picker.wheels[0]
        picker.selectRow(5, inComponent: 0, animated: true)
        #expect(picker.selectedRow(inComponent: 0) == 5)
        device.advance(by: 0.1)
        #expect(wheel.offset > 0 && wheel.offset < 160)
        device.advance(by: 0.3)
        #expect(wheel.offset == 160)
        #expect(wheel.displayLink == nil)
        #expect(source.selections.isEmpty)
    }

    @Test("A reload with fewer rows clamps the selection; an empty component selects −1, rows again select 0")
    func reloadClamps() throws {
        let source = RecordingPickerSource(components: 2, rows: 10)
        let (device, picker) = try launchedPicker(source)
        picker.selectRow(8, inComponent: 0, animated: false)
        picker.selectRow(3, inComponent: 1, animated: false)
        source.rows[0] = ["a", "b", "c"]
        source.rows[1] = []
        picker.reloadAllComponents()
        #expect(picker.selectedRow(inComponent: 0) == 2)
        #expect(picker.wheels[0].offset == 64)
        #expect(picker.selectedRow(inComponent: 1) == -1)
        source.rows[1] = ["x", "y"]
        picker.reloadComponent(1)
        #expect(picker.selectedRow(inComponent: 1) == 0)
        source.rows.removeLast()
        picker.reloadAllComponents()
        device.advance(by: 1.0 / 60)
        #expect(picker.numberOfComponents == 1)
        #expect(picker.selectedRow(inComponent: 1) == -1)
        #expect(source.selections.isEmpty)
    }

    @Test("view(forRow:) returns the delegate's view while the row shows; nil off screen, out of range, or for titles")
    func viewForRow() throws {
        let source = RecordingPickerSource(components: 1, rows: 50)
        source.usesViews = true
        let (_, picker) = try launchedPicker(source)
        let view = try #require(picker.view(forRow: 1, forComponent: 0))
        #expect(view.tag == 1)
        #expect(picker.view(forRow: 40, forComponent: 0) == nil)
        #expect(picker.view(forRow: 50, forComponent: 0) == nil)
        #expect(picker.view(forRow: 0, forComponent: 3) == nil)

        let titles = RecordingPickerSource(components: 1, rows: 5)
        let (_, titled) = try launchedPicker(titles)
        #expect(titled.view(forRow: 0, forComponent: 0) == nil)
        let label = try #require(titled.wheels[0].shownView(row: 2) as? UILabel)
        #expect(label.text == "2")
    }

    @Test("Rows a wheel turns away from are offered back through reusing")
    func reuse() throws {
        let source = RecordingPickerSource(components: 1, rows: 200)
        source.usesViews = true
        let (device, picker) = try launchedPicker(source)
        let shownAtRest = picker.wheels[0].subviews.count
        turnAndRest(device, at: CGPoint(x: 160, y: 208), by: -320)
        #expect(picker.selectedRow(inComponent: 0) == 10)
        #expect(source.viewRequests.contains { $0.reused != nil })
        #expect(source.viewsMade <= shownAtRest + 6)
    }

    @Test("Rows lie on a cylinder: the next row sits below the band, smaller and fainter; rows beyond a quarter turn hide")
    func cylinderLook() throws {
        let source = RecordingPickerSource(components: 1, rows: 20)
        let (_, picker) = try launchedPicker(source)
        let wheel = picker.wheels[0]
        let centre = try #require(wheel.shownView(row: 0)?.superview)
        let next = try #require(wheel.shownView(row: 1)?.superview)
        let centreY = centre.convert(CGPoint(x: centre.bounds.midX, y: centre.bounds.midY), to: wheel).y
        let nextY = next.convert(CGPoint(x: next.bounds.midX, y: next.bounds.midY), to: wheel).y
        #expect(abs(centreY - 108) < 0.01)
        // r = 108, θ = 32 / r: y = r·sinθ · 500 / (500 + r(1 − cosθ)).
        let r: CGFloat = 108, theta: CGFloat = 32 / 108
        #expect(abs(nextY - (108 + r * sin(theta) * 500 / (500 + r * (1 - cos(theta))))) < 0.01)
        #expect(abs(next.alpha - cos(theta)) < 1e-6)
        #expect(wheel.shownView(row: 6) == nil)
        #expect(wheel.shownView(row: 5) != nil)
    }

    @Test("Reloading a turning component with the same rows asks for its contents again and keeps it turning")
    func reloadWhileTurning() throws {
        let source = RecordingPickerSource(components: 1, rows: 100)
        let (device, picker) = try launchedPicker(source)
        flick(device, at: CGPoint(x: 160, y: 260), by: -60)
        device.advance(by: 0.1)
        source.rows[0] = (0..<100).map { "new \($0)" }
        picker.reloadComponent(0)
        device.advance(by: 1.0 / 60)
        #expect(picker.wheels[0].displayLink != nil)
        device.advance(by: 3)
        #expect(source.selections.count == 1)
        let wheel = picker.wheels[0]
        let row = wheel.selectedRow
        #expect((wheel.shownView(row: row) as? UILabel)?.text == "new \(row)")
        #expect((wheel.shownView(row: row - 2) as? UILabel)?.text == "new \(row - 2)")
    }

    @Test("Each wheel is an adjustable accessibility element whose value is the selected title and position")
    func accessibility() throws {
        let source = RecordingPickerSource([["Apple", "Banana", "Cherry"], ["1", "2"]])
        let (device, picker) = try launchedPicker(source)
        picker.selectRow(1, inComponent: 0, animated: false)
        device.advance(by: 1.0 / 60)
        let wheels = device.accessibilityElements().filter { $0.traits.contains(.adjustable) }
        #expect(wheels.map(\.value) == ["Banana, 2 of 3", "1, 1 of 2"])
    }
}
