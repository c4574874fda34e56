// SPDX-License-Identifier: Apache-2.0

import Foundation

/// An interruptible animation of view properties (iOS 10): start, pause, scrub with ``fractionComplete``, reverse,
/// stop and finish it, add animations while it runs.
///
/// The animations closure changes view properties as in `UIView.animate`: the model values change at once, the
/// screen follows the timing curve (a cubic curve or a spring) over ``duration`` seconds of the device clock. The
/// closures run when the animator becomes active (``startAnimation()``, ``pauseAnimation()`` or setting
/// ``fractionComplete``), not when they are added to an inactive animator. A running animator keeps itself alive
/// until it finishes, as UIKit's does, so `UIViewPropertyAnimator.runningPropertyAnimator(…)`'s result may be
/// ignored.
///
/// Misuse that UIKit answers with an exception (starting a stopped animator, finishing one that is not stopped,
/// scrubbing a running one, interrupting a non-interruptible one) is logged and ignored here.
@preconcurrency @MainActor
open class UIViewPropertyAnimator: NSObject, UIViewImplicitlyAnimating, @MainActor NSCopying {
    /// The timing curve (a copy of what the initialiser was given).
    open private(set) var timingParameters: UITimingCurveProvider?
    /// The length of the animation in seconds (a physical spring's own settling time when made from one).
    open private(set) var duration: TimeInterval
    /// The delay before the animation starts, in seconds (``runningPropertyAnimator(withDuration:delay:options:animations:completion:)``
    /// and ``startAnimation(afterDelay:)``).
    open private(set) var delay: TimeInterval = 0
    /// Whether the animated views take touches while they move (true by default).
    open var isUserInteractionEnabled = true
    /// Whether hit testing is left to the app (the views' model frames are tested either way in Touchstone).
    open var isManualHitTestingEnabled = false
    /// Whether the animator can be paused, stopped and scrubbed (true by default).
    open var isInterruptible = true
    /// Whether scrubbing a paused animator moves along a straight line rather than the timing curve (true by
    /// default); the curve applies again to the remainder once it runs.
    open var scrubsLinearly = true
    /// Whether the animator pauses at its end instead of finishing, so that it can be scrubbed or reversed again.
    open var pausesOnCompletion = false

    /// The animator's state.
    open private(set) var state: UIViewAnimatingState = .inactive
    /// Whether the animation is moving (active and not paused).
    open var isRunning: Bool { state == .active && motion.isRunning }

    /// Whether the animation runs towards its start. Setting it while running turns the animation round at once.
    open var isReversed: Bool = false {
        didSet {
            guard isReversed != oldValue, isRunning else { return }
            run(from: currentFraction, delay: 0)
        }
    }

    /// How far the animation is, 0…1 of its timeline (not of its curve). Settable while paused or inactive (which
    /// activates it paused); setting it while running is ignored (logged). NaN is ignored; other values are clamped.
    open var fractionComplete: CGFloat {
        get { CGFloat(currentFraction) }
        set {
            guard newValue.isFinite else { return UIKitDiagnostics.log("UIViewPropertyAnimator: fractionComplete \(newValue) ignored") }
            guard state != .stopped, !isRunning else {
                return UIKitDiagnostics.log("UIViewPropertyAnimator: fractionComplete set while running or stopped; ignored")
            }
            activate()
            scrubbed = scrubsLinearly
            hold(at: min(1, max(0, Double(newValue))))
        }
    }

    private var timing: UITimingCurveProvider
    private var tracks: [PropertyAnimatorTrack] = []
    private var pending: [(animations: () -> Void, delayFactor: CGFloat)] = []
    private var completions: [(UIViewAnimatingPosition) -> Void] = []
    private var motion = Motion.paused(fraction: 0)
    /// Whether the paused tracks show a linear scrub, so running again must restart them from where they are.
    private var scrubbed = false
    private var link: CADisplayLink?
    /// Holds the animated views' touches while the animation moves, when ``isUserInteractionEnabled`` is false.
    private var touchBlocker: ViewAnimationTracker?

    private enum Motion {
        case running(direction: Double, fraction: Double, anchor: CFTimeInterval, delay: TimeInterval)
        case paused(fraction: Double)

        var isRunning: Bool { if case .running = self { true } else { false } }
    }

    // MARK: Creating

    /// Creates an inactive animator of `duration` seconds with `parameters` (a physical spring sets its own
    /// duration). A negative or non-finite duration counts as 0 (logged).
    public required init(duration: TimeInterval, timingParameters parameters: UITimingCurveProvider) {
        if !duration.isFinite || duration < 0 { UIKitDiagnostics.log("UIViewPropertyAnimator: duration \(duration) treated as 0") }
        let valid = duration.isFinite ? max(0, duration) : 0
        let copy = parameters.copy(with: nil) as? UITimingCurveProvider ?? parameters
        self.duration = copy.springTimingParameters?.settlingDuration ?? valid
        self.timing = copy
        self.timingParameters = copy
        super.init()
    }

    /// An animator along one of UIKit's named curves, with `animations` to run when it starts.
    public convenience init(duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UICubicTimingParameters(animationCurve: curve))
        if let animations { addAnimations(animations) }
    }

    /// An animator along the cubic Bézier curve through `point1` and `point2`.
    public convenience init(duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint,
                            animations: (() -> Void)? = nil)
    {
        self.init(duration: duration,
                  timingParameters: UICubicTimingParameters(controlPoint1: point1, controlPoint2: point2))
        if let animations { addAnimations(animations) }
    }

    /// An animator that moves as a spring with damping `ratio` over `duration` seconds.
    public convenience init(duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UISpringTimingParameters(dampingRatio: ratio))
        if let animations { addAnimations(animations) }
    }

    /// Creates and starts an animator after `delay` seconds, with the curve of `options`, taking touches when
    /// `options` contains `.allowUserInteraction`.
    open class func runningPropertyAnimator(
        withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions = [],
        animations: @escaping () -> Void, completion: ((UIViewAnimatingPosition) -> Void)? = nil
    ) -> Self {
        let animator = self.init(duration: duration, timingParameters: UICubicTimingParameters(animationCurve: options.curve))
        animator.isUserInteractionEnabled = options.contains(.allowUserInteraction)
        animator.addAnimations(animations)
        if let completion { animator.addCompletion(completion) }
        animator.startAnimation(afterDelay: delay)
        return animator
    }

    /// A new inactive animator with the same duration and timing (not the animations or completions).
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = UIViewPropertyAnimator(duration: duration, timingParameters: timing)
        copy.isUserInteractionEnabled = isUserInteractionEnabled
        copy.isInterruptible = isInterruptible
        copy.scrubsLinearly = scrubsLinearly
        copy.pausesOnCompletion = pausesOnCompletion
        return copy
    }

    // MARK: Adding animations and completions

    /// Adds view-property changes: run when the animator starts, or at once (over the remaining time) while it is
    /// active.
    open func addAnimations(_ animation: @escaping () -> Void) { addAnimations(animation, delayFactor: 0) }

    /// Adds changes that start after `delayFactor` (0…1) of the remaining time.
    open func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {
        let factor = delayFactor.isFinite ? min(1, max(0, delayFactor)) : 0
        guard state == .active else {
            if state == .stopped { return UIKitDiagnostics.log("UIViewPropertyAnimator: animations added to a stopped animator; ignored") }
            return pending.append((animation, factor))
        }
        let now = currentFraction
        record(animation, start: now + Double(factor) * (1 - now))
        reinstall()
    }

    /// Adds a block called once with the position where the animation ended.
    open func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
        completions.append(completion)
    }

    // MARK: Running

    /// Starts (or resumes) the animation.
    open func startAnimation() { startAnimation(afterDelay: 0) }

    /// Starts (or resumes) the animation after `delay` seconds.
    open func startAnimation(afterDelay delay: TimeInterval) {
        guard state != .stopped else {
            return UIKitDiagnostics.log("UIViewPropertyAnimator: startAnimation on a stopped animator; ignored")
        }
        guard !isRunning else { return }
        activate()
        let wait = delay.isFinite ? max(0, delay) : 0
        self.delay = wait
        if scrubbed { restartTracksWhereTheyAre() }
        run(from: currentFraction, delay: wait)
    }

    /// Pauses the animation where it is (an inactive animator becomes active and paused at its start).
    open func pauseAnimation() {
        guard state != .stopped else { return UIKitDiagnostics.log("UIViewPropertyAnimator: pause while stopped; ignored") }
        guard isInterruptible else {
            return UIKitDiagnostics.log("UIViewPropertyAnimator: pauseAnimation on a non-interruptible animator; ignored")
        }
        activate()
        hold(at: currentFraction)
    }

    /// Stops the animation where it is: the views keep the values on screen as their model values. With
    /// `withoutFinishing` the animator becomes inactive at once and no completion runs; otherwise it waits, stopped,
    /// for ``finishAnimation(at:)``.
    open func stopAnimation(_ withoutFinishing: Bool) {
        guard state == .active else { return }
        guard isInterruptible else {
            return UIKitDiagnostics.log("UIViewPropertyAnimator: stopAnimation on a non-interruptible animator; ignored")
        }
        endLink()
        for track in tracks { track.settle(at: track.presentedValue) }
        stoppedFraction = currentFraction
        stoppedTracks = tracks
        tracks.removeAll()
        if withoutFinishing {
            reset()
        } else {
            state = .stopped
        }
    }

    /// Finishes a stopped animator: the views take their end, start or current values, and the completions run
    /// with `finalPosition`.
    open func finishAnimation(at finalPosition: UIViewAnimatingPosition) {
        guard state == .stopped else {
            return UIKitDiagnostics.log("UIViewPropertyAnimator: finishAnimation on an animator that is not stopped; ignored")
        }
        finish(at: finalPosition)
    }

    /// Resumes a paused animator with new timing; the remainder lasts `durationFactor` × ``duration`` (0 keeps the
    /// remaining time).
    open func continueAnimation(withTimingParameters parameters: UITimingCurveProvider?, durationFactor: CGFloat) {
        guard state == .active, !isRunning else {
            return UIKitDiagnostics.log("UIViewPropertyAnimator: continueAnimation needs a paused animator; ignored")
        }
        let fraction = currentFraction
        let remainingPart = isReversed ? fraction : 1 - fraction
        if let parameters { timing = parameters.copy(with: nil) as? UITimingCurveProvider ?? parameters }
        if durationFactor.isFinite, durationFactor > 0, remainingPart > 0 {
            duration = Double(durationFactor) * duration / remainingPart
        }
        if !isReversed { restartTracksWhereTheyAre() }
        run(from: currentFraction, delay: 0)
    }

    // MARK: The timeline

    private var currentFraction: Double {
        switch motion {
        case let .paused(fraction): return state == .stopped ? stoppedFraction : fraction
        case let .running(direction, fraction, anchor, delay):
            guard duration > 0 else { return direction > 0 ? 1 : 0 }
            let elapsed = max(0, CACurrentMediaTime() - anchor - delay)
            return min(1, max(0, fraction + direction * elapsed / duration))
        }
    }

    private var stoppedFraction = 0.0

    /// Runs the pending animation closures when the animator becomes active.
    private func activate() {
        guard state == .inactive else { return }
        state = .active
        motion = .paused(fraction: 0)
        let blocks = pending
        pending.removeAll()
        for entry in blocks { record(entry.animations, start: Double(entry.delayFactor)) }
    }

    /// Runs `animations`, recording each animatable change as a track starting at fraction `start`.
    private func record(_ animations: () -> Void, start: Double) {
        let context = ViewAnimationContext(duration: max(duration, 1e-3), allowsUserInteraction: true, completion: nil)
        let prefix = "UIViewPropertyAnimator-\(ObjectIdentifier(self).hashValue)-"
        context.recordChange = { [unowned self] layer, key, from, to in
            var start = start
            var from = from
            if let index = tracks.firstIndex(where: { $0.layer === layer && $0.key == key }) {
                // A second change of an animated property starts from what is on screen.
                from = tracks[index].presentedValue
                start = max(start, currentFraction)
                tracks.remove(at: index)
            }
            tracks.append(PropertyAnimatorTrack(layer: layer, key: key, from: from, to: to, start: min(start, 1),
                                                animationKey: prefix + key))
        }
        UIView.run(context, animations)
    }

    /// Starts moving from `fraction`, after `delay` seconds.
    private func run(from fraction: Double, delay: TimeInterval) {
        motion = .running(direction: isReversed ? -1 : 1, fraction: fraction, anchor: CACurrentMediaTime(), delay: delay)
        touchBlocker = isUserInteractionEnabled ? nil : ViewAnimationTracker(allowsUserInteraction: false, completion: nil)
        reinstall()
        if link == nil {
            let link = CADisplayLink { [self] _ in step() }
            link.add(to: .main, forMode: .common)
            self.link = link
        }
        if duration == 0 { step() }
    }

    /// Holds the animation at `fraction`.
    private func hold(at fraction: Double) {
        motion = .paused(fraction: fraction)
        endLink()
        reinstall()
    }

    /// Re-times every track for the current motion.
    private func reinstall() {
        let trackMotion: PropertyAnimatorTrack.Motion
        switch motion {
        case let .running(direction, fraction, anchor, delay):
            trackMotion = .running(direction: direction, fraction: fraction, anchor: anchor, delay: delay)
        case let .paused(fraction):
            trackMotion = .paused(fraction: fraction)
        }
        let linear = scrubbed && !motion.isRunning
        for track in tracks {
            track.install(trackMotion, duration: duration, timing: timing, linear: linear,
                          blocking: motion.isRunning ? touchBlocker : nil)
        }
    }

    /// After a linear scrub, the tracks restart from the values on screen so the curve resumes without a jump.
    private func restartTracksWhereTheyAre() {
        let fraction = currentFraction
        for index in tracks.indices where tracks[index].start < fraction {
            tracks[index].from = tracks[index].presentedValue
            tracks[index].start = fraction
        }
        scrubbed = false
    }

    /// Each frame while running: finishes (or pauses) at the end of the timeline.
    private func step() {
        guard case let .running(direction, _, _, _) = motion else { return endLink() }
        let fraction = currentFraction
        if direction > 0, fraction >= 1 {
            pausesOnCompletion ? hold(at: 1) : finish(at: .end)
        } else if direction < 0, fraction <= 0 {
            pausesOnCompletion ? hold(at: 0) : finish(at: .start)
        }
    }

    /// Settles every track at `position` and runs the completions.
    private func finish(at position: UIViewAnimatingPosition) {
        endLink()
        for track in tracks {
            switch position {
            case .end: track.settle(at: track.to)
            case .start: track.settle(at: track.from)
            case .current: track.settle(at: track.presentedValue)
            }
        }
        if state == .stopped { settleStopped(at: position) }
        let blocks = completions
        reset()
        for block in blocks { block(position) }
    }

    /// The tracks a stop removed, kept so that finishing a stopped animator can still reach its end or start.
    private var stoppedTracks: [PropertyAnimatorTrack] = []

    private func settleStopped(at position: UIViewAnimatingPosition) {
        for track in stoppedTracks {
            switch position {
            case .end: track.settle(at: track.to)
            case .start: track.settle(at: track.from)
            case .current: break
            }
        }
        stoppedTracks.removeAll()
    }

    private func reset() {
        state = .inactive
        tracks.removeAll()
        completions.removeAll()
        motion = .paused(fraction: 0)
        scrubbed = false
        touchBlocker = nil
        stoppedTracks.removeAll()
    }

    private func endLink() {
        link?.invalidate()
        link = nil
    }
}
