// SPDX-License-Identifier: Apache-2.0

/// What an animation shows outside its active duration.
public struct CAMediaTimingFillMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
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
    /// Active (or filling): the fraction through the current iteration (0…1, before the timing function).
    case active(fraction: Double)
}

/// The timing arithmetic of ``CAMediaTiming``.
package enum MediaTimingMath {
    /// The active duration: infinite for infinite repeats.
    package static func activeDuration(duration d: Double, repeatCount: Float, repeatDuration: Double,
                                       autoreverses: Bool) -> Double
    {
        let iteration = d * (autoreverses ? 2 : 1)
        if repeatDuration > 0 { return repeatDuration }
        if repeatCount.isInfinite { return .infinity }
        return iteration * Double(repeatCount > 0 ? repeatCount : 1)
    }

    /// Evaluates the phase at local (already speed/offset-adjusted) time `t`.
    package static func phase(localTime t: Double, duration d: Double, repeatCount: Float, repeatDuration: Double,
                              autoreverses: Bool, fillMode: CAMediaTimingFillMode) -> TimingPhase
    {
        guard d > 0, t.isFinite || t.isInfinite else { return .active(fraction: 1) }
        let active = activeDuration(duration: d, repeatCount: repeatCount, repeatDuration: repeatDuration,
                                    autoreverses: autoreverses)
        if t < 0 {
            return fillMode == .backwards || fillMode == .both ? .active(fraction: 0) : .inactive
        }
        if t >= active {
            guard fillMode == .forwards || fillMode == .both else { return .inactive }
            return .active(fraction: fraction(at: active, duration: d, autoreverses: autoreverses, atEnd: true))
        }
        return .active(fraction: fraction(at: t, duration: d, autoreverses: autoreverses, atEnd: false))
    }

    /// The fraction through the iteration containing `t`.
    private static func fraction(at t: Double, duration d: Double, autoreverses: Bool, atEnd: Bool) -> Double {
        let period = d * (autoreverses ? 2 : 1)
        var within = t.truncatingRemainder(dividingBy: period)
        // At the very end of a whole number of iterations, show the iteration's end, not the next one's start.
        if atEnd && within < 1e-12 && t > 0 { within = period }
        if autoreverses && within > d { within = period - within }
        return min(1, max(0, within / d))
    }
}
