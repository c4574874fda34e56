// SPDX-License-Identifier: Apache-2.0

import Testing
import TouchstoneTesting
import UIKit

@MainActor
@Suite("UIView block animations")
struct UIViewBlockAnimationTests {
    @Test("A linear 0.2 s alpha block: model at once, presentation 1, 0.5, then 0; completion true once")
    func linearAlpha() throws {
        let f = try AnimationFixture()
        let log = AnimationCompletionLog()
        UIView.animate(withDuration: 0.2, delay: 0, options: .curveLinear, animations: { f.view.alpha = 0 },
                       completion: log.record)
        #expect(f.view.alpha == 0)
        #expect(f.shownAlpha == 1)
        f.device.advance(by: 0.1)
        #expect(animationNear(f.shownAlpha, 0.5))
        #expect(log.calls.isEmpty)
        f.device.advance(by: 0.15)
        #expect(f.shownAlpha == 0)
        #expect(log.calls == [true])
        f.device.advance(by: 0.5)
        #expect(log.calls == [true])
    }

    @Test("The default curve is ease-in-out: alpha at a quarter of the time is 1 - 0.12916")
    func defaultCurve() throws {
        let f = try AnimationFixture()
        UIView.animate(withDuration: 0.2) { f.view.alpha = 0 }
        f.device.advance(by: 0.05)
        #expect(animationNear(f.shownAlpha, 1 - 0.1291619, 1e-3))
    }

    @Test("frame, center and backgroundColor interpolate through position, bounds and backgroundColor")
    func geometryAndColor() throws {
        let f = try AnimationFixture()
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
            f.view.frame = CGRect(x: 100, y: 200, width: 200, height: 100)
            f.view.backgroundColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
        })
        #expect(f.view.center == CGPoint(x: 200, y: 250))
        f.device.advance(by: 0.5)
        #expect(animationNear(f.shown.position.x, 125) && animationNear(f.shown.position.y, 150))
        #expect(animationNear(f.shown.bounds.width, 150) && animationNear(f.shown.bounds.height, 100))
        let rgba = try #require(f.shown.backgroundColor?.components)
        #expect(animationNear(rgba[0], 0.5, 1e-3) && animationNear(rgba[1], 0) && animationNear(rgba[2], 0.5, 1e-3))
        f.device.advance(by: 0.6)
        #expect(f.shown.position == CGPoint(x: 200, y: 250))
    }

    @Test("A later block on the same property interrupts: first completion false once, second true")
    func interruption() throws {
        let f = try AnimationFixture()
        let first = AnimationCompletionLog(), second = AnimationCompletionLog()
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { f.view.alpha = 0 },
                       completion: first.record)
        f.device.advance(by: 0.5)
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { f.view.alpha = 1 },
                       completion: second.record)
        #expect(first.calls == [false])
        // Without beginFromCurrentState the new animation starts from the model value before the change (0).
        #expect(animationNear(f.shownAlpha, 0))
        f.device.advance(by: 0.5)
        #expect(animationNear(f.shownAlpha, 0.5))
        f.device.advance(by: 0.6)
        #expect(first.calls == [false] && second.calls == [true])
    }

    @Test("beginFromCurrentState starts from the value on screen")
    func beginFromCurrentState() throws {
        let f = try AnimationFixture()
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { f.view.alpha = 0 })
        f.device.advance(by: 0.5)
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear, .beginFromCurrentState],
                       animations: { f.view.alpha = 1 })
        #expect(animationNear(f.shownAlpha, 0.5))
        f.device.advance(by: 0.5)
        #expect(animationNear(f.shownAlpha, 0.75))
    }

    @Test("A delay shows the start value, then the animation runs")
    func delay() throws {
        let f = try AnimationFixture()
        UIView.animate(withDuration: 1, delay: 0.5, options: .curveLinear, animations: { f.view.alpha = 0 })
        f.device.advance(by: 0.4)
        #expect(f.shownAlpha == 1)
        f.device.advance(by: 0.6)
        #expect(animationNear(f.shownAlpha, 0.5))
    }

    @Test("repeat and autoreverse run forward and back indefinitely")
    func repeatAutoreverse() throws {
        let f = try AnimationFixture()
        let log = AnimationCompletionLog()
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear, .repeat, .autoreverse],
                       animations: { f.view.alpha = 0 }, completion: log.record)
        f.device.advance(by: 0.25)
        #expect(animationNear(f.shownAlpha, 0.75))
        f.device.advance(by: 1.0)
        #expect(animationNear(f.shownAlpha, 0.25))
        f.device.advance(by: 2.0)
        #expect(animationNear(f.shownAlpha, 0.25))
        #expect(log.calls.isEmpty)
    }

    @Test("Zero duration and disabled animations apply at once and complete with true on the next turn")
    func noAnimation() throws {
        let f = try AnimationFixture()
        let zero = AnimationCompletionLog(), disabled = AnimationCompletionLog()
        UIView.animate(withDuration: 0, animations: { f.view.alpha = 0.5 }, completion: zero.record)
        #expect(f.shownAlpha == 0.5)
        #expect(zero.calls.isEmpty)
        f.device.runPendingWork()
        #expect(zero.calls == [true])

        UIView.setAnimationsEnabled(false)
        defer { UIView.setAnimationsEnabled(true) }
        #expect(!UIView.areAnimationsEnabled)
        UIView.animate(withDuration: 1, animations: { f.view.alpha = 0 }, completion: disabled.record)
        #expect(f.shownAlpha == 0)
        f.device.runPendingWork()
        #expect(disabled.calls == [true])
    }

    @Test("performWithoutAnimation inside a block applies its changes at once")
    func withoutAnimation() throws {
        let f = try AnimationFixture()
        UIView.animate(withDuration: 1) {
            UIView.performWithoutAnimation { f.view.center = CGPoint(x: 10, y: 20) }
            f.view.alpha = 0
        }
        #expect(f.shown.position == CGPoint(x: 10, y: 20))
        #expect(f.shownAlpha == 1)
    }

    @Test("Nested blocks inherit duration and curve unless told to override them")
    func nestedInheritance() throws {
        let f = try AnimationFixture()
        let other = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        f.window.addSubview(other)
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
            UIView.animate(withDuration: 0.2) { f.view.alpha = 0 }
            UIView.animate(withDuration: 0.2, delay: 0, options: [.overrideInheritedDuration],
                           animations: { other.alpha = 0 })
        })
        f.device.advance(by: 0.25)
        #expect(animationNear(f.shownAlpha, 0.75))
        #expect(Double(other.layer.presentation()!.opacity) == 0)
    }

    @Test("Animated views get no touches until the animation ends, unless allowUserInteraction")
    func hitTestingDuringAnimation() throws {
        let f = try AnimationFixture()
        let point = CGPoint(x: 50, y: 50)
        #expect(f.window.hitTest(point, with: nil) === f.view)
        UIView.animate(withDuration: 0.5) { f.view.alpha = 0.5 }
        #expect(f.window.hitTest(point, with: nil) !== f.view)
        f.device.advance(by: 0.6)
        #expect(f.window.hitTest(point, with: nil) === f.view)
        UIView.animate(withDuration: 0.5, delay: 0, options: .allowUserInteraction, animations: { f.view.alpha = 1 })
        #expect(f.window.hitTest(point, with: nil) === f.view)
    }
}

/// Places its one subview in its right half on layout.
final class HalvingLayoutView: UIView {
    let half = UIView()
    override func layoutSubviews() {
        half.frame = CGRect(x: bounds.width / 2, y: 0, width: bounds.width / 2, height: bounds.height)
    }
}

@MainActor
@Suite("UIView block animation: .layoutSubviews")
struct UIViewLayoutSubviewsOptionTests {
    @Test("With .layoutSubviews the frames layoutSubviews sets animate with the block; without, they jump later")
    func layoutAnimates() throws {
        for animatesLayout in [true, false] {
            let f = try AnimationFixture()
            let container = HalvingLayoutView(frame: CGRect(x: 0, y: 100, width: 100, height: 50))
            container.addSubview(container.half)
            f.window.addSubview(container)
            f.device.advance(by: 1.0 / 60)
            #expect(container.half.frame.minX == 50)
            UIView.animate(withDuration: 1, delay: 0, options: animatesLayout ? [.curveLinear, .layoutSubviews] : [.curveLinear]) {
                container.frame.size.width = 200
            }
            #expect(container.half.frame.minX == (animatesLayout ? 100 : 50))
            f.device.advance(by: 0.5)
            let shownX = (container.half.layer.presentation() ?? container.half.layer).frame.minX
            if animatesLayout {
                #expect(animationNear(shownX, 75, 1))
            } else {
                #expect(shownX == 100)
            }
        }
    }
}

@MainActor
@Suite("UIView block animation: contentStretch")
struct UIViewContentStretchAnimationTests {
    @Test("contentStretch animates inside a block and jumps outside one")
    func contentStretchAnimates() throws {
        let f = try AnimationFixture()
        let target = CGRect(x: 0.5, y: 0.5, width: 0, height: 0)
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear]) { f.view.contentStretch = target }
        #expect(f.view.contentStretch == target)
        f.device.advance(by: 0.5)
        let shown = f.shown.contentsCenter
        #expect(animationNear(shown.minX, 0.25) && animationNear(shown.width, 0.5))
        f.device.advance(by: 0.6)
        f.view.contentStretch = CGRect(x: 0, y: 0, width: 1, height: 1)
        f.device.advance(by: 0.01)
        #expect(f.shown.contentsCenter == CGRect(x: 0, y: 0, width: 1, height: 1))
    }
}
