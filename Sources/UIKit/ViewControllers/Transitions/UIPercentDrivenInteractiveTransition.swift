// SPDX-License-Identifier: Apache-2.0

import Foundation
import QuartzCore

/// An interaction controller that drives a transition's animator from a percentage: a gesture calls
/// ``update(_:)`` as it moves and ``finish()`` or ``cancel()`` when it ends.
///
/// How it works, as on iOS: ``startInteractiveTransition(_:)`` pauses the context's container layer (`speed` 0)
/// and lets the animator add its animations (Core Animation or `UIView` block animations of views in the
/// container); ``update(_:)`` moves the paused layer's `timeOffset` to `percentComplete × duration`, so the
/// animations show that moment. ``finish()`` plays the rest forward and ``cancel()`` plays it back to the start,
/// at ``completionSpeed`` on the device clock; after a cancel the animations are removed at their start, so the
/// animator's completion runs (with `finished` false) and it calls `completeTransition(false)`. The animator must
/// animate views inside the container; its model values are its end values in both cases (a cancelling animator
/// restores them, as on iOS).
@preconcurrency @MainActor
open class UIPercentDrivenInteractiveTransition: NSObject, UIViewControllerInteractiveTransitioning {
    /// The transition's length in seconds (0 before it starts).
    open var duration: CGFloat { CGFloat(context?.transitionDuration ?? 0) }
    /// How far along the transition is, 0 to 1.
    open private(set) var percentComplete: CGFloat = 0
    /// How fast the rest plays after ``finish()`` or ``cancel()``, relative to the animation (1; values ≤ 0 or
    /// non-finite are treated as 1).
    open var completionSpeed: CGFloat = 1
    /// The timing curve of the rest after ``finish()`` or ``cancel()`` (`.easeInOut`; Touchstone plays it linearly).
    open var completionCurve: UIView.AnimationCurve = .easeInOut
    /// Whether the transition starts interactively (true); false starts it playing as if ``finish()`` was called
    /// until ``pause()``.
    open var wantsInteractiveStart = true

    private weak var contextObject: (any UIViewControllerContextTransitioning)?
    private var context: ViewControllerTransitionContext? { contextObject as? ViewControllerTransitionContext }
    private var pausedLayer: CALayer?
    private var link: CADisplayLink?
    /// +1 while finishing, −1 while cancelling, 0 while paused.
    private var direction: CGFloat = 0

    /// Creates an interaction controller.
    public override init() { super.init() }

    /// Starts driving `transitionContext`: pauses its container's layer and runs the animator, which adds its
    /// animations at percent 0.
    open func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning) {
        contextObject = transitionContext
        percentComplete = 0
        let layer = transitionContext.containerView.layer
        layer.speed = 0
        layer.timeOffset = 0
        pausedLayer = layer
        guard let animator = (transitionContext as? ViewControllerTransitionContext)?.animator else {
            UIKitDiagnostics.log("UIPercentDrivenInteractiveTransition: the context has no animator; completing")
            resume()
            return transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
        animator.animateTransition(using: transitionContext)
        // Fix the animations' begin times now, at the paused layer's time 0.
        CATransaction.flush()
        if !wantsInteractiveStart { play(forward: true) }
    }

    /// Moves the transition to `percentComplete` (clamped to 0…1; non-finite values are logged and ignored).
    open func update(_ percentComplete: CGFloat) {
        guard percentComplete.isFinite else {
            return UIKitDiagnostics.log("UIPercentDrivenInteractiveTransition.update: non-finite \(percentComplete) ignored")
        }
        guard let context = contextObject, pausedLayer != nil else { return }
        direction = 0
        stopLink()
        setPercent(min(max(percentComplete, 0), 1))
        context.updateInteractiveTransition(self.percentComplete)
    }

    /// Ends the interaction and plays the rest of the transition forward to completion.
    open func finish() {
        guard let context = contextObject, pausedLayer != nil else { return }
        context.finishInteractiveTransition()
        play(forward: true)
    }

    /// Ends the interaction and plays the transition back to its start; the transition is then cancelled.
    open func cancel() {
        guard let context = contextObject, pausedLayer != nil else { return }
        context.cancelInteractiveTransition()
        play(forward: false)
    }

    /// Stops the transition where it is (after ``finish()``, ``cancel()``, or a non-interactive start), so a
    /// gesture can take over again (iOS 10).
    open func pause() {
        guard let context = contextObject, pausedLayer != nil else { return }
        direction = 0
        stopLink()
        context.pauseInteractiveTransition()
    }

    // MARK: Driving

    private func setPercent(_ percent: CGFloat) {
        percentComplete = percent
        pausedLayer?.timeOffset = Double(percent) * Double(duration)
    }

    private func play(forward: Bool) {
        direction = forward ? 1 : -1
        guard duration > 0 else { return land() }
        if link == nil {
            // The link keeps the transition alive while it plays out (the gesture that drove it may be gone);
            // invalidating it when the transition lands breaks the cycle.
            let link = CADisplayLink { link in MainActor.assumeIsolated { self.step(link) } }
            link.add(to: .main, forMode: .common)
            self.link = link
        }
    }

    private func step(_ link: CADisplayLink) {
        let speed = completionSpeed.isFinite && completionSpeed > 0 ? completionSpeed : 1
        let frame = link.duration > 0 ? link.duration : 1.0 / 60
        let next = percentComplete + direction * CGFloat(frame) * speed / max(duration, 0.001)
        if next >= 1 || next <= 0 {
            setPercent(min(max(next, 0), 1))
            return land()
        }
        setPercent(next)
    }

    /// The played-out transition reached its end (finish) or its start (cancel): give the layer back its time, so
    /// finished animations complete, and remove cancelled ones so the animator's completion runs.
    private func land() {
        stopLink()
        let forward = direction >= 0
        direction = 0
        guard let layer = pausedLayer else { return }
        if !forward { removeAnimations(under: layer) }
        resume()
    }

    private func resume() {
        guard let layer = pausedLayer else { return }
        pausedLayer = nil
        layer.speed = 1
        layer.timeOffset = 0
        layer.beginTime = 0
    }

    private func removeAnimations(under root: CALayer) {
        var pending = [root]
        while let layer = pending.popLast() {
            layer.removeAllAnimations()
            pending.append(contentsOf: layer.sublayers ?? [])
        }
    }

    private func stopLink() {
        link?.invalidate()
        link = nil
    }
}
