// SPDX-License-Identifier: Apache-2.0

import Testing
import TouchstoneTesting
import UIKit

@MainActor
@Suite("UIView transitions")
struct UIViewTransitionAnimationTests {
    @Test("transition(with:) cross-dissolve adds a fade; property changes apply at once; completion true at the end")
    func crossDissolve() throws {
        let f = try AnimationFixture()
        let log = AnimationCompletionLog()
        UIView.transition(with: f.view, duration: 0.5, options: .transitionCrossDissolve, animations: {
            f.view.alpha = 0.5
        }, completion: log.record)
        let transition = try #require(f.view.layer.animation(forKey: kCATransition) as? CATransition)
        #expect(transition.type == .fade && transition.duration == 0.5)
        #expect(f.shownAlpha == 0.5)
        f.device.advance(by: 0.4)
        #expect(log.calls.isEmpty)
        f.device.advance(by: 0.2)
        #expect(log.calls == [true])
        #expect(f.view.layer.animation(forKey: kCATransition) == nil)
    }

    @Test("transition(from:to:) swaps the views in the superview with a push for a flip from the left")
    func fromTo() throws {
        let f = try AnimationFixture()
        let log = AnimationCompletionLog()
        let replacement = UIView(frame: f.view.frame)
        UIView.transition(from: f.view, to: replacement, duration: 0.3, options: .transitionFlipFromLeft,
                          completion: log.record)
        #expect(f.view.superview == nil && replacement.superview === f.window)
        let transition = try #require(f.window.layer.animation(forKey: kCATransition) as? CATransition)
        #expect(transition.type == .push && transition.subtype == .fromLeft)
        f.device.advance(by: 0.4)
        #expect(log.calls == [true])
    }

    @Test("showHideTransitionViews hides the old view and shows the new one instead of swapping")
    func showHide() throws {
        let f = try AnimationFixture()
        let other = UIView(frame: f.view.frame)
        other.isHidden = true
        f.window.addSubview(other)
        UIView.transition(from: f.view, to: other, duration: 0.3, options: .showHideTransitionViews)
        #expect(f.view.isHidden && !other.isHidden && f.view.superview === f.window)
    }

    @Test("setAnimationTransition in a begin/commit block takes the block's duration; did-stop reports true")
    func legacyTransition() throws {
        let f = try AnimationFixture()
        var stops: [Bool] = []
        UIView.beginAnimations("curl", context: nil)
        UIView.setAnimationTransition(.curlUp, for: f.view, cache: true)
        UIView.setAnimationDidStop { _, finished, _ in stops.append(finished) }
        f.view.backgroundColor = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
        UIView.setAnimationDuration(1)
        UIView.commitAnimations()
        let transition = try #require(f.view.layer.animation(forKey: kCATransition) as? CATransition)
        #expect(transition.type == .reveal && transition.subtype == .fromBottom && transition.duration == 1)
        f.device.advance(by: 1.1)
        #expect(stops == [true])
    }
}
