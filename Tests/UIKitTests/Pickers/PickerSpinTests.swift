// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing
import TouchstoneTesting
@testable import UIKit

@MainActor
@Suite("UIPickerView: dragging, flicking and settling the wheels")
struct PickerSpinTests {
    @Test("A drag moves the rows with the finger; resting and lifting settles on the row in the band, told once")
    func dragAndSettle() throws {
        let source = RecordingPickerSource(components: 2, rows: 20)
        let (device, picker) = try launchedPicker(source)
        let start = CGPoint(x: 80, y: 208)
        device.touchDown(at: start)
        device.advance(by: 1.0 / 60)
        device.touchMove(to: CGPoint(x: 80, y: 158))
        #expect(picker.wheels[0].offset == 50)
        #expect(picker.selectedRow(inComponent: 0) == 0)
        device.advance(by: 0.2)
        device.touchUp()
        device.advance(by: 0.5)

        #expect(picker.wheels[0].offset == 64)
        #expect(picker.selectedRow(inComponent: 0) == 2)
        #expect(source.selections.map { [$0.row, $0.component] } == [[2, 0]])
        #expect(picker.selectedRow(inComponent: 1) == 0)
    }

    @Test("Settling back on the selected row does not tell the delegate")
    func settleOnSameRow() throws {
        let source = RecordingPickerSource(components: 1, rows: 20)
        let (device, picker) = try launchedPicker(source)
        turnAndRest(device, at: CGPoint(x: 160, y: 208), by: -10)
        #expect(picker.selectedRow(inComponent: 0) == 0)
        #expect(picker.wheels[0].offset == 0)
        #expect(source.selections.isEmpty)
    }

    @Test("The other component's wheel turns on its own: didSelectRow names it")
    func secondComponent() throws {
        let source = RecordingPickerSource(components: 2, rows: 20)
        let (device, picker) = try launchedPicker(source)
        turnAndRest(device, at: CGPoint(x: 240, y: 208), by: -96)
        #expect(picker.selectedRow(inComponent: 1) == 3)
        #expect(picker.selectedRow(inComponent: 0) == 0)
        #expect(source.selections.map { [$0.row, $0.component] } == [[3, 1]])
    }

    @Test("After a flick the offset follows offset₀ + v₀(0.998^(1000t) − 1)/(1000 ln 0.998) frame by frame")
    func decelerationFormula() throws {
        let source = RecordingPickerSource(components: 1, rows: 100)
        let (device, picker) = try launchedPicker(source)
        let wheel = picker.wheels[0]
        flick(device, at: CGPoint(x: 160, y: 260), by: -60)
        let release = try #require(wheel.lastRelease)
        // 60 points in 0.1 s: the last 0.1 s of samples span the whole flick.
        #expect(abs(release.velocity - 600) < 1)
        let k = 1000 * log(0.998)
        var previous = release.offset
        for _ in 0..<20 {
            device.advance(by: 1.0 / 60)
            let t = device.now - release.time
            let expected = release.offset + release.velocity * CGFloat((exp(k * t) - 1) / k)
            #expect(abs(wheel.offset - expected) < 1e-6)
            #expect(wheel.offset > previous)
            previous = wheel.offset
        }
        #expect(source.selections.isEmpty)
    }

    @Test("A flick coasts, slows below 20 pt/s, snaps to the nearest row and tells the delegate once")
    func flickSettles() throws {
        let source = RecordingPickerSource(components: 1, rows: 100)
        let (device, picker) = try launchedPicker(source)
        let wheel = picker.wheels[0]
        flick(device, at: CGPoint(x: 160, y: 260), by: -60)
        let release = try #require(wheel.lastRelease)
        device.advance(by: 4)

        // Coasting ends when the speed falls below 20 pt/s: at offset₀ + (v₀ − 20) / 2.002 (within a frame).
        let k = -1000 * log(0.998)
        let rest = release.offset + (release.velocity - 20) / k
        let expectedRow = Int((rest / 32).rounded())
        #expect(picker.selectedRow(inComponent: 0) == expectedRow)
        #expect(expectedRow > 8)
        #expect(wheel.offset == CGFloat(expectedRow) * 32)
        #expect(source.selections.map(\.row) == [expectedRow])
        #expect(wheel.displayLink == nil)
    }

    @Test("Past the first row the drag is rubber-banded and the wheel springs back to row 0")
    func rubberBand() throws {
        let source = RecordingPickerSource(components: 1, rows: 10)
        let (device, picker) = try launchedPicker(source)
        let wheel = picker.wheels[0]
        device.touchDown(at: CGPoint(x: 160, y: 150))
        device.advance(by: 1.0 / 60)
        device.touchMove(to: CGPoint(x: 160, y: 250))
        // (1 − 1 / (100 × 0.55 / 216 + 1)) × 216
        let stretch: CGFloat = 100 * 0.55 / 216
        let banded: CGFloat = (1 - 1 / (stretch + 1)) * 216
        #expect(abs(wheel.offset + banded) < 1e-9)
        device.advance(by: 0.2)
        device.touchUp()
        device.advance(by: 0.5)
        #expect(wheel.offset == 0)
        #expect(source.selections.isEmpty)
    }

    @Test("A hard flick past the last row comes back to it")
    func flickPastEnd() throws {
        let source = RecordingPickerSource(components: 1, rows: 6)
        let (device, picker) = try launchedPicker(source)
        flick(device, at: CGPoint(x: 160, y: 300), by: -150, frames: 5)
        device.advance(by: 3)
        #expect(picker.selectedRow(inComponent: 0) == 5)
        #expect(picker.wheels[0].offset == 160)
        #expect(source.selections.map(\.row) == [5])
    }

    @Test("Tapping the row below the band turns it into the band and selects it")
    func tapRow() throws {
        let source = RecordingPickerSource(components: 1, rows: 10)
        let (device, picker) = try launchedPicker(source)
        device.tap(at: CGPoint(x: 160, y: 208 + 31))
        device.advance(by: 0.5)
        #expect(picker.selectedRow(inComponent: 0) == 1)
        #expect(source.selections.map(\.row) == [1])
    }

    @Test("A touch stops a coasting wheel where it is; lifting it snaps to the nearest row")
    func touchStopsCoasting() throws {
        let source = RecordingPickerSource(components: 1, rows: 100)
        let (device, picker) = try launchedPicker(source)
        let wheel = picker.wheels[0]
        flick(device, at: CGPoint(x: 160, y: 260), by: -60)
        device.advance(by: 0.1)
        device.touchDown(at: CGPoint(x: 160, y: 208))
        let held = wheel.offset
        device.advance(by: 0.2)
        #expect(wheel.offset == held)
        device.touchUp()
        device.advance(by: 0.5)
        let row = Int((held / 32).rounded())
        #expect(picker.selectedRow(inComponent: 0) == row)
        #expect(source.selections.map(\.row) == [row])
    }
}
