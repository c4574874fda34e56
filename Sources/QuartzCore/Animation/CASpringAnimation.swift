// SPDX-License-Identifier: Apache-2.0

/// An animation that pulls a property towards its target as a damped spring would.
///
/// The start and end values follow ``CABasicAnimation``'s from/to/by rules; between them the value follows the
/// motion of a mass on a spring released at the start value (see `SpringSolver`), so it may overshoot the end
/// value and oscillate. As on Apple, the animation lasts `duration` (0.25 s by default), which is independent of
/// ``settlingDuration``: set `duration = settlingDuration` to let the spring come to rest, or a shorter duration
/// ends it early (the property then jumps to its model value, or holds the spring's value with a forward fill).
/// A timing function, if set, warps time before the spring is evaluated.
///
/// Bad input: a mass or stiffness that is not positive and finite, a negative or non-finite damping, or a
/// non-finite initial velocity is replaced by its default when evaluated (logged once per animation when added).
open class CASpringAnimation: CABasicAnimation {
    /// The mass of the object attached to the spring; must be greater than 0 (default 1).
    public var mass: CGFloat = 1
    /// The spring stiffness coefficient; must be greater than 0 (default 100).
    public var stiffness: CGFloat = 100
    /// The damping coefficient; must be 0 or more (default 10). 0 never comes to rest.
    public var damping: CGFloat = 10
    /// The initial velocity in distances (from start to end) per second: positive moves towards the target,
    /// negative away from it (default 0).
    public var initialVelocity: CGFloat = 0
    /// Whether a damping ratio above 1 produces over-damped motion. When false (the default), such springs
    /// move as critically damped ones. Apple does not document the default; Touchstone follows the classic
    /// behaviour, in which the spring never moves slower than critical damping.
    public var allowsOverdamping = false

    /// Creates an animation with default values.
    public override init() { super.init() }

    /// Creates an animation with default values (nothing is decoded: see `CAAnimation.init(coder:)`).
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// Creates a spring from a perceptual duration (seconds; the period of the undamped oscillation) and a bounce
    /// (−1…1: 0 is critically damped, positive bounces, negative is over-damped), as SwiftUI's springs do:
    /// stiffness = (2π / duration)², damping = 4π(1 − bounce) / duration for bounce ≥ 0, else
    /// 4π / ((1 + bounce) · duration); mass 1. A negative bounce turns on ``allowsOverdamping``.
    public convenience init(perceptualDuration: CFTimeInterval, bounce: CGFloat) {
        self.init()
        let d = perceptualDuration > 0 && perceptualDuration.isFinite ? perceptualDuration : 0.5
        let b = bounce.isFinite ? min(max(bounce, -0.99), 1) : 0
        stiffness = CGFloat(pow(2 * .pi / d, 2))
        damping = b >= 0 ? CGFloat(4 * .pi * (1 - Double(b)) / d) : CGFloat(4 * .pi / ((1 + Double(b)) * d))
        allowsOverdamping = b < 0
    }

    /// Copies `other`, this class's properties included (what `copy()` and adding to a layer use).
    package override func copyState(from other: CAAnimation) {
        super.copyState(from: other)
        if let o = other as? CASpringAnimation {
            mass = o.mass
            stiffness = o.stiffness
            damping = o.damping
            initialVelocity = o.initialVelocity
            allowsOverdamping = o.allowsOverdamping
        }
    }

    /// The estimated time, in seconds, the spring needs to come to rest with the current parameters: when the
    /// envelope of its motion stays within 1/1200 of the distance (`SpringSolver/settlingTolerance`).
    /// Infinite when `damping` is 0.
    public var settlingDuration: CFTimeInterval { solver.settlingDuration }

    /// The period, in seconds, of the spring's undamped oscillation: 2π√(mass / stiffness).
    public var perceptualDuration: CFTimeInterval { 2 * .pi / solver.naturalFrequency }

    /// How bouncy the spring is: 1 − ζ for a damping ratio ζ ≤ 1, 1/ζ − 1 above (the inverse of
    /// ``init(perceptualDuration:bounce:)``).
    public var bounce: CGFloat {
        let zeta = solver.dampingRatio
        return CGFloat(zeta <= 1 ? 1 - zeta : 1 / zeta - 1)
    }

    /// The solver for the current parameters, with unusable ones replaced by their defaults.
    package var solver: SpringSolver {
        func valid(_ v: CGFloat, _ fallback: Double, _ ok: (Double) -> Bool) -> Double {
            let d = Double(v)
            return d.isFinite && ok(d) ? d : fallback
        }
        return SpringSolver(
            mass: valid(mass, 1) { $0 > 0 }, stiffness: valid(stiffness, 100) { $0 > 0 },
            damping: valid(damping, 10) { $0 >= 0 }, velocity: valid(initialVelocity, 0) { _ in true },
            allowsOverdamping: allowsOverdamping)
    }

    /// The spring's progress after `fraction` of the duration has passed.
    package override func progress(atFraction fraction: Double) -> Double {
        solver.progress(at: fraction * effectiveDuration)
    }

    /// Also reports unusable spring parameters (once, when the animation is added).
    package override func sanitize() {
        super.sanitize()
        let values = [mass, stiffness, damping, initialVelocity]
        if !values.allSatisfy(\.isFinite) || mass <= 0 || stiffness <= 0 || damping < 0 {
            Diagnostics.log("CASpringAnimation: unusable mass/stiffness/damping/initialVelocity \(values); "
                + "defaults are used for those")
        }
    }
}
