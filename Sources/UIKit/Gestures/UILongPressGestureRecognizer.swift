// SPDX-License-Identifier: Apache-2.0

/// A continuous recognizer for fingers held down in place.
///
/// After `numberOfTapsRequired` quick taps (0 by default), `numberOfTouchesRequired` fingers must stay down for
/// `minimumPressDuration` seconds without moving more than `allowableMovement` points from where they went down:
/// then it begins. Movement after that reports `.changed`; lifting ends it. Moving too far or lifting early makes it
/// fail. The press is timed on the device clock from the moment the last required finger touches.
@preconcurrency @MainActor
open class UILongPressGestureRecognizer: UIGestureRecognizer {
    /// How long the fingers must stay down, seconds (0.5 by default; negative or non-finite values count as 0).
    open var minimumPressDuration: TimeInterval = 0.5
    /// How far the fingers may move before the press begins, points (10 by default).
    open var allowableMovement: CGFloat = 10
    /// Fingers that must press (1 by default).
    open var numberOfTouchesRequired = 1
    /// Full taps needed before the press (0 by default); each must lift within
    /// `UITapGestureRecognizer.multiTapInterval` of the next touching.
    open var numberOfTapsRequired = 0

    private var taps = MultiTapCounter()
    private var start: CGPoint?
    private var timer: DeviceTimer?

    private var isPressPhase: Bool { taps.tapsDone >= max(0, numberOfTapsRequired) }

    /// Counts the fingers down; once ``UILongPressGestureRecognizer/numberOfTouchesRequired`` are down, starts the
    /// ``UILongPressGestureRecognizer/minimumPressDuration`` timer, at which the press begins (or, during a leading
    /// tap of ``UILongPressGestureRecognizer/numberOfTapsRequired``, the gesture fails as held too long). More
    /// fingers than required fail it; touches added after it began are ignored.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible else {
            for touch in touches { ignore(touch, for: event) }
            return
        }
        timer?.invalidate()
        let active = activeTouches
        taps.fingersDown(touches.count, active: active.count)
        let required = max(1, numberOfTouchesRequired)
        guard active.count <= required else { return failIfPossible() }
        guard active.count == required else { return }
        start = centroid(of: active, in: nil)
        let duration = minimumPressDuration.isFinite ? max(0, minimumPressDuration) : 0
        let pressing = isPressPhase
        timer = DeviceTimer.scheduledTimer(withTimeInterval: duration) { [weak self] _ in
            guard let self, self.state == .possible else { return }
            // Held too long for one of the leading taps: not this gesture. Held long enough: the press begins.
            if pressing { self.state = .began } else { self.state = .failed }
        }
    }

    /// Fails the gesture if the fingers' centroid moves more than ``UILongPressGestureRecognizer/allowableMovement``
    /// points before the press begins; after that, every move reports `.changed`.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        switch state {
        case .possible:
            guard let start else { return }
            let p = centroid(of: activeTouches, in: nil)
            if hypot(p.x - start.x, p.y - start.y) > allowableMovement { failIfPossible() }
        case .began, .changed:
            state = .changed
        default:
            break
        }
    }

    /// Ends a press that began when the fingers lift; a lift before the duration elapsed completes one of the
    /// leading taps (then waits for the next) or fails the gesture.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible else { return finishOrFail() }
        guard !isPressPhase else { return failIfPossible() }
        guard activeTouches.isEmpty else { return }
        guard taps.tapLifted(fingersRequired: max(1, numberOfTouchesRequired)) else { return failIfPossible() }
        timer?.invalidate()
        start = nil
        taps.awaitNextTap(of: self)
    }

    /// Cancels a press that began, or fails one that had not.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) { cancelOrFail() }

    /// Stops the press timer and forgets the taps counted and the start point, then resets as every recognizer does.
    open override func reset() {
        super.reset()
        timer?.invalidate()
        timer = nil
        taps.reset()
        start = nil
    }
}
