// SPDX-License-Identifier: Apache-2.0

/// A continuous recognizer for two fingers turning about each other.
///
/// `rotation` is the angle, in radians, the line between the two fingers has turned since the second one touched
/// (or since `rotation` was last set); positive is clockwise on screen (y points down), and full turns accumulate.
/// The rotation begins once that angle exceeds ``UIRotationGestureRecognizer/slop`` (0.1 rad, about 5.7°), reports
/// `.changed` on every later move and ends when either finger lifts; a finger lifting before it began makes it
/// fail. A third finger is ignored.
@preconcurrency @MainActor
open class UIRotationGestureRecognizer: UIGestureRecognizer {
    /// How far the fingers must turn before the rotation begins, radians (Touchstone's value).
    public static let slop: CGFloat = 0.1

    private var lastAngle: CGFloat?
    private var turned: CGFloat = 0
    private var rotationStorage: CGFloat = 0
    private var sampler = GestureMotionSampler()

    /// The angle turned, radians, clockwise positive. Setting it (usually to 0, to read increments) measures on from
    /// the given value; non-finite values are ignored.
    open var rotation: CGFloat {
        get { rotationStorage }
        set {
            guard newValue.isFinite else {
                return UIKitDiagnostics.log("UIRotationGestureRecognizer.rotation: \(newValue) ignored")
            }
            rotationStorage = newValue
        }
    }

    /// How fast `rotation` changes, radians per second, over the last 0.1 s of movement.
    open var velocity: CGFloat { sampler.velocity.x }

    /// Takes the angle of the line between the first two fingers, once both are down, as the starting angle;
    /// fingers beyond two are ignored (they still reach the views).
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        TwoFingerGesture.ignoreExtraTouches(touches, of: self, event: event)
        guard let pair = TwoFingerGesture.pair(of: self), lastAngle == nil else { return }
        lastAngle = TwoFingerGesture.angle(pair)
        sampler.add(CGPoint(x: rotationStorage, y: 0), at: event.timestamp)
    }

    /// Adds the change of the fingers' angle to ``UIRotationGestureRecognizer/rotation`` (radians, clockwise
    /// positive, unwrapped past ±π) and samples it for the velocity; begins once the fingers turned more than
    /// ``UIRotationGestureRecognizer/slop`` radians, then reports `.changed` on every move.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let pair = TwoFingerGesture.pair(of: self), let last = lastAngle else { return }
        let angle = TwoFingerGesture.angle(pair)
        let step = TwoFingerGesture.angleDifference(angle, last)
        lastAngle = angle
        turned += step
        rotationStorage += step
        sampler.add(CGPoint(x: rotationStorage, y: 0), at: event.timestamp)
        switch state {
        case .possible: if abs(turned) > Self.slop { state = .began }
        case .began, .changed: state = .changed
        default: break
        }
    }

    /// Ends the rotation (or fails one that had not begun) when a finger lifts; a lift before the second finger
    /// came down is ignored.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .possible, activeTouches.count >= 1, lastAngle == nil { return }
        sampler.add(CGPoint(x: rotationStorage, y: 0), at: event.timestamp)
        finishOrFail()
    }

    /// Cancels a rotation that began, or fails one that had not.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) { cancelOrFail() }

    /// Returns ``UIRotationGestureRecognizer/rotation`` to 0 and forgets the angles and velocity samples, then resets
    /// as every recognizer does.
    open override func reset() {
        super.reset()
        lastAngle = nil
        turned = 0
        rotationStorage = 0
        sampler.removeAll()
    }
}
