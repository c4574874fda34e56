// SPDX-License-Identifier: Apache-2.0

import Testing
import TouchstoneTesting
@testable import UIKit

/// Records where animators ended.
@MainActor
final class AnimatorEndLog {
    var positions: [UIViewAnimatingPosition] = []
    var record: (UIViewAnimatingPosition) -> Void { { self.positions.append($0) } }
}

@MainActor
@Suite("UIViewPropertyAnimator")
struct UIViewPropertyAnimatorTests {
    /// A 1 s linear fade of the fixture's view to 0.
    private func fade(_ f: AnimationFixture, curve: UIView.AnimationCurve = .linear) -> UIViewPropertyAnimator {
        UIViewPropertyAnimator(duration: 1, curve: curve) { f.view.alpha = 0 }
    }

    @Test("The animations run when it starts: the model changes at once, the screen follows the curve, then .end")
    func runsToTheEnd() throws {
        let f = try AnimationFixture()
        let log = AnimatorEndLog()
        let animator = fade(f)
        animator.addCompletion(log.record)
        #expect(f.view.alpha == 1 && animator.state == .inactive)
        animator.startAnimation()
        #expect(f.view.alpha == 0)
        #expect(animator.state == .active && animator.isRunning)
        f.device.advance(by: 0.25)
        #expect(animationNear(f.shownAlpha, 0.75, 0.02))
        #expect(animationNear(Double(animator.fractionComplete), 0.25, 0.02))
        f.device.advance(by: 0.8)
        #expect(log.positions == [.end])
        #expect(animator.state == .inactive && !animator.isRunning)
        #expect(f.shownAlpha == 0)
        #expect(f.view.layer.runningAnimationKeys()?.isEmpty ?? true)
    }

    @Test("Pausing holds the frame; starting again finishes the remaining time")
    func pauseAndResume() throws {
        let f = try AnimationFixture()
        let log = AnimatorEndLog()
        let animator = fade(f)
        animator.addCompletion(log.record)
        animator.startAnimation()
        f.device.advance(by: 0.5)
        animator.pauseAnimation()
        let paused = f.shownAlpha
        #expect(animationNear(paused, 0.5, 0.02))
        #expect(animator.state == .active && !animator.isRunning)
        f.device.advance(by: 2)
        #expect(f.shownAlpha == paused && log.positions.isEmpty)
        animator.startAnimation()
        f.device.advance(by: 0.25)
        #expect(animationNear(f.shownAlpha, paused - 0.25, 0.02))
        f.device.advance(by: 0.3)
        #expect(log.positions == [.end])
    }

    @Test("Scrubbing a paused animator moves linearly by default, along the curve with scrubsLinearly false")
    func scrubbing() throws {
        let f = try AnimationFixture()
        let animator = fade(f, curve: .easeIn)
        animator.pauseAnimation()
        #expect(animator.state == .active && f.view.alpha == 0)
        animator.fractionComplete = 0.3
        f.device.advance(by: 1.0 / 60)
        #expect(animationNear(f.shownAlpha, 0.7, 0.01))
        #expect(animationNear(Double(animator.fractionComplete), 0.3))

        let g = try AnimationFixture()
        let curved = fade(g, curve: .easeIn)
        curved.scrubsLinearly = false
        curved.fractionComplete = 0.3
        g.device.advance(by: 1.0 / 60)
        let eased = CAMediaTimingFunction(name: .easeIn).solve(0.3)
        #expect(animationNear(g.shownAlpha, 1 - eased, 0.01))
        #expect(g.shownAlpha > 0.8)
    }

    @Test("After a linear scrub the animation resumes from the value on screen, without a jump")
    func resumeAfterScrub() throws {
        let f = try AnimationFixture()
        let log = AnimatorEndLog()
        let animator = fade(f, curve: .easeIn)
        animator.addCompletion(log.record)
        animator.fractionComplete = 0.5
        f.device.advance(by: 1.0 / 60)
        let scrubbed = f.shownAlpha
        animator.startAnimation()
        f.device.advance(by: 1.0 / 60)
        #expect(abs(f.shownAlpha - scrubbed) < 0.05)
        f.device.advance(by: 0.6)
        #expect(log.positions == [.end] && f.shownAlpha == 0)
    }

    @Test("Reversing a running animator turns it round; it ends at .start with the start values as the model")
    func reversing() throws {
        let f = try AnimationFixture()
        let log = AnimatorEndLog()
        let animator = fade(f)
        animator.addCompletion(log.record)
        animator.startAnimation()
        f.device.advance(by: 0.6)
        animator.isReversed = true
        f.device.advance(by: 0.2)
        #expect(animationNear(f.shownAlpha, 0.6, 0.03))
        #expect(animationNear(Double(animator.fractionComplete), 0.4, 0.03))
        f.device.advance(by: 0.5)
        #expect(log.positions == [.start])
        #expect(f.view.alpha == 1 && f.shownAlpha == 1)
    }

    @Test("Stopping keeps the values on screen; finishing then runs the completions with the position asked for")
    func stopAndFinish() throws {
        let f = try AnimationFixture()
        let log = AnimatorEndLog()
        let animator = fade(f)
        animator.addCompletion(log.record)
        animator.startAnimation()
        f.device.advance(by: 0.4)
        animator.stopAnimation(false)
        #expect(animator.state == .stopped)
        #expect(animationNear(Double(f.view.alpha), 0.6, 0.03))
        f.device.advance(by: 1)
        #expect(animationNear(f.shownAlpha, Double(f.view.alpha)) && log.positions.isEmpty)
        animator.finishAnimation(at: .end)
        #expect(f.view.alpha == 0 && log.positions == [.end] && animator.state == .inactive)

        let g = try AnimationFixture()
        let silent = AnimatorEndLog()
        let other = fade(g)
        other.addCompletion(silent.record)
        other.startAnimation()
        g.device.advance(by: 0.4)
        other.stopAnimation(true)
        #expect(other.state == .inactive && silent.positions.isEmpty)
        #expect(animationNear(Double(g.view.alpha), 0.6, 0.03))
    }

    @Test("Finishing a stopped animator at .start restores the start values")
    func finishAtStart() throws {
        let f = try AnimationFixture()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { f.view.center = CGPoint(x: 250, y: 50) }
        animator.startAnimation()
        f.device.advance(by: 0.5)
        animator.stopAnimation(false)
        #expect(animationNear(Double(f.view.center.x), 150, 4))
        animator.finishAnimation(at: .start)
        #expect(f.view.center == CGPoint(x: 50, y: 50))
    }

    @Test("Animations added while running take the remaining time; a delay factor postpones them")
    func addingAnimations() throws {
        let f = try AnimationFixture()
        let animator = fade(f)
        animator.startAnimation()
        f.device.advance(by: 0.5)
        animator.addAnimations { f.view.center = CGPoint(x: 150, y: 50) }
        f.device.advance(by: 0.25)
        #expect(animationNear(Double(f.shown.position.x), 100, 2))
        f.device.advance(by: 0.3)
        #expect(f.shown.position.x == 150 && animator.state == .inactive)

        let g = try AnimationFixture()
        let delayed = UIViewPropertyAnimator(duration: 1, curve: .linear)
        delayed.addAnimations({ g.view.center = CGPoint(x: 150, y: 50) }, delayFactor: 0.5)
        delayed.startAnimation()
        g.device.advance(by: 0.4)
        #expect(g.shown.position.x == 50)
        g.device.advance(by: 0.35)
        #expect(animationNear(Double(g.shown.position.x), 100, 3))
    }

    @Test("With pausesOnCompletion the animator stays active at its end and can be reversed")
    func pausesAtTheEnd() throws {
        let f = try AnimationFixture()
        let log = AnimatorEndLog()
        let animator = fade(f)
        animator.pausesOnCompletion = true
        animator.addCompletion(log.record)
        animator.startAnimation()
        f.device.advance(by: 1.2)
        #expect(animator.state == .active && !animator.isRunning && log.positions.isEmpty)
        #expect(animator.fractionComplete == 1 && animationNear(f.shownAlpha, 0))
        animator.isReversed = true
        animator.startAnimation()
        f.device.advance(by: 0.5)
        #expect(animationNear(f.shownAlpha, 0.5, 0.03))
    }

    @Test("A damping-ratio animator moves as UIView's spring does")
    func spring() throws {
        let f = try AnimationFixture()
        let animator = UIViewPropertyAnimator(duration: 1, dampingRatio: 1) { f.view.alpha = 0 }
        animator.startAnimation()
        f.device.advance(by: 0.25)
        #expect(animationNear(f.shownAlpha, 0.534416, 2e-2))
        let physical = UIViewPropertyAnimator(duration: 9, timingParameters: UISpringTimingParameters(
            mass: 1, stiffness: 100, damping: 10, initialVelocity: CGVector(dx: 0, dy: 0)))
        #expect(physical.duration < 9 && physical.duration > 0.5)
    }

    @Test("A running animator made by runningPropertyAnimator waits its delay and lives until it ends")
    func runningAnimatorKeepsItselfAlive() throws {
        let f = try AnimationFixture()
        let log = AnimatorEndLog()
        weak var weakAnimator: UIViewPropertyAnimator?
        do {
            let animator = UIViewPropertyAnimator.runningPropertyAnimator(
                withDuration: 0.5, delay: 0.5, options: [.curveLinear], animations: { f.view.alpha = 0 },
                completion: log.record)
            weakAnimator = animator
            #expect(animator.delay == 0.5 && animator.isRunning)
        }
        f.device.advance(by: 0.4)
        #expect(weakAnimator != nil && f.shownAlpha == 1)
        f.device.advance(by: 0.35)
        #expect(animationNear(f.shownAlpha, 0.5, 0.05))
        f.device.advance(by: 0.3)
        #expect(log.positions == [.end])
        #expect(weakAnimator == nil)
    }

    @Test("continueAnimation resumes a paused animator over durationFactor × duration with new timing")
    func continuing() throws {
        let f = try AnimationFixture()
        let log = AnimatorEndLog()
        let animator = fade(f)
        animator.addCompletion(log.record)
        animator.startAnimation()
        f.device.advance(by: 0.5)
        animator.pauseAnimation()
        animator.continueAnimation(withTimingParameters: UICubicTimingParameters(animationCurve: .linear),
                                   durationFactor: 2)
        f.device.advance(by: 1)
        #expect(animationNear(f.shownAlpha, 0.25, 0.03))
        f.device.advance(by: 1.1)
        #expect(log.positions == [.end])
    }

    @Test("Misuse is logged and ignored: scrubbing while running, finishing while active, NaN fractions")
    func misuse() throws {
        let f = try AnimationFixture()
        let animator = fade(f)
        animator.startAnimation()
        f.device.advance(by: 0.25)
        animator.fractionComplete = 0.9
        #expect(animationNear(Double(animator.fractionComplete), 0.25, 0.02))
        animator.finishAnimation(at: .end)
        #expect(animator.state == .active)
        animator.pauseAnimation()
        animator.fractionComplete = .nan
        #expect(animationNear(Double(animator.fractionComplete), 0.25, 0.02))
        let fixed = UIViewPropertyAnimator(duration: -3, curve: .linear)
        #expect(fixed.duration == 0)
    }

    @Test("Views moving under an animator with isUserInteractionEnabled false take no touches")
    func interactionBlocking() throws {
        let f = try AnimationFixture()
        let animator = fade(f)
        animator.isUserInteractionEnabled = false
        animator.startAnimation()
        f.device.advance(by: 0.1)
        #expect(f.window.hitTest(CGPoint(x: 50, y: 50), with: nil) !== f.view)
        f.device.advance(by: 1)
        #expect(f.window.hitTest(CGPoint(x: 50, y: 50), with: nil) === f.view || f.view.alpha < 0.01)

        let g = try AnimationFixture()
        let open = UIViewPropertyAnimator(duration: 1, curve: .linear) { g.view.center.x += 10 }
        open.startAnimation()
        g.device.advance(by: 0.1)
        #expect(g.window.hitTest(CGPoint(x: 55, y: 50), with: nil) === g.view)
    }

    @Test("Timing parameters copy, code and describe their curves as Apple documents")
    func timingParameters() throws {
        let cubic = UICubicTimingParameters(controlPoint1: CGPoint(x: 0.1, y: 0.2), controlPoint2: CGPoint(x: 0.3, y: 1))
        #expect(cubic.timingCurveType == .cubic && cubic.springTimingParameters == nil)
        let copy = try #require(cubic.copy() as? UICubicTimingParameters)
        #expect(copy !== cubic && copy.controlPoint2 == CGPoint(x: 0.3, y: 1))
        #expect(UICubicTimingParameters().animationCurve == .easeInOut)
        #expect(UICubicTimingParameters(animationCurve: .easeOut).timingCurveType == .builtin)
        let spring = UISpringTimingParameters(dampingRatio: 3)
        #expect(spring.timingCurveType == .spring && spring.cubicTimingParameters == nil)
        #expect(spring.dampingRatio == 1)
        let animator = UIViewPropertyAnimator(duration: 1, timingParameters: cubic)
        #expect((animator.timingParameters as? UICubicTimingParameters) !== cubic)
        let twin = try #require(animator.copy() as? UIViewPropertyAnimator)
        #expect(twin.duration == 1 && twin.state == .inactive)
    }
}
