// SPDX-License-Identifier: Apache-2.0

/// The state of a finger tracked by a switch.
package struct SwitchDrag {
    /// Where the finger touched down, in the switch's coordinates.
    var start: CGPoint = .zero
    /// The thumb position (0…1) when the finger touched down.
    var startPosition: CGFloat = 0
    /// Whether the finger has moved far enough to drag the thumb rather than tap.
    var isDragging = false
}

extension UISwitch {
    /// How far (points) a finger must move before it drags the thumb instead of tapping.
    package static let dragThreshold: CGFloat = 4

    /// How far the thumb travels from one end to the other, in points.
    package var thumbTravel: CGFloat {
        let size = UISwitch.fixedSize
        return ControlLook.isClassic ? size.width - SwitchMetrics.classicThumbWidth : size.width - size.height
    }

    func switchBeginTracking(_ touch: UITouch) -> Bool {
        drag = SwitchDrag(start: touch.location(in: self), startPosition: thumbPosition, isDragging: false)
        return true
    }

    /// A drag moves the thumb with the finger, clamped to the track.
    func switchContinueTracking(_ touch: UITouch) -> Bool {
        let dx = touch.location(in: self).x - drag.start.x
        if !drag.isDragging && abs(dx) >= UISwitch.dragThreshold { drag.isDragging = true }
        guard drag.isDragging, thumbTravel > 0 else { return true }
        thumbTransition = nil
        ticker.stop()
        thumbPosition = min(1, max(0, drag.startPosition + dx / thumbTravel))
        return true
    }

    /// The finger lifted: a tap toggles, a drag keeps the side the thumb is on; the thumb slides home and
    /// `.valueChanged` is sent when the value changed.
    func switchEndTracking(_ touch: UITouch?, event: UIEvent?) {
        let newValue = drag.isDragging ? thumbPosition >= 0.5 : !on
        let changed = newValue != on
        drag = SwitchDrag()
        on = newValue
        slideThumbHome()
        if changed { sendActions(for: .valueChanged, event: event) }
    }

    /// Cancelled: the value stays and the thumb slides back to it.
    func switchCancelTracking() {
        drag = SwitchDrag()
        slideThumbHome()
    }

    /// Animates the thumb to the end matching the value.
    private func slideThumbHome() {
        let target: CGFloat = on ? 1 : 0
        guard thumbPosition != target else { return }
        thumbTransition = ControlTransition(from: thumbPosition, to: target, start: ControlTicker.now,
                                            duration: ControlLook.animationDuration)
        ticker.start()
    }

    /// One frame of the thumb animation; returns whether it continues.
    func stepThumbAnimation(at time: Double) -> Bool {
        guard let transition = thumbTransition else { return false }
        thumbPosition = transition.value(at: time)
        guard transition.isFinished(at: time) else { return true }
        thumbTransition = nil
        return false
    }
}
