// SPDX-License-Identifier: Apache-2.0

import QuartzCore
import Testing

/// A standalone layer whose properties are set without implicit animations, committed so that its later changes
/// animate implicitly.
func quietLayer(_ configure: (CALayer) -> Void = { _ in }) -> CALayer {
    let layer = CALayer()
    withoutActions { configure(layer) }
    return committed(layer)
}

/// `layer`, committed in a transaction of its own: Core Animation builds no implicit animation for a layer that has
/// never been committed.
func committed<Layer: CALayer>(_ layer: Layer) -> Layer {
    withoutActions { layer.noteChange() }
    return layer
}

/// Runs `body` in an explicit transaction with actions disabled.
func withoutActions(_ body: () -> Void) {
    CATransaction.begin()
    CATransaction.setDisableActions(true)
    body()
    CATransaction.commit()
}

/// Adds `animation` under `key` and commits, so its begin time is fixed at the current time.
func addAndCommit(_ animation: CAAnimation, to layer: CALayer, key: String? = "test") {
    layer.add(animation, forKey: key)
    CATransaction.flush()
}

/// A linear `CABasicAnimation` of `keyPath` lasting `duration` seconds.
func basic(_ keyPath: String, from: Any? = nil, to: Any? = nil, by: Any? = nil, duration: CFTimeInterval = 1)
    -> CABasicAnimation
{
    let animation = CABasicAnimation(keyPath: keyPath)
    animation.fromValue = from
    animation.toValue = to
    animation.byValue = by
    animation.duration = duration
    return animation
}

/// The presented `position.x` of `layer` now.
func presentedX(_ layer: CALayer) -> CGFloat { layer.presentation()!.position.x }

/// Whether `a` and `b` differ by at most `tolerance`.
func close(_ a: CGFloat, _ b: CGFloat, _ tolerance: CGFloat = 1e-6) -> Bool { abs(a - b) <= tolerance }

/// Records delegate callbacks as strings ("start", "stop:true", "stop:false"), running optional hooks.
final class RecordingDelegate: CAAnimationDelegate, @unchecked Sendable {
    var events: [String] = []
    var onStart: ((CAAnimation) -> Void)?
    var onStop: ((CAAnimation, Bool) -> Void)?

    func animationDidStart(_ anim: CAAnimation) {
        events.append("start")
        onStart?(anim)
    }

    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        events.append("stop:\(flag)")
        onStop?(anim, flag)
    }
}
