// SPDX-License-Identifier: Apache-2.0

import Testing
import TouchstoneTesting
@testable import UIKit

@MainActor
@Suite("UISwitch")
struct SwitchTests {
    /// A modern device with a switch at (100, 200): its thumb's centre is at x 115.5 when off, 135.5 when on.
    private func makeSwitch(_ profile: DeviceProfile = .modernPhone) throws -> (HeadlessDevice, UISwitch) {
        let (device, window) = try launchedControlsWindow(profile)
        let toggle = UISwitch(frame: CGRect(x: 100, y: 200, width: 300, height: 300))
        window.addSubview(toggle)
        return (device, toggle)
    }

    @Test("A switch has a fixed size whatever its frame: 51×31 modern, 94×27 on iPhone OS 3 profiles")
    func fixedSize() throws {
        let (_, modern) = try makeSwitch()
        #expect(modern.frame == CGRect(x: 100, y: 200, width: 51, height: 31))
        modern.frame = CGRect(x: 10, y: 20, width: 5, height: 5)
        #expect(modern.frame == CGRect(x: 10, y: 20, width: 51, height: 31))
        #expect(modern.intrinsicContentSize == CGSize(width: 51, height: 31))
        #expect(modern.sizeThatFits(.zero) == CGSize(width: 51, height: 31))
        let (_, classic) = try makeSwitch(.iPhone3GS)
        #expect(classic.bounds.size == CGSize(width: 94, height: 27))
        #expect(!classic.isOn && classic.style == .sliding && classic.preferredStyle == .automatic)
    }

    @Test("A tap toggles the switch and sends .valueChanged once, between touch down and touch up inside")
    func tapToggles() throws {
        let (device, toggle) = try makeSwitch()
        let log = ValueEventLog(toggle)
        device.tap(at: CGPoint(x: 125, y: 215))
        #expect(toggle.isOn)
        #expect(log.entries == ["down", "changed", "upInside"])
        log.clear()
        device.advance(by: 0.5)
        device.tap(at: CGPoint(x: 125, y: 215))
        #expect(!toggle.isOn)
        #expect(log.entries == ["down", "changed", "upInside"])
    }

    @Test("Dragging the thumb past the midpoint turns the switch on at touch up; the thumb follows the finger")
    func dragAcross() throws {
        let (device, toggle) = try makeSwitch()
        let log = ValueEventLog(toggle)
        device.touchDown(at: CGPoint(x: 115, y: 215))
        device.advance(by: 1.0 / 60)
        device.touchMove(to: CGPoint(x: 122, y: 215))
        device.advance(by: 1.0 / 60)
        #expect(abs(toggle.thumbPosition - 0.35) < 0.001)
        #expect(toggle.isHighlighted && !toggle.isOn)
        device.touchMove(to: CGPoint(x: 128, y: 230))
        device.advance(by: 1.0 / 60)
        #expect(!toggle.isOn, "the value changes only when the finger lifts")
        #expect(log.changes == 0)
        device.touchUp()
        #expect(toggle.isOn)
        #expect(log.entries == ["down", "changed", "upInside"])
        device.advance(by: 0.5)
        #expect(toggle.thumbPosition == 1)
    }

    @Test("A drag that does not cross the midpoint, or crosses and comes back, leaves the value and sends no change")
    func dragBack() throws {
        let (device, toggle) = try makeSwitch()
        let log = ValueEventLog(toggle)
        device.drag(from: CGPoint(x: 115, y: 215), to: CGPoint(x: 123, y: 215), duration: 0.1)
        #expect(!toggle.isOn)
        device.advance(by: 0.5)
        #expect(toggle.thumbPosition == 0, "the thumb slides back home")
        device.touchDown(at: CGPoint(x: 115, y: 215))
        device.advance(by: 1.0 / 60)
        device.touchMove(to: CGPoint(x: 140, y: 215))
        device.advance(by: 1.0 / 60)
        device.touchMove(to: CGPoint(x: 110, y: 215))
        device.advance(by: 1.0 / 60)
        device.touchUp()
        #expect(!toggle.isOn)
        #expect(log.changes == 0)
        #expect(log.entries == ["down", "upInside", "down", "upInside"])
    }

    @Test("Dragging from on to off past the midpoint turns it off, even lifting far outside")
    func dragOffOutside() throws {
        let (device, toggle) = try makeSwitch()
        toggle.isOn = true
        let log = ValueEventLog(toggle)
        device.drag(from: CGPoint(x: 135, y: 215), to: CGPoint(x: 20, y: 400), duration: 0.2)
        #expect(!toggle.isOn)
        #expect(log.entries == ["down", "changed", "upOutside"])
    }

    @Test("setOn from code sends no event; animated, the thumb slides over about a quarter second")
    func setOnFromCode() throws {
        let (device, toggle) = try makeSwitch()
        let log = ValueEventLog(toggle)
        toggle.isOn = true
        #expect(toggle.thumbPosition == 1)
        toggle.setOn(false, animated: true)
        #expect(!toggle.isOn)
        #expect(toggle.thumbPosition == 1)
        device.advance(by: 0.1)
        #expect(toggle.thumbPosition > 0 && toggle.thumbPosition < 1)
        device.advance(by: 0.25)
        #expect(toggle.thumbPosition == 0)
        #expect(log.entries.isEmpty)
    }

    @Test("A disabled switch ignores taps")
    func disabled() throws {
        let (device, toggle) = try makeSwitch()
        toggle.isEnabled = false
        let log = ValueEventLog(toggle)
        device.tap(at: CGPoint(x: 125, y: 215))
        #expect(!toggle.isOn && log.entries.isEmpty)
        #expect(toggle.accessibilityTraits == [.button, .notEnabled])
    }

    @Test("Accessibility: one element, a button whose value is 1 or 0")
    func accessibility() throws {
        let (device, toggle) = try makeSwitch()
        #expect(toggle.isAccessibilityElement)
        #expect(toggle.accessibilityTraits == .button)
        #expect(toggle.accessibilityValue == "0")
        toggle.isOn = true
        #expect(toggle.accessibilityValue == "1")
        let node = try #require(device.accessibilityElements().first { $0.traits == .button && $0.value == "1" })
        #expect(node.frame == CGRect(x: 100, y: 200, width: 51, height: 31))
        toggle.accessibilityValue = "custom"
        #expect(toggle.accessibilityValue == "custom")
    }

    @Test("Stored properties keep what apps set; onImage and offImage are kept but not drawn")
    func storedProperties() throws {
        let (_, toggle) = try makeSwitch()
        toggle.onTintColor = .systemRed
        toggle.thumbTintColor = .yellow
        toggle.preferredStyle = .checkbox
        toggle.onImage = UIImage()
        #expect(toggle.onTintColor != nil && toggle.thumbTintColor != nil)
        #expect(toggle.preferredStyle == .checkbox && toggle.style == .sliding)
        #expect(toggle.onImage != nil && toggle.offImage == nil)
    }
}
