// SPDX-License-Identifier: Apache-2.0

/// One property a ``UIViewPropertyAnimator`` animates: a layer key, the values it goes between, and the fraction
/// of the animator's timeline at which it starts (0 for the animator's own animations; later for animations added
/// while it runs or with a delay factor).
///
/// The track shows itself as one Core Animation animation on its layer, re-timed whenever the animator starts,
/// pauses, reverses or scrubs: running, a speed ±1 animation whose begin time puts it at the animator's fraction;
/// paused, a speed 0 animation held at that fraction (``CAMediaTiming``'s rules).
@MainActor
struct PropertyAnimatorTrack {
    let layer: CALayer
    let key: String
    var from: Any?
    let to: Any?
    /// The fraction of the animator's timeline at which the track starts.
    var start: Double
    /// The key of the track's animation on the layer.
    let animationKey: String

    /// How the track's animation moves.
    enum Motion {
        /// Playing forward (`direction` 1) or backward (-1); the animator's fraction is `fraction` at layer-clock
        /// time `anchor` (device time, converted per layer) plus `delay`.
        case running(direction: Double, fraction: Double, anchor: CFTimeInterval, delay: TimeInterval)
        /// Held at `fraction`.
        case paused(fraction: Double)
    }

    /// Installs (or replaces) the track's animation on its layer for `motion` over an animator timeline of
    /// `duration` seconds; `linear` scrubs without the timing curve; `blocking` makes the animated view ignore
    /// touches while it moves.
    func install(_ motion: Motion, duration: TimeInterval, timing: UITimingCurveProvider, linear: Bool,
                 blocking: ViewAnimationTracker?)
    {
        let length = max((1 - start) * duration, 1e-6)
        let animation: CABasicAnimation
        if !linear, let spring = timing.springTimingParameters {
            animation = spring.makeAnimation(keyPath: key, duration: length)
        } else {
            animation = CABasicAnimation(keyPath: key)
            animation.timingFunction = linear ? CAMediaTimingFunction(name: .linear)
                : timing.cubicTimingParameters?.timingFunction ?? CAMediaTimingFunction(name: .easeInEaseOut)
            animation.duration = length
        }
        animation.duration = length
        animation.fromValue = from
        animation.toValue = to
        animation.fillMode = .both
        animation.isRemovedOnCompletion = false
        animation.delegate = blocking
        switch motion {
        case let .running(direction, fraction, anchor, delay):
            let layerAnchor = layer.convertTime(anchor, from: nil) + delay
            let position = (fraction - start) * duration
            animation.speed = direction < 0 ? -1 : 1
            animation.beginTime = direction < 0 ? layerAnchor + position - length : layerAnchor - position
        case let .paused(fraction):
            animation.speed = 0
            // Held just short of the end: a position of exactly one duration wraps to the start.
            animation.timeOffset = min(length * (1 - 1e-9), max(0, (fraction - start) * duration))
            animation.beginTime = layer.convertTime(CACurrentMediaTime(), from: nil)
        }
        layer.add(animation, forKey: animationKey)
        // A begin time of 0 means "when committed" to Core Animation; here it is the clock's real 0 (the layer
        // keeps a copy, which is what runs).
        if animation.beginTime == 0 { layer.runningAnimation(forKey: animationKey)?.resolvedBeginTime = 0 }
    }

    /// The value on screen now (the model value when the layer shows no animation of the key).
    var presentedValue: Any? {
        layer.presentation()?.value(forKeyPath: key) ?? layer.value(forKeyPath: key)
    }

    /// Removes the track's animation and sets the layer's model value to `value`, without an implicit animation.
    func settle(at value: Any?) {
        layer.removeAnimation(forKey: animationKey)
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        ViewAnimationContext.with(nil) { layer.setValue(value, forKeyPath: key) }
        CATransaction.commit()
    }
}
