// SPDX-License-Identifier: Apache-2.0

import Testing
import TouchstoneTesting
import UIKit

@MainActor
@Suite("UIView keyframe animations")
struct UIViewKeyframeAnimationTests {
    @Test("Two keyframes of alpha: 1 → 0.5 over the first half, → 0 over the second; completion true")
    func sequentialKeyframes() throws {
        let f = try AnimationFixture()
        let log = AnimationCompletionLog()
        UIView.animateKeyframes(withDuration: 1, delay: 0, animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { f.view.alpha = 0.5 }
            UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { f.view.alpha = 0 }
        }, completion: log.record)
        #expect(f.view.alpha == 0)
        f.device.advance(by: 0.25)
        #expect(animationNear(f.shownAlpha, 0.75))
        f.device.advance(by: 0.5)
        #expect(animationNear(f.shownAlpha, 0.25))
        f.device.advance(by: 0.35)
        #expect(f.shownAlpha == 0 && log.calls == [true])
    }

    @Test("A keyframe holds the start value before it starts and its value after it ends")
    func holdsAroundKeyframe() throws {
        let f = try AnimationFixture()
        UIView.animateKeyframes(withDuration: 1, delay: 0, animations: {
            UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.25) {
                f.view.center = CGPoint(x: 150, y: 50)
            }
        })
        f.device.advance(by: 0.25)
        #expect(animationNear(f.shown.position.x, 50))
        f.device.advance(by: 0.375)
        #expect(animationNear(f.shown.position.x, 100))
        f.device.advance(by: 0.25)
        #expect(animationNear(f.shown.position.x, 150))
    }

    @Test("addKeyframe outside a keyframe block applies its changes at once")
    func outsideBlock() throws {
        let f = try AnimationFixture()
        UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) { f.view.alpha = 0 }
        #expect(f.shownAlpha == 0)
    }
}
