// SPDX-License-Identifier: Apache-2.0

import Testing
import TouchstoneTesting
import UIKit

@MainActor
@Suite("UIView spring animations")
struct UIViewSpringAnimationTests {
    @Test("A critically damped 1 s spring follows 1 - e^(-ωt)(1 + ωt) with ω = 2π, then completes with true")
    func criticallyDamped() throws {
        let f = try AnimationFixture()
        let log = AnimationCompletionLog()
        UIView.animate(withDuration: 1, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: 0,
                       animations: { f.view.alpha = 0 }, completion: log.record)
        f.device.advance(by: 0.25)
        #expect(animationNear(f.shownAlpha, 0.534416, 1e-3))
        f.device.advance(by: 0.25)
        #expect(animationNear(f.shownAlpha, 0.178974, 1e-3))
        #expect(log.calls.isEmpty)
        f.device.advance(by: 0.6)
        #expect(f.shownAlpha == 0 && log.calls == [true])
    }

    @Test("An underdamped spring overshoots its target")
    func underdamped() throws {
        let f = try AnimationFixture()
        UIView.animate(withDuration: 1, delay: 0, usingSpringWithDamping: 0.2, initialSpringVelocity: 0,
                       animations: { f.view.center = CGPoint(x: 150, y: 50) })
        var maxX: CGFloat = 0
        for _ in 0..<30 {
            f.device.advance(by: 1.0 / 30)
            maxX = max(maxX, f.shown.position.x)
        }
        #expect(maxX > 150)
    }
}
