// SPDX-License-Identifier: Apache-2.0

extension UISlider {
    /// Tracks only a touch on the thumb (grown by ``thumbTouchSlop``), remembering where on the thumb it landed.
    func sliderBeginTracking(_ touch: UITouch) -> Bool {
        let point = touch.location(in: self)
        let thumb = currentThumbRect
        let slop = UISlider.thumbTouchSlop
        guard thumb.insetBy(dx: -slop, dy: -slop).contains(point) else { return false }
        finishValueAnimation()
        grabOffset = point.x - thumb.midX
        valueAtTouchDown = storedValue
        return true
    }

    /// Keeps the thumb under the finger (at the grab offset), whatever the finger's height; sends
    /// `.valueChanged` when continuous and the value changed.
    func sliderContinueTracking(_ touch: UITouch, event: UIEvent?) -> Bool {
        let x = touch.location(in: self).x - grabOffset
        let newValue = value(forThumbCenterX: x)
        guard newValue != storedValue else { return true }
        setValue(newValue, animated: false)
        if isContinuous { sendActions(for: .valueChanged, event: event) }
        return true
    }

    /// A non-continuous slider sends `.valueChanged` when the finger lifts, if the value changed.
    func sliderEndTracking(event: UIEvent?) {
        if !isContinuous && storedValue != valueAtTouchDown { sendActions(for: .valueChanged, event: event) }
    }

    private func finishValueAnimation() {
        valueTransition = nil
        ticker.stop()
        displayedValue = storedValue
    }

}
