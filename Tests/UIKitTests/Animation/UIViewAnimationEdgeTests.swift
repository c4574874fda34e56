// SPDX-License-Identifier: Apache-2.0

import Testing
import TouchstoneTesting
import UIKit

/// View animations that must not animate: views in no window, and blocks inside `performWithoutAnimation`.
@MainActor
@Suite("UIView animation edge cases")
struct UIViewAnimationEdgeTests {
    @Test("An animation of a view in no window completes with true at the end of the turn and leaves nothing attached")
    func viewOutsideWindowCompletesAtOnce() throws {
        let fixture = try AnimationFixture()
        let log = AnimationCompletionLog()
        let loose = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))

        UIView.animate(withDuration: 1, animations: { loose.alpha = 0.3 }, completion: log.record)
        #expect(animationNear(Double(loose.alpha), 0.3))
        fixture.device.advance(by: 1.0 / 60)

        #expect(log.calls == [true])
        #expect(loose.layer.animationKeys() == nil)
    }

    @Test("performWithoutAnimation suppresses an animation block nested in it")
    func performWithoutAnimationSuppressesNestedBlock() throws {
        let fixture = try AnimationFixture()
        let log = AnimationCompletionLog()
        let view = fixture.view

        UIView.performWithoutAnimation {
            UIView.animate(withDuration: 1, animations: { view.alpha = 0.3 }, completion: log.record)
        }

        #expect(view.layer.animationKeys() == nil)
        #expect(animationNear(fixture.shownAlpha, 0.3))
        #expect(UIView.areAnimationsEnabled)
        fixture.device.advance(by: 1.0 / 60)
        #expect(log.calls == [true])
    }
}
