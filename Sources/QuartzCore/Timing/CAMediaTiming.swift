// SPDX-License-Identifier: Apache-2.0

/// What an animation shows outside its active duration.
public struct CAMediaTimingFillMode: RawRepresentable, Hashable, Sendable {
    /// The constant's string value, as Apple spells it.
    public let rawValue: String
    /// Creates a value from its string.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Nothing before the start or after the end: the model value shows.
    public static let removed = Self(rawValue: "removed")
    /// The final value holds after the end.
    public static let forwards = Self(rawValue: "forwards")
    /// The initial value holds before the start (between adding and `beginTime`).
    public static let backwards = Self(rawValue: "backwards")
    /// Both.
    public static let both = Self(rawValue: "both")
}

/// A hierarchical timing model shared by layers and animations (SMIL's).
///
/// A timed object's local time is `(parentTime − beginTime) × speed + timeOffset`. Its active duration is
/// `repeatDuration` when set, else `duration × repeatCount` (×2 with `autoreverses`; a `repeatCount` of 0 means
/// once; `.infinity` repeats forever).
public protocol CAMediaTiming: AnyObject {
    /// Start time in the parent's time space, seconds.
    var beginTime: CFTimeInterval { get set }
    /// Length of one iteration in seconds (0 means the default: 0.25 s for animations).
    var duration: CFTimeInterval { get set }
    /// Time scale relative to the parent: 2 runs twice as fast; 0 pauses.
    var speed: Float { get set }
    /// Additional offset into the local time, seconds.
    var timeOffset: CFTimeInterval { get set }
    /// Number of iterations (may be fractional; 0 = once; `.infinity` = forever).
    var repeatCount: Float { get set }
    /// Total active time in seconds, overriding `repeatCount` when non-zero.
    var repeatDuration: CFTimeInterval { get set }
    /// Whether each iteration plays forwards and then backwards.
    var autoreverses: Bool { get set }
    /// What shows outside the active duration.
    var fillMode: CAMediaTimingFillMode { get set }
}

/// The result of evaluating a timed object at a parent time.
package enum TimingPhase: Equatable {
    /// Before the start with no backwards fill, or after the end with no forwards fill.
    case inactive
    /// Active (or filling): the fraction through the current iteration (0…1, before the timing function) and the
    /// position on the object's own timeline (seconds from the start of its first iteration, `timeOffset` added)
    /// that the fraction was taken at.
    case active(fraction: Double, position: Double)
}

/// The timing arithmetic of ``CAMediaTiming``, for animations.
///
/// An animation's *active time* is how long it has been playing: (parent time − begin time) × |speed|. It is
/// active while that lies in 0…active duration (both ends included, so a group filling forwards still shows
/// children that end with it); outside, `fillMode` decides whether the first or last frame shows.
/// The frame shown is taken at the *position* active time + `timeOffset`, wrapped into the iteration: as on
/// Apple, a `timeOffset` starts the animation part-way through and wraps round to the beginning, without
/// changing how long it plays. A negative speed plays the timeline backwards (position = active duration − active
/// time + offset): Touchstone's reading, as Apple leaves negative animation speeds unspecified. Speed 0 holds the
/// position at `timeOffset` (paused).
package enum MediaTimingMath {
    /// The active duration: `repeatDuration` when positive, else one iteration (two with `autoreverses`) times
    /// `repeatCount` (0 or less, or NaN, counts as 1); infinite for infinite repeats.
    package static func activeDuration(duration d: Double, repeatCount: Float, repeatDuration: Double,
                                       autoreverses: Bool) -> Double
    {
        let iteration = d * (autoreverses ? 2 : 1)
        if repeatDuration > 0 { return repeatDuration }
        if repeatCount.isInfinite && repeatCount > 0 { return .infinity }
        return iteration * Double(repeatCount > 0 ? repeatCount : 1)
    }

    /// How many whole iterations (cycles, with `autoreverses`) lie before timeline position `t`, for cumulative
    /// animations; an iteration ending exactly at `t` counts as still showing.
    package static func completedIterations(position t: Double, duration d: Double, autoreverses: Bool) -> Double {
        let period = d * (autoreverses ? 2 : 1)
        guard period > 0, t > 0, t.isFinite else { return 0 }
        var count = floor(t / period)
        if count > 0 && t - count * period < 1e-12 { count -= 1 }
        return count
    }

    /// Evaluates the phase at `activeTime` (see the type's rules; the caller supplies (t − begin) × |speed|).
    ///
    /// A NaN time or offset (from NaN timing input) is inactive: nothing shows rather than a made-up value. A
    /// non-positive or non-finite duration is treated as 0.25 s, Core Animation's default.
    package static func phase(activeTime a: Double, timeOffset: Double, reversed: Bool, duration: Double,
                              repeatCount: Float, repeatDuration: Double, autoreverses: Bool,
                              fillMode: CAMediaTimingFillMode) -> TimingPhase
    {
        guard !a.isNaN, timeOffset.isFinite else { return .inactive }
        let d = duration > 0 && duration.isFinite ? duration : 0.25
        let active = activeDuration(duration: d, repeatCount: repeatCount, repeatDuration: repeatDuration,
                                    autoreverses: autoreverses)
        var clamped = a
        if a < 0 {
            guard fillMode == .backwards || fillMode == .both else { return .inactive }
            clamped = 0
        } else if a > active {
            guard fillMode == .forwards || fillMode == .both else { return .inactive }
            clamped = active
        }
        // Played forwards, the last frame is the end of the last iteration; played backwards, every iteration
        // boundary is reached from above, so it too shows the end of the iteration below.
        let atEnd = reversed || clamped >= active
        let position = (reversed ? (active.isFinite ? active - clamped : -clamped) : clamped) + timeOffset
        return .active(fraction: fraction(at: position, duration: d, autoreverses: autoreverses, atEnd: atEnd),
                       position: position)
    }

    /// The fraction through the iteration containing timeline position `t` (wrapped into the iteration).
    private static func fraction(at t: Double, duration d: Double, autoreverses: Bool, atEnd: Bool) -> Double {
        let period = d * (autoreverses ? 2 : 1)
        var within = t.truncatingRemainder(dividingBy: period)
        if within < 0 { within += period }
        // At the very end of a whole number of iterations, show the iteration's end, not the next one's start.
        if atEnd && within < 1e-12 && t > 0 { within = period }
        if autoreverses && within > d { within = period - within }
        return min(1, max(0, within / d))
    }
}
