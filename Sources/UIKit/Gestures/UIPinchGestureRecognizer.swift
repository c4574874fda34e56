// SPDX-License-Identifier: Apache-2.0

/// A continuous recognizer for two fingers moving apart or together.
///
/// `scale` is the distance between the two fingers divided by their distance when the second one touched (or when
/// `scale` was last set). The pinch begins once that distance has changed by more than
/// ``UIPinchGestureRecognizer/slop`` (8) points, reports `.changed` on every later move and ends when either finger
/// lifts; a finger lifting before it began makes it fail. A third finger is ignored.
@preconcurrency @MainActor
open class UIPinchGestureRecognizer: UIGestureRecognizer {
    /// How much the distance between the fingers must change before the pinch begins, points (Touchstone's value).
    public static let slop: CGFloat = 8

    private var baseDistance: CGFloat = 0
    private var startDistance: CGFloat = 0
    private var scaleStorage: CGFloat = 1
    private var sampler = GestureMotionSampler()

    /// The current distance over the starting one (1 until the second finger touches). Setting it (usually to 1,
    /// to read increments) rescales from the current distance; non-finite or non-positive values are ignored.
    open var scale: CGFloat {
        get { scaleStorage }
        set {
            guard newValue.isFinite, newValue > 0 else {
                return UIKitDiagnostics.log("UIPinchGestureRecognizer.scale: \(newValue) ignored")
            }
            scaleStorage = newValue
            if let pair = TwoFingerGesture.pair(of: self) { baseDistance = TwoFingerGesture.distance(pair) / newValue }
        }
    }

    /// How fast `scale` changes, per second, over the last 0.1 s of movement.
    open var velocity: CGFloat { sampler.velocity.x }

    /// Takes the distance between the first two fingers, once both are down, as the distance of scale 1; fingers
    /// beyond two are ignored (they still reach the views).
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        TwoFingerGesture.ignoreExtraTouches(touches, of: self, event: event)
        guard let pair = TwoFingerGesture.pair(of: self), baseDistance == 0 else { return }
        baseDistance = max(TwoFingerGesture.distance(pair), 1e-6)
        startDistance = baseDistance
        sampler.add(CGPoint(x: scaleStorage, y: 0), at: event.timestamp)
    }

    /// Sets ``UIPinchGestureRecognizer/scale`` to the fingers' distance over the starting distance and samples it
    /// for the velocity; begins once the distance changed by more than ``UIPinchGestureRecognizer/slop`` points,
    /// then reports `.changed` on every move.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let pair = TwoFingerGesture.pair(of: self), baseDistance > 0 else { return }
        let d = TwoFingerGesture.distance(pair)
        scaleStorage = d / baseDistance
        sampler.add(CGPoint(x: scaleStorage, y: 0), at: event.timestamp)
        switch state {
        case .possible: if abs(d - startDistance) > Self.slop { state = .began }
        case .began, .changed: state = .changed
        default: break
        }
    }

    /// Ends the pinch (or fails one that had not begun) when a finger lifts; a lift before the second finger came
    /// down is ignored.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .possible, activeTouches.count >= 1, baseDistance == 0 { return }
        sampler.add(CGPoint(x: scaleStorage, y: 0), at: event.timestamp)
        finishOrFail()
    }

    /// Cancels a pinch that began, or fails one that had not.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) { cancelOrFail() }

    /// Returns ``UIPinchGestureRecognizer/scale`` to 1 and forgets the distances and velocity samples, then resets as
    /// every recognizer does.
    open override func reset() {
        super.reset()
        baseDistance = 0
        startDistance = 0
        scaleStorage = 1
        sampler.removeAll()
    }
}
