// SPDX-License-Identifier: Apache-2.0

import Testing
import TouchstoneTesting
@testable import UIKit

/// Logs the tracking calls a control subclass receives, and can refuse to begin or continue.
final class TrackingLogControl: UIControl {
    var calls: [String] = []
    var beginAnswer = true
    var continueAnswer = true
    override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        calls.append("begin highlighted=\(isHighlighted)")
        return beginAnswer
    }
    override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        calls.append("continue inside=\(isTouchInside)")
        return continueAnswer
    }
    override func endTracking(_ touch: UITouch?, with event: UIEvent?) { calls.append("end") }
    override func cancelTracking(with event: UIEvent?) { calls.append("cancel") }
}

/// Records the touches that reach it through the responder chain.
final class TouchCountingView: UIView {
    var touches: [String] = []
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { self.touches.append("began") }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { self.touches.append("moved") }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { self.touches.append("ended") }
}

@MainActor
@Suite("UIControl tracking")
struct ControlTrackingTests {
    @Test("A tap inside sends touchDown then touchUpInside, highlighting the control only while the finger is down")
    func tapInside() throws {
        let (device, _, _, control) = try launchedControl()
        let log = ControlEventLog(observing: control)

        device.touchDown(at: CGPoint(x: 150, y: 125))
        #expect(log.entries == ["touchDown"])
        #expect(control.isTracking && control.isHighlighted && control.isTouchInside)
        #expect(control.state == .highlighted)
        device.advance(by: 0.05)
        device.touchUp()

        #expect(log.entries == ["touchDown", "upInside"])
        #expect(!control.isTracking && !control.isHighlighted)
        #expect(control.state == .normal)
    }

    @Test("Dragging out and back sends dragInside, dragExit, dragOutside, dragEnter; the highlight follows the finger")
    func dragOutAndBack() throws {
        let (device, _, _, control) = try launchedControl()
        let log = ControlEventLog(observing: control)

        device.touchDown(at: CGPoint(x: 150, y: 125))
        device.touchMove(to: CGPoint(x: 160, y: 125))
        #expect(control.isHighlighted)
        device.touchMove(to: CGPoint(x: 150, y: 300))
        #expect(!control.isHighlighted && !control.isTouchInside && control.isTracking)
        device.touchMove(to: CGPoint(x: 150, y: 310))
        device.touchMove(to: CGPoint(x: 150, y: 160))
        #expect(control.isHighlighted && control.isTouchInside)
        device.touchUp()

        #expect(log.entries == ["touchDown", "dragInside", "dragExit", "dragOutside", "dragEnter", "upInside"])
    }

    @Test("The touch area is the bounds grown by 70 points: 69 points below still counts as inside, 71 does not")
    func expandedTouchArea() throws {
        let (device, _, _, control) = try launchedControl()
        let log = ControlEventLog(observing: control)

        device.touchDown(at: CGPoint(x: 150, y: 125))
        device.touchMove(to: CGPoint(x: 150, y: 150 + 69))
        #expect(control.isTouchInside && control.isHighlighted)
        device.touchMove(to: CGPoint(x: 150, y: 150 + 71))
        #expect(!control.isTouchInside && !control.isHighlighted)
        device.touchMove(to: CGPoint(x: 100 - 69, y: 125))
        #expect(control.isTouchInside)
        device.touchUp()

        #expect(log.entries == ["touchDown", "dragInside", "dragExit", "dragEnter", "upInside"])
    }

    @Test("Lifting the finger outside the touch area sends touchUpOutside, not touchUpInside")
    func releaseOutside() throws {
        let (device, _, _, control) = try launchedControl()
        let log = ControlEventLog(observing: control)

        device.touchDown(at: CGPoint(x: 150, y: 125))
        device.touchMove(to: CGPoint(x: 300, y: 400))
        device.touchUp()

        #expect(log.entries == ["touchDown", "dragExit", "upOutside"])
        #expect(!control.isTracking && !control.isHighlighted)
    }

    @Test("A touch cancelled by an incoming call sends touchCancel and clears tracking and highlight")
    func cancellation() throws {
        let (device, _, _, control) = try launchedControl(TrackingLogControl.init)
        let log = ControlEventLog(observing: control)

        device.touchDown(at: CGPoint(x: 150, y: 125))
        device.simulateIncomingCall()

        #expect(log.entries == ["touchDown", "cancel"])
        #expect(control.calls == ["begin highlighted=false", "cancel"])
        #expect(!control.isTracking && !control.isHighlighted)
    }

    @Test("A double tap sends touchDownRepeat with the second touchDown (tapCount 2)")
    func doubleTap() throws {
        let (device, _, _, control) = try launchedControl()
        let log = ControlEventLog(observing: control)

        device.tap(at: CGPoint(x: 150, y: 125), count: 2)

        #expect(log.entries == ["touchDown", "upInside", "touchDown", "touchDownRepeat", "upInside"])
    }

    @Test("A disabled control is hit but does not track: no events, no highlight, touches go to the next responder")
    func disabledControl() throws {
        let (device, window, _, control) = try launchedControl()
        let parent = TouchCountingView(frame: window.bounds)
        window.addSubview(parent)
        parent.addSubview(control)
        let log = ControlEventLog(observing: control)
        control.isEnabled = false

        #expect(window.hitTest(CGPoint(x: 150, y: 125), with: nil) === control)
        device.touchDown(at: CGPoint(x: 150, y: 125))
        #expect(!control.isHighlighted && !control.isTracking)
        device.touchMove(to: CGPoint(x: 155, y: 125))
        device.touchUp()

        #expect(log.entries.isEmpty)
        #expect(parent.touches == ["began", "moved", "ended"])
        #expect(control.state == .disabled)
        control.isEnabled = true
        device.advance(by: 1)
        device.tap(at: CGPoint(x: 150, y: 125))
        #expect(log.entries == ["touchDown", "upInside"])
        #expect(parent.touches.count == 3)
    }

    @Test("Disabling a control while it tracks ends tracking without further events")
    func disableWhileTracking() throws {
        let (device, _, _, control) = try launchedControl()
        let log = ControlEventLog(observing: control)

        device.touchDown(at: CGPoint(x: 150, y: 125))
        control.isEnabled = false
        device.touchMove(to: CGPoint(x: 155, y: 125))
        device.touchUp()

        #expect(log.entries == ["touchDown"])
        #expect(!control.isTracking && !control.isHighlighted)
    }

    @Test("State combines highlighted, disabled and selected flags")
    func stateFlags() throws {
        let control = UIControl(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(control.state == .normal && control.isEnabled && !control.isSelected)

        control.isSelected = true
        control.isHighlighted = true
        #expect(control.state == [.selected, .highlighted])
        control.isEnabled = false
        #expect(control.state == [.selected, .highlighted, .disabled])
        #expect(control.state.rawValue == 0b111)
    }

    @Test("Tracking hooks run in order; beginTracking runs before the highlight and can refuse the touch")
    func trackingHooks() throws {
        let (device, _, _, control) = try launchedControl(TrackingLogControl.init)
        let log = ControlEventLog(observing: control)

        device.touchDown(at: CGPoint(x: 150, y: 125))
        device.touchMove(to: CGPoint(x: 150, y: 400))
        device.touchUp()
        #expect(control.calls == ["begin highlighted=false", "continue inside=false", "end"])

        control.calls = []
        control.beginAnswer = false
        device.advance(by: 1)
        device.tap(at: CGPoint(x: 150, y: 125))
        #expect(control.calls == ["begin highlighted=false"])
        #expect(!control.isHighlighted && !control.isTracking && !control.isTouchInside)
        #expect(log.entries == ["touchDown", "dragExit", "upOutside"])
    }

    @Test("continueTracking returning false ends tracking: no more drag or touch-up events")
    func continueTrackingRefuses() throws {
        let (device, _, _, control) = try launchedControl(TrackingLogControl.init)
        let log = ControlEventLog(observing: control)
        control.continueAnswer = false

        device.touchDown(at: CGPoint(x: 150, y: 125))
        device.touchMove(to: CGPoint(x: 155, y: 125))
        #expect(!control.isTracking && !control.isHighlighted)
        device.touchMove(to: CGPoint(x: 160, y: 125))
        device.touchUp()

        #expect(log.entries == ["touchDown"])
        #expect(control.calls == ["begin highlighted=false", "continue inside=true"])
    }

    @Test("A tracking control consumes its touches: the superview's touch handlers are not called")
    func enabledControlConsumesTouches() throws {
        let (device, window, _, control) = try launchedControl()
        let parent = TouchCountingView(frame: window.bounds)
        window.addSubview(parent)
        parent.addSubview(control)

        device.tap(at: CGPoint(x: 150, y: 125))

        #expect(parent.touches.isEmpty)
    }
}
