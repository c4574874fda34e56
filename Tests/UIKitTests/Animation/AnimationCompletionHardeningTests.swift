// SPDX-License-Identifier: Apache-2.0

import Testing
import TouchstoneTesting
import UIKit

/// Issue 12: a view block's completion runs exactly once, with `finished` false, when its animation is cut short
/// by the view leaving its window, its animations being removed, or the view going away.
@MainActor
@Suite("View animation completions when the animation is cut short")
struct AnimationCompletionHardeningTests {
    @Test("A view removed from its window mid-animation completes with false, exactly once (100 of 100)")
    func removedFromWindow() throws {
        let fixture = try AnimationFixture()
        let log = AnimationCompletionLog()
        var views: [UIView] = []
        for i in 0..<100 {
            let view = UIView(frame: CGRect(x: i, y: 0, width: 10, height: 10))
            fixture.window.addSubview(view)
            views.append(view)
            UIView.animate(withDuration: 1, animations: { view.alpha = 0 }, completion: log.record)
        }
        fixture.device.advance(by: 0.3)

        for view in views { view.removeFromSuperview() }
        fixture.device.advance(by: 0.1)
        fixture.device.advance(by: 2)

        #expect(log.calls.count == 100)
        #expect(log.calls.allSatisfy { $0 == false })
        #expect(views.allSatisfy { $0.layer.animationKeys() == nil && $0.alpha == 0 })
    }

    @Test("A view removed and put back within one turn keeps animating and finishes with true")
    func movedWithinATurn() throws {
        let fixture = try AnimationFixture()
        let log = AnimationCompletionLog()
        UIView.animate(withDuration: 0.5, animations: { fixture.view.alpha = 0 }, completion: log.record)
        fixture.device.advance(by: 0.2)

        fixture.view.removeFromSuperview()
        fixture.window.addSubview(fixture.view)
        fixture.device.advance(by: 1)

        #expect(log.calls == [true])
    }

    @Test("A subview of the removed view is cut short too")
    func subviewOfRemovedView() throws {
        let fixture = try AnimationFixture()
        let log = AnimationCompletionLog()
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        fixture.view.addSubview(child)
        UIView.animate(withDuration: 1, animations: { child.center = CGPoint(x: 50, y: 50) }, completion: log.record)
        fixture.device.advance(by: 0.2)

        fixture.view.removeFromSuperview()
        fixture.device.advance(by: 0.1)

        #expect(log.calls == [false])
    }

    @Test("layer.removeAllAnimations() mid-animation completes with false, once")
    func removeAllAnimations() throws {
        let fixture = try AnimationFixture()
        let log = AnimationCompletionLog()
        UIView.animate(withDuration: 1, animations: {
            fixture.view.alpha = 0
            fixture.view.center = CGPoint(x: 80, y: 80)
        }, completion: log.record)
        fixture.device.advance(by: 0.2)

        fixture.view.layer.removeAllAnimations()
        fixture.device.advance(by: 2)

        #expect(log.calls == [false])
    }

    @Test("A view freed mid-animation (removed, last reference dropped) completes with false, once")
    func viewDeallocated() throws {
        let fixture = try AnimationFixture()
        let log = AnimationCompletionLog()
        weak var freed: UIView?
        do {
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            freed = view
            fixture.window.addSubview(view)
            UIView.animate(withDuration: 1, animations: { view.alpha = 0 }, completion: log.record)
            fixture.device.advance(by: 0.2)
            view.removeFromSuperview()
        }
        #expect(freed == nil)

        fixture.device.advance(by: 0.1)
        fixture.device.advance(by: 2)

        #expect(log.calls == [false])
    }

    @Test("An animation that runs to its end still completes with true, once")
    func uninterrupted() throws {
        let fixture = try AnimationFixture()
        let log = AnimationCompletionLog()
        UIView.animate(withDuration: 0.3, animations: { fixture.view.alpha = 0 }, completion: log.record)

        fixture.device.advance(by: 1)

        #expect(log.calls == [true])
    }
}
