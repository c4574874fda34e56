// SPDX-License-Identifier: Apache-2.0

/// The closed-form motion of a damped harmonic oscillator released from rest offset (the maths behind
/// ``CASpringAnimation``).
///
/// The spring moves a value from its start (progress 0) to its target (progress 1). `displacement(at:)` is the
/// remaining fraction of the distance: 1 at t = 0, tending to 0, with initial rate −`velocity` (a positive velocity
/// moves towards the target, as Apple defines `initialVelocity`, in distances per second). With
/// ω₀ = √(stiffness / mass) and ζ = damping / (2√(stiffness · mass)):
/// - under-damped (ζ < 1): e^(−ζω₀t) (cos ωd t + B sin ωd t), ωd = ω₀√(1 − ζ²);
/// - critically damped (ζ = 1, and ζ > 1 unless over-damping is allowed): (1 + (ω₀ − v) t) e^(−ω₀t);
/// - over-damped (ζ > 1 with over-damping allowed): C₁e^(r₁t) + C₂e^(r₂t), r = −ω₀(ζ ∓ √(ζ² − 1)).
package struct SpringSolver {
    package let naturalFrequency: Double
    package let dampingRatio: Double
    package let velocity: Double
    private let regime: Regime

    private enum Regime {
        case under(decay: Double, frequency: Double, b: Double)
        case critical(rate: Double, b: Double)
        case over(r1: Double, c1: Double, r2: Double, c2: Double)
    }

    /// The tolerance, as a fraction of the distance travelled, within which the spring counts as settled:
    /// 1/1200 (≈ 0.083 %). Apple does not publish its tolerance; this one reproduces both figures its
    /// documentation gives (damping 5 settles in ≈ 2.85 s, damping 15 in just over 1 s, with mass 1 and
    /// stiffness 100).
    package static let settlingTolerance = 1.0 / 1200

    /// Creates the solver; parameters must already be valid (positive mass and stiffness, damping ≥ 0).
    package init(mass: Double, stiffness: Double, damping: Double, velocity: Double, allowsOverdamping: Bool) {
        let w0 = (stiffness / mass).squareRoot()
        let zeta = damping / (2 * (stiffness * mass).squareRoot())
        naturalFrequency = w0
        dampingRatio = zeta
        self.velocity = velocity
        if zeta < 1 {
            let decay = zeta * w0
            let frequency = w0 * (1 - zeta * zeta).squareRoot()
            regime = .under(decay: decay, frequency: frequency, b: (decay - velocity) / frequency)
        } else if zeta == 1 || !allowsOverdamping {
            regime = .critical(rate: w0, b: w0 - velocity)
        } else {
            let root = (zeta * zeta - 1).squareRoot()
            let r1 = -w0 * (zeta - root), r2 = -w0 * (zeta + root)
            let c1 = (-velocity - r2) / (r1 - r2)
            regime = .over(r1: r1, c1: c1, r2: r2, c2: 1 - c1)
        }
    }

    /// The remaining fraction of the distance at time `t` seconds after release (may be negative: overshoot).
    package func displacement(at t: Double) -> Double {
        switch regime {
        case .under(let decay, let frequency, let b):
            return exp(-decay * t) * (cos(frequency * t) + b * sin(frequency * t))
        case .critical(let rate, let b):
            return (1 + b * t) * exp(-rate * t)
        case .over(let r1, let c1, let r2, let c2):
            return c1 * exp(r1 * t) + c2 * exp(r2 * t)
        }
    }

    /// The fraction of the way from start to target at time `t` (1 − displacement).
    package func progress(at t: Double) -> Double { 1 - displacement(at: t) }

    /// The time after which the displacement's envelope stays within ``settlingTolerance``: the analytic decay
    /// bound, so oscillation crossings do not end it early. Infinite for an undamped spring.
    package var settlingDuration: Double {
        let epsilon = Self.settlingTolerance
        switch regime {
        case .under(let decay, _, let b):
            guard decay > 0 else { return .infinity }
            return max(0, log((1 + b * b).squareRoot() / epsilon) / decay)
        case .critical(let rate, let b):
            // (1 + |b| t) e^(−rate t) decreases once t passes 1/rate − 1/|b|.
            let start = b == 0 ? 0 : max(0, 1 / rate - 1 / abs(b))
            return Self.firstTime(after: start, below: epsilon) { (1 + abs(b) * $0) * exp(-rate * $0) }
        case .over(let r1, let c1, let r2, let c2):
            return Self.firstTime(after: 0, below: epsilon) { abs(c1) * exp(r1 * $0) + abs(c2) * exp(r2 * $0) }
        }
    }

    /// The time at which the decreasing `envelope` falls to `epsilon`, by bracketing and bisection.
    private static func firstTime(after start: Double, below epsilon: Double, _ envelope: (Double) -> Double)
        -> Double
    {
        guard envelope(start) > epsilon else { return start }
        var lo = start, hi = start + 1
        var steps = 0
        while envelope(hi) > epsilon, steps < 64 {
            lo = hi
            hi = start + (hi - start) * 2
            steps += 1
        }
        for _ in 0..<80 {
            let mid = (lo + hi) / 2
            if envelope(mid) > epsilon { lo = mid } else { hi = mid }
        }
        return hi
    }
}
