// SPDX-License-Identifier: Apache-2.0

import QuartzCore
import Testing

/// CASpringAnimation: the damped oscillator in its three regimes, settling duration and bad parameters.
@Suite("CASpringAnimation", .freshLayerEnvironment)
struct SpringAnimationTests {
    private func spring(damping: CGFloat = 10, mass: CGFloat = 1, stiffness: CGFloat = 100,
                        velocity: CGFloat = 0) -> CASpringAnimation
    {
        let spring = CASpringAnimation(keyPath: "position.x")
        spring.fromValue = 0
        spring.toValue = 100
        spring.damping = damping
        spring.mass = mass
        spring.stiffness = stiffness
        spring.initialVelocity = velocity
        return spring
    }

    @Test("Apple's documented figures: damping 5 settles in about 2.85 s, damping 15 in just over 1 s")
    func documentedSettlingDurations() {
        #expect(abs(spring(damping: 5).settlingDuration - 2.85) < 0.01)
        let firm = spring(damping: 15).settlingDuration
        #expect(firm > 1 && firm < 1.05)
    }

    @Test("settlingDuration matches the analytic envelope for an under-damped spring")
    func analyticSettling() {
        // m = 1, k = 100, c = 10: ζ = 0.5, ω₀ = 10, decay 5, ωd = √75; envelope √(1 + (5/√75)²) e^(−5t) = 1/1200.
        let amplitude = (1 + 25.0 / 75).squareRoot()
        let expected = log(amplitude * 1200) / 5
        #expect(abs(spring().settlingDuration - expected) < 1e-9)
    }

    @Test("The presented value follows the under-damped solution, overshooting the target")
    func underDampedPresentation() {
        withTestEnvironment { clock in
            let layer = quietLayer()
            let animation = spring()
            animation.duration = animation.settlingDuration
            addAndCommit(animation, to: layer)
            let wd = 75.0.squareRoot()
            for t in [0.1, 0.3, 0.5, 1.0] {
                clock.set(to: t)
                let u = exp(-5 * t) * (cos(wd * t) + 5 / wd * sin(wd * t))
                #expect(close(presentedX(layer), 100 * (1 - u), 1e-6), "t = \(t)")
            }
            clock.set(to: 0.4)
            #expect(presentedX(layer) > 100)
        }
    }

    @Test("A critically damped spring approaches without overshoot; initialVelocity changes the curve")
    func criticallyDamped() {
        let critical = spring(damping: 20)
        let solver = critical.solver
        for t in stride(from: 0.0, through: 2.0, by: 0.05) {
            let expected = 1 - (1 + 10 * t) * exp(-10 * t)
            #expect(abs(solver.progress(at: t) - expected) < 1e-12)
            #expect(solver.progress(at: t) <= 1)
        }
        let pushed = spring(damping: 20, velocity: 5).solver
        #expect(abs(pushed.progress(at: 0.1) - (1 - (1 + 5 * 0.1) * exp(-1))) < 1e-12)
    }

    @Test("Over-damped springs move as critically damped unless allowsOverdamping is set")
    func overDamped() {
        let heavy = spring(damping: 50)
        #expect(abs(heavy.solver.progress(at: 0.2) - (1 - 3 * exp(-2))) < 1e-12)
        heavy.allowsOverdamping = true
        // ζ = 2.5: r = −10(2.5 ∓ √5.25).
        let root = 5.25.squareRoot(), r1 = -10 * (2.5 - root), r2 = -10 * (2.5 + root)
        let c1 = -r2 / (r1 - r2)
        let expected = 1 - (c1 * exp(r1 * 0.2) + (1 - c1) * exp(r2 * 0.2))
        #expect(abs(heavy.solver.progress(at: 0.2) - expected) < 1e-12)
        #expect(heavy.settlingDuration > spring(damping: 20).settlingDuration)
    }

    @Test("duration is independent of settlingDuration: a short spring ends early")
    func durationIndependent() {
        withTestEnvironment { clock in
            let layer = quietLayer { $0.position = CGPoint(x: 100, y: 0) }
            let animation = spring(damping: 2)
            animation.duration = 0.5
            #expect(animation.settlingDuration > 0.5)
            addAndCommit(animation, to: layer)
            clock.advance(by: 0.25)
            #expect(close(presentedX(layer), 100 * CGFloat(animation.solver.progress(at: 0.25)), 1e-6))
            clock.advance(by: 0.5)
            layer.processAnimations(at: CACurrentMediaTime())
            #expect(layer.animationKeys() == nil)
            #expect(presentedX(layer) == 100)
        }
    }

    @Test("Perceptual duration and bounce round-trip through SwiftUI's spring formulas")
    func perceptual() {
        let bouncy = CASpringAnimation(perceptualDuration: 0.5, bounce: 0.3)
        #expect(abs(bouncy.perceptualDuration - 0.5) < 1e-9)
        #expect(abs(bouncy.bounce - 0.3) < 1e-9)
        #expect(bouncy.mass == 1)
        let overdamped = CASpringAnimation(perceptualDuration: 1, bounce: -0.5)
        #expect(abs(overdamped.bounce + 0.5) < 1e-9)
        #expect(overdamped.allowsOverdamping)
    }

    @Test("An undamped spring never settles; unusable parameters fall back to the defaults")
    func badParameters() {
        #expect(spring(damping: 0).settlingDuration == .infinity)
        let bad = spring(damping: -1, mass: 0, stiffness: .nan, velocity: .infinity)
        let defaults = spring()
        #expect(bad.settlingDuration == defaults.settlingDuration)
        withTestEnvironment { clock in
            let layer = quietLayer()
            addAndCommit(bad, to: layer)
            clock.advance(by: 0.1)
            #expect(presentedX(layer).isFinite)
        }
    }

    @Test("The spring's parameters are copied when it is added")
    func copied() {
        let original = spring(damping: 3, mass: 2, stiffness: 50, velocity: 1)
        original.allowsOverdamping = true
        let copy = original.copy() as! CASpringAnimation
        #expect(copy.damping == 3 && copy.mass == 2 && copy.stiffness == 50 && copy.initialVelocity == 1)
        #expect(copy.allowsOverdamping && copy.toValue as? Int == 100)
    }
}
