// SPDX-License-Identifier: Apache-2.0

import Foundation

/// The motion rules of a picker wheel, as pure functions of offsets, velocities and device time, so the wheel and
/// its tests share one formula.
///
/// A wheel's *offset* is the distance, in points along the wheel's surface, from row 0's centre to the centre of
/// the selection band: row `r` is centred when the offset is `r × rowHeight`. Velocities are offset points per
/// second.
///
/// - **Drag**: the offset follows the finger 1:1; past either end the excess is reduced by UIScrollView's rubber
///   band, `(1 − 1 / (excess × 0.55 / height + 1)) × height`.
/// - **Flick**: the release velocity is the finger's mean velocity over the last 0.1 s of the drag (0 when the
///   finger rested that long). The wheel then decelerates as iOS scroll views do at the normal rate: the velocity
///   is multiplied by 0.998 every millisecond, so after `t` seconds `v(t) = v₀ · 0.998^(1000 t)` and
///   `offset(t) = offset₀ + v₀ · (0.998^(1000 t) − 1) / (1000 · ln 0.998)` (a flick travels about `v₀ / 2` points).
///   Past an end the rate is 0.98 per millisecond, so an overshoot is short.
/// - **Snap**: once the speed falls below 20 pt/s (or at once for a drag released with no speed) the wheel eases
///   to the nearest row, clamped to the rows that exist, over 0.2 s with a cubic ease-out,
///   `from + (to − from) · (1 − (1 − u)³)`. `selectRow(_:inComponent:animated: true)` uses the same ease over 0.3 s.
///
/// The constants are Touchstone's reading of iOS: the 0.998 rate is `UIScrollView.DecelerationRate.normal`; the
/// snap time, resting speed and out-of-range rate are chosen to look like iOS's wheels (Apple documents none).
enum WheelPhysics {
    /// Velocity kept per millisecond while decelerating within the rows.
    static let decelerationRate: Double = 0.998
    /// Velocity kept per millisecond while past either end.
    static let outOfRangeDecelerationRate: Double = 0.98
    /// How far back (seconds) the release velocity is measured.
    static let velocityWindow: Double = 0.1
    /// Below this speed (points per second) deceleration ends and the wheel snaps to a row.
    static let restingSpeed: CGFloat = 20
    /// How long the snap to the nearest row takes (seconds).
    static let snapDuration: Double = 0.2
    /// How long `selectRow(_:inComponent:animated: true)` takes (seconds).
    static let selectDuration: Double = 0.3
    /// UIScrollView's rubber-band coefficient.
    static let rubberBandCoefficient: CGFloat = 0.55

    /// Offset and velocity after decelerating for `dt` seconds at `rate` (velocity kept per millisecond), from
    /// `offset` at `velocity`. Exact for any `dt`, so the result does not depend on the frame rate.
    static func decelerate(offset: CGFloat, velocity: CGFloat, dt: Double, rate: Double = decelerationRate)
        -> (offset: CGFloat, velocity: CGFloat)
    {
        guard dt > 0 else { return (offset, velocity) }
        let k = 1000 * log(rate)  // per second
        let decay = exp(k * dt)
        return (offset + velocity * CGFloat((decay - 1) / k), velocity * CGFloat(decay))
    }

    /// The cubic ease-out used by snaps and animated selection: 0 at `u = 0`, 1 at `u ≥ 1`.
    static func easeOut(_ u: Double) -> Double {
        let c = min(1, max(0, u))
        return 1 - pow(1 - c, 3)
    }

    /// The shown overshoot for a finger `excess` points past an end of a wheel `height` points tall.
    static func rubberBand(_ excess: CGFloat, height: CGFloat) -> CGFloat {
        guard height > 0 else { return 0 }
        let magnitude = (1 - 1 / (abs(excess) * rubberBandCoefficient / height + 1)) * height
        return excess < 0 ? -magnitude : magnitude
    }

    /// The velocity (points per second, in the samples' units) over the samples within ``velocityWindow`` of the
    /// last one; 0 with fewer than two such samples.
    static func releaseVelocity(_ samples: [(time: Double, position: CGFloat)]) -> CGFloat {
        guard let last = samples.last else { return 0 }
        guard let first = samples.first(where: { last.time - $0.time <= velocityWindow + 1e-9 }),
              last.time - first.time > 1e-6
        else { return 0 }
        return (last.position - first.position) / CGFloat(last.time - first.time)
    }
}
