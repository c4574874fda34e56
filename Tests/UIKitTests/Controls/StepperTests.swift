// SPDX-License-Identifier: Apache-2.0

import Testing
import TouchstoneTesting
@testable import UIKit

@MainActor
@Suite("UIStepper")
struct StepperTests {
    private let minus = CGPoint(x: 123, y: 216)
    private let plus = CGPoint(x: 170, y: 216)

    /// A modern device with a stepper at (100, 200): its minus half is left of x 147, its plus half right.
    private func makeStepper() throws -> (HeadlessDevice, UIStepper) {
        let (device, window) = try launchedControlsWindow(.modernPhone)
        let stepper = UIStepper(frame: CGRect(x: 100, y: 200, width: 10, height: 10))
        window.addSubview(stepper)
        return (device, stepper)
    }

    @Test("Defaults and fixed size: 0 in 0…100 by 1, continuous, autorepeating, not wrapping; 94×32 (classic 94×27)")
    func defaults() throws {
        let (_, stepper) = try makeStepper()
        #expect(stepper.value == 0 && stepper.minimumValue == 0 && stepper.maximumValue == 100)
        #expect(stepper.stepValue == 1 && stepper.isContinuous && stepper.autorepeat && !stepper.wraps)
        #expect(stepper.frame == CGRect(x: 100, y: 200, width: 94, height: 32))
        #expect(stepper.intrinsicContentSize == CGSize(width: 94, height: 32))
        let (_, window) = try launchedControlsWindow(.iPhone3GS)
        let classic = UIStepper()
        window.addSubview(classic)
        #expect(classic.bounds.size == CGSize(width: 94, height: 27))
    }

    @Test("A tap on plus steps up as tracking begins: .valueChanged, then touch down, then touch up")
    func tapPlus() throws {
        let (device, stepper) = try makeStepper()
        let log = ValueEventLog(stepper)
        device.touchDown(at: plus)
        device.advance(by: 1.0 / 60)
        #expect(stepper.value == 1)
        #expect(log.entries == ["changed", "down"], "the step happens in beginTracking, before touchDown is sent")
        device.touchUp()
        #expect(log.entries == ["changed", "down", "upInside"])
        device.tap(at: minus)
        #expect(stepper.value == 0)
    }

    @Test("The minus half is disabled at the minimum: touching it does nothing")
    func disabledHalf() throws {
        let (device, stepper) = try makeStepper()
        let log = ValueEventLog(stepper)
        device.tap(at: minus)
        #expect(stepper.value == 0 && log.entries.isEmpty)
        #expect(stepper.state(of: .minus) == .disabled && stepper.state(of: .plus) == .normal)
        stepper.value = 100
        device.tap(at: plus)
        #expect(stepper.value == 100 && log.entries.isEmpty)
    }

    @Test("Holding plus repeats after 0.5 s, every 0.2 s, then every 0.1 s after five repeats; lifting stops it")
    func autorepeat() throws {
        let (device, stepper) = try makeStepper()
        let log = ValueEventLog(stepper)
        device.touchDown(at: plus)
        device.advance(by: 0.45)
        #expect(stepper.value == 1)
        device.advance(by: 0.1)  // 0.55 s
        #expect(stepper.value == 2)
        device.advance(by: 0.8)  // 1.35 s: repeats near 0.7, 0.9, 1.1, 1.3
        #expect(stepper.value == 6)
        device.advance(by: 0.5)  // 1.85 s: fast repeats near 1.4 … 1.8
        #expect(stepper.value == 11)
        let held = stepper.value
        device.touchUp()
        device.advance(by: 1)
        #expect(stepper.value == held)
        #expect(log.changes == Int(held))
    }

    @Test("Autorepeat off: holding steps once; the repeat stops at the maximum")
    func noAutorepeatAndLimit() throws {
        let (device, stepper) = try makeStepper()
        stepper.autorepeat = false
        device.touchDown(at: plus)
        device.advance(by: 2)
        device.touchUp()
        #expect(stepper.value == 1)
        stepper.autorepeat = true
        stepper.maximumValue = 3
        let log = ValueEventLog(stepper)
        device.touchDown(at: plus)
        device.advance(by: 3)
        device.touchUp()
        #expect(stepper.value == 3)
        #expect(log.entries == ["changed", "down", "changed", "upInside"])
    }

    @Test("Wrapping: past the maximum comes back at the minimum, and both halves stay enabled")
    func wraps() throws {
        let (device, stepper) = try makeStepper()
        stepper.wraps = true
        stepper.maximumValue = 10
        stepper.stepValue = 4
        stepper.value = 8
        device.tap(at: plus)
        #expect(stepper.value == 0)
        device.advance(by: 0.5)
        device.tap(at: minus)
        #expect(stepper.value == 10)
    }

    @Test("Not continuous: one .valueChanged when the finger lifts after repeats")
    func notContinuous() throws {
        let (device, stepper) = try makeStepper()
        stepper.isContinuous = false
        let log = ValueEventLog(stepper)
        device.touchDown(at: plus)
        device.advance(by: 0.8)
        #expect(stepper.value == 3)
        #expect(log.changes == 0)
        device.touchUp()
        #expect(log.entries == ["down", "changed", "upInside"])
    }

    @Test("Invalid ranges and steps are logged and ignored; values clamp; code changes send nothing")
    func badInput() throws {
        let (_, stepper) = try makeStepper()
        let log = ValueEventLog(stepper)
        stepper.stepValue = 0
        stepper.stepValue = -2
        stepper.stepValue = .nan
        #expect(stepper.stepValue == 1)
        stepper.minimumValue = 100
        stepper.maximumValue = -5
        #expect(stepper.minimumValue == 0 && stepper.maximumValue == 100)
        stepper.value = 500
        #expect(stepper.value == 100)
        stepper.value = .infinity
        #expect(stepper.value == 100)
        stepper.maximumValue = 50
        #expect(stepper.value == 50)
        #expect(log.entries.isEmpty)
    }

    @Test("Accessibility: the halves are Decrement and Increment buttons carrying the value")
    func accessibility() throws {
        let (device, stepper) = try makeStepper()
        stepper.value = 5
        let nodes = device.accessibilityElements().filter { $0.label == "Decrement" || $0.label == "Increment" }
        #expect(nodes.map(\.label) == ["Decrement", "Increment"])
        #expect(nodes.map(\.value) == ["5", "5"])
        #expect(nodes.first?.frame == CGRect(x: 100, y: 200, width: 47, height: 32))
        stepper.value = 0
        let elements = try #require(stepper.accessibilityElements as? [UIAccessibilityElement])
        #expect(elements[0].accessibilityTraits == [.button, .notEnabled])
        #expect(elements[1].accessibilityTraits == .button)
    }

    @Test("Per-state images are kept and looked up by exact state")
    func images() throws {
        let (_, stepper) = try makeStepper()
        let image = solidImage(10, 10)
        stepper.setIncrementImage(image, for: .normal)
        stepper.setDecrementImage(image, for: .highlighted)
        stepper.setBackgroundImage(image, for: .disabled)
        stepper.setDividerImage(image, forLeftSegmentState: .normal, rightSegmentState: .highlighted)
        #expect(stepper.incrementImage(for: .normal) === image && stepper.incrementImage(for: .highlighted) == nil)
        #expect(stepper.decrementImage(for: .highlighted) === image)
        #expect(stepper.backgroundImage(for: .disabled) === image)
        #expect(stepper.dividerImage(forLeftSegmentState: .normal, rightSegmentState: .highlighted) === image)
        #expect(stepper.dividerImage(forLeftSegmentState: .normal, rightSegmentState: .normal) == nil)
    }
}
