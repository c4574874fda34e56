// SPDX-License-Identifier: Apache-2.0

import Testing
import TouchstoneTesting
import UIKit

@MainActor
@Suite("UIView begin/commit animations")
struct UIViewLegacyAnimationTests {
    @Test("Default 0.2 s ease-in-out; will-start after commit returns; did-stop with ID, context and true")
    func beginCommitWithClosures() throws {
        let f = try AnimationFixture()
        var events: [String] = []
        let token = UnsafeMutableRawPointer(bitPattern: 0x1234)
        UIView.beginAnimations("fade", context: token)
        UIView.setAnimationWillStart { id, ctx in events.append("willStart \(id ?? "nil") \(ctx == token)") }
        UIView.setAnimationDidStop { id, finished, ctx in
            events.append("didStop \(id ?? "nil") \(finished) \(ctx == token)")
        }
        f.view.alpha = 0
        UIView.commitAnimations()
        #expect(events.isEmpty)
        #expect(f.view.alpha == 0 && f.shownAlpha == 1)
        f.device.advance(by: 0.05)
        #expect(events == ["willStart fade true"])
        #expect(animationNear(f.shownAlpha, 1 - 0.1291619, 1e-3))
        f.device.advance(by: 0.2)
        #expect(events == ["willStart fade true", "didStop fade true true"])
    }

    @Test("Duration, linear curve and delay set after the change still apply to it (guide test 65, 72)")
    func settingsApplyToTheWholeBlock() throws {
        let f = try AnimationFixture()
        UIView.beginAnimations(nil, context: nil)
        f.view.alpha = 0
        UIView.setAnimationDuration(1)
        UIView.setAnimationCurve(.linear)
        UIView.setAnimationDelay(0.5)
        UIView.commitAnimations()
        f.device.advance(by: 0.4)
        #expect(f.shownAlpha == 1)
        f.device.advance(by: 0.6)
        #expect(animationNear(f.shownAlpha, 0.5))
        f.device.advance(by: 0.6)
        #expect(f.shownAlpha == 0)
    }

    @Test("Interrupted from the current state: first did-stop false, second starts at the on-screen value (test 67)")
    func interruptedFromCurrentState() throws {
        let f = try AnimationFixture()
        var stops: [String] = []
        UIView.beginAnimations("first", context: nil)
        UIView.setAnimationDuration(1)
        UIView.setAnimationCurve(.linear)
        UIView.setAnimationDidStop { id, finished, _ in stops.append("\(id ?? "nil") \(finished)") }
        f.view.center = CGPoint(x: 150, y: 50)
        UIView.commitAnimations()
        f.device.advance(by: 0.5)
        UIView.beginAnimations("second", context: nil)
        UIView.setAnimationBeginsFromCurrentState(true)
        UIView.setAnimationDidStop { id, finished, _ in stops.append("\(id ?? "nil") \(finished)") }
        f.view.center = CGPoint(x: 50, y: 50)
        UIView.commitAnimations()
        #expect(stops == ["first false"])
        #expect(animationNear(f.shown.position.x, 100))
        f.device.advance(by: 0.5)
        #expect(stops == ["first false", "second true"])
    }

    @Test("Without beginsFromCurrentState a second block waits for the first: total time is the sum (test 68)")
    func queuedBehindRunning() throws {
        let f = try AnimationFixture()
        var stops: [String] = []
        for (id, x) in [("first", 150.0), ("second", 250.0)] {
            UIView.beginAnimations(id, context: nil)
            UIView.setAnimationDuration(1)
            UIView.setAnimationCurve(.linear)
            UIView.setAnimationDidStop { id, finished, _ in stops.append("\(id ?? "nil") \(finished)") }
            f.view.center = CGPoint(x: x, y: 50)
            UIView.commitAnimations()
        }
        let start = f.shown.position.x
        #expect(f.view.center.x == 250)
        f.device.advance(by: 0.5)
        #expect(animationNear(f.shown.position.x, (start + 150) / 2))
        f.device.advance(by: 0.5)
        #expect(animationNear(f.shown.position.x, 150, 1))
        #expect(stops == ["first true"])
        f.device.advance(by: 0.5)
        #expect(animationNear(f.shown.position.x, 200))
        f.device.advance(by: 0.6)
        #expect(f.shown.position.x == 250)
        #expect(stops == ["first true", "second true"])
    }

    @Test("Repeat count 2 with autoreverse goes to the target and back twice; the model is the target (test 71)")
    func repeatAutoreverse() throws {
        let f = try AnimationFixture()
        UIView.beginAnimations(nil, context: nil)
        UIView.setAnimationDuration(1)
        UIView.setAnimationCurve(.linear)
        UIView.setAnimationRepeatCount(2)
        UIView.setAnimationRepeatAutoreverses(true)
        f.view.alpha = 0
        UIView.commitAnimations()
        var seen: [Double] = []
        for _ in 0..<4 {
            f.device.advance(by: 0.5)
            seen.append(f.shownAlpha)
        }
        #expect(animationNear(seen[0], 0.5) && animationNear(seen[1], 0, 1e-3) && animationNear(seen[2], 0.5) && animationNear(seen[3], 1, 1e-3))
        f.device.advance(by: 0.5)
        #expect(animationNear(f.shownAlpha, 0.5))
        f.device.advance(by: 1.7)
        #expect(f.shownAlpha == 0 && f.view.alpha == 0)
    }

    @Test("Animations disabled inside a block apply at once until the block commits (test 69)")
    func disabledInsideBlock() throws {
        let f = try AnimationFixture()
        UIView.beginAnimations(nil, context: nil)
        UIView.setAnimationsEnabled(false)
        #expect(!UIView.areAnimationsEnabled)
        f.view.center = CGPoint(x: 10, y: 10)
        #expect(f.shown.position == CGPoint(x: 10, y: 10))
        UIView.commitAnimations()
        #expect(UIView.areAnimationsEnabled)
    }

    @Test("Nested blocks inherit the outer duration and start together (test 70)")
    func nested() throws {
        let f = try AnimationFixture()
        UIView.beginAnimations("outer", context: nil)
        UIView.setAnimationDuration(1)
        UIView.setAnimationCurve(.linear)
        UIView.beginAnimations("inner", context: nil)
        f.view.alpha = 0
        UIView.commitAnimations()
        UIView.commitAnimations()
        f.device.advance(by: 0.5)
        #expect(animationNear(f.shownAlpha, 0.5))
    }

    @Test("Calls outside a block are ignored")
    func outsideBlock() throws {
        let f = try AnimationFixture()
        UIView.commitAnimations()
        UIView.setAnimationDuration(5)
        f.view.alpha = 0
        #expect(f.shownAlpha == 0)
    }
}
