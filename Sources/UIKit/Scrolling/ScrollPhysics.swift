// SPDX-License-Identifier: Apache-2.0

import Foundation

/// The numbers behind a scroll view's motion, per axis, as pure functions of time (docs/ARCHITECTURE.md, "Scroll
/// views"). Times are seconds; velocities are points per second unless the name says milliseconds.
package enum ScrollPhysics {
    /// Rubber-band stiffness: the fraction of the finger's overscroll the content follows at first.
    package static let rubberBandCoefficient: CGFloat = 0.55
    /// The critically damped spring that brings overscrolled content back to the edge (and a page into place):
    /// its natural angular frequency ω, per second. A release 100 pt past the edge is within 1 pt after 0.56 s.
    package static let springFrequency: CGFloat = 12
    /// Deceleration ends once the speed drops below this, points per millisecond (2 pt/s); the content then jumps to
    /// its rest point, at most `minimumSpeed / |ln r|` away (1 pt at `.normal`, 0.2 pt at `.fast`).
    package static let minimumSpeed: CGFloat = 0.002
    /// A spring ends once it is within this distance of its rest point, points, and slower than ``minimumSpeed``.
    package static let springRestDistance: CGFloat = 0.5
    /// A paging flick moves to the next page once faster than this, points per millisecond.
    package static let pagingFlickSpeed: CGFloat = 0.3
    /// `setContentOffset(_:animated:)` and `scrollRectToVisible(_:animated:)` take this long, seconds.
    package static let animatedScrollDuration: Double = 0.3

    /// The offset past an edge the content shows for a finger overscroll of `x` points in a view `dimension` points
    /// long: (1 − 1/(x·0.55/d + 1))·d, odd in `x` (so it also works for negative overscroll), never above `d`.
    package static func rubberBand(_ x: CGFloat, dimension d: CGFloat) -> CGFloat {
        guard d > 0 else { return 0 }
        let m = abs(x)
        let banded = (1 - 1 / (m * rubberBandCoefficient / d + 1)) * d
        return x < 0 ? -banded : banded
    }

    /// The finger overscroll that gives the shown overscroll `y` (the inverse of ``rubberBand(_:dimension:)``).
    package static func inverseRubberBand(_ y: CGFloat, dimension d: CGFloat) -> CGFloat {
        guard d > 0 else { return 0 }
        let m = min(abs(y), d * 0.999_999)
        let x = (1 / (1 - m / d) - 1) * d / rubberBandCoefficient
        return y < 0 ? -x : x
    }

    /// Where `value` shows while dragging within `[lower, upper]`: itself inside, rubber-banded outside.
    package static func rubberBanded(_ value: CGFloat, lower: CGFloat, upper: CGFloat, dimension: CGFloat) -> CGFloat {
        if value < lower { return lower + rubberBand(value - lower, dimension: dimension) }
        if value > upper { return upper + rubberBand(value - upper, dimension: dimension) }
        return value
    }

    /// How far decelerating content travels from speed `v0` (points per second) at `rate` per millisecond:
    /// the limit of `v0·(r^(1000t) − 1)/(1000·ln r)`, that is `−v0/(1000·ln r)`.
    package static func decelerationDistance(velocity v0: CGFloat, rate r: CGFloat) -> CGFloat {
        -v0 / (1000 * log(r))
    }
}

/// One axis of a motion toward a rest point: exponential deceleration or a critically damped spring.
package struct AxisMotion {
    package enum Kind { case decelerate, spring }
    package var kind: Kind
    /// The position and velocity (points per second) at `start`.
    package var origin: CGFloat
    package var velocity: CGFloat
    /// Where the motion comes to rest.
    package var target: CGFloat
    /// Deceleration rate per millisecond (deceleration only).
    package var rate: CGFloat
    package var start: Double

    /// Deceleration from `origin` toward `target` at `rate`: x(τ) = x0 + (target − x0)(1 − r^τ), τ in
    /// milliseconds, which for the natural target x0 − v0/(1000 ln r) is v0·(r^τ − 1)/(1000 ln r).
    package static func decelerate(from origin: CGFloat, to target: CGFloat, rate: CGFloat, at start: Double) -> AxisMotion {
        AxisMotion(kind: .decelerate, origin: origin, velocity: -(target - origin) * 1000 * log(rate),
                   target: target, rate: rate, start: start)
    }

    /// A critically damped spring to `target` from `origin` moving at `velocity` (points per second):
    /// x(t) = target + (d + (v + ωd)·t)·e^(−ωt), d = origin − target.
    package static func spring(from origin: CGFloat, velocity: CGFloat, to target: CGFloat, at start: Double) -> AxisMotion {
        AxisMotion(kind: .spring, origin: origin, velocity: velocity, target: target, rate: 0, start: start)
    }

    /// Position and velocity (points per second) at `time`.
    package func state(at time: Double) -> (position: CGFloat, velocity: CGFloat) {
        let t = CGFloat(max(0, time - start))
        switch kind {
        case .decelerate:
            let decay = pow(rate, 1000 * t)
            return (origin + (target - origin) * (1 - decay), velocity * decay)
        case .spring:
            let w = ScrollPhysics.springFrequency
            let d = origin - target
            let b = velocity + w * d
            let e = exp(-w * t)
            return (target + (d + b * t) * e, (b - w * (d + b * t)) * e)
        }
    }

    /// Whether the motion has come to rest at `time` (see ``ScrollPhysics/minimumSpeed``).
    package func isFinished(at time: Double) -> Bool {
        let (x, v) = state(at: time)
        let slow = abs(v) / 1000 < ScrollPhysics.minimumSpeed
        switch kind {
        case .decelerate: return slow || origin == target
        case .spring: return slow && abs(x - target) < ScrollPhysics.springRestDistance
        }
    }
}
