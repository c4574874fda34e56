// SPDX-License-Identifier: Apache-2.0

/// One half of a stepper.
package enum StepperHalf: Equatable {
    /// The left half, which decrements.
    case minus
    /// The right half, which increments.
    case plus
}

extension UIStepper {
    /// The delay before holding a half starts repeating, in seconds.
    package static let autorepeatDelay = 0.5
    /// The interval between the first five repeats, then between the later ones, in seconds.
    package static let autorepeatIntervals = (slow: 0.2, fast: 0.1)

    /// Whether `half` can step: always when the stepper wraps, otherwise while the value is not at that end.
    package func isHalfEnabled(_ half: StepperHalf) -> Bool {
        guard isEnabled else { return false }
        if wraps { return true }
        return half == .minus ? storedValue > storedMinimum : storedValue < storedMaximum
    }

    /// The half under `point` (bounds coordinates): left of the middle is minus.
    package func half(at point: CGPoint) -> StepperHalf { point.x < bounds.midX ? .minus : .plus }

    /// Steps once in `half`'s direction: past an end the value stops there, or wraps to the other end.
    package func step(_ half: StepperHalf) {
        let next = half == .plus ? storedValue + storedStep : storedValue - storedStep
        if next > storedMaximum {
            storedValue = wraps ? storedMinimum : storedMaximum
        } else if next < storedMinimum {
            storedValue = wraps ? storedMaximum : storedMinimum
        } else {
            storedValue = next
        }
    }

    /// Touch down on an enabled half steps once at once (sending `.valueChanged` when continuous) and starts
    /// the autorepeat timer; a disabled half is not tracked.
    func stepperBeginTracking(_ touch: UITouch, event: UIEvent?) -> Bool {
        let half = half(at: touch.location(in: self))
        guard isHalfEnabled(half) else { return false }
        valueAtTouchDown = storedValue
        pressedHalfWhileTracking = half
        pressedHalf = half
        repeatCount = 0
        stepAndNotify(half, event: event)
        if autorepeat { scheduleRepeat(after: UIStepper.autorepeatDelay, fromNow: true) }
        return true
    }

    /// The finger lifted or was cancelled: repeating stops; a non-continuous stepper sends `.valueChanged` now
    /// if the value changed.
    func stepperEndTracking(event: UIEvent?) {
        repeatTimer?.invalidate()
        repeatTimer = nil
        pressedHalf = nil
        pressedHalfWhileTracking = nil
        if !isContinuous && storedValue != valueAtTouchDown { sendActions(for: .valueChanged, event: event) }
    }

    private func stepAndNotify(_ half: StepperHalf, event: UIEvent?) {
        let old = storedValue
        step(half)
        if isContinuous && storedValue != old { sendActions(for: .valueChanged, event: event) }
    }

    /// Schedules the next repeat `delay` after the previous one was due (not after it fired), so that frame
    /// boundaries do not add up into drift.
    private func scheduleRepeat(after delay: Double, fromNow: Bool = false) {
        repeatTimer?.invalidate()
        let now = ControlTicker.now
        nextRepeatTime = (fromNow ? now : nextRepeatTime) + delay
        repeatTimer = DeviceTimer.scheduledTimer(withTimeInterval: nextRepeatTime - now) { [weak self] _ in
            self?.repeatFired()
        }
    }

    /// A repeat: steps while the finger is in the touch area and the half can still step, then schedules the next
    /// (faster after the fifth).
    private func repeatFired() {
        repeatTimer = nil
        guard isTracking, let half = pressedHalfWhileTracking else { return }
        if isTouchInside {
            guard isHalfEnabled(half) else { return }
            stepAndNotify(half, event: nil)
            repeatCount += 1
        }
        let intervals = UIStepper.autorepeatIntervals
        scheduleRepeat(after: repeatCount < 5 ? intervals.slow : intervals.fast)
    }

    // MARK: Accessibility

    /// The value as VoiceOver reads it: whole numbers without a fraction ("5"), others as Swift prints them.
    package var spokenValue: String {
        storedValue == storedValue.rounded() && abs(storedValue) < 1e15 ? String(Int(storedValue)) : String(storedValue)
    }

    func makeAccessibilityElements() -> [UIAccessibilityElement] {
        [("Decrement", StepperHalf.minus), ("Increment", .plus)].map { label, _ in
            let element = UIAccessibilityElement(accessibilityContainer: self)
            element.accessibilityLabel = label
            return element
        }
    }

    /// The two halves' elements with their current frames, values and traits (`.notEnabled` at a limit).
    func updatedAccessibilityElements() -> [Any] {
        let halves: [StepperHalf] = [.minus, .plus]
        for (element, half) in zip(halfElements, halves) {
            let width = bounds.width / 2
            element.accessibilityFrameInContainerSpace = CGRect(x: half == .minus ? 0 : width, y: 0, width: width,
                                                                height: bounds.height)
            element.accessibilityValue = spokenValue
            element.accessibilityTraits = isHalfEnabled(half) ? .button : [.button, .notEnabled]
        }
        return halfElements
    }
}
