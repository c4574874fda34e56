// SPDX-License-Identifier: Apache-2.0

/// The innermost UIView animation block in progress (set by the animation API): its timing settings, and the
/// animations its property changes started.
///
/// A change to an animatable view property inside a block asks the view (its layer's delegate) for an action; the
/// view asks ``current``, which answers with a ``ViewPropertyAction`` for the keys a view animates (`position`,
/// `bounds`, `transform`, `opacity`, `backgroundColor`, and `contentsCenter` for `contentStretch`) and nil (no
/// animation) for the others.
@MainActor
package final class ViewAnimationContext {
    /// The innermost open block; nil outside blocks and inside `performWithoutAnimation(_:)`.
    package static var current: ViewAnimationContext?

    /// The layer keys that view animations drive.
    package static let animatableKeys: Set<String> = [
        "position", "bounds", "transform", "opacity", "backgroundColor", "contentsCenter",
    ]

    package var duration: TimeInterval
    package var delay: TimeInterval = 0
    package var curve: UIView.AnimationCurve = .easeInOut
    package var repeatCount: Float = 0
    package var autoreverses = false
    package var beginsFromCurrentState = false
    /// Whether, without ``beginsFromCurrentState``, this block's animation of a property that another view block is
    /// animating waits for that animation to finish instead of replacing it. Set for the guide's
    /// `beginAnimations`/`commitAnimations` blocks (guide §2.2.8: "in-flight animations are allowed to finish"),
    /// not for the block-based API, where a later block interrupts the earlier one as today's UIKit does.
    package var queuesBehindRunning = false
    /// Whether the views this block animates lay out inside it (`.layoutSubviews`), so the frame changes their
    /// `layoutSubviews` makes animate with the block.
    package var layoutsSubviews = false
    /// The layers this block has added animations to, in order.
    package var animatedLayers: [CALayer] { added.map(\.layer) }
    /// Spring parameters (damping ratio, initial velocity) of a spring block, nil for a curve block.
    package var spring: (dampingRatio: CGFloat, velocity: CGFloat)?
    /// When set (inside `addKeyframe`), changes are reported here (layer, key, start value, end value) instead of
    /// animating on their own.
    package var recordChange: ((CALayer, String, Any?, Any?) -> Void)?
    /// Called once with `finished` when every animation of the block has stopped (see ``ViewAnimationTracker``).
    package let tracker: ViewAnimationTracker
    /// The block's completion (`finished`), called once.
    package var onCompletion: ((Bool) -> Void)? {
        get { tracker.completion }
        set { tracker.completion = newValue }
    }
    /// The layers' own copies of the animations this block added, re-timed by ``close()``, each with the earliest
    /// time it may begin (the end of the animation it queues behind, or 0).
    private var added: [(layer: CALayer, animation: CAAnimation, notBefore: CFTimeInterval)] = []

    package init(duration: TimeInterval, allowsUserInteraction: Bool, completion: ((Bool) -> Void)?) {
        self.duration = duration
        tracker = ViewAnimationTracker(allowsUserInteraction: allowsUserInteraction, completion: completion)
    }

    /// The action for a change of `event` on `layer`: an animation for the view-animatable keys when the block
    /// has a positive duration, animations are enabled and the layer's view is in a window; else nil (the change
    /// applies at once). A block that so animates nothing completes with true on the next turn, as UIKit's does
    /// for views in no window.
    package func action(for layer: CALayer, forKey event: String) -> CAAction? {
        guard ViewAnimationSettings.enabled, duration > 0, ViewAnimationContext.animatableKeys.contains(event),
            (layer.delegate as? UIView)?.window != nil
        else { return nil }
        return ViewPropertyAction(context: self)
    }

    /// Builds and adds the animation of `key` on `layer`, whose model value has just changed.
    ///
    /// The `fromValue` is the presentation value when ``beginsFromCurrentState`` is set; otherwise the model value
    /// before the change (for a property already animating in a view block, that block's target value).
    fileprivate func addAnimation(forKey key: String, on layer: CALayer) {
        let pending = layer.pendingOldValue?.key == key ? layer.pendingOldValue?.value?.any : nil
        let target = layer.props.value(forKeyPath: key)?.any
        if let recordChange { return recordChange(layer, key, pending, target) }
        let animation = spring.map { makeSpring(forKey: key, $0.dampingRatio, $0.velocity) }
            ?? CABasicAnimation(keyPath: key)
        animation.fromValue = startValue(forKey: key, on: layer, pending: pending)
        animation.toValue = target
        addPrepared(animation, forKey: key, on: layer)
    }

    /// Where a change of `key` on `layer` starts: `pending` (the value before the change, on screen if the property
    /// was animating), except that a second change in this block keeps its first start value, and without
    /// ``beginsFromCurrentState`` a property animating in another view block starts from that block's target.
    package func startValue(forKey key: String, on layer: CALayer, pending: Any?) -> Any? {
        guard let running = latestViewAnimation(forKey: key, on: layer) as? CABasicAnimation else { return pending }
        if running.delegate === tracker { return running.fromValue }
        if !beginsFromCurrentState, running.delegate is ViewAnimationTracker, let end = running.toValue { return end }
        return pending
    }

    /// Times `animation` with the block's settings and adds it to `layer` under `key`, tracked for completion (an
    /// animation of this block already under `key` is replaced silently: one animation per property and block).
    package func addPrepared(_ animation: CAAnimation, forKey key: String, on layer: CALayer) {
        var layerKey = key
        var notBefore: CFTimeInterval = 0
        if queuesBehindRunning, !beginsFromCurrentState, let running = latestViewAnimation(forKey: key, on: layer),
            running.delegate !== tracker, let start = running.startTime, running.activeParentDuration.isFinite
        {
            // Queue behind the running animation: a separate key keeps it from being replaced.
            notBefore = start + running.activeParentDuration
            layerKey = "\(key)\(Self.queuedKeyMarker)\(ObjectIdentifier(animation).hashValue)"
        }
        if let running = layer.runningAnimation(forKey: layerKey), running.delegate === tracker {
            running.delegate = nil
            tracker.untrack(running)
        }
        animation.delegate = tracker
        configure(animation, on: layer, notBefore: notBefore)
        layer.add(animation, forKey: layerKey)
        guard let copy = layer.runningAnimation(forKey: layerKey), copy.delegate === tracker else { return }
        tracker.track(copy, forKey: layerKey, on: layer)
        added.append((layer, copy, notBefore))
    }

    /// Marks the layer keys of animations queued behind another animation of the same property.
    private static let queuedKeyMarker = "#queued-"

    /// The unfinished view-block animation of `key` on `layer` that ends last, queued ones included.
    private func latestViewAnimation(forKey key: String, on layer: CALayer) -> CAAnimation? {
        let candidates = (layer.runningAnimationKeys() ?? [])
            .filter { $0 == key || $0.hasPrefix(key + Self.queuedKeyMarker) }
            .compactMap { layer.runningAnimation(forKey: $0) }
            .filter { !$0.hasFinished && $0.delegate is ViewAnimationTracker }
        return candidates.max { ($0.startTime ?? 0) + $0.activeParentDuration < ($1.startTime ?? 0) + $1.activeParentDuration }
    }

    /// A spring lasting the block's duration, as UIKit maps a damping ratio ζ and duration d with mass 1:
    /// stiffness (2π / d)², damping 4πζ / d (the duration is the undamped period); `velocity` is in distances
    /// (start to end) per second.
    private func makeSpring(forKey key: String, _ ratio: CGFloat, _ velocity: CGFloat) -> CASpringAnimation {
        let spring = CASpringAnimation(keyPath: key)
        let d = CGFloat(duration)
        spring.mass = 1
        spring.stiffness = (2 * .pi / d) * (2 * .pi / d)
        spring.damping = 4 * .pi * ratio / d
        spring.initialVelocity = velocity
        return spring
    }

    /// Applies the block's timing: duration, curve, repeat, autoreverse, and a begin time of now plus the delay
    /// (filled backwards so the start value shows during the delay).
    private func configure(_ animation: CAAnimation, on layer: CALayer, notBefore: CFTimeInterval) {
        animation.duration = duration
        animation.timingFunction = spring == nil ? curve.timingFunction : CAMediaTimingFunction(name: .linear)
        animation.repeatCount = repeatCount
        animation.autoreverses = autoreverses
        let begin = max(notBefore, layer.convertTime(CACurrentMediaTime(), from: nil) + max(0, delay))
        animation.beginTime = begin
        if begin == 0 { animation.resolvedBeginTime = 0 }
        animation.fillMode = delay > 0 && notBefore == 0 ? .backwards : .removed
    }

    /// Ends the block: re-applies the final settings to its animations (the legacy API may change them after the
    /// property changes) and lets the tracker report completion.
    package func close() {
        for entry in added where !entry.animation.hasFinished {
            configure(entry.animation, on: entry.layer, notBefore: entry.notBefore)
        }
        tracker.close()
    }

    /// Runs `work` with `context` as the current block, restoring the previous one afterwards.
    package static func with(_ context: ViewAnimationContext?, _ work: () -> Void) {
        let previous = current
        current = context
        work()
        current = previous
    }

    /// Runs `work` on the next run-loop turn (through the app's timer queue); without a running app, at once.
    package static func onNextTurn(_ work: @escaping () -> Void) {
        guard let runtime = UIApplication.sharedIfPresent?.runtime else { return work() }
        _ = runtime.timers.schedule(at: runtime.host.clock.now, work)
    }

    /// Whether `layer` runs a view animation that blocks user interaction (no `.allowUserInteraction`).
    package static func blocksInteraction(_ layer: CALayer) -> Bool {
        guard let keys = layer.runningAnimationKeys() else { return false }
        return keys.contains { key in
            guard let animation = layer.runningAnimation(forKey: key), !animation.hasFinished,
                let tracker = animation.delegate as? ViewAnimationTracker
            else { return false }
            return !tracker.allowsUserInteraction
        }
    }
}

/// The action a view returns inside an animation block: adds the block's animation for the changed key.
@MainActor
package final class ViewPropertyAction: @preconcurrency CAAction {
    private let context: ViewAnimationContext

    init(context: ViewAnimationContext) { self.context = context }

    package func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
        guard let layer = anObject as? CALayer else { return }
        context.addAnimation(forKey: event, on: layer)
    }
}
