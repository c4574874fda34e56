// SPDX-License-Identifier: Apache-2.0

import Testing
import TouchstoneTesting
@testable import UIKit

@MainActor
@Suite("UISlider")
struct SliderTests {
    /// A modern device with a 300-point slider at (20, 200): the 28-point thumb's centre is at x 34 for the minimum
    /// and travels 272 points; its centre line is y 215.5.
    private func makeSlider() throws -> (HeadlessDevice, UISlider) {
        let (device, window) = try launchedControlsWindow(.modernPhone)
        let slider = UISlider(frame: CGRect(x: 20, y: 200, width: 300, height: 31))
        window.addSubview(slider)
        return (device, slider)
    }

    @Test("Defaults: 0 in 0…1, continuous, 31 points tall (23 on iPhone OS 3 profiles)")
    func defaults() throws {
        let (_, slider) = try makeSlider()
        #expect(slider.value == 0 && slider.minimumValue == 0 && slider.maximumValue == 1 && slider.isContinuous)
        #expect(slider.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: 31))
        #expect(slider.sizeThatFits(CGSize(width: 120, height: 100)) == CGSize(width: 120, height: 31))
        let (_, window) = try launchedControlsWindow(.iPhone3GS)
        let classic = UISlider(frame: CGRect(x: 0, y: 0, width: 200, height: 23))
        window.addSubview(classic)
        #expect(classic.intrinsicContentSize.height == 23)
        #expect(classic.trackRect(forBounds: classic.bounds).height == 9)
    }

    @Test("Values clamp to the range; non-finite values and bounds are ignored; the range pushes the other end")
    func clamping() throws {
        let (_, slider) = try makeSlider()
        slider.value = 5
        #expect(slider.value == 1)
        slider.value = -3
        #expect(slider.value == 0)
        slider.value = 0.5
        slider.value = .nan
        slider.setValue(.infinity, animated: false)
        #expect(slider.value == 0.5)
        slider.minimumValue = .nan
        #expect(slider.minimumValue == 0)
        slider.minimumValue = 0.7
        #expect(slider.value == 0.7)
        slider.minimumValue = 2
        #expect(slider.maximumValue == 2 && slider.value == 2)
        slider.maximumValue = -1
        #expect(slider.minimumValue == -1 && slider.value == -1)
    }

    @Test("Dragging the thumb moves the value continuously, sending .valueChanged on each move")
    func continuousDrag() throws {
        let (device, slider) = try makeSlider()
        let log = ValueEventLog(slider)
        device.drag(from: CGPoint(x: 34, y: 215), to: CGPoint(x: 170, y: 215), duration: 0.1)
        #expect(abs(slider.value - 0.5) < 0.0001)
        #expect(log.entries.first == "down" && log.entries.last == "upInside")
        #expect(log.changes == 6, "one per move frame")
    }

    @Test("The thumb stays under the finger at the offset where it was grabbed, and tracking follows off the track")
    func grabOffsetAndOffTrack() throws {
        let (device, slider) = try makeSlider()
        slider.value = 0.25  // thumb centre at 34 + 68 = 102
        device.touchDown(at: CGPoint(x: 110, y: 220))
        device.advance(by: 1.0 / 60)
        #expect(slider.value == 0.25 && slider.isTracking)
        device.touchMove(to: CGPoint(x: 178, y: 320))
        device.advance(by: 1.0 / 60)
        #expect(abs(slider.value - 0.5) < 0.0001, "moved 68 points: a quarter of the travel")
        device.touchMove(to: CGPoint(x: 500, y: 600))
        device.advance(by: 1.0 / 60)
        #expect(slider.value == 1)
        device.touchMove(to: CGPoint(x: 42, y: 600))
        device.advance(by: 1.0 / 60)
        #expect(slider.value == 0, "far off the track, the slider still tracks")
        device.touchUp()
        #expect(!slider.isTracking)
    }

    @Test("Touching the track away from the thumb does nothing")
    func trackTouchIgnored() throws {
        let (device, slider) = try makeSlider()
        let log = ValueEventLog(slider)
        device.tap(at: CGPoint(x: 250, y: 215))
        device.drag(from: CGPoint(x: 250, y: 215), to: CGPoint(x: 300, y: 215), duration: 0.1)
        #expect(slider.value == 0)
        #expect(log.entries.isEmpty)
    }

    @Test("Not continuous: one .valueChanged when the finger lifts, and none when the value came back")
    func notContinuous() throws {
        let (device, slider) = try makeSlider()
        slider.isContinuous = false
        let log = ValueEventLog(slider)
        device.drag(from: CGPoint(x: 34, y: 215), to: CGPoint(x: 102, y: 215), duration: 0.1)
        #expect(abs(slider.value - 0.25) < 0.0001)
        #expect(log.entries == ["down", "changed", "upInside"])
        log.clear()
        device.touchDown(at: CGPoint(x: 102, y: 215))
        device.advance(by: 1.0 / 60)
        device.touchMove(to: CGPoint(x: 200, y: 215))
        device.advance(by: 1.0 / 60)
        device.touchMove(to: CGPoint(x: 102, y: 215))
        device.advance(by: 1.0 / 60)
        device.touchUp()
        #expect(log.entries == ["down", "upInside"])
    }

    @Test("setValue(animated:) changes the value at once and slides the thumb on the device clock, silently")
    func animatedValue() throws {
        let (device, slider) = try makeSlider()
        let log = ValueEventLog(slider)
        slider.setValue(1, animated: true)
        #expect(slider.value == 1 && slider.displayedValue == 0)
        device.advance(by: 0.1)
        #expect(slider.displayedValue > 0 && slider.displayedValue < 1)
        device.advance(by: 0.25)
        #expect(slider.displayedValue == 1)
        #expect(log.entries.isEmpty)
    }

    @Test("Geometry: value images at the ends, the track between them, the thumb within the track")
    func geometry() throws {
        let (_, slider) = try makeSlider()
        let bounds = CGRect(x: 0, y: 0, width: 300, height: 31)
        #expect(slider.trackRect(forBounds: bounds) == CGRect(x: 0, y: 13.5, width: 300, height: 4))
        slider.minimumValueImage = solidImage(20, 20, .red)
        slider.maximumValueImage = solidImage(24, 24, .blue)
        #expect(slider.minimumValueImageRect(forBounds: bounds) == CGRect(x: 0, y: 5.5, width: 20, height: 20))
        #expect(slider.maximumValueImageRect(forBounds: bounds) == CGRect(x: 276, y: 3.5, width: 24, height: 24))
        let track = slider.trackRect(forBounds: bounds)
        #expect(track == CGRect(x: 28, y: 13.5, width: 240, height: 4))
        #expect(slider.thumbRect(forBounds: bounds, trackRect: track, value: 0).minX == 28)
        #expect(slider.thumbRect(forBounds: bounds, trackRect: track, value: 1).maxX == 268)
        #expect(slider.thumbRect(forBounds: bounds, trackRect: track, value: 7).maxX == 268)
        slider.setThumbImage(solidImage(10, 40, .green), for: .normal)
        #expect(slider.thumbRect(forBounds: bounds, trackRect: track, value: 0).size == CGSize(width: 10, height: 40))
        #expect(slider.intrinsicContentSize.height == 40)
    }

    @Test("Per-state images fall back to .normal; the highlighted thumb shows while tracking")
    func stateImages() throws {
        let (device, slider) = try makeSlider()
        let normal = solidImage(28, 28, .red), pressed = solidImage(28, 28, .blue)
        slider.setThumbImage(normal, for: .normal)
        slider.setThumbImage(pressed, for: .highlighted)
        slider.setMinimumTrackImage(solidImage(4, 4, .green), for: .normal)
        #expect(slider.thumbImage(for: .normal) === normal && slider.thumbImage(for: .disabled) == nil)
        #expect(slider.currentThumbImage === normal)
        #expect(slider.currentMinimumTrackImage != nil && slider.currentMaximumTrackImage == nil)
        device.touchDown(at: CGPoint(x: 34, y: 215))
        device.advance(by: 1.0 / 60)
        #expect(slider.currentThumbImage === pressed)
        device.touchUp()
        slider.isEnabled = false
        #expect(slider.currentThumbImage === normal)
    }

    @Test("Accessibility: adjustable, read as a percentage; increment and decrement move a tenth of the range")
    func accessibility() throws {
        let (_, slider) = try makeSlider()
        slider.minimumValue = 10
        slider.maximumValue = 20
        slider.value = 15
        let log = ValueEventLog(slider)
        #expect(slider.isAccessibilityElement)
        #expect(slider.accessibilityTraits == .adjustable)
        #expect(slider.accessibilityValue == "50%")
        slider.accessibilityIncrement()
        #expect(abs(slider.value - 16) < 0.0001)
        #expect(slider.accessibilityValue == "60%")
        slider.value = 19.5
        slider.accessibilityIncrement()
        #expect(slider.value == 20)
        slider.accessibilityIncrement()
        slider.accessibilityDecrement()
        #expect(abs(slider.value - 19) < 0.0001)
        #expect(log.changes == 3, "the increment at the maximum changed nothing")
    }
}
