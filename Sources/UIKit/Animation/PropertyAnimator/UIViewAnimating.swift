// SPDX-License-Identifier: Apache-2.0

/// Where an animator is in its life: not started (or finished), running or paused, or stopped.
public enum UIViewAnimatingState: Int, Sendable {
    /// Not started, or finished: its animations are not on screen.
    case inactive = 0
    /// Started: running or paused.
    case active = 1
    /// Stopped with ``UIViewAnimating/stopAnimation(_:)``: waiting for ``UIViewAnimating/finishAnimation(at:)``.
    case stopped = 2
}

/// Where an animation ended: at its end, at its start (it ran in reverse), or somewhere between (stopped).
public enum UIViewAnimatingPosition: Int, Sendable {
    /// The animation reached its end values.
    case end = 0
    /// The animation ran in reverse back to its start values.
    case start = 1
    /// The animation was stopped part way: the views keep the values they had then.
    case current = 2
}

/// An object that runs an interruptible, scrubbable animation: start, pause, reverse, stop and finish it.
@preconcurrency @MainActor
public protocol UIViewAnimating: AnyObject {
    /// Where the animator is in its life (inactive, active or stopped).
    var state: UIViewAnimatingState { get }
    /// Whether the animations are playing: active and not paused.
    var isRunning: Bool { get }
    /// Whether the animation runs backwards, towards its start values; it may be flipped while active.
    var isReversed: Bool { get set }
    /// How far the animation has got, 0 at the start to 1 at the end; setting it on a paused animator scrubs to that
    /// point.
    var fractionComplete: CGFloat { get set }
    /// Starts the animations, or resumes them when paused.
    func startAnimation()
    /// Starts the animations after `delay` seconds of device time.
    func startAnimation(afterDelay delay: TimeInterval)
    /// Pauses running animations where they are (an inactive animator becomes active and paused at its start).
    func pauseAnimation()
    /// Stops the animations where they are: with `withoutFinishing` true the animator becomes inactive at once and no
    /// completions run; with false it becomes `.stopped` and waits for ``UIViewAnimating/finishAnimation(at:)``.
    func stopAnimation(_ withoutFinishing: Bool)
    /// Finishes a stopped animator: the views take the values of `finalPosition` and the completions run with it.
    func finishAnimation(at finalPosition: UIViewAnimatingPosition)
}

/// An animator to which view-property changes can be added while it runs, with completions and a way to continue
/// a paused animation with new timing.
@preconcurrency @MainActor
public protocol UIViewImplicitlyAnimating: UIViewAnimating {
    /// Adds animations that run from now for the rest of the animator's duration, with its timing.
    func addAnimations(_ animation: @escaping () -> Void)
    /// Adds animations that start after `delayFactor` (0…1) of the animator's remaining duration.
    func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat)
    /// Adds a block run when the animations end, with the position they ended at.
    func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void)
    /// Resumes a paused animator with new timing (nil keeps the current one), over `durationFactor` times its
    /// original duration.
    func continueAnimation(withTimingParameters parameters: UITimingCurveProvider?, durationFactor: CGFloat)
}
