// SPDX-License-Identifier: Apache-2.0

/// Global state of the view animation API.
@MainActor
package enum ViewAnimationSettings {
    /// Whether view property changes in animation blocks animate (``UIView/areAnimationsEnabled``).
    package static var enabled = true
}

extension UIView {
    /// Animates the changes `animations` makes to views' animatable properties, after `delay` seconds, over
    /// `duration` seconds (guide, "Animating Views").
    ///
    /// Animatable: `frame`, `bounds`, `center`, `transform`, `alpha`, `backgroundColor` and `contentStretch` (their
    /// layers' `position`, `bounds`, `transform`, `opacity`, `backgroundColor` and `contentsCenter`). The model
    /// values change at once; the presentation
    /// moves from the model value before the change (or, with `.beginFromCurrentState`, from the value on screen)
    /// to the new one with the options' curve (ease-in-out by default), showing the start value during the delay.
    /// Durations are in seconds of the device clock; a negative or non-finite duration or delay counts as 0.
    ///
    /// A block nested in another inherits its duration and curve unless the options include
    /// `.overrideInheritedDuration` / `.overrideInheritedCurve`. `completion` runs exactly once: with true when
    /// every animation the block started reached its end, with false when one was interrupted (removed, replaced
    /// by a later animation of the same property, or cut short because its view left the window or was freed). A
    /// block that animates nothing (zero duration, no change, animations disabled) completes with true on the next
    /// run-loop turn, as UIKit does (at once when no app is running). Animated views get no touches until their
    /// animations end unless the options include `.allowUserInteraction`. With `.layoutSubviews`, the animated
    /// views lay out inside the block, so the frames their `layoutSubviews` sets animate too.
    public static func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions = [],
        animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        let context = makeContext(duration: duration, options: options, completion: completion)
        context.delay = delay.isFinite ? max(0, delay) : 0
        run(context, animations)
    }

    /// Animates like ``animate(withDuration:delay:options:animations:completion:)`` but moves each property as a
    /// spring (a `CASpringAnimation`) instead of along a curve (guide-era UIKit has no springs; this is UIKit 7's).
    ///
    /// `dampingRatio` is 1 for a critically damped spring that settles without overshoot and closer to 0 for more
    /// oscillation (values outside 0…1 are clamped, NaN counts as 1, logged). `velocity` is the initial speed in
    /// distances (start to end) per second (non-finite counts as 0). The spring uses mass 1, stiffness (2π / d)²
    /// and damping 4π·ratio / d for duration d, and lasts `duration` seconds: a spring that has not settled by then
    /// ends at its target. The options' curve is ignored.
    public static func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, usingSpringWithDamping dampingRatio: CGFloat,
        initialSpringVelocity velocity: CGFloat, options: AnimationOptions = [], animations: @escaping () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) {
        if dampingRatio.isNaN || dampingRatio < 0 || dampingRatio > 1 || !velocity.isFinite {
            UIKitDiagnostics.log("UIView.animate: spring damping \(dampingRatio), velocity \(velocity) repaired")
        }
        let context = makeContext(duration: duration, options: options, completion: completion)
        context.delay = delay.isFinite ? max(0, delay) : 0
        let ratio = dampingRatio.isNaN ? 1 : min(1, max(0, dampingRatio))
        context.spring = (ratio, velocity.isFinite ? velocity : 0)
        run(context, animations)
    }

    /// Animates with no delay and the default options; see
    /// ``animate(withDuration:delay:options:animations:completion:)``.
    public static func animate(
        withDuration duration: TimeInterval, animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: completion)
    }

    /// Runs `actionsWithoutAnimation` with animations suppressed, even inside an animation block: its changes apply
    /// at once. Animations are disabled while it runs (``areAnimationsEnabled`` is false), so an animation block
    /// inside it animates nothing and completes with true on the next turn.
    public static func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        let wereEnabled = ViewAnimationSettings.enabled
        ViewAnimationSettings.enabled = false
        ViewAnimationContext.with(nil, actionsWithoutAnimation)
        ViewAnimationSettings.enabled = wereEnabled
    }

    /// Whether animation blocks animate (default true). When false, their changes apply at once and their
    /// completions run on the next turn with `finished` true.
    public static var areAnimationsEnabled: Bool { ViewAnimationSettings.enabled }

    /// Turns animation blocks on or off for the whole app (see ``areAnimationsEnabled``).
    public static func setAnimationsEnabled(_ enabled: Bool) { ViewAnimationSettings.enabled = enabled }

    /// The block state for `options`, inheriting duration, curve and (unless `.overrideInheritedOptions`)
    /// repeat/autoreverse from the enclosing block.
    package static func makeContext(
        duration: TimeInterval, options: AnimationOptions, completion: ((Bool) -> Void)?
    ) -> ViewAnimationContext {
        MainThreadChecker.check("+[UIView animateWithDuration:delay:options:animations:completion:]")
        let valid = duration.isFinite ? max(0, duration) : 0
        if !duration.isFinite || duration < 0 {
            UIKitDiagnostics.log("UIView.animate: duration \(duration) treated as 0")
        }
        let context = ViewAnimationContext(
            duration: valid, allowsUserInteraction: options.contains(.allowUserInteraction), completion: completion)
        context.curve = options.curve
        context.beginsFromCurrentState = options.contains(.beginFromCurrentState)
        context.repeatCount = options.contains(.repeat) ? .infinity : 0
        context.autoreverses = options.contains(.autoreverse)
        context.layoutsSubviews = options.contains(.layoutSubviews)
        if let parent = ViewAnimationContext.current {
            if !options.contains(.overrideInheritedDuration) { context.duration = parent.duration }
            if !options.contains(.overrideInheritedCurve) { context.curve = parent.curve }
            if !options.contains(.overrideInheritedOptions) {
                context.repeatCount = max(context.repeatCount, parent.repeatCount)
                context.autoreverses = context.autoreverses || parent.autoreverses
            }
        }
        return context
    }

    /// Runs `animations` in `context` (or without animation when animations are disabled), then closes it.
    package static func run(_ context: ViewAnimationContext, _ animations: () -> Void) {
        ViewAnimationContext.with(ViewAnimationSettings.enabled ? context : nil) {
            animations()
            guard context.layoutsSubviews else { return }
            var seen = Set<ObjectIdentifier>()
            for layer in context.animatedLayers where seen.insert(ObjectIdentifier(layer)).inserted {
                (layer.delegate as? UIView)?.layoutIfNeeded()
            }
        }
        context.close()
    }
}
