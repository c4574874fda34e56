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
    case end = 0
    case start = 1
    case current = 2
}

/// An object that runs an interruptible, scrubbable animation: start, pause, reverse, stop and finish it.
@preconcurrency @MainActor
public protocol UIViewAnimating: AnyObject {
    var state: UIViewAnimatingState { get }
    var isRunning: Bool { get }
    var isReversed: Bool { get set }
    var fractionComplete: CGFloat { get set }
    func startAnimation()
    func startAnimation(afterDelay delay: TimeInterval)
    func pauseAnimation()
    func stopAnimation(_ withoutFinishing: Bool)
    func finishAnimation(at finalPosition: UIViewAnimatingPosition)
}

/// An animator to which view-property changes can be added while it runs, with completions and a way to continue
/// a paused animation with new timing.
@preconcurrency @MainActor
public protocol UIViewImplicitlyAnimating: UIViewAnimating {
    func addAnimations(_ animation: @escaping () -> Void)
    func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat)
    func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void)
    func continueAnimation(withTimingParameters parameters: UITimingCurveProvider?, durationFactor: CGFloat)
}
