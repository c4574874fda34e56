// SPDX-License-Identifier: Apache-2.0

extension UIControl {
    /// How far outside its bounds, on every side, a tracked finger still counts as inside (see `isTouchInside`).
    package static let touchAreaOutset: CGFloat = 70

    /// Whether `touch` is inside the touch area: the bounds grown by ``touchAreaOutset``.
    package func isInTouchArea(_ touch: UITouch) -> Bool {
        let area = bounds.insetBy(dx: -Self.touchAreaOutset, dy: -Self.touchAreaOutset)
        return area.contains(touch.location(in: self))
    }

    /// `touchesBegan`: a disabled control passes the touches on; otherwise the first new finger is tracked when
    /// `beginTracking` agrees, which highlights the control and sends `touchDown` (plus `touchDownRepeat` when
    /// the touch's `tapCount` is above 1).
    package func trackBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isEnabled else { return forwardIfDisabled(touches) { $0.touchesBegan(touches, with: event) } }
        guard trackedTouch == nil, let touch = touches.min(by: { $0.finger < $1.finger }) else { return }
        trackedTouch = touch
        isTouchInside = true
        isTracking = beginTracking(touch, with: event)
        guard isTracking else {
            isTouchInside = false
            return
        }
        isHighlighted = true
        var events: Event = .touchDown
        if touch.tapCount > 1 { events.insert(.touchDownRepeat) }
        sendActions(for: events, event: event)
    }

    /// `touchesMoved`: the highlight follows the finger in and out of the touch area; `continueTracking` may end
    /// tracking; otherwise exactly one of `touchDragInside`, `touchDragOutside`, `touchDragEnter` (it came back in)
    /// and `touchDragExit` (it just left) is sent.
    package func trackMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = trackedTouch, touches.contains(touch) else {
            return forwardIfDisabled(touches) { $0.touchesMoved(touches, with: event) }
        }
        guard isTracking else { return }
        let wasInside = isTouchInside
        isTouchInside = isInTouchArea(touch)
        isHighlighted = isTouchInside
        guard continueTracking(touch, with: event) else {
            isTracking = false
            isHighlighted = false
            return
        }
        let drag: Event = switch (wasInside, isTouchInside) {
        case (true, true): .touchDragInside
        case (false, false): .touchDragOutside
        case (false, true): .touchDragEnter
        case (true, false): .touchDragExit
        }
        sendActions(for: drag, event: event)
    }

    /// `touchesEnded`: tracking ends (`endTracking`), the highlight goes, and `touchUpInside` (with any
    /// primary-action companion) or `touchUpOutside` is sent depending on where the finger lifted.
    package func trackEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = trackedTouch, touches.contains(touch) else {
            return forwardIfDisabled(touches) { $0.touchesEnded(touches, with: event) }
        }
        trackedTouch = nil
        guard isTracking else { return }
        isTouchInside = isInTouchArea(touch)
        isHighlighted = false
        isTracking = false
        endTracking(touch, with: event)
        sendActions(for: isTouchInside ? eventsForTouchUpInside() : .touchUpOutside, event: event)
    }

    /// `touchesCancelled`: tracking is cancelled (`cancelTracking`), the highlight goes, `touchCancel` is sent.
    package func trackCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = trackedTouch, touches.contains(touch) else {
            return forwardIfDisabled(touches) { $0.touchesCancelled(touches, with: event) }
        }
        trackedTouch = nil
        guard isTracking else { return }
        isHighlighted = false
        isTracking = false
        cancelTracking(with: event)
        sendActions(for: .touchCancel, event: event)
    }

    /// A disabled control's untracked touches go to the next responder, as a plain view's would.
    private func forwardIfDisabled(_ touches: Set<UITouch>, _ deliver: (UIResponder) -> Void) {
        guard !isEnabled, let next else { return }
        deliver(next)
    }

    /// Disabling a tracking control ends the tracking silently; either change updates the look.
    package func controlEnabledDidChange() {
        if !isEnabled && isTracking {
            isTracking = false
            isHighlighted = false
        }
        controlStateDidChange()
    }

    /// A state flag changed: the control lays out again (a button shows the new state's content). Like UIKit,
    /// it does not redraw by itself; a subclass that draws its state overrides the property to call
    /// `setNeedsDisplay()`.
    package func controlStateDidChange() { setNeedsLayout() }
}
